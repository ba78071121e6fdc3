"""Positions for this set's tests: the game includes the set (its rules apply only in its games)."""

from __future__ import annotations

from typing import Any

from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import answer, position, put

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


def rescue(g: Game, name: str) -> None:
    """Rescue the named Bystander now (as from Anything for Cassie's Heist), in the active player's turn."""
    g.bystander_stack.append(g.bystander_stack.pop(next(i for i, c in enumerate(g.bystander_stack)
                                                        if g.name(c) == name)))
    put(g, "Anything for Cassie", "hand", player=g.active)
    answer(g, "Play Anything for Cassie")
    put(g, "Scheme Twist", "villain_deck")
    answer(g, "heist")


def by_key(g: Game, key: str) -> int:
    """An instance of a card picked by its catalogue key (for cards that share a name, like Tardigrade)."""
    cdef = g.cat.by_key[key]
    g.cards.append(cdef)
    g.totals[cdef.key] = g.totals.get(cdef.key, 0) + 1
    return len(g.cards) - 1


def only_tactic(g: Game, name: str) -> int:
    """Leave one Tactic under the Mastermind (the others go to the KO pile), so fighting takes it."""
    keep = next(t for t in g.tactics if g.name(t) == name)
    for t in list(g.tactics):
        if t != keep:
            g.tactics.remove(t)
            g.ko_pile.append(t)
    return keep


def drain(g: Game) -> None:
    """Answer remaining decisions (not the main phase) with their first option."""
    while g.pending is not None and g.pending.kind != "action":
        d = g.pending
        if d.kind == "order":
            g.decide([o.label for o in d.options])
        elif d.multi:
            g.decide([o.label for o in d.options[: max(d.min, 1)]])
        else:
            answer(g, d.options[0].label)


def scheme_pos(scheme: str, extras: tuple[str, ...], players: int = 2, seed: int = 1, **kw: Any) -> Game:
    """A position under a Scheme that sets cards aside (listed in `extras`), with an empty hand for player 1."""
    from dataclasses import replace

    from legendary_desktop.engine.positions import clear, default_setup

    setup = default_setup(players, kw.get("mastermind", "Red Skull"), scheme, heroes=SET_HEROES)
    g = Game(replace(setup, extras=extras), seed, first_villain_step=False)
    clear(g, g.players[0].hand)
    g.refresh()
    return g
