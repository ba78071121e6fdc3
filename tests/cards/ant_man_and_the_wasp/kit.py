"""Positions for this set's tests: the game includes the set (its rules apply only in its games)."""

from __future__ import annotations

from typing import Any

from legendary_desktop.engine.game import Game
from legendary_desktop.engine.testkit import answer, position, put

SET_HEROES = ("Ant-Man", "Wasp", "Cassie Lang", "Jentorra", "Janet van Dyne")


def pos(**kw: Any) -> Game:
    """A test position whose Heroes are from this set (so its keywords are in force)."""
    kw.setdefault("heroes", SET_HEROES)
    return position(**kw)


def options(g: Game) -> list[str]:
    assert g.pending is not None
    return [o.label for o in g.pending.options]


def texts(g: Game) -> list[str]:
    assert g.pending is not None
    return [o.text for o in g.pending.options]


def next_turn_reveals(g: Game, *cards: str) -> None:
    """Put cards on top of the Villain Deck (the last named on top) and end the turn: the next player's
    Villain step reveals the top one."""
    for name in cards:
        put(g, name, "villain_deck")
    answer(g, "end")


def by_key(g: Game, key: str) -> int:
    """An instance of a card picked by its catalogue key (for cards that share a name, like Tardigrade)."""
    cdef = g.cat.by_key[key]
    g.cards.append(cdef)
    g.totals[cdef.key] = g.totals.get(cdef.key, 0) + 1
    return len(g.cards) - 1
