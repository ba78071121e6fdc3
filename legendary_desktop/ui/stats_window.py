"""Game → Statistics: games played, team win rate overall, by Mastermind and by Scheme, best scores, Heroes."""

from __future__ import annotations

from html import escape
from pathlib import Path

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from legendary_desktop.persistence.history import Stats, read_history, statistics


def stats_html(stats: Stats) -> str:
    if not stats.games:
        return "<p>No finished games yet. Statistics appear here after your first game ends.</p>"

    def rate(wins: int, games: int) -> str:
        return f"{wins}/{games} ({100 * wins / games:.0f}%)"

    parts = [f"<h3>{stats.games} game(s) played — the team won {rate(stats.team_wins, stats.games)}</h3>"]
    for title, table in (("By Mastermind", stats.by_mastermind), ("By Scheme", stats.by_scheme)):
        rows = "".join(f"<tr><td>{escape(k)}</td><td>{rate(w, g)}</td></tr>" for k, (w, g) in table.items())
        parts.append(f"<h4>{title}</h4><table cellspacing='4'>{rows}</table>")
    rows = "".join(f"<tr><td>{vp} VP</td><td>{escape(name)}</td><td>{escape(date)}</td></tr>"
                   for vp, name, date in stats.best_vp)
    parts.append(f"<h4>Best scores</h4><table cellspacing='4'>{rows}</table>")
    rows = "".join(f"<tr><td>{escape(h)}</td><td>{n} game(s)</td></tr>" for h, n in stats.heroes)
    parts.append(f"<h4>Most-used Heroes</h4><table cellspacing='4'>{rows}</table>")
    return "".join(parts)


class StatsWindow(QDialog):
    def __init__(self, history: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Statistics")
        self.text = QTextBrowser()
        self.text.setObjectName("statsText")
        self.text.setHtml(stats_html(statistics(read_history(history))))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(buttons)
        self.resize(560, 600)
