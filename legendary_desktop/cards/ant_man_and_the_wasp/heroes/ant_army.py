"""Ant Army (Unaffiliated)."""

from __future__ import annotations

from legendary_desktop.cards.ant_man_and_the_wasp.keywords import SET, antics, draw_cards, heist, heist_revealed
from legendary_desktop.cards.dsl import hero
from legendary_desktop.engine.card import INSTINCT, TECH, UNAFFILIATED, Effect, Kind
from legendary_desktop.engine.choices import may
from legendary_desktop.engine.context import Ctx

GROUP = "Ant Army"


@hero(GROUP, "Antagonize", set=SET, cost=2, classes=INSTINCT, team=UNAFFILIATED, copies=3, attack="1+",
      size_changing={INSTINCT: 1}, text="Size-Changing Instinct. Antics: +2 Attack.")
def antagonize(c: Ctx) -> None:
    if antics(c):
        c.add_attack(2)


@hero(GROUP, "Anticipate", set=SET, cost=4, classes=TECH, team=UNAFFILIATED, copies=3, recruit=2,
      size_changing={TECH: 1}, text="Size-Changing Tech. Antics: draw a card.")
def anticipate(c: Ctx) -> None:
    if antics(c):
        c.g.draw(c.player)


@hero(GROUP, "Up the Ante", set=SET, cost=1, classes=INSTINCT, team=UNAFFILIATED, copies=3, attack=1,
      text="Heist: draw a card.")
def up_the_ante(c: Ctx) -> None:
    heist(c, draw_cards(1))


@hero(GROUP, "Anti-Tank Weapons", set=SET, cost=6, classes=TECH, team=UNAFFILIATED, copies=2, attack="2+",
      size_changing={TECH: 3}, text="Microscopic Size-Changing Tech ×3. Tech: +3 Attack.")
def anti_tank_weapons(c: Ctx) -> None:
    if c.power(TECH):
        c.add_attack(3)


@hero(GROUP, "Antiproton Experiments", set=SET, cost=5, classes=TECH, team=UNAFFILIATED, copies=2,
      recruit="1+", attack="1+", size_changing={TECH: 3},
      text="Microscopic Size-Changing Tech ×3. Antics: +2 Recruit and +2 Attack.")
def antiproton_experiments(c: Ctx) -> None:
    if antics(c):
        c.add_recruit(2)
        c.add_attack(2)


def _anthem_heist(c: Ctx) -> Effect:
    g = c.g
    c.add_attack(2)
    top = heist_revealed(g)
    if top is not None and g.cards[top].kind is Kind.TWIST:
        c.add_attack(2)
        if (yield from may(g, c.player, "Revolutionary Anthem: shuffle the Villain Deck?", source=c.cdef.name)):
            g.shuffle(g.villain_deck)
            g.log("shuffle", "The Villain Deck is shuffled.")


@hero(GROUP, "Revolutionary Anthem", set=SET, cost=9, classes=TECH, team=UNAFFILIATED, copies=1, attack="4+",
      size_changing={TECH: 5},
      text="Microscopic Size-Changing Tech ×5. Antics: +2 Attack. Heist: +2 Attack; if the card revealed from "
      "the Villain Deck is a Scheme Twist, another +2 Attack and you may shuffle that deck.")
def revolutionary_anthem(c: Ctx) -> None:
    if antics(c):
        c.add_attack(2)
    heist(c, _anthem_heist)
