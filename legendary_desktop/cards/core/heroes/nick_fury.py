"""Nick Fury: the four Hero cards (14 copies)."""

from __future__ import annotations

from legendary_desktop.cards.dsl import hero
from legendary_desktop.engine.card import (
    COVERT,
    SHIELD,
    STRENGTH,
    TECH,
    Effect,
)
from legendary_desktop.engine.context import Ctx

SET = "core"


@hero('Nick Fury', 'Battlefield Promotion', set=SET, cost=4, classes=COVERT, team=SHIELD, copies=5,
      text="TODO own words")
def battlefield_promotion(c: Ctx) -> Effect | None:
    ...

@hero('Nick Fury', 'High-Tech Weaponry', set=SET, cost=3, classes=TECH, team=SHIELD, copies=5, attack='2+',
      text="TODO own words")
def high_tech_weaponry(c: Ctx) -> Effect | None:
    ...

@hero('Nick Fury', 'Legendary Commander', set=SET, cost=6, classes=STRENGTH, team=SHIELD, copies=3, attack='1+',
      text="TODO own words")
def legendary_commander(c: Ctx) -> Effect | None:
    ...

@hero('Nick Fury', 'Pure Fury', set=SET, cost=8, classes=TECH, team=SHIELD, copies=1,
      text="TODO own words")
def pure_fury(c: Ctx) -> Effect | None:
    ...
