"""Emma Frost: the four Hero cards (14 copies)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.cards.dsl import hero
from legendary_desktop.engine.card import (
    COVERT,
    INSTINCT,
    RANGED,
    STRENGTH,
    X_MEN,
    Effect,
)
from legendary_desktop.engine.choices import may
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.villain_deck import play_top

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

SET = "core"


@hero('Emma Frost', 'Mental Discipline', set=SET, cost=3, classes=RANGED, team=X_MEN, copies=5, recruit=1,
      text="Draw a card.")
def mental_discipline(c: Ctx) -> Effect | None:
    c.g.draw(c.player, 1)
    return None


@hero('Emma Frost', 'Shadowed Thoughts', set=SET, cost=4, classes=COVERT, team=X_MEN, copies=5, attack='2+',
      text="Covert: you may play the top card of the Villain Deck; if you do, +2 Attack.")
def shadowed_thoughts(c: Ctx) -> Effect | None:
    if not c.power(COVERT) or not c.g.villain_deck:
        return None
    return _shadowed_thoughts(c)


def _shadowed_thoughts(c: Ctx) -> Effect:
    if (yield from may(c.g, c.player, "Shadowed Thoughts: play the top card of the Villain Deck for +2 Attack?",
                       source=c.cdef.name)):
        yield from play_top(c.g, 1)
        c.add_attack(2)


@hero('Emma Frost', 'Psychic Link', set=SET, cost=5, classes=INSTINCT, team=X_MEN, copies=3, attack=3,
      text="Every player may reveal an X-Men Hero other than this one; each who does draws a card.")
def psychic_link(c: Ctx) -> Effect:
    g = c.g
    for player in g.player_order():
        if not g.has_team(player, X_MEN, exclude=c.card):
            continue
        name = g.players[player].name
        if (yield from may(g, player, f"{name}: reveal an X-Men Hero to draw a card?", source=c.cdef.name)):
            g.log("reveal", f"{name} reveals an X-Men Hero.")
            g.draw(player, 1)


@hero('Emma Frost', 'Diamond Form', set=SET, cost=7, classes=STRENGTH, team=X_MEN, copies=1, attack=5, recruit='0+',
      text="Each time you defeat a Villain or the Mastermind this turn, +3 Recruit.")
def diamond_form(c: Ctx) -> Effect | None:
    def trigger(g: Game, player: int) -> Effect:
        c.add_recruit(3)
        g.log("trigger", f"Diamond Form: {g.players[player].name} gets +3 Recruit.", c.card)
        yield from ()

    c.g.turn.on_defeat.append(trigger)
    return None
