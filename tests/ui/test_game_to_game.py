"""One window, many games: after every way the window passes from one game to the next, and after some
decisions in each, the table draws the game's cards and nothing of an earlier game, and draws them exactly
as a fresh window draws the same position (the picture test)."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from legendary_desktop.engine import sets
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.lessons import scenarios
from legendary_desktop.setup.randomizer import random_setup
from legendary_desktop.ui.table.replay_viewer import ReplayViewer
from tests.ui.conftest import COMPUTER_WAIT_MS, Driver
from tests.ui.table_truth import differing_pixels, lift, new_window, picture, quiet, table_problems, whereabouts

ALL_SETS = tuple(sets.TITLES)  # every set of the program


def still_parts(win) -> dict[str, int]:
    """The sizes of the panels round the table that must not change as a game goes on: the docks' widths
    (the card panel, the log with the computers' summary) and the coach's height while a lesson is shown."""
    parts = {"card dock": win.inspector_dock.width(), "log dock": win.log_dock.width()}
    if win.coach_panel.isVisible():
        parts["coach"] = win.coach_panel.height()
    return parts


def play(win, qtbot, decisions: int, seed: int) -> None:
    """A person's clicks on what is lit, checking the table after every one."""
    driver = Driver(win, seed)
    panels = still_parts(win)  # the table holds still: no panel's words or width lay it out again
    for _ in range(decisions):
        g = win.model.game
        if g.over:
            break
        if win.model.is_computer(g.pending.player):  # a computer seat: wait for its answer, then look
            answered = len(g.answers)
            qtbot.waitUntil(lambda n=answered: len(win.model.game.answers) > n or win.model.game.over,
                            timeout=COMPUTER_WAIT_MS)
        elif not driver.targets() and not driver.curtain_up():
            break
        else:
            driver.step()
        quiet(win)
        assert table_problems(win) == []
        assert still_parts(win) == panels, "a panel beside the table changed its size"


def same_as_fresh(win, qtbot) -> None:
    """The table equals what a fresh window draws for the same game at the same point (a person's decision,
    so that no computer seat moves the game on in either window while they are compared)."""
    qtbot.waitUntil(lambda: win.model.game.over or not win.model.is_computer(win.model.game.pending.player),
                    timeout=COMPUTER_WAIT_MS)
    g = win.model.game
    lift(win)
    win.controller.select_none()  # cards picked for an answer not yet sent are the person's, not the game's
    win.scene.focus_index = -1  # and so is the keyboard's place on the table
    win.scene._clamp_focus()
    fresh = new_window(qtbot, (win.width(), win.height()))
    fresh.model.adopt(Game.replay(g.setup, g.seed, g.replay_answers()), win.model.seats)
    lift(fresh)
    assert fresh.view.transform() == win.view.transform(), "the table is drawn at another scale"
    assert differing_pixels(picture(win), picture(fresh)) == 0
    fresh.close()


def check(win, qtbot, seed: int, decisions: int = 12) -> None:
    quiet(win)
    assert table_problems(win) == []
    play(win, qtbot, decisions, seed)
    same_as_fresh(win, qtbot)


def test_new_game_after_new_game_wizard_and_quick_game(qtbot):
    win = new_window(qtbot, animation="normal")  # cards slide and banners show, as people play
    for k, seed in enumerate((645017885, 11, 902)):
        win.start_game(random_setup(3, seed, sets=ALL_SETS), seed)  # the wizard's Start
        check(win, qtbot, k)
        win.new_game(2, seed + 1)  # Quick Game
        check(win, qtbot, k + 10)
        win.new_game(3, seed + 2, seats=("human", "normal", "strong"))  # Quick Game with computer seats
        check(win, qtbot, k + 20, 40)


def test_lesson_then_game_then_open_then_continue(qtbot, tmp_path):
    win = new_window(qtbot, animation="normal")  # cards slide and banners show, as people play
    win.learn_to_play()
    quiet(win)
    assert table_problems(win) == []
    play(win, qtbot, 8, 1)
    win.start_game(random_setup(3, 645017885, sets=ALL_SETS), 645017885)
    check(win, qtbot, 2, 20)
    first = win.model.game
    path = tmp_path / "first.json"
    win.model.save_as(path)
    win.new_game(4, 77)
    check(win, qtbot, 3, 10)
    assert win.load_path(path)  # Game → Open
    assert win.model.game.answers == first.answers
    check(win, qtbot, 4, 10)
    win.new_game(2, 78)
    check(win, qtbot, 5, 6)


def test_every_whats_new_position_after_the_one_before(qtbot):
    win = new_window(qtbot, animation="normal")  # cards slide and banners show, as people play
    for sc in scenarios():
        win.whats_new(sc)
        for index in range(len(sc.positions)):
            if index:
                win.lessons._open_position(index)
            quiet(win)
            assert table_problems(win) == [], f"{sc.title} position {index}"
            play(win, qtbot, 4, index)
    win.new_game(3, 5)
    check(win, qtbot, 6)


def test_replay_viewer_and_back(qtbot):
    win = new_window(qtbot, animation="normal")  # cards slide and banners show, as people play
    win.new_game(3, 31)
    play(win, qtbot, 15, 7)
    win.show_replay_viewer()
    viewer = win.findChild(ReplayViewer)
    assert viewer is not None
    viewer.first.click()
    viewer.close()
    check(win, qtbot, 8)


def test_the_card_panel_follows_its_card_off_the_table(qtbot):
    """Hovered in the HQ, recruited: the panel no longer says HQ, it says the discard pile (and a card gone into
    a place the screen may not see says only that it left)."""
    win = new_window(qtbot)
    win.new_game(2, 5)
    lift(win)
    g = win.model.game
    while any(o.label.startswith("play:") for o in g.pending.options):
        win.model.answer(next(o.label for o in g.pending.options if o.label.startswith("play:")))
    recruit = next(o for o in g.pending.options if o.label.startswith("recruit:"))
    win.scene.cardHovered.emit(recruit.card)
    panel = win.inspector_dock.inspector
    assert panel.card_id == recruit.card and "discard" not in panel.text.text()
    win.show_card_popup(recruit.card)  # the large view, open while the card moves
    large = win.popup.inspector
    assert "discard" not in large.text.text()
    win.model.answer(recruit.label)
    quiet(win)
    assert panel.card_id == recruit.card
    where = f"In {g.players[g.turn.player].name}'s discard pile."
    assert where in panel.text.text() and where in large.text.text()
    win.popup.close()
    assert table_problems(win) == []
    assert whereabouts(g, recruit.card, {recruit.card}) == "No longer on the table."


def finish(win) -> None:
    """Play the game to its end through the model (the first option, or End Turn when it may)."""
    g = win.model.game
    for _ in range(5000):
        if g.over:
            return
        d = g.pending
        labels = [o.label for o in d.options]
        win.model.answer("end" if "end" in labels else labels[: max(1, d.min)] if d.max > 1 else labels[0])
    raise AssertionError("the game did not end")


def test_open_after_a_finished_game_then_a_lesson_then_continue(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)  # replace it
    win = new_window(qtbot, animation="normal")
    win.start_game(random_setup(3, 645017885, sets=ALL_SETS), 645017885)
    play(win, qtbot, 10, 9)
    saved = tmp_path / "saved.json"
    win.model.save_as(saved)
    answers = list(win.model.game.answers)
    win.new_game(2, 41)
    finish(win)
    quiet(win)
    assert win.stack.currentWidget() is win.end_screen
    assert win.load_path(saved)  # Game → Open after a finished game
    assert win.model.game.answers == answers
    check(win, qtbot, 10, 8)
    played_on = list(win.model.game.answers)
    win.whats_new(scenarios()[0])  # a lesson's position, in memory only
    quiet(win)
    assert table_problems(win) == []
    win.continue_last_game()  # Continue Last Game: the autosave of the game played before the lesson
    assert win.model.game.answers == played_on
    check(win, qtbot, 11, 8)


def play_online(qtbot, real: Game, windows: dict[int, object], steps: int, seed: int) -> None:
    """People's clicks at the online tables, each at their own; after every one, when every table has the
    host's latest view, each table draws the real game's cards where the real game has them."""
    drivers = {seat: Driver(w, seed + seat) for seat, w in windows.items()}
    start = len(real.answers)
    for _ in range(steps):
        if real.over:
            break
        n = len(real.answers)
        qtbot.waitUntil(lambda n=n: all(w.model.view is not None and w.model.view["answers"] == n
                                        for w in windows.values()), timeout=COMPUTER_WAIT_MS)
        for w in windows.values():
            quiet(w)
            assert table_problems(w, real) == [], f"seat {w.scene.home_seat} after {n} answers"
        window = windows[real.pending.player]
        qtbot.waitUntil(lambda w=window: w.model.pending is not None and bool(w.model.pending.options),
                        timeout=COMPUTER_WAIT_MS)
        drivers[real.pending.player].step()
        # answered, or a step of an answer at its table (a card picked, End Turn asked to confirm, a peek)
        qtbot.waitUntil(lambda n=n, w=window: len(real.answers) > n or real.over or bool(w.controller.selected)
                        or w.controller.confirming_end or w.scene.overlay_hidden, timeout=COMPUTER_WAIT_MS)
    assert len(real.answers) >= start + steps // 3, "the online game hardly moved"


def test_a_window_that_played_hosts_and_a_window_that_played_joins(qtbot, tmp_path, monkeypatch):
    """Game → Host Online Game from a window that played a local game, and a friend's window that played one
    joins: each online table draws only the real game's cards, where the real game has them (from its seat's
    view: no game of its own); when the online game is left, each window's next game is its own again."""
    from legendary_desktop.net.client import Client
    from legendary_desktop.net.door import Limits
    from legendary_desktop.ui.online import online
    from tests.net.harness import play_speed

    monkeypatch.setattr("legendary_desktop.net.host.Limits", lambda **times: play_speed(Limits(**times)))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)  # leave: Yes
    win = new_window(qtbot)
    win.new_game(2, 5)
    check(win, qtbot, 1, 8)
    friend = new_window(qtbot)
    friend.start_game(random_setup(3, 6, sets=ALL_SETS), 6)
    check(friend, qtbot, 2, 8)
    lobby = online.host_setup(win, random_setup(2, 645017885, sets=ALL_SETS), 645017885, port=0,
                              bind="127.0.0.1", advertise="127.0.0.1", cert_folder=tmp_path / "cert",
                              state_file=tmp_path / "host.json")
    qtbot.addWidget(lobby)
    client = Client(lobby.code.text(), name="Bea")
    client.connect()
    client.take(1)
    qtbot.waitUntil(lambda: "Bea" in lobby.seats.text(), timeout=20_000)
    opened: list = []
    try:
        lobby.start()  # the host's table opens (Game → Host Online Game's own path)
        opened.append(online._open[-1])
        opened.append(online.open_table(type(friend), online.ClientLink(client), "joiner", home=friend))  # as Join
        host_win, join_win = opened
        for w in (host_win, join_win):
            qtbot.addWidget(w)
            w.resize(1280, 720)
            w.show()
        assert not hasattr(host_win.model, "game") and not hasattr(join_win.model, "game")  # a seat's view, no game
        play_online(qtbot, lobby.host.session.game, {0: host_win, 1: join_win}, 40, 3)
    finally:  # a failure above must not leave a host or a connection running into the next test
        for w in reversed(opened):
            w.model.close()
        client.close()
        lobby.host.stop()
    win.new_game(3, 7)  # the app's own window, after hosting
    check(win, qtbot, 4, 8)
    friend.new_game(2, 8)  # the friend's, after joining
    check(friend, qtbot, 5, 8)
