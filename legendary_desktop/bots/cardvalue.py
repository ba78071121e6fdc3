"""What a card is worth to a player, from what that player may see: shared by Normal, Strong and the Hint.

`power` is how much a card adds to a hand (Recruit plus Attack, with an allowance for its ability);
`keep_value` ranks a player's own cards for "discard / KO one" (Wounds and starters first).
"""

from __future__ import annotations

from collections.abc import Iterable

from legendary_desktop.bots.weights import W
from legendary_desktop.engine.card import CardDef, Kind
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.scoring import all_cards_of

STARTER_POWER = 1.0
OFFICER_POWER = 2.0


def power(cdef: CardDef) -> float:
    """Recruit plus Attack a card adds to a hand; a Hero's ability counts as what its cost pays for."""
    kind = cdef.kind
    if kind is Kind.WOUND:
        return 0.0
    if kind is Kind.STARTER:
        return STARTER_POWER
    if kind is Kind.OFFICER:
        return OFFICER_POWER
    if kind is not Kind.HERO:
        return 0.0
    printed = float((cdef.attack or 0) + (cdef.recruit or 0))
    if cdef.on_play is not None or cdef.attack_plus or cdef.recruit_plus:
        printed += W["ability"]
    return max(printed, W["cost_slope"] * cdef.cost + W["cost_base"])


def attack_share(cdef: CardDef) -> float:
    """The part of a card's power that is Attack (0..1)."""
    a, r = cdef.attack or 0, cdef.recruit or 0
    if a + r == 0:
        return 0.5
    return a / (a + r)


def keep_value(g: Game, card: int) -> float:
    """How much a player wants to keep one of their cards (lowest goes first when discarding or KOing)."""
    cdef = g.cards[card]
    if cdef.kind is Kind.WOUND:
        return -2.0
    if cdef.kind is Kind.STARTER:
        return 0.3 + 0.1 * bool(cdef.attack)
    if cdef.kind is Kind.BYSTANDER:
        return 1.0 + cdef.vp
    if cdef.is_villain or cdef.kind in (Kind.TACTIC, Kind.MASTERMIND):
        return 1.0 + cdef.vp
    return power(cdef)


def is_weak(g: Game, card: int) -> bool:
    """A Wound or a starting card: glad to be rid of it."""
    return g.cards[card].kind in (Kind.WOUND, Kind.STARTER)


def mean_power(g: Game, cards: Iterable[int]) -> float:
    cards = list(cards)
    if not cards:
        return STARTER_POWER
    return sum(power(g.cards[c]) for c in cards) / len(cards)


def own_cards(g: Game, player: int) -> list[int]:
    """Every card a player owns (they know which cards these are, if not their order)."""
    return all_cards_of(g, player)


def deck_cards(g: Game, player: int) -> list[int]:
    """The cards a player draws from: every card they own outside their Victory Pile."""
    victory = g.players[player].victory_pile
    return [c for c in all_cards_of(g, player) if c not in victory]


def recruit_gain(g: Game, player: int, hero: int, deck_mean: float | None = None) -> float:
    """How much recruiting this Hero improves the player's deck: its power over the deck's mean power,
    a little more for the resource the deck lacks and for classes and teams it already plays."""
    cdef = g.cards[hero]
    mine = own_cards(g, player)
    mean = mean_power(g, mine) if deck_mean is None else deck_mean
    gain = power(cdef) - mean
    attack = sum(g.cards[c].attack or 0 for c in mine)
    recruit = sum(g.cards[c].recruit or 0 for c in mine)
    share = attack_share(cdef)
    if attack < recruit:  # a deck short of Attack can't fight: Attack is worth more
        gain += W["short_attack"] * share
    elif recruit < attack:
        gain += W["short_recruit"] * (1 - share)
    if cdef.classes or cdef.team:
        same = sum(1 for c in mine if (g.cards[c].classes & cdef.classes) or
                   (cdef.team and g.cards[c].team == cdef.team and g.cards[c].kind is Kind.HERO))
        gain += W["synergy"] * min(same, 5)
    return gain
