"""Special Bystanders, shuffled into the Bystander Stack of games with this set. Each has a Rescue ability."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.cards.ant_man_and_the_wasp.keywords import SET, add_restricted_recruit, has_size_changing
from legendary_desktop.cards.dsl import generic
from legendary_desktop.engine import advice, fight, peek, values
from legendary_desktop.engine.card import Effect, Kind
from legendary_desktop.engine.choices import choose_card, choose_one, order_cards
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.decision import Decision

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game


def rescuer(g: Game, card: int) -> int:
    return next((p.index for p in g.players if card in p.victory_pile), g.active)


def _jimmy_woo(c: Ctx, where: str) -> Effect:
    if where != "rescue":
        return
    g = c.g
    player = rescuer(g, c.card)
    p = g.players[player]
    cards = peek.look(g, p.deck, 2, owner=player)
    if not cards:
        return
    left = (player + 1) % len(g.players)
    named = yield from choose_one(g, left, "Close-up magic: name one of these cards",
                                  [(f"name:{x}", g.name(x)) for x in cards], source="Agent Jimmy Woo")
    name = g.name(int(named.partition(":")[2]))
    shown = g.rng.choice(cards)
    g.log("rescue", f"Agent Jimmy Woo reveals {g.name(shown)}: \"Is this your card?\"", shown)
    rest = list(cards)
    if g.name(shown) == name:
        rest.remove(shown)
        g.limbo.remove(shown)
        p.hand.append(shown)
    order = yield from order_cards(g, player, rest, "Put the rest back on your deck in any order (first on top)",
                                   source="Agent Jimmy Woo")
    peek.put_back(g, p.deck, order, [])


def _jimmy_woo_advice(g: Game, d: Decision) -> advice.Advice | None:
    """The computer on the left names the card most likely shown: a name both cards share (certain),
    else the dearer card (the better draw for the teammate)."""
    if not d.labels or not all(label.startswith("name:") for label in d.labels):
        return None
    cards = [int(label.partition(":")[2]) for label in d.labels]
    names = [g.name(c) for c in cards]
    best = max(range(len(cards)), key=lambda i: (names.count(names[i]), g.cards[cards[i]].cost))
    chance = names.count(names[best]) / len(cards)
    return d.labels[best], f"{names[best]}: shown with a chance of {chance:.0%}, and the better card to draw"


advice.register("Agent Jimmy Woo", _jimmy_woo_advice)


AGENT_JIMMY_WOO = generic(Kind.BYSTANDER, "Agent Jimmy Woo", set=SET, copies=2, vp=1, on_arrive=_jimmy_woo,
                          text="Rescue: close-up magic. Reveal the top two cards of your deck; the player on your left "
                          "names one. One of them is revealed at random: if it's the named card, draw it. Put the rest "
                          "back in any order.")


def _maggie(c: Ctx, where: str) -> Effect:
    if where != "rescue":
        return
    g = c.g
    player = rescuer(g, c.card)
    p = g.players[player]
    cheap = [x for x in p.discard if g.cards[x].cost <= 2]
    pick = yield from choose_card(g, player, cheap, "Maggie Lang: you may return a card costing 2 or less to your hand",
                                  optional=True, source="Maggie Lang")
    if pick is not None:
        p.discard.remove(pick)
        p.hand.append(pick)


MAGGIE_LANG = generic(Kind.BYSTANDER, "Maggie Lang", set=SET, copies=2, vp=1, on_arrive=_maggie,
                      text="Rescue: you may return a card that costs 2 or less from your discard pile to your hand.")


def _paxton(c: Ctx, where: str) -> Effect:
    if where != "rescue":
        return
    g = c.g
    henchmen = [occ.card for occ in g.city if occ is not None and g.cards[occ.card].kind is Kind.HENCHMAN
                and fight.defeat_blocked(g, g.active, occ.card) is None]
    pick = yield from choose_card(g, g.active, henchmen, "Officer Jim Paxton: you may defeat a Henchman",
                                  optional=True, source="Officer Jim Paxton")
    if pick is not None:
        space = next(i for i, occ in enumerate(g.city) if occ is not None and occ.card == pick)
        yield from fight.defeat_villain(g, space)


OFFICER_JIM_PAXTON = generic(Kind.BYSTANDER, "Officer Jim Paxton", set=SET, copies=1, vp=1, on_arrive=_paxton,
                             text="Rescue: you may defeat a Henchman.")


def _small_or_shrinking(g: Game, card: int) -> bool:
    return values.hero_cost(g, card) <= 2 or has_size_changing(g, card)


def _young_cassie(c: Ctx, where: str) -> None:
    if where == "rescue":
        add_restricted_recruit(c.g, 2, _small_or_shrinking, "to recruit a Hero costing 2 or less or with Size-Changing")


YOUNG_CASSIE_LANG = generic(Kind.BYSTANDER, "Young Cassie Lang", set=SET, copies=2, vp=1, on_arrive=_young_cassie,
                            text="Rescue: +2 Recruit, usable only to recruit a Hero that costs 2 or less or has "
                            "Size-Changing.")
