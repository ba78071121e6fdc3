"""A driver that plays the window like a person: it clicks what is highlighted, lifts the curtain."""

from __future__ import annotations

import contextlib
import random

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from legendary_desktop.ui.dialogs.preferences import Preferences
from legendary_desktop.ui.main_window import MainWindow
from legendary_desktop.ui.table.card_item import CardItem, PileItem


class Driver:
    """Clicks on a shown MainWindow through real mouse events on the board view and buttons."""

    def __init__(self, window: MainWindow, seed: int = 0) -> None:
        self.window = window
        self.rng = random.Random(seed)

    @property
    def game(self):
        return getattr(self.window.model, "game", None)  # an online table's source holds no game

    def curtain_up(self) -> bool:
        return self.window.stack.currentWidget() is self.window.curtain

    def at_end(self) -> bool:
        return self.window.stack.currentWidget() is self.window.end_screen

    def view_point(self, item: CardItem | PileItem) -> QPoint:
        """A point on the visible part of an item (cards overlap to the right, so its left strip)."""
        scene_point = QPointF(item.x() + min(8.0, item.w / 4), item.y() + item.h / 2)
        return self.window.view.mapFromScene(scene_point)

    def click_item(self, item: CardItem | PileItem) -> None:
        view = self.window.view
        assert view.isVisible(), "the table is hidden (curtain or end screen)"
        pos = self.view_point(item)
        assert view.itemAt(pos) is item, f"{item} is covered at {pos}"
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)

    def buttons(self) -> list[QPushButton]:
        bar = self.window.prompt_bar
        found = [b for b in bar.option_buttons if b.isVisible() and b.isEnabled()
                 and b.property("optionLabel") != "__results__"]
        found += [b for b in (bar.confirm, bar.end_turn, bar.end_anyway, bar.select_all, bar.select_none)
                  if b.isVisible() and b.isEnabled()]
        return found

    def targets(self) -> list[object]:
        return [*self.window.scene.clickables(), *self.buttons()]

    def lift_curtain(self) -> None:
        QTest.mouseClick(self.window.curtain.button, Qt.MouseButton.LeftButton)

    def step(self) -> None:
        """One human action: lift the curtain, or click one highlighted thing at random."""
        if self.curtain_up():
            self.lift_curtain()
            return
        targets = self.targets()
        assert targets, f"nothing to click for {self.window.model.pending}"
        target = self.rng.choice(targets)
        if isinstance(target, QPushButton):
            QTest.mouseClick(target, Qt.MouseButton.LeftButton)
        else:
            assert isinstance(target, (CardItem, PileItem))
            self.click_item(target)


def face_up_hand_owners(window: MainWindow) -> set[int]:
    """Players with at least one hand card drawn face up on the table right now."""
    g = getattr(window.model, "game", None)  # an online table's source holds no game
    hands = [p.hand for p in g.players] if g is not None else [  # online: the hands the table was sent
        list(p.hand or ()) for p in window.model.drawn_table().players]
    owners = set()
    for index, hand in enumerate(hands):
        for card in hand:
            item = window.scene.items_by_id.get(card)
            if item is not None and item.isVisible() and item.face_up:
                owners.add(index)
    return owners


#: how long a test waits for the table to reach a state a computer brings about. Generous on purpose: a
#: test waits on the game's state, never on the machine's speed, and returns as soon as the state is there.
COMPUTER_WAIT_MS = 120_000


@pytest.fixture(autouse=True)
def small_search_budget(monkeypatch):
    """Computer seats in UI tests search with a small fixed budget (one sample, short rollouts): what they
    answer is still decided by the position and seed alone, and the test does not depend on machine speed."""
    from legendary_desktop.bots import strong

    monkeypatch.setattr(strong, "SAMPLES", 1)
    monkeypatch.setattr(strong, "STRONG_ROLLOUTS", 0)  # no budget of rollouts: `SAMPLES` per candidate
    monkeypatch.setattr(strong, "ROLLOUT_LIMIT", 60)
    monkeypatch.setattr(strong, "MAX_OTHER_SAMPLES", 1)  # a set's own decisions: one sample each


@pytest.fixture(autouse=True)
def no_online_table_outlives_its_test():
    """Each online table a test opened through the app's own paths (kept in `online._open`) is closed after
    it, even when the test failed: a host left running would make the next test's Resume Online Game say
    "You are hosting already" in a dialog that nobody closes."""
    yield
    from legendary_desktop.ui.online import online

    for table in reversed(online._open):
        with contextlib.suppress(RuntimeError, AttributeError):  # its window was deleted
            table.model.close()
    online._open.clear()


@pytest.fixture(autouse=True)
def widgets_deleted_after_their_test():
    """The widgets a test made are deleted when it ends, not whenever a later test happens to run an event
    loop: pytest-qt closes those given to `qtbot.addWidget` and asks for their deletion (`deleteLater`), which
    waits for an event loop; a hidden window made another way (the app's start-up, an online table) was kept
    for the rest of the run. Left alive, each new MainWindow's stylesheet is applied to every one of them
    again, so that a test late in a process took many times as long as alone (a file of 1.5 s, 46 s)."""
    before = set(QApplication.topLevelWidgets())
    yield
    for made in set(QApplication.topLevelWidgets()) - before:
        if made.parent() is None and not made.isVisible():  # a closed window (its menus and popups go with it;
            made.deleteLater()  # one still shown is the test's own business)
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture
def window(qtbot):
    win = MainWindow()
    win.apply_preferences(Preferences("off", "private", "normal", "instant"))  # no animations in tests
    qtbot.addWidget(win)
    win.resize(1600, 900)
    win.show()
    qtbot.waitExposed(win)
    return win
