"""Test-only card definitions that prove engine capabilities before any set's card uses them.

They live in a copy of the catalogue (`positions.catalog_with`), never in the real one.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from legendary_desktop.engine import sets
from legendary_desktop.engine.card import AVENGERS, CardDef, HeroClass, Kind, MastermindDef, SchemeDef
from legendary_desktop.engine.sets import Rulebook, SetPlugin

TEST = "test"


def hero(name: str, *, cost: int = 3, classes: HeroClass = HeroClass.STRENGTH, group: str = "Test Hero",
         copies: int = 1, on_play: Callable[..., Any] | None = None, **facts: Any) -> CardDef:
    return CardDef(set=TEST, kind=Kind.HERO, group=group, name=name, cost=cost, classes=classes,
                   team=AVENGERS, copies=copies, text="Test card.", on_play=on_play, **facts)


def hero_group(*cards: CardDef) -> list[CardDef]:
    """A Hero group of 14 cards: the given ones, filled up with plain 1-copy cards."""
    group = list(cards)
    n = sum(c.copies for c in group)
    for i in range(14 - n):
        group.append(hero(f"Filler {i}", cost=2))
    return group


def villain(name: str, attack: int = 3, vp: int = 2, group: str = "Test Villains", copies: int = 8,
            **facts: Any) -> CardDef:
    return CardDef(set=TEST, kind=Kind.VILLAIN, group=group, name=name, attack=attack, vp=vp, copies=copies,
                   text="Test Villain.", **facts)


def mastermind(name: str = "Test Lord", attack: int = 6, *, epic: CardDef | None = None,
               back: CardDef | None = None, **hooks: Any) -> MastermindDef:
    card = CardDef(set=TEST, kind=Kind.MASTERMIND, group=name, name=name, attack=attack, vp=5,
                   text="Test Mastermind.", on_strike=hooks.pop("strike", None))
    tactics = [CardDef(set=TEST, kind=Kind.TACTIC, group=name, name=f"{name} Tactic {i}", vp=5,
                       text="Test Tactic.") for i in range(4)]
    return MastermindDef(card, tactics, "HYDRA", False, epic=epic, back=back, **hooks)


def side(name: str, attack: int, strike: Callable[..., Any] | None = None) -> CardDef:
    return CardDef(set=TEST, kind=Kind.MASTERMIND, group="Test Lord", name=name, attack=attack, vp=5,
                   text="Test side.", on_strike=strike)


def scheme(name: str = "Test Scheme", twists: int = 8, on_twist: Callable[..., Any] | None = None,
           evil_wins: Callable[..., Any] | None = None, **fields: Any) -> SchemeDef:
    card = CardDef(set=TEST, kind=Kind.SCHEME, group=name, name=name, text="Test Scheme.")
    return SchemeDef(card=card, twists=lambda players: twists, on_twist=on_twist or (lambda c: None),
                     evil_wins=evil_wins or (lambda g: None), **fields)


def with_test_set() -> Rulebook:
    """The program's sets and the test set: the rulebook of a game whose test-only cards bring rules of their
    own (registered under `TEST`)."""
    return sets.program().plus(SetPlugin(id=TEST, title="Test set"))
