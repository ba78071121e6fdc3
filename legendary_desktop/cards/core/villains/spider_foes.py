"""Spider-Foes: the Villain group (8 cards)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.cards.dsl import villain
from legendary_desktop.engine import city
from legendary_desktop.engine.card import COVERT, Effect
from legendary_desktop.engine.city import capture_from_stack
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.verbs import draw_new_hand_of, gain_wound

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

SET = "core"


def _doc_ock_fight(c: Ctx) -> None:
    draw_new_hand_of(c.g, 8)


def _goblin_ambush(c: Ctx) -> None:
    capture_from_stack(c.g, c.space, 1)


def _lizard_fight(c: Ctx) -> Effect:
    if city.is_space(c.g, c.space, "Sewers"):
        for player in c.g.other_players(c.player):
            yield from gain_wound(c.g, player)


def _venom_blocked(g: Game, player: int, card: int) -> str | None:
    if g.has_class(player, COVERT):
        return None
    return "You can't defeat Venom without a Covert Hero (in hand or played this turn)"


def _venom_escape(c: Ctx) -> Effect:
    for player in c.g.player_order():
        yield from gain_wound(c.g, player)


DOCTOR_OCTOPUS = villain('Spider-Foes', 'Doctor Octopus', set=SET, attack=4, vp=2, copies=2,
    text="Fight: draw 8 cards instead of 6 for your new hand at the end of this turn.",
    fight=_doc_ock_fight)

GREEN_GOBLIN = villain('Spider-Foes', 'Green Goblin', set=SET, attack=6, vp=4, copies=2,
    text="Ambush: Green Goblin captures a Bystander.",
    ambush=_goblin_ambush)

THE_LIZARD = villain('Spider-Foes', 'The Lizard', set=SET, attack=3, vp=2, copies=2,
    text="Fight: if you fight it in the Sewers, every other player takes a Wound.",
    fight=_lizard_fight)

VENOM = villain('Spider-Foes', 'Venom', set=SET, attack=5, vp=3, copies=2,
    text="You can defeat Venom only if you have a Covert Hero (in hand or played this turn). "
    "Escape: each player takes a Wound.",
    can_defeat=_venom_blocked, escape=_venom_escape)
