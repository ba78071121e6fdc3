"""Endgame: it is the Endgame while a Villain Deck holds 8 cards per player or fewer.

Enemies' and Heroes' "Endgame:" abilities work only then. An effect can make it the Endgame for the
rest of a turn for everyone (the turn's note `ALL`) or only for the active player's Hero cards
(`HEROES`). The count is taken afresh each time: cards put back into the Villain Deck
can end the Endgame; with several Villain Decks it is the Endgame if any one is small enough.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

CARDS_PER_PLAYER = 8
ALL = "endgame"  # the turn's note: "It is the Endgame this turn" (for Heroes and enemies alike)
HEROES = "endgame_heroes"  # "...it is the Endgame for your Hero cards" (Heroes only)


def threshold(g: Game) -> int:
    return CARDS_PER_PLAYER * len(g.players)


def by_deck(g: Game) -> bool:
    """The Villain Deck (any of them) is small enough."""
    limit = threshold(g)
    return any(len(d.cards) <= limit for d in g.villain_decks)


def is_endgame(g: Game, heroes: bool = False) -> bool:
    """Is it the Endgame now? `heroes=True` asks for a Hero card's Endgame ability."""
    t = g.turn
    return t.notes.get(ALL, False) or (heroes and t.notes.get(HEROES, False)) or by_deck(g)


def cards_to_go(g: Game) -> int:
    """How many more cards must leave the smallest Villain Deck before the Endgame (0 once there)."""
    limit = threshold(g)
    return max(0, min(len(d.cards) for d in g.villain_decks) - limit) if g.villain_decks else 0


def this_turn(g: Game) -> bool:
    """"It is the Endgame this turn." Returns whether it already was the Endgame."""
    was = is_endgame(g)
    g.turn.notes[ALL] = True
    g.log("endgame", "It is the Endgame this turn.")
    return was


def for_your_heroes(g: Game) -> bool:
    """"For the rest of this turn, it is the Endgame for your Hero cards." Returns whether it already was."""
    was = is_endgame(g, heroes=True)
    g.turn.notes[HEROES] = True
    g.log("endgame", "For the rest of this turn it is the Endgame for the active player's Hero cards.")
    return was


def attack_modifier(g: Game, card: int, space: int | None, fighting: bool) -> tuple[str, int] | None:
    """"Endgame: +N Attack" of an enemy, declared as ``extra["endgame_attack"]`` on the card (or on the
    Mastermind's face-up side). Register it for a set with `values.register_attack_modifier`."""
    cdef = g.mm if card == g.mastermind_card else g.cards[card]
    bonus = cdef.extra.get("endgame_attack")
    if bonus and is_endgame(g):
        return "Endgame", int(bonus)
    return None
