"""Gambit: the four Hero cards (14 copies)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.cards.dsl import hero
from legendary_desktop.engine.card import (
    COVERT,
    INSTINCT,
    RANGED,
    X_MEN,
    Effect,
)
from legendary_desktop.engine.choices import choose_card, choose_one
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.verbs import discard_from_top_of_deck

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

SET = "core"


def _reveal_top(g: Game, player: int, source: str) -> int | None:
    """Reveal (and log) the top card of a player's deck; it stays there. None when there is none."""
    top = g.top_of_deck(player, 1)
    if not top:
        return None
    g.log("reveal", f"{source}: the top card of {g.players[player].name}'s deck is {g.name(top[0])}.", top[0])
    return top[0]


@hero('Gambit', 'Card Shark', set=SET, cost=4, classes=RANGED, team=X_MEN, copies=5, attack=2,
      text="Reveal your top card; draw it if it is an X-Men Hero.")
def card_shark(c: Ctx) -> Effect | None:
    top = _reveal_top(c.g, c.player, c.cdef.name)
    if top is not None and c.g.cards[top].is_hero and c.g.cards[top].team == X_MEN:
        c.g.draw(c.player, 1)
    return None


@hero('Gambit', 'Stack the Deck', set=SET, cost=2, classes=COVERT, team=X_MEN, copies=5,
      text="Draw two cards, then put a card from your hand on top of your deck.")
def stack_the_deck(c: Ctx) -> Effect:
    g = c.g
    g.draw(c.player, 2)
    p = g.players[c.player]
    card = yield from choose_card(g, c.player, list(p.hand), "Stack the Deck: put a card from your hand on top "
                                  "of your deck", source=c.cdef.name)
    if card is not None:
        p.hand.remove(card)
        p.deck.append(card)
        g.log("deck", f"{p.name} puts a card on top of their deck.")


@hero('Gambit', 'Hypnotic Charm', set=SET, cost=3, classes=INSTINCT, team=X_MEN, copies=3, recruit=2,
      text="Reveal your top card and discard it or put it back. Instinct: do the same with each other "
      "player's top card.")
def hypnotic_charm(c: Ctx) -> Effect:
    g = c.g
    players = g.player_order(c.player) if c.power(INSTINCT) else [c.player]
    for player in players:
        top = _reveal_top(g, player, c.cdef.name)
        if top is None:
            continue
        whose = "your" if player == c.player else f"{g.players[player].name}'s"
        pick = yield from choose_one(
            g, c.player, f"Hypnotic Charm: {g.name(top)} is on top of {whose} deck",
            [("discard", f"Discard {g.name(top)}"), ("back", "Put it back")], source=c.cdef.name,
        )
        if pick == "discard":
            yield from discard_from_top_of_deck(g, player, top)


@hero('Gambit', 'High Stakes Jackpot', set=SET, cost=7, classes=INSTINCT, team=X_MEN, copies=1, attack='4+',
      text="Reveal your top card: +Attack equal to its cost.")
def high_stakes_jackpot(c: Ctx) -> Effect | None:
    top = _reveal_top(c.g, c.player, c.cdef.name)
    if top is not None:
        c.add_attack(c.g.cards[top].cost)
    return None
