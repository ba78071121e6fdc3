"""White Wolf: the four Hero cards (14 copies)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.cards.black_panther.keywords import (
    SET,
    WAKANDA,
    any_enemy_wounded,
    city_villains,
    hero_ambush,
    wound,
    wound_a_villain,
    wound_the_mastermind,
)
from legendary_desktop.cards.dsl import hero
from legendary_desktop.engine.card import COVERT, TECH, Effect
from legendary_desktop.engine.choices import may
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.verbs import may_ko_card

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

GROUP = "White Wolf"


def _wound_a_villain(c: Ctx) -> Effect:
    yield from wound_a_villain(c.g, c.player, c.cdef.name)


def _wound_mastermind(c: Ctx) -> Effect:
    yield from wound_the_mastermind(c.g, c.player, c.cdef.name)


def _ko_your_card(c: Ctx) -> Effect:
    p = c.g.players[c.player]
    yield from may_ko_card(c.g, c.player, [p.hand, p.discard], c.cdef.name)


def _wound_everyone(c: Ctx) -> Effect:
    for villain in city_villains(c.g):
        yield from wound(c.g, c.player, villain, c.cdef.name)
    yield from wound_the_mastermind(c.g, c.player, c.cdef.name)


@hero(GROUP, "Secret Assignment", set=SET, cost=3, classes=COVERT, team=WAKANDA, copies=5, recruit="2+",
      text="Covert Ambush: Wound the Mastermind. Covert: if any Villain or the Mastermind has any Wounds, "
      "+2 Recruit.",
      on_arrive=hero_ambush(COVERT, "Wound the Mastermind", _wound_mastermind))
def secret_assignment(c: Ctx) -> None:
    if c.power(COVERT) and any_enemy_wounded(c.g):
        c.add_recruit(2)


@hero(GROUP, "Cloaking Tech Ambush", set=SET, cost=4, classes=TECH, team=WAKANDA, copies=5, attack=2,
      text="Tech Ambush: Wound a Villain. Tech: Wound a Villain.",
      on_arrive=hero_ambush(TECH, "Wound a Villain", _wound_a_villain))
def cloaking_tech_ambush(c: Ctx) -> Effect:
    if c.power(TECH):
        yield from wound_a_villain(c.g, c.player, "Cloaking Tech Ambush")


@hero(GROUP, "Command the Hatut Zeraze", set=SET, cost=5, classes=COVERT | TECH, team=WAKANDA, copies=3, attack=3,
      text="Heroes of Wakanda Ambush: you may KO a card from your hand or discard pile. Heroes of Wakanda: if "
      "any Villain or the Mastermind has any Wounds, you may KO a card from your hand or discard pile.",
      on_arrive=hero_ambush(WAKANDA, "KO one of your cards", _ko_your_card))
def command_the_hatut_zeraze(c: Ctx) -> Effect:
    if c.teampower(WAKANDA) and any_enemy_wounded(c.g):
        yield from _ko_your_card(c)


def _armor(g: Game, owner: int, card: int, subject: int) -> Effect:
    """"If a Master Strike would occur, you may reveal this to KO that Strike and Wound the Mastermind instead.\""""
    if not (yield from may(g, owner, "A Master Strike would occur: reveal Reflective Vibranium Armor to KO it "
                                     "and Wound the Mastermind instead?", "Reflective Vibranium Armor")):
        return False
    g.log("reveal", f"{g.players[owner].name} reveals Reflective Vibranium Armor.", card)
    yield from wound_the_mastermind(g, owner, "Reflective Vibranium Armor")
    return True


@hero(GROUP, "Reflective Vibranium Armor", set=SET, cost=7, classes=TECH, team=WAKANDA, copies=1, attack=4,
      text="Tech Ambush: Wound each Villain and the Mastermind. If a Master Strike would occur, you may reveal "
      "this card from your hand to KO that Strike and Wound the Mastermind instead.",
      on_arrive=hero_ambush(TECH, "Wound each Villain and the Mastermind", _wound_everyone),
      reactions={"master_strike": _armor})
def reflective_vibranium_armor(c: Ctx) -> None:
    return None
