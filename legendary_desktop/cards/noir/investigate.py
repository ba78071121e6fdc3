"""Investigate: look at the top cards of a deck, take one that matches, put the rest back top or bottom.

"Investigate for a Tech card" means: look at the top two cards of your deck (three after an effect
such as Adventurers Assemble!), reveal a matching card among them and draw it — exactly one, and one
must be taken if any matches — then put the others back on the top and/or bottom in any order,
whether or not a match was found. Other decks (the Villain Deck, the Hero Deck, the Bystander Stack,
another player's deck, a face-down stack beside the Scheme) work the same way; the card says where the
found card goes, so `investigate` leaves it in limbo for the caller to place.

What is looked at is private unless the card says to reveal it (the log names the cards then).
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import TYPE_CHECKING, Any

from legendary_desktop.engine import peek
from legendary_desktop.engine.card import CardDef
from legendary_desktop.engine.choices import choose_card
from legendary_desktop.engine.decision import Decision

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

LOOK = 2
#: Turn note: how many cards the active player looks at when they Investigate this turn
LOOK_NOTE = "investigate_look"

Match = Callable[[CardDef], bool]


def look_count(g: Game, player: int) -> int:
    """Two cards, or more for the active player after "whenever you Investigate this turn, look at three"."""
    if player == g.turn.player:
        n: int = g.turn.notes.get(LOOK_NOTE, LOOK)
        return n
    return LOOK


def investigate(
    g: Game,
    player: int,
    deck: list[int],
    match: Match,
    what: str,
    *,
    owner: int | None = None,
    reveal: bool = False,
    source: str = "",
    place: Callable[[int], None] | None = None,
) -> Generator[Decision, Any, int | None]:
    """`player` Investigates `deck` (a player's deck: give its `owner`, so a short deck shuffles the discard
    pile in) for a card `match` accepts. Returns the found card, or None. The found card is handed to
    `place` at once (before the rest are arranged); without `place` it is left in limbo for the caller.
    The rest go back on the top or bottom, in the order `player` chooses."""
    looked = peek.look(g, deck, look_count(g, player), owner)
    name = g.players[player].name
    if not looked:
        g.log("investigate", f"{name} investigates for {what}, but there is nothing to look at.")
        return None
    if reveal:
        g.log("reveal", f"{name} investigates for {what} and reveals "
              + ", ".join(g.name(c) for c in looked) + ".", *looked)
    matches = [c for c in looked if match(g.cards[c])]
    found = yield from choose_card(g, player, matches, f"{source or 'Investigate'}: take {what}",
                                   source=source)
    if found is not None:
        g.log("investigate", f"{name} investigates and finds {g.name(found)}.", found)
    else:
        g.log("investigate", f"{name} investigates for {what} and finds none.")
    rest = [c for c in looked if c != found]
    if found is not None and place is not None:
        place(found)
    yield from peek.top_or_bottom(g, player, deck, rest,
                                  f"{source or 'Investigate'}: put each card back on the top or the bottom",
                                  source=source)
    return found


def investigate_own_deck(
    g: Game, player: int, match: Match, what: str, *, reveal: bool = False, source: str = ""
) -> Generator[Decision, Any, int | None]:
    """Investigate your own deck for a card; draw the card found (it counts as drawn). Returns it."""
    p = g.players[player]

    def draw(found: int) -> None:
        g.limbo.remove(found)
        p.hand.append(found)
        if player == g.turn.player:
            g.turn.drawn += 1
        g.log("draw", f"{p.name} draws {g.name(found)}.", found)

    found = yield from investigate(g, player, p.deck, match, what, owner=player, reveal=reveal, source=source,
                                   place=draw)
    return found


def any_card(cdef: CardDef) -> bool:
    return True
