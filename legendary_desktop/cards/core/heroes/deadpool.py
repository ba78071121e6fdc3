"""Deadpool: the four Hero cards (14 copies)."""

from __future__ import annotations

from legendary_desktop.cards.dsl import hero
from legendary_desktop.engine.card import (
    COVERT,
    INSTINCT,
    TECH,
    UNAFFILIATED,
    Effect,
)
from legendary_desktop.engine.choices import choose_card, may
from legendary_desktop.engine.city import capture_from_stack, find_space
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.verbs import discard_card, gain_wound

SET = "core"


@hero('Deadpool', 'Here, Hold This for a Second', set=SET, cost=3, classes=TECH, team=UNAFFILIATED, copies=5,
      recruit=2, text="Pick a Villain in the city; it captures a Bystander.")
def here_hold_this_for_a_second(c: Ctx) -> Effect:
    g = c.g
    if not g.bystander_stack:
        return
    villains = [occ.card for occ in g.city if occ is not None]
    target = yield from choose_card(g, c.player, villains, "Here, Hold This: which Villain captures a Bystander?",
                                    source=c.cdef.name)
    if target is not None:
        capture_from_stack(g, find_space(g, target), 1)


@hero('Deadpool', 'Oddball', set=SET, cost=5, classes=COVERT, team=UNAFFILIATED, copies=5, attack='2+',
      text="+1 Attack for each other Hero with an odd cost you played this turn.")
def oddball(c: Ctx) -> Effect | None:
    c.add_attack(sum(1 for d in c.others_played() if d.cost % 2 == 1))
    return None


@hero('Deadpool', 'Hey, Can I Get a Do-Over?', set=SET, cost=3, classes=INSTINCT, team=UNAFFILIATED, copies=3,
      attack=2, text="If this is your first Hero played this turn, you may discard the rest of your hand "
      "and draw four cards.")
def hey_can_i_get_a_do_over(c: Ctx) -> Effect | None:
    if c.index != 0:
        return None
    return _do_over(c)


def _do_over(c: Ctx) -> Effect:
    g = c.g
    p = g.players[c.player]
    if not (yield from may(g, c.player, "Do-Over: discard the rest of your hand and draw four cards?",
                           source=c.cdef.name)):
        return
    for card in list(p.hand):
        if card in p.hand:
            yield from discard_card(g, c.player, card)
    g.draw(c.player, 4)


@hero('Deadpool', 'Random Acts of Unkindness', set=SET, cost=7, classes=INSTINCT, team=UNAFFILIATED, copies=1,
      attack=6, text="You may gain a Wound to your hand. Then every player picks a card from their hand "
      "and all of them pass it to the player on their left.")
def random_acts_of_unkindness(c: Ctx) -> Effect:
    g = c.g
    if g.wound_stack and (yield from may(g, c.player, "Random Acts: gain a Wound to your hand?",
                                         source=c.cdef.name)):
        yield from gain_wound(g, c.player, to="hand")
    passing: dict[int, int] = {}
    for player in g.player_order():
        p = g.players[player]
        card = yield from choose_card(g, player, list(p.hand), f"{p.name}: choose a card to pass to your left",
                                      source=c.cdef.name)
        if card is not None:
            p.hand.remove(card)
            g.limbo.append(card)
            passing[player] = card
    n = len(g.players)
    for player, card in passing.items():
        left = (player + 1) % n
        g.limbo.remove(card)
        g.players[left].hand.append(card)
        g.log("pass", f"{g.players[player].name} passes a card to {g.players[left].name}.")
