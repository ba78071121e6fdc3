"""No window action waits on a thinking computer for more than a moment: its thought is abandoned.

The test seam is the `make_bot` the local table source (ui/table/game_model.py) hands the computer players'
thoughts: here it makes a thinker that thinks until the test
lets it go. The assertions are on behaviour: the window's action completes while the thinker is still
thinking (a watchdog lets it go after a while, so that code which waits for it fails, not hangs)."""

from __future__ import annotations

import threading
from typing import ClassVar

import pytest
from conftest import COMPUTER_WAIT_MS
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from legendary_desktop.bots.seats import make_bot
from legendary_desktop.setup.randomizer import random_setup
from legendary_desktop.ui.table import computer_players, game_model

#: how long the thinker thinks at most, from when it starts: code that waits for it fails after this (and
#: this code's window action comes right after the thought starts: the margin is generous)
WATCHDOG_S = 20.0


class SlowThinker:
    """A computer player that thinks until `go` is set, then answers as the Easy player would."""

    started = threading.Event()
    go = threading.Event()
    finished = threading.Event()

    watchdogs: ClassVar[list[threading.Timer]] = []

    def __init__(self, kind, game, seat, seed=0) -> None:
        self.bot = make_bot("easy", game, seat, seed)

    def answer(self, d):
        watchdog = threading.Timer(WATCHDOG_S, SlowThinker.go.set)
        SlowThinker.watchdogs.append(watchdog)
        watchdog.start()
        SlowThinker.started.set()
        SlowThinker.go.wait(WATCHDOG_S * 4)
        SlowThinker.finished.set()
        return self.bot.answer(d)


@pytest.fixture
def slow(monkeypatch):
    for event in (SlowThinker.started, SlowThinker.go, SlowThinker.finished):
        event.clear()
    monkeypatch.setattr(game_model, "make_bot", SlowThinker)
    monkeypatch.setattr(computer_players, "SETTLE_TIMEOUT_S", 600.0)  # only the thought itself may end a wait
    yield SlowThinker
    SlowThinker.go.set()
    for watchdog in SlowThinker.watchdogs:
        watchdog.cancel()
    SlowThinker.watchdogs.clear()
    for thread in threading.enumerate():  # the abandoned thoughts end before the window goes
        if thread.name.startswith("computer-thought"):
            thread.join(COMPUTER_WAIT_MS / 1000)


def computer_thinking(window, qtbot) -> None:
    window.model.keep_files = False
    window.model.set_undo_past_reveals(True)
    window.model.start(random_setup(2, 4), 4, ("human", "easy"))
    bar = window.prompt_bar
    QTest.mouseClick(bar.end_turn, Qt.MouseButton.LeftButton)
    if bar.end_anyway.isVisible():
        QTest.mouseClick(bar.end_anyway, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(SlowThinker.started.is_set, timeout=COMPUTER_WAIT_MS)
    assert window.computers.thinking


def test_undo_while_a_computer_thinks_goes_back_at_once(window, qtbot, slow):
    computer_thinking(window, qtbot)
    answers = len(window.model.game.answers)
    window.undo()
    assert not slow.finished.is_set()  # the undo did not wait for the thought
    assert len(window.model.game.answers) < answers and window.model.game.pending.player == 0
    assert not window.computers.thinking


def test_a_new_game_while_a_computer_thinks_starts_at_once(window, qtbot, slow):
    computer_thinking(window, qtbot)
    window.model.start(random_setup(2, 5), 5)
    assert not slow.finished.is_set() and window.model.game.seed == 5


def test_an_abandoned_thought_never_plays_into_the_game(window, qtbot, slow):
    computer_thinking(window, qtbot)
    window.undo()
    g = window.model.game
    held = len(g.answers)
    slow.go.set()
    for thread in threading.enumerate():
        if thread.name.startswith("computer-thought"):
            thread.join(COMPUTER_WAIT_MS / 1000)
    assert slow.finished.is_set()
    qtbot.wait(1)  # its answer, signalled before its thread ended, has arrived (and must be dropped)
    assert len(g.answers) == held and g.pending.player == 0


def test_a_thought_that_ends_after_its_window_is_gone_reaches_nobody(qtbot, slow):
    from PySide6.QtWidgets import QApplication

    from legendary_desktop.ui.dialogs.preferences import Preferences
    from legendary_desktop.ui.main_window import MainWindow

    window = MainWindow()
    window.apply_preferences(Preferences("off", "private", "normal", "instant"))
    window.show()
    computer_thinking(window, qtbot)
    window.close()
    window.deleteLater()
    QApplication.processEvents()
    del window
    slow.go.set()
    qtbot.waitUntil(slow.finished.is_set, timeout=COMPUTER_WAIT_MS)
    for thread in threading.enumerate():
        if thread.name.startswith("computer-thought"):
            thread.join(COMPUTER_WAIT_MS / 1000)
    QApplication.processEvents()  # its answer, queued to a window that is gone, is dropped
