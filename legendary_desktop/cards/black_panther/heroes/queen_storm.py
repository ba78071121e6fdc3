"""Queen Storm of Wakanda: the four Hero cards (14 copies)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.cards.black_panther.keywords import (
    SET,
    WAKANDA,
    city_villains,
    gain_favor_or_spend,
    get_empowered,
    hero_ambush,
    wound,
    wound_the_mastermind,
)
from legendary_desktop.cards.dsl import hero
from legendary_desktop.engine import advice, city, hq
from legendary_desktop.engine.card import COVERT, RANGED, Effect
from legendary_desktop.engine.choices import choose_card, choose_cards, choose_one
from legendary_desktop.engine.context import Ctx

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

GROUP = "Queen Storm of Wakanda"


def put_hq_on_bottom(g: Game, card: int) -> None:
    """Put a Hero from the HQ on the bottom of the Hero Deck; its space refills."""
    space = hq.slot_of(g, card)
    g.hq[space] = None
    g.hero_deck.insert(0, card)
    g.log("hq", f"{g.name(card)} goes from the HQ to the bottom of the Hero Deck.", card)
    g.refill_hq(space)


@hero(GROUP, "Hurricane Winds", set=SET, cost=3, classes=COVERT, team=WAKANDA, copies=5, recruit=2, attack="0+",
      text="You may move a Villain to an adjacent city space (swapping with a Villain there). Covert: you get "
      "Empowered by Covert.")
def hurricane_winds(c: Ctx) -> Effect:
    g = c.g
    movable = city_villains(g) if len(g.city) > 1 else []  # a one-space city has nowhere to move to
    villain = yield from choose_card(g, c.player, movable, "Hurricane Winds: you may move a Villain",
                                     optional=True, source="Hurricane Winds")
    if villain is not None:
        source = city.find_space(g, villain)
        assert source is not None
        choices = []
        for i in (source - 1, source + 1):
            if 0 <= i < len(g.city):
                occ = g.city[i]
                where = g.city_names[i] if occ is None else f"{g.city_names[i]} (swap with {g.villain_name(occ.card)})"
                choices.append((f"space:{i}", where))
        label = yield from choose_one(g, c.player, f"Hurricane Winds: move {g.villain_name(villain)} where?",
                                      choices, source="Hurricane Winds")
        city.move(g, source, int(label.split(":")[1]))
    if c.power(COVERT):
        get_empowered(c, COVERT)


advice.register("Hurricane Winds", advice.move_a_villain)


def _empowered_by_ranged(c: Ctx) -> None:
    get_empowered(c, RANGED)


@hero(GROUP, "Torrential Downpour", set=SET, cost=4, classes=RANGED, team=WAKANDA, copies=5, attack="2+",
      text="Ranged Ambush: you get Empowered by Ranged. Ranged: you get Empowered by Ranged.",
      on_arrive=hero_ambush(RANGED, "you get Empowered by Ranged", _empowered_by_ranged))
def torrential_downpour(c: Ctx) -> None:
    if c.power(RANGED):
        get_empowered(c, RANGED)


def _wound_mastermind_twice(c: Ctx) -> Effect:
    yield from wound_the_mastermind(c.g, c.player, c.cdef.name, times=2)


@hero(GROUP, "Forked Lightning", set=SET, cost=6, classes=COVERT | RANGED, team=WAKANDA, copies=3, attack=3,
      text="Wound each Villain on the Rooftops and the Bridge. Covert and Ranged: gain the Throne's Favor; if "
      "you already had it, you may spend it to Wound the Mastermind twice.")
def forked_lightning(c: Ctx) -> Effect:
    g = c.g
    for name in ("Rooftops", "Bridge"):
        space = city.space_named(g, name)
        occ = g.city[space] if space is not None else None
        if occ is not None:
            yield from wound(g, c.player, occ.card, "Forked Lightning")
    if c.power(COVERT) and c.power(RANGED):
        yield from gain_favor_or_spend(c, "Wound the Mastermind twice", _wound_mastermind_twice)


def _empowered_twice(c: Ctx) -> None:
    get_empowered(c, COVERT)
    get_empowered(c, RANGED)


@hero(GROUP, "Thunderous Tempest", set=SET, cost=8, classes=RANGED, team=WAKANDA, copies=1, attack="5+",
      text="Choose up to three Heroes in the HQ and put them on the bottom of the Hero Deck. Heroes of Wakanda: "
      "gain the Throne's Favor; if you already had it, you may spend it to get Empowered by Covert, then by Ranged.")
def thunderous_tempest(c: Ctx) -> Effect:
    g = c.g
    chosen = yield from choose_cards(g, c.player, hq.heroes(g), "Thunderous Tempest: put up to three HQ Heroes "
                                     "on the bottom of the Hero Deck", 0, 3, source="Thunderous Tempest")
    for card in chosen:
        put_hq_on_bottom(g, card)
    if c.teampower(WAKANDA):
        yield from gain_favor_or_spend(c, "get Empowered by Covert, then by Ranged", _empowered_twice)
