"""Captain America: the four Hero cards (14 copies)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.cards.dsl import hero
from legendary_desktop.engine.card import (
    AVENGERS,
    COVERT,
    INSTINCT,
    STRENGTH,
    TECH,
    Effect,
    HeroClass,
)
from legendary_desktop.engine.choices import may
from legendary_desktop.engine.context import Ctx

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

SET = "core"

#: Every colour a Hero can have: the five classes plus S.H.I.E.L.D. grey.
_COLOURS = (STRENGTH, INSTINCT, COVERT, TECH, HeroClass.RANGED, HeroClass.GREY)


def _colours(c: Ctx) -> int:
    """How many colours among your Heroes: in hand and played this turn (copies count as played)."""
    g = c.g
    found = HeroClass.NONE
    for card in g.your_heroes(c.player):
        found |= g.cards[card].classes
    if c.player == g.turn.player:
        for d in g.turn.played_defs:
            found |= d.classes
    return sum(1 for colour in _COLOURS if colour & found)


@hero('Captain America', 'Avengers Assemble!', set=SET, cost=3, classes=INSTINCT, team=AVENGERS, copies=5,
      recruit='0+', text="+1 Recruit per colour among your Heroes (grey S.H.I.E.L.D. counts).")
def avengers_assemble(c: Ctx) -> Effect | None:
    c.add_recruit(_colours(c))
    return None


@hero('Captain America', 'Perfect Teamwork', set=SET, cost=4, classes=STRENGTH, team=AVENGERS, copies=5,
      attack='0+', text="+1 Attack per colour among your Heroes (grey S.H.I.E.L.D. counts).")
def perfect_teamwork(c: Ctx) -> Effect | None:
    c.add_attack(_colours(c))
    return None


def _diving_block(g: Game, player: int, card: int, subject: int) -> Effect:
    """Reaction: about to gain a Wound with this in hand — may show it and draw a card instead."""
    if subject != player:  # only its owner's own Wounds
        return False
    name = g.players[player].name
    if not (yield from may(g, player, f"{name}: reveal Diving Block to draw a card instead of gaining a Wound?",
                           source="Diving Block")):
        return False
    g.log("reveal", f"{name} reveals Diving Block and draws a card instead of a Wound.", card)
    g.draw(player, 1)
    return True


diving_block = hero(
    'Captain America', 'Diving Block', set=SET, cost=6, classes=TECH, team=AVENGERS, copies=3, attack=4,
    text="If you would gain a Wound, you may reveal this from your hand and draw a card instead.",
    reactions={"gain_wound": _diving_block},
)(None)


@hero('Captain America', 'A Day Unlike Any Other', set=SET, cost=7, classes=COVERT, team=AVENGERS, copies=1,
      attack='3+', text="Avengers: +3 Attack for each other Avengers Hero you played this turn.")
def a_day_unlike_any_other(c: Ctx) -> Effect | None:
    if c.teampower(AVENGERS):
        c.add_attack(3 * sum(1 for d in c.others_played() if d.team == AVENGERS))
    return None
