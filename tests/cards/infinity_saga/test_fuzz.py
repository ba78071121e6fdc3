"""Fuzz: every Mastermind side × Scheme pair with a card of The Infinity Saga, one random game each.

Conservation is checked after every decision; the game must replay to the same position."""

from __future__ import annotations

import itertools

import pytest

from legendary_desktop.bots import RandomBot
from legendary_desktop.engine.catalog import catalog
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import assert_conserved
from legendary_desktop.setup.randomizer import random_setup

SET = "infinity-saga"
SETS = ("core", SET)


def _pairs() -> list[tuple[str, bool, str]]:
    cat = catalog()
    if SET not in cat.sets():
        return []
    sides = [(name, epic) for name, mm in sorted(cat.masterminds.items()) if cat.set_of[name] in SETS
             for epic in ((False, True) if mm.epic is not None else (False,))]
    schemes = sorted(s for s in cat.schemes if cat.set_of[s] in SETS)
    return [(mm, epic, sc) for (mm, epic), sc in itertools.product(sides, schemes)
            if SET in (cat.set_of[mm], cat.set_of[sc])]


PAIRS = _pairs()


def test_every_pair_with_a_card_of_the_set_is_covered():
    assert len(PAIRS) == 64  # (Thanos, Ebony Maw) × 2 sides × 12 Schemes + 4 core Masterminds × 4 Schemes


@pytest.mark.parametrize(("mastermind", "epic", "scheme"), PAIRS)
def test_random_game(mastermind: str, epic: bool, scheme: str) -> None:
    index = PAIRS.index((mastermind, epic, scheme))
    players = 2 + index % 4
    seed = 7000 + index
    setup = random_setup(players, seed, mastermind=mastermind, scheme=scheme, sets=SETS, epic=epic)
    assert setup.epic == epic
    g = Game(setup, seed)
    bot = RandomBot(seed)
    steps = 0
    while not g.over:
        assert g.pending is not None and g.pending.options
        g.decide(bot.answer(g.pending))
        assert_conserved(g)
        steps += 1
        assert steps < 20_000, "the game does not end"
    again = Game.replay(setup, seed, g.answers)
    assert again.zones() == g.zones() and again.outcome == g.outcome
