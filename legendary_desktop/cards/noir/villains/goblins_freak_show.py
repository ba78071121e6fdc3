"""Goblin's Freak Show: the Villain group (8 cards). A `*` on their Attack: they hide behind Hidden Witnesses."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from legendary_desktop.cards.dsl import villain
from legendary_desktop.cards.noir import witnesses
from legendary_desktop.cards.noir.rules import FREAK_SHOW, freak_show_in_city, is_bystander
from legendary_desktop.engine import city, values
from legendary_desktop.engine.card import STRENGTH, Effect
from legendary_desktop.engine.choices import choose_card, choose_one
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.verbs import gain_wound, ko_your_heroes

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game
    from legendary_desktop.engine.state import Occupant

SET = "noir"


def _captures(n: int) -> Callable[[Ctx], None]:
    def ambush(c: Ctx) -> None:
        witnesses.capture_hidden(c.g, c.card, n)

    return ambush


def _vulture_fight(c: Ctx) -> Effect:
    g = c.g
    for other in g.other_players(c.player):
        p = g.players[other]
        held = [b for b in p.victory_pile if is_bystander(g.cards[b])]
        if held:
            pick = yield from choose_one(g, other, f"{p.name}: Vulture — KO a Bystander from your Victory Pile "
                                         "or gain a Wound?", [("ko", "KO a Bystander"), ("wound", "Gain a Wound")],
                                         source="Vulture, Carnival Cannibal")
            if pick == "ko":
                card = yield from choose_card(g, other, held, f"{p.name}: KO a Bystander from your Victory Pile",
                                              source="Vulture, Carnival Cannibal")
                assert card is not None
                g.ko(card)
                continue
        yield from gain_wound(g, other)


def _vulture_escape(c: Ctx) -> Effect:
    for player in c.g.player_order():
        yield from gain_wound(c.g, player)


def _chameleon_fight(c: Ctx) -> Effect:
    """The top card of the Villain Deck feeding the Chameleon's space is revealed; a Villain enters that space."""
    g = c.g
    space = c.space if c.space is not None else 0
    deck = next((d for d in g.villain_decks if d.space == space), g.villain_decks[0])
    if not deck.cards:
        return
    top = deck.cards[-1]
    g.log("reveal", f"The Chameleon reveals {g.name(top)} from the top of the {deck.name}.", top)
    if g.is_villain(top):
        yield from city.enter(g, top, space)


def _kraven_ambush(c: Ctx) -> None:
    g = c.g
    n = sum(1 for h in g.hq if h is not None and values.hero_cost(g, h) >= 7)
    witnesses.capture_hidden(g, c.card, n)


def _kraven_attack(g: Game, occ: Occupant) -> int:
    costs = [values.hero_cost(g, h) for h in g.hq if h is not None]
    return max(costs, default=0)


def _ox_ambush(c: Ctx) -> None:
    g = c.g
    for other in g.other_players(c.player):
        p = g.players[other]
        if g.has_class(other, STRENGTH):
            g.log("reveal", f"{p.name} reveals a Strength Hero.")
            continue
        held = [b for b in p.victory_pile if is_bystander(g.cards[b])]
        if held:
            card = held[g.rng.randrange(len(held))]
            witnesses.hide(g, c.card, card)
            g.log("capture", f"Ox captures a random Bystander from {p.name}'s Victory Pile as a Hidden Witness.",
                  c.card)


def _montana_ambush(c: Ctx) -> None:
    for card in freak_show_in_city(c.g):
        witnesses.capture_hidden(c.g, card, 1)


def _fancy_dan_fight(c: Ctx) -> Effect:
    yield from ko_your_heroes(c.g, c.player, 1, source="Fancy Dan")


VULTURE = villain(FREAK_SHOW, "Vulture, Carnival Cannibal", set=SET, attack=5, vp=3, copies=2, star=True,
    text="Ambush: Vulture captures 2 Hidden Witnesses. Fight: each other player KOs a Bystander from their "
    "Victory Pile or gains a Wound. Escape: each player gains a Wound.",
    ambush=_captures(2), fight=_vulture_fight, escape=_vulture_escape)

CHAMELEON = villain(FREAK_SHOW, "The Chameleon", set=SET, attack=4, vp=2, copies=2, star=True,
    text="Ambush: the Chameleon captures a Hidden Witness. Fight: reveal the top card of the Villain Deck; "
    "a Villain enters the city space the Chameleon was in.",
    ambush=_captures(1), fight=_chameleon_fight)

KRAVEN = villain(FREAK_SHOW, "Kraven, Animal Trainer", set=SET, attack="*", vp=3, copies=1, star=True,
    text="Kraven's Attack is the cost of the most expensive Hero in the HQ. Ambush: Kraven captures a Hidden "
    "Witness for each Hero in the HQ that costs 7 or more.",
    ambush=_kraven_ambush, attack_bonus=_kraven_attack)

OX = villain(FREAK_SHOW, "Ox", set=SET, attack=5, vp=3, copies=1, star=True,
    text="Ambush: each other player reveals a Strength Hero or Ox captures a random Bystander from their "
    "Victory Pile as a Hidden Witness.",
    ambush=_ox_ambush)

MONTANA = villain(FREAK_SHOW, "Montana", set=SET, attack=4, vp=2, copies=1, star=True,
    text="Ambush: each Goblin's Freak Show Villain in the city captures a Hidden Witness.",
    ambush=_montana_ambush)

FANCY_DAN = villain(FREAK_SHOW, "Fancy Dan", set=SET, attack=1, vp=2, copies=1, star=True,
    text="Ambush: Fancy Dan captures 3 Hidden Witnesses. Fight: KO one of your Heroes.",
    ambush=_captures(3), fight=_fancy_dan_fight)
