"""Each set's plug-in (`SET = SetPlugin(...)`, engine/sets.py) says truly what the set is made of: its parts are
modules of its own package, and each kind of part it lists is there exactly when the set declares that kind of
thing (cards in the catalogue, keyword help and rules sections, table status, lessons, computer-player advice)."""

from __future__ import annotations

import importlib
from types import ModuleType

import pytest

from legendary_desktop import cards
from legendary_desktop.engine import advice, keyword_help, lessons, sets, status
from legendary_desktop.engine.catalog import CATALOG
from legendary_desktop.engine.sets import SetPlugin

PROGRAM = sets.program().plugins


def _package(plugin: SetPlugin) -> str:
    return next(m for m in (*plugin.cards, *plugin.help) if m).__name__.rpartition(".")[0]


def _declares(plugin: SetPlugin) -> dict[str, bool]:
    """What the set declared, by the kind of part that declares it."""
    s = plugin.id
    found = sets.declared_by(s)
    return {
        "cards": any(c.set == s for c in CATALOG.all_cards()),
        "help": bool(keyword_help.declared([s]) or keyword_help.rules_sections([s])),
        "status": any(found.get(kind) for kind in ("status lines", "tokens", "piles", "roles", "badges")),
        "lessons": bool(found.get("scenarios")) or any(g.setup.sets == (s,) for g in lessons.GUIDES),
        "advice": any(found.get(kind) for kind in ("action uses", "recruit spends", "losing words")),
    }


def test_the_program_has_its_sets_in_release_order_with_unique_ids():
    ids = [p.id for p in PROGRAM]
    assert ids == list(sets.TITLES) and len(set(ids)) == len(ids) >= 5
    assert [p.order for p in PROGRAM] == sorted(p.order for p in PROGRAM) and PROGRAM[0].order == 0
    assert all(isinstance(importlib.import_module(_package(p)).SET, SetPlugin) for p in PROGRAM)


def _check(plugin: SetPlugin) -> None:
    package = _package(plugin)
    parts: dict[str, tuple[ModuleType, ...]] = {
        "cards": plugin.cards, "keywords": plugin.keywords, "rules": plugin.rules, "status": plugin.status,
        "advice": plugin.advice, "lessons": plugin.lessons, "help": plugin.help}
    for kind, modules in parts.items():
        for m in modules:
            assert isinstance(m, ModuleType) and m.__name__.startswith(package + "."), (kind, m)
    for kind, declared in _declares(plugin).items():
        if kind == "advice":  # a set's advice may sit beside the keyword or rule it is for
            assert declared <= bool(plugin.advice or plugin.keywords or plugin.rules), plugin.id
            assert bool(plugin.advice) <= declared, plugin.id
        elif kind == "status":  # a Scheme's or Mastermind's module may label the piles and roles of its cards
            assert bool(plugin.status) <= declared, plugin.id
        else:
            assert bool(parts[kind]) == declared, f"{plugin.id}: {kind} listed {bool(parts[kind])}, declared {declared}"
    assert plugin.cards and plugin.help and plugin.lessons  # every set has them


@pytest.mark.parametrize("plugin", PROGRAM, ids=lambda p: p.id)
def test_a_sets_parts_are_its_own_modules_and_say_what_it_declares(plugin: SetPlugin):
    _check(plugin)


def test_the_sixth_set_too_and_imported_it_counts_nowhere():
    plugin = cards.load_set("sixth_set")
    _check(plugin)
    assert plugin.id not in sets.program() and plugin.id not in sets.TITLES
    assert advice.spends() == sets.program().entries(advice._SPENDS)
    assert not [b for c in CATALOG.all_cards() if c.set == plugin.id for b in status.badges(c)]
    with sets.use(sets.program().plus(plugin)):  # in a rulebook, its badge shows on its cards
        assert [b for c in CATALOG.all_cards() if c.set == plugin.id for b in status.badges(c)]
