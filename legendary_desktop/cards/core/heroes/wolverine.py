"""Wolverine: the four Hero cards (14 copies)."""

from __future__ import annotations

from legendary_desktop.cards.dsl import hero
from legendary_desktop.engine.card import (
    INSTINCT,
    X_MEN,
    Effect,
)
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.verbs import may_ko_wound

SET = "core"


@hero('Wolverine', 'Healing Factor', set=SET, cost=3, classes=INSTINCT, team=X_MEN, copies=5, attack=2,
      text="You may KO a Wound from your hand or discard pile; if you do, draw a card.")
def healing_factor(c: Ctx) -> Effect:
    if (yield from may_ko_wound(c.g, c.player, source="Healing Factor")):
        c.g.draw(c.player, 1)


@hero('Wolverine', 'Keen Senses', set=SET, cost=2, classes=INSTINCT, team=X_MEN, copies=5, attack=1,
      text="Instinct: draw a card.")
def keen_senses(c: Ctx) -> None:
    if c.power(INSTINCT):
        c.g.draw(c.player, 1)


@hero('Wolverine', 'Frenzied Slashing', set=SET, cost=5, classes=INSTINCT, team=X_MEN, copies=3, attack=2,
      text="Instinct: draw two cards.")
def frenzied_slashing(c: Ctx) -> None:
    if c.power(INSTINCT):
        c.g.draw(c.player, 2)


@hero('Wolverine', 'Berserker Rage', set=SET, cost=8, classes=INSTINCT, team=X_MEN, copies=1, attack='0+',
      text="Draw three cards. Instinct: +1 Attack per card you have drawn so far this turn "
      "(beyond your starting hand).")
def berserker_rage(c: Ctx) -> None:
    c.g.draw(c.player, 3)
    if c.power(INSTINCT):
        c.add_attack(c.g.turn.drawn)
