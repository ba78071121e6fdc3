"""The pass-and-play curtain: covers the table until the named player says they hold the device."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget


class Curtain(QWidget):
    """A full cover naming who should take the device. Any click or key lifts it (`lifted`)."""

    lifted = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("curtain")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.player: int | None = None
        layout = QVBoxLayout(self)
        layout.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.setSpacing(18)
        self.kicker = QLabel("Pass the device to")
        self.kicker.setObjectName("curtainKicker")
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # a player's name is never markup
        self.title.setObjectName("curtainTitle")
        self.reason = QLabel()
        self.reason.setTextFormat(Qt.TextFormat.PlainText)
        self.reason.setObjectName("curtainReason")
        self.reason.setWordWrap(True)
        self.button = QPushButton()
        self.button.setObjectName("curtainButton")
        self.button.setMinimumHeight(48)
        self.button.clicked.connect(self.lifted)
        hint = QLabel("Everyone else: please look away while they play.")
        hint.setObjectName("curtainHint")
        for label in (self.kicker, self.title, self.reason, hint):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            layout.addWidget(label)
        layout.addSpacing(12)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(hint)

    def show_for(self, player: int, name: str, reason: str) -> None:
        self.player = player
        self.title.setText(name)
        self.reason.setText(reason)
        self.button.setText(f"I am {name} — show my cards")

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        self.lifted.emit()
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        if event.key() in (Qt.Key.Key_Control, Qt.Key.Key_Shift, Qt.Key.Key_Alt, Qt.Key.Key_Meta):
            return super().keyPressEvent(event)
        self.lifted.emit()
        event.accept()
