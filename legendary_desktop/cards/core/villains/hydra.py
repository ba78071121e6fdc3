"""HYDRA: the Villain group (8 cards)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.cards.dsl import villain
from legendary_desktop.engine.card import Effect
from legendary_desktop.engine.choices import may
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.verbs import gain_officer, gain_wound
from legendary_desktop.engine.villain_deck import play_top

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

SET = "core"
GROUP = "HYDRA"


def _other_hydra_villains(g: Game, player: int, card: int) -> int:
    """HYDRA Villains in the player's Victory Pile, not counting `card`."""
    return sum(1 for x in g.players[player].victory_pile
               if x != card and g.cards[x].is_villain and g.cards[x].group == GROUP)


def _endless_armies_fight(c: Ctx) -> Effect:
    yield from play_top(c.g, 2)


def _kidnappers_fight(c: Ctx) -> Effect:
    if not c.g.officer_stack:
        return
    if (yield from may(c.g, c.player, "HYDRA Kidnappers: gain a S.H.I.E.L.D. Officer?", source="HYDRA Kidnappers")):
        gain_officer(c.g, c.player)


def _viper(c: Ctx) -> Effect:
    g = c.g
    for player in g.player_order():
        if _other_hydra_villains(g, player, c.card):
            g.log("reveal", f"{g.players[player].name} has another HYDRA Villain and avoids Viper's Wound.")
            continue
        yield from gain_wound(g, player)


ENDLESS_ARMIES_OF_HYDRA = villain('HYDRA', 'Endless Armies of HYDRA', set=SET, attack=4, vp=3, copies=3,
    text="Fight: play the next two cards of the Villain Deck.",
    fight=_endless_armies_fight)

HYDRA_KIDNAPPERS = villain('HYDRA', 'HYDRA Kidnappers', set=SET, attack=3, vp=1, copies=3,
    text="Fight: you may take a S.H.I.E.L.D. Officer.",
    fight=_kidnappers_fight)

SUPREME_HYDRA = villain('HYDRA', 'Supreme HYDRA', set=SET, attack=6, vp='3+', copies=1,
    text="Worth 3 more VP for every other HYDRA Villain in your Victory Pile.",
    vp_bonus=lambda g, player, card: 3 * _other_hydra_villains(g, player, card))

VIPER = villain('HYDRA', 'Viper', set=SET, attack=5, vp=3, copies=1,
    text="Fight: each player with no other HYDRA Villain in their Victory Pile takes a Wound. Escape: the same.",
    fight=_viper, escape=_viper)
