"""What one seat may see of a game: the rule every window follows in pass-and-play (and later online play).

During a game a seat sees the public zones (the city, the HQ, every Victory Pile, discard pile, KO pile
and Escape pile, the cards played this turn) and its own hand; of its own deck it may know what is in it
(a deck-builder's "my deck") but not the order. Other seats' hands and decks, and the shared face-down
decks, stay hidden. Once the game is over, or with Open Hands on, every hand and deck may be seen.

The game log is written for everyone at the table: the engine logs a card from a hand or a deck only
when the rules reveal it (a card a keyword finds in a deck is revealed), so every line of it is public.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game


@dataclass(frozen=True)
class Viewer:
    """Who is looking: `seat` is the person at the screen (None: nobody's private cards may show), and
    `open_hands` is casual play where every hand lies face up."""

    seat: int | None
    open_hands: bool = False

    def sees_all(self, g: Game) -> bool:
        return g.over or self.open_hands


def may_see_hand(g: Game, viewer: Viewer, owner: int) -> bool:
    """May `viewer` see the faces of `owner`'s hand?"""
    return viewer.sees_all(g) or viewer.seat == owner


def may_see_deck_contents(g: Game, viewer: Viewer, owner: int) -> bool:
    """May `viewer` know which cards are in `owner`'s deck (not their order)? Their own, or after the game."""
    return viewer.sees_all(g) or viewer.seat == owner


def may_see_deck_order(g: Game, viewer: Viewer, owner: int) -> bool:
    """The order of a deck is nobody's during the game (a peek shows only the cards looked at)."""
    return viewer.sees_all(g)


def other_seats_private(g: Game, viewer: Viewer) -> set[int]:
    """The cards in other seats' hands and decks that `viewer` may not see: what no window may show them."""
    private: set[int] = set()
    for p in g.players:
        if not may_see_hand(g, viewer, p.index):
            private.update(p.hand)
        if not may_see_deck_contents(g, viewer, p.index):
            private.update(p.deck)
    return private


def hidden_cards(g: Game, viewer: Viewer) -> set[int]:
    """Every card whose face `viewer` may not see now: other seats' hands and decks, the shared
    face-down decks (Villain Decks, Hero Decks) and cards set aside out of sight."""
    if viewer.sees_all(g):
        return set()
    hidden = other_seats_private(g, viewer)
    for deck in g.villain_decks:
        hidden.update(deck.cards)
    for area in g.areas:
        hidden.update(area.hero_deck)
    hidden.update(g.limbo)
    return hidden - public_cards(g)


def public_cards(g: Game) -> set[int]:
    """Cards face up for everyone: the city and what it holds, the HQ, the Mastermind and Scheme, the
    played area, every Victory Pile and discard pile, the KO and Escape piles."""
    shown: set[int] = {g.mastermind_card, g.scheme_card, *g.turn.played, *g.ko_pile, *g.escape_pile}
    for area in g.areas:
        for occ in area.city:
            if occ is not None:
                shown.update((occ.card, *occ.bystanders, *occ.under))
        shown.update(c for c in area.hq if c is not None)
    for p in g.players:
        shown.update(p.victory_pile)
        shown.update(p.discard)
    return shown


def contents(g: Game, cards: list[int]) -> list[tuple[str, int]]:
    """What a pile holds, not in what order: (card name, copies), sorted by name."""
    counts = Counter(g.cards[c].name for c in cards)
    return sorted(counts.items(), key=lambda item: (item[0].casefold(), item[0]))
