"""Learn to Play at 1280×720: the guided first game and every set's What's New scenario, played by clicking
what the coach points at, with the coach's step checked at each point and a wrong click answered kindly."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from conftest import Driver
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from legendary_desktop.cards import SET_TITLES
from legendary_desktop.engine.lessons import GUIDES, scenarios
from legendary_desktop.ui.learn.coach_panel import END_LESSON, CoachPointer


@pytest.fixture
def small(window):
    window.resize(1280, 720)
    window.model.keep_files = False
    return window


def click_pointed(window, driver: Driver) -> None:
    """Click what the coach points at: the outlined card (its pointer's card), else the marked button."""
    pointers = [p for p in window.lessons.pointers if p.isVisible()]
    if pointers:
        item = pointers[0].parentItem()
        assert isinstance(pointers[0], CoachPointer)
        driver.click_item(item)
        return
    marked = [b for b in window.lessons.marked if b.isVisible()]
    assert marked, f"the coach points at nothing in step {window.lessons.coach.index}"
    QTest.mouseClick(marked[0], Qt.MouseButton.LeftButton)


def visible_buttons(window) -> list[str]:
    """The words of every button shown in the prompt bar, the choice layer and the coach panel (an option
    button's whole text, even when it is shortened to fit)."""
    from PySide6.QtWidgets import QPushButton

    found = []
    for holder in (window.prompt_bar, window.coach_panel, window.view):
        for b in holder.findChildren(QPushButton):
            if b.isVisible():
                found.append(b.property("fullText") or b.text())
    found += [b.property("fullText") or b.text() for b in window.prompt_bar.option_buttons if b.isVisible()]
    return found


#: a button the coach's words name: "click the X button", or one of the table's own
NAMED_BUTTON = re.compile(r"(?:[Cc]lick|[Tt]he|or) (?:the )?([A-Z][\w']*(?: (?:a|the|[A-Z][\w']*))*) button"
                          r"|\b(End Turn|Play All|Confirm|Next Position|End Lesson)\b")


def assert_named_buttons_shown(window, text: str) -> None:
    shown = visible_buttons(window)
    for m in NAMED_BUTTON.finditer(text):
        name = m.group(1) or m.group(2)
        assert any(b.startswith(name) for b in shown), f"the coach names {name!r}; shown: {shown}"


def take_step(window, driver: Driver) -> None:
    coach = window.lessons.coach
    before = coach.index
    click_pointed(window, driver)
    if coach.index == before and window.prompt_bar.end_anyway.isVisible():
        assert window.lessons.marked and window.prompt_bar.end_anyway in window.lessons.marked
        QTest.mouseClick(window.prompt_bar.end_anyway, Qt.MouseButton.LeftButton)  # "End Turn Anyway"
    assert coach.index == before + 1, f"step {before} ({coach.steps[before].want.does}) did not move on"


def test_the_guided_first_game_is_played_by_clicking_what_the_coach_points_at(small):
    window = small
    QTest.mouseClick(window.welcome_learn, Qt.MouseButton.LeftButton)
    guide = GUIDES[0]
    lessons = window.lessons
    g = window.model.game
    assert (g.setup, g.seed) == (guide.setup, guide.seed)
    assert window.stack.currentWidget() is window.table and window.coach_panel.isVisible()
    assert not window.actions_by_name["undo"].isEnabled()
    driver = Driver(window)

    # a wrong click: an Agent before the Trooper gets the friendly word and changes nothing
    agent = next(c for c in g.players[0].hand if g.cards[c].name == "S.H.I.E.L.D. Agent")
    answers = len(g.answers)
    driver.click_item(window.scene.items_by_id[agent])
    assert len(g.answers) == answers and lessons.coach.index == 0
    assert window.coach_panel.word.isVisible()
    assert window.coach_panel.word.text().startswith("Not yet \u2014 first play your S.H.I.E.L.D. Trooper")
    # and End Turn is not an illegal move either: the same word, the game untouched
    QTest.mouseClick(window.prompt_bar.end_turn, Qt.MouseButton.LeftButton)
    assert len(g.answers) == answers and g.turn.number == 1

    for i, step in enumerate(guide.steps):
        assert window.coach_panel.title.text() == f"Learn to Play \u2014 step {i + 1} of {len(guide.steps)}"
        assert window.coach_panel.text.text() == step.say
        assert_named_buttons_shown(window, step.say)
        assert not window.actions_by_name["undo"].isEnabled()
        take_step(window, driver)
        assert not window.coach_panel.word.isVisible()

    kinds = {e.kind for e in g.events}
    assert set(guide.shows) <= kinds
    assert window.coach_panel.title.text() == "Learn to Play \u2014 the game is yours"
    assert window.coach_panel.text.text() == guide.done
    assert window.model.undo_blocked == ""  # an ordinary game now (fair undo stops at turn 6's reveal)
    answers = len(g.answers)
    driver.step()  # free play: any lit card or button is taken
    assert len(g.answers) == answers + 1
    # one way to end it: End Lesson, and the game stays
    assert not window.coach_panel.next_button.isVisible()
    assert window.coach_panel.leave_button.text() == END_LESSON and "game stays yours" in \
        window.coach_panel.leave_button.toolTip()
    QTest.mouseClick(window.coach_panel.leave_button, Qt.MouseButton.LeftButton)
    assert not window.coach_panel.isVisible() and window.model.game is g


def _shot_step(scenario) -> tuple[int, int]:
    """The step with the most numbers in its words: the one the screenshot shows."""
    return max(((n, i) for n, pos in enumerate(scenario.positions) for i in range(len(pos.steps))),
               key=lambda ni: len(scenario.positions[ni[0]].steps[ni[1]].facts))


@pytest.mark.parametrize("scenario", scenarios(list(SET_TITLES)), ids=lambda sc: sc.set_id)
def test_each_sets_scenario_is_played_by_clicking(small, scenario, tmp_path):
    window = small
    window.whats_new(scenario)
    driver = Driver(window)
    panel = window.coach_panel
    shot = _shot_step(scenario)
    assert not window.actions_by_name["save"].isEnabled()  # a prepared position does not replay
    for n, pos in enumerate(scenario.positions):
        g = window.model.game
        assert panel.title.text() == f"{scenario.title} \u2014 {n + 1} of {len(scenario.positions)}: {pos.title}"
        assert not panel.word.isVisible()  # the last position's word stays with it
        for i, step in enumerate(pos.steps):
            assert panel.text.text().endswith(step.say)
            assert_named_buttons_shown(window, step.say)
            assert panel.leave_button.isVisible() and panel.leave_button.text() == END_LESSON
            assert not panel.next_button.isVisible()
            if (n, i) == shot:
                where = Path(os.environ.get("LESSON_SCREENSHOTS") or tmp_path)
                assert window.grab().save(str(where / f"lesson-{scenario.set_id}-1280x720.png"))
            if n == 0 and i == 0:
                with pytest.raises(AssertionError, match="Rescue"):  # words naming a button that is not there fail
                    assert_named_buttons_shown(window, "Click Rasputin or the Rescue button.")
                assert panel.text.text().startswith(scenario.intro)
                answers = len(g.answers)
                QTest.mouseClick(window.prompt_bar.end_turn, Qt.MouseButton.LeftButton)  # not what it waits for
                assert len(g.answers) == answers and panel.word.text() == step.friendly_word()
            take_step(window, driver)
        assert panel.text.text().startswith(pos.explain)
        last = n + 1 == len(scenario.positions)
        answers = len(g.answers)
        QTest.mouseClick(window.prompt_bar.end_turn, Qt.MouseButton.LeftButton)
        assert len(g.answers) == answers
        # one button moves on, one ends the lesson; at the last position only End Lesson
        shown = [b.text() for b in (panel.next_button, panel.leave_button) if b.isVisible()]
        if last:
            assert shown == [END_LESSON] and f"click {END_LESSON}" in panel.word.text()
            assert panel.text.text().endswith(f"{END_LESSON} takes you back to the start.")
            QTest.mouseClick(panel.leave_button, Qt.MouseButton.LeftButton)
        else:
            assert shown == ["Next Position", END_LESSON] and "click Next Position" in panel.word.text()
            QTest.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.welcome and window.model.game is None
    assert not panel.isVisible()


def test_learn_to_play_is_in_the_help_menu_with_every_registered_scenario(small):
    window = small
    assert window.actions_by_name["learn"].text() == "&Learn to Play"
    menu = window.welcome_new_in.menu()
    assert [a.text() for a in menu.actions()] == [sc.title for sc in scenarios(list(SET_TITLES))]
    assert len(menu.actions()) == len(SET_TITLES) - 1  # each expansion has one; the core set has the guide
    window.actions_by_name["learn"].trigger()
    assert window.lessons.guide is GUIDES[0]
    QTest.mouseClick(window.coach_panel.leave_button, Qt.MouseButton.LeftButton)
    assert window.lessons.guide is None and window.model.game is not None  # the game goes on, uncoached
    assert window.model.undo_blocked == ""


def test_end_lesson_leaves_nothing_of_the_lesson_on_the_welcome_page(small, tmp_path):
    """After End Lesson the welcome page still showed the lesson's last card in the Card panel, its log and its
    status line ("… schemes: … Seed 1."), behind the wizard too: an ended lesson leaves nothing behind."""
    window = small
    scenario = scenarios(list(SET_TITLES))[0]
    window.whats_new(scenario)
    g = window.model.game
    window._inspect_in_dock(g.hq[0] if g.hq and g.hq[0] is not None else g.mastermind_card)
    assert window.inspector_dock.inspector.card is not None and window.log_dock.plain_text()
    QTest.mouseClick(window.coach_panel.leave_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.welcome and window.model.game is None
    assert window.inspector_dock.inspector.card is None
    assert window.log_dock.plain_text() == "" and not window.turn_summary.isVisible()
    status = window.statusBar().currentMessage()
    assert "schemes" not in status and "Seed" not in status and "New Game" in status
    assert window.windowTitle() == "Legendary Desktop"
    where = Path(os.environ.get("LESSON_SCREENSHOTS") or tmp_path)
    assert window.grab().save(str(where / "welcome-after-end-lesson-1280x720.png"))


def test_end_turn_asks_nothing_when_the_attack_left_beats_no_villain(small):
    """Right after the coach says the 2 Attack left beats no Villain here, End Turn asked "you still have 2
    Attack. End your turn anyway?": it asks only when something on the table could still take it."""
    window = small
    window.learn_to_play()
    driver = Driver(window)
    lessons = window.lessons
    g = window.model.game
    while "beats no Villain" not in lessons.coach.step.say:
        take_step(window, driver)
    assert g.turn.attack == 2 and not any(o.label.startswith(("fight:", "mastermind")) for o in g.pending.options)
    turn = g.turn.number
    QTest.mouseClick(window.prompt_bar.end_turn, Qt.MouseButton.LeftButton)
    assert not window.prompt_bar.end_anyway.isVisible() and g.turn.number == turn + 1
