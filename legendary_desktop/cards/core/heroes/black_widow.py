"""Black Widow: the four Hero cards (14 copies)."""

from __future__ import annotations

from legendary_desktop.cards.dsl import hero
from legendary_desktop.engine.card import (
    AVENGERS,
    COVERT,
    TECH,
    Effect,
)
from legendary_desktop.engine.context import Ctx

SET = "core"


@hero('Black Widow', 'Dangerous Rescue', set=SET, cost=3, classes=COVERT, team=AVENGERS, copies=5, attack=2,
      text="TODO own words")
def dangerous_rescue(c: Ctx) -> Effect | None:
    ...

@hero('Black Widow', 'Mission Accomplished', set=SET, cost=2, classes=TECH, team=AVENGERS, copies=5,
      text="TODO own words")
def mission_accomplished(c: Ctx) -> Effect | None:
    ...

@hero('Black Widow', 'Covert Operation', set=SET, cost=4, classes=COVERT, team=AVENGERS, copies=3, attack='0+',
      text="TODO own words")
def covert_operation(c: Ctx) -> Effect | None:
    ...

@hero('Black Widow', 'Silent Sniper', set=SET, cost=7, classes=COVERT, team=AVENGERS, copies=1, attack=4,
      text="TODO own words")
def silent_sniper(c: Ctx) -> Effect | None:
    ...
