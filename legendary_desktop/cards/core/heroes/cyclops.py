"""Cyclops: the four Hero cards (14 copies)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.cards.dsl import hero
from legendary_desktop.engine.card import (
    RANGED,
    STRENGTH,
    X_MEN,
    Effect,
)
from legendary_desktop.engine.choices import choose_card, may
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.verbs import discard_card

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

SET = "core"


def _needs_discard(g: Game, player: int, card: int) -> str | None:
    """Playable only with another card in hand to discard."""
    if any(other != card for other in g.players[player].hand):
        return None
    return f"To play {g.name(card)} you must discard another card from your hand"


def _discard_one(c: Ctx) -> Effect:
    """The cost of playing: discard a card from your hand (nothing happens with an empty hand)."""
    hand = c.g.players[c.player].hand
    card = yield from choose_card(c.g, c.player, list(hand), f"{c.cdef.name}: discard a card from your hand",
                                  source=c.cdef.name)
    if card is not None:
        yield from discard_card(c.g, c.player, card)


@hero('Cyclops', 'Determination', set=SET, cost=2, classes=STRENGTH, team=X_MEN, copies=5, recruit=3,
      can_play=_needs_discard, text="To play this, you must discard a card from your hand.")
def determination(c: Ctx) -> Effect:
    yield from _discard_one(c)


@hero('Cyclops', 'Optic Blast', set=SET, cost=3, classes=RANGED, team=X_MEN, copies=5, attack=3,
      can_play=_needs_discard, text="To play this, you must discard a card from your hand.")
def optic_blast(c: Ctx) -> Effect:
    yield from _discard_one(c)


def _unending_energy(g: Game, player: int, card: int) -> Effect:
    """Reaction: discarded by a card effect — may go back to its owner's hand."""
    p = g.players[player]
    if card not in p.discard:
        return
    if (yield from may(g, player, f"{p.name}: return Unending Energy to your hand?", source="Unending Energy")):
        p.discard.remove(card)
        p.hand.append(card)
        g.log("return", f"{p.name} returns Unending Energy to their hand.", card)


unending_energy = hero(
    'Cyclops', 'Unending Energy', set=SET, cost=6, classes=RANGED, team=X_MEN, copies=3, attack=4,
    text="When a card effect makes you discard this, you may put it back in your hand.",
    on_discarded=_unending_energy,
)(None)


@hero('Cyclops', 'X-Men United', set=SET, cost=8, classes=RANGED, team=X_MEN, copies=1, attack='6+',
      text="X-Men: +2 Attack for each other X-Men Hero you played this turn.")
def x_men_united(c: Ctx) -> Effect | None:
    if c.teampower(X_MEN):
        c.add_attack(2 * sum(1 for d in c.others_played() if d.team == X_MEN))
    return None
