"""Wolverine: the four Hero cards (14 copies)."""

from __future__ import annotations

from legendary_desktop.cards.dsl import hero
from legendary_desktop.engine.card import (
    INSTINCT,
    X_MEN,
    Effect,
)
from legendary_desktop.engine.context import Ctx

SET = "core"


@hero('Wolverine', 'Healing Factor', set=SET, cost=3, classes=INSTINCT, team=X_MEN, copies=5, attack=2,
      text="TODO own words")
def healing_factor(c: Ctx) -> Effect | None:
    ...

@hero('Wolverine', 'Keen Senses', set=SET, cost=2, classes=INSTINCT, team=X_MEN, copies=5, attack=1,
      text="TODO own words")
def keen_senses(c: Ctx) -> Effect | None:
    ...

@hero('Wolverine', 'Frenzied Slashing', set=SET, cost=5, classes=INSTINCT, team=X_MEN, copies=3, attack=2,
      text="TODO own words")
def frenzied_slashing(c: Ctx) -> Effect | None:
    ...

@hero('Wolverine', 'Berserker Rage', set=SET, cost=8, classes=INSTINCT, team=X_MEN, copies=1, attack='0+',
      text="TODO own words")
def berserker_rage(c: Ctx) -> Effect | None:
    ...
