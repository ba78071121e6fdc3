"""Computer players at the table (rerun: `python benchmarks/bench_computer_table.py`), offscreen. Prints one
JSON object.

- decision_ms_median / _p95: from a computer seat's decision appearing to its answer applied and drawn, in
  a whole 5-player game of Easy computers at the Instant pace (thinking on the worker thread included)
- decisions: computer answers in that game
- ui_gap_ms_max: the longest the window's event loop went without running a 10 ms timer during that game
- slow_thinker_ui_gap_ms_max: the same while each computer decision takes ~1 s of pure-Python work on the
  worker thread (the Easy answer after a busy loop, standing in for a Strong search): does the window stay
  live while a bot thinks for a second? (5 decisions)
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("LEGENDARY_DESKTOP_DATA", tempfile.mkdtemp())
os.environ.setdefault("XDG_CONFIG_HOME", tempfile.mkdtemp())
sys.path.insert(0, os.getcwd())


class GapMeter:
    """A 10 ms timer on the UI thread; the longest gap between its ticks is how long the window froze."""

    def __init__(self) -> None:
        from PySide6.QtCore import QTimer

        self.last = time.perf_counter()
        self.longest = 0.0
        self.timer = QTimer()
        self.timer.timeout.connect(self.tick)
        self.timer.start(10)

    def tick(self) -> None:
        now = time.perf_counter()
        self.longest = max(self.longest, now - self.last)
        self.last = now

    def reset(self) -> None:
        self.last, self.longest = time.perf_counter(), 0.0


def main() -> dict[str, float]:
    from PySide6.QtWidgets import QApplication

    from legendary_desktop.setup.randomizer import random_setup
    from legendary_desktop.ui.app import make_app
    from legendary_desktop.ui.dialogs.preferences import Preferences
    from legendary_desktop.ui.main_window import MainWindow
    from legendary_desktop.ui.table import computer_players

    app = make_app()
    window = MainWindow()
    window.apply_preferences(Preferences("off", "private", "normal", "instant"))
    window.model.keep_files = False
    window.resize(1280, 720)
    window.show()
    app.processEvents()
    meter = GapMeter()
    times: list[float] = []
    asked = [time.perf_counter()]
    window.model.decisionChanged.connect(lambda: asked.__setitem__(0, time.perf_counter()))
    window.model.changed.connect(lambda: times.append((time.perf_counter() - asked[0]) * 1000))
    window.model.start(random_setup(5, 3), 3, ("easy",) * 5)
    meter.reset()
    while not window.model.over:
        QApplication.processEvents()
        time.sleep(0.0005)
    result = {
        "decisions": len(times),
        "decision_ms_median": round(statistics.median(times), 2),
        "decision_ms_p95": round(statistics.quantiles(times, n=20)[-1], 2),
        "ui_gap_ms_max": round(meter.longest * 1000, 1),
    }

    make = computer_players.make_bot

    class SlowThinker:
        """The Easy answer after ~1 s of pure-Python work (holding the GIL as a search would)."""

        def __init__(self, *args: object) -> None:
            self.bot = make(*args)  # type: ignore[arg-type]

        def answer(self, d: object) -> object:
            end, n = time.perf_counter() + 1.0, 0
            while time.perf_counter() < end:
                n += sum(range(200))
            return self.bot.answer(d)  # type: ignore[arg-type]

    computer_players.make_bot = SlowThinker  # type: ignore[assignment,misc]
    window.model.start(random_setup(3, 4), 4, ("easy",) * 3)
    meter.reset()
    slow = 0
    count = [0]
    window.model.changed.connect(lambda: count.__setitem__(0, count[0] + 1))
    while count[0] < 5:
        QApplication.processEvents()
        time.sleep(0.0005)
        slow += 1
    result["slow_thinker_ui_gap_ms_max"] = round(meter.longest * 1000, 1)
    window.computers.set_paused(True)
    window.close()
    return result


if __name__ == "__main__":
    print(json.dumps(main()))
