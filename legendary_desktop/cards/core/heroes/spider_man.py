"""Spider-Man: the four Hero cards (14 copies)."""

from __future__ import annotations

from legendary_desktop.cards.dsl import hero
from legendary_desktop.engine.card import (
    COVERT,
    INSTINCT,
    SPIDER_FRIENDS,
    STRENGTH,
    TECH,
    Effect,
)
from legendary_desktop.engine.context import Ctx

SET = "core"


@hero('Spider-Man', 'Astonishing Strength', set=SET, cost=2, classes=STRENGTH, team=SPIDER_FRIENDS, copies=5, recruit=1,
      text="TODO own words")
def astonishing_strength(c: Ctx) -> Effect | None:
    ...

@hero('Spider-Man', 'Great Responsibility', set=SET, cost=2, classes=INSTINCT, team=SPIDER_FRIENDS, copies=5, attack=1,
      text="TODO own words")
def great_responsibility(c: Ctx) -> Effect | None:
    ...

@hero('Spider-Man', 'Web-Shooters', set=SET, cost=2, classes=TECH, team=SPIDER_FRIENDS, copies=3,
      text="TODO own words")
def web_shooters(c: Ctx) -> Effect | None:
    ...

@hero('Spider-Man', 'The Amazing Spider-Man', set=SET, cost=2, classes=COVERT, team=SPIDER_FRIENDS, copies=1,
      text="TODO own words")
def the_amazing_spider_man(c: Ctx) -> Effect | None:
    ...
