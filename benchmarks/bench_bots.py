"""Computer players' strength and thinking time (rerun: `python benchmarks/bench_bots.py --games 200`).

Prints one JSON object (and writes it to --out if given):

- team win rate of Easy, Normal and Strong (every seat the same strength) on the same N random
  3-player setups over all five sets (`--sets all`, Epic at random), with a 95% Wilson interval;
- the same on the core set alone;
- the individual-VP share of one Strong seat among two Easy seats (the Strong seat moves round the
  table from game to game), mean with a 95% interval (1/3 would be no better than Easy);
- thinking time per decision on 5-player boards (all sets), Normal and Strong: median and 95th
  percentile, over every decision and over the main-phase ones (Normal) or the ones Strong searched.

Setups and game seeds come from `--seed`; `--jobs` plays games in parallel processes (results do not
depend on it).
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

from legendary_desktop.bots import make_bot
from legendary_desktop.engine.catalog import catalog
from legendary_desktop.engine.decision import ACTION
from legendary_desktop.engine.game import Game
from legendary_desktop.setup.randomizer import random_setup

STRENGTHS = ("easy", "normal", "strong")


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a rate."""
    if n == 0:
        return (0.0, 0.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (round(centre - half, 4), round(centre + half, 4))


def game_seeds(seed: int, n: int) -> list[int]:
    master = random.Random(seed)
    return [master.randrange(2**31) for _ in range(n)]


def setup_for(sets: str, players: int, seed: int) -> Any:
    if sets == "all":
        return random_setup(players, seed, sets=catalog().sets(), epic="random")
    return random_setup(players, seed, sets=["core"], epic="off")


def play(task: tuple[str, tuple[str, ...], int]) -> dict[str, Any]:
    """One game: `sets`, one strength per seat, the game seed. Returns the outcome and thinking times."""
    sets, seats, seed = task
    g = Game(setup_for(sets, len(seats), seed), seed)
    bots = [make_bot(s, g, i, seed + i) for i, s in enumerate(seats)]
    times: list[tuple[float, bool]] = []  # (seconds, searched or main phase)
    while g.pending is not None:
        d = g.pending
        t0 = time.perf_counter()
        answer = bots[d.player].answer(d)
        times.append((time.perf_counter() - t0, getattr(bots[d.player], "searched", d.kind == ACTION)))
        g.decide(answer)
    assert g.outcome is not None
    return {"result": g.outcome.result, "vp": list(g.outcome.vp), "decisions": len(g.answers), "times": times}


def run(tasks: list[tuple[str, tuple[str, ...], int]], jobs: int) -> list[dict[str, Any]]:
    if jobs <= 1:
        return [play(t) for t in tasks]
    with multiprocessing.get_context("fork").Pool(jobs) as pool:
        return pool.map(play, tasks, chunksize=1)


def win_row(results: list[dict[str, Any]], seconds: float) -> dict[str, Any]:
    n = len(results)
    wins = sum(r["result"] == "team_win" for r in results)
    outcomes: dict[str, int] = {}
    for r in results:
        outcomes[r["result"]] = outcomes.get(r["result"], 0) + 1
    return {"games": n, "team_wins": wins, "win_rate": round(wins / n, 4), "ci95": wilson(wins, n),
            "outcomes": outcomes, "seconds_per_game": round(seconds / n, 3)}


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per win-rate row (default 200)")
    parser.add_argument("--jobs", type=int, default=1, help="parallel processes (default 1)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the setups and games (default 1)")
    parser.add_argument("--think-games", type=int, default=4, help="5-player games timed per strength (default 4)")
    parser.add_argument("--rows", default="all,core,share,think", help="which parts to run (default all of them)")
    parser.add_argument("--out", help="also write the JSON here")
    args = parser.parse_args(argv)
    rows = set(args.rows.split(","))
    seeds = game_seeds(args.seed, args.games)
    out: dict[str, Any] = {"games": args.games, "seed": args.seed}
    for sets in ("all", "core"):
        if sets not in rows:
            continue
        for strength in STRENGTHS:
            t0 = time.perf_counter()
            results = run([(sets, (strength,) * 3, s) for s in seeds], args.jobs)
            out[f"{sets}_sets_{strength}" if sets == "all" else f"core_{strength}"] = win_row(
                results, time.perf_counter() - t0)
            print(json.dumps({k: v for k, v in out.items()}), file=sys.stderr)
    if "share" in rows:
        tasks = []
        for i, s in enumerate(seeds):
            seats = ["easy"] * 3
            seats[i % 3] = "strong"
            tasks.append(("all", tuple(seats), s))
        results = run(tasks, args.jobs)
        shares = [r["vp"][i % 3] / sum(r["vp"]) for i, r in enumerate(results) if sum(r["vp"]) > 0]
        mean = statistics.fmean(shares)
        half = 1.96 * statistics.stdev(shares) / math.sqrt(len(shares)) if len(shares) > 1 else 0.0
        out["strong_among_two_easy_vp_share"] = {"games": len(shares), "mean": round(mean, 4),
                                                 "ci95": (round(mean - half, 4), round(mean + half, 4)),
                                                 "team_win_rate": round(sum(r["result"] == "team_win" for r in results)
                                                                        / len(results), 4)}
    if "think" in rows:
        for strength in ("normal", "strong"):
            results = run([("all", (strength,) * 5, s) for s in seeds[: args.think_games]], args.jobs)
            every = [t for r in results for t, _ in r["times"]]
            # Strong: the decisions it searched; Normal: every main-phase decision
            main_phase = [t for r in results for t, action in r["times"] if action]
            which = "searched" if strength == "strong" else "main_phase"
            out[f"think_5p_{strength}_ms"] = {
                "decisions": len(every),
                "median": round(1000 * statistics.median(every), 3),
                "p95": round(1000 * percentile(every, 0.95), 3),
                f"{which}_decisions": len(main_phase),
                f"{which}_median": round(1000 * statistics.median(main_phase), 3),
                f"{which}_p95": round(1000 * percentile(main_phase, 0.95), 3),
            }
    text = json.dumps(out, indent=2)
    print(text)
    if args.out:
        Path(args.out).write_text(text + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
