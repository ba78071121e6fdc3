"""Killmonger's League: the Villain group (8 cards). Preyy and Malice are Wounded, not fought, while
they have Attack left."""

from __future__ import annotations

from legendary_desktop.cards.black_panther.keywords import (
    SET,
    divide_evenly,
    gain_wound_from,
    while_attack_above_zero,
    wound,
    wounded_enemies,
    wounds_on,
)
from legendary_desktop.cards.dsl import villain
from legendary_desktop.engine import attachments, city
from legendary_desktop.engine.card import INSTINCT, Effect
from legendary_desktop.engine.choices import choose_card, may
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.verbs import discard_from_hand, gain_wound, rescue_bystanders

GROUP = "Killmonger's League"


def _preyy_ambush(c: Ctx) -> Effect:
    """Each player reveals an Instinct Hero or gains a Wound that was on a Mastermind or Villain."""
    g = c.g
    for player in g.player_order():
        if g.has_class(player, INSTINCT):
            g.log("reveal", f"{g.players[player].name} reveals an Instinct Hero.")
            continue
        holder = yield from choose_card(g, player, wounded_enemies(g),
                                        f"{g.players[player].name}: gain a Wound from which enemy?", source="Preyy")
        if holder is not None:
            yield from gain_wound_from(g, player, holder)


def _malice_ambush(c: Ctx) -> None:
    """Return one Wound from the Mastermind and one from each Villain to the Wound Stack."""
    g = c.g
    for holder in wounded_enemies(g):
        w = wounds_on(g, holder)[-1]
        g.remove(w)
        g.wound_stack.insert(0, w)
        g.log("wound", f"A Wound on {g.villain_name(holder)} goes back to the Wound Stack.", holder)


def _baron_ambush(c: Ctx) -> Effect:
    """A Villain from your Victory Pile enters the city; Wound it; Wound Baron Macabre once per its VP."""
    g = c.g
    p = g.players[c.player]
    choices = [x for x in p.victory_pile if g.cards[x].is_villain]
    back = yield from choose_card(g, c.player, choices, "Baron Macabre: a Villain from your Victory Pile "
                                  "enters the city", source="Baron Macabre")
    if back is None:
        return
    yield from city.enter(g, back)
    if city.find_space(g, back) is not None:
        yield from wound(g, c.player, back, "Baron Macabre")
    for _ in range(g.cards[back].vp):
        if city.find_space(g, c.card) is None:
            break
        yield from wound(g, c.player, c.card, "Baron Macabre")


def _venomm_ambush(c: Ctx) -> Effect:
    g = c.g
    yield from wound(g, c.player, c.card, "Venomm")
    for player in g.player_order():
        if city.find_space(g, c.card) is None or not g.players[player].hand:
            continue
        if (yield from may(g, player, f"{g.players[player].name}: discard a card to Wound Venomm again?", "Venomm")):
            yield from discard_from_hand(g, player, 1, "Venomm")
            yield from wound(g, player, c.card, "Venomm")


def _venomm_escape(c: Ctx) -> Effect:
    """Choose which players gain each of Venomm's Wounds, dividing them as evenly as possible."""
    g = c.g
    wounds = [w for w in attachments.returned_wounds(g, c.card) if w in g.wound_stack]
    shares = yield from divide_evenly(g, c.player, wounds, g.player_order(), lambda p: g.players[p].name, "Venomm")
    for player, got in shares.items():
        for w in got:
            yield from gain_wound(g, player, wound=w)


def _draw(c: Ctx) -> None:
    c.g.draw(c.player, 1)


def _rescue(c: Ctx) -> None:
    rescue_bystanders(c.g, c.player)


PREYY = villain(GROUP, "Preyy", set=SET, attack=3, vp=2, copies=2,
    text="Ambush: each player reveals an Instinct Hero or gains a Wound that was on a Mastermind or Villain. "
    "While Preyy has more than 0 Attack, you can't fight him: instead, spend Attack equal to his Attack to "
    "Wound him and draw a card.",
    ambush=_preyy_ambush, can_defeat=while_attack_above_zero, wound_instead=_draw)

MALICE = villain(GROUP, "Malice", set=SET, attack=4, vp=2, copies=2,
    text="Ambush: return a Wound from the Mastermind and from each Villain to the Wound Stack. While Malice has "
    "more than 0 Attack, you can't fight her: instead, spend Attack equal to her Attack to Wound her and "
    "rescue a Bystander.",
    ambush=_malice_ambush, can_defeat=while_attack_above_zero, wound_instead=_rescue)

BARON_MACABRE = villain(GROUP, "Baron Macabre", set=SET, attack=5, vp=3, copies=2,
    text="Ambush: a Villain from your Victory Pile enters the city. Wound it, then Wound Baron Macabre once for "
    "each VP that Villain is worth.",
    ambush=_baron_ambush)

VENOMM = villain(GROUP, "Venomm", set=SET, attack=9, vp=4, copies=2,
    text="Ambush: Wound Venomm. Each player may discard a card to Wound Venomm again. Escape: choose which "
    "players gain each of Venomm's Wounds, dividing them as evenly as possible.",
    ambush=_venomm_ambush, escape=_venomm_escape)
