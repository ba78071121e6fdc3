"""Learn to Play: runs a lesson in the window — the guided first game, or a set's scenario of prepared
positions — through the coach panel, the pointer on the table and the controller's gate.

The lesson itself is data (engine/lessons.py, each set's lesson module); this only shows it. The window
names no set: the scenarios offered are those the sets register.

While the guided steps run, Undo and Redo are off (the steps follow one game answer by answer); after
them the game is an ordinary game. A prepared position is played in memory only (no autosave, no history,
no undo: it is not a setup and seed that replays).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QPushButton, QStatusBar
from shiboken6 import isValid

from legendary_desktop.engine.lessons import Coach, Guide, Scenario, Target
from legendary_desktop.ui.learn.coach_panel import BUTTON_MARK, END_LESSON, CoachPanel, CoachPointer
from legendary_desktop.ui.table.board_scene import BoardScene
from legendary_desktop.ui.table.play_controller import CURTAIN_OPEN, PlayController
from legendary_desktop.ui.table.prompt_bar import PromptBar
from legendary_desktop.ui.table.table_source import TableSource

NEXT_POSITION = "Next Position"
GUIDE_UNDO = "Undo is off while the coach guides you; it comes back when the guided turns are done."


class CurtainPreference(Protocol):
    @property
    def curtain(self) -> str: ...  # the curtain mode the player chose (dialogs.preferences.Preferences)


class LessonWindow(Protocol):
    """The window a lesson is given in (main_window.MainWindow is one)."""

    @property
    def model(self) -> TableSource: ...
    @property
    def controller(self) -> PlayController: ...
    @property
    def scene(self) -> BoardScene: ...
    @property
    def prompt_bar(self) -> PromptBar: ...
    @property
    def coach_panel(self) -> CoachPanel: ...
    @property
    def prefs(self) -> CurtainPreference: ...
    def statusBar(self) -> QStatusBar: ...  # noqa: N802 (Qt's name)
    def close_practice(self) -> None: ...


class LessonRunner(QObject):
    """The lesson being given in a window, if any."""

    stepChanged = Signal()  # the coach moved on (or the lesson ended)

    def __init__(self, window: LessonWindow, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.window = window
        self.panel: CoachPanel = window.coach_panel
        self.guide: Guide | None = None
        self.scenario: Scenario | None = None
        self.position = 0
        self.coach: Coach | None = None
        self.game: object | None = None  # the game the lesson is given in (the table source's `game_key`)
        self.pointers: list[CoachPointer] = []
        self.marked: list[QPushButton] = []
        self.marked_styles: list[str] = []  # the style each had before its outline
        self.last_word = ""
        window.controller.answerHeld.connect(self._held)
        window.controller.tableChanged.connect(self._sync)
        window.model.changed.connect(self._answered)
        window.model.gameStarted.connect(self._game_started)
        self.panel.nextClicked.connect(self.next_position)
        self.panel.leaveClicked.connect(self.leave)

    @property
    def active(self) -> bool:
        return self.game is not None

    @property
    def coaching(self) -> bool:
        """Is a step waiting for an action now?"""
        return self.coach is not None and not self.coach.done

    # -- starting ------------------------------------------------------------
    def start_guide(self, guide: Guide) -> None:
        """The guided first game: a real game from the guide's setup and seed, both seats the learner's."""
        self._begin()
        self.guide = guide
        self.coach = Coach(guide.steps)
        self.window.model.start(guide.setup, guide.seed)
        self.game = self.window.model.game_key()
        self.window.model.set_undo_blocked(GUIDE_UNDO)
        self._sync()

    def start_scenario(self, scenario: Scenario) -> None:
        self._begin()
        self.scenario = scenario
        self._open_position(0)

    def _begin(self) -> None:
        self.stop()
        self.window.controller.curtain_mode = CURTAIN_OPEN  # the learner sees every seat's hand
        self.window.controller.gate = self._gate

    def _open_position(self, index: int) -> None:
        assert self.scenario is not None
        self.position = index
        pos = self.scenario.positions[index]
        self.coach = Coach(pos.steps)
        self.last_word = ""  # a word about the last position is no word about this one
        self.game = None  # the position replacing the last one is not "another game"
        self.window.model.practice(pos)
        self.game = self.window.model.game_key()
        self._sync()

    def _more_positions(self) -> bool:
        """Is a scenario's position done with another to come (the Next Position button)?"""
        return (self.scenario is not None and self.coach is not None and self.coach.done
                and self.position + 1 < len(self.scenario.positions))

    def _end_tip(self) -> str:
        if self.scenario is not None:
            return "End the lesson: its prepared table closes and you are back at the start."
        return "End the lesson: the coach goes quiet and the game stays yours to play on."

    def next_position(self) -> None:
        if self._more_positions():
            self._open_position(self.position + 1)

    def leave(self) -> None:
        """End Lesson: the guided game goes on as an ordinary game; a scenario's position is closed."""
        scenario = self.scenario is not None
        self.stop()
        if scenario:
            self.window.close_practice()

    def stop(self) -> None:
        """The coach goes quiet; the game in the window (if any) plays on freely."""
        was = self.game is not None
        self.guide = self.scenario = None
        self.coach = None
        self.game = None
        self.window.controller.gate = None
        self._clear_marks()
        self.panel.setVisible(False)
        if was and self.window.model.undo_blocked == GUIDE_UNDO:
            self.window.model.set_undo_blocked("")
        self.stepChanged.emit()

    # -- following the game ----------------------------------------------------
    def _game_started(self) -> None:
        if self.game is not None and self.window.model.game_key() is not self.game:
            self.stop()  # another game replaced the lesson's
            self.window.controller.curtain_mode = self.window.prefs.curtain

    def _gate(self, answer: Sequence[str]) -> str | None:
        if self.coach is None or self.game is None or self.window.model.game_key() is not self.game:
            return None
        if self.coach.done:
            if self.scenario is not None:
                then = NEXT_POSITION if self._more_positions() else END_LESSON
                return f"That is this position done: click {then} in the coach panel."
            return None
        return self.window.model.coach_check(self.coach, answer)

    def _answered(self) -> None:
        if self.coach is None or self.window.model.game_key() is not self.game or self.coach.done:
            return
        self.coach.answered()
        self.last_word = ""
        if self.coach.done and self.guide is not None:
            self.window.model.set_undo_blocked("")
        self.stepChanged.emit()

    def _held(self, word: str) -> None:
        self.last_word = word
        self.panel.say_word(word)
        self.window.statusBar().showMessage(word, 5000)

    # -- showing -------------------------------------------------------------
    def title(self) -> str:
        if self.guide is not None and self.coach is not None:
            if self.coach.done:
                return f"{self.guide.title} \u2014 the game is yours"
            return f"{self.guide.title} \u2014 step {self.coach.index + 1} of {len(self.coach.steps)}"
        if self.scenario is not None:
            pos = self.scenario.positions[self.position]
            return f"{self.scenario.title} \u2014 {self.position + 1} of {len(self.scenario.positions)}: {pos.title}"
        return ""

    def text(self) -> str:
        coach = self.coach
        if coach is None:
            return ""
        if self.guide is not None:
            return self.guide.done if coach.done else (coach.step.say if coach.step else "")
        assert self.scenario is not None
        pos = self.scenario.positions[self.position]
        if coach.done:
            if self.position + 1 < len(self.scenario.positions):
                return pos.explain
            return f"{pos.explain} That is the whole lesson: {END_LESSON} takes you back to the start."
        intro = self.scenario.intro + " " if self.position == 0 and coach.index == 0 else ""
        return intro + (coach.step.say if coach.step else "")

    def _sync(self) -> None:
        if self.coach is None or self.game is None or self.window.model.game_key() is not self.game:
            return
        coach = self.coach
        self.panel.show_step(self.title(), self.text(), NEXT_POSITION if self._more_positions() else "",
                             self._end_tip())
        self.panel.say_word(self.last_word)
        self._point(self.window.model.coach_target(coach) if not coach.done else Target())

    def _clear_marks(self) -> None:
        scene = self.window.scene
        for p in self.pointers:
            if isValid(p) and p.scene() is scene:
                scene.removeItem(p)
        self.pointers = []
        for b, style in zip(self.marked, self.marked_styles, strict=True):
            if isValid(b):
                b.setStyleSheet(style)
        self.marked, self.marked_styles = [], []

    def _point(self, target: Target) -> None:
        """Outline the cards the step waits for, and the buttons."""
        self._clear_marks()
        scene = self.window.scene
        printed = scene.printed_rects() if target.cards else []
        for card in target.cards:
            item = scene.overlay_items.get(card) if scene.overlay_shown() else None
            if item is None or not item.isVisible():
                item = scene.items_by_id.get(card)
            if item is not None and item.isVisible():
                self.pointers.append(CoachPointer(item, item.w, item.h, [r for _, r in printed]))
        for b in self.buttons_for(target):
            # the outline on top of the button's own style: a compact bar's low button stays low (replaced,
            # it grew to a usual button's size and the bar, and the table's cards, with it)
            style = b.styleSheet()
            self.marked.append(b)
            self.marked_styles.append(style)
            own = style if not style or "{" in style else f"QPushButton {{ {style} }}"
            b.setStyleSheet(f"{own} {BUTTON_MARK}".strip())

    def buttons_for(self, target: Target) -> list[QPushButton]:
        bar = self.window.prompt_bar
        found = []
        for label in target.buttons:
            if label == "end":
                found += [b for b in (bar.end_turn, bar.end_anyway) if b.isVisible()]
            elif label == "confirm" and bar.confirm.isVisible():
                found.append(bar.confirm)
            found += [b for b in bar.option_buttons if b.property("optionLabel") == label and b.isVisible()]
        return found
