"""Computer players' strength and thinking time (rerun: `python benchmarks/bench_bots.py --games 500`).

Prints one JSON object (and writes it to --out if given):

- team win rate of each strength (every seat the same strength) on the same N random 3-player setups
  over all five sets (Epic at random), with a 95% Wilson interval, and every game's result in order
  (`wins`: "1" a team win, "0" not), so a later run on the same seeds can be compared game by game;
- the same on the core set alone;
- head to head: each strength against the one below it on the same setups, the games only one of the
  two won counted each way, and the exact McNemar test's two-sided p-value (row `h2h`);
- the top strength's team win rate on 2- and 5-player core setups (row `sizes`);
- the individual-VP share of one Strong seat among two Easy seats (the Strong seat moves round the
  table from game to game), mean with a 95% interval (1/3 would be no better than Easy);
- thinking time per decision on 5-player boards (all sets), Normal and Strong: median, 95th
  and 99th percentile in CPU seconds of the process (`time.process_time`: one core's work, whatever
  else the machine runs), over every decision and over the main-phase ones (Normal) or the ones
  searched.

Setups and game seeds come from `--seed` and are below 2**31; the tuning run (`tune_bots.py`) only
ever plays seeds at or above 2**31, so every figure here is on setups the tuning never saw. `--jobs`
plays games in parallel processes (results do not depend on it); `--strengths` limits the rows;
`--start K` plays only the setups from index K on, so a row of K games can be extended to `--games N`
without replaying the first K (a game's result depends only on its seed: join the 'wins' strings).
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import multiprocessing
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from legendary_desktop.bots import STRENGTHS, make_bot
from legendary_desktop.engine.catalog import catalog
from legendary_desktop.engine.decision import ACTION
from legendary_desktop.engine.game import Game
from legendary_desktop.setup.randomizer import random_setup


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a rate."""
    if n == 0:
        return (0.0, 0.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (round(centre - half, 4), round(centre + half, 4))


def mcnemar(only_first: int, only_second: int) -> float:
    """The exact McNemar test: two-sided p-value that the games only one of two players won split this
    unevenly by chance (a binomial test on the discordant pairs at one half)."""
    n = only_first + only_second
    if n == 0:
        return 1.0
    k = min(only_first, only_second)
    tail = sum(math.comb(n, i) for i in range(k + 1)) / 2**n
    return min(1.0, 2 * tail)


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
    times: list[tuple[float, bool]] = []  # (CPU seconds, searched or main phase)
    while g.pending is not None:
        d = g.pending
        t0 = time.process_time()
        answer = bots[d.player].answer(d)
        times.append((time.process_time() - t0, getattr(bots[d.player], "searched", d.kind == ACTION)))
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
            "outcomes": outcomes, "seconds_per_game": round(seconds / n, 3),
            "wins": "".join("1" if r["result"] == "team_win" else "0" for r in results)}


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per win-rate row (default 200)")
    parser.add_argument("--jobs", type=int, default=1, help="parallel processes (default 1)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the setups and games (default 1)")
    parser.add_argument("--think-games", type=int, default=4, help="5-player games timed per strength (default 4)")
    parser.add_argument("--rows", default="all,core,h2h,sizes,share,think",
                        help="which parts to run (default all of them)")
    parser.add_argument("--strengths", default=",".join(STRENGTHS), help="which strengths (default all)")
    parser.add_argument("--start", type=int, default=0,
                        help="play the setups from this index on (default 0): with the same --seed, extends "
                             "an earlier run of --games START to --games N, the 'wins' strings joined in order")
    parser.add_argument("--out", help="also write the JSON here")
    args = parser.parse_args(argv)
    rows = set(args.rows.split(","))
    strengths = [s for s in STRENGTHS if s in args.strengths.split(",")]
    seeds = game_seeds(args.seed, args.games)[args.start:]
    out: dict[str, Any] = {"games": len(seeds), "seed": args.seed, "start": args.start}
    won: dict[tuple[str, str], list[bool]] = {}
    for sets in ("core", "all"):
        if sets not in rows:
            continue
        for strength in strengths:
            t0 = time.perf_counter()
            results = run([(sets, (strength,) * 3, s) for s in seeds], args.jobs)
            won[(sets, strength)] = [r["result"] == "team_win" for r in results]
            out[f"{sets}_sets_{strength}" if sets == "all" else f"core_{strength}"] = win_row(
                results, time.perf_counter() - t0)
            print(json.dumps({k: v for k, v in out.items()}), file=sys.stderr)
    if "h2h" in rows:
        for sets in ("all", "core"):
            for lower, upper in itertools.pairwise(strengths):
                if (sets, lower) not in won or (sets, upper) not in won:
                    continue
                pairs = list(zip(won[(sets, upper)], won[(sets, lower)], strict=True))
                only_upper = sum(u and not lo for u, lo in pairs)
                only_lower = sum(lo and not u for u, lo in pairs)
                out[f"h2h_{sets}_{upper}_over_{lower}"] = {
                    "games": len(pairs), f"only_{upper}": only_upper, f"only_{lower}": only_lower,
                    "mcnemar_p": round(mcnemar(only_upper, only_lower), 5)}
    if "sizes" in rows and strengths:
        top = strengths[-1]
        for players in (2, 5):
            t0 = time.perf_counter()
            results = run([("core", (top,) * players, s) for s in seeds], args.jobs)
            out[f"core_{players}p_{top}"] = win_row(results, time.perf_counter() - t0)
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
        for strength in [s for s in ("normal", "strong") if s in strengths]:
            results = run([("all", (strength,) * 5, s) for s in seeds[: args.think_games]], args.jobs)
            every = [t for r in results for t, _ in r["times"]]
            # Strong: the decisions it searched; Normal: every main-phase decision
            main_phase = [t for r in results for t, action in r["times"] if action]
            which = "main_phase" if strength == "normal" else "searched"
            out[f"think_5p_{strength}_cpu_ms"] = {
                "decisions": len(every),
                "median": round(1000 * statistics.median(every), 3),
                "p95": round(1000 * percentile(every, 0.95), 3),
                f"{which}_decisions": len(main_phase),
                f"{which}_median": round(1000 * statistics.median(main_phase), 3),
                f"{which}_p95": round(1000 * percentile(main_phase, 0.95), 3),
                f"{which}_p99": round(1000 * percentile(main_phase, 0.99), 3),
                f"{which}_max": round(1000 * max(main_phase), 3),
            }
    text = json.dumps(out, indent=2)
    print(text)
    if args.out:
        Path(args.out).write_text(text + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
