"""Game → Statistics: games played, team win rate overall, by Mastermind and by Scheme, best scores, Heroes.

The totals come from the summary kept beside the history log, so the window opens at once
however long the history is. A card-set box shows only the games that used that set.
"""

from __future__ import annotations

from html import escape
from pathlib import Path

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from legendary_desktop.cards import SET_TITLES
from legendary_desktop.engine.words import count, count_verb
from legendary_desktop.persistence.faults import reason
from legendary_desktop.persistence.history_summary import Stats, Summary, history_summary


def stats_html(stats: Stats) -> str:
    skipped = (f"<p><i>{count_verb(stats.skipped, 'damaged record', 'were')} skipped in the history.</i></p>"
               if stats.skipped else "")
    if not stats.games:
        return "<p>No finished games yet. Statistics appear here after your first game ends.</p>" + skipped

    def rate(wins: int, games: int) -> str:
        return f"{wins}/{games} ({100 * wins / games:.0f}%)"

    won = rate(stats.team_wins, stats.games)
    parts = [f"<h3>{count(stats.games, 'game')} played — the team won {won}</h3>", skipped]
    for title, table in (("By Mastermind", stats.by_mastermind), ("By Scheme", stats.by_scheme)):
        rows = "".join(f"<tr><td>{escape(k)}</td><td>{rate(w, g)}</td></tr>" for k, (w, g) in table.items())
        parts.append(f"<h4>{title}</h4><table cellspacing='4'>{rows}</table>")
    rows = "".join(f"<tr><td>{vp} VP</td><td>{escape(name)}</td><td>{escape(date)}</td></tr>"
                   for vp, name, date in stats.best_vp)
    parts.append(f"<h4>Best scores</h4><table cellspacing='4'>{rows}</table>")
    rows = "".join(f"<tr><td>{escape(h)}</td><td>{count(n, 'game')}</td></tr>" for h, n in stats.heroes)
    parts.append(f"<h4>Most-used Heroes</h4><table cellspacing='4'>{rows}</table>")
    return "".join(parts)


class StatsWindow(QDialog):
    def __init__(self, history: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Statistics")
        self.problem: str | None = None
        try:
            self.summary = history_summary(history)
        except OSError as err:
            self.summary = Summary()
            self.problem = f"The game history in {history} can't be read because {reason(err)}."
        self.set_box = QComboBox()
        self.set_box.setObjectName("statsSet")
        self.set_box.addItem("All card sets", None)
        for set_id in self.summary.sets:
            self.set_box.addItem(SET_TITLES.get(set_id, set_id), set_id)
        self.set_box.currentIndexChanged.connect(self.show_stats)
        self.text = QTextBrowser()
        self.text.setObjectName("statsText")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(QLabel("Games with:"))
        row.addWidget(self.set_box, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.text)
        layout.addWidget(buttons)
        self.resize(560, 600)
        self.show_stats()

    def show_stats(self) -> None:
        if self.problem is not None:
            self.text.setHtml(f"<p>{escape(self.problem)}</p>")
            return
        self.text.setHtml(stats_html(self.summary.stats(self.set_box.currentData())))
