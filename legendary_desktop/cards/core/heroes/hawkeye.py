"""Hawkeye: the four Hero cards (14 copies)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.cards.dsl import hero
from legendary_desktop.engine.card import (
    AVENGERS,
    INSTINCT,
    TECH,
    Effect,
)
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.verbs import each_other_player_draws_or_discards, rescue_bystanders

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

SET = "core"


@hero('Hawkeye', 'Quick Draw', set=SET, cost=3, classes=INSTINCT, team=AVENGERS, copies=5, attack=1,
      text="Draw a card.")
def quick_draw(c: Ctx) -> Effect | None:
    c.g.draw(c.player, 1)
    return None


@hero('Hawkeye', 'Team Player', set=SET, cost=4, classes=TECH, team=AVENGERS, copies=5, attack='2+',
      text="Avengers: +1 Attack.")
def team_player(c: Ctx) -> Effect | None:
    if c.teampower(AVENGERS):
        c.add_attack(1)
    return None


@hero('Hawkeye', 'Covering Fire', set=SET, cost=5, classes=TECH, team=AVENGERS, copies=3, attack=3,
      text="Tech: choose whether each other player draws a card or each other player discards a card.")
def covering_fire(c: Ctx) -> Effect | None:
    if not c.power(TECH):
        return None
    return each_other_player_draws_or_discards(c.g, c.player, c.cdef.name)


@hero('Hawkeye', 'Impossible Trick Shot', set=SET, cost=7, classes=TECH, team=AVENGERS, copies=1, attack=5,
      text="Each time you defeat a Villain or the Mastermind this turn, rescue three Bystanders.")
def impossible_trick_shot(c: Ctx) -> Effect | None:
    def trigger(g: Game, player: int) -> Effect:
        rescue_bystanders(g, player, 3)
        yield from ()

    c.g.turn.on_defeat.append(trigger)
    return None
