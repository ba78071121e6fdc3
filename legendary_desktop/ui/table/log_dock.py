"""The game log: every engine event in words with its turn number; card names show the card on hover."""

from __future__ import annotations

import html
import re
from collections.abc import Callable

from PySide6.QtCore import QUrl, Signal
from PySide6.QtWidgets import QDockWidget, QTextBrowser, QWidget

from legendary_desktop.engine.card import CardDef
from legendary_desktop.engine.state import Event

KIND_COLOURS = {
    "turn": "#ffd54a", "end": "#ffd54a", "escape": "#ff8a80", "wound": "#ff8a80", "ko": "#bdbdbd",
    "fight": "#90caf9", "defeat": "#90caf9", "recruit": "#c5e1a5", "rescue": "#80deea",
    "strike": "#ffab40", "twist": "#7ee787", "scheme": "#7ee787", "reveal": "#d7b8ff", "ambush": "#ffcc80",
    "capture": "#9ad0ff", "enter": "#d7b8ff",
}
#: Events that change the game's course get a bold line (and a banner on the table).
BOLD_KINDS = {"turn", "strike", "twist", "scheme", "escape"}
#: A log line is shown cut to this many characters (a line is well under 200; a longer one came from a
#: file, and laying out one unbreakable line costs time that grows faster than its length:
#: benchmarks/bench_log_line.py), and a run without a space is given a place to wrap every `WRAP_RUN`.
MAX_LINE = 400
WRAP_RUN = 40
_RUN = re.compile(rf"\S{{{WRAP_RUN}}}(?=\S)")


#: a card's definition by its instance id (None: not one this table knows)
Defs = Callable[[int], CardDef | None]


def bounded(text: str) -> str:
    """`text` as the log shows it: cut to `MAX_LINE` characters, long runs breakable (a zero-width space)."""
    if len(text) > MAX_LINE:
        text = text[: MAX_LINE - 1] + "…"
    return _RUN.sub(lambda m: m.group(0) + "\u200b", text)


def event_html(defs: Defs, event: Event) -> str:
    """One log line: turn number, then the text with each named card made a link ("card:<id>"). `defs`: a card's
    definition by its instance id (a game's own cards, or those an online table was sent)."""
    text = html.escape(bounded(event.text))
    for card_id in dict.fromkeys(event.cards):
        card = defs(card_id)
        if card is None:
            continue
        name = html.escape(card.name)
        if name in text:
            text = text.replace(name, f'<a href="card:{card_id}">{name}</a>', 1)
    colour = KIND_COLOURS.get(event.kind, "#e8e2d0")
    if event.kind in BOLD_KINDS:
        text = f"<b>{text}</b>"
    return (f'<span style="color:#8c8c8c">T{event.turn}</span>&nbsp; '
            f'<span style="color:{colour}">{text}</span>')


class LogDock(QDockWidget):
    """A scrolling list of events. Emits `cardHovered(id)` when the pointer is over a card name."""

    cardHovered = Signal(int)
    cardClicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Game Log", parent)
        self.setObjectName("logDock")
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("logBrowser")
        self.browser.setOpenLinks(False)
        self.browser.setOpenExternalLinks(False)
        self.browser.document().setDefaultStyleSheet("a { color: #ffe082; text-decoration: none; }")
        self.browser.highlighted.connect(self._hover)
        self.browser.anchorClicked.connect(self._click)
        self.setWidget(self.browser)
        self.lines = 0

    def clear(self) -> None:
        self.browser.clear()
        self.lines = 0

    def append_events(self, events: list[Event], first: int, defs: Defs) -> None:
        for event in events[first:]:
            self.browser.append(event_html(defs, event))
            self.lines += 1
        bar = self.browser.verticalScrollBar()
        bar.setValue(bar.maximum())

    def plain_text(self) -> str:
        return self.browser.toPlainText()

    @staticmethod
    def _card(url: QUrl) -> int | None:
        text = url.toString()
        if text.startswith("card:"):
            try:
                return int(text[5:])
            except ValueError:
                return None
        return None

    def _hover(self, url: QUrl) -> None:
        card = self._card(url)
        if card is not None:
            self.cardHovered.emit(card)

    def _click(self, url: QUrl) -> None:
        card = self._card(url)
        if card is not None:
            self.cardClicked.emit(card)
