"""How long Statistics takes to open over a long history, and how much memory it needs.

    python benchmarks/bench_history.py [GAMES]      (default 100000)

Writes a history of GAMES finished-game records (made from real games, with the names,
sets and scores varied), then times: the first open (no summary yet: the log is streamed
once and the summary written), an open with the summary fresh, an open after one more game
was appended, the Statistics window itself (offscreen Qt), and the wizard's read of the last
five games. Peak memory is measured with tracemalloc.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

import legendary_desktop.cards  # noqa: F401  (loads the sets)
from legendary_desktop.bots import RandomBot
from legendary_desktop.engine.catalog import catalog
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import default_setup
from legendary_desktop.persistence.history import encode, game_record, recent_records
from legendary_desktop.persistence.history_summary import history_summary, summary_path

SETS = ["core", "black-panther", "noir", "infinity-saga", "ant-man-and-the-wasp"]


def write_history(log: Path, games: int) -> None:
    cat = catalog()
    rng = random.Random(1)
    base = []
    for seed in range(4):
        g = Game(default_setup(3, "Dr. Doom", "The Legacy Virus"), seed)
        bot = RandomBot(seed)
        while not g.over:
            g.decide(bot.answer(g.pending))
        base.append(game_record(g, 900.0))
    heroes, masterminds, schemes = sorted(cat.heroes), sorted(cat.masterminds), sorted(cat.schemes)
    with open(log, "wb") as f:
        for i in range(games):
            r = dict(base[i % len(base)])
            r["setup"] = dict(r["setup"], mastermind=rng.choice(masterminds), scheme=rng.choice(schemes),
                              heroes=rng.sample(heroes, 5), sets=["core", *rng.sample(SETS[1:], rng.randint(0, 2))])
            r["sets"] = r["setup"]["sets"]
            r["vp"] = [rng.randint(0, 60) for _ in r["vp"]]
            r["result"] = rng.choice(["team_win", "evil_wins"])
            f.write(encode(r))


def timed(what: str, fn):  # type: ignore[no-untyped-def]
    t0 = time.perf_counter()
    result = fn()
    print(f"{what:44} {(time.perf_counter() - t0) * 1000:8.1f} ms")
    return result


def peak_memory(what: str, fn) -> None:  # type: ignore[no-untyped-def]
    tracemalloc.start()
    fn()
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    print(f"{what:44} {peak / 2**20:8.2f} MB peak (Python allocations)")


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    with tempfile.TemporaryDirectory() as tmp:
        log = Path(tmp) / "history.jsonl"
        write_history(log, games)
        print(f"{games} games, {log.stat().st_size / 2**20:.1f} MB of history")
        timed("first open (no summary: stream and build)", lambda: history_summary(log).stats())
        print(f"{'summary file':44} {summary_path(log).stat().st_size / 1024:8.1f} KB")
        timed("open with the summary fresh", lambda: history_summary(log).stats())
        with open(log, "rb") as f:
            first = f.readline()
        with open(log, "ab") as f:
            f.write(first)
        timed("open after one more game", lambda: history_summary(log).stats())
        timed("wizard: the last five games", lambda: recent_records(log, 5))
        summary_path(log).unlink()
        peak_memory("memory of a rebuild from scratch", lambda: history_summary(log, save=False))
        history_summary(log)
        peak_memory("memory of an open with the summary fresh", lambda: history_summary(log))
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from PySide6.QtWidgets import QApplication

        from legendary_desktop.ui.dialogs.stats_window import StatsWindow

        app = QApplication.instance() or QApplication([])
        window = timed("Statistics window opens (Qt)", lambda: StatsWindow(log))
        timed("Statistics window, filtered by a set", lambda: window.set_box.setCurrentIndex(3))
        shown = window.summary.stats(window.set_box.currentData()).games
        print(f"{'shown for the set':44} {window.set_box.currentText()}: {shown} games")
        window.deleteLater()
        del app


if __name__ == "__main__":
    main()
