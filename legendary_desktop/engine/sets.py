"""The card sets the program knows: each set's id and title in release order, registered by whoever
loads the sets (`legendary_desktop/cards` for the program's own, a test for its own set). The engine,
setup, bots and UI read this registry and name no set.

The set released first (order 0) is the base game: the one a setup without sets draws from, and the one
older saves and records were played with. The other registries a set fills (its keywords, badges, status
lines, rules, lessons, advice) are keyed by set id or listed here (`keyed`, `on_forget`), so `forget`
takes a set out of all of them again (a test's own set, when the test is done).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

D = TypeVar("D", bound=dict[str, Any])

#: set id -> display title, in release order (the base game first)
TITLES: dict[str, str] = {}
_ORDER: dict[str, int] = {}
_KEYED: list[dict[str, Any]] = []  # registries keyed by set id
_FORGETTERS: list[Callable[[str], None]] = []  # registries that forget a set their own way


def register(set_id: str, title: str, order: int = 99) -> None:
    """A set is loaded: `title` names it; `order` places it among the others (release order)."""
    _ORDER[set_id] = order
    TITLES[set_id] = title
    ranked = sorted(TITLES.items(), key=lambda item: _ORDER[item[0]])  # stable: equal orders by arrival
    TITLES.clear()
    TITLES.update(ranked)


def base() -> str | None:
    """The base game's set id (the first released), or None while no set is loaded."""
    return next(iter(TITLES), None)


def is_base(set_id: str) -> bool:
    return set_id == base()


def rank(set_id: str) -> int:
    """Where a set stands in release order (an unknown set last)."""
    return list(TITLES).index(set_id) if set_id in TITLES else len(TITLES)


def keyed(registry: D) -> D:
    """Declare a registry keyed by set id (returned as given), so `forget` empties a set's entry."""
    _KEYED.append(registry)
    return registry


def on_forget(forget_set: Callable[[str], None]) -> None:
    """`forget_set(set_id)` takes a set out of a registry not keyed by set id."""
    _FORGETTERS.append(forget_set)


def forget(set_id: str) -> None:
    """Take a set out of every registry (for a set loaded only for a while, as a test's own set)."""
    TITLES.pop(set_id, None)
    _ORDER.pop(set_id, None)
    for registry in _KEYED:
        registry.pop(set_id, None)
    for forget_set in _FORGETTERS:
        forget_set(set_id)
