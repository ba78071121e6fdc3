"""Reports from the window: Help → Report a Problem, the end screen, and an internal error in the engine."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QMessageBox

from legendary_desktop import cli
from legendary_desktop.bots import EasyBot, RandomBot
from legendary_desktop.engine import actions
from legendary_desktop.engine.decision import ACTION, IllegalAnswerError
from legendary_desktop.persistence import paths
from legendary_desktop.persistence.save_file import load_game
from legendary_desktop.report import replay_file
from legendary_desktop.ui.dialogs.report_dialog import ReportDialog
from legendary_desktop.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot):
    win = MainWindow()
    qtbot.addWidget(win)
    win.resize(1600, 900)
    win.show()
    qtbot.waitExposed(win)
    win.controller.curtain_enabled = False
    return win


def play(window, answers: int, seed: int = 5) -> None:
    model = window.model
    bot = RandomBot(seed)
    while model.game.pending is not None and len(model.game.answers) < answers:
        assert model.answer(bot.answer(model.game.pending))


def open_report(window) -> ReportDialog:
    window.actions_by_name["report"].trigger()
    dialogs = [d for d in window.findChildren(ReportDialog) if d.isVisible()]
    assert len(dialogs) == 1
    return dialogs[0]


def test_help_report_a_problem_writes_a_file_that_replays_to_the_same_position(window, capsys):
    window.new_game(3, 12)
    play(window, 45)
    g = window.model.game
    dialog = open_report(window)
    shown = dialog.contents.text()
    assert "all 45 answers" in shown and "decision 46" in shown and "Nothing else" in shown
    dialog.description.setPlainText("Rescued Bystanders went to the wrong Victory Pile.")
    dialog.show_file.setChecked(True)
    assert json.loads(dialog.file_view.toPlainText())["description"].startswith("Rescued Bystanders")
    path = dialog.write()
    assert path is not None and path.parent == paths.data_dir() / "reports"
    assert str(path) in dialog.where.text() and dialog.open_folder.isVisible()  # says where the file is
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document["description"] == "Rescued Bystanders went to the wrong Victory Pile."
    assert document["qt"] and document["error"] is None
    replayed = replay_file(path)
    assert replayed.reached
    assert replayed.game.zones() == g.zones() and replayed.game.pending.labels == g.pending.labels
    assert cli.main(["replay", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["decisions"] == 45


def test_the_end_screen_offers_the_report(window):
    window.new_game(2, 4)
    model = window.model
    bot = EasyBot(model.game, 4)
    while model.game.pending is not None:
        model.answer(bot.answer(model.game.pending))
    assert window.stack.currentWidget() is window.end_screen and window.end_screen.report.isVisible()
    window.end_screen.report.click()
    dialog = next(d for d in window.findChildren(ReportDialog) if d.isVisible())
    assert "the end of the game" in dialog.contents.text()
    path = dialog.write()
    assert path is not None
    replayed = replay_file(path)
    assert replayed.reached and replayed.game.over and replayed.game.outcome == model.game.outcome


def test_report_without_a_game_says_what_it_needs(window, monkeypatch):
    said = []
    monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text: said.append(text))
    assert window.report_problem() is None and "Start or open" in said[0]


def inject_fault(monkeypatch, label: str, error: type[Exception] = RuntimeError) -> None:
    """Make the engine fail half-way through playing one card: the card has moved, then an exception."""
    real = actions.do_action

    def faulty(g, option):
        if option.label == label:
            g.players[g.active].hand.remove(option.card)
            g.turn.played.append(option.card)
            raise error("injected fault while playing a card")
        yield from real(g, option)

    monkeypatch.setattr(actions, "do_action", faulty)


def test_an_internal_error_keeps_the_window_and_the_last_good_decision_and_offers_a_report(window, monkeypatch):
    window.new_game(2, 8)
    model = window.model
    g = model.game
    bot = RandomBot(8)
    while len(g.answers) < 20 or g.pending.kind != ACTION or not any(o.startswith("play:") for o in g.pending.labels):
        model.answer(bot.answer(g.pending))
    before_answers = g.replay_answers()
    before_labels = list(g.pending.labels)
    before_zones = {zone: list(cards) for zone, cards in g.zones().items()}  # copies: g is about to change
    play = next(o for o in g.pending.labels if o.startswith("play:"))
    errors = []
    model.internalError.connect(errors.append)
    inject_fault(monkeypatch, play)

    assert model.answer(play) is False
    assert window.isVisible() and errors and "RuntimeError: injected fault" in errors[0]
    good = model.game
    assert good is not g  # rebuilt: the failed game's state was half-changed
    assert good.answers == before_answers and good.zones() == before_zones
    assert int(play.split(":")[1]) in good.players[good.active].hand  # the card is back in hand
    assert good.pending.labels == before_labels
    assert load_game(paths.autosave_path()).answers == before_answers  # autosaved at the last good decision
    box = window.internal_error_box
    assert box.isVisible() and "last good decision" in box.text()
    report_button = next(b for b in box.buttons() if b.text().startswith("Report a Problem"))

    report_button.click()
    dialog = next(d for d in window.findChildren(ReportDialog) if d.isVisible())
    assert "internal error: RuntimeError" in dialog.contents.text()
    dialog.description.setPlainText("Playing a card crashed.")
    path = dialog.write()
    assert path is not None
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document["error"]["answer"] == [play] and document["error"]["error"] == "RuntimeError"
    assert any("do_action" in w or "faulty" in w for w in document["error"]["where"])
    still_broken = replay_file(path)
    assert still_broken.reached and still_broken.retry.startswith("raises RuntimeError: injected fault")
    monkeypatch.undo()
    fixed = replay_file(path)
    assert fixed.reached and fixed.retry == "accepted"  # once the engine is fixed, the report says so

    assert model.answer(play) is True  # the game goes on from the last good decision
    assert model.current_fault() is None  # a later report is about the later position, not the old error


def test_an_illegal_answer_error_from_inside_an_effect_is_an_internal_error_too(window, monkeypatch):
    """The answer was taken (it was among the options), then the engine failed: not a refused answer."""
    window.new_game(2, 8)
    model = window.model
    g = model.game
    bot = RandomBot(8)
    while g.pending.kind != ACTION or not any(o.startswith("play:") for o in g.pending.labels):
        model.answer(bot.answer(g.pending))
    before = g.replay_answers()
    play = next(o for o in g.pending.labels if o.startswith("play:"))
    refused, errors = [], []
    model.answerRefused.connect(refused.append)
    model.internalError.connect(errors.append)
    inject_fault(monkeypatch, play, IllegalAnswerError)
    assert model.answer(play) is False
    assert errors and not refused and model.game.answers == before
    assert int(play.split(":")[1]) in model.game.players[model.game.active].hand
    assert model.answer("no-such-option") is False and refused  # a wrong answer is still just refused
    assert len(errors) == 1 and model.current_fault() is not None


def test_when_even_the_earlier_answers_fail_the_window_stays_and_says_so(window, monkeypatch):
    window.new_game(2, 8)
    model = window.model
    g = model.game
    bot = RandomBot(8)
    while len(g.answers) < 10 or g.pending.kind != ACTION or not any(o.startswith("play:") for o in g.pending.labels):
        model.answer(bot.answer(g.pending))
    before = g.replay_answers()
    errors = []
    model.internalError.connect(errors.append)

    def every_action_fails(g, option):
        raise RuntimeError("every action fails")
        yield  # a generator, like the real one

    monkeypatch.setattr(actions, "do_action", every_action_fails)
    play = next(o for o in g.pending.labels if o.startswith("play:"))
    assert model.answer(play) is False
    assert window.isVisible() and "could not be rebuilt" in errors[0]
    monkeypatch.undo()
    assert load_game(paths.autosave_path()).answers == before  # the last good decision is on disk


def test_a_report_that_cannot_be_written_says_why_and_can_be_tried_again(window, tmp_path, qtbot):
    window.new_game(2, 3)
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the reports folder should be")
    dialog = ReportDialog(window.model.report_maker(), window, folder=blocked)
    qtbot.addWidget(dialog)
    assert dialog.write() is None
    assert dialog.where.text().startswith("Could not write the report") and dialog.write_button.isEnabled()
    dialog.folder = tmp_path / "reports"
    written = dialog.write()
    assert written is not None and written.parent == tmp_path / "reports" and not dialog.write_button.isEnabled()
