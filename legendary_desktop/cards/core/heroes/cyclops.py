"""Cyclops: the four Hero cards (14 copies)."""

from __future__ import annotations

from legendary_desktop.cards.dsl import hero
from legendary_desktop.engine.card import (
    RANGED,
    STRENGTH,
    X_MEN,
    Effect,
)
from legendary_desktop.engine.context import Ctx

SET = "core"


@hero('Cyclops', 'Determination', set=SET, cost=2, classes=STRENGTH, team=X_MEN, copies=5, recruit=3,
      text="TODO own words")
def determination(c: Ctx) -> Effect | None:
    ...

@hero('Cyclops', 'Optic Blast', set=SET, cost=3, classes=RANGED, team=X_MEN, copies=5, attack=3,
      text="TODO own words")
def optic_blast(c: Ctx) -> Effect | None:
    ...

@hero('Cyclops', 'Unending Energy', set=SET, cost=6, classes=RANGED, team=X_MEN, copies=3, attack=4,
      text="TODO own words")
def unending_energy(c: Ctx) -> Effect | None:
    ...

@hero('Cyclops', 'X-Men United', set=SET, cost=8, classes=RANGED, team=X_MEN, copies=1, attack='6+',
      text="TODO own words")
def x_men_united(c: Ctx) -> Effect | None:
    ...
