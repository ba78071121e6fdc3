"""Ant-Man (Avengers)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.cards.ant_man_and_the_wasp.keywords import (
    SET,
    antics,
    draw_cards,
    face,
    heist,
    printed_size_changing,
)
from legendary_desktop.cards.dsl import hero
from legendary_desktop.engine import values
from legendary_desktop.engine.card import AVENGERS, COVERT, STRENGTH, Effect
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.verbs import may_ko_card

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

GROUP = "Ant-Man"


@hero(GROUP, "Hitch a Ride", set=SET, cost=2, classes=COVERT, team=AVENGERS, copies=3, recruit="1+",
      size_changing={COVERT: 1}, text="Size-Changing Covert. Antics: +2 Recruit.")
def hitch_a_ride(c: Ctx) -> None:
    if antics(c):
        c.add_recruit(2)


@hero(GROUP, "Look Out for the Little Guy!", set=SET, cost=3, classes=STRENGTH, team=AVENGERS, copies=3, attack=1,
      size_changing={STRENGTH: 1},
      text="Size-Changing Strength. Reveal the top card of your deck; if it's Strength or has Size-Changing, draw it.")
def look_out_for_the_little_guy(c: Ctx) -> None:
    g = c.g
    top = g.top_of_deck(c.player, 1)
    if not top:
        return
    cdef = g.cards[top[0]]
    g.log("reveal", f"{g.players[c.player].name} reveals {cdef.name}.", top[0])
    if cdef.classes & STRENGTH or printed_size_changing(cdef):
        g.draw(c.player)


def _shrink_away_attack(g: Game, card: int, space: int | None, fighting: bool) -> tuple[str, int] | None:
    n: int = g.turn.notes.get("shrink_away", 0)
    if n and (card == g.mastermind_card or face(g, card).is_villain or card in g.roles):
        return ("Shrink Away", -n)
    return None




@hero(GROUP, "Shrink Away", set=SET, cost=4, classes=COVERT, team=AVENGERS, copies=3, attack=2,
      size_changing={COVERT: 1},
      text="Size-Changing Covert. Covert: all Villains and the Mastermind get -1 Attack this turn.")
def shrink_away(c: Ctx) -> None:
    if c.power(COVERT):
        c.g.turn.notes["shrink_away"] = c.g.turn.notes.get("shrink_away", 0) + 1
        values.attack_this_turn(c.g, _shrink_away_attack)


def _bug_swarm(c: Ctx) -> Effect:
    p = c.g.players[c.player]
    yield from may_ko_card(c.g, c.player, [p.hand, p.discard], source=c.cdef.name)


@hero(GROUP, "Bug Swarm", set=SET, cost=5, classes=STRENGTH, team=AVENGERS, copies=2, recruit=2,
      size_changing={STRENGTH: 3},
      text="Microscopic Size-Changing Strength ×3. Antics: you may KO a card from your hand or discard pile.")
def bug_swarm(c: Ctx) -> Effect | None:
    return _bug_swarm(c) if antics(c) else None


@hero(GROUP, "Tiny Little Risk", set=SET, cost=6, classes=COVERT, team=AVENGERS, copies=2, attack=2,
      size_changing={COVERT: 3}, text="Microscopic Size-Changing Covert ×3. Heist: draw two cards.")
def tiny_little_risk(c: Ctx) -> None:
    heist(c, draw_cards(2))


@hero(GROUP, "Giant-Man", set=SET, cost=9, classes=STRENGTH, team=AVENGERS, copies=1, attack="6+",
      size_changing={STRENGTH: 5},
      text="Microscopic Size-Changing Strength ×5. +1 Attack for each card you played this turn that's Strength "
      "and/or has Size-Changing.")
def giant_man(c: Ctx) -> None:
    c.add_attack(sum(1 for d in c.g.turn.played_defs if d.classes & STRENGTH or printed_size_changing(d)))
