"""Fuzz: every Mastermind × Scheme pair with a card of this set, one short random game each (2-5 players),
conservation after every decision and replay identity."""

from __future__ import annotations

import itertools

import pytest

from legendary_desktop.bots import EasyBot, RandomBot
from legendary_desktop.engine.catalog import catalog
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import conservation_problems
from legendary_desktop.setup.randomizer import random_setup

SET = "ant-man-and-the-wasp"
SETS = ("core", SET)
MAX_DECISIONS = 1500


def _pairs() -> list[tuple[str, str]]:
    cat = catalog()
    if SET not in cat.sets():
        return []
    masterminds = sorted(m for m in cat.masterminds if cat.set_of[m] in SETS)
    schemes = sorted(s for s in cat.schemes if cat.set_of[s] in SETS)
    return [(m, s) for m, s in itertools.product(masterminds, schemes) if SET in (cat.set_of[m], cat.set_of[s])]


PAIRS = _pairs()


def test_the_pairs_are_every_one_with_a_set_card() -> None:
    assert len(PAIRS) == 52


@pytest.mark.parametrize(("mastermind", "scheme"), PAIRS)
def test_short_random_game(mastermind: str, scheme: str) -> None:
    index = PAIRS.index((mastermind, scheme))
    players = 2 + index % 4
    seed = 4000 + index
    setup = random_setup(players, seed, mastermind=mastermind, scheme=scheme, sets=SETS, epic="random")
    g = Game(setup, seed)
    bot = EasyBot(g, seed) if index % 3 == 0 else RandomBot(seed)
    steps = 0
    while not g.over and steps < MAX_DECISIONS:
        d = g.pending
        assert d is not None and d.options and 0 <= d.player < players
        g.decide(bot.answer(d))
        problems = conservation_problems(g)
        assert not problems, f"after decision {steps}: {problems[:3]}"
        steps += 1
    again = Game.replay(setup, seed, g.answers)
    assert again.zones() == g.zones() and again.outcome == g.outcome
