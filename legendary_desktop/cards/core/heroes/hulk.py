"""Hulk: the four Hero cards (14 copies)."""

from __future__ import annotations

from legendary_desktop.cards.dsl import hero
from legendary_desktop.engine.card import (
    AVENGERS,
    INSTINCT,
    STRENGTH,
    Effect,
)
from legendary_desktop.engine.context import Ctx

SET = "core"


@hero('Hulk', 'Growing Anger', set=SET, cost=3, classes=STRENGTH, team=AVENGERS, copies=5, attack='2+',
      text="TODO own words")
def growing_anger(c: Ctx) -> Effect | None:
    ...

@hero('Hulk', 'Unstoppable Hulk', set=SET, cost=4, classes=INSTINCT, team=AVENGERS, copies=5, attack='2+',
      text="TODO own words")
def unstoppable_hulk(c: Ctx) -> Effect | None:
    ...

@hero('Hulk', 'Crazed Rampage', set=SET, cost=5, classes=STRENGTH, team=AVENGERS, copies=3, attack=4,
      text="TODO own words")
def crazed_rampage(c: Ctx) -> Effect | None:
    ...

@hero('Hulk', 'Hulk Smash!', set=SET, cost=8, classes=STRENGTH, team=AVENGERS, copies=1, attack='5+',
      text="TODO own words")
def hulk_smash(c: Ctx) -> Effect | None:
    ...
