"""Positions for The Infinity Saga's tests: the set's Heroes in the game, so its rules apply."""

from __future__ import annotations

from typing import Any

from legendary_desktop.engine import values
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import answer, names, position, put

HEROES = ("Wanda & Vision", "Black Panther", "Doctor Strange", "Bruce Banner", "Captain Marvel")


def saga(**kw: Any) -> Game:
    """A position whose Hero Deck is the set's five Heroes (so Phasing, Endgame... are in force)."""
    kw.setdefault("heroes", HEROES)
    return position(**kw)


def villain_deck_size(g: Game, n: int) -> None:
    """Make the Villain Deck hold exactly n cards (extra cards go to the KO pile, missing ones are Bystanders)."""
    deck = g.villain_deck
    while len(deck) > n:
        g.ko_pile.append(deck.pop(0))
    while len(deck) < n:
        deck.insert(0, g.bystander_stack.pop())
    g.refresh()


def endgame(g: Game) -> None:
    villain_deck_size(g, 8 * len(g.players))


def not_endgame(g: Game) -> None:
    villain_deck_size(g, 8 * len(g.players) + 1)


def side(g: Game, name: str, half: str) -> None:
    """Play a Divided Card as the named half."""
    answer(g, f"Play {name}")
    answer(g, next(o.label for o in g.pending.options if o.text.startswith(half)))


AGENTS = ["S.H.I.E.L.D. Agent"] * 6


def reveal_next_turn(g: Game, name: str) -> int:
    """Put a card on the Villain Deck and end player 0's turn: player 1's Villain step reveals it."""
    card = put(g, name, "villain_deck")
    answer(g, "end")
    return card


def wounds(g: Game, player: int) -> int:
    p = g.players[player]
    return names(g, p.hand + p.discard).count("Wound")


def attack_at(g: Game, card: int) -> int:
    space = next(i for i, o in enumerate(g.city) if o is not None and o.card == card)
    return values.occupant_attack(g, g.city[space], space)


__all__ = [
    "AGENTS", "answer", "attack_at", "endgame", "names", "not_endgame", "put", "reveal_next_turn", "saga", "side",
    "villain_deck_size", "wounds",
]
