"""Iron Man: the four Hero cards (14 copies)."""

from __future__ import annotations

from legendary_desktop.cards.dsl import hero
from legendary_desktop.engine.card import (
    AVENGERS,
    RANGED,
    TECH,
    Effect,
)
from legendary_desktop.engine.context import Ctx

SET = "core"


@hero('Iron Man', 'Endless Invention', set=SET, cost=3, classes=TECH, team=AVENGERS, copies=5,
      text="TODO own words")
def endless_invention(c: Ctx) -> Effect | None:
    ...

@hero('Iron Man', 'Repulsor Rays', set=SET, cost=3, classes=RANGED, team=AVENGERS, copies=5, attack='2+',
      text="TODO own words")
def repulsor_rays(c: Ctx) -> Effect | None:
    ...

@hero('Iron Man', 'Arc Reactor', set=SET, cost=5, classes=TECH, team=AVENGERS, copies=3, attack='3+',
      text="TODO own words")
def arc_reactor(c: Ctx) -> Effect | None:
    ...

@hero('Iron Man', 'Quantum Breakthrough', set=SET, cost=7, classes=TECH, team=AVENGERS, copies=1,
      text="TODO own words")
def quantum_breakthrough(c: Ctx) -> Effect | None:
    ...
