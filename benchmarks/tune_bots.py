"""Tune the computer players' numbers (bots/weights.py) by self-play: a cross-entropy search over games.

Rerun: `python benchmarks/tune_bots.py --seed 26 --generations 10 --population 12 --games 80` (Normal's
numbers, `W`), or `... --target evaluation --seed 27 --generations 5 --population 8 --games 90 --check
300 --jobs 2` (how Strong scores positions, `E`; every seat the search Strong is built on, looking to the
end of its own turn: `strong.one_turn`, as the run was made).

Each generation draws `--population` candidate weight vectors from a Gaussian around the current mean
(the first is the mean itself), plays every candidate on the same `--games` random 3-player setups
(Normal: half core, half all five sets; evaluation: two core to one of all sets, as a searched game
over all sets costs about 2.5 core ones), and moves the mean and spread to the best quarter.
A game scores 1 for a team win, else half the share of the Mastermind's Tactics defeated (a smoother
signal than wins alone). At the end the mean is checked against the defaults on `--check` fresh
setups, and written to `legendary_desktop/bots/weights.json` only if it scores higher there; the
whole run (every generation's mean and scores) goes to `docs/tuning-run.json`.

Setups the tuning sees have game seeds in [2**31, 2**32); `bench_bots.py` draws its held-out setups
below 2**31, so no benchmark figure is measured on a setup the tuning saw. Normal decides in well
under a millisecond, so thousands of games are affordable; a game of Strong seats costs about 30×
more (0.9 s of one core on the core set), so the evaluation's runs are smaller.
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
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from legendary_desktop.bots import make_bot, weights
from legendary_desktop.bots.strong import one_turn
from legendary_desktop.engine.catalog import catalog
from legendary_desktop.engine.game import Game
from legendary_desktop.setup.randomizer import random_setup

ROOT = Path(__file__).resolve().parents[1]
LOW = 2**31  # tuning seeds are at or above this; benchmark seeds below it


@dataclass(frozen=True)
class Target:
    """What a run tunes: the numbers, where their log goes, the seats' strength, the share of core games."""

    section: str  # in weights.json
    values: dict[str, float]  # the live dict the players read (weights.W or weights.E)
    defaults: dict[str, float]
    log: Path
    strength: str  # a strength, or "one-turn": the search Strong is built on, to the end of its own turn
    core_every: int  # one game in this many is over all five sets


TARGETS = {
    "normal": Target("weights", weights.W, weights.DEFAULTS, ROOT / "docs" / "tuning-run.json", "normal", 2),
    "evaluation": Target("evaluation", weights.E, weights.EVAL_DEFAULTS, ROOT / "docs" / "tuning-eval-run.json",
                         "one-turn", 3),
}


def play(task: tuple[str, dict[str, float], str, int]) -> float:
    """One 3-player game with these numbers: 1 for a team win, else half the Tactics share."""
    target_name, values, sets, seed = task
    target = TARGETS[target_name]
    weights.use(values, target.values)
    setup = (random_setup(3, seed, sets=catalog().sets(), epic="random") if sets == "all"
             else random_setup(3, seed, sets=["core"], epic="off"))
    g = Game(setup, seed)
    tactics = max(1, len(g.tactics))
    bots = [one_turn(g, i, seed + i) if target.strength == "one-turn" else make_bot(target.strength, g, i, seed + i)
            for i in range(3)]
    while g.pending is not None:
        g.decide(bots[g.pending.player].answer(g.pending))
    assert g.outcome is not None
    if g.outcome.result == "team_win":
        return 1.0
    return 0.5 * (1 - len(g.tactics) / tactics)


def tasks_for(target: str, values: dict[str, float], seeds: list[int]) -> list[tuple[str, dict[str, float], str, int]]:
    every = TARGETS[target].core_every
    return [(target, values, "all" if i % every == every - 1 else "core", s) for i, s in enumerate(seeds)]


def score(pool: Any, target: str, values: dict[str, float], seeds: list[int]) -> float:
    tasks = tasks_for(target, values, seeds)
    results = pool.map(play, tasks, chunksize=4) if pool is not None else [play(t) for t in tasks]
    return statistics.fmean(results)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", choices=sorted(TARGETS), default="normal",
                        help="Normal's numbers, or the evaluation Strong searches with")
    parser.add_argument("--seed", type=int, default=26)
    parser.add_argument("--generations", type=int, default=10)
    parser.add_argument("--population", type=int, default=12)
    parser.add_argument("--games", type=int, default=80, help="games per candidate per generation")
    parser.add_argument("--check", type=int, default=600, help="fresh games comparing tuned and defaults")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--write", action="store_true", help="write weights.json and the log")
    args = parser.parse_args(argv)
    target = TARGETS[args.target]
    names = tuple(target.defaults)
    rng = random.Random(args.seed)
    start = time.perf_counter()
    mean = [target.defaults[n] for n in names]
    sigma = [0.3 * abs(v) + 0.05 for v in mean]
    elite = max(2, args.population // 4)
    log: dict[str, Any] = {"target": args.target, "seed": args.seed, "generations": args.generations,
                           "population": args.population, "games_per_candidate": args.games,
                           "defaults": dict(target.defaults), "history": []}
    pool = multiprocessing.get_context("fork").Pool(args.jobs) if args.jobs > 1 else None
    games = 0
    for gen in range(args.generations):
        seeds = [rng.randrange(LOW, 2 * LOW) for _ in range(args.games)]
        candidates = [mean] + [[max(0.0, m + s * rng.gauss(0, 1)) for m, s in zip(mean, sigma, strict=True)]
                               for _ in range(args.population - 1)]
        scored = [(score(pool, args.target, dict(zip(names, c, strict=True)), seeds), c) for c in candidates]
        games += len(candidates) * len(seeds)
        scored.sort(key=lambda item: -item[0])
        best = [c for _, c in scored[:elite]]
        mean = [statistics.fmean(col) for col in zip(*best, strict=True)]
        sigma = [max(0.02 + 0.05 * abs(m), 0.7 * statistics.pstdev(col) + 0.3 * s)
                 for m, col, s in zip(mean, zip(*best, strict=True), sigma, strict=True)]
        entry = {"generation": gen, "mean_score": round(scored[[c for _, c in scored].index(candidates[0])][0], 4),
                 "best_score": round(scored[0][0], 4), "new_mean": {n: round(v, 4) for n, v in zip(names, mean,
                                                                                               strict=True)}}
        log["history"].append(entry)
        print(json.dumps(entry), file=sys.stderr, flush=True)
    tuned = {n: round(v, 4) for n, v in zip(names, mean, strict=True)}
    check = [rng.randrange(LOW, 2 * LOW) for _ in range(args.check)]
    base_score = score(pool, args.target, dict(target.defaults), check)
    tuned_score = score(pool, args.target, tuned, check)
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
        target.log.write_text(json.dumps(log, indent=2) + "\n", encoding="utf-8")
        if tuned_score > base_score:
            data = json.loads(weights.FILE.read_text(encoding="utf-8"))
            data[target.section] = tuned
            data["source"] = ("benchmarks/tune_bots.py; runs logged in docs/tuning-run.json (weights) and "
                              "docs/tuning-eval-run.json (evaluation)")
            weights.FILE.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
