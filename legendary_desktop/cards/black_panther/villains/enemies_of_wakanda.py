"""Enemies of Wakanda: the Villain group (8 cards), each Empowered by a Hero Class."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.cards.black_panther.heroes.queen_storm import put_hq_on_bottom
from legendary_desktop.cards.black_panther.keywords import SET, Empowered, empowered_by, empowered_count
from legendary_desktop.cards.dsl import villain
from legendary_desktop.engine import city, hq, scheme_twist
from legendary_desktop.engine.card import COVERT, INSTINCT, RANGED, STRENGTH, TECH, Effect, HeroClass
from legendary_desktop.engine.choices import choose_card
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.verbs import ko_your_heroes

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

GROUP = "Enemies of Wakanda"


def empowering_enemies(g: Game) -> HeroClass:
    """The classes that Empower the Enemies of Wakanda now in the city."""
    found = HeroClass.NONE
    for occ in g.city:
        if occ is not None and g.cards[occ.card].group == GROUP:
            found |= empowered_by(g.cards[occ.card])
    return found


def _nightshade_fight(c: Ctx) -> None:
    c.add_recruit(empowered_count(c.g, TECH))


def _jakarra_fight(c: Ctx) -> Effect:
    yield from ko_your_heroes(c.g, c.player, 1, "Jakarra")


def _tetu(c: Ctx) -> Effect:
    """Put an HQ Hero that isn't Empowering any Enemies of Wakanda on the bottom of the Hero Deck."""
    g = c.g
    busy = empowering_enemies(g)
    free = [h for h in hq.heroes(g) if not g.cards[h].classes & busy]
    card = yield from choose_card(g, c.player, free, "Tetu: put an HQ Hero that Empowers no Enemy of Wakanda "
                                  "on the bottom of the Hero Deck", source="Tetu")
    if card is not None:
        put_hq_on_bottom(g, card)


def _zenzi_ambush(c: Ctx) -> None:
    space = city.find_space(c.g, c.card)
    if space is not None:
        city.capture_from_stack(c.g, space, empowered_count(c.g, INSTINCT))


def _achebe_escape(c: Ctx) -> Effect:
    """Reverend Achebe becomes a Scheme Twist that takes effect immediately."""
    g = c.g
    g.escape_pile.remove(c.card)
    g.limbo.append(c.card)
    g.log("power", "Reverend Achebe becomes a Scheme Twist!", c.card)
    yield from scheme_twist.play(g, c.card)


NIGHTSHADE = villain(GROUP, "Nightshade", set=SET, attack="3+", vp=2, copies=2, keyword_attack=Empowered(TECH),
    text="Empowered by Tech. Fight: +1 Recruit for each Tech Hero in the HQ.", fight=_nightshade_fight)

JAKARRA = villain(GROUP, "Jakarra", set=SET, attack="4+", vp=3, copies=2, keyword_attack=Empowered(STRENGTH),
    text="Empowered by Strength. Fight: KO one of your Heroes.", fight=_jakarra_fight)

TETU = villain(GROUP, "Tetu", set=SET, attack="4+", vp=3, copies=2, keyword_attack=Empowered(RANGED),
    text="Empowered by Ranged. Ambush: put a Hero from the HQ that isn't Empowering any Enemies of Wakanda on "
    "the bottom of the Hero Deck. Fight: the same (Tetu is no longer in the city).",
    ambush=_tetu, fight=_tetu)

ZENZI = villain(GROUP, "Zenzi", set=SET, attack="5+", vp=4, copies=1, keyword_attack=Empowered(INSTINCT),
    text="Empowered by Instinct. Ambush: Zenzi captures a Bystander for each Instinct Hero in the HQ.",
    ambush=_zenzi_ambush)

REVEREND_ACHEBE = villain(GROUP, "Reverend Achebe", set=SET, attack="6+", vp=5, copies=1,
    keyword_attack=Empowered(COVERT),
    text="Empowered by Covert. Escape: Reverend Achebe becomes a Scheme Twist that takes effect immediately.",
    escape=_achebe_escape)
