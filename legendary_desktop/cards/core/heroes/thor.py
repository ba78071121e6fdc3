"""Thor: the four Hero cards (14 copies)."""

from __future__ import annotations

from legendary_desktop.cards.dsl import hero
from legendary_desktop.engine.card import (
    AVENGERS,
    RANGED,
    STRENGTH,
)
from legendary_desktop.engine.context import Ctx

SET = "core"

#: "If you made 8 or more Recruit this turn" (Surge of Power).
SURGE_THRESHOLD = 8


@hero('Thor', 'Odinson', set=SET, cost=3, classes=STRENGTH, team=AVENGERS, copies=5, recruit='2+',
      text="Strength: +2 Recruit.")
def odinson(c: Ctx) -> None:
    if c.power(STRENGTH):
        c.add_recruit(2)


@hero('Thor', 'Surge of Power', set=SET, cost=4, classes=RANGED, team=AVENGERS, copies=5, attack='0+', recruit=2,
      text="+3 Attack if you have made 8 or more Recruit this turn (spent or not).")
def surge_of_power(c: Ctx) -> None:
    if c.g.turn.recruit_made >= SURGE_THRESHOLD:
        c.add_attack(3)


@hero('Thor', 'Call Lightning', set=SET, cost=6, classes=RANGED, team=AVENGERS, copies=3, attack='3+',
      text="Ranged: +3 Attack.")
def call_lightning(c: Ctx) -> None:
    if c.power(RANGED):
        c.add_attack(3)


@hero('Thor', 'God of Thunder', set=SET, cost=8, classes=RANGED, team=AVENGERS, copies=1, attack='0+', recruit=5,
      text="For the rest of this turn, your Recruit may also be spent as Attack.")
def god_of_thunder(c: Ctx) -> None:
    c.g.turn.recruit_as_attack = True
    c.g.log("power", f"{c.g.players[c.player].name} may spend Recruit as Attack this turn.", c.card)
