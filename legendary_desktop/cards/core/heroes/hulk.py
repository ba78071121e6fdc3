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
from legendary_desktop.engine.verbs import gain_wound, may_ko_wound

SET = "core"


@hero('Hulk', 'Growing Anger', set=SET, cost=3, classes=STRENGTH, team=AVENGERS, copies=5, attack='2+',
      text="Strength: +1 Attack.")
def growing_anger(c: Ctx) -> Effect | None:
    if c.power(STRENGTH):
        c.add_attack(1)
    return None


@hero('Hulk', 'Unstoppable Hulk', set=SET, cost=4, classes=INSTINCT, team=AVENGERS, copies=5, attack='2+',
      text="You may KO a Wound from your hand or discard pile for +2 Attack.")
def unstoppable_hulk(c: Ctx) -> Effect:
    if (yield from may_ko_wound(c.g, c.player, source=c.cdef.name)):
        c.add_attack(2)


@hero('Hulk', 'Crazed Rampage', set=SET, cost=5, classes=STRENGTH, team=AVENGERS, copies=3, attack=4,
      text="Every player, you included, gains a Wound.")
def crazed_rampage(c: Ctx) -> Effect:
    for player in c.g.player_order():
        yield from gain_wound(c.g, player)


@hero('Hulk', 'Hulk Smash!', set=SET, cost=8, classes=STRENGTH, team=AVENGERS, copies=1, attack='5+',
      text="Strength: +5 Attack.")
def hulk_smash(c: Ctx) -> Effect | None:
    if c.power(STRENGTH):
        c.add_attack(5)
    return None
