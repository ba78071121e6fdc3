"""Black Widow: the four Hero cards (14 copies)."""

from __future__ import annotations

from legendary_desktop.cards.dsl import hero
from legendary_desktop.engine import fight
from legendary_desktop.engine.card import (
    AVENGERS,
    COVERT,
    TECH,
    Effect,
    Kind,
)
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.verbs import may_ko_card, rescue_bystanders

SET = "core"


@hero('Black Widow', 'Dangerous Rescue', set=SET, cost=3, classes=COVERT, team=AVENGERS, copies=5, attack=2,
      text="Covert: you may KO a card from your hand or discard pile; if you do, rescue a Bystander.")
def dangerous_rescue(c: Ctx) -> Effect | None:
    if not c.power(COVERT):
        return None
    return _dangerous_rescue(c)


def _dangerous_rescue(c: Ctx) -> Effect:
    p = c.g.players[c.player]
    if (yield from may_ko_card(c.g, c.player, [p.hand, p.discard], source="Dangerous Rescue")):
        rescue_bystanders(c.g, c.player, 1)


@hero('Black Widow', 'Mission Accomplished', set=SET, cost=2, classes=TECH, team=AVENGERS, copies=5,
      text="Draw a card. Tech: rescue a Bystander.")
def mission_accomplished(c: Ctx) -> Effect | None:
    c.g.draw(c.player, 1)
    if c.power(TECH):
        rescue_bystanders(c.g, c.player, 1)
    return None


@hero('Black Widow', 'Covert Operation', set=SET, cost=4, classes=COVERT, team=AVENGERS, copies=3, attack='0+',
      text="+1 Attack per Bystander in your Victory Pile.")
def covert_operation(c: Ctx) -> Effect | None:
    pile = c.g.players[c.player].victory_pile
    c.add_attack(sum(1 for card in pile if c.g.cards[card].kind is Kind.BYSTANDER))
    return None


@hero('Black Widow', 'Silent Sniper', set=SET, cost=7, classes=COVERT, team=AVENGERS, copies=1, attack=4,
      text="Defeat, for free, a Villain or the Mastermind that holds a Bystander.")
def silent_sniper(c: Ctx) -> Effect:
    g = c.g
    yield from fight.defeat_for_free(
        g, c.player, lambda space, occ: bool(occ.bystanders), bool(g.mastermind_bystanders),
        "Silent Sniper: defeat an enemy holding a Bystander", source="Silent Sniper")
