"""The whole game by keyboard: every decision can be made with keys, sent to whatever has the keyboard focus."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from legendary_desktop.engine.decision import ACTION, CHOOSE_CARDS, CHOOSE_ONE, ORDER, TOP_BOTTOM
from legendary_desktop.engine.positions import default_setup
from legendary_desktop.ui.table.play_controller import picks_many

MOUSE = {QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease, QEvent.Type.MouseButtonDblClick,
         QEvent.Type.GraphicsSceneMousePress, QEvent.Type.GraphicsSceneMouseRelease,
         QEvent.Type.GraphicsSceneMouseDoubleClick}
SHIFT, CTRL = Qt.KeyboardModifier.ShiftModifier, Qt.KeyboardModifier.ControlModifier
NONE = Qt.KeyboardModifier.NoModifier


class MouseWatch(QObject):
    """Counts every mouse button event anywhere in the application."""

    def __init__(self) -> None:
        super().__init__()
        self.seen = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() in MOUSE:
            self.seen += 1
        return False


class KeyDriver:
    """Plays like a person at the keyboard: each key goes to the widget that has the keyboard focus."""

    def __init__(self, window, qtbot, seed: int) -> None:
        self.window, self.qtbot = window, qtbot
        self.rng = random.Random(seed)
        self.kinds: dict[str, int] = {}

    @property
    def game(self):
        return self.window.model.game

    def key(self, key: Qt.Key, modifier: Qt.KeyboardModifier = NONE) -> None:
        target = QApplication.focusWidget()
        assert isinstance(target, QWidget), "nothing has the keyboard focus"
        QTest.keyClick(target, key, modifier)

    def digit(self, n: int) -> None:
        self.key(Qt.Key(Qt.Key.Key_0.value + n))

    def wait_answered(self, answers: int) -> None:
        """A button's shortcut clicks it after its short press animation: wait for the answer (generously)."""
        self.qtbot.waitUntil(lambda: len(self.game.answers) > answers or self.game.over, timeout=10_000)

    def tab_to_random(self) -> int | None:
        scene = self.window.scene
        targets = scene.clickables()
        if not targets:
            return None
        for _ in range(self.rng.randrange(1, len(targets) + 1)):
            self.key(self.rng.choice([Qt.Key.Key_Tab, Qt.Key.Key_Right]))
        return scene.focused_card()

    def decide(self) -> None:
        """One decision, by keys only."""
        window, g = self.window, self.game
        if window.stack.currentWidget() is window.curtain:
            self.key(Qt.Key.Key_Return)
            assert window.stack.currentWidget() is window.table
            return
        d = g.pending
        answers = len(g.answers)
        self.kinds[d.kind] = self.kinds.get(d.kind, 0) + 1
        bar = window.prompt_bar
        if d.kind == ACTION:
            roll = self.rng.random()
            buttons = [b for b in bar.option_buttons if b.isVisible() and b.shortcut().toString()]
            if roll < 0.08 or (len(g.players[g.turn.player].hand) == 0 and roll < 0.5):
                self.key(Qt.Key.Key_E)
                if not bar.end_turn.isVisible():  # Recruit or Attack unspent: E again ends it anyway
                    self.key(Qt.Key.Key_E)
            elif roll < 0.3 and buttons:
                combo = self.rng.choice(buttons).shortcut()[0]  # P (Play All), H (Heal), a digit
                self.key(combo.key(), combo.keyboardModifiers())
                self.wait_answered(answers)
            elif self.tab_to_random() is not None:
                self.key(Qt.Key.Key_Return)
            else:
                self.key(Qt.Key.Key_E)
                self.key(Qt.Key.Key_E)
        elif d.kind == CHOOSE_ONE:
            self.digit(self.rng.randrange(1, min(9, len(d.options)) + 1))
            self.wait_answered(answers)
        elif d.kind in (ORDER, TOP_BOTTOM):
            self.key(Qt.Key.Key_Right)
            for _ in range(self.rng.randrange(0, 6)):
                key, mod = self.rng.choice([(Qt.Key.Key_Right, NONE), (Qt.Key.Key_Left, NONE),
                                            (Qt.Key.Key_Right, SHIFT), (Qt.Key.Key_Left, SHIFT),
                                            (Qt.Key.Key_T, NONE), (Qt.Key.Key_B, NONE)])
                self.key(key, mod)
            self.key(Qt.Key.Key_Return)
        elif picks_many(d):
            want = self.rng.randint(d.min, min(d.max, len(d.options)))
            for _ in range(200):
                if len(window.controller.selected) == want:
                    break
                card = self.tab_to_random()
                if card is None:
                    break
                if window.scene.counted(card) and self.rng.random() < 0.5:
                    self.key(Qt.Key.Key_Plus)
                else:
                    self.key(Qt.Key.Key_Space)
            assert d.min <= len(window.controller.selected) <= d.max
            self.key(Qt.Key.Key_Return, CTRL)
            self.wait_answered(answers)
        elif d.kind == CHOOSE_CARDS:
            if d.min == 0 and self.rng.random() < 0.2:
                self.key(Qt.Key.Key_N)
                self.wait_answered(answers)
            elif self.tab_to_random() is not None:
                self.key(Qt.Key.Key_Return)
            else:  # only answers no card stands for: their buttons' digits
                self.digit(1)
                self.wait_answered(answers)
        else:
            pytest.fail(f"a decision of a kind the keyboard does not know: {d.kind}")
        assert len(g.answers) > answers or g.over, f"no progress on {d}"


def play_by_keys(window, qtbot, setup, seed: int, turns: int = 30, enough=lambda driver: False) -> KeyDriver:
    """Play `setup` by keys only until the game ends, `turns` have passed or it is `enough`; no mouse event
    may be used."""
    watch = MouseWatch()
    app = QApplication.instance()
    app.installEventFilter(watch)
    try:
        window.model.keep_files = False
        window.curtain.enter_pause_ms = 0  # the curtain takes Enter at once (it waits a moment for people)
        window.controller.curtain_mode = "private"
        window.activateWindow()
        window.start_game(setup, seed)
        g = window.model.game
        driver = KeyDriver(window, qtbot, seed)
        for _ in range(4000):
            if g.over or g.turn.number > turns or enough(driver):
                break
            driver.decide()
    finally:
        app.removeEventFilter(watch)
    assert watch.seen == 0, "a mouse event was used"
    return driver


def test_a_whole_two_player_game_is_played_with_key_presses_only(window, qtbot):
    setup = default_setup(2, "Red Skull", "Negative Zone Prison Breakout",
                          heroes=["Spider-Man", "Wolverine", "Cyclops", "Iron Man", "Storm"])
    driver = play_by_keys(window, qtbot, setup, 7)
    g = driver.game
    assert g.over and window.stack.currentWidget() is window.end_screen  # played to its end
    assert len(g.answers) >= 100 and g.turn.number >= 15
    assert driver.kinds[ACTION] >= 50 and driver.kinds[CHOOSE_CARDS] >= 10 and driver.kinds[CHOOSE_ONE] >= 1


def test_investigating_puts_cards_on_the_top_or_the_bottom_by_key_presses_only(window, qtbot):
    # Spider-Man Noir's Gumshoe's Revolver Investigates: the cards looked at go back on the top or the bottom.
    setup = default_setup(2, "Red Skull", "Unleash the Power of the Cosmic Cube",
                          heroes=["Spider-Man Noir", "Wolverine", "Cyclops", "Iron Man", "Storm"])
    driver = play_by_keys(window, qtbot, setup, 5, enough=lambda driver: driver.kinds.get(TOP_BOTTOM, 0) > 3)
    assert driver.kinds.get(TOP_BOTTOM, 0) > 3, driver.kinds


def test_after_a_prompt_bar_button_tab_walks_the_cards_and_the_card_panel_follows(window):
    from legendary_desktop.engine.positions import position

    g = position(hand=["S.H.I.E.L.D. Agent", "S.H.I.E.L.D. Trooper", "Hulk Smash!"], recruit=2)
    window.controller.curtain_enabled = False
    window.model.keep_files = False
    window.model.adopt(g)
    window.activateWindow()
    g = window.model.game
    bar = window.prompt_bar
    QTest.mouseClick(bar.end_turn, Qt.MouseButton.LeftButton)  # 2 Recruit unspent: the bar asks first
    assert bar.keep_playing.isVisible()
    QTest.mouseClick(bar.keep_playing, Qt.MouseButton.LeftButton)
    assert not g.answers
    seen = []
    for _ in range(3):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        card = window.scene.focused_card()
        assert card is not None, "Tab left the table"
        seen.append(card)
        assert window.inspector_dock.inspector.card is g.cards[card]  # the Card panel shows the focused card
    assert len(set(seen)) == 3


def test_the_shortcuts_list_names_the_keys_of_ordering_and_copies():
    from legendary_desktop.ui.help.help_texts import shortcuts_html

    words = shortcuts_html()
    for key in ("T / B", "Shift+← / Shift+→", "+ / −", "← / →", "Ctrl+Enter"):
        assert key in words


def test_a_choice_of_more_than_nine_answers_has_a_key_for_each(window, qtbot):
    from legendary_desktop.engine.decision import Decision, Option
    from legendary_desktop.engine.positions import position

    g = position()
    window.controller.curtain_enabled = False
    window.model.keep_files = False
    window.model.adopt(g)
    window.activateWindow()
    g = window.model.game
    g.pending = Decision(0, "Name a number", [Option(f"n{i}", f"Number {i}") for i in range(12)], CHOOSE_ONE)
    window.controller.refresh()
    keys = [b.shortcut().toString() for b in window.prompt_bar.option_buttons]
    assert keys == [*(str(i) for i in range(1, 10)), "Alt+1", "Alt+2", "Alt+3"]
    clicked = []
    window.prompt_bar.optionClicked.connect(clicked.append)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_2, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: clicked == ["n10"], timeout=10_000)


def test_out_of_a_choice_the_keys_start_again_at_the_first_card(window):
    from test_presentation import peeking

    g, (_a, b, _c) = peeking(window, also=("S.H.I.E.L.D. Agent", "S.H.I.E.L.D. Trooper", "Hulk Smash!"))
    view, scene = window.view, window.scene
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert scene.focused_card() == b
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert g.pending.kind == ACTION and scene.focus_index == -1  # not the table's second card by chance
