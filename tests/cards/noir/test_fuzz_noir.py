"""Fuzz: every Mastermind × Scheme pair of core + Marvel Noir that includes a Noir card, one short random game
each at varying player counts, checked after every decision (conservation) and replayed at the end."""

from __future__ import annotations

import itertools

from legendary_desktop.bots import EasyBot, RandomBot
from legendary_desktop.engine.catalog import catalog
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import conservation_problems
from legendary_desktop.setup.randomizer import random_setup

SETS = ("core", "noir")


def _pairs() -> list[tuple[str, str]]:
    cat = catalog()
    mms = sorted(m for m in cat.masterminds if cat.set_of[m] in SETS)
    schemes = sorted(s for s in cat.schemes if cat.set_of[s] in SETS)
    return [(m, s) for m, s in itertools.product(mms, schemes) if "noir" in (cat.set_of[m], cat.set_of[s])]


def play_checked(players: int, mastermind: str, scheme: str, seed: int, greedy: bool) -> Game:
    setup = random_setup(players, seed, mastermind=mastermind, scheme=scheme, sets=SETS, epic="random")
    g = Game(setup, seed)
    bot = EasyBot(g, seed) if greedy else RandomBot(seed)
    steps = 0
    while not g.over:
        d = g.pending
        assert d is not None and d.options
        g.decide(bot.answer(d))
        problems = conservation_problems(g)
        assert not problems, f"{mastermind} / {scheme}, seed {seed}, decision {steps}: {problems[:3]}"
        steps += 1
        assert steps < 20_000, "the game does not end"
    again = Game.replay(setup, seed, g.answers)
    assert again.zones() == g.zones() and again.outcome == g.outcome
    return g


def test_every_noir_pair_plays_to_the_end_conserving_cards_and_replaying():
    pairs = _pairs()
    assert len(pairs) == 40  # (4 core + 2 Noir Masterminds) × (8 + 4 Schemes) minus the 4 × 8 core-only pairs
    results = set()
    for i, (mastermind, scheme) in enumerate(pairs):
        for greedy in (False, True):  # a random and a greedy game, at different player counts
            g = play_checked(2 + (i + greedy * 2) % 4, mastermind, scheme, seed=4000 + 2 * i + greedy, greedy=greedy)
            assert g.outcome is not None
            results.add(g.outcome.result)
    assert "individual" in results or "evil_wins" in results
