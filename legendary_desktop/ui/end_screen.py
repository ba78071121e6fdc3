"""The end of the game: the team result, every player's VP with the individual winner, a VP bar chart."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from legendary_desktop.engine.state import Outcome
from legendary_desktop.ui.card_faces import VP_COLOUR, font

RESULT_COLOURS = {"team_win": "#7ddc8a", "evil_wins": "#ff6b6b", "draw": "#ffd54a", "individual": "#9ad0ff"}


class VPChart(QWidget):
    """Horizontal bars of Victory Points by player; the winner's bar in gold."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[tuple[str, int, bool]] = []
        self.setMinimumSize(420, 160)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_rows(self, rows: list[tuple[str, int, bool]]) -> None:
        self.rows = rows
        self.setMinimumHeight(44 * max(1, len(rows)) + 20)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        if not self.rows:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        best = max(1, max(vp for _, vp, _ in self.rows))
        name_w = 150.0
        bar_h = min(34.0, (self.height() - 10) / len(self.rows) - 10)
        for i, (name, vp, winner) in enumerate(self.rows):
            y = 10 + i * (bar_h + 10)
            p.setPen(QColor("#f4ecd8"))
            p.setFont(font(16, bold=winner))
            p.drawText(QRectF(0, y, name_w - 10, bar_h), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                       ("★ " if winner else "") + name)
            full = self.width() - name_w - 70
            width = max(4.0, full * vp / best)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#e0b000") if winner else QColor(VP_COLOUR))
            p.drawRoundedRect(QRectF(name_w, y, width, bar_h), 6, 6)
            p.setPen(QColor("#f4ecd8"))
            p.setFont(font(16, bold=True))
            p.drawText(QRectF(name_w + width + 8, y, 60, bar_h), Qt.AlignmentFlag.AlignVCenter, f"{vp} VP")
        p.end()


class EndScreen(QWidget):
    """Shown when the game is over. Buttons: New Game, Show Board, Report a Problem, Quit."""

    newGameClicked = Signal()
    quitClicked = Signal()
    showBoardClicked = Signal()
    reportClicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("endScreen")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(60, 40, 60, 40)
        layout.setSpacing(14)
        self.headline = QLabel()
        self.headline.setObjectName("endHeadline")
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason = QLabel()
        self.reason.setObjectName("endReason")
        self.reason.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason.setWordWrap(True)
        self.winner = QLabel()
        self.winner.setTextFormat(Qt.TextFormat.PlainText)  # players' names are never markup
        self.winner.setObjectName("endWinner")
        self.winner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.chart = VPChart()
        layout.addStretch(1)
        layout.addWidget(self.headline)
        layout.addWidget(self.reason)
        layout.addWidget(self.winner)
        layout.addWidget(self.chart, 3)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.new_game = QPushButton("New Game")
        self.show_board = QPushButton("Show the Table")
        self.report = QPushButton("Report a Problem…")
        self.report.setToolTip("Something wrong with the result? Write a report that replays this game.")
        self.quit = QPushButton("Quit")
        for button in (self.new_game, self.show_board, self.report, self.quit):
            button.setMinimumSize(150, 44)
            buttons.addWidget(button)
        buttons.addStretch(1)
        self.report.clicked.connect(self.reportClicked)
        self.new_game.clicked.connect(self.newGameClicked)
        self.show_board.clicked.connect(self.showBoardClicked)
        self.quit.clicked.connect(self.quitClicked)
        layout.addLayout(buttons)
        layout.addStretch(1)

    def show_outcome(self, outcome: Outcome, names: list[str]) -> None:
        self.headline.setText(outcome.headline)
        self.headline.setStyleSheet(f"color: {RESULT_COLOURS.get(outcome.result, '#ffffff')};")
        self.reason.setText(outcome.reason)
        winners = [names[i] for i in outcome.winners]
        best = outcome.vp[outcome.winners[0]] if outcome.winners else 0
        if outcome.result == "individual":  # each player won or lost alone, not by Victory Points
            losers = [n for i, n in enumerate(names) if i not in outcome.winners]
            self.winner.setText(f"Won: {', '.join(winners) or 'nobody'} · Lost: {', '.join(losers) or 'nobody'}")
        elif not winners:
            self.winner.setText("Everybody loses when Evil wins, whatever their Victory Points.")
        elif len(winners) == 1:
            self.winner.setText(f"Most Victory Points: {winners[0]} with {best} VP")
        else:
            self.winner.setText(f"Shared win on Victory Points: {' and '.join(winners)} with {best} VP each")
        self.chart.set_rows([(names[i], vp, i in outcome.winners) for i, vp in enumerate(outcome.vp)])
