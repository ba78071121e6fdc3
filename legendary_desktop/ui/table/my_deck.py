"""My Deck: what is in your own deck (not its order) and your discard pile, sorted by card with counts.

Game → My Deck and Discard Pile (D) at any time of your turn or another's, for the player whose cards
the table shows. During the game nobody sees another seat's deck (`engine.visibility`); after it, or
with Open Hands on, the deck of whoever's hand the table shows.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from legendary_desktop.engine.card import CardDef
from legendary_desktop.ui.table.card_faces import FACES
from legendary_desktop.ui.table.card_inspector import describe
from legendary_desktop.ui.table.table_source import DeckContents

NOT_YOURS = ("Your deck is shown to the player holding the device: take it (lift the curtain) first. "
             "Nobody sees another player's deck during the game.")
#: online, the host's game knows which cards a deck holds; a seat's view says only how many
DECK_ON_HOST = ("Online, your table is sent how many cards your deck holds, not which: your discard pile is on "
                "the table (click it to look through it).")


def pile_lines(cards: Sequence[CardDef]) -> list[tuple[str, int, CardDef]]:
    """(name, copies, a card of that name) for a pile, sorted by name: what it holds, not in what order."""
    counts = Counter(c.name for c in cards)
    by_name = {c.name: c for c in cards}
    return [(name, counts[name], by_name[name]) for name in sorted(counts, key=lambda n: (n.casefold(), n))]


class PileList(QListWidget):
    """Small faces with "3 × Name" under each."""

    def __init__(self, cards: Sequence[CardDef], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setViewMode(QListView.ViewMode.IconMode)
        self.setIconSize(QSize(96, 134))
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setMovement(QListView.Movement.Static)
        self.setSelectionMode(QListWidget.SelectionMode.NoSelection)  # nothing to pick: a list to read
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # so no card looks chosen; Esc or Close shuts it
        self.setSpacing(6)
        self.setWordWrap(True)
        self.setGridSize(QSize(124, 186))
        for name, n, cdef in pile_lines(cards):
            item = QListWidgetItem(QIcon(FACES.face(cdef, 200)), f"{n} × {name}")
            item.setToolTip(describe(cdef))
            item.setTextAlignment(Qt.AlignmentFlag.AlignHCenter)
            item.setData(Qt.ItemDataRole.UserRole, n)
            self.addItem(item)
        self.setCurrentRow(-1)  # no card looks picked

    def lines(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]


class MyDeckDialog(QDialog):
    def __init__(self, p: DeckContents, parent: QWidget | None = None) -> None:
        """`p`: what the table source says the deck and discard pile hold (ui/table/table_source.py)."""
        super().__init__(parent)
        self.setObjectName("myDeck")
        self.setWindowTitle(f"{p.name}'s deck and discard pile")
        self.deck = PileList(p.deck)
        self.discard = PileList(p.discard)
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        for title, note, pile, cards in (
            ("Deck", "in no particular order: its order stays secret", self.deck, p.deck),
            ("Discard pile", "shuffled into your deck when the deck runs out", self.discard, p.discard),
        ):
            column = QVBoxLayout()
            label = QLabel(f"<b>{title}</b> — {len(cards)} card{'s' if len(cards) != 1 else ''}, {note}")
            label.setWordWrap(True)
            column.addWidget(label)
            column.addWidget(pile, 1)
            row.addLayout(column, 1)
        layout.addLayout(row, 1)
        wounds = sum(1 for c in (*p.deck, *p.discard) if c.kind.value == "wound")
        self.summary = QLabel(f"{p.hand} in hand · {len(p.deck)} in the deck · {len(p.discard)} discarded"
                              + (f" · {wounds} Wound{'s' if wounds != 1 else ''} in deck and discard pile"
                                 if wounds else ""))
        layout.addWidget(self.summary)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        screen = self.screen()
        room = screen.availableGeometry() if screen is not None else None
        self.resize(min(1000, room.width() - 60) if room is not None else 1000,
                    min(620, room.height() - 80) if room is not None else 620)
