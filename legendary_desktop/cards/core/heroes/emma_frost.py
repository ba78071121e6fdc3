"""Emma Frost: the four Hero cards (14 copies)."""

from __future__ import annotations

from legendary_desktop.cards.dsl import hero
from legendary_desktop.engine.card import (
    COVERT,
    INSTINCT,
    RANGED,
    STRENGTH,
    X_MEN,
    Effect,
)
from legendary_desktop.engine.context import Ctx

SET = "core"


@hero('Emma Frost', 'Mental Discipline', set=SET, cost=3, classes=RANGED, team=X_MEN, copies=5, recruit=1,
      text="TODO own words")
def mental_discipline(c: Ctx) -> Effect | None:
    ...

@hero('Emma Frost', 'Shadowed Thoughts', set=SET, cost=4, classes=COVERT, team=X_MEN, copies=5, attack='2+',
      text="TODO own words")
def shadowed_thoughts(c: Ctx) -> Effect | None:
    ...

@hero('Emma Frost', 'Psychic Link', set=SET, cost=5, classes=INSTINCT, team=X_MEN, copies=3, attack=3,
      text="TODO own words")
def psychic_link(c: Ctx) -> Effect | None:
    ...

@hero('Emma Frost', 'Diamond Form', set=SET, cost=7, classes=STRENGTH, team=X_MEN, copies=1, attack=5, recruit='0+',
      text="TODO own words")
def diamond_form(c: Ctx) -> Effect | None:
    ...
