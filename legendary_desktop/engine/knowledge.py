"""What a seat has been shown of the hidden cards: a peek, a card a keyword revealed to it, the top of a deck
looked at.

A seat that looked at a card and put it back (on top of a deck, at its bottom, into a face-down pile)
knows where it is until the cards around it are shuffled. `Game.known` keeps (seat, card) pairs;
the computer players keep those cards in place when they imagine what they can't see
(`bots/sample.py`). Every shuffle of the game goes through `shuffle`, which forgets the shuffled cards.

A known card is kept wherever it now is. Hidden cards move only by public steps (a draw from the
top, a card put on top or under), so its place follows from what the seat saw; the one gap is a card
that leaves for another hidden place and comes back unseen before any shuffle (rare: noted, not
handled).

Only the seat that looked is told: a card revealed to the whole table is not recorded for the others,
so nothing here can tell a seat more than it saw (a seat forgetting a public card only plays worse).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game


def show(g: Game, seat: int, cards: Iterable[int]) -> None:
    """`seat` has seen `cards` where they now lie."""
    have = set(g.known)
    g.known += [(seat, c) for c in cards if (seat, c) not in have]


def shuffle(g: Game, cards: list[int]) -> None:
    """Shuffle `cards` in place with the game's generator; nobody knows where they are any more."""
    g.rng.shuffle(cards)
    forget(g, cards)


def forget(g: Game, cards: Iterable[int]) -> None:
    gone = set(cards)
    if g.known and gone:
        g.known = [(s, c) for s, c in g.known if c not in gone]


def known_to(g: Game, seat: int) -> set[int]:
    """The hidden cards whose place `seat` knows."""
    return {c for s, c in g.known if s == seat}
