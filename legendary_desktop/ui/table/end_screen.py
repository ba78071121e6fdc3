"""The end of the game: the team result, every player's VP with the individual winner, a VP bar chart
split by where the points came from (Villains, Henchmen, Bystanders, Tactics...), and the key moments."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from legendary_desktop.engine.chronicle import Moment
from legendary_desktop.engine.deal import Deal, Seed
from legendary_desktop.engine.state import Outcome
from legendary_desktop.engine.table_view import Table
from legendary_desktop.engine.words import count
from legendary_desktop.ui.shorten import shorten
from legendary_desktop.ui.table.card_faces import VP_COLOUR, font

RESULT_COLOURS = {"team_win": "#7ddc8a", "evil_wins": "#ff6b6b", "draw": "#ffd54a", "individual": "#9ad0ff"}
#: One colour per group of Victory Points (the groups `scoring.vp_sources` gives); others use VP_COLOUR.
SOURCE_COLOURS = {"Villains": "#d9534f", "Henchmen": "#e8913a", "Bystanders": "#4fb3c8", "Tactics": "#9b6bd6",
                  "Other cards": "#9e9e9e", "Card bonuses": "#e0b000", "The Scheme's bonus": "#6cc26c"}
MOMENT_MARKS = {"tactic": "⚔", "mastermind": "★", "escape": "⚠", "twist": "↻", "scheme": "◆"}
MOMENT_COLOURS = {"tactic": "#c7a6ff", "mastermind": "#ffd54a", "escape": "#ff8a80", "twist": "#7ee787",
                  "scheme": "#b2f2bb"}

Sources = list[tuple[str, int, int]]


def sources_text(sources: Sources) -> str:
    """"Villains 4 (2 cards) · Bystanders 2 (2)": where one player's VP came from, in words."""
    if not sources:
        return "no Victory Points"
    return " · ".join(f"{group} {vp} VP" + (f" ({n} card{'s' if n != 1 else ''})" if n else "")
                      for group, n, vp in sources)


class VPChart(QWidget):
    """Horizontal bars of Victory Points by player; the winner's bar in gold."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[tuple[str, int, bool]] = []
        self.sources: list[Sources] = []
        self.setMinimumSize(420, 160)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_rows(self, rows: list[tuple[str, int, bool]], sources: list[Sources] | None = None) -> None:
        """One bar per player; with `sources`, each bar is split by where its VP came from, and the
        words under it say so."""
        self.rows = rows
        self.sources = sources or []
        self.setMinimumHeight((56 if self.sources else 44) * max(1, len(rows)) + 20)
        self.setToolTip("\n".join(f"{name}: {vp} VP" + (f": {sources_text(self.sources[i])}"
                                                         if i < len(self.sources) else "")
                                   for i, (name, vp, _) in enumerate(rows)))
        self.update()

    def name_width(self) -> float:
        """The names' column: as wide as the longest name needs, up to 42 % of the chart (the bars have the rest)."""
        metrics = QFontMetricsF(font(16, bold=True))
        need = max((metrics.horizontalAdvance(("★ " if winner else "") + name) for name, _, winner in self.rows),
                   default=0.0)
        return min(max(140.0, need + 10), max(140.0, self.width() * 0.42))

    def texts(self) -> list[tuple[QFont, QRectF, str, str, str]]:
        """Every text the chart draws: (font, where, words shown, the whole, colour). A name or a row of
        VP sources too long for its room is shortened at a word (`shorten`); the tooltip has it whole."""
        out: list[tuple[QFont, QRectF, str, str, str]] = []
        name_w = self.name_width() + 10
        words_h = 18.0 if self.sources else 0.0
        bar_h = min(34.0 if not words_h else 26.0, (self.height() - 10) / max(1, len(self.rows)) - 10 - words_h)
        best = max(1, max((vp for _, vp, _ in self.rows), default=1))
        for i, (name, vp, winner) in enumerate(self.rows):
            y = 10 + i * (bar_h + words_h + 10)
            big = font(16, bold=winner)
            whole = ("★ " if winner else "") + name
            out.append((big, QRectF(0, y, name_w - 10, bar_h), shorten(whole, QFontMetricsF(big), name_w - 10),
                        whole, "#f4ecd8"))
            full = self.width() - name_w - 70
            width = max(4.0, full * vp / best)
            vp_font = font(16, bold=True)
            out.append((vp_font, QRectF(name_w + width + 8, y, 62, bar_h), f"{vp} VP", f"{vp} VP", "#f4ecd8"))
            if not words_h:
                continue
            # "Villains 13 · Henchmen 2 · ...", each group in its bar colour (the legend); the groups that do
            # not fit give way to a "…" after the last whole one
            small = font(11)
            metrics = QFontMetricsF(small)
            src = self.sources[i] if i < len(self.sources) else []
            parts = [(f"{group} {v}" if src else group, SOURCE_COLOURS.get(group, "#cfc6b0"))
                     for group, _, v in (src or [("no Victory Points", 0, 0)])]
            room = self.width() - name_w
            gap = " · "
            n = len(parts)
            while n > 0 and metrics.horizontalAdvance(gap.join(t for t, _ in parts[:n])
                                                      + ("" if n == len(parts) else " …")) > room:
                n -= 1
            shown = parts[:n] + ([("…", "#cfc6b0")] if n < len(parts) else [])
            x = name_w
            for k, (words, colour) in enumerate(shown):
                if words == "…":
                    text = " …"
                else:
                    text = (gap if k else "") + words
                w = metrics.horizontalAdvance(text)
                out.append((small, QRectF(x, y + bar_h + 1, w, words_h), text, text, colour))
                x += w
        return out

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        if not self.rows:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        best = max(1, max(vp for _, vp, _ in self.rows))
        name_w = self.name_width() + 10
        words_h = 18.0 if self.sources else 0.0
        bar_h = min(34.0 if not words_h else 26.0, (self.height() - 10) / len(self.rows) - 10 - words_h)
        for i, (_name, vp, winner) in enumerate(self.rows):
            y = 10 + i * (bar_h + words_h + 10)
            full = self.width() - name_w - 70
            width = max(4.0, full * vp / best)
            p.setPen(Qt.PenStyle.NoPen)
            src = self.sources[i] if i < len(self.sources) else []
            positive = [(group, v) for group, _, v in src if v > 0]
            if positive and vp > 0:  # the bar split by source, each part its share of the bar
                p.save()
                p.setClipRect(QRectF(name_w, y, width, bar_h))
                x = name_w
                for group, v in positive:
                    part = width * v / sum(v for _, v in positive)
                    p.setBrush(QColor(SOURCE_COLOURS.get(group, VP_COLOUR)))
                    p.drawRect(QRectF(x, y, part + 0.5, bar_h))
                    x += part
                p.restore()
                if winner:
                    p.setPen(QColor("#ffd54a"))
                    p.setBrush(Qt.BrushStyle.NoBrush)
                    p.drawRoundedRect(QRectF(name_w, y, width, bar_h), 4, 4)
                    p.setPen(Qt.PenStyle.NoPen)
            else:
                p.setBrush(QColor("#e0b000") if winner else QColor(VP_COLOUR))
                p.drawRoundedRect(QRectF(name_w, y, width, bar_h), 6, 6)
        for f, rect, text, _whole, colour in self.texts():
            p.setFont(f)
            p.setPen(QColor(colour))
            align = Qt.AlignmentFlag.AlignRight if rect.left() == 0 else Qt.AlignmentFlag.AlignLeft
            p.drawText(rect, align | Qt.AlignmentFlag.AlignVCenter, text)
        p.end()


def moments_title(moments: list[Moment]) -> str:
    """The timeline's heading: how many of each moment, each counted from the moments of its kind (a Scheme's
    own news of a Twist is no Twist)."""
    tactics, escapes, twists = (sum(1 for m in moments if m.kind == kind) for kind in ("tactic", "escape", "twist"))
    return f"Key moments: {count(tactics, 'Tactic')} fought · {count(escapes, 'escape')} · {count(twists, 'Twist')}"


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
        layout.setContentsMargins(30, 20, 30, 20)
        layout.setSpacing(14)
        self.headline = QLabel()
        self.headline.setTextFormat(Qt.TextFormat.PlainText)  # players' names are never markup
        self.headline.setObjectName("endHeadline")
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason = QLabel()
        self.reason.setTextFormat(Qt.TextFormat.PlainText)  # players' names are never markup
        self.reason.setObjectName("endReason")
        self.reason.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason.setWordWrap(True)
        self.winner = QLabel()
        self.winner.setTextFormat(Qt.TextFormat.PlainText)  # players' names are never markup
        self.winner.setObjectName("endWinner")
        self.winner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.chart = VPChart()
        self.moments_title = QLabel("Key moments")
        self.moments_title.setObjectName("endMomentsTitle")
        self.moments = QListWidget()
        self.moments.setObjectName("endMoments")
        self.moments.setWordWrap(True)
        self.moments.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.moments.setMinimumWidth(240)
        timeline = QVBoxLayout()
        timeline.setSpacing(4)
        timeline.addWidget(self.moments_title)
        timeline.addWidget(self.moments, 1)
        story = QHBoxLayout()
        story.addWidget(self.chart, 3)
        story.addLayout(timeline, 2)
        layout.addStretch(1)
        layout.addWidget(self.headline)
        layout.addWidget(self.reason)
        layout.addWidget(self.winner)
        layout.addLayout(story, 3)
        # The deal, once the game is over: its code plays the same shuffles again (New Game's seed field)
        self.deal_label = QLabel()
        self.deal_label.setObjectName("endDealLabel")
        self.deal_code = QLineEdit()
        self.deal_code.setObjectName("endDealCode")
        self.deal_code.setReadOnly(True)
        self.deal_code.setMinimumWidth(360)
        self.copy_deal = QPushButton("Copy")
        self.copy_deal.setObjectName("copyDealButton")
        self.copy_deal.setToolTip("Copy the deal code, to play these shuffles again or send them to a friend.")
        self.copy_deal.clicked.connect(lambda: QApplication.clipboard().setText(self.deal_code.text()))
        deal_row = QHBoxLayout()
        deal_row.addStretch(1)
        for w in (self.deal_label, self.deal_code, self.copy_deal):
            deal_row.addWidget(w)
        deal_row.addStretch(1)
        self.deal_row = QWidget()
        self.deal_row.setLayout(deal_row)
        self.deal_row.hide()
        layout.addWidget(self.deal_row)
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

    def show_story(self, t: Table) -> None:
        """Where each player's VP came from (on the bars), and the game's key moments as a timeline: from the
        table of a finished game, so an online friend's end screen tells what the host's does."""
        names = [p.name for p in t.players]
        outcome, story = t.outcome, t.story
        if outcome is None or story is None:
            return
        self.chart.set_rows([(names[i], vp, i in outcome.winners) for i, vp in enumerate(outcome.vp)],
                            [list(rows) for rows in story.sources])
        self.set_moments(list(story.moments))

    def show_deal(self, seed: Seed | None) -> None:
        """The finished game's deal code (a secret deal) or seed, to play it again; None hides the row (an
        online joiner's table has no deal to tell)."""
        self.deal_row.setVisible(seed is not None)
        if isinstance(seed, Deal):
            self.deal_label.setText("Deal code (type it in New Game's seed field to play this deal again):")
            self.deal_code.setText(seed.code())
        elif seed is not None:
            self.deal_label.setText("Seed (the same setup and shuffles again):")
            self.deal_code.setText(str(seed))

    def set_moments(self, moments: list[Moment]) -> None:
        self.moments.clear()
        for m in moments:
            item = QListWidgetItem(f"T{m.turn} {MOMENT_MARKS.get(m.kind, '•')} {m.text}")
            item.setForeground(QColor(MOMENT_COLOURS.get(m.kind, "#f4ecd8")))
            self.moments.addItem(item)
        if not moments:
            self.moments.addItem("No Tactic was fought, no Villain escaped and no Scheme Twist came.")
        self.moments_title.setText(moments_title(moments))
