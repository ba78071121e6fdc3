"""Measure the difficulty estimate's calibration (bots/estimate.py): fit the map from the Normal stand-in's
win rate to Strong seats' win rate on one set of random setups, and check the estimate on another.

    python benchmarks/calibrate_estimate.py fit --setups 200 --seed 1 --out calib-fit.jsonl
    python benchmarks/calibrate_estimate.py validate --setups 200 --seed 2 --out calib-validate.jsonl

Each setup is drawn as the wizard's random setups are: 2-5 players, every set, Epic at random. For each,
the estimate the wizard would make for a table of computers (Normal stand-ins; `est.estimate`, its own
seeds and stopping rule), then fresh games with other shuffles played by the real strengths: `--strong-games`
with every seat Strong and `--normal-games` with every seat Normal. One JSON line per setup is appended to
`--out` as it finishes, so a stopped run resumes where it stopped (the setups depend only on `--seed`).

`fit` then fits `logit(Strong's rate) = A + B * logit(Normal estimate)` by maximum likelihood on the Strong
games' outcomes and prints A and B (to be copied into bots/estimate.py as `STRONG_FIT`). `validate`
compares, on its own setups, the mean estimate the module gives today (with its constants) to the rate
the real strengths won, for all-Normal and all-Strong tables. `--report` only reads the file.
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


def report(rows: list[dict]) -> dict[str, object]:
    out: dict[str, object] = {"setups": len(rows)}
    for strength in ("normal", "strong"):
        estimates, wins, games = [], 0, 0
        for r in rows:
            raw = est.Estimate(r["estimate_games"], r["estimate_wins"], ("normal",) * r["players"], True,
                               seats=(strength,) * r["players"])
            estimates.append(raw.rate)
            wins += sum(r[strength])
            games += len(r[strength])
        mean = sum(estimates) / len(estimates)
        low, high = est.wilson(wins, games)
        # the setups differ: an interval over setups (each setup's own rate, its games pooled) is the
        # honest one when setups have several games; with one game a setup the two agree
        per_setup = [sum(r[strength]) / len(r[strength]) for r in rows if r[strength]]
        m = sum(per_setup) / len(per_setup)
        sd = math.sqrt(sum((v - m) ** 2 for v in per_setup) / (len(per_setup) - 1))
        half = est.Z * sd / math.sqrt(len(per_setup))
        diffs = [e - v for e, v in zip(estimates, per_setup, strict=True)]
        dm = sum(diffs) / len(diffs)
        dsd = math.sqrt(sum((d - dm) ** 2 for d in diffs) / (len(diffs) - 1))
        out[strength] = {"mean_estimate": round(mean, 4), "wins": wins, "games": games,
                         "measured": round(wins / games, 4), "wilson": [round(low, 4), round(high, 4)],
                         "measured_by_setup": round(m, 4),
                         "by_setup_interval": [round(m - half, 4), round(m + half, 4)],
                         "difference": round(dm, 4),
                         "difference_interval": [round(dm - est.Z * dsd / math.sqrt(len(diffs)), 4),
                                                 round(dm + est.Z * dsd / math.sqrt(len(diffs)), 4)]}
    by_players: dict[int, list[int]] = {}
    for r in rows:
        by_players.setdefault(r["players"], []).append(r["index"])
    out["players"] = {p: len(v) for p, v in sorted(by_players.items())}
    cpu = {k: round(sum(r["cpu"][k] for r in rows), 1) for k in ("estimate", "normal", "strong")}
    out["cpu_seconds"] = cpu
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("mode", choices=("fit", "validate"))
    parser.add_argument("--setups", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", required=True)
    parser.add_argument("--strong-games", type=int, default=1)
    parser.add_argument("--normal-games", type=int, default=4)
    parser.add_argument("--report", action="store_true", help="only read --out, play nothing")
    args = parser.parse_args()
    rows = [r for r in load(Path(args.out)) if r["index"] < args.setups] if args.report else collect(args)
    if args.mode == "fit":
        a, b = fit(rows)
        print(json.dumps({"setups": len(rows), "strong_games": sum(len(r["strong"]) for r in rows),
                          "A": round(a, 4), "B": round(b, 4)}))
    print(json.dumps(report(rows), indent=1))


if __name__ == "__main__":
    main()
