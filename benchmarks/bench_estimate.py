"""How long the wizard's difficulty estimate takes: CPU seconds until the estimate is clear (or at its game
limit), over random 3-player setups, core set and all sets, every seat a person (so Normal plays each).

    python benchmarks/bench_estimate.py [--setups 10] [--seed 1]

Prints the median and the largest time, and the games played; the estimate itself runs on one thread.
"""

from __future__ import annotations

import argparse
import statistics
import time

from legendary_desktop.bots import estimate as est
from legendary_desktop.engine.catalog import catalog
from legendary_desktop.setup.randomizer import random_setup


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--setups", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for label, sets in (("core", ("core",)), ("all sets", catalog().sets())):
        times, games, clear = [], [], 0
        for i in range(args.setups):
            seed = args.seed * 1000 + i
            setup = random_setup(3, seed, sets=sets, epic="random" if len(sets) > 1 else "off")
            est._CACHE.clear()
            start = time.process_time()
            e = est.estimate(setup, seed, ("human",) * 3)
            times.append(time.process_time() - start)
            games.append(e.games)
            clear += e.clear
        print(f"{label}: median {statistics.median(times):.2f} s, max {max(times):.2f} s CPU; "
              f"games median {statistics.median(games):.0f} (max {max(games)}); clear {clear}/{args.setups}")


if __name__ == "__main__":
    main()
