"""Deadpool: the four Hero cards (14 copies)."""

from __future__ import annotations

from legendary_desktop.cards.dsl import hero
from legendary_desktop.engine.card import (
    COVERT,
    INSTINCT,
    TECH,
    UNAFFILIATED,
    Effect,
)
from legendary_desktop.engine.context import Ctx

SET = "core"


@hero('Deadpool', 'Here, Hold This for a Second', set=SET, cost=3, classes=TECH, team=UNAFFILIATED, copies=5, recruit=2,
      text="TODO own words")
def here_hold_this_for_a_second(c: Ctx) -> Effect | None:
    ...

@hero('Deadpool', 'Oddball', set=SET, cost=5, classes=COVERT, team=UNAFFILIATED, copies=5, attack='2+',
      text="TODO own words")
def oddball(c: Ctx) -> Effect | None:
    ...

@hero('Deadpool', 'Hey, Can I Get a Do-Over?', set=SET, cost=3, classes=INSTINCT, team=UNAFFILIATED, copies=3, attack=2,
      text="TODO own words")
def hey_can_i_get_a_do_over(c: Ctx) -> Effect | None:
    ...

@hero('Deadpool', 'Random Acts of Unkindness', set=SET, cost=7, classes=INSTINCT, team=UNAFFILIATED, copies=1, attack=6,
      text="TODO own words")
def random_acts_of_unkindness(c: Ctx) -> Effect | None:
    ...
