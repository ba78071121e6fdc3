"""Saves, autosave, resume, fair undo and redo, replay viewer, log export and statistics from the window."""

from __future__ import annotations

import json

from PySide6.QtWidgets import QFileDialog, QMessageBox

from legendary_desktop.engine.decision import ACTION
from legendary_desktop.persistence import paths
from legendary_desktop.persistence.save_file import load_game


def main_phase(window):
    window.controller.curtain_enabled = False
    g = window.model.game
    while g.pending.kind != ACTION:
        window.model.answer(g.pending.options[0].label if g.pending.min <= 1 else
                            [o.label for o in g.pending.options[: g.pending.min]])
    return g


def test_autosave_after_every_decision_and_save_as_round_trip(window, tmp_path, monkeypatch):
    window.new_game(3, 21)
    g = main_phase(window)
    window.model.answer(next(o.label for o in g.pending.options if o.label.startswith("play:")))
    assert load_game(paths.autosave_path()).answers == g.answers
    target = tmp_path / "mine.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    window.actions_by_name["save"].trigger()
    assert json.loads(target.read_text())["answers"] == g.answers
    window.new_game(2, 5)
    assert window.load_path(target)
    assert window.model.game.answers == g.answers and window.model.game.zones() == g.zones()


def test_a_bad_file_is_refused_and_the_current_game_goes_on(window, tmp_path, monkeypatch):
    window.new_game(2, 3)
    before = window.model.game
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "legendary-desktop-save", "version": 2, "seed": 1, "setup": {}, "answers": []}')
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append(text))
    assert not window.load_path(bad)
    assert shown and "bad.json" in shown[0] and "setup" in shown[0]
    assert window.model.game is before
    assert bad.read_text().startswith('{"format"')


def test_undo_and_redo_a_played_card_but_not_past_a_reveal(window):
    window.new_game(2, 8)
    g = main_phase(window)
    hand = list(g.players[g.turn.player].hand)
    play = next(o.label for o in g.pending.options if o.label.startswith("play:"))
    window.model.answer(play)
    assert window.actions_by_name["undo"].isEnabled()
    window.actions_by_name["undo"].trigger()
    g2 = window.model.game
    assert sorted(g2.players[g2.turn.player].hand) == sorted(hand) and not g2.turn.played
    assert window.actions_by_name["redo"].isEnabled()
    window.actions_by_name["redo"].trigger()
    assert window.model.game.answers[-1] == [play]
    window.model.answer("end")  # a new hand is drawn and a Villain card revealed
    assert not window.actions_by_name["undo"].isEnabled()
    window.actions_by_name["undo_past_reveals"].setChecked(True)
    assert window.actions_by_name["undo"].isEnabled()
    window.actions_by_name["undo_past_reveals"].setChecked(False)


def test_a_greyed_undo_says_what_was_revealed_and_where_to_lift_the_rule(window):
    window.new_game(2, 8)
    g = main_phase(window)
    undo = window.actions_by_name["undo"]
    while not any(o.label.startswith("recruit:") for o in g.pending.options):
        window.model.answer(next(o.label for o in g.pending.options if o.label.startswith("play:")))
    assert undo.isEnabled() and undo.toolTip() == "Take back the last decision"
    window.model.answer(next(o.label for o in g.pending.options if o.label.startswith("recruit:")))
    # the HQ was refilled from the Hero Deck: a reveal
    assert not undo.isEnabled()
    assert "a new Hero dealt into the HQ was revealed" in undo.toolTip()
    assert "Allow Undo Past Reveals" in undo.toolTip() and undo.statusTip() == undo.toolTip()
    window.model.answer("end")  # the next turn starts with a card from the Villain Deck
    g = window.model.game
    while g.pending.player != g.turn.player or g.pending.kind != ACTION:
        window.model.answer(g.pending.options[0].label)
    assert not undo.isEnabled() and g.reveal_word in undo.toolTip()
    window.undo()  # Ctrl+Z with Undo greyed: the status bar says why too
    assert "Allow Undo Past Reveals" in window.statusBar().currentMessage()


def test_resume_offer_restores_the_unfinished_game(window, monkeypatch):
    window.new_game(2, 13)
    g = main_phase(window)
    window.model.answer(next(o.label for o in g.pending.options if o.label.startswith("play:")))
    answers = window.model.game.replay_answers()
    asked = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda parent, title, text: asked.append(text) or QMessageBox.StandardButton.Yes)
    window.new_game(3, 2)  # as if the app were restarted with this autosave...
    window.model.load(paths.autosave_backup_path())  # ...put the first game back as the autosave
    assert window.offer_resume()
    assert window.model.game.answers == answers and "Resume the unfinished game" in asked[-1]
    paths.autosave_path().write_text("{truncated")  # a torn autosave: the backup is offered instead
    assert window.offer_resume()
    assert window.model.game.answers == answers


def test_replay_viewer_steps_through_the_game(window, qtbot):
    window.new_game(2, 17)
    g = main_phase(window)
    for _ in range(4):
        window.model.answer(g.pending.options[0].label)
    window.actions_by_name["replay"].trigger()
    viewer = window.findChild(type(window), None)  # no second main window
    assert viewer is None
    from legendary_desktop.ui.table.replay_viewer import ReplayViewer

    viewer = window.findChild(ReplayViewer)
    assert viewer is not None and viewer.step == len(g.answers)
    viewer.prev.click()
    assert viewer.step == len(g.answers) - 1 and viewer.table.answers == len(g.answers) - 1
    viewer.first.click()
    assert viewer.step == 0 and "Decision 0" in viewer.position.text()
    viewer.jump_to_turn(1)
    assert viewer.table.turn.number == 1
    assert g.answers == window.model.game.answers  # the viewer changed nothing


def test_export_log_and_statistics(window, tmp_path, monkeypatch):
    window.new_game(2, 4)
    target = tmp_path / "log.txt"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    window.actions_by_name["export_log"].trigger()
    text = target.read_text()
    assert window.model.game.setup.mastermind in text and "Answers (for replay)" in text
    window.actions_by_name["stats"].trigger()
    from legendary_desktop.ui.dialogs.stats_window import StatsWindow

    assert window.findChild(StatsWindow) is not None


def test_demo_leaves_the_players_autosave_alone(window):
    window.new_game(2, 9)
    before = paths.autosave_path().read_bytes()
    from legendary_desktop.ui.demo import play_demo

    play_demo(window, 3, 1, 2)
    assert paths.autosave_path().read_bytes() == before


def greyed_actions_say_why(window, qtbot) -> list[str]:
    """Every greyed action of the menus says why in its tooltip and status tip, and its key, pressed while
    it is greyed, puts that reason on the status bar (and does nothing else). The greyed actions' names."""
    from PySide6.QtTest import QTest

    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    greyed = []
    for name, act in window.actions_by_name.items():
        if name not in window.tips or act.isEnabled():
            continue
        greyed.append(name)
        why = act.toolTip()
        assert why and why != act.text().replace("&", "").replace("…", "") and why != act.text(), name
        assert act.statusTip() == why, name
        if act.shortcut().isEmpty():
            continue
        window.statusBar().clearMessage()
        answers = len(window.model.game.answers) if window.model.game is not None else 0
        QTest.keySequence(window, act.shortcut())
        assert window.statusBar().currentMessage() == why, f"{name}: {act.shortcut().toString()}"
        assert (len(window.model.game.answers) if window.model.game is not None else 0) == answers
    return greyed


def test_every_greyed_action_and_refused_key_says_why(window, qtbot):
    """Ctrl+Z after a reveal did nothing and said nothing (only the greyed menu item's tooltip said why): in
    every state (the welcome page, mid-game, after a reveal, game over) a greyed action says why, and so
    does its key."""
    from legendary_desktop.bots.seats import make_bot

    assert {"undo", "redo", "save", "end_turn"} <= set(greyed_actions_say_why(window, qtbot))  # welcome page
    window.new_game(2, 8)
    g = main_phase(window)
    window.model.answer(next(o.label for o in g.pending.options if o.label.startswith("play:")))
    greyed = greyed_actions_say_why(window, qtbot)  # mid-game: nothing to redo, no computer to pause
    assert {"redo", "pause"} <= set(greyed) and "undo" not in greyed
    while not any(o.label.startswith("recruit:") for o in g.pending.options):
        window.model.answer(next(o.label for o in g.pending.options if o.label.startswith("play:")))
    window.model.answer(next(o.label for o in g.pending.options if o.label.startswith("recruit:")))
    assert "undo" in greyed_actions_say_why(window, qtbot)  # after a reveal
    assert "Allow Undo Past Reveals" in window.actions_by_name["undo"].toolTip()
    bots = [make_bot("easy", g, i, 8) for i in range(2)]
    while not g.over:
        window.model.answer(bots[g.pending.player].answer(g.pending))
    assert {"end_turn", "hint"} <= set(greyed_actions_say_why(window, qtbot))  # game over
