"""Skrulls: the Villain group (8 cards)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.cards.dsl import villain
from legendary_desktop.engine import hq
from legendary_desktop.engine.card import Effect
from legendary_desktop.engine.choices import choose_card
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.verbs import ko_your_heroes

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game
    from legendary_desktop.engine.state import Occupant

SET = "core"


def _paibok_fight(c: Ctx) -> Effect:
    """Choose a Hero in the HQ for each player (all from the HQ as it is now), then each gains theirs."""
    g = c.g
    chosen: list[tuple[int, int]] = []
    for player in g.player_order():
        left = [h for h in hq.heroes(g) if h not in {card for _, card in chosen}]
        card = yield from choose_card(g, c.player, left, f"Paibok: choose a Hero in the HQ for "
                                      f"{g.players[player].name} to gain", source="Paibok the Power Skrull")
        if card is not None:
            chosen.append((player, card))
    for player, card in chosen:
        hq.gain_from_hq(g, player, card)


def _hide_hero(c: Ctx, card: int) -> None:
    """Take a Hero out of the HQ (refilling it) and put it under this Skrull."""
    if c.occupant is None:
        return
    hq.take(c.g, card)
    c.occupant.under.append(card)
    c.g.log("ambush", f"{c.cdef.name} takes {c.g.name(card)} from the HQ.", card)


def _veranke_ambush(c: Ctx) -> Effect:
    g = c.g
    heroes = hq.heroes(g)
    if not heroes or c.occupant is None:
        return
    top = max(g.cards[h].cost for h in heroes)
    card = yield from choose_card(g, g.active, [h for h in heroes if g.cards[h].cost == top],
                                  "Skrull Queen Veranke: choose the highest-cost Hero to put under her",
                                  source="Skrull Queen Veranke")
    if card is not None:
        _hide_hero(c, card)


def _shapeshifters_ambush(c: Ctx) -> None:
    heroes = hq.heroes(c.g)
    if heroes:
        _hide_hero(c, heroes[-1])


def _gain_hero_under(c: Ctx) -> None:
    """The Hero under the Skrull (waiting in limbo) goes to the fighting player."""
    if c.occupant is None:
        return
    g = c.g
    for card in c.occupant.under:
        if card in g.limbo and g.cards[card].is_hero:
            g.gain(c.player, card)
            g.log("gain", f"{g.players[c.player].name} gains {g.name(card)}.", card)


def _cost_under(g: Game, occ: Occupant) -> int:
    """Attack equal to the cost of the Hero under this Skrull."""
    return sum(g.cards[x].cost for x in occ.under if g.cards[x].is_hero)


def _super_skrull_fight(c: Ctx) -> Effect:
    for player in c.g.player_order():
        yield from ko_your_heroes(c.g, player, 1, source="Super-Skrull")


PAIBOK_THE_POWER_SKRULL = villain('Skrulls', 'Paibok the Power Skrull', set=SET, attack=8, vp=3, copies=1,
    text="Fight: for each player, pick a Hero in the HQ; that player gains it.",
    fight=_paibok_fight)

SKRULL_QUEEN_VERANKE = villain('Skrulls', 'Skrull Queen Veranke', set=SET, attack='*', vp=4, copies=1,
    text="Ambush: the costliest Hero in the HQ goes under her; her Attack equals its cost. Fight: gain that Hero.",
    ambush=_veranke_ambush, fight=_gain_hero_under, attack_bonus=_cost_under)

SKRULL_SHAPESHIFTERS = villain('Skrulls', 'Skrull Shapeshifters', set=SET, attack='*', vp=2, copies=3,
    text="Ambush: the rightmost Hero in the HQ goes under them; their Attack equals its cost. "
    "Fight: gain that Hero.",
    ambush=_shapeshifters_ambush, fight=_gain_hero_under, attack_bonus=_cost_under)

SUPER_SKRULL = villain('Skrulls', 'Super-Skrull', set=SET, attack=4, vp=2, copies=3,
    text="Fight: each player KOs one of their Heroes.",
    fight=_super_skrull_fight)
