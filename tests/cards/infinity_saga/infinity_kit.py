"""Positions for The Infinity Saga's tests: the set's Heroes in the game, so its rules apply."""

from __future__ import annotations

from typing import Any

from legendary_desktop.engine.game import Game
from legendary_desktop.engine.testkit import answer, position, put

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


__all__ = ["answer", "endgame", "not_endgame", "put", "saga", "side", "villain_deck_size"]
