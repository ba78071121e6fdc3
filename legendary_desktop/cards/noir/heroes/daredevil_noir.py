"""Daredevil Noir: the four Hero cards (14 copies)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from legendary_desktop.cards.dsl import hero
from legendary_desktop.cards.noir.investigate import investigate_own_deck, look_count
from legendary_desktop.cards.noir.rules import MARVEL_KNIGHTS
from legendary_desktop.engine import advice, hq, knowledge
from legendary_desktop.engine.card import COVERT, INSTINCT, Effect
from legendary_desktop.engine.choices import choose_one
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.decision import Decision
from legendary_desktop.engine.verbs import discard_card

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

SET = "noir"

#: Listen for Heartbeats offers these costs (no Hero card costs more than 9).
HEARTBEAT_COSTS = range(1, 10)


@hero("Daredevil Noir", "Balancing Act", set=SET, cost=3, classes=COVERT, team=MARVEL_KNIGHTS, copies=5,
      recruit=1, attack=1, text="The next Hero you recruit this turn goes on top of your deck.")
def balancing_act(c: Ctx) -> None:
    c.g.turn.notes[hq.NEXT_RECRUIT_TO_DECK] = True


@hero("Daredevil Noir", "Listen for Heartbeats", set=SET, cost=4, classes=INSTINCT, team=MARVEL_KNIGHTS, copies=5,
      attack=2, text="Name a cost of 1 or more, then Investigate for a card of that cost.")
def listen_for_heartbeats(c: Ctx) -> Effect:
    pick = yield from choose_one(c.g, c.player, "Listen for Heartbeats: choose a cost",
                                 [(f"cost:{n}", f"Cost {n}") for n in HEARTBEAT_COSTS], source="Listen for Heartbeats")
    cost = int(pick.split(":")[1])
    yield from investigate_own_deck(c.g, c.player, lambda d: d.cost == cost, f"a card costing {cost}",
                                    source="Listen for Heartbeats")


def _heartbeat_advice(g: Game, d: Decision) -> advice.Advice | None:
    """The computer names the cost most worth finding on top of its own deck: the chance that a card of
    that cost is among the cards it will look at (its deck's make-up, which it knows; a card it saw on
    top counts as there), times the cost (a dearer Hero is a better card to draw)."""
    if not all(label.startswith("cost:") for label in d.labels):
        return None
    p = g.players[d.player]
    k = look_count(g, d.player)
    known = knowledge.known_to(g, d.player)
    if len(p.deck) >= k:  # the top k: those it knows are there, the rest from the cards of unknown place
        seen = [c for c in p.deck[-k:] if c in known]
        rest = [c for c in p.deck if c not in known]
    else:  # all of a short deck, then from the discard pile shuffled in
        seen, rest = list(p.deck), list(p.discard)
    draws = k - len(seen)
    score: dict[int, float] = {}
    for label in d.labels:
        cost = int(label.split(":")[1])
        if any(g.cards[c].cost == cost for c in seen):
            chance = 1.0
        else:
            m = sum(1 for c in rest if g.cards[c].cost == cost)
            n = len(rest)
            chance = 0.0 if n == 0 else 1 - math.comb(n - m, min(draws, n)) / math.comb(n, min(draws, n))
        score[cost] = chance * cost
    best = max(score, key=lambda cost: (score[cost], cost))
    if score[best] == 0:  # e.g. a deck of starting cards: every cost finds nothing, so name the first
        return "cost:1", f"No card that costs 1 or more can be among the {k} cards you look at: any cost is the same"
    return f"cost:{best}", (f"Cost {best}: {score[best] / best:.0%} that one is among the {k} cards you look at, "
                            "and the dearest such Hero is the best draw")


advice.register("Listen for Heartbeats", _heartbeat_advice)


@hero("Daredevil Noir", "Discover the Bodies", set=SET, cost=5, classes=COVERT, team=MARVEL_KNIGHTS, copies=3,
      recruit=3, text="Covert: Investigate for a card that costs 0, and KO it.")
def discover_the_bodies(c: Ctx) -> Effect:
    if not c.power(COVERT):
        return
    found = yield from investigate_own_deck(c.g, c.player, lambda d: d.cost == 0, "a card costing 0",
                                            source="Discover the Bodies")
    if found is not None:
        c.g.ko(found)


@hero("Daredevil Noir", "Hitting Rock Bottom", set=SET, cost=7, classes=INSTINCT, team=MARVEL_KNIGHTS, copies=1,
      attack="3+", text="Discard the top or bottom card of your deck. If it costs 0, +1 Attack and do it again. "
      "Stop when your deck runs out.")
def hitting_rock_bottom(c: Ctx) -> Effect:
    g = c.g
    p = g.players[c.player]
    while p.deck:  # the deck running out stops it: the discard pile is not shuffled in
        end = yield from choose_one(g, c.player, "Hitting Rock Bottom: discard from which end of your deck?",
                                    [("top", "The top card"), ("bottom", "The bottom card")],
                                    source="Hitting Rock Bottom")
        card = p.deck[-1] if end == "top" or len(p.deck) == 1 else p.deck[0]
        yield from discard_card(g, c.player, card, where=f" from the {end} of their deck")
        if g.cards[card].cost != 0:
            return
        c.add_attack(1)
