"""Reactions: cards in any player's hand that answer an event, possibly in another player's turn.

A card declares ``reactions={"gain_wound": fn}``; ``fn(g, owner, card, subject)`` is an effect that
returns True when it replaced the event ("instead of gaining a Wound..."). The owner decides, so the
decision is theirs and the board shows it behind their curtain. Players are asked in turn order from
the player the event concerns; two copies of one card in one hand ask once. A game notes at setup
which events any of its cards react to, so an event nobody can react to costs nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.engine.card import Effect, run

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game


def reaction_events(g: Game) -> set[str]:
    return {event for cdef in set(g.cards) for event in cdef.reactions}


def react(g: Game, event: str, subject: int) -> Effect:
    """Offer the reaction cards for `event` concerning player `subject`. Returns True if replaced."""
    if event not in g.reaction_events:
        return False
    cards = g.cards
    for owner in g.player_order(subject):
        asked: set[str] = set()
        for c in list(g.players[owner].hand):
            fn = cards[c].reactions.get(event)
            if fn is None or cards[c].key in asked or c not in g.players[owner].hand:
                continue
            asked.add(cards[c].key)
            if (yield from run(fn(g, owner, c, subject))):
                return True
    return False
