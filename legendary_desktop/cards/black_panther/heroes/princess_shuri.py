"""Princess Shuri: the four Hero cards (14 copies)."""

from __future__ import annotations

from legendary_desktop.cards.black_panther.heroes.queen_storm import put_hq_on_bottom
from legendary_desktop.cards.black_panther.keywords import (
    SET,
    WAKANDA,
    choose_color,
    get_empowered,
    hero_ambush,
    share_color,
)
from legendary_desktop.cards.dsl import hero
from legendary_desktop.engine import hq
from legendary_desktop.engine.card import INSTINCT, RANGED, TECH, Effect
from legendary_desktop.engine.choices import choose_card
from legendary_desktop.engine.context import Ctx

GROUP = "Princess Shuri"


def _draw(c: Ctx) -> None:
    c.g.draw(c.player, 1)


@hero(GROUP, "Vibranium Experiments", set=SET, cost=2, classes=TECH, team=WAKANDA, copies=5, attack="0+",
      text="Tech Ambush: draw a card. Draw a card. Tech: you get Empowered by Tech.",
      on_arrive=hero_ambush(TECH, "draw a card", _draw))
def vibranium_experiments(c: Ctx) -> None:
    c.g.draw(c.player, 1)
    if c.power(TECH):
        get_empowered(c, TECH)


@hero(GROUP, "Kimoyo Beads", set=SET, cost=4, classes=TECH | RANGED, team=WAKANDA, copies=5, recruit="0+",
      text="You get Empowered by the Hero Class of your choice, getting Recruit instead of Attack.")
def kimoyo_beads(c: Ctx) -> Effect:
    cls = yield from choose_color(c.g, c.player, "Kimoyo Beads")
    get_empowered(c, cls, recruit=True)


# Its Superpower is Tech in the text (JSON: Ranged); the insert is silent, so the text is followed.
@hero(GROUP, "Shock Net", set=SET, cost=6, classes=RANGED, team=WAKANDA, copies=3, attack="3+",
      text="You may put a Hero from the HQ on the bottom of the Hero Deck. Tech: you get Empowered by the Hero "
      "Class of your choice.")
def shock_net(c: Ctx) -> Effect:
    g = c.g
    card = yield from choose_card(g, c.player, hq.heroes(g), "Shock Net: you may put an HQ Hero on the bottom "
                                  "of the Hero Deck", optional=True, source="Shock Net")
    if card is not None:
        put_hq_on_bottom(g, card)
    if c.power(TECH):
        cls = yield from choose_color(g, c.player, "Shock Net")
        get_empowered(c, cls)


def _next_panther_ambush(c: Ctx, where: str) -> None:
    """"Ambush: if you have any cards that share a color with this, you get +2 Attack.\""""
    g = c.g
    if where != "hq":
        return
    if any(share_color(g.cards[x].classes, c.cdef.classes) for x in g.your_heroes(c.player)):
        c.add_attack(2)
        g.log("ambush", f"{c.cdef.name} enters the HQ sharing a color with your Heroes: +2 Attack.", c.card)


@hero(GROUP, "Become the Next Black Panther", set=SET, cost=7, classes=INSTINCT, team=WAKANDA, copies=1,
      recruit=3, attack="3+",
      text="Heroes of Wakanda: this turn, each card entering the HQ also has \"Ambush: if you have any cards "
      "that share a color with this, you get +2 Attack.\"")
def become_the_next_black_panther(c: Ctx) -> None:
    if c.teampower(WAKANDA):
        c.g.turn.arrival_triggers.append(_next_panther_ambush)
