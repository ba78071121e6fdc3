"""Card Gallery benchmarks (rerun: `python benchmarks/bench_gallery.py`), offscreen, at 1280×720, every set
registered. Prints one JSON object; each figure is a median over several rounds, in milliseconds, and each
time runs until the gallery has been painted (`repaint()` of the cards and of the window):

- open_cold_ms: the first gallery of a process, over the main window (gathering the cards, building the
  window, drawing the faces in sight for the first time); one fresh process per round, timed inside it
- filter_cold_ms: then, in that process, choosing the last set, whose faces are drawn for the first time
- open_ms: opening it again in the same process (the faces come from the cache)
- filter_ms: choosing a value in a filter (each set, each card type, each class, each cost in turn); from here
  on every face in sight has been drawn once
- search_key_ms: one keystroke in the search field (typing "wound", "strength", "rescue a bystander",
  then deleting them one letter at a time)
- select_ms: moving to the next card with the arrow key (the side panel draws its large face)
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROUNDS = 5


def _painted(app, gallery) -> None:  # type: ignore[no-untyped-def]
    app.processEvents()
    gallery.view.viewport().repaint()
    gallery.repaint()


def cold_open_once() -> list[float]:
    """In this process: the program's main window is up; then Help → Card Gallery for the first time,
    to the gallery painted."""
    import tempfile

    from PySide6.QtCore import QSize

    os.environ["LEGENDARY_DESKTOP_DATA"] = tempfile.mkdtemp()
    from legendary_desktop.ui.app import make_app
    from legendary_desktop.ui.learn.card_gallery import CardGallery
    from legendary_desktop.ui.main_window import MainWindow

    app = make_app()
    window = MainWindow()
    window.resize(1280, 720)
    window.show()
    app.processEvents()
    started = time.perf_counter()
    gallery = CardGallery(window, room=QSize(1280, 720))
    gallery.show()
    _painted(app, gallery)
    opened = time.perf_counter()
    box = gallery.filters["set_id"]
    box.setCurrentIndex(box.count() - 1)  # the last set: none of its faces drawn yet
    _painted(app, gallery)
    return [(opened - started) * 1000, (time.perf_counter() - opened) * 1000]


def cold() -> dict[str, float]:
    opens, filters = [], []
    for _ in range(ROUNDS):
        out = subprocess.run([sys.executable, __file__, "--cold-once"], capture_output=True, text=True, check=True,
                             env=dict(os.environ))
        opened, filtered = json.loads(out.stdout.strip().splitlines()[-1])
        opens.append(opened)
        filters.append(filtered)
    return {"open_cold_ms": round(statistics.median(opens), 1),
            "filter_cold_ms": round(statistics.median(filters), 1)}


def warm() -> dict[str, float | int]:
    from PySide6.QtCore import QSize, Qt
    from PySide6.QtTest import QTest

    from legendary_desktop.ui.app import make_app
    from legendary_desktop.ui.learn.card_gallery import CardGallery

    app = make_app()
    room = QSize(1280, 720)
    first = CardGallery(room=room)
    first.show()
    _painted(app, first)
    first.close()
    opens = []
    for _ in range(ROUNDS * 2):
        started = time.perf_counter()
        gallery = CardGallery(room=room)
        gallery.show()
        _painted(app, gallery)
        opens.append((time.perf_counter() - started) * 1000)
        gallery.close()
        gallery.deleteLater()
        app.processEvents()

    gallery = CardGallery(room=room)
    gallery.show()
    _painted(app, gallery)
    filters = []
    for _ in range(ROUNDS):
        for name in ("set_id", "type_name", "hero_class", "cost"):
            box = gallery.filters[name]
            for i in [*range(1, box.count()), 0]:
                started = time.perf_counter()
                box.setCurrentIndex(i)
                _painted(app, gallery)
                filters.append((time.perf_counter() - started) * 1000)
    keys = []
    for _ in range(ROUNDS):
        for word in ("wound", "strength", "rescue a bystander"):
            for ch in word:
                started = time.perf_counter()
                QTest.keyClick(gallery.search, ch)
                _painted(app, gallery)
                keys.append((time.perf_counter() - started) * 1000)
            for _ch in word:
                started = time.perf_counter()
                QTest.keyClick(gallery.search, Qt.Key.Key_Backspace)
                _painted(app, gallery)
                keys.append((time.perf_counter() - started) * 1000)
    gallery.view.setFocus()
    selects = []
    for _ in range(60):
        started = time.perf_counter()
        QTest.keyClick(gallery.view, Qt.Key.Key_Right)
        _painted(app, gallery)
        selects.append((time.perf_counter() - started) * 1000)

    def p90(values: list[float]) -> float:
        return round(sorted(values)[int(len(values) * 0.9)], 1)

    return {
        "cards": gallery.model.rowCount(),
        "open_ms": round(statistics.median(opens), 1), "open_ms_p90": p90(opens),
        "filter_ms": round(statistics.median(filters), 1), "filter_ms_p90": p90(filters),
        "search_key_ms": round(statistics.median(keys), 1), "search_key_ms_p90": p90(keys),
        "select_ms": round(statistics.median(selects), 1), "select_ms_p90": p90(selects),
    }


if __name__ == "__main__":
    if "--cold-once" in sys.argv:
        print(json.dumps(cold_open_once()))
    else:
        result = {**cold(), **warm()}
        print(json.dumps(result, indent=2))
