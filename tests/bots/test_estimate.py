"""The difficulty estimate (bots/estimate.py): deterministic, stops when clear, counts what it says."""

from __future__ import annotations

import importlib
import itertools
import sys
from pathlib import Path

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


def test_a_strong_table_is_the_normal_games_adjusted_by_the_measured_map():
    est._CACHE.clear()
    setup = random_setup(3, 21)
    normal = est.estimate(setup, 21, ("normal",) * 3, max_games=12)
    strong = est.estimate(setup, 21, ("strong",) * 3, max_games=12)  # the same Normal games, from the cache
    assert (strong.games, strong.wins, strong.stand_ins) == (normal.games, normal.wins, ("normal",) * 3)
    assert normal.rate == normal.measured_rate == strong.measured_rate
    assert strong.rate == est.adjust(est.shrunk(normal.wins, normal.games), 1.0)
    assert strong.rate > normal.rate
    low, high = strong.interval
    assert low < strong.rate < high and (low, high) != normal.interval
    mixed = est.estimate(setup, 21, ("strong", "normal", "human"), max_games=12)
    assert mixed.strong_share == 1 / 3
    assert est.shrunk(normal.wins, normal.games) < mixed.rate < strong.rate


def test_the_map_is_monotone_and_strong_is_above_normal_at_every_rate_shown():
    for games in (est.MIN_GAMES, est.MAX_GAMES):
        rates = [est.shrunk(w, games) for w in range(games + 1)]
        for share in (0.0, 0.25, 0.5, 1.0):
            adjusted = [est.adjust(r, share) for r in rates]
            assert all(a < b for a, b in itertools.pairwise(adjusted))
        for r in rates:
            assert r < est.adjust(r, 0.25) < est.adjust(r, 0.5) < est.adjust(r, 1.0)


def test_the_detail_says_what_was_played_and_what_was_adjusted():
    e = est.Estimate(60, 12, ("normal",) * 3, True, seats=("human", "strong", "strong"))
    assert e.detail() == (f"From 60 games, every seat played by the Normal computer; adjusted for 2 Strong seats "
                          f"of 3 by a map measured on {est.FIT_SETUPS} other setups (the Normal games won 20%); "
                          "a person counted as a Normal computer.")
    every = est.Estimate(60, 12, ("normal",) * 2, False, seats=("strong", "strong"))
    assert "60 games so far" in every.detail() and "adjusted for every seat Strong" in every.detail()
    plain = est.Estimate(60, 12, ("normal", "easy"), True, seats=("normal", "easy"))
    assert plain.detail() == "From 60 games, the seats played by Easy and Normal computers."
    assert plain.rate == 0.2 and e.rate > 0.2


def test_the_fit_finds_the_map_that_made_the_outcomes():
    import random

    cal = _calibrate()
    rng = random.Random(5)
    rows = []
    for _ in range(3000):
        games = 100
        wins = rng.randint(0, games)
        p = est.expit(-0.5 + 0.8 * est.logit(est.shrunk(wins, games)))
        rows.append({"estimate_wins": wins, "estimate_games": games, "strong": [int(rng.random() < p)]})
    a, b = cal.fit(rows)
    assert abs(a + 0.5) < 0.15 and abs(b - 0.8) < 0.1


def test_the_strong_map_is_the_fit_of_the_measured_games():
    cal = _calibrate()
    rows = cal.load(ROOT / "docs" / "estimate-calibration-fit.jsonl")
    assert len(rows) == est.FIT_SETUPS and len({r["index"] for r in rows}) == len(rows)
    a, b = cal.fit(rows)
    assert (round(a, 4), round(b, 4)) == est.STRONG_FIT


ROOT = Path(__file__).resolve().parents[2]


def _calibrate():
    if str(ROOT / "benchmarks") not in sys.path:
        sys.path.insert(0, str(ROOT / "benchmarks"))
    return importlib.import_module("calibrate_estimate")
