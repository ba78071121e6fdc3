"""Scott Lang, Cat Burglar (Crime Syndicate)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.cards.ant_man_and_the_wasp.keywords import SET, gain, heist, heist_revealed
from legendary_desktop.cards.dsl import hero
from legendary_desktop.engine import city
from legendary_desktop.engine.card import COVERT, INSTINCT, RANGED, STRENGTH, TECH, Effect, Kind
from legendary_desktop.engine.choices import choose_card, choose_one
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.verbs import ko_your_heroes, rescue_bystanders

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

GROUP = "Scott Lang, Cat Burglar"
CRIME_SYNDICATE = "Crime Syndicate"


@hero(GROUP, "Petty Larceny", set=SET, cost=1, classes=COVERT, team=CRIME_SYNDICATE, copies=3, recruit="1+",
      text="Heist: +2 Recruit.")
def petty_larceny(c: Ctx) -> None:
    heist(c, gain(recruit=2))


@hero(GROUP, "Shocking Support", set=SET, cost=4, classes=RANGED, team=CRIME_SYNDICATE, copies=3, attack="2+",
      text="Heist: +2 Attack.")
def shocking_support(c: Ctx) -> None:
    heist(c, gain(attack=2))


def move_to_empty(g: Game, player: int, source: str) -> Effect:
    """You may move a Villain to an empty city space. Returns whether one moved."""
    villains = [occ.card for occ in g.city if occ is not None]
    empty = [i for i, occ in enumerate(g.city) if occ is None]
    if not empty:
        return False
    mover = yield from choose_card(g, player, villains, f"{source}: you may move a Villain to an empty space",
                                   optional=True, source=source)
    if mover is None:
        return False
    to = yield from choose_one(g, player, "Move it where?", [(f"space:{i}", g.city_names[i]) for i in empty],
                               source=source)
    space = city.find_space(g, mover)
    assert space is not None
    city.move(g, space, int(to.partition(":")[2]))
    return True


def _security_van(c: Ctx) -> Effect:
    if (yield from move_to_empty(c.g, c.player, c.cdef.name)):
        yield from ko_your_heroes(c.g, c.player, 1, source=c.cdef.name)


@hero(GROUP, "X-Con Security Van", set=SET, cost=5, classes=TECH, team=CRIME_SYNDICATE, copies=3, attack=2,
      text="Heist: you may move a Villain to an empty city space. If you do, KO one of your Heroes.")
def x_con_security_van(c: Ctx) -> None:
    heist(c, _security_van)


def _return_wound(g: Game, subject: int) -> bool:
    if subject != g.active:
        return False
    g.log("wound", f"{g.players[subject].name}'s Wound goes straight back to the Wound Stack (Anything for Cassie).")
    return True


def _return_wound_effect(g: Game, subject: int) -> Effect:
    return _return_wound(g, subject)
    yield  # an effect with no decision


def _rescue(c: Ctx) -> None:
    rescue_bystanders(c.g, c.player)


@hero(GROUP, "Anything for Cassie", set=SET, cost=2, classes=INSTINCT, team=CRIME_SYNDICATE, copies=2, recruit=1,
      attack=1, text="Whenever you gain a Wound this turn, return it to the Wound Deck. Heist: rescue a Bystander.")
def anything_for_cassie(c: Ctx) -> None:
    c.g.turn.reactions.setdefault("gain_wound", []).append(_return_wound_effect)
    heist(c, _rescue)


def _crew(c: Ctx) -> None:
    g = c.g
    cards = g.players[c.player].hand + g.turn.played
    c.add_attack(len({g.cards[x].cost for x in cards}))


@hero(GROUP, "Putting a Crew Together", set=SET, cost=6, classes=STRENGTH, team=CRIME_SYNDICATE, copies=2,
      attack="3+", text="Heist: +1 Attack for each different cost among the cards you have.")
def putting_a_crew_together(c: Ctx) -> None:
    heist(c, _crew)


def _big_score(c: Ctx) -> None:
    g = c.g
    c.add_attack(4)
    top = heist_revealed(g)
    if top is not None and g.cards[top].kind is Kind.STRIKE and g.villain_deck and g.villain_deck[-1] == top:
        g.ko(top)
        if g.bystander_stack:
            g.villain_deck.append(g.bystander_stack.pop())
        g.log("heist", "The Big Score: the Master Strike is KO'd and a Bystander goes on top of the Villain Deck.")


@hero(GROUP, "The Big Score", set=SET, cost=8, classes=COVERT, team=CRIME_SYNDICATE, copies=1, attack="4+",
      text="Heist: +4 Attack. If the card revealed from the Villain Deck is a Master Strike, KO it and put a card "
      "from the Bystander Deck on top of the Villain Deck.")
def the_big_score(c: Ctx) -> None:
    heist(c, _big_score)
