"""Texts of the Help menu: keyboard shortcuts, a rules summary and a keyword glossary.

The keywords and rules are those the sets declare (engine/keyword_help.py): nothing here names one.
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape

from legendary_desktop.cards import SET_TITLES
from legendary_desktop.engine.card import CardDef
from legendary_desktop.engine.keyword_help import Keyword, declared, keywords_in_text, keywords_of, rules_sections

SHORTCUTS = [
    ("Ctrl+N", "New game (setup wizard)"),
    ("Ctrl+Shift+N", "Quick game (random setup)"),
    ("Ctrl+Z / Ctrl+Shift+Z", "Undo / redo the last decision"),
    ("Ctrl+S / Ctrl+O", "Save as / open a saved game"),
    ("Tab / Shift+Tab, ← / →", "Move between the cards you may click (the Card panel shows the focused one)"),
    ("Enter / Space", "Choose the focused card"),
    ("+ / −", "One copy more or fewer, on a card shown once for several copies"),
    ("I", "Show the focused card large"),
    ("E", "End your turn (E again ends it with Recruit or Attack unspent)"),
    ("D", "My deck: what is in your deck (not its order) and your discard pile"),
    ("H", "Heal (KO the Wounds in your hand) when allowed"),
    ("1 … 9, Alt+1 … Alt+9", "Pick a button of a \"choose one\" decision (the 10th is Alt+1), or an answer "
                             "no card stands for"),
    ("N", "Choose none (when picking a card is optional)"),
    ("Ctrl+Enter", "Confirm a multi-card pick or an order"),
    ("Shift+← / Shift+→", "Putting cards in order: move the focused card one place"),
    ("T / B (or ↑ / ↓)", "Top or bottom: put the focused card on top of the deck, or under it"),
    ("Enter", "Putting cards in order, or on the top or the bottom: confirm"),
    ("Enter (after a moment)", "Lift the pass-and-play curtain (or click its button)"),
    ("P", "Play All: every Hero in your hand that asks nothing"),
    ("Esc", "Skip card animations and banners"),
    ("Ctrl+P", "Pause the computer players, or let them play on"),
    ("Ctrl+H", "Hint: what a computer player would do in your decision now"),
    ("Ctrl+A", "Select all cards in an \"any number\" choice"),
    ("Ctrl+wheel, Ctrl++ / Ctrl+-", "Zoom the table"),
    ("Ctrl+0", "Fit the whole table to the window"),
    ("Ctrl+L", "Show or hide the game log"),
    ("F1", "Rules: every set's rules and keywords; type a word to search, Enter for the next section"),
    ("F11", "Full screen"),
    ("Right-click a card", "Large view of the card"),
]

#: Links on the dark help windows and card views
LINK_STYLE = "color:#9ec5ff; text-decoration:none"


def keyword_help(text: str) -> list[tuple[str, str]]:
    """(term, meaning) of each keyword a piece of card text uses, whichever set declares it."""
    return [(k.term, k.meaning) for k in keywords_in_text(text)]


def card_keywords(card: CardDef) -> list[Keyword]:
    """Every keyword a card uses, by its text or its structure (a base-game Hero's Superpower in any game)."""
    return keywords_of(card)


def set_title(set_id: str) -> str:
    return SET_TITLES.get(set_id, set_id)


def shortcuts_html() -> str:
    rows = "".join(f"<tr><td><b>{k}</b></td><td>&nbsp;&nbsp;{v}</td></tr>" for k, v in SHORTCUTS)
    return f"<h3>Keyboard shortcuts</h3><table>{rows}</table>"


def glossary_html(set_ids: Iterable[str] | None = None) -> str:
    """Every keyword the sets declare (all of them when None), set by set; each term links to its entry
    in the Rules window."""
    rows: list[str] = []
    set_id = ""
    for k in declared(set_ids):
        if k.set_id != set_id:
            set_id = k.set_id
            rows.append(f"<tr><td colspan='2'><h4>{escape(set_title(set_id))}</h4></td></tr>")
        rows.append(f"<tr><td valign='top'><a href='rules:{k.anchor}' style='{LINK_STYLE}'><b>{escape(k.term)}</b>"
                    f"</a>&nbsp;&nbsp;</td><td>{escape(k.meaning)}</td></tr>")
    return f"<h3>Keywords</h3><table cellspacing='2'>{''.join(rows)}</table>"


def rules_summary_html() -> str:
    """The base game's rules, for How to Play (Help → Rules has every set's, with search)."""
    sections = rules_sections(list(SET_TITLES)[:1])
    body = "".join(f"<h4>{escape(s.title)}</h4>{s.body}" for s in sections)
    return ("<h3>Legendary in one page</h3>" + body +
            "<p>Help → Rules (F1) has these rules, every set's own rules and every keyword, with search.</p>")


def how_to_play_html() -> str:
    return rules_summary_html() + glossary_html()

