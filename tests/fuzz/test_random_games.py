"""Fuzz: random games across every Mastermind × Scheme × player count, checked after every decision.

A slice runs in CI; `pytest -m slow tests/fuzz` runs the full sweep (or use `cli simulate`).
"""

from __future__ import annotations

import itertools

import pytest

from legendary_desktop.bots import EasyBot, RandomBot
from legendary_desktop.engine.catalog import catalog
from legendary_desktop.engine.decision import IllegalAnswerError
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import conservation_problems
from legendary_desktop.setup.randomizer import random_setup

COMBOS = [(mm, sc) for mm, sc in itertools.product(sorted(catalog().masterminds), sorted(catalog().schemes))]


def play_checked(players: int, mastermind: str, scheme: str, seed: int, greedy: bool = False) -> Game:
    setup = random_setup(players, seed, mastermind=mastermind, scheme=scheme)
    g = Game(setup, seed)
    bot = EasyBot(g, seed) if greedy else RandomBot(seed)
    steps = 0
    while not g.over:
        d = g.pending
        assert d is not None and d.options, "a pending decision always has options"
        assert 0 <= d.player < players
        if steps % 7 == 0:  # a wrong answer is refused and changes nothing
            before = (repr(g.zones()), len(g.answers), g.turn.recruit, g.turn.attack)
            with pytest.raises(IllegalAnswerError):
                g.decide(["no-such-option"] if steps % 2 else [d.options[0].label] * 2)
            assert (repr(g.zones()), len(g.answers), g.turn.recruit, g.turn.attack) == before
        g.decide(bot.answer(d))
        problems = conservation_problems(g)
        assert not problems, f"after decision {steps}: {problems[:3]}"
        steps += 1
        assert steps < 20_000, "the game does not end"
    again = Game.replay(setup, seed, g.answers)
    assert again.zones() == g.zones() and again.outcome == g.outcome
    return g


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize(("mastermind", "scheme"), COMBOS)
def test_every_mastermind_scheme_and_player_count_plays_to_the_end(mastermind, scheme, players):
    """CI slice: one random and one greedy game per Mastermind × Scheme × player count."""
    index = COMBOS.index((mastermind, scheme))
    play_checked(players, mastermind, scheme, seed=1000 + index * 5 + players)
    play_checked(players, mastermind, scheme, seed=2000 + index * 5 + players, greedy=True)


def test_greedy_players_reach_every_ending():
    """The team-win, Evil Wins and draw paths all occur among a few dozen greedy games."""
    results = set()
    for seed in range(200):  # expansions add Mastermind x Scheme pairs: a draw may take more games to appear
        mastermind, scheme = COMBOS[seed % len(COMBOS)]
        g = play_checked(2 + seed % 4, mastermind, scheme, seed=seed, greedy=True)
        assert g.outcome is not None
        results.add(g.outcome.result)
        if results >= {"team_win", "evil_wins", "draw"}:
            break
    assert results >= {"team_win", "evil_wins", "draw"}  # (and "individual" with a Scheme that says so)


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize(("mastermind", "scheme"), COMBOS)
def test_full_sweep(mastermind, scheme, players):
    for seed in range(1, 11):
        play_checked(players, mastermind, scheme, seed=seed * 7919 + players)
        play_checked(players, mastermind, scheme, seed=seed * 7919 + players, greedy=True)
