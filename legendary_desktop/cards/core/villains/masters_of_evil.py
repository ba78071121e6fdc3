"""Masters of Evil: the Villain group (8 cards)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.cards.dsl import villain
from legendary_desktop.engine import city
from legendary_desktop.engine.card import AVENGERS, TECH, Effect
from legendary_desktop.engine.choices import choose_one
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.scoring import all_cards_of
from legendary_desktop.engine.verbs import each_player_reveals_or_wound, ko_your_heroes, rescue_bystanders

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

SET = "core"


def _zemo_fight(c: Ctx) -> None:
    g = c.g
    avengers = sum(1 for x in g.your_heroes(c.player) if g.cards[x].team == AVENGERS)
    rescue_bystanders(g, c.player, avengers)


def _melter_fight(c: Ctx) -> Effect:
    g = c.g
    for player in g.player_order():
        top = g.top_of_deck(player, 1)
        if not top:
            continue
        card = top[0]
        name = g.players[player].name
        g.log("reveal", f"{name} reveals {g.name(card)} from the top of their deck.", card)
        pick = yield from choose_one(
            g, c.player, f"Melter: {name}'s top card is {g.name(card)}",
            [("ko", f"KO {g.name(card)}"), ("back", "Put it back")], source="Melter",
        )
        if pick == "ko":
            g.ko(card)


def _ultron_bonus(g: Game, player: int, card: int) -> int:
    return sum(1 for x in all_cards_of(g, player) if g.cards[x].is_hero and g.cards[x].classes & TECH)


_ultron_escape = each_player_reveals_or_wound(cls=TECH)


def _whirlwind_fight(c: Ctx) -> Effect:
    if city.is_space(c.g, c.space, "Rooftops", "Bridge"):
        yield from ko_your_heroes(c.g, c.player, 2, source="Whirlwind")


BARON_ZEMO = villain('Masters of Evil', 'Baron Zemo', set=SET, attack=6, vp=4, copies=2,
    text="Fight: rescue one Bystander per Avengers Hero you have.",
    fight=_zemo_fight)

MELTER = villain('Masters of Evil', 'Melter', set=SET, attack=5, vp=3, copies=2,
    text="Fight: every player reveals their top card; for each one you decide: KO it or leave it on top.",
    fight=_melter_fight)

ULTRON = villain('Masters of Evil', 'Ultron', set=SET, attack=6, vp='2+', copies=2,
    text="Worth 1 more VP per Tech Hero among all your cards at game end. "
    "Escape: each player shows a Tech Hero or takes a Wound.",
    vp_bonus=_ultron_bonus, escape=_ultron_escape)

WHIRLWIND = villain('Masters of Evil', 'Whirlwind', set=SET, attack=4, vp=2, copies=2,
    text="Fight: if you fight it on the Rooftops or the Bridge, KO two of your Heroes.",
    fight=_whirlwind_fight)
