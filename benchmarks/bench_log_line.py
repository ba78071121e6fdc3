"""The log dock and one very long line (rerun: `python benchmarks/bench_log_line.py`), offscreen.

Appends to the Game Log one event whose text holds an unbreakable run of N characters (a player's name
from a hostile save, before names were bounded), then ten ordinary lines, and prints one JSON object:
{"N": seconds for the long line plus the ten after it}. Before the log bounded its lines, 20,000
characters took seconds; the long line is now shown cut, so the time no longer grows with N.
"""

from __future__ import annotations

import json
import os
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> None:
    from PySide6.QtWidgets import QApplication

    from legendary_desktop.engine.game import Game
    from legendary_desktop.engine.state import Event
    from legendary_desktop.setup.randomizer import random_setup
    from legendary_desktop.ui.table.log_dock import LogDock

    app = QApplication.instance() or QApplication(sys.argv[:1])
    sizes = [int(a) for a in sys.argv[1:]] or [2_000, 5_000, 20_000]
    result = {}
    for n in sizes:
        game = Game(random_setup(2, 1), 1)
        dock = LogDock()
        dock.resize(320, 600)
        dock.show()
        app.processEvents()
        first = len(game.events)
        game.events.append(Event(1, "turn", "Z" * n + " takes a turn."))
        game.events += [Event(1, "recruit", f"Line {i}.") for i in range(10)]
        started = time.perf_counter()
        dock.append_events(game.events, first, lambda c, game=game: game.cards[c])
        app.processEvents()
        result[str(n)] = round(time.perf_counter() - started, 3)
        dock.close()
    print(json.dumps(result))


if __name__ == "__main__":
    main()
