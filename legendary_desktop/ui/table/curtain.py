"""The pass-and-play curtain: covers the table until the named player says they hold the device.

It lifts only by its button, or by Enter once it has been up for a moment (`ENTER_PAUSE_MS`), so a
double click on End Turn or a key pressed by the last player never shows the next hand. It says in
one sentence why the device moves, and what happened since that player last saw the table.
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

ENTER_PAUSE_MS = 700
SUMMARY_LINES = 8


class Curtain(QWidget):
    """A full cover naming who should take the device. Its button (or Enter after a pause) lifts it."""

    lifted = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("curtain")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.player: int | None = None
        self.enter_pause_ms = ENTER_PAUSE_MS
        self.shown_at = QElapsedTimer()
        layout = QVBoxLayout(self)
        layout.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.setSpacing(12)
        self.kicker = QLabel("Pass the device to")
        self.kicker.setObjectName("curtainKicker")
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # a player's name is never markup
        self.title.setObjectName("curtainTitle")
        self.reason = QLabel()
        self.reason.setTextFormat(Qt.TextFormat.PlainText)
        self.reason.setObjectName("curtainReason")
        self.reason.setWordWrap(True)
        self.summary = QLabel()
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setObjectName("curtainSummary")
        self.summary.setWordWrap(True)
        self.summary.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.summary.setMaximumWidth(760)
        self.button = QPushButton()
        self.button.setObjectName("curtainButton")
        self.button.setMinimumHeight(48)
        self.button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Space on a focused button would lift it at once
        self.button.clicked.connect(self.lifted)
        self.hint = QLabel("Everyone else: please look away while they play.")
        self.hint.setObjectName("curtainHint")
        for label in (self.kicker, self.title, self.reason):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            layout.addWidget(label)
        layout.addWidget(self.summary, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addSpacing(8)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.hint)

    def show_for(self, player: int, name: str, reason: str, since: list[str] | None = None) -> None:
        self.player = player
        self.title.setText(name)
        self.reason.setText(reason)
        since = since or []
        if since:
            lines = since[-SUMMARY_LINES:]
            more = len(since) - len(lines)
            head = f"Since you last saw the table ({more} earlier in the log):" if more else \
                "Since you last saw the table:"
            self.summary.setText(head + "\n" + "\n".join(f"•  {line}" for line in lines))
        else:
            self.summary.setText("")
        self.summary.setVisible(bool(since))
        self.button.setText(f"I am {name} — show my cards")
        self.shown_at.start()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.isAutoRepeat() \
                and self.shown_at.isValid() and self.shown_at.elapsed() >= self.enter_pause_ms:
            self.lifted.emit()
        event.accept()  # no other key, and no click on the cover, lifts it
