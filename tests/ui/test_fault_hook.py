"""An exception in a menu action or any slot is told on screen in the window's fault notice, not only printed to
the terminal, and the app goes on (ui/app.py's install_fault_hook).

pytest-qt puts its own sys.excepthook in place during each test (an exception in a slot fails the test); these
tests turn that off with the qt_no_exception_capture marker so that the app's hook is the one Qt for Python
calls, and put the previous hook back afterwards."""

from __future__ import annotations

import sys
import threading

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from legendary_desktop.bots import RandomBot
from legendary_desktop.ui import app as app_module
from legendary_desktop.ui.dialogs import setup_wizard
from legendary_desktop.ui.dialogs.setup_wizard import SetupWizard

pytestmark = pytest.mark.qt_no_exception_capture

FAILURE = "cannot import name 'QNotInThisRelease' from 'PySide6.QtWidgets'"


@pytest.fixture
def hook(monkeypatch):
    """The app's hook, as app.run installs it; the hook before it is put back after the test."""
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(app_module, "installed_hook", None)
    app_module.install_fault_hook()
    app_module.install_fault_hook()  # a second install changes nothing (run() may be called again)
    return sys.excepthook


def broken_wizard(parent):
    raise ImportError(FAILURE)


def error_boxes(window) -> list[QMessageBox]:
    return [b for b in window.fault_notice.boxes if b.windowTitle() == "Something went wrong"]


def test_an_exception_in_game_new_game_is_told_on_screen_and_the_app_goes_on(window, qtbot, hook, monkeypatch,
                                                                             capfd):
    new_game = window.actions_by_name["new"]
    with monkeypatch.context() as patch:
        patch.setattr(setup_wizard, "SetupWizard", broken_wizard)  # what ask_new_game opens raises
        QTimer.singleShot(0, new_game.trigger)  # Game → New Game, from the event loop as a click is
        qtbot.waitUntil(lambda: len(error_boxes(window)) == 1)
        box = error_boxes(window)[0]
        assert box.isVisible() and not box.isModal()  # play goes on behind it
        assert f"ImportError: {FAILURE}" in box.text() and "Something went wrong" in box.text()
        assert "Report a Problem" in box.informativeText()
        details = box.detailedText()
        assert "PySide6 " in details and "Qt " in details and "ask_new_game" in details and "broken_wizard" in details
        assert FAILURE in capfd.readouterr().err  # the terminal still has it
        assert window.fault_notice.shown[-1] == box.text()

        new_game.trigger()  # the same error again: the window already open tells it
        assert error_boxes(window) == [box]

    box.button(QMessageBox.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: not window.fault_notice.boxes)
    # The app goes on: the same menu action now opens the wizard, and a game starts and plays.
    new_game.trigger()
    wizards = [w for w in QApplication.topLevelWidgets() if isinstance(w, SetupWizard) and w.isVisible()]
    assert len(wizards) == 1
    wizards[0].reject()
    window.new_game(2, 4)
    window.controller.curtain_enabled = False
    game = window.model.game
    assert game is not None and window.model.answer(RandomBot(1).answer(game.pending))
    assert len(window.model.game.answers) == 1


def test_without_a_main_window_the_error_has_a_window_of_its_own(qtbot, hook, monkeypatch):
    monkeypatch.setattr(app_module, "front_window", lambda: None)  # as before the main window opens
    QTimer.singleShot(0, lambda: 1 / 0)
    qtbot.waitUntil(lambda: len(app_module.orphan_boxes) == 1)
    box = app_module.orphan_boxes[0]
    assert box.isVisible() and "ZeroDivisionError: division by zero" in box.text()
    box.button(QMessageBox.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: not app_module.orphan_boxes)


def test_an_exception_in_another_thread_is_only_printed(window, hook, capfd):
    worker = threading.Thread(target=lambda: hook(ValueError, ValueError("off the main thread"), None))
    worker.start()
    worker.join()
    assert not window.fault_notice.boxes
    assert "off the main thread" in capfd.readouterr().err
