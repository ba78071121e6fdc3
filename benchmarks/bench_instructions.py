"""The per-set speed ratios counted in machine instructions, not seconds (rerun:
`python benchmarks/bench_instructions.py [--games 6]`). Prints one JSON object. Needs valgrind.

On a shared machine the CPU-time ratios of `bench_engine.py sets` move by 10-20% from one run to the
next, with the load of the other jobs (the same code gave the Ant-Man setup 1.32 of the core anchor with
the test suite on the other core and 1.48 on an idle machine). The number of instructions the
interpreter executes for the same games is the same on every run: this script plays the same setups as
`bench_engine.py sets` (games 3 to 2 + N of each; the first two warm the tables) under valgrind's
callgrind with a fixed hash seed, subtracts a run that stops after the warm-up, and divides by the
decisions. It does not see cache misses, so a setup that touches more memory costs more seconds than
its instructions say; it tells whether a change did less work, exactly, where the clock can't.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
_PLAY = """
import sys
sys.path.insert(0, {bench!r})
from bench_engine import RANDOM_ALL, _games, _play_one
label = RANDOM_ALL if {label!r} == "random" else {label!r}
plan = _games(label, 2 + {games})
for game in plan[:2]:
    _play_one(*game)
if {games}:
    print("decisions", sum(_play_one(*game)[1] for game in plan[2:]))
"""


def _instructions(label: str, games: int) -> tuple[int, int]:
    """(instructions executed, decisions) of one run."""
    code = _PLAY.format(bench=str(ROOT / "benchmarks"), label=label, games=games)
    env = {**os.environ, "PYTHONHASHSEED": "0", "PYTHONPATH": str(ROOT)}
    run = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, "-c", code],
                         capture_output=True, text=True, env=env, check=True)
    found = re.search(r"Collected : ([\d,]+)", run.stderr)
    if found is None:
        raise RuntimeError(f"valgrind printed no instruction count:\n{run.stderr[-2000:]}")
    decisions = re.search(r"decisions (\d+)", run.stdout)
    return int(found.group(1).replace(",", "")), int(decisions.group(1)) if decisions else 0


def per_set(games: int) -> dict[str, object]:
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from bench_engine import SET_SETUPS

    table: dict[str, dict[str, float]] = {}
    for label in [*SET_SETUPS, "random"]:
        base, _ = _instructions(label, 0)
        total, decisions = _instructions(label, games)
        table[label] = {"instructions_per_decision": round((total - base) / decisions),
                        "decisions_per_game": round(decisions / games, 1)}
    anchor = table["core"]["instructions_per_decision"]
    anchor_game = anchor * table["core"]["decisions_per_game"]
    ratios = {f"{label} / core (per decision)": round(row["instructions_per_decision"] / anchor, 3)
              for label, row in table.items() if label not in ("core", "random")}
    random = table["random"]
    ratios["random all sets / core (games per instruction)"] = round(
        anchor_game / (random["instructions_per_decision"] * random["decisions_per_game"]), 3)
    return {"games": games, "table": table, "ratios": ratios}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6)
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        print("valgrind is not installed: this benchmark counts instructions with valgrind's callgrind "
              "(Debian: apt install valgrind).", file=sys.stderr)
        return 2
    print(json.dumps(per_set(args.games), indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
