"""Tune Normal's numbers (bots/weights.py) by self-play: a cross-entropy search over simulated games.

Rerun: `python benchmarks/tune_bots.py --seed 26 --generations 10 --population 12 --games 80`.

Each generation draws `--population` candidate weight vectors from a Gaussian around the current mean
(the first is the mean itself), plays every candidate on the same `--games` random 3-player setups
(half core, half all five sets; every seat Normal), and moves the mean and spread to the best quarter.
A game scores 1 for a team win, else half the share of the Mastermind's Tactics defeated (a smoother
signal than wins alone). At the end the mean is checked against the defaults on `--check` fresh
setups, and written to `legendary_desktop/bots/weights.json` only if it scores higher there; the
whole run (every generation's mean and scores) goes to `docs/tuning-run.json`.

Setups the tuning sees have game seeds in [2**31, 2**32); `bench_bots.py` draws its held-out setups
below 2**31, so no benchmark figure is measured on a setup the tuning saw. Normal decides in well
under a millisecond, so thousands of games are affordable; the evaluation Strong and Expert score
positions with (bots/evaluate.py) would need their own searched games (≈ 30× dearer) and is not tuned.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from legendary_desktop.bots import make_bot, weights
from legendary_desktop.engine.catalog import catalog
from legendary_desktop.engine.game import Game
from legendary_desktop.setup.randomizer import random_setup

ROOT = Path(__file__).resolve().parents[1]
LOG = ROOT / "docs" / "tuning-run.json"
NAMES = tuple(weights.DEFAULTS)
LOW = 2**31  # tuning seeds are at or above this; benchmark seeds below it


def play(task: tuple[dict[str, float], str, int]) -> float:
    """One all-Normal 3-player game with these weights: 1 for a team win, else half the Tactics share."""
    values, sets, seed = task
    weights.use(values)
    setup = (random_setup(3, seed, sets=catalog().sets(), epic="random") if sets == "all"
             else random_setup(3, seed, sets=["core"], epic="off"))
    g = Game(setup, seed)
    tactics = max(1, len(g.tactics))
    bots = [make_bot("normal", g, i, seed + i) for i in range(3)]
    while g.pending is not None:
        g.decide(bots[g.pending.player].answer(g.pending))
    assert g.outcome is not None
    if g.outcome.result == "team_win":
        return 1.0
    return 0.5 * (1 - len(g.tactics) / tactics)


def tasks_for(values: dict[str, float], seeds: list[int]) -> list[tuple[dict[str, float], str, int]]:
    return [(values, "core" if i % 2 == 0 else "all", s) for i, s in enumerate(seeds)]


def score(pool: Any, values: dict[str, float], seeds: list[int]) -> float:
    tasks = tasks_for(values, seeds)
    results = pool.map(play, tasks, chunksize=4) if pool is not None else [play(t) for t in tasks]
    return statistics.fmean(results)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=26)
    parser.add_argument("--generations", type=int, default=10)
    parser.add_argument("--population", type=int, default=12)
    parser.add_argument("--games", type=int, default=80, help="games per candidate per generation")
    parser.add_argument("--check", type=int, default=600, help="fresh games comparing tuned and defaults")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--write", action="store_true", help="write weights.json and the log")
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    start = time.perf_counter()
    mean = [weights.DEFAULTS[n] for n in NAMES]
    sigma = [0.3 * abs(v) + 0.05 for v in mean]
    elite = max(2, args.population // 4)
    log: dict[str, Any] = {"seed": args.seed, "generations": args.generations, "population": args.population,
                           "games_per_candidate": args.games, "defaults": dict(weights.DEFAULTS), "history": []}
    pool = multiprocessing.get_context("fork").Pool(args.jobs) if args.jobs > 1 else None
    games = 0
    for gen in range(args.generations):
        seeds = [rng.randrange(LOW, 2 * LOW) for _ in range(args.games)]
        candidates = [mean] + [[max(0.0, m + s * rng.gauss(0, 1)) for m, s in zip(mean, sigma, strict=True)]
                               for _ in range(args.population - 1)]
        scored = [(score(pool, dict(zip(NAMES, c, strict=True)), seeds), c) for c in candidates]
        games += len(candidates) * len(seeds)
        scored.sort(key=lambda item: -item[0])
        best = [c for _, c in scored[:elite]]
        mean = [statistics.fmean(col) for col in zip(*best, strict=True)]
        sigma = [max(0.02 + 0.05 * abs(m), 0.7 * statistics.pstdev(col) + 0.3 * s)
                 for m, col, s in zip(mean, zip(*best, strict=True), sigma, strict=True)]
        entry = {"generation": gen, "mean_score": round(scored[[c for _, c in scored].index(candidates[0])][0], 4),
                 "best_score": round(scored[0][0], 4), "new_mean": {n: round(v, 4) for n, v in zip(NAMES, mean,
                                                                                               strict=True)}}
        log["history"].append(entry)
        print(json.dumps(entry), file=sys.stderr, flush=True)
    tuned = {n: round(v, 4) for n, v in zip(NAMES, mean, strict=True)}
    check = [rng.randrange(LOW, 2 * LOW) for _ in range(args.check)]
    base_score = score(pool, dict(weights.DEFAULTS), check)
    tuned_score = score(pool, tuned, check)
    games += 2 * len(check)
    n = len(check)
    log.update({"tuned": tuned, "check_games": n, "check_score_defaults": round(base_score, 4),
                "check_score_tuned": round(tuned_score, 4), "games_played": games,
                "seconds": round(time.perf_counter() - start, 1),
                "kept": tuned_score > base_score, "score_se": round(0.5 / math.sqrt(n), 4)})
    if pool is not None:
        pool.close()
    print(json.dumps(log, indent=2))
    if args.write:
        LOG.write_text(json.dumps(log, indent=2) + "\n", encoding="utf-8")
        if tuned_score > base_score:
            weights.FILE.write_text(json.dumps({"source": "benchmarks/tune_bots.py; run logged in docs/tuning-run.json",
                                                "weights": tuned}, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
