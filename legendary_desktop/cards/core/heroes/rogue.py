"""Rogue: the four Hero cards (14 copies)."""

from __future__ import annotations

from legendary_desktop.cards.dsl import hero
from legendary_desktop.engine.card import (
    COVERT,
    STRENGTH,
    X_MEN,
    Effect,
)
from legendary_desktop.engine.context import Ctx

SET = "core"


@hero('Rogue', 'Borrowed Brawn', set=SET, cost=4, classes=STRENGTH, team=X_MEN, copies=5, attack='1+',
      text="TODO own words")
def borrowed_brawn(c: Ctx) -> Effect | None:
    ...

@hero('Rogue', 'Energy Drain', set=SET, cost=3, classes=COVERT, team=X_MEN, copies=5, recruit='2+',
      text="TODO own words")
def energy_drain(c: Ctx) -> Effect | None:
    ...

@hero('Rogue', 'Copy Powers', set=SET, cost=5, classes=COVERT, team=X_MEN, copies=3,
      text="TODO own words")
def copy_powers(c: Ctx) -> Effect | None:
    ...

@hero('Rogue', 'Steal Abilities', set=SET, cost=8, classes=STRENGTH, team=X_MEN, copies=1, attack=4,
      text="TODO own words")
def steal_abilities(c: Ctx) -> Effect | None:
    ...
