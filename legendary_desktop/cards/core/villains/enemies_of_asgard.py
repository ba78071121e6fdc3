"""Enemies of Asgard: the Villain group (8 cards)."""

from __future__ import annotations

from legendary_desktop.cards.dsl import villain
from legendary_desktop.engine.card import RANGED, SHIELD, Effect, Kind
from legendary_desktop.engine.choices import choose_player
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.verbs import each_player_reveals_or_wound, ko_from, ko_your_heroes

SET = "core"


def _destroyer_fight(c: Ctx) -> None:
    g = c.g
    for card in g.your_heroes(c.player):
        if g.cards[card].team == SHIELD:
            g.ko(card)


def _destroyer_escape(c: Ctx) -> Effect:
    for player in c.g.player_order():
        yield from ko_your_heroes(c.g, player, 2, source="Destroyer")


def _enchantress_fight(c: Ctx) -> None:
    c.g.draw(c.player, 3)


_ranged_or_wound = each_player_reveals_or_wound(cls=RANGED)


def _ymir_fight(c: Ctx) -> Effect:
    g = c.g
    target = yield from choose_player(g, c.player, "Ymir: choose a player who may KO Wounds", source="Ymir")
    p = g.players[target]
    wounds = [x for x in p.hand + p.discard if g.cards[x].kind is Kind.WOUND]
    yield from ko_from(g, target, [p.hand, p.discard], len(wounds),
                       f"{p.name}: KO any number of Wounds from your hand and discard pile",
                       which=lambda d: d.kind is Kind.WOUND, low=0, source="Ymir")


DESTROYER = villain('Enemies of Asgard', 'Destroyer', set=SET, attack=7, vp=5, copies=1,
    text="Fight: KO every S.H.I.E.L.D. Hero you have (hand and played). "
    "Escape: each player KOs two of their Heroes.",
    fight=_destroyer_fight, escape=_destroyer_escape)

ENCHANTRESS = villain('Enemies of Asgard', 'Enchantress', set=SET, attack=6, vp=4, copies=2,
    text="Fight: draw 3 cards.",
    fight=_enchantress_fight)

FROST_GIANT = villain('Enemies of Asgard', 'Frost Giant', set=SET, attack=4, vp=2, copies=3,
    text="Fight: each player shows a Ranged Hero or takes a Wound. Escape: the same.",
    fight=_ranged_or_wound, escape=_ranged_or_wound)

YMIR_FROST_GIANT_KING = villain('Enemies of Asgard', 'Ymir, Frost Giant King', set=SET, attack=6, vp=4, copies=2,
    text="Ambush: each player shows a Ranged Hero or takes a Wound. "
    "Fight: pick a player; they KO as many Wounds as they like from their hand and discard pile.",
    ambush=_ranged_or_wound, fight=_ymir_fight)
