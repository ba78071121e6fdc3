"""Measure the difficulty estimate's calibration (bots/estimate.py): fit the map from the Normal stand-in's
win rate to Strong seats' win rate on one set of random setups, and check the estimate on another.

    PYTHONPATH=. python benchmarks/calibrate_estimate.py fit --setups 200 --seed 1 --out calib-fit.jsonl
    PYTHONPATH=. python benchmarks/calibrate_estimate.py validate --setups 200 --seed 2 --out calib-validate.jsonl

Each setup is drawn as the wizard's random setups are: 2-5 players, every set, Epic at random. For each,
the estimate the wizard would make for a table of computers (Normal stand-ins; `est.estimate`, its own
seeds and stopping rule), then fresh games with other shuffles played by the real strengths: `--strong-games`
with every seat Strong and `--normal-games` with every seat Normal. One JSON line per setup is appended to
`--out` as it finishes, so a stopped run resumes where it stopped (the setups depend only on `--seed`).

`fit` then fits `logit(Strong's rate) = A + B * logit(Normal estimate)` by maximum likelihood on the Strong
games' outcomes and prints A and B (to be copied into bots/estimate.py as `STRONG_FIT`), and checks the
fitting itself by cross-fitting: each setup's all-Strong estimate made by a map fitted on the other folds.
`validate` compares, on its own setups, the mean estimate the module gives today (with its constants) to
the rate the real strengths won, for all-Normal and all-Strong tables, overall and by player count.
`--report` only reads the file.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import time
from pathlib import Path

from legendary_desktop.bots import estimate as est
from legendary_desktop.setup.randomizer import random_setup


def draw(seed: int, index: int) -> tuple[int, int]:
    """The `index`th setup of a run: (players, setup seed)."""
    rng = random.Random(f"calibrate-{seed}-{index}")
    return rng.randint(2, 5), rng.getrandbits(40)


def measure_seeds(setup_seed: int, strength: str, count: int) -> list[int]:
    """Shuffles for the real strengths' games: not the estimate's own (`est.game_seeds`)."""
    rng = random.Random(f"calibrate-measure-{strength}-{setup_seed}")
    return [rng.getrandbits(48) for _ in range(count)]


def one_setup(seed: int, index: int, strong_games: int, normal_games: int) -> dict[str, object]:
    players, setup_seed = draw(seed, index)
    setup = random_setup(players, setup_seed, epic="random")
    start = time.process_time()
    e = est.estimate(setup, setup_seed, ("normal",) * players)
    est._CACHE.clear()
    estimate_cpu = time.process_time() - start
    results: dict[str, list[int]] = {}
    cpu: dict[str, float] = {"estimate": round(estimate_cpu, 3)}
    for strength, count in (("normal", normal_games), ("strong", strong_games)):
        start = time.process_time()
        results[strength] = [int(est.won(est.play(setup, s, (strength,) * players)))
                             for s in measure_seeds(setup_seed, strength, count)]
        cpu[strength] = round(time.process_time() - start, 3)
    return {"index": index, "players": players, "setup_seed": setup_seed, "epic": setup.epic,
            "estimate_games": e.games, "estimate_wins": e.wins, "normal": results["normal"],
            "strong": results["strong"], "cpu": cpu}


def load(path: Path) -> list[dict]:
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def collect(args: argparse.Namespace) -> list[dict]:
    path = Path(args.out)
    rows = load(path)
    done = {r["index"] for r in rows}
    for index in range(args.setups):
        if index in done:
            continue
        row = one_setup(args.seed, index, args.strong_games, args.normal_games)
        with path.open("a") as f:
            f.write(json.dumps(row) + "\n")
        rows.append(row)
        print(f"{index}: {row['players']}p estimate {row['estimate_wins']}/{row['estimate_games']} "
              f"normal {row['normal']} strong {row['strong']} cpu {row['cpu']}", flush=True)
    return [r for r in rows if r["index"] < args.setups]


def fit(rows: list[dict]) -> tuple[float, float]:
    """Maximum-likelihood logistic regression of each Strong game's outcome on the logit of the setup's
    Normal estimate (Newton's method, two parameters)."""
    xs, ys = [], []
    for r in rows:
        x = est.logit(est.shrunk(r["estimate_wins"], r["estimate_games"]))
        for y in r["strong"]:
            xs.append(x)
            ys.append(y)
    a, b = 0.0, 1.0
    for _ in range(50):
        ga = gb = haa = hab = hbb = 0.0
        for x, y in zip(xs, ys, strict=True):
            p = 1 / (1 + math.exp(-(a + b * x)))
            w = p * (1 - p)
            ga += y - p
            gb += (y - p) * x
            haa += w
            hab += w * x
            hbb += w * x * x
        det = haa * hbb - hab * hab
        da = (hbb * ga - hab * gb) / det
        db = (haa * gb - hab * ga) / det
        a, b = a + da, b + db
        if abs(da) + abs(db) < 1e-10:
            break
    return a, b


def strong_estimate(row: dict, fit_: tuple[float, float]) -> float:
    """The estimate an all-Strong table of this setup is shown, with the map `fit_`."""
    return est.adjust(est.shrunk(row["estimate_wins"], row["estimate_games"]), 1.0, fit_)


def crossfit(rows: list[dict], folds: int) -> dict[int, tuple[float, float]]:
    """For each setup, a map fitted on the other folds' setups (fold: index modulo `folds`)."""
    maps = {k: fit([r for r in rows if r["index"] % folds != k]) for k in range(folds)}
    return {r["index"]: maps[r["index"] % folds] for r in rows}


def compare(rows: list[dict], estimates: list[float], strength: str) -> dict[str, object]:
    """The mean estimate against the rate the real `strength` won in the same setups."""
    wins = sum(sum(r[strength]) for r in rows)
    games = sum(len(r[strength]) for r in rows)
    low, high = est.wilson(wins, games)
    # each setup's own rate (its games pooled) against its estimate; with one game a setup the mean of the
    # rates is the pooled rate
    rates = [sum(r[strength]) / len(r[strength]) for r in rows]
    diffs = [e - v for e, v in zip(estimates, rates, strict=True)]
    n = len(diffs)
    dm = sum(diffs) / n
    half = est.Z * math.sqrt(sum((d - dm) ** 2 for d in diffs) / (n - 1) / n)
    return {"setups": n, "mean_estimate": round(sum(estimates) / n, 4), "wins": wins, "games": games,
            "measured": round(wins / games, 4), "wilson": [round(low, 4), round(high, 4)],
            "difference": round(dm, 4), "difference_interval": [round(dm - half, 4), round(dm + half, 4)]}


def report(rows: list[dict], maps: dict[int, tuple[float, float]] | None) -> dict[str, object]:
    """All-Normal tables (the stand-ins' own rate) and all-Strong tables (adjusted by `maps[index]`, or by
    the module's `STRONG_FIT` when None), overall and by player count."""
    def strong_map(r: dict) -> tuple[float, float]:
        return est.STRONG_FIT if maps is None else maps[r["index"]]

    out: dict[str, object] = {"setups": len(rows)}
    for label, part in [("all", rows)] + [(f"{p} players", [r for r in rows if r["players"] == p])
                                          for p in sorted({r["players"] for r in rows})]:
        if len(part) < 2:
            continue
        normal = [r["estimate_wins"] / r["estimate_games"] for r in part]
        strong = [strong_estimate(r, strong_map(r)) for r in part]
        out[label] = {"normal": compare(part, normal, "normal"), "strong": compare(part, strong, "strong")}
    out["cpu_seconds"] = {k: round(sum(r["cpu"][k] for r in rows), 1) for k in ("estimate", "normal", "strong")}
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("mode", choices=("fit", "validate"))
    parser.add_argument("--setups", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", required=True)
    parser.add_argument("--strong-games", type=int, default=1)
    parser.add_argument("--normal-games", type=int, default=4)
    parser.add_argument("--folds", type=int, default=10, help="fit: the cross-fitted check's folds")
    parser.add_argument("--report", action="store_true", help="only read --out, play nothing")
    args = parser.parse_args()
    rows = [r for r in load(Path(args.out)) if r["index"] < args.setups] if args.report else collect(args)
    if args.mode == "fit":
        a, b = fit(rows)
        print(json.dumps({"setups": len(rows), "strong_games": sum(len(r["strong"]) for r in rows),
                          "A": round(a, 4), "B": round(b, 4)}))
        print(f"cross-fitted, {args.folds} folds (each setup's Strong estimate by a map fitted without it):")
        show(report(rows, crossfit(rows, args.folds)))
    else:
        print(f"with bots/estimate.py's STRONG_FIT = {est.STRONG_FIT}:")
        show(report(rows, None))


def show(result: dict[str, object]) -> None:
    for key, value in result.items():
        print(f"{key}: {json.dumps(value)}")


if __name__ == "__main__":
    main()
