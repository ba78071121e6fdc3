"""Jentorra (Unaffiliated)."""

from __future__ import annotations

from legendary_desktop.cards.ant_man_and_the_wasp.keywords import SET, conqueror_bonus, explore, hero_conqueror
from legendary_desktop.cards.dsl import hero
from legendary_desktop.engine import advice, city
from legendary_desktop.engine.card import INSTINCT, STRENGTH, UNAFFILIATED, Effect, Kind
from legendary_desktop.engine.choices import choose_card, choose_one
from legendary_desktop.engine.context import Ctx

GROUP = "Jentorra"


def _hit_and_run(c: Ctx) -> Effect:
    g = c.g
    villains = [occ.card for occ in g.city if occ is not None] if len(g.city) > 1 else []  # else nowhere to go
    mover = yield from choose_card(g, c.player, villains, "Hit and Run: you may move a Villain to an adjacent space",
                                   optional=True, source=c.cdef.name)
    if mover is not None:
        space = city.find_space(g, mover)
        assert space is not None
        targets = [i for i in (space - 1, space + 1) if 0 <= i < len(g.city)]
        to = yield from choose_one(g, c.player, "Move it where?",
                                   [(f"space:{i}", g.city_names[i]) for i in targets], source=c.cdef.name)
        city.move(g, space, int(to.partition(":")[2]))
    if c.power(INSTINCT):
        c.add_attack(2)


advice.register("Hit and Run", advice.move_a_villain)


@hero(GROUP, "Hit and Run", set=SET, cost=3, classes=INSTINCT, team=UNAFFILIATED, copies=3, recruit=2, attack="0+",
      text="You may move a Villain to an adjacent city space (swapping with any Villain there). Instinct: +2 Attack.")
def hit_and_run(c: Ctx) -> Effect:
    return _hit_and_run(c)


@hero(GROUP, "Take the High Ground", set=SET, cost=2, classes=STRENGTH, team=UNAFFILIATED, copies=3, attack="1+",
      conqueror={"Bridge": 1}, text="Bridge Conqueror 1. If there are no Villains on the Rooftops, draw a card.")
def take_the_high_ground(c: Ctx) -> None:
    hero_conqueror(c)
    roof = city.space_named(c.g, "Rooftops")
    if roof is None or c.g.city[roof] is None:
        c.g.draw(c.player)


@hero(GROUP, "Unite the Oppressed", set=SET, cost=4, classes=STRENGTH, team=UNAFFILIATED, copies=3, attack="2+",
      text="Strength: Sewers Conqueror 2.")
def unite_the_oppressed(c: Ctx) -> None:
    if c.power(STRENGTH):
        c.add_attack(conqueror_bonus(c.g, {"Sewers": 2}))


def _find_your_courage(c: Ctx) -> Effect:
    found = yield from explore(c.g, c.player, c.cdef.name)
    if found is not None:
        fdef = c.g.cards[found]
        if fdef.classes & INSTINCT or fdef.team in ("", UNAFFILIATED):
            c.add_recruit(2)


@hero(GROUP, "Find Your Courage", set=SET, cost=5, classes=INSTINCT, team=UNAFFILIATED, copies=2, recruit="3+",
      text="Instinct: Explore. If the Found Hero is Instinct or has no team icon, +2 Recruit.")
def find_your_courage(c: Ctx) -> Effect | None:
    return _find_your_courage(c) if c.power(INSTINCT) else None


def _lead_powerful_allies(c: Ctx) -> Effect:
    found = yield from explore(c.g, c.player, c.cdef.name)
    if found is not None:
        c.add_attack(c.g.cards[found].cost)


@hero(GROUP, "Lead Powerful Allies", set=SET, cost=6, classes=STRENGTH, team=UNAFFILIATED, copies=2, attack="2+",
      text="Strength: Explore. You get +Attack equal to the Found Hero's cost.")
def lead_powerful_allies(c: Ctx) -> Effect | None:
    return _lead_powerful_allies(c) if c.power(STRENGTH) else None


@hero(GROUP, "Conquer the Conqueror", set=SET, cost=7, classes=INSTINCT, team=UNAFFILIATED, copies=1, attack="5+",
      conqueror={"Bridge": 1},
      text="Bridge Conqueror 1. +1 Attack for each Villain worth 4 VP or more and each Mastermind Tactic in your "
      "Victory Pile.")
def conquer_the_conqueror(c: Ctx) -> None:
    hero_conqueror(c)
    g = c.g
    c.add_attack(sum(1 for x in g.players[c.player].victory_pile
                     if (g.cards[x].is_villain and g.cards[x].vp >= 4) or g.cards[x].kind is Kind.TACTIC))
