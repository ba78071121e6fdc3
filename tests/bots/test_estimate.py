"""The difficulty estimate (bots/estimate.py): deterministic, stops when clear, counts what it says."""

from __future__ import annotations

from legendary_desktop.bots import estimate as est
from legendary_desktop.setup.randomizer import random_setup


def test_same_setup_same_estimate_and_the_cache():
    est._CACHE.clear()
    setup = random_setup(2, 11)
    a = est.estimate(setup, 11, ("human", "strong"), max_games=8)
    est._CACHE.clear()
    b = est.estimate(setup, 11, ("human", "strong"), max_games=8)
    assert a == b and a.stand_ins == ("normal", "normal") and a.finished
    assert est.cached(setup, 11, ("human", "strong")) == b
    assert est.cached(setup, 12, ("human", "strong")) is None  # another seed, another setup's shuffles


def test_wins_are_the_games_the_team_won():
    setup = random_setup(2, 6)
    seeds = est.game_seeds(6, 10)
    expected = sum(est.won(est.play(setup, s, ("normal", "easy"))) for s in seeds)
    est._CACHE.clear()
    e = est.estimate(setup, 6, ("human", "easy"), max_games=10)
    assert (e.games, e.wins) == (10, expected)


def test_it_stops_once_the_interval_is_clear():
    est._CACHE.clear()
    e = est.estimate(random_setup(3, 2), 2, ("human",) * 3, max_games=400)
    assert e.clear and est.MIN_GAMES <= e.games < 400
    low, high = e.interval
    assert (high - low) / 2 <= est.CLEAR


def test_cancel_and_progress():
    est._CACHE.clear()
    seen = []
    e = est.estimate(random_setup(2, 9), 9, ("human", "human"), max_games=50, progress=seen.append,
                     cancelled=lambda: len(seen) >= 3)
    assert not e.finished and e.games == 3 and [s.games for s in seen] == [1, 2, 3]
    assert est.cached(random_setup(2, 9), 9, ("human", "human")) is None
