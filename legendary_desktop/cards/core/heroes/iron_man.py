"""Iron Man: the four Hero cards (14 copies)."""

from __future__ import annotations

from legendary_desktop.cards.dsl import hero
from legendary_desktop.engine.card import (
    AVENGERS,
    RANGED,
    TECH,
)
from legendary_desktop.engine.context import Ctx

SET = "core"


@hero('Iron Man', 'Endless Invention', set=SET, cost=3, classes=TECH, team=AVENGERS, copies=5,
      text="Draw a card. Tech: draw one more.")
def endless_invention(c: Ctx) -> None:
    c.g.draw(c.player, 2 if c.power(TECH) else 1)


@hero('Iron Man', 'Repulsor Rays', set=SET, cost=3, classes=RANGED, team=AVENGERS, copies=5, attack='2+',
      text="Ranged: +1 Attack.")
def repulsor_rays(c: Ctx) -> None:
    if c.power(RANGED):
        c.add_attack(1)


@hero('Iron Man', 'Arc Reactor', set=SET, cost=5, classes=TECH, team=AVENGERS, copies=3, attack='3+',
      text="Tech: +1 Attack for every other Tech Hero played this turn.")
def arc_reactor(c: Ctx) -> None:
    if c.power(TECH):
        c.add_attack(sum(1 for d in c.others_played() if d.classes & TECH))


@hero('Iron Man', 'Quantum Breakthrough', set=SET, cost=7, classes=TECH, team=AVENGERS, copies=1,
      text="Draw two cards. Tech: draw two more.")
def quantum_breakthrough(c: Ctx) -> None:
    c.g.draw(c.player, 4 if c.power(TECH) else 2)
