"""What the computer players did, shown when a person's turn starts after theirs: a short box at the top
of the game log, one line per computer turn (Villains fought, Heroes recruited, what entered the city and
what escaped), closed with its ✕, by the next computer turn or by the next person's turn. The words come
from `engine.chronicle`, read from the table source's log and table, so an online table shows it too (the
host's computers' turns before this seat's).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QLabel,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from legendary_desktop.ui.table.table_source import TableSource

MAX_LINES = 6


class TurnSummary(QFrame):
    """The box; `attach` puts it above the log in the log dock."""

    def __init__(self, model: TableSource, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("turnSummary")
        self.model = model
        self.mark = 0  # the first event no person has seen in their own turn yet
        self.shown_turn = -1
        # The title and the lines wrap to the dock's width: neither ever widens the dock, so the table beside
        # it keeps its size after computer turns.
        self.title = QLabel()
        self.title.setObjectName("turnSummaryTitle")
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # names are never markup
        self.title.setWordWrap(True)
        self.text = QLabel()
        self.text.setObjectName("turnSummaryText")
        self.text.setTextFormat(Qt.TextFormat.PlainText)  # names are never markup
        self.text.setWordWrap(True)
        self.close_button = QToolButton()
        self.close_button.setObjectName("turnSummaryClose")
        self.close_button.setText("✕")
        self.close_button.setToolTip("Dismiss the summary (the game log below has every detail)")
        self.close_button.clicked.connect(self.hide)
        head = QHBoxLayout()
        head.setContentsMargins(0, 0, 0, 0)
        head.addWidget(self.title, 1)
        head.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 8)
        layout.setSpacing(4)
        layout.addLayout(head)
        layout.addWidget(self.text)
        self.hide()
        model.gameStarted.connect(self._game_started)
        model.decisionChanged.connect(self._decision_changed)

    def attach(self, dock: QDockWidget) -> None:
        """Put the box above what the dock shows (the log)."""
        inner = dock.widget()
        holder = QWidget()
        box = QVBoxLayout(holder)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        box.addWidget(self)
        if inner is not None:
            box.addWidget(inner, 1)
        dock.setWidget(holder)

    def _game_started(self) -> None:
        self.hide()
        self.shown_turn = -1
        # a game rebuilt or loaded keeps its old news quiet; a new one tells what computers did first
        self.mark = len(self.model.events()) if self.model.step()[0] else 0

    def _decision_changed(self) -> None:
        t = self.model.drawn_table() if self.model.in_game else None  # as the board drew it just now
        d = self.model.pending
        if t is None:
            self.hide()  # the game is gone: nothing of it stays
            return
        if d is None:
            return
        if self.model.is_computer(t.turn.player):
            self.hide()  # a computer's turn: the last summary is old news
            return
        if self.model.is_computer(d.player) or d.player != t.turn.player:
            return
        if t.turn.number != self.shown_turn:
            seats = [self.model.computer_kind(p.index) is not None for p in t.players]  # not people online
            lines = self.model.computer_turn_lines(self.mark, seats)
            self.shown_turn = t.turn.number
            if lines:
                self.show_lines(t.players[d.player].name, lines)
            else:  # another person's turn, no computer between: the summary before the last one is old news
                self.hide()
        self.mark = len(self.model.events())

    def show_lines(self, name: str, lines: list[str]) -> None:
        shown = lines[-MAX_LINES:]
        more = len(lines) - len(shown)
        self.title.setText(f"Before {name}'s turn, the computer players:" +
                                 (f" ({more} earlier turns in the log)" if more else ""))
        self.text.setText("\n".join(f"•  {line}" for line in shown))
        self.show()
