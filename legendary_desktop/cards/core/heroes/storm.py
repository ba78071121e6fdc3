"""Storm: the four Hero cards (14 copies)."""

from __future__ import annotations

from legendary_desktop.cards.dsl import hero
from legendary_desktop.engine.card import (
    COVERT,
    RANGED,
    X_MEN,
    Effect,
)
from legendary_desktop.engine.context import Ctx

SET = "core"


@hero('Storm', 'Gathering Stormclouds', set=SET, cost=3, classes=RANGED, team=X_MEN, copies=5, recruit=2,
      text="TODO own words")
def gathering_stormclouds(c: Ctx) -> Effect | None:
    ...

@hero('Storm', 'Lightning Bolt', set=SET, cost=4, classes=RANGED, team=X_MEN, copies=5, attack=2,
      text="TODO own words")
def lightning_bolt(c: Ctx) -> Effect | None:
    ...

@hero('Storm', 'Spinning Cyclone', set=SET, cost=6, classes=COVERT, team=X_MEN, copies=3, attack=4,
      text="TODO own words")
def spinning_cyclone(c: Ctx) -> Effect | None:
    ...

@hero('Storm', 'Tidal Wave', set=SET, cost=7, classes=RANGED, team=X_MEN, copies=1, attack=5,
      text="TODO own words")
def tidal_wave(c: Ctx) -> Effect | None:
    ...
