"""Paired A/B runs of a computer player on the tuning's setups: one variant per run, compared game by game.

    python benchmarks/ab_bots.py run --games 600 --out base.json
    python benchmarks/ab_bots.py run --games 600 --set E.escape=10 --set E.city_last=9.4 --out esc.json
    python benchmarks/ab_bots.py compare base.json esc.json

`run` plays `--games` random 3-player setups (`--sets core` or `all`, Epic at random over all sets), every
seat `--strength`, with game seeds drawn by `--seed` from the tuning's range (at or above 2**31, like
`tune_bots.py`; `bench_bots.py`'s held-out setups are below it), so a change is chosen on setups the
held-out figures never see. `--set` changes a number for the run: `E.name=value` (the evaluation,
`bots/weights.py E`), `W.name=value` (Normal's numbers) or `module.NAME=value` for a module constant
(`legendary_desktop.bots.strong.MAX_RECRUITS=5`). It writes every game's seed, result, Scheme,
Mastermind, turns and Tactics left, and the results as a 0/1 string.

`compare` counts the games only one of two runs won and gives the exact McNemar test's two-sided p, with
the wins by Scheme: two runs with the same `--seed`, `--sets` and `--strength` play the same setups and
game seeds, so the only difference is the variant.
"""

from __future__ import annotations

import argparse
import importlib
import json
import multiprocessing
import random
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

from legendary_desktop.bots import STRENGTHS, make_bot, weights
from legendary_desktop.bots.seats import RETIRED
from legendary_desktop.engine.game import Game

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_bots import mcnemar, setup_for  # noqa: E402

LOW = 2**31  # the tuning's seeds: at or above this


def apply(overrides: list[str]) -> None:
    """Set each `E.name=value`, `W.name=value` or `module.NAME=value` for this process."""
    for item in overrides:
        target, sep, value = item.partition("=")
        owner, _, name = target.rpartition(".")
        if not sep or not owner:
            raise SystemExit(f"--set {item!r}: expected E.name=value, W.name=value or module.NAME=value")
        if owner in ("E", "W"):
            table = weights.E if owner == "E" else weights.W
            if name not in table:
                raise SystemExit(f"--set {item!r}: {owner} has no number {name!r}")
            table[name] = float(value)
            continue
        module = importlib.import_module(owner)
        if not hasattr(module, name):  # a constant renamed or dropped since (the EXPERT_ names)
            raise SystemExit(f"--set {item!r}: {owner} has no {name!r}")
        current = getattr(module, name)
        setattr(module, name, type(current)(float(value)) if isinstance(current, int | float) else value)


def play(task: tuple[str, str, int]) -> dict[str, Any]:
    sets, strength, seed = task
    g = Game(setup_for(sets, 3, seed), seed)
    tactics = len(g.tactics)
    bots = [make_bot(strength, g, i, seed + i) for i in range(3)]
    t0 = time.process_time()
    while g.pending is not None:
        g.decide(bots[g.pending.player].answer(g.pending))
    assert g.outcome is not None
    return {"seed": seed, "win": g.outcome.result == "team_win", "result": g.outcome.result,
            "scheme": g.scheme.name, "mastermind": g.mm.name, "turns": g.turn_number,
            "tactics": tactics, "tactics_left": len(g.tactics), "cpu": round(time.process_time() - t0, 3)}


def run(args: argparse.Namespace) -> int:
    master = random.Random(args.seed)
    seeds = [master.randrange(LOW, 2**32) for _ in range(args.games)]
    tasks = [(args.sets, args.strength, s) for s in seeds]
    apply(args.set)  # fail early on a bad --set, before any game
    t0 = time.perf_counter()
    with multiprocessing.Pool(args.jobs, initializer=apply, initargs=(args.set,)) as pool:
        games = pool.map(play, tasks, chunksize=2)
    wins = sum(g["win"] for g in games)
    out = {"strength": args.strength, "sets": args.sets, "seed": args.seed, "set": args.set,
           "wins": wins, "games": len(games), "seconds": round(time.perf_counter() - t0, 1),
           "results": "".join("1" if g["win"] else "0" for g in games), "per_game": games}
    Path(args.out).write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")
    variant = " ".join(args.set) or "as is"
    print(f"{args.out}: {wins} / {len(games)} team wins ({args.strength}, {args.sets}, {variant})")
    return 0


def compare(args: argparse.Namespace) -> int:
    a, b = (json.loads(Path(f).read_text(encoding="utf-8")) for f in (args.first, args.second))
    if (a["seed"], a["sets"], a["strength"]) != (b["seed"], b["sets"], b["strength"]):
        raise SystemExit("the two runs played different setups (seed, sets or strength differ)")
    n = min(a["games"], b["games"])
    ra, rb = a["results"][:n], b["results"][:n]
    only_a = sum(x == "1" and y == "0" for x, y in zip(ra, rb, strict=True))
    only_b = sum(x == "0" and y == "1" for x, y in zip(ra, rb, strict=True))
    print(f"{args.first}: {ra.count('1')} / {n}; {args.second}: {rb.count('1')} / {n}; "
          f"only the first won {only_a}, only the second {only_b}; exact McNemar p = {mcnemar(only_a, only_b):.3f}")
    for label, run_ in ((args.first, a), (args.second, b)):
        by = Counter(g["scheme"] for g in run_["per_game"][:n] if g["win"])
        print(f"  {label}: " + ", ".join(f"{k} {v}" for k, v in sorted(by.items())))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    r = sub.add_parser("run", help="play the setups with one variant")
    r.add_argument("--strength", default="strong", choices=(*STRENGTHS, *RETIRED),
                   help="the seats' strength ('expert', the name of earlier runs, plays as strong)")
    r.add_argument("--sets", default="core", choices=("core", "all"))
    r.add_argument("--games", type=int, default=600)
    r.add_argument("--seed", type=int, default=99)
    r.add_argument("--jobs", type=int, default=2)
    r.add_argument("--set", action="append", default=[], help="E.name=value, W.name=value or module.NAME=value")
    r.add_argument("--out", required=True)
    c = sub.add_parser("compare", help="compare two runs game by game")
    c.add_argument("first")
    c.add_argument("second")
    args = parser.parse_args(argv)
    return run(args) if args.command == "run" else compare(args)


if __name__ == "__main__":
    sys.exit(main())
