"""What a game holds, so it pays only for the rules of the cards in it.

A set registers its rules (Attack and cost modifiers, defeat and recruit rules, main-phase actions)
keyed by its set id, optionally with `needs`: a test of the game's cards saying when the rule can
matter at all (a card with some keyword, a named Scheme, a Villain of some group...).
Without `needs`, a rule matters when any card of its set is in the game. At game start (and again if
a card new to the game comes into it) the game keeps only the rules that can matter: a rule left out
could change nothing in that game, so leaving it out changes no game, only its speed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from legendary_desktop.engine.card import CardDef
    from legendary_desktop.engine.game import Game

#: (the game) -> can this rule matter in it? Asked once per game (and when new cards come in).
Needs = Callable[["Game"], bool]
T = TypeVar("T")

#: registered rule -> its test; rules without one matter whenever their set has a card in the game
_NEEDS: dict[int, Needs] = {}

#: tests may set this False to play every rule of the listed sets (the old behaviour) for comparison
NARROW = True


def note(rule: object, needs: Needs | None) -> None:
    if needs is not None:
        _NEEDS[id(rule)] = needs


def defs(g: Game) -> frozenset[CardDef]:
    """Every distinct card definition in the game, with the Mastermind's other sides."""
    found = set(g.cards)
    found.update(g.mastermind.sides)
    return frozenset(found)


def select(g: Game, registry: dict[str, list[T]], narrow: bool = True) -> list[T]:
    """The rules of the game's listed sets (as its rulebook holds them) that can matter in it, in set and
    registration order (all of them while the game is being built, or when not `narrow`)."""
    registry = g.rulebook.declared(registry)  # only the sets the game plays by
    rules = [r for s in g.setup.sets for r in registry.get(s, ())]
    if not (narrow and NARROW):
        return rules
    sets = g.present_sets
    out = []
    for s in g.setup.sets:
        for rule in registry.get(s, ()):
            needs = _NEEDS.get(id(rule))
            if (needs(g) if needs is not None else s in sets):
                out.append(rule)
    return out


def any_card(test: Callable[[CardDef], Any]) -> Needs:
    return lambda g: any(test(d) for d in g.present_defs)


def with_extra(*keys: str) -> Needs:
    """Some card of the game declares one of these keyword facts (keys of its ``extra``)."""
    wanted = frozenset(keys)
    return lambda g: not wanted.isdisjoint(g.present_index.extras)


def named(*names: str) -> Needs:
    """A card of the game has one of these names or belongs to one of these groups (a Villain group,
    a Mastermind with its Tactics, a Hero)."""
    wanted = frozenset(names)
    return lambda g: not wanted.isdisjoint(g.present_index.names)


@dataclass(frozen=True, slots=True)
class Index:
    """What the game's cards are called and declare, for the `needs` tests (built once per game)."""

    names: frozenset[str]  # card names and group names
    extras: frozenset[str]  # keyword facts some card declares (a truthy ``extra`` entry)


_INDEXES: dict[frozenset[CardDef], Index] = {}  # games of one setup share their cards: indexed once


def index(cards: frozenset[CardDef]) -> Index:
    found = _INDEXES.get(cards)
    if found is not None:
        return found
    names: set[str] = set()
    extras: set[str] = set()
    for d in cards:
        names.add(d.name)
        names.add(d.group)
        extras.update(k for k, v in d.extra.items() if v)
    if len(_INDEXES) > 256:
        _INDEXES.clear()
    found = _INDEXES[cards] = Index(frozenset(names), frozenset(extras))
    return found


def either(*needs: Needs) -> Needs:
    return lambda g: any(n(g) for n in needs)


def sets_of(cards: Iterable[CardDef]) -> frozenset[str]:
    return frozenset(d.set for d in cards)
