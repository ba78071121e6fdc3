"""Wasp (Avengers)."""

from __future__ import annotations

from legendary_desktop.cards.ant_man_and_the_wasp.keywords import SET, gain, heist
from legendary_desktop.cards.dsl import hero
from legendary_desktop.engine.card import AVENGERS, RANGED, TECH
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.verbs import hand_size_bonus

GROUP = "Wasp"


def others_with_plus(c: Ctx, icon: str) -> int:
    """Other cards you have (hand and played) with a "+" in that icon."""
    g = c.g
    cards = [x for x in g.players[c.player].hand + g.turn.played if x != c.card]
    return sum(1 for x in cards if getattr(g.cards[x], f"{icon}_plus"))


@hero(GROUP, "Flitting Sting", set=SET, cost=3, classes=RANGED, team=AVENGERS, copies=3, recruit="1+", attack="1+",
      size_changing={RANGED: 1}, text="Size-Changing Ranged. Ranged: +1 Recruit and +1 Attack.")
def flitting_sting(c: Ctx) -> None:
    if c.power(RANGED):
        c.add_recruit(1)
        c.add_attack(1)


@hero(GROUP, "Master Physicist", set=SET, cost=4, classes=TECH, team=AVENGERS, copies=3, recruit="2+",
      size_changing={TECH: 1},
      text="Size-Changing Tech. +1 Recruit for each other card you have with a \"+\" in its Recruit icon.")
def master_physicist(c: Ctx) -> None:
    c.add_recruit(others_with_plus(c, "recruit"))


@hero(GROUP, "Positive Ions", set=SET, cost=5, classes=RANGED, team=AVENGERS, copies=3, attack="2+",
      size_changing={RANGED: 1},
      text="Size-Changing Ranged. +1 Attack for each other card you have with a \"+\" in its Attack icon.")
def positive_ions(c: Ctx) -> None:
    c.add_attack(others_with_plus(c, "attack"))


@hero(GROUP, "Follow My Lead", set=SET, cost=2, classes=RANGED, team=AVENGERS, copies=2, attack="1+",
      size_changing={RANGED: 1}, text="Size-Changing Ranged. If this is the first card you played this turn, "
      "+1 Attack.")
def follow_my_lead(c: Ctx) -> None:
    if c.index == 0:
        c.add_attack(1)


@hero(GROUP, "Infiltrate", set=SET, cost=6, classes=TECH, team=AVENGERS, copies=2, attack="1+",
      size_changing={TECH: 3},
      text="Microscopic Size-Changing Tech ×3. When you draw a new hand this turn, draw an extra card. "
      "Heist: +3 Attack.")
def infiltrate(c: Ctx) -> None:
    hand_size_bonus(c.g, 1)
    heist(c, gain(attack=3))


@hero(GROUP, "Hope Returns", set=SET, cost=9, classes=RANGED, team=AVENGERS, copies=1, recruit="4+", attack="4+",
      size_changing={RANGED: 5},
      text="Microscopic Size-Changing Ranged ×5. +1 Recruit for each other card you have with a \"+\" in its "
      "Recruit icon, and +1 Attack for each other card you have with a \"+\" in its Attack icon.")
def hope_returns(c: Ctx) -> None:
    c.add_recruit(others_with_plus(c, "recruit"))
    c.add_attack(others_with_plus(c, "attack"))
