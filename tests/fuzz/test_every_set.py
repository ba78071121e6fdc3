"""Fuzz, set by set, from the set registry (tests/fuzz/per_set.py says which games and what each checks)."""

from __future__ import annotations

import pytest

from legendary_desktop.engine.catalog import catalog
from tests.fuzz.per_set import PLAYERS, check_set, loaded, pool, set_cases


@pytest.mark.parametrize("set_id", loaded())
def test_each_set_plays_its_epic_sides_and_its_own_cards(set_id: str) -> None:
    check_set(set_id)


def test_the_cases_cover_every_epic_side_and_every_card_group_of_each_set() -> None:
    cat = catalog()
    for set_id in loaded():
        cases = set_cases(set_id)
        drawn = pool(set_id)
        epic_pairs = {(c.mastermind, c.scheme) for c in cases if c.epic}
        assert epic_pairs == {(m, s) for m in cat.masterminds for s in cat.schemes
                              if cat.masterminds[m].epic is not None and cat.set_of[m] in drawn
                              and cat.set_of[s] in drawn and set_id in (cat.set_of[m], cat.set_of[s])}
        front = [c for c in cases if not c.epic]
        assert len(front) >= len(PLAYERS) and all(not c.epic for c in cases[:len(front)])
        for kind, played in (("masterminds", {c.mastermind for c in front}), ("schemes", {c.scheme for c in front}),
                             ("heroes", {h for c in front for h in c.heroes}),
                             ("henchmen", {h for c in front for h in c.henchmen})):
            own = {name for name in getattr(cat, kind) if cat.set_of[name] == set_id}
            assert own <= played, f"{set_id}: {kind} never played: {sorted(own - played)}"
