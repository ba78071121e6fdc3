"""Board benchmarks (rerun: `python benchmarks/bench_board.py`), offscreen. Prints one JSON object.

- launch_ms: a whole process that starts, shows the main window and exits (median of 5, with Python start-up)
- update_ms: engine answer plus scene update for one decision on a 5-player board at 1280×720, animations
  off, over a whole game (the base game; with `--sets all`, a random setup over every set)
- update_ms_without_autosave: the same game again with the autosave off (engine plus scene update only)
- peak_rss_mb: peak memory of a process that played a whole 5-player game through the window
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def launch_ms() -> float:
    times = []
    for _ in range(5):
        env = dict(os.environ, LEGENDARY_DESKTOP_DATA=tempfile.mkdtemp())
        code = ("from legendary_desktop.ui.app import make_app; app = make_app(); "
                "from legendary_desktop.ui.main_window import MainWindow; w = MainWindow(); w.show(); "
                "app.processEvents()")
        started = time.perf_counter()
        subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, check=True)
        times.append((time.perf_counter() - started) * 1000)
    return round(statistics.median(times), 1)


def board_game(all_sets: bool = False) -> dict[str, float]:
    os.environ["LEGENDARY_DESKTOP_DATA"] = tempfile.mkdtemp()
    from legendary_desktop.bots import EasyBot
    from legendary_desktop.ui.app import make_app
    from legendary_desktop.ui.dialogs.preferences import Preferences
    from legendary_desktop.ui.main_window import MainWindow

    app = make_app()
    sets = None
    if all_sets:
        from legendary_desktop.engine.catalog import catalog

        sets = tuple(catalog().sets())
    window = MainWindow()
    window.apply_preferences(Preferences("off", "open", "normal"))
    window.resize(1280, 720)
    window.show()
    window.controller.curtain_enabled = False
    runs = []
    for keep_files in (True, False):
        window.model.keep_files = keep_files
        if sets is None:
            window.new_game(5, 3)
        else:
            from legendary_desktop.setup.randomizer import random_setup

            window.start_game(random_setup(5, 3, sets=sets), 3)
        g = window.model.game
        assert g is not None
        bot = EasyBot(g, 3)
        times = []
        while not g.over:
            answer = bot.answer(g.pending)
            started = time.perf_counter()
            window.model.answer(answer)  # engine + autosave + scene sync (signals are synchronous)
            times.append((time.perf_counter() - started) * 1000)
            app.processEvents()
        runs.append(times)
    import resource

    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    times, quiet = runs
    return {"decisions": len(times), "update_ms_median": round(statistics.median(times), 2),
            "update_ms_p90": round(sorted(times)[int(len(times) * 0.9)], 2),
            "update_ms_without_autosave": round(statistics.median(quiet), 2), "peak_rss_mb": round(peak, 1)}


if __name__ == "__main__":
    every_set = sys.argv[1:] == ["--sets", "all"]
    result = {"launch_ms": launch_ms(), **board_game(every_set)}
    print(json.dumps(result, indent=2))
