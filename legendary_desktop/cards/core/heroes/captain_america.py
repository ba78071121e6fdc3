"""Captain America: the four Hero cards (14 copies)."""

from __future__ import annotations

from legendary_desktop.cards.dsl import hero
from legendary_desktop.engine.card import (
    AVENGERS,
    COVERT,
    INSTINCT,
    STRENGTH,
    TECH,
    Effect,
)
from legendary_desktop.engine.context import Ctx

SET = "core"


@hero('Captain America', 'Avengers Assemble!', set=SET, cost=3, classes=INSTINCT, team=AVENGERS, copies=5, recruit='0+',
      text="TODO own words")
def avengers_assemble(c: Ctx) -> Effect | None:
    ...

@hero('Captain America', 'Perfect Teamwork', set=SET, cost=4, classes=STRENGTH, team=AVENGERS, copies=5, attack='0+',
      text="TODO own words")
def perfect_teamwork(c: Ctx) -> Effect | None:
    ...

@hero('Captain America', 'Diving Block', set=SET, cost=6, classes=TECH, team=AVENGERS, copies=3, attack=4,
      text="TODO own words")
def diving_block(c: Ctx) -> Effect | None:
    ...

@hero('Captain America', 'A Day Unlike Any Other', set=SET, cost=7, classes=COVERT, team=AVENGERS, copies=1, attack='3+',
      text="TODO own words")
def a_day_unlike_any_other(c: Ctx) -> Effect | None:
    ...
