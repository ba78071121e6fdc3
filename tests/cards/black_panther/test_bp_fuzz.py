"""CI-sized fuzz for Black Panther: every Mastermind side × Scheme pair that includes a card of the set, one
short random game each at a varying player count; conservation after every decision and replay identity."""

from __future__ import annotations

import itertools

import pytest

from legendary_desktop.bots import EasyBot, RandomBot
from legendary_desktop.engine.catalog import catalog
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import conservation_problems
from legendary_desktop.setup.randomizer import random_setup

SET = "black-panther"
SETS = ("core", SET)
MAX_DECISIONS = 2000  # random games end well before this; the cap only bounds a runaway


def _pairs() -> list[tuple[str, bool, str]]:
    cat = catalog()
    masterminds = [m for m in sorted(cat.masterminds) if cat.set_of[m] in SETS]
    schemes = [s for s in sorted(cat.schemes) if cat.set_of[s] in SETS]
    pairs = []
    for mm, scheme in itertools.product(masterminds, schemes):
        if SET not in (cat.set_of[mm], cat.set_of[scheme]):
            continue
        for epic in (False, True) if cat.masterminds[mm].epic is not None else (False,):
            pairs.append((mm, epic, scheme))
    return pairs


PAIRS = _pairs()


def test_every_pair_is_counted() -> None:
    """2 Masterminds × 2 sides × 12 Schemes, plus 4 core Masterminds × 4 Black Panther Schemes."""
    assert len(PAIRS) == 64


@pytest.mark.parametrize(("index", "pair"), list(enumerate(PAIRS)), ids=lambda v: str(v))
def test_short_game_conserves_and_replays(index: int, pair: tuple[str, bool, str]) -> None:
    mastermind, epic, scheme = pair
    players = 2 + index % 4
    seed = 5000 + index
    setup = random_setup(players, seed, mastermind=mastermind, scheme=scheme, sets=SETS, epic=epic)
    g = Game(setup, seed)
    assert (g.mm is g.mastermind.epic) == epic
    bot = EasyBot(g, seed) if index % 3 == 0 else RandomBot(seed)
    for step in range(MAX_DECISIONS):
        if g.over:
            break
        d = g.pending
        assert d is not None and d.options and 0 <= d.player < players
        g.decide(bot.answer(d))
        problems = conservation_problems(g)
        assert not problems, f"after decision {step}: {problems[:3]}"
    assert g.over, "the game does not end"
    again = Game.replay(setup, seed, g.answers)
    assert again.zones() == g.zones() and again.outcome == g.outcome and again.state == g.state
