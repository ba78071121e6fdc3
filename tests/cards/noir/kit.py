"""Helpers for Marvel Noir tests: positions in games that play with the set."""

from __future__ import annotations

from typing import Any

from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import position


def noir_position(**kw: Any) -> Game:
    """A prepared position (engine/positions.py) in a game with Marvel Noir (its rules apply only then): X-Men
    Noir joins the
    Villain groups unless a Noir Mastermind, Scheme or group is already chosen."""
    villains = list(kw.pop("villains", None) or [])
    if not any("Noir" in v or "Freak" in v for v in villains) and kw.get("mastermind") not in (
        "Charles Xavier, Professor of Crime", "The Goblin, Underworld Boss"
    ) and kw.get("scheme") not in ("Find the Split Personality Killer", "Silence the Witnesses",
                                   "Five Families of Crime", "Hidden Heart of Darkness"):
        villains.append("X-Men Noir")
    g = position(villains=villains or None, **kw)
    assert "noir" in g.setup.sets
    return g


def drive(effect: Any, prefer: int | None = None, labels: tuple[str, ...] = ()) -> None:
    """Run an effect outside the turn loop, answering each decision with its first option(s)
    (or the option for card `prefer`, or one of `labels`, when there is one)."""
    decision = next(effect, None)
    while decision is not None:
        chosen = [o for o in decision.options if (prefer is not None and o.card == prefer) or o.label in labels]
        if not chosen:
            chosen = decision.options[: max(decision.min, 1)]
            if decision.kind == "top_bottom":
                cards = list(dict.fromkeys(o.card for o in decision.options))
                chosen = [next(o for o in decision.options if o.card == c) for c in cards]
        try:
            decision = effect.send(chosen)
        except StopIteration:
            return


def fresh(g: Game, name: str) -> int:
    """A new instance of the named card, held in limbo (as if just revealed)."""
    from legendary_desktop.engine.positions import put

    card = put(g, name, "ko")
    g.ko_pile.remove(card)
    g.limbo.append(card)
    return card


def enter(g: Game, name: str, space: int = 0) -> int:
    """The named Villain enters the city (its Ambush resolves, first options answered)."""
    from legendary_desktop.engine import city

    card = fresh(g, name)
    drive(city.enter(g, card, space))
    return card


def fight(g: Game, card: int) -> None:
    """The active player fights this city Villain (the Attack is given), answering with first options."""
    from legendary_desktop.engine import city
    from legendary_desktop.engine import fight as fighting

    space = city.find_space(g, card)
    assert space is not None
    g.turn.attack += 99
    drive(fighting.fight_villain(g, space), prefer=None)
