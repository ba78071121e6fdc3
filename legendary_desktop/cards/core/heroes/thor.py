"""Thor: the four Hero cards (14 copies)."""

from __future__ import annotations

from legendary_desktop.cards.dsl import hero
from legendary_desktop.engine.card import (
    AVENGERS,
    RANGED,
    STRENGTH,
    Effect,
)
from legendary_desktop.engine.context import Ctx

SET = "core"


@hero('Thor', 'Odinson', set=SET, cost=3, classes=STRENGTH, team=AVENGERS, copies=5, recruit='2+',
      text="TODO own words")
def odinson(c: Ctx) -> Effect | None:
    ...

@hero('Thor', 'Surge of Power', set=SET, cost=4, classes=RANGED, team=AVENGERS, copies=5, attack='0+', recruit=2,
      text="TODO own words")
def surge_of_power(c: Ctx) -> Effect | None:
    ...

@hero('Thor', 'Call Lightning', set=SET, cost=6, classes=RANGED, team=AVENGERS, copies=3, attack='3+',
      text="TODO own words")
def call_lightning(c: Ctx) -> Effect | None:
    ...

@hero('Thor', 'God of Thunder', set=SET, cost=8, classes=RANGED, team=AVENGERS, copies=1, attack='0+', recruit=5,
      text="TODO own words")
def god_of_thunder(c: Ctx) -> Effect | None:
    ...
