"""Nick Fury: the four Hero cards (14 copies)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.cards.dsl import hero
from legendary_desktop.engine import city, fight, values
from legendary_desktop.engine.card import (
    COVERT,
    SHIELD,
    STRENGTH,
    TECH,
    CardDef,
    Effect,
)
from legendary_desktop.engine.choices import choose_card, may
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.verbs import gain_officer

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

SET = "core"


def _is_shield_hero(d: CardDef) -> bool:
    return d.is_hero and d.team == SHIELD


@hero('Nick Fury', 'Battlefield Promotion', set=SET, cost=4, classes=COVERT, team=SHIELD, copies=5,
      text="You may KO a S.H.I.E.L.D. Hero from your hand or discard pile; if you do, you may put a "
      "S.H.I.E.L.D. Officer into your hand.")
def battlefield_promotion(c: Ctx) -> Effect:
    g = c.g
    p = g.players[c.player]
    shield = [x for x in p.hand + p.discard if _is_shield_hero(g.cards[x])]
    card = yield from choose_card(g, c.player, shield, "Battlefield Promotion: you may KO a S.H.I.E.L.D. Hero",
                                  optional=True, source="Battlefield Promotion")
    if card is None:
        return
    g.ko(card)
    if g.officer_stack and (yield from may(g, c.player, "Battlefield Promotion: gain a S.H.I.E.L.D. Officer "
                                           "to your hand?", source="Battlefield Promotion")):
        gain_officer(g, c.player, to="hand")


@hero('Nick Fury', 'High-Tech Weaponry', set=SET, cost=3, classes=TECH, team=SHIELD, copies=5, attack='2+',
      text="Tech: +1 Attack.")
def high_tech_weaponry(c: Ctx) -> None:
    if c.power(TECH):
        c.add_attack(1)


@hero('Nick Fury', 'Legendary Commander', set=SET, cost=6, classes=STRENGTH, team=SHIELD, copies=3, attack='1+',
      text="+1 Attack for every other S.H.I.E.L.D. Hero played this turn.")
def legendary_commander(c: Ctx) -> None:
    c.add_attack(sum(1 for d in c.others_played() if _is_shield_hero(d)))


def shield_heroes_in_ko(g: Game) -> int:
    """How many S.H.I.E.L.D. Heroes (Agents, Troopers, Officers, Nick Fury) are in the KO pile."""
    return sum(1 for x in g.ko_pile if _is_shield_hero(g.cards[x]))


@hero('Nick Fury', 'Pure Fury', set=SET, cost=8, classes=TECH, team=SHIELD, copies=1,
      text="Defeat, for free, a Villain or the Mastermind with less Attack than the number of "
      "S.H.I.E.L.D. Heroes in the KO pile.")
def pure_fury(c: Ctx) -> Effect:
    g = c.g
    limit = shield_heroes_in_ko(g)
    yield from fight.defeat_for_free(
        g, c.player, lambda space, occ: city.villain_attack(g, space, fighting=False) < limit,
        values.mastermind_attack(g) < limit,
        f"Pure Fury: defeat an enemy with less than {limit} Attack", source="Pure Fury")
