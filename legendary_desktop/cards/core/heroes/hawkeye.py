"""Hawkeye: the four Hero cards (14 copies)."""

from __future__ import annotations

from legendary_desktop.cards.dsl import hero
from legendary_desktop.engine.card import (
    AVENGERS,
    INSTINCT,
    TECH,
    Effect,
)
from legendary_desktop.engine.context import Ctx

SET = "core"


@hero('Hawkeye', 'Quick Draw', set=SET, cost=3, classes=INSTINCT, team=AVENGERS, copies=5, attack=1,
      text="TODO own words")
def quick_draw(c: Ctx) -> Effect | None:
    ...

@hero('Hawkeye', 'Team Player', set=SET, cost=4, classes=TECH, team=AVENGERS, copies=5, attack='2+',
      text="TODO own words")
def team_player(c: Ctx) -> Effect | None:
    ...

@hero('Hawkeye', 'Covering Fire', set=SET, cost=5, classes=TECH, team=AVENGERS, copies=3, attack=3,
      text="TODO own words")
def covering_fire(c: Ctx) -> Effect | None:
    ...

@hero('Hawkeye', 'Impossible Trick Shot', set=SET, cost=7, classes=TECH, team=AVENGERS, copies=1, attack=5,
      text="TODO own words")
def impossible_trick_shot(c: Ctx) -> Effect | None:
    ...
