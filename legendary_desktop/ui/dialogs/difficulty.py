"""The setup wizard's difficulty estimate: games played by computers in the background, a progress bar,
Cancel, and the estimate as a word and a percentage with its uncertainty (bots/estimate.py: games by fast
computers, adjusted for Strong seats by a measured map), with a line saying what was played and adjusted.

The games run on a worker thread, one at a time; a new setup (or Cancel, or closing the wizard) stops the
running estimate after its current game. Finished estimates are cached, so going back and forth costs
nothing.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Sequence

from PySide6.QtCore import QThread, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QVBoxLayout, QWidget

from legendary_desktop.bots import estimate as est
from legendary_desktop.engine.spec import Setup

DEBOUNCE_MS = 250  # a setup edited key by key (the seed) starts one estimate, not one per key
THINKING_SWITCH_INTERVAL_S = 0.0005  # as for the computer players: the window stays responsive


_RUNNING: set[Estimator] = set()  # every worker until its thread has ended: never destroyed while it runs


class Estimator(QThread):
    """Runs one estimate; its signals carry the worker itself, so a superseded one is recognised."""

    progressed = Signal(object, object)  # (worker, est.Estimate)
    finishedEstimate = Signal(object, object)  # (worker, est.Estimate)  # noqa: N815 (Qt signal name)

    def __init__(self, setup: Setup, seed: int, seats: Sequence[str], max_games: int) -> None:
        super().__init__()
        self.setup, self.seed, self.seats, self.max_games = setup, seed, tuple(seats), max_games
        self.stop = threading.Event()
        _RUNNING.add(self)

    def run(self) -> None:
        usual = sys.getswitchinterval()
        sys.setswitchinterval(min(usual, THINKING_SWITCH_INTERVAL_S))
        try:
            result = est.estimate(self.setup, self.seed, self.seats, self.max_games,
                                  progress=lambda e: self.progressed.emit(self, e), cancelled=self.stop.is_set)
        finally:
            sys.setswitchinterval(usual)
        self.finishedEstimate.emit(self, result)


class DifficultyRow(QWidget):
    """"Difficulty: Hard: the team wins about 30% (25–35%)", with a progress bar and Cancel / Estimate."""

    def __init__(self, parent: QWidget | None = None, max_games: int | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("difficultyRow")
        self.max_games = est.MAX_GAMES if max_games is None else max_games
        self.label = QLabel("Difficulty: —")
        self.label.setObjectName("difficultyText")
        self.label.setWordWrap(True)
        font = self.label.font()
        font.setBold(True)
        self.label.setFont(font)
        self.detail = QLabel("")
        self.detail.setObjectName("difficultyDetail")
        self.detail.setWordWrap(True)
        self.bar = QProgressBar()
        self.bar.setObjectName("difficultyProgress")
        self.bar.setRange(0, self.max_games)
        self.bar.setTextVisible(False)
        self.bar.setMaximumHeight(10)
        self.button = QPushButton("Cancel")
        self.button.setObjectName("difficultyButton")
        self.button.clicked.connect(self._button)
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.label, 1)
        top.addWidget(self.button)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addLayout(top)
        box.addWidget(self.bar)
        box.addWidget(self.detail)
        self.worker: Estimator | None = None
        self._retired: list[Estimator] = []  # cancelled workers still finishing their current game
        self._wanted: tuple[Setup, int, tuple[str, ...]] | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DEBOUNCE_MS)
        self._timer.timeout.connect(self._start)
        self.result: est.Estimate | None = None

    # ------------------------------------------------------------ requests
    def show_for(self, setup: Setup | None, seed: int, seats: Sequence[str]) -> None:
        """Estimate this setup (after a short pause, so quick edits start one estimate)."""
        wanted = None if setup is None else (setup, seed, tuple(seats))
        if wanted == self._wanted and (self.worker is not None or self.result is not None):
            return
        self.cancel()
        self._wanted = wanted
        self.result = None
        if wanted is None:
            self.bar.hide()
            self.button.hide()
            self._show_text("Difficulty: no legal setup to estimate.", "")
            return
        hit = est.cached(*wanted)
        if hit is not None:
            self._done(hit)
            return
        self._show_text("Difficulty: estimating…", "Computers play this setup in the background.")
        self.bar.setValue(0)
        self.bar.show()
        self.button.setText("Cancel")
        self.button.show()
        self._timer.start()

    def cancel(self) -> None:
        self._timer.stop()
        if self.worker is not None:
            self.worker.stop.set()
            self._retired.append(self.worker)
            self.worker = None

    def shutdown(self, wait_ms: int = 3000) -> None:
        """Stop every estimate and wait for its current game (the wizard is closing)."""
        self.cancel()
        for worker in self._retired:
            worker.wait(wait_ms)
        self._retired.clear()

    # ------------------------------------------------------------ worker
    def _start(self) -> None:
        if self._wanted is None:
            return
        setup, seed, seats = self._wanted
        worker = Estimator(setup, seed, seats, self.max_games)
        # bound methods of this widget: queued into the window's thread
        worker.progressed.connect(self._progress)
        worker.finishedEstimate.connect(self._finished)
        self.worker = worker
        worker.start()

    def _progress(self, worker: Estimator, e: est.Estimate) -> None:
        if worker is not self.worker:
            return
        self.bar.setValue(e.games)
        self._show_text(f"Difficulty: {e.text()}…", e.detail())

    def _finished(self, worker: Estimator, e: est.Estimate) -> None:
        worker.wait()  # its run() has returned: only the thread's last steps are left
        _RUNNING.discard(worker)
        if worker in self._retired:
            self._retired.remove(worker)
        if worker is not self.worker:
            return
        self.worker = None
        if e.finished:
            self._done(e)
        else:
            self._show_text(f"Difficulty: {e.text()} (stopped)" if e.games else "Difficulty: not estimated.",
                            e.detail() if e.games else "")
            self.button.setText("Estimate")

    def _done(self, e: est.Estimate) -> None:
        self.result = e
        self.bar.hide()
        self.button.hide()
        self._show_text(f"Difficulty: {e.text()}", e.detail() + ("" if e.clear else " (not yet a clear estimate)"))

    def _button(self) -> None:
        if self.worker is not None:
            self.cancel()
            self.button.setText("Estimate")
            self._show_text("Difficulty: cancelled.", "")
            return
        wanted, self._wanted = self._wanted, None
        if wanted is not None:
            self.show_for(*wanted)

    def _show_text(self, text: str, detail: str) -> None:
        self.label.setText(text)
        self.detail.setText(detail)
