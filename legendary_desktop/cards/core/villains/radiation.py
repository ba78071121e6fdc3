"""Radiation: the Villain group (8 cards)."""

from __future__ import annotations

from legendary_desktop.cards.dsl import villain
from legendary_desktop.engine import city
from legendary_desktop.engine.card import STRENGTH, Effect
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.verbs import each_player_reveals_or_wound, ko_your_heroes, rescue_bystanders
from legendary_desktop.engine.villain_deck import play_top

SET = "core"


def _abomination_fight(c: Ctx) -> None:
    if city.is_space(c.g, c.space, "Streets", "Bridge"):
        rescue_bystanders(c.g, c.player, 3)


def _leader_ambush(c: Ctx) -> Effect:
    yield from play_top(c.g, 1)


def _maestro_fight(c: Ctx) -> Effect:
    g = c.g
    strength = sum(1 for x in g.your_heroes(c.player) if g.cards[x].classes & STRENGTH)
    yield from ko_your_heroes(g, c.player, strength, source="Maestro")


_strength_or_wound = each_player_reveals_or_wound(cls=STRENGTH)


ABOMINATION = villain('Radiation', 'Abomination', set=SET, attack=5, vp=3, copies=2,
    text="Fight: if you fight it on the Streets or the Bridge, rescue three Bystanders.",
    fight=_abomination_fight)

THE_LEADER = villain('Radiation', 'The Leader', set=SET, attack=4, vp=2, copies=2,
    text="Ambush: play the next card of the Villain Deck.",
    ambush=_leader_ambush)

MAESTRO = villain('Radiation', 'Maestro', set=SET, attack=6, vp=4, copies=2,
    text="Fight: KO one of your Heroes per Strength Hero you have.",
    fight=_maestro_fight)

ZZZAX = villain('Radiation', 'Zzzax', set=SET, attack=5, vp=3, copies=2,
    text="Fight: each player shows a Strength Hero or takes a Wound. Escape: the same.",
    fight=_strength_or_wound, escape=_strength_or_wound)
