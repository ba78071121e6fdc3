"""Memory from game to game (rerun: `python benchmarks/bench_memory.py [GAMES]`), offscreen.

One app process, one main window: computer players (Easy against Easy, 2 players, no pace) play whole
games one after another, each a New Game in the same window, as a player leaving the computers to play
all evening would. Prints one JSON object: the resident memory (RSS, MB) after game 1, 50 and 100 (or
the checkpoints up to GAMES), and the Game objects still alive at the end (1: the last game's).
"""

from __future__ import annotations

import gc
import json
import os
import sys
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("LEGENDARY_DESKTOP_DATA", tempfile.mkdtemp(prefix="bench-memory-"))


def rss_mb() -> float:
    """The process's resident memory now (Linux /proc; elsewhere its peak, from getrusage)."""
    try:
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return round(int(line.split()[1]) / 1024, 1)
    except OSError:
        pass
    import resource

    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return round(peak / (1024 * 1024 if sys.platform == "darwin" else 1024), 1)


def main() -> None:
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from legendary_desktop.engine.game import Game
    from legendary_desktop.setup.randomizer import random_setup
    from legendary_desktop.ui.dialogs.preferences import Preferences
    from legendary_desktop.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    checkpoints = sorted({1, *(n for n in (10, 25, 50, 100, 200, 300) if n <= games), games})
    window = MainWindow()
    window.apply_preferences(Preferences("off", "private", "normal", "instant"))
    window.model.keep_files = False
    window.computers.pace_ms = 0
    window.resize(1280, 720)
    window.show()
    result: dict[str, object] = {}
    for n in range(1, games + 1):
        window.model.start(random_setup(2, n), n, ("easy", "easy"))
        g = window.model.game
        while not g.over:
            QTest.qWait(5)
        del g
        app.processEvents()
        if n in checkpoints:
            gc.collect()
            result[f"rss_mb_after_{n}"] = rss_mb()
    gc.collect()
    result["games_alive_at_end"] = sum(1 for o in gc.get_objects() if isinstance(o, Game))
    print(json.dumps(result))
    window.close()


if __name__ == "__main__":
    main()
