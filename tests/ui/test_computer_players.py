"""Computer players at the table: whole games with people and computers played by clicking, the curtain
only between people, computer hands hidden, pause, hint, seats in saves and the wizard."""

from __future__ import annotations

import threading

import pytest
from conftest import COMPUTER_WAIT_MS, Driver, face_up_hand_owners
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QSpinBox

from legendary_desktop.bots import seats as bot_seats
from legendary_desktop.bots.hint import hint
from legendary_desktop.engine import sets
from legendary_desktop.engine.deal import Deal
from legendary_desktop.persistence.saved_seats import bot_seed
from legendary_desktop.setup.randomizer import random_setup
from legendary_desktop.ui.dialogs.preferences import PACE_MS, Preferences
from legendary_desktop.ui.dialogs.setup_wizard import SetupWizard


class Table:
    """The window played by a person who clicks; records every curtain and who held the device."""

    def __init__(self, window, qtbot, seats, seed: int, setup=None) -> None:
        self.window, self.qtbot = window, qtbot
        window.model.keep_files = False
        # (the person it named, the person whose hand the table last showed: who held the device)
        self.curtains: list[tuple[int, int | None]] = []
        self.holder: int | None = None
        self.hands_seen: set[int] = set()
        self.answered_in_persons_turn = 0  # computer decisions made during a person's turn
        window.controller.curtainRequested.connect(lambda p, _why: self.curtains.append((p, self.holder)))
        window.model.start(setup or random_setup(len(seats), seed), seed, tuple(seats))
        self.driver = Driver(window, seed)

    @property
    def game(self):
        return self.window.model.game

    def computer_deciding(self) -> bool:
        d = self.game.pending
        return d is not None and self.window.model.is_computer(d.player)

    def play(self, max_steps: int = 20000) -> None:
        for _ in range(max_steps):
            if self.driver.at_end():
                return
            self.hands_seen |= face_up_hand_owners(self.window)
            if self.window.controller.revealed is not None:
                self.holder = self.window.controller.revealed
            elif self.window.controller.public:
                self.holder = None  # a public choice, with no curtain: the device may be anywhere (the
                # next private decision brings the curtain, even for the person who answered it)
            if self.computer_deciding():
                answered = len(self.game.answers)
                if not self.window.model.is_computer(self.game.turn.player):
                    self.answered_in_persons_turn += 1
                self.qtbot.waitUntil(lambda n=answered: len(self.game.answers) > n or self.game.over,
                                     timeout=COMPUTER_WAIT_MS)
                continue
            self.driver.step()
        raise AssertionError(f"the game did not reach its end screen ({len(self.game.answers)} answers)")


@pytest.mark.parametrize("seed", [5, 11])
def test_one_person_and_two_computers_play_a_whole_game_by_clicking(window, qtbot, seed):
    table = Table(window, qtbot, ("human", "easy", "easy"), seed)
    table.play()
    g = table.game
    assert g.over and window.end_screen.headline.text() == g.outcome.headline
    assert table.curtains == []  # one person: the curtain never opened, for a computer or anyone
    assert table.hands_seen <= {0}  # no computer's hand was ever shown face up
    assert window.computers.moves > 0 and window.log_dock.lines == len(g.events)
    deciders = window.model.session.deciders()
    assert {1, 2} <= set(deciders) and 0 in deciders  # all three seats decided


def test_a_person_plays_a_whole_game_with_a_normal_and_a_strong_computer(window, qtbot):
    setup = random_setup(3, 21, sets=list(sets.TITLES))
    table = Table(window, qtbot, ("human", "normal", "strong"), 21, setup)
    table.play()
    g = table.game
    assert g.over and table.curtains == [] and table.hands_seen <= {0}
    deciders = window.model.session.deciders()
    assert {1, 2} <= set(deciders)


def test_computers_answer_by_themselves_what_a_persons_turn_asks_of_them(window, qtbot):
    # Magneto's Master Strike: each player reveals an X-Men Hero or discards down to four cards, also
    # when it is revealed in the person's turn.
    table = Table(window, qtbot, ("human", "easy", "easy"), 6, random_setup(3, 6, mastermind="Magneto"))
    table.play()
    assert table.answered_in_persons_turn > 0 and table.curtains == []


def test_two_people_and_a_computer_the_curtain_opens_only_between_the_people(window, qtbot):
    table = Table(window, qtbot, ("human", "easy", "human"), 3)
    table.play()
    assert table.game.over and table.curtains
    for person, previous in table.curtains:
        assert person in (0, 2)  # never for the computer seat
        assert person != previous  # only when the device passes from one person to another
    assert table.hands_seen <= {0, 2}
    assert {0, 2} <= {p for p, _ in table.curtains}


def test_every_seat_a_computer_plays_itself_to_the_end(window, qtbot):
    table = Table(window, qtbot, ("easy", "easy"), 2)
    seen: set[int] = set()

    def ended() -> bool:  # looked at between events while the computers play
        if table.driver.at_end():
            return True
        seen.update(face_up_hand_owners(window))
        return False

    qtbot.waitUntil(ended, timeout=COMPUTER_WAIT_MS)
    assert table.game.over and table.driver.at_end()
    assert table.curtains == [] and seen == set()  # nobody's hand is shown while computers play


def test_the_bot_thinks_off_the_ui_thread(window, qtbot, monkeypatch):
    threads = []
    make = bot_seats.make_bot

    def recording(*args, **kwargs):
        threads.append(threading.current_thread())
        return make(*args, **kwargs)

    monkeypatch.setattr(bot_seats, "make_bot", recording)
    monkeypatch.setattr("legendary_desktop.ui.table.game_model.make_bot", recording)  # the local source makes it
    window.model.keep_files = False
    window.model.start(random_setup(2, 1), 1, ("easy", "easy"))
    qtbot.waitUntil(lambda: len(threads) >= 3, timeout=COMPUTER_WAIT_MS)
    assert all(t is not threading.main_thread() for t in threads)


def end_turn(window, qtbot) -> None:
    """The person ends their turn with the End Turn button (twice if asked to confirm)."""
    bar = window.prompt_bar
    QTest.mouseClick(bar.end_turn, Qt.MouseButton.LeftButton)
    if bar.end_anyway.isVisible():
        QTest.mouseClick(bar.end_anyway, Qt.MouseButton.LeftButton)


def test_pause_holds_the_computer_and_resume_lets_it_play_on(window, qtbot):
    window.model.keep_files = False
    window.computers.pace_ms = PACE_MS["normal"]
    window.model.start(random_setup(2, 4), 4, ("human", "easy"))
    end_turn(window, qtbot)
    g = window.model.game
    assert window.model.is_computer(g.pending.player)
    bar = window.prompt_bar
    assert bar.pause.isVisible() and "Pause" in bar.pause.text()
    QTest.mouseClick(bar.pause, Qt.MouseButton.LeftButton)
    held = len(g.answers)
    qtbot.wait(PACE_MS["normal"] * 3)
    assert len(g.answers) == held  # nothing played while paused
    assert window.computers.paused and window.actions_by_name["pause"].isChecked()
    assert "Resume" in bar.pause.text() and bar.prompt.text().startswith(f"Paused: {g.players[1].name}")
    window.actions_by_name["pause"].trigger()  # the menu command (Ctrl+P) resumes
    qtbot.waitUntil(lambda: len(g.answers) > held, timeout=COMPUTER_WAIT_MS)
    assert not window.computers.paused


def test_a_computer_action_is_shown_at_its_pace_before_it_happens(window, qtbot):
    window.model.keep_files = False
    window.computers.pace_ms = 400
    window.model.start(random_setup(2, 4), 4, ("human", "easy"))
    end_turn(window, qtbot)
    g = window.model.game
    qtbot.waitUntil(lambda: window.controller.computer_shown is not None, timeout=COMPUTER_WAIT_MS)
    words, _lit = window.controller.computer_shown
    before = len(g.answers)
    prompt = window.prompt_bar.prompt.text()
    assert prompt.startswith(f"{g.players[1].name} (computer, Easy): ") and prompt.endswith(words)
    assert len(g.answers) == before  # shown, not yet played
    qtbot.waitUntil(lambda: len(g.answers) > before, timeout=COMPUTER_WAIT_MS)


def test_hint_says_one_line_for_the_persons_decision_and_plays_nothing(window, qtbot):
    window.model.keep_files = False
    window.model.start(random_setup(2, 4), 4, ("human", "easy"))
    g = window.model.game
    answers = len(g.answers)
    bar = window.prompt_bar
    assert bar.hint.isVisible() and window.actions_by_name["hint"].isEnabled()
    QTest.mouseClick(bar.hint, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bar.hint_text.isVisible(), timeout=COMPUTER_WAIT_MS)
    line = bar.hint_text.full_text
    told = hint(g, bot_seed(g.seed, 0, len(g.answers)))
    assert line == told.reason and line and "\n" not in line and bar.hint_text.text() == line  # fits in one line
    assert len(g.answers) == answers and g.pending.player == 0
    end_turn(window, qtbot)  # during the computer's decision there is no hint to ask
    if window.model.is_computer(g.pending.player):
        assert not bar.hint.isVisible() and not window.actions_by_name["hint"].isEnabled()


def test_seats_survive_save_and_load_and_the_computers_resume(window, qtbot, tmp_path):
    window.model.keep_files = False
    seats = ("human", "easy", "easy")
    window.model.start(random_setup(3, 8), 8, seats)
    end_turn(window, qtbot)
    path = tmp_path / "with-computers.json"
    window.computers.set_paused(True)
    window.model.save_as(path)
    saved = window.model.game.replay_answers()
    window.computers.set_paused(False)
    window.model.start(random_setup(3, 9), 9)  # another game, all people
    assert window.model.seats == ("human",) * 3
    window.computers.set_paused(True)
    assert window.load_path(path)
    assert window.model.seats == seats and window.model.game.replay_answers() == saved
    assert window.model.is_computer(window.model.game.pending.player)
    window.computers.set_paused(False)  # the loaded game's computer plays on
    qtbot.waitUntil(lambda: len(window.model.game.answers) > len(saved), timeout=COMPUTER_WAIT_MS)


def test_undo_goes_back_over_the_computers_to_the_persons_decision(window, qtbot):
    window.model.keep_files = False
    window.model.set_undo_past_reveals(True)
    window.model.start(random_setup(2, 4), 4, ("human", "easy"))
    end_turn(window, qtbot)
    qtbot.waitUntil(lambda: window.model.game.pending is not None
                    and window.model.game.pending.player == 0, timeout=COMPUTER_WAIT_MS)
    played = window.model.game.replay_answers()
    deciders = window.model.session.deciders()
    last_person = max(i for i, p in enumerate(deciders) if p == 0)
    assert len(played) - last_person > 2  # the computer answered several times since
    window.undo()
    g = window.model.game
    assert g.replay_answers() == played[:last_person] and g.pending.player == 0
    assert window.computers.moves and not window.computers.thinking
    window.redo()
    assert window.model.game.replay_answers() == played


def test_the_wizard_seats_a_computer_and_remembers_it(qtbot):
    w = SetupWizard()
    qtbot.addWidget(w)
    w.show()
    page = w.pages[0]
    page.body.findChild(QSpinBox, "playersSpin").setValue(3)
    box = page.body.findChild(QComboBox, "seatBox2")
    assert [box.itemData(i) for i in range(box.count())] == ["human", *bot_seats.STRENGTHS]
    assert w.seats() == ("human", "human", "human")  # the default: every seat a person
    index = box.findData("easy")
    box.setCurrentIndex(index)
    box.activated.emit(index)
    assert w.seats() == ("human", "easy", "human")
    assert "curtain" in page.seat_note.text().lower()
    w.pages[-1].refresh()
    assert "Player 1 · Computer 2 (Easy) · Player 3" in w.pages[-1].text.toPlainText()  # named for who plays
    w.accept()
    again = SetupWizard()
    qtbot.addWidget(again)
    assert again.seats()[:3] == ("human", "easy", "human")


def test_the_pace_is_a_preference(window):
    window.apply_preferences(Preferences("off", "private", "normal", "slow"))
    assert window.computers.pace_ms == PACE_MS["slow"] > PACE_MS["normal"] > PACE_MS["instant"] == 0


def test_a_refused_undo_during_a_computer_turn_does_not_stop_the_computer(window, qtbot):
    window.model.keep_files = False
    window.computers.pace_ms = 300
    window.model.start(random_setup(2, 4), 4, ("human", "easy"))
    end_turn(window, qtbot)  # a new hand drawn, a Villain card revealed: fair undo can't go back past it
    g = window.model.game
    qtbot.waitUntil(lambda: window.controller.computer_shown is not None, timeout=COMPUTER_WAIT_MS)
    held = len(g.answers)
    window.undo()
    assert window.model.game is g and not window.model.can_undo()
    qtbot.waitUntil(lambda: len(g.answers) > held, timeout=COMPUTER_WAIT_MS)


def test_new_game_from_the_wizard_seats_a_strong_computer_that_then_plays(window, qtbot, monkeypatch):
    """Game → New Game: the wizard's seats reach the game; the Strong seat plays its own turn."""
    from legendary_desktop.ui.dialogs import setup_wizard

    opened: list[SetupWizard] = []
    real_open = setup_wizard.SetupWizard.open
    monkeypatch.setattr(setup_wizard.SetupWizard, "open", lambda self: (opened.append(self), real_open(self)))
    window.model.keep_files = False
    window.ask_new_game()
    [w] = opened
    page = w.pages[0]
    page.body.findChild(QSpinBox, "playersSpin").setValue(2)
    box = page.body.findChild(QComboBox, "seatBox2")
    index = box.findData("strong")
    box.setCurrentIndex(index)
    box.activated.emit(index)
    w.draft.use_code(f"4-{'00' * 16}")  # a fixed game (the wizard draws a random setup and a secret deal)
    w.changed()
    w.accept()
    qtbot.waitUntil(lambda: window.model.game is not None and window.model.seats == ("human", "strong"),
                    timeout=COMPUTER_WAIT_MS)
    g = window.model.game
    assert g.seed == Deal(bytes(16), 4)
    end_turn(window, qtbot)
    # the computer plays until the person is asked something (their next turn, or a choice in the computer's
    # turn such as a Master Strike's: any game may ask one, and nobody answers it here)
    qtbot.waitUntil(lambda: g.over or (1 in window.model.session.deciders() and g.pending is not None
                                       and not window.model.is_computer(g.pending.player)),
                    timeout=COMPUTER_WAIT_MS)
    assert window.model.game is g and 1 in window.model.session.deciders()


def test_showing_the_hint_leaves_the_table_laid_out_as_it_was(window, qtbot, monkeypatch):
    """Showing a long hint grew the prompt bar by a line and laid out the whole table again: the hint is one
    line (shortened at a word, the whole and the search's numbers in its tooltip), the table's items stay put."""
    import importlib

    from legendary_desktop.bots.seats import Hint

    hint_module = importlib.import_module("legendary_desktop.bots.hint")  # the module (bots exports its function)

    long = ("Recruit Hey, Can I Get a Do Over: it adds 2 Attack to your deck, more than most of your cards give; "
            "your hands will beat Red Skull more often; Scheme at Escaped 8 / 12")
    monkeypatch.setattr(hint_module, "hint", lambda g, seed=0: Hint("end", long))
    window.resize(1280, 720)
    window.model.keep_files = False
    window.model.start(random_setup(2, 4), 4, ("human", "easy"))
    bar = window.prompt_bar
    qtbot.waitUntil(lambda: window.controller.person_may_answer() and bar.hint.isVisible())
    qtbot.wait(50)

    def laid_out():
        items = {card: (i.x(), i.y(), i.w, i.h) for card, i in window.scene.items_by_id.items() if i.isVisible()}
        return items, window.view.viewport().size(), bar.height()

    before = laid_out()
    QTest.mouseClick(bar.hint, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bar.hint_text.isVisible(), timeout=COMPUTER_WAIT_MS)
    qtbot.wait(50)
    assert laid_out() == before
    assert bar.hint_text.text().endswith("…") and long in bar.hint_text.toolTip()
