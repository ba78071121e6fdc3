"""Fuzz: random games across Mastermind × Scheme × player count, checked as they go (tests/fuzz/checked.py).

CI plays an all-pairs set (tests/fuzz/pairwise.py): every Mastermind × Scheme pair once, at player counts
chosen so that every Mastermind and every Scheme also meets every player count, one random and one greedy
game each. `pytest -m slow tests/fuzz` plays the whole cross-product, ten seeds each (or use `cli simulate`).
"""

from __future__ import annotations

import itertools

import pytest

from legendary_desktop.engine.catalog import catalog
from legendary_desktop.engine.game import Game
from legendary_desktop.setup.randomizer import random_setup
from tests.fuzz.checked import play_checked
from tests.fuzz.pairwise import all_pairs, unmet_pairs

PLAYERS = (2, 3, 4, 5)
FACTORS = (sorted(catalog().masterminds), sorted(catalog().schemes), PLAYERS)
COMBOS = list(itertools.product(FACTORS[0], FACTORS[1]))
CASES = all_pairs(FACTORS)


def play(players: int, mastermind: str, scheme: str, seed: int, greedy: bool = False) -> Game:
    setup = random_setup(players, seed, mastermind=mastermind, scheme=scheme)
    return play_checked(setup, seed, greedy, label=f"{mastermind} / {scheme}, {players} players")


def test_the_ci_cases_meet_every_pair_of_mastermind_scheme_and_player_count():
    assert not unmet_pairs(CASES, FACTORS)
    assert len(CASES) == len(COMBOS)  # the least possible: each Mastermind × Scheme pair once
    for i in range(len(CASES)):  # and each row carries a pair no other row does
        assert unmet_pairs(CASES[:i] + CASES[i + 1:], FACTORS), f"row {i} is not needed"


@pytest.mark.parametrize(("mastermind", "scheme", "players"), CASES)
def test_every_mastermind_scheme_and_player_count_plays_to_the_end(mastermind, scheme, players):
    """CI slice: one random and one greedy game per case of the all-pairs set."""
    index = COMBOS.index((mastermind, scheme))
    play(players, mastermind, scheme, seed=1000 + index * 5 + players)
    play(players, mastermind, scheme, seed=2000 + index * 5 + players, greedy=True)


def test_greedy_players_reach_every_ending():
    """The team-win, Evil Wins and draw paths all occur among a few dozen greedy games."""
    results = set()
    for seed in range(200):  # expansions add Mastermind x Scheme pairs: a draw may take more games to appear
        mastermind, scheme = COMBOS[seed % len(COMBOS)]
        g = play(2 + seed % 4, mastermind, scheme, seed=seed, greedy=True)
        assert g.outcome is not None
        results.add(g.outcome.result)
        if results >= {"team_win", "evil_wins", "draw"}:
            break
    assert results >= {"team_win", "evil_wins", "draw"}  # (and "individual" with a Scheme that says so)


@pytest.mark.slow
@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize(("mastermind", "scheme"), COMBOS)
def test_full_sweep(mastermind, scheme, players):
    for seed in range(1, 11):
        play(players, mastermind, scheme, seed=seed * 7919 + players)
        play(players, mastermind, scheme, seed=seed * 7919 + players, greedy=True)
