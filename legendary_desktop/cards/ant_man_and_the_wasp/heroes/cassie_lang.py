"""Cassie Lang (Avengers)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from legendary_desktop.cards.ant_man_and_the_wasp.keywords import SET, fightable_elsewhere
from legendary_desktop.cards.dsl import hero
from legendary_desktop.engine import advice, fight, present
from legendary_desktop.engine.card import AVENGERS, STRENGTH, TECH, Effect, Kind, run
from legendary_desktop.engine.choices import choose_card, choose_player
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.decision import Decision
from legendary_desktop.engine.state import Occupant
from legendary_desktop.engine.verbs import discard_from_hand

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

GROUP = "Cassie Lang"


def small_villains(g: Game, player: int) -> list[int]:
    """Villains worth 2 VP or less (printed) in a player's Victory Pile."""
    return [c for c in g.players[player].victory_pile if g.cards[c].is_villain and g.cards[c].vp <= 2]


def _colossal_stomp(c: Ctx) -> Effect:
    g = c.g
    targets = [occ.card for occ in g.city if occ is not None and g.cards[occ.card].is_villain
               and g.cards[occ.card].vp <= 2 and fight.defeat_blocked(g, c.player, occ.card) is None]
    target = yield from choose_card(g, c.player, targets, "Colossal Stomp: you may defeat a Villain worth 2 VP or less",
                                    optional=True, source=c.cdef.name)
    if target is not None:
        space = next(i for i, occ in enumerate(g.city) if occ is not None and occ.card == target)
        yield from fight.defeat_villain(g, space)


@hero(GROUP, "Colossal Stomp", set=SET, cost=5, classes=STRENGTH, team=AVENGERS, copies=3, attack=2,
      size_changing={STRENGTH: 1},
      text="Size-Changing Strength. Strength: you may defeat a Villain worth 2 VP or less.")
def colossal_stomp(c: Ctx) -> Effect | None:
    return _colossal_stomp(c) if c.power(STRENGTH) else None


def _giant_hug(c: Ctx) -> Effect:
    g = c.g
    who = yield from choose_player(g, c.player, "Giant Hug: choose a player", source=c.cdef.name)
    shown = g.players[who].hand + (g.turn.played if who == g.active else [])
    if any(g.cards[x].cost >= 5 for x in shown):
        g.log("reveal", f"{g.players[who].name} reveals a card costing 5 or more and draws a card.")
        g.draw(who)


def _giant_hug_advice(g: Game, d: Decision) -> advice.Advice | None:
    """The computer's Giant Hug: itself when it can reveal a card costing 5 or more (it sees its hand and
    what it played), else the player most likely to hold one: each hand is drawn from that player's hand
    and deck, whose make-up every seat knows (all their cards but the discard pile, which is open)."""
    if not all(label.startswith("player:") for label in d.labels):
        return None
    me = d.player
    mine = [*g.players[me].hand, *(g.turn.played if me == g.active else [])]
    if any(g.cards[c].cost >= 5 for c in mine) and f"player:{me}" in d.labels:
        return f"player:{me}", "you reveal a card costing 5 or more: you draw a card"
    chance: dict[str, float] = {}
    for label in d.labels:
        who = int(label.split(":")[1])
        if who == me:
            continue
        p = g.players[who]
        pool = [*p.hand, *p.deck]
        h, n = len(p.hand), len(pool)
        m = sum(1 for c in pool if g.cards[c].cost >= 5)
        chance[label] = 0.0 if h == 0 or n == 0 else 1 - math.comb(n - m, h) / math.comb(n, h)
    if not chance or max(chance.values()) == 0:
        return None
    best = max(chance, key=lambda label: chance[label])  # the first of equals, in turn order
    return best, (f"{g.players[int(best.split(':')[1])].name} holds a card costing 5 or more with a chance "
                  f"of about {chance[best]:.0%}: they draw a card")


advice.register("Giant Hug", _giant_hug_advice)


@hero(GROUP, "Giant Hug", set=SET, cost=4, classes=STRENGTH, team=AVENGERS, copies=3, recruit=2,
      size_changing={STRENGTH: 1},
      text="Size-Changing Strength. Choose a player. If that player reveals a card that costs 5 or more, they draw "
      "a card.")
def giant_hug(c: Ctx) -> Effect:
    return _giant_hug(c)


def _start_small_playable(g: Game, player: int, card: int) -> str | None:
    return None if len(g.players[player].hand) >= 2 else "To play Start Small you must discard a card"


def _start_small(c: Ctx) -> Effect:
    yield from discard_from_hand(c.g, c.player, 1, source=c.cdef.name, prompt="Start Small: discard a card")
    if small_villains(c.g, c.player):
        c.g.draw(c.player)


@hero(GROUP, "Start Small", set=SET, cost=2, classes=TECH, team=AVENGERS, copies=3, recruit=2,
      size_changing={TECH: 1}, can_play=_start_small_playable,
      text="Size-Changing Tech. To play this, you must discard a card. Then, if you have a Villain worth 2 VP or "
      "less in your Victory Pile, draw a card.")
def start_small(c: Ctx) -> Effect:
    return _start_small(c)


def _learn_from_the_past(c: Ctx) -> Effect:
    g = c.g
    options = [x for x in small_villains(g, c.player) if g.cards[x].on_fight is not None]
    pick = yield from choose_card(g, c.player, options, "Learn from the Past: you may do a Villain's Fight effect",
                                  optional=True, source=c.cdef.name)
    if pick is not None:
        cdef = g.cards[pick]
        assert cdef.on_fight is not None
        g.log("power", f"{g.players[c.player].name} does the Fight effect of {cdef.name} again.", pick)
        yield from run(cdef.on_fight(Ctx(g, c.player, pick, cdef, space=None, occupant=Occupant(pick))))


@hero(GROUP, "Learn from the Past", set=SET, cost=6, classes=STRENGTH, team=AVENGERS, copies=2, attack=3,
      size_changing={STRENGTH: 3},
      text="Microscopic Size-Changing Strength ×3. Strength: you may do the Fight effect of a Villain worth 2 VP "
      "or less in your Victory Pile.")
def learn_from_the_past(c: Ctx) -> Effect | None:
    return _learn_from_the_past(c) if c.power(STRENGTH) else None


BEACON = "beacon"


def _beacon_target(g: Game) -> list[int]:
    card = g.turn.notes.get(BEACON)
    if card is not None and g.villain_deck and g.villain_deck[-1] == card:
        return [card]
    return []


fightable_elsewhere(_beacon_target, present.named("Quantum Beacon"))


def _beacon_defeated(g: Game) -> None:
    g.skip_next_villain_step = True
    g.log("power", "Quantum Beacon: no card is played from the Villain Deck next turn.")


def _quantum_beacon(c: Ctx) -> None:
    g = c.g
    if not g.villain_deck:
        return
    top = g.villain_deck[-1]
    cdef = g.cards[top]
    g.log("reveal", f"Quantum Beacon reveals {cdef.name}.", top)
    if cdef.kind is Kind.BYSTANDER:
        g.villain_deck.pop()
        g.players[c.player].victory_pile.append(top)
        g.arrive("rescue", top)
        g.log("rescue", f"{g.players[c.player].name} rescues {cdef.name}.", top)
        _beacon_defeated(g)
    elif cdef.is_villain and cdef.vp <= 2:
        g.turn.notes[BEACON] = top
        g.turn.notes.setdefault("after_defeat", {})[top] = _beacon_defeated


@hero(GROUP, "Quantum Beacon", set=SET, cost=5, classes=TECH, team=AVENGERS, copies=2, attack=3,
      size_changing={TECH: 3},
      text="Microscopic Size-Changing Tech ×3. Tech: reveal the top card of the Villain Deck. A Bystander: rescue "
      "it. A Villain worth 2 VP or less: you may fight it this turn. If you rescue or defeat that card, don't play "
      "a card from the Villain Deck next turn.")
def quantum_beacon(c: Ctx) -> None:
    if c.power(TECH):
        _quantum_beacon(c)


@hero(GROUP, "Inspire Revolution", set=SET, cost=9, classes=STRENGTH, team=AVENGERS, copies=1, attack="5+",
      size_changing={STRENGTH: 5},
      text="Microscopic Size-Changing Strength ×5. +1 Attack for each Villain worth 2 VP or less in your Victory Pile.")
def inspire_revolution(c: Ctx) -> None:
    c.add_attack(len(small_villains(c.g, c.player)))
