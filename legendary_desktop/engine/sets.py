"""Card sets as plug-ins, and the rulebook a game plays by.

A set is a package that exports one declarative `SetPlugin` named ``SET``: its id (the folder name under the
reference cards), title, place in release order, and the modules that declare its cards, keywords, rules,
status lines, advice, lessons and help. Those modules declare what they hold when imported, each into the
engine's table for that kind of thing (`declarations`), keyed by the set's id: a declaration is the set's
own data, and declaring it puts nothing in force.

What is in force is a `Rulebook`: the sets of one game (or of the program), built from their plug-ins. A
`Game` plays by the rulebook of its setup's sets, taken from the one it is given or else from the program's
(`program()`: every set package under the program's card package, found by a package scan the first time
anything asks, so the engine works without anyone importing the sets first). The screens read the program's
rulebook; a test may give a game its own (the program's sets and one kept in the tests) and may show it on
the screens for a while with `use`. Nothing has to be forgotten afterwards: a set no rulebook holds counts
nowhere.

The set released first (order 0) is the base game: the one a setup without sets draws from, and the one
older saves and records were played with.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from types import ModuleType
from typing import Any, TypeVar

V = TypeVar("V")

#: the package whose set packages are the program's sets (scanned when the program's rulebook is first asked for)
PROGRAM_SETS = "legendary_desktop.cards"

Parts = tuple[ModuleType, ...]


@dataclass(frozen=True)
class SetPlugin:
    """One card set, declared: what it is called and where it stands, and the modules holding what it adds
    (each declares its part when imported: tests/cards/test_set_plugins.py holds each part to its kind)."""

    id: str
    title: str
    order: int = 99  # release order: 0 is the base game
    cards: Parts = ()
    keywords: Parts = ()
    rules: Parts = ()
    status: Parts = ()
    advice: Parts = ()
    lessons: Parts = ()
    help: Parts = ()


#: every table of declarations (kind -> set id -> what that set declared of it), for `declared_by`
_DECLARATIONS: dict[str, dict[str, Any]] = {}


def declarations(kind: str) -> dict[str, Any]:
    """A new table of one kind of declaration, keyed by set id (a set's entry holds what it declared)."""
    table: dict[str, Any] = {}
    _DECLARATIONS[kind] = table
    return table


def declared_by(set_id: str) -> dict[str, Any]:
    """What a set declared, by kind (for tools and tests)."""
    return {kind: table[set_id] for kind, table in _DECLARATIONS.items() if set_id in table}


class Rulebook:
    """The sets one game (or the program) plays by, in release order: whose declarations count in it."""

    def __init__(self, plugins: Iterable[SetPlugin]) -> None:
        ranked = sorted(plugins, key=lambda p: p.order)  # stable: equal orders keep the given order
        ids = [p.id for p in ranked]
        if len(set(ids)) != len(ids):
            raise ValueError(f"a set given twice: {', '.join(ids)}")
        self.plugins: tuple[SetPlugin, ...] = tuple(ranked)
        #: set id -> display title, in release order (the base game first)
        self.titles: dict[str, str] = {p.id: p.title for p in ranked}
        self._ids = frozenset(ids)
        #: what is worked out once per rulebook (its catalogue: engine/catalog.py)
        self.cache: dict[str, Any] = {}

    def __contains__(self, set_id: object) -> bool:
        return set_id in self._ids

    def __repr__(self) -> str:
        return f"Rulebook({', '.join(self.titles)})"

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(self.titles)

    def plus(self, *plugins: SetPlugin) -> Rulebook:
        """This rulebook with more sets (a test's own set beside the program's)."""
        return Rulebook([*self.plugins, *plugins])

    def only(self, set_ids: Iterable[str]) -> Rulebook:
        """The rulebook of these of its sets (one game's): itself when it holds no others."""
        wanted = frozenset(set_ids)
        if self._ids <= wanted:
            return self
        return Rulebook(p for p in self.plugins if p.id in wanted)

    def base(self) -> str | None:
        """The base game's set id (the first released), or None without sets."""
        return next(iter(self.titles), None)

    def rank(self, set_id: str) -> int:
        """Where a set stands in release order (a set not in the rulebook last)."""
        return list(self.titles).index(set_id) if set_id in self._ids else len(self.titles)

    def declared(self, table: dict[str, V]) -> dict[str, V]:
        """A table of declarations as this rulebook has it: the entries of its sets, in declaration order."""
        ids = self._ids
        return {s: v for s, v in table.items() if s in ids}

    def entries(self, table: Mapping[str, Iterable[V]]) -> list[V]:
        """Everything this rulebook's sets declared of one kind, in declaration order."""
        ids = self._ids
        return [v for s, found in table.items() if s in ids for v in found]


_program: Rulebook | None = None
_loading = False


def discover(package: str = PROGRAM_SETS) -> list[SetPlugin]:
    """The plug-ins of the set packages under `package` (its `plugins()`), imported by name: the engine
    imports no set, it finds them."""
    return list(importlib.import_module(package).plugins())


def program() -> Rulebook:
    """The program's rulebook: every set it ships, loaded the first time anything asks."""
    global _program, _loading
    if _program is None:
        if _loading:
            raise RuntimeError("a set asked for the program's sets while they were being loaded")
        _loading = True
        try:
            _program = Rulebook(discover())
        finally:
            _loading = False
    return _program


@contextmanager
def use(rulebook: Rulebook) -> Iterator[Rulebook]:
    """Make `rulebook` the program's for a while (a test showing its own set on every screen)."""
    global _program
    before = program()
    _program = rulebook
    try:
        yield rulebook
    finally:
        _program = before


class _Titles(Mapping[str, str]):
    """The program's sets: set id -> display title, in release order (read from `program()`)."""

    def __getitem__(self, set_id: str) -> str:
        return program().titles[set_id]

    def __iter__(self) -> Iterator[str]:
        return iter(program().titles)

    def __len__(self) -> int:
        return len(program().titles)

    def __repr__(self) -> str:
        return repr(program().titles)


#: set id -> display title of the program's sets, in the order they were released
TITLES: Mapping[str, str] = _Titles()


def base() -> str | None:
    """The base game's set id (the first released) among the program's sets."""
    return program().base()


def is_base(set_id: str) -> bool:
    return set_id == base()


def rank(set_id: str) -> int:
    """Where a set stands in the program's release order (an unknown set last)."""
    return program().rank(set_id)
