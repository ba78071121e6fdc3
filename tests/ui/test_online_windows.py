"""Two app windows in one process, the host's and a joiner's, play turns by clicking (127.0.0.1)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget

from legendary_desktop.net.client import Client
from legendary_desktop.net.host import FRIEND, HOST
from legendary_desktop.setup.randomizer import random_setup
from legendary_desktop.ui.dialogs.preferences import Preferences
from legendary_desktop.ui.main_window import MainWindow
from legendary_desktop.ui.online.online import ClientLink, HostLink, HostLobby, open_table
from legendary_desktop.ui.qt_compat import menu_of
from tests.ui.conftest import COMPUTER_WAIT_MS, Driver, face_up_hand_owners


@pytest.fixture(autouse=True)
def play_speed_limits(monkeypatch) -> None:
    """A host made without limits here lets the clicks come as fast as the test clicks (the real rate
    limits are tested in tests/net): the test never depends on the machine's speed."""
    from legendary_desktop.net.door import Limits
    from tests.net.harness import play_speed

    monkeypatch.setattr("legendary_desktop.net.host.Limits", lambda **times: play_speed(Limits(**times)))


@pytest.fixture(autouse=True)
def leave_answers(monkeypatch) -> list[str]:
    """Leaving an online table asks: here the answer is Yes (a test may append "no" to say No once); the
    questions asked are kept, and every table a test leaves open is left when the test closes it."""
    from PySide6.QtWidgets import QMessageBox

    asked: list[str] = []
    said: list[str] = []

    def question(parent, title, text, *args, **kwargs):
        asked.append(f"{title} {text}")
        no = said and said.pop(0) == "no"
        return QMessageBox.StandardButton.No if no else QMessageBox.StandardButton.Yes

    monkeypatch.setattr("legendary_desktop.ui.online.online.QMessageBox.question", question)
    question.said = said  # type: ignore[attr-defined]
    return asked


RETRY_MS_AND_MORE = 2500  # a little longer than a joiner's table waits between tries to come back


def _lobby_with_bea(qtbot, tmp_path: Path, seed: int, host_seat: str = HOST,
                    sets: tuple[str, ...] = ("core",)) -> tuple[HostLobby, Client]:
    """A started 2-player game of `sets` on 127.0.0.1: seat 1 taken by the joiner Bea, seat 0 the host's own
    (or a computer of `host_seat`'s strength)."""
    lobby = HostLobby(random_setup(2, seed, sets=sets), seed, None, None, port=0, bind="127.0.0.1",
                      advertise="127.0.0.1", cert_folder=tmp_path / "cert", state_file=tmp_path / "host.json")
    qtbot.addWidget(lobby)
    if host_seat != HOST:
        lobby.host.set_kind(0, host_seat)
    client = Client(lobby.code.text(), name="Bea")
    client.connect()
    client.take(1)
    qtbot.waitUntil(lambda: "Bea" in lobby.seats.text(), timeout=20_000)
    lobby.start()
    return lobby, client


def _host_plays_until_bea_decides(lobby: HostLobby) -> None:
    """The host's seat answers (ending its turn where it may) until a decision is Bea's."""
    game = lobby.host.session.game
    while game.pending is not None and game.pending.player == 0:
        labels = [o.label for o in game.pending.options]
        lobby.host.answer(0, "end" if "end" in labels else labels[0])


def test_host_and_joiner_windows_play_turns_by_clicking(qtbot, tmp_path: Path) -> None:
    lobby = HostLobby(random_setup(2, 3, sets=("core",)), 3, None, None, port=0, bind="127.0.0.1",
                      advertise="127.0.0.1", cert_folder=tmp_path / "cert", state_file=tmp_path / "host.json")
    qtbot.addWidget(lobby)
    assert lobby.code.text().startswith("LGD1-")
    assert lobby.host.kinds == [HOST, FRIEND]
    client = Client(lobby.code.text(), name="Bea")
    assert [s["open"] for s in client.connect()] == [False, True]
    client.take(1)
    qtbot.waitUntil(lambda: "Bea" in lobby.seats.text(), timeout=20_000)
    lobby.start()
    host_win = open_table(MainWindow, HostLink(lobby.host, 0), "host")
    join_win = open_table(MainWindow, ClientLink(client), "joiner")
    try:
        for w in (host_win, join_win):
            qtbot.addWidget(w)
            w.apply_preferences(Preferences("off", "private", "normal", "instant"))
            w.resize(1400, 800)
        qtbot.waitUntil(lambda: host_win.model.in_game and join_win.model.in_game, timeout=20_000)
        game = lobby.host.session.game
        drivers = {0: Driver(host_win, 1), 1: Driver(join_win, 2)}
        own_up: set[int] = set()
        for _ in range(400):  # clicks; bounded
            if game.over or game.turn_number > 4:
                break
            seat = game.pending.player
            window = host_win if seat == 0 else join_win
            qtbot.waitUntil(lambda w=window, s=seat: w.model.pending is not None
                            and len(w.model.events()) == len(game.events)
                            and w.model.pending.player == s, timeout=20_000)
            assert not drivers[seat].curtain_up()  # no curtain online
            for w, me in ((host_win, 0), (join_win, 1)):
                assert face_up_hand_owners(w) <= {me}  # only the own hand is face up
                own_up |= face_up_hand_owners(w)
            drivers[seat].step()
            qtbot.wait(1)  # the answer travels (the next wait is for the position it makes)
        assert game.turn_number > 4 or game.over
        assert game.answers  # the clicks reached the host
        assert own_up == {0, 1}  # each window showed its own hand face up
        qtbot.waitUntil(lambda: join_win.model.table().turn.number == game.turn.number
                        and len(join_win.model.events()) == len(game.events), timeout=20_000)
        assert list(join_win.model.table().players[1].hand) == game.players[1].hand  # its own hand, from its view
        assert join_win.model.table().players[0].hand_count == len(game.players[0].hand)  # the host's: a count
        assert face_up_hand_owners(join_win) <= {1}
    finally:
        join_win.model.close()
        host_win.model.close()


def test_the_host_resumes_its_online_game_from_the_autosave_and_the_joiner_comes_back(qtbot, window) -> None:
    from legendary_desktop.net.host import state_path
    from legendary_desktop.ui.online.online import HOST_ENDED, resume_hosting

    storage = window.model.storage
    lobby = HostLobby(random_setup(2, 4, sets=("core",)), 4, storage, None, port=0, bind="127.0.0.1",
                      advertise="127.0.0.1", state_file=state_path())
    qtbot.addWidget(lobby)
    code = lobby.code.text()
    client = Client(code, name="Bea")
    client.connect()
    client.take(1)
    lobby.start()
    join_win = open_table(MainWindow, ClientLink(client), "joiner")
    qtbot.addWidget(join_win)
    game = lobby.host.session.game
    lobby.host.answer(0, "end")  # the host's first decision, then the host goes away
    answers = list(game.answers)
    lobby.host.stop()
    qtbot.waitUntil(lambda: join_win.statusBar().currentMessage() == HOST_ENDED, timeout=20_000)
    table = resume_hosting(window, bind="127.0.0.1", advertise="127.0.0.1")
    assert table is not None
    try:
        qtbot.addWidget(table)
        host = table.model.link.host
        assert host.join_code() == code and host.session.game.answers[: len(answers)] == answers
        qtbot.waitUntil(lambda: join_win.statusBar().currentMessage() == "Connected."
                        and join_win.model.in_game
                        and len(join_win.model.events()) == len(host.session.game.events), timeout=20_000)
        assert host.seats[1] is not None  # the joiner is back in its seat
    finally:
        join_win.model.close()
        table.model.close()


def test_save_as_on_the_host_saves_the_real_game(qtbot, tmp_path: Path) -> None:
    from legendary_desktop.persistence.save_file import load_game

    lobby = HostLobby(random_setup(2, 5, sets=("core",)), 5, None, None, port=0, bind="127.0.0.1",
                      advertise="127.0.0.1", cert_folder=tmp_path / "cert", state_file=tmp_path / "host.json")
    qtbot.addWidget(lobby)
    lobby.kind_boxes[1].setCurrentIndex(lobby.kind_boxes[1].findData("easy"))
    lobby.start()
    table = open_table(MainWindow, HostLink(lobby.host, 0), "host")
    try:
        qtbot.addWidget(table)
        qtbot.waitUntil(lambda: table.model.in_game, timeout=20_000)
        lobby.host.answer(0, "end")
        table.model.save_as(tmp_path / "online.json")
        saved = load_game(tmp_path / "online.json")
        assert saved.seed == 5 and saved.answers == lobby.host.session.game.answers[: len(saved.answers)]
        assert saved.answers
    finally:
        table.model.close()


def test_report_a_problem_on_the_host_holds_the_real_game_and_a_joiner_is_sent_to_the_host(
        qtbot, tmp_path: Path, monkeypatch) -> None:
    from legendary_desktop.persistence.save_file import from_json

    told: list[str] = []
    monkeypatch.setattr("legendary_desktop.ui.main_window.QMessageBox.information",
                        lambda parent, title, text: told.append(text))
    lobby, client = _lobby_with_bea(qtbot, tmp_path, 5)
    host_win = open_table(MainWindow, HostLink(lobby.host, 0), "host")
    join_win = open_table(MainWindow, ClientLink(client), "joiner")
    try:
        for w in (host_win, join_win):
            qtbot.addWidget(w)
        qtbot.waitUntil(lambda: host_win.model.in_game and join_win.model.in_game, timeout=20_000)
        _host_plays_until_bea_decides(lobby)
        dialog = host_win.report_problem()
        assert dialog is not None
        _, seed, answers = from_json(dialog.document["save"])
        assert seed == 5 and answers == lobby.host.session.game.answers and answers  # the real game
        dialog.close()
        assert join_win.report_problem() is None
        assert told and "host" in told[-1]
    finally:
        join_win.model.close()
        host_win.model.close()


def test_the_host_window_offers_to_give_a_missing_friends_seat_to_a_computer(qtbot, tmp_path: Path,
                                                                           monkeypatch) -> None:
    lobby = HostLobby(random_setup(2, 6, sets=("core",)), 6, None, None, port=0, bind="127.0.0.1",
                      advertise="127.0.0.1", cert_folder=tmp_path / "cert", state_file=tmp_path / "host.json")
    qtbot.addWidget(lobby)
    lobby.start()
    table = open_table(MainWindow, HostLink(lobby.host, 0), "host")
    try:
        qtbot.addWidget(table)
        give = table.actions_by_name["give_seat"]
        assert give.isEnabled() and give in menu_of(table.menuBar().actions()[0]).actions()
        from PySide6.QtWidgets import QInputDialog

        import legendary_desktop.ui.online.online as online

        asked: list[list[str]] = []

        def pick(*args, **kwargs):
            asked.append(args[3])
            return args[3][0], True

        monkeypatch.setattr(QInputDialog, "getItem", staticmethod(pick))
        online.give_seat(table, lobby.host)
        assert asked and "Player 2" in asked[0][0]
        assert lobby.host.kinds[1] == "easy"
    finally:
        table.model.close()


def test_new_game_wizard_last_page_hosts_its_setup_online(qtbot, tmp_path: Path, monkeypatch) -> None:
    """Game → New Game, last page, Host Online Game…: the lobby hosts that very setup and seed, with the
    wizard's computer seat kept and the other person's seat open for a friend; no local game starts."""
    from PySide6.QtWidgets import QComboBox, QPushButton, QSpinBox

    from legendary_desktop.ui.dialogs import setup_wizard
    from legendary_desktop.ui.online import online

    opened: list[setup_wizard.SetupWizard] = []
    real_open = setup_wizard.SetupWizard.open
    monkeypatch.setattr(setup_wizard.SetupWizard, "open", lambda self: (opened.append(self), real_open(self)))
    lobbies: list[HostLobby] = []

    def loopback_lobby(*args, **kwargs):  # the lobby as the app makes it, on loopback and temporary files
        kwargs.update(port=0, bind="127.0.0.1", advertise="127.0.0.1", cert_folder=tmp_path / "cert",
                      state_file=tmp_path / "host.json")
        lobby = HostLobby(*args, **kwargs)
        lobbies.append(lobby)
        return lobby

    monkeypatch.setattr(online, "HostLobby", loopback_lobby)
    from legendary_desktop.ui.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    window.model.keep_files = False
    window.ask_new_game()
    [w] = opened
    page = w.pages[0]
    page.body.findChild(QSpinBox, "playersSpin").setValue(3)
    for seat, kind in ((2, "human"), (3, "easy")):  # whatever an earlier game left remembered
        box = page.body.findChild(QComboBox, f"seatBox{seat}")
        index = box.findData(kind)
        box.setCurrentIndex(index)
        box.activated.emit(index)
    w.draft.seed = 8
    w.changed()
    for _ in range(len(w.pages) - 1):
        w.next()
    button = w.currentPage().findChild(QPushButton, "hostOnlineButton")
    assert button is not None and button.isVisible() and button.isEnabled()
    button.click()
    [lobby] = lobbies
    try:
        qtbot.addWidget(lobby)
        assert lobby.isVisible() and not w.isVisible()
        assert lobby.session.game.setup == w.setup() and lobby.session.game.seed == w.seed() \
            and lobby.session.game.seed.setup_seed == 8
        assert lobby.host.kinds == [HOST, FRIEND, "easy"]
        assert lobby.code.text().startswith("LGD1-")
        assert not window.model.in_game  # hosted, not started at this screen
    finally:
        lobby.reject()
        from PySide6.QtCore import QSettings

        QSettings().remove("wizard")  # the wizard remembered this table: later tests start from none


def test_host_online_game_wizard_has_no_second_host_button(qtbot) -> None:
    """Opened from Game → Host Online Game, the wizard's Finish opens the lobby; its last page has no
    Host Online Game… button of its own."""
    from PySide6.QtWidgets import QPushButton, QWizard

    from legendary_desktop.ui.dialogs.setup_wizard import SetupWizard

    w = SetupWizard(remember=False, hosting=True)
    qtbot.addWidget(w)
    w.show()
    for _ in range(len(w.pages) - 1):
        w.next()
    assert w.button(QWizard.WizardButton.FinishButton).text() == "Open the Lobby"
    assert not w.currentPage().findChild(QPushButton, "hostOnlineButton").isVisible()


def test_a_joiners_replay_viewer_shows_only_what_its_seat_saw(qtbot, tmp_path: Path) -> None:
    """The joiner plays a few turns against a computer on the host, then opens the Replay Viewer: it steps
    through the positions its screen showed, its own hand face up, the computer's hand never."""
    from legendary_desktop.engine.game import Game
    from legendary_desktop.ui.table.replay_viewer import ReplayViewer
    from tests.net.harness import Player

    lobby, client = _lobby_with_bea(qtbot, tmp_path, 9, host_seat="easy")
    join_win = open_table(MainWindow, ClientLink(client), "joiner")
    try:
        qtbot.addWidget(join_win)
        join_win.apply_preferences(Preferences("off", "private", "normal", "instant"))
        game = lobby.host.session.game
        me = Player(1, 9)
        while game.turn_number <= 4 and not game.over:
            qtbot.waitUntil(lambda: join_win.model.in_game and game.pending is not None
                            and (game.pending.player == 1 or game.over)
                            and join_win.model.pending is not None
                            and len(join_win.model.events()) == len(game.events), timeout=COMPUTER_WAIT_MS)
            n = len(game.answers)
            assert join_win.model.answer(me.answer(client.view))
            qtbot.waitUntil(lambda n=n: len(game.answers) > n, timeout=COMPUTER_WAIT_MS)
        action = join_win.actions_by_name["replay"]
        assert action.isVisible() and action.isEnabled()
        action.trigger()
        # not given to qtbot: the window, its parent, takes it down (on PySide6 6.6 qtbot's own close of a
        # viewer already deleted with its window raised "Internal C++ object already deleted")
        [viewer] = join_win.findChildren(ReplayViewer)
        seen = join_win.model.seen
        assert viewer.replay is seen and seen.steps > 10
        answers = lobby.host.session.game.replay_answers()
        computer_hand_up = own_hand_up = 0
        for k in range(seen.steps + 1):
            viewer.show_step(k)
            shown = viewer.table
            n = int(seen.seen[k][0]["answers"])
            then = Game.replay(game.setup, game.seed, answers[:n])
            assert sorted(shown.players[1].hand) == sorted(then.players[1].hand)
            assert shown.players[0].hand is None  # the computer's hand: a count, in every view it was sent
            up = {p.index for p in shown.players for c in p.hand or ()
                  if (item := viewer.scene.items_by_id.get(c)) is not None and item.isVisible() and item.face_up}
            computer_hand_up += 0 in up
            own_hand_up += 1 in up
        assert computer_hand_up == 0  # the computer's hand: backs at every step
        assert own_hand_up > 0  # the joiner's own hand shows when it is its move
        viewer.close()
    finally:
        join_win.model.close()
        lobby.host.stop()


def test_a_joiner_undoes_its_own_last_choice_and_both_screens_show_it(qtbot, tmp_path: Path) -> None:
    """Online Undo: enabled on the joiner's screen right after its own answer (not the host's), it takes
    the answer back on the host; both windows redraw the shorter game and say who took it back."""
    lobby, client = _lobby_with_bea(qtbot, tmp_path, 7)
    host_win = open_table(MainWindow, HostLink(lobby.host, 0), "host")
    join_win = open_table(MainWindow, ClientLink(client), "joiner")
    try:
        for w in (host_win, join_win):
            qtbot.addWidget(w)
            w.apply_preferences(Preferences("off", "private", "normal", "instant"))
        game = lobby.host.session.game
        qtbot.waitUntil(lambda: host_win.model.in_game and join_win.model.in_game, timeout=20_000)
        _host_plays_until_bea_decides(lobby)  # with this seed, the first card revealed makes each player KO a Hero
        qtbot.waitUntil(lambda: join_win.model.pending is not None and join_win.model.pending.player == 1
                        and bool(join_win.model.pending.options), timeout=20_000)
        qtbot.waitUntil(lambda: len(host_win.model.events()) == len(game.events), timeout=20_000)
        undo_j, undo_h = join_win.actions_by_name["undo"], host_win.actions_by_name["undo"]
        assert undo_j.isVisible() and not undo_j.isEnabled()  # Bea has not chosen yet
        assert undo_h.isEnabled()  # the host's own choice, the last one: the host may take it back
        asked = join_win.model.pending
        before = [(o.label, o.text) for o in asked.options]
        play = [label for label, _ in before[:asked.min]]  # whatever it asks: the first few
        answered = len(game.answers)
        assert join_win.model.answer(play)
        qtbot.waitUntil(lambda: len(game.answers) == answered + 1 and undo_j.isEnabled(), timeout=20_000)
        events = len(game.events)
        qtbot.waitUntil(lambda: len(host_win.model.events()) == events, timeout=20_000)
        assert not undo_h.isEnabled()  # the host's screen may not take back Bea's choice
        undo_j.trigger()
        qtbot.waitUntil(lambda: len(lobby.host.session.game.answers) == answered, timeout=20_000)
        game = lobby.host.session.game  # undo replays the answers but the last into a new game
        for w in (host_win, join_win):
            qtbot.waitUntil(lambda w=w: len(w.model.events()) == len(game.events) < events
                            and "Bea took back their last choice" in w.statusBar().currentMessage(), timeout=20_000)
        assert sorted(join_win.model.table().players[1].hand) == sorted(game.players[1].hand)
        for w in (host_win, join_win):  # each log pane is written anew: the taken-back lines are gone
            lines = [line for line in w.log_dock.plain_text().splitlines() if line.strip()]
            assert len(lines) == len(game.events), (lines, [e.text for e in game.events])
            assert "Seed" not in w.statusBar().currentMessage()
        assert [(o.label, o.text) for o in join_win.model.pending.options] == before  # asked again
        qtbot.waitUntil(lambda: not undo_j.isEnabled(), timeout=20_000)  # nothing more of Bea's to take back
    finally:
        join_win.model.close()
        host_win.model.close()


def test_seat_states_as_every_screen_says_them() -> None:
    from legendary_desktop.ui.online.online import seat_line, seat_state

    bea = {"seat": 1, "player": "Bea", "kind": FRIEND, "name": "Bea", "connected": False, "open": False,
           "held": True, "release_in": 180.0}
    assert seat_state(bea) == "reconnecting 3:00" and seat_state(bea, 75.2) == "reconnecting 1:45"
    assert seat_state(bea, 180.0) == "away" and seat_line(bea, 200) == "Bea: Friend (Bea) — away"
    assert seat_state({**bea, "connected": True, "held": False, "release_in": None}) == "connected"
    assert seat_state({**bea, "held": False, "open": True, "release_in": None}) == "not connected"
    assert seat_state({**bea, "kind": "computer"}) == ""


def test_a_joiner_whose_network_stops_shows_reconnecting_and_comes_back_by_itself(qtbot, tmp_path: Path) -> None:
    """The network between Bea and the host stops (nothing gets through, no connection ends): Bea's screen
    says Reconnecting…, the host's table shows her seat held ("reconnecting 2:59"); when the network comes
    back her client comes back into her seat by itself, with its token."""
    import dataclasses

    from legendary_desktop.net.door import Limits
    from legendary_desktop.net.join_code import parse
    from tests.net.hostile import Proxy

    lobby = HostLobby(random_setup(2, 3, sets=("core",)), 3, None, None, port=0, bind="127.0.0.1",
                      advertise="127.0.0.1", cert_folder=tmp_path / "cert", state_file=tmp_path / "host.json",
                      limits=Limits(heartbeat=0.2, drop_after=1.0))
    qtbot.addWidget(lobby)
    proxy = Proxy(lobby.host.port)
    code = dataclasses.replace(parse(lobby.code.text()), port=proxy.port)
    client = Client(code, name="Bea", heartbeat=0.2, drop_after=1.0, retry_every=0.2)
    client.connect()
    client.take(1)
    qtbot.waitUntil(lambda: "Bea" in lobby.seats.text(), timeout=20_000)
    lobby.start()
    host_win = open_table(MainWindow, HostLink(lobby.host, 0), "host")
    join_win = open_table(MainWindow, ClientLink(client), "joiner")
    try:
        for w in (host_win, join_win):
            qtbot.addWidget(w)
        qtbot.waitUntil(lambda: host_win.model.in_game and join_win.model.in_game, timeout=20_000)
        proxy.cut()
        qtbot.waitUntil(lambda: "Reconnecting" in join_win.statusBar().currentMessage(), timeout=20_000)
        qtbot.waitUntil(lambda: "reconnecting" in host_win.scene.seat_labels.get(1, ""), timeout=20_000)
        qtbot.waitUntil(lambda: "Bea: Friend (Bea) — reconnecting 2:" in lobby.seats.text(), timeout=20_000)
        proxy.mend()
        qtbot.waitUntil(lambda: join_win.statusBar().currentMessage() == "Connected."
                        and lobby.host.seats[1] is not None, timeout=20_000)
        qtbot.waitUntil(lambda: "reconnecting" not in host_win.scene.seat_labels.get(1, ""), timeout=20_000)
    finally:
        join_win.model.close()
        host_win.model.close()
        proxy.close()


def test_a_joiner_whose_seat_was_given_away_while_it_was_away_is_told_and_stops_trying(qtbot, tmp_path: Path) -> None:
    import dataclasses

    from legendary_desktop.net.door import Limits
    from legendary_desktop.net.join_code import parse
    from tests.net.hostile import Proxy

    lobby = HostLobby(random_setup(2, 3, sets=("core",)), 3, None, None, port=0, bind="127.0.0.1",
                      advertise="127.0.0.1", cert_folder=tmp_path / "cert", state_file=tmp_path / "host.json",
                      limits=Limits(heartbeat=0.2, drop_after=1.0, release_after=0.0))
    qtbot.addWidget(lobby)
    proxy = Proxy(lobby.host.port)
    code = dataclasses.replace(parse(lobby.code.text()), port=proxy.port)
    client = Client(code, name="Bea", heartbeat=0.2, drop_after=1.0, retry_every=0.2)
    client.connect()
    client.take(1)
    qtbot.waitUntil(lambda: "Bea" in lobby.seats.text(), timeout=20_000)
    lobby.start()
    join_win = open_table(MainWindow, ClientLink(client), "joiner")
    try:
        qtbot.addWidget(join_win)
        qtbot.waitUntil(lambda: join_win.model.in_game, timeout=20_000)
        proxy.cut()
        qtbot.waitUntil(lambda: lobby.host.seats[1] is None
                        and "Reconnecting" in join_win.statusBar().currentMessage(), timeout=20_000)
        lobby.host.hand_to_computer(1, "easy")
        proxy.mend()
        qtbot.waitUntil(lambda: "let your seat go" in join_win.statusBar().currentMessage(), timeout=20_000)
        qtbot.waitUntil(lambda: not client.reconnecting, timeout=20_000)
        assert not join_win.model.retry.isActive()
    finally:
        join_win.model.close()
        lobby.host.stop()
        proxy.close()


def test_the_host_may_give_away_or_reopen_a_dropped_friends_seat_only_after_its_release_time(
        qtbot, tmp_path: Path, monkeypatch) -> None:
    from PySide6.QtWidgets import QInputDialog, QMessageBox

    import legendary_desktop.ui.online.online as online
    from legendary_desktop.net.door import Limits

    told: list[str] = []
    asked: list[list[str]] = []
    monkeypatch.setattr(QMessageBox, "information", staticmethod(lambda parent, title, text: told.append(text)))
    import legendary_desktop.ui.online.table_window as table_window

    monkeypatch.setattr(table_window, "plain_message", lambda parent, title, text: told.append(text))  # as text

    def pick_reopen(*args, **kwargs):
        asked.append(args[3])
        return next(a for a in args[3] if "open it" in a), True

    monkeypatch.setattr(QInputDialog, "getItem", staticmethod(pick_reopen))
    for release, held in ((180.0, True), (0.0, False)):
        lobby = HostLobby(random_setup(2, 6, sets=("core",)), 6, None, None, port=0, bind="127.0.0.1",
                          advertise="127.0.0.1", cert_folder=tmp_path / "cert", state_file=tmp_path / "host.json",
                          limits=Limits(release_after=release))
        qtbot.addWidget(lobby)
        bea = Client(lobby.code.text(), name="Bea")
        bea.connect()
        bea.take(1)
        qtbot.waitUntil(lambda lobby=lobby: lobby.host.seats[1] is not None, timeout=20_000)
        bea.close()
        qtbot.waitUntil(lambda lobby=lobby: lobby.host.seats[1] is None, timeout=20_000)
        try:
            online.give_seat(lobby, lobby.host)
            if held:  # Bea may be reconnecting: nothing to give yet
                assert not asked and "keeps their seat" in told[-1] and "reconnecting 3:00" in told[-1]
                assert lobby.host.kinds[1] == FRIEND and lobby.host.seat_table()[1]["held"]
            else:
                assert any("Easy computer" in a for a in asked[-1]) and lobby.host.seat_table()[1]["open"]
        finally:
            lobby.reject()


def test_a_joiner_who_takes_long_to_choose_a_seat_still_joins(qtbot, tmp_path: Path) -> None:
    """The host lets a joiner without a seat wait only so long (Limits.choosing_timeout); the Join button
    connects again if it has to."""
    from legendary_desktop.net.door import Limits
    from legendary_desktop.ui.online.online import JoinDialog
    from tests.net.harness import new_host

    host = new_host(tmp_path, ["host", "friend"], limits=Limits(choosing_timeout=0.5))
    try:
        dialog = JoinDialog()
        qtbot.addWidget(dialog)
        dialog.code.setText(host.join_code())
        dialog.name.setText("Bea")
        dialog.connect_to_host()
        assert dialog.client is not None and dialog.seat.count() == 1
        qtbot.waitUntil(lambda: not dialog.client.connected, timeout=20_000)  # the host let it go
        dialog.take()
        assert dialog.result() == JoinDialog.DialogCode.Accepted
        qtbot.waitUntil(lambda: host.seats[1] is not None, timeout=20_000)
        dialog.client.close()
    finally:
        host.stop()


def test_a_friends_name_is_text_and_people_are_never_called_computers(qtbot, tmp_path: Path) -> None:
    from PySide6.QtCore import Qt

    lobby = HostLobby(random_setup(2, 8, sets=("core",)), 8, None, None, port=0, bind="127.0.0.1",
                      advertise="127.0.0.1", cert_folder=tmp_path / "cert", state_file=tmp_path / "host.json")
    qtbot.addWidget(lobby)
    client = Client(lobby.code.text(), name="<h1>BIG</h1>\u200b")
    client.connect()
    client.take(1)
    qtbot.waitUntil(lambda: "<h1>BIG</h1>" in lobby.seats.text(), timeout=20_000)
    assert lobby.seats.textFormat() == Qt.TextFormat.PlainText
    lobby.start()
    host_win = open_table(MainWindow, HostLink(lobby.host, 0), "host")
    join_win = open_table(MainWindow, ClientLink(client), "joiner")
    try:
        for w in (host_win, join_win):
            qtbot.addWidget(w)
            w.apply_preferences(Preferences("off", "private", "normal", "instant"))
        game = lobby.host.session.game
        assert game.players[1].name == "<h1>BIG</h1>"  # the zero-width space is gone
        qtbot.waitUntil(lambda: join_win.model.in_game and host_win.model.in_game
                        and bool(join_win.model.seat_table), timeout=20_000)
        assert "Player 1's turn" in join_win.windowTitle() and "Computer" not in join_win.windowTitle()
        assert join_win.model.computer_kind(0) is None and host_win.model.computer_kind(1) is None
        _host_plays_until_bea_decides(lobby)
        qtbot.waitUntil(lambda: host_win.model.pending is not None
                        and host_win.model.pending.player == 1, timeout=20_000)
        prompt = host_win.prompt_bar.prompt
        assert prompt.textFormat() == Qt.TextFormat.PlainText and "<h1>BIG</h1>" in prompt.text()
        title = host_win.windowTitle()
        assert title.endswith("<h1>BIG</h1>'s turn") and "Computer" not in title and "Remote" not in title
        assert all("Computer" not in label for label in host_win.scene.seat_labels.values())
        qtbot.waitUntil(lambda: join_win.model.pending is not None
                        and join_win.model.pending.player == 1, timeout=20_000)
        # the host is a person: Bea's turn starts with no "Before Bea's turn, the computer players: Player 1…"
        assert not join_win.turn_summary.isVisible() and join_win.turn_summary.text.text() == ""
    finally:
        join_win.model.close()
        host_win.model.close()


def test_a_joiners_table_says_what_the_hosts_computer_did_before_her_turn(qtbot, tmp_path: Path) -> None:
    """The computers' turn summary reads the log and the table its seat was sent, not a game: when Bea's turn
    comes after the host's Easy computer played, her table says what the computer did, as a local table does."""
    from tests.net.harness import Player

    lobby, client = _lobby_with_bea(qtbot, tmp_path, 9, host_seat="easy")
    join_win = open_table(MainWindow, ClientLink(client), "joiner")
    try:
        qtbot.addWidget(join_win)
        game = lobby.host.session.game
        me = Player(1, 9)
        box = join_win.turn_summary
        while game.turn_number <= 6 and not game.over:
            qtbot.waitUntil(lambda: join_win.model.in_game and game.pending is not None
                            and (game.pending.player == 1 or game.over)
                            and join_win.model.pending is not None
                            and len(join_win.model.events()) == len(game.events), timeout=COMPUTER_WAIT_MS)
            if box.isVisible():
                break
            n = len(game.answers)
            assert join_win.model.answer(me.answer(client.view))
            qtbot.waitUntil(lambda n=n: len(game.answers) > n, timeout=COMPUTER_WAIT_MS)
        assert box.isVisible()
        computer = game.players[0].name
        last = max(e.turn for e in game.events if e.kind == "turn" and e.text == f"Turn {e.turn}: {computer}.")
        assert f"{computer} (turn {last})" in box.text.text()
        assert box.title.text() == f"Before {game.players[1].name}'s turn, the computer players:"
        assert f"{game.players[1].name} (turn" not in box.text.text()  # only the computer's turns
    finally:
        join_win.model.close()
        lobby.host.stop()


def test_a_computer_seat_online_still_says_its_strength(qtbot, tmp_path: Path) -> None:
    lobby, client = _lobby_with_bea(qtbot, tmp_path, 9, host_seat="easy")
    join_win = open_table(MainWindow, ClientLink(client), "joiner")
    try:
        qtbot.addWidget(join_win)
        qtbot.waitUntil(lambda: join_win.model.in_game and bool(join_win.model.seat_table), timeout=20_000)
        assert join_win.model.computer_kind(0) == "easy" and join_win.model.computer_kind(1) is None
        join_win.model.seatsChanged.emit()
        assert join_win.model.computer_kind(0) == "easy"
    finally:
        join_win.model.close()
        lobby.host.stop()


def _say_no_once() -> None:
    from PySide6.QtWidgets import QMessageBox

    QMessageBox.question.said.append("no")  # type: ignore[attr-defined]


def test_closing_the_hosts_table_asks_then_ends_hosting_and_every_friend_is_told(qtbot, tmp_path: Path,
                                                                              leave_answers, window) -> None:
    """The joiner read "The host has left the game. Reconnecting… The table takes no clicks until then." for
    ever, with no way out but closing the window: the host ended the game, and the table says so and offers
    the way back to the welcome screen (a game the host resumes still comes back by itself)."""
    import os

    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from legendary_desktop.ui.main_window import WELCOME_STATUS
    from legendary_desktop.ui.online.online import BACK_HOME, HOST_ENDED, HOST_MAY_RESUME

    lobby, client = _lobby_with_bea(qtbot, tmp_path, 11)
    host_win = open_table(MainWindow, HostLink(lobby.host, 0), "host")
    join_win = open_table(MainWindow, ClientLink(client), "joiner", home=window)
    try:
        for w in (host_win, join_win):
            qtbot.addWidget(w)
        join_win.resize(1280, 720)
        qtbot.waitUntil(lambda: join_win.model.in_game and host_win.model.in_game, timeout=20_000)
        assert join_win.view.isEnabled()
        _say_no_once()
        assert not host_win.close()  # asked, and No: still hosting
        assert leave_answers and host_win.isVisible() and lobby.host.loop is not None
        host_win.actions_by_name["quit"].trigger()  # Game → Quit asks the same, Yes: the host leaves
        assert len(leave_answers) == 2 and not host_win.isVisible()
        assert lobby.host.loop is None and host_win.model.closed  # no longer listening
        qtbot.waitUntil(lambda: join_win.statusBar().currentMessage() == HOST_ENDED, timeout=20_000)
        qtbot.wait(RETRY_MS_AND_MORE)  # a retry later, it still says the host ended it: not "Reconnecting…"
        bar = join_win.prompt_bar
        assert join_win.statusBar().currentMessage() == HOST_ENDED and "Reconnecting" not in bar.prompt.text()
        assert bar.prompt.text() == HOST_ENDED and bar.detail.text() == HOST_MAY_RESUME
        assert not join_win.view.isEnabled()  # the table takes no clicks
        for name in ("end_turn", "undo"):  # greyed, and saying why
            act = join_win.actions_by_name[name]
            assert not act.isEnabled() and act.toolTip() == HOST_ENDED
        [back] = [b for b in bar.option_buttons if b.isVisible()]
        assert back.text() == BACK_HOME and back.isEnabled() and bar.isEnabled()
        where = Path(os.environ.get("LESSON_SCREENSHOTS") or tmp_path)
        assert join_win.grab().save(str(where / "joiner-host-ended-1280x720.png"))
        window.statusBar().showMessage("an old line")
        asked = len(leave_answers)
        QTest.mouseClick(back, Qt.MouseButton.LeftButton)
        assert len(leave_answers) == asked  # nothing left to lose: no question
        assert join_win.model.closed and not join_win.isVisible()
        assert window.isVisible() and window.stack.currentWidget() is window.welcome
        assert window.statusBar().currentMessage() == WELCOME_STATUS
    finally:
        join_win.model.close()
        host_win.model.close()


def test_a_joiner_who_closes_her_table_leaves_her_seat_kept_for_her(qtbot, tmp_path: Path, leave_answers) -> None:
    lobby, client = _lobby_with_bea(qtbot, tmp_path, 12)
    join_win = open_table(MainWindow, ClientLink(client), "joiner")
    try:
        qtbot.addWidget(join_win)
        qtbot.waitUntil(lambda: join_win.model.in_game and lobby.host.seats[1] is not None, timeout=20_000)
        join_win.close()
        assert leave_answers and join_win.model.closed
        qtbot.waitUntil(lambda: lobby.host.seats[1] is None, timeout=20_000)
        assert [s["held"] for s in lobby.host.seat_table() if s["seat"] == 1] == [True]  # kept for her token
    finally:
        join_win.model.close()
        lobby.host.stop()


def test_a_lesson_or_new_game_never_replaces_an_online_table_without_leaving_it(qtbot, tmp_path: Path,
                                                                            leave_answers) -> None:
    lobby, client = _lobby_with_bea(qtbot, tmp_path, 13)
    host_win = open_table(MainWindow, HostLink(lobby.host, 0), "host")
    try:
        qtbot.addWidget(host_win)
        qtbot.waitUntil(lambda: host_win.model.in_game, timeout=20_000)
        _say_no_once()
        host_win.learn_to_play()  # Help → Learn to Play: asks, No: the online game stays
        assert leave_answers and not host_win.model.practising and host_win.model.in_game
        assert not host_win.model.closed
        assert lobby.host.loop is not None
        host_win.ask_new_game()  # the end screen's New Game: asks, Yes: leaves the game, the table closes
        assert len(leave_answers) == 2 and host_win.model.closed and not host_win.isVisible()
        assert lobby.host.loop is None and not host_win.model.practising
    finally:
        client.close()
        host_win.model.close()


def test_before_start_a_joiners_table_says_the_host_is_still_in_the_lobby(qtbot, tmp_path: Path) -> None:
    lobby = HostLobby(random_setup(2, 14, sets=("core",)), 14, None, None, port=0, bind="127.0.0.1",
                      advertise="127.0.0.1", cert_folder=tmp_path / "cert", state_file=tmp_path / "host.json")
    qtbot.addWidget(lobby)
    client = Client(lobby.code.text(), name="Bea")
    client.connect()
    client.take(1)
    join_win = open_table(MainWindow, ClientLink(client), "joiner")
    try:
        qtbot.addWidget(join_win)
        qtbot.waitUntil(lambda: join_win.model.in_game and bool(join_win.model.seat_table), timeout=20_000)
        qtbot.waitUntil(lambda: "still in the lobby" in join_win.prompt_bar.prompt.text(), timeout=20_000)
        join_win.model.seatsChanged.emit()  # another seat table, another redraw: the line is said once
        join_win.controller.tableChanged.emit()
        bar = join_win.prompt_bar
        assert (bar.prompt.text() + " " + bar.detail.text()).count("still in the lobby") == 1
        lobby.start()
        qtbot.waitUntil(lambda: "still in the lobby" not in join_win.prompt_bar.prompt.text(), timeout=20_000)
    finally:
        join_win.model.close()
        lobby.host.stop()


def test_join_remembers_the_last_code_and_name_and_fills_them_in(qtbot, tmp_path: Path) -> None:
    from legendary_desktop.ui.online.online import JoinDialog

    lobby = HostLobby(random_setup(2, 15, sets=("core",)), 15, None, None, port=0, bind="127.0.0.1",
                      advertise="127.0.0.1", cert_folder=tmp_path / "cert", state_file=tmp_path / "host.json")
    qtbot.addWidget(lobby)
    assert f"Listening on port {lobby.host.port} (TCP) on 127.0.0.1" in lobby.message.text()
    dialog = JoinDialog()
    qtbot.addWidget(dialog)
    try:
        dialog.code.setText(lobby.code.text())
        dialog.name.setText("  Bea\u200b ")
        dialog.connect_to_host()
        assert dialog.seat.count() == 1
        dialog.take()
        assert dialog.result()
        # the take travels to the host, which renames the seat's player on its own thread
        qtbot.waitUntil(lambda: lobby.host.session.game.players[1].name == "Bea", timeout=20_000)
        again = JoinDialog()
        qtbot.addWidget(again)
        assert again.code.text() == lobby.code.text() and again.name.text() == "Bea"
    finally:
        if dialog.client is not None:
            dialog.client.close()
        lobby.host.stop()


def test_a_joiner_sees_her_own_hand_face_up_during_another_seats_decision(qtbot, tmp_path: Path) -> None:
    lobby, client = _lobby_with_bea(qtbot, tmp_path, 16)
    join_win = open_table(MainWindow, ClientLink(client), "joiner")
    try:
        qtbot.addWidget(join_win)
        join_win.apply_preferences(Preferences("off", "private", "normal", "instant"))
        game = lobby.host.session.game
        assert game.pending is not None and game.pending.player == 0  # the host's decision
        qtbot.waitUntil(lambda: join_win.model.in_game and bool(join_win.model.table().players[1].hand),
                        timeout=20_000)
        qtbot.waitUntil(lambda: face_up_hand_owners(join_win) == {1}, timeout=20_000)
        assert "Waiting for" in join_win.prompt_bar.prompt.text()
    finally:
        join_win.model.close()
        lobby.host.stop()


def test_after_a_crash_while_hosting_the_apps_start_offers_the_online_game(qtbot, window, monkeypatch,
                                                                          leave_answers) -> None:
    import functools

    import legendary_desktop.ui.online.online as online
    from legendary_desktop.net.host import HostState, state_path

    lobby = HostLobby(random_setup(2, 17, sets=("core",)), 17, window.model.storage, None, port=0,
                      bind="127.0.0.1", advertise="127.0.0.1", state_file=state_path())
    qtbot.addWidget(lobby)
    lobby.start()
    lobby.host.answer(0, "end")
    answers = list(lobby.host.session.game.answers)
    assert HostState.read(state_path()).hosting  # while hosting
    lobby.host.stop()
    assert not HostState.read(state_path()).hosting  # a clean stop says so: nothing offered at start
    assert not online.offer_resume_hosting(window)
    state = HostState.read(state_path())
    state.hosting = True  # as a crash leaves it
    state.write(state_path())
    monkeypatch.setattr(online, "resume_hosting",
                        functools.partial(online.resume_hosting, bind="127.0.0.1", advertise="127.0.0.1"))
    assert window.offer_resume()
    tables = online.hosting_tables()
    try:
        assert len(tables) == 1 and "online game" in leave_answers[-1]
        assert tables[0].model.link.host.session.game.answers[: len(answers)] == answers
        assert not window.model.in_game  # no local game was put in its place
    finally:
        for t in tables:
            t.model.close()


def test_learn_to_play_on_an_online_table_leaves_it_then_the_lesson_opens_in_the_apps_window(
        qtbot, window, tmp_path: Path, leave_answers) -> None:
    lobby, client = _lobby_with_bea(qtbot, tmp_path, 18)
    host_win = open_table(MainWindow, HostLink(lobby.host, 0), "host", home=window)
    join_win = open_table(MainWindow, ClientLink(client), "joiner", home=window)
    try:
        for w in (host_win, join_win):
            qtbot.addWidget(w)
        qtbot.waitUntil(lambda: host_win.model.in_game and join_win.model.in_game, timeout=20_000)
        real = list(lobby.host.session.game.answers)
        join_win.end_screen.newGameClicked.emit()  # a joiner's end-screen New Game: asks, then leaves first
        assert join_win.model.closed and not join_win.isVisible()
        qtbot.waitUntil(lambda: lobby.host.seats[1] is None, timeout=20_000)  # her seat kept for her
        for w in window.findChildren(QWidget):
            if w.isWindow() and w.isVisible() and w is not window:
                w.close()  # the wizard it opened in the app's window
        from legendary_desktop.ui.online.online import whats_new_actions

        entries = whats_new_actions(host_win)
        assert entries and all(act.text() == scenario.title for act, scenario in entries)
        _say_no_once()
        entries[0][0].trigger()  # Help → What's New In: asks first; No: the online game stays
        assert not host_win.model.closed and not window.model.in_game
        host_win.actions_by_name["learn"].trigger()
        assert host_win.model.closed and lobby.host.loop is None
        assert window.model.in_game and window.model.game is not lobby.host.session.game
        assert lobby.host.session.game.answers == real  # the lesson played none of the online game's cards
    finally:
        join_win.model.close()
        host_win.model.close()


def test_a_joiner_is_told_when_the_host_closes_the_lobby_and_stops_trying(qtbot, tmp_path: Path) -> None:
    from legendary_desktop.ui.online.online import LOBBY_CLOSED

    lobby = HostLobby(random_setup(2, 19, sets=("core",)), 19, None, None, port=0, bind="127.0.0.1",
                      advertise="127.0.0.1", cert_folder=tmp_path / "cert", state_file=tmp_path / "host.json")
    qtbot.addWidget(lobby)
    client = Client(lobby.code.text(), name="Bea")
    client.connect()
    client.take(1)
    join_win = open_table(MainWindow, ClientLink(client), "joiner")
    try:
        qtbot.addWidget(join_win)
        qtbot.waitUntil(lambda: join_win.model.in_game, timeout=20_000)
        lobby.reject()
        qtbot.waitUntil(lambda: LOBBY_CLOSED in join_win.statusBar().currentMessage(), timeout=20_000)
        assert not join_win.model.retry.isActive() and not join_win.view.isEnabled()
    finally:
        join_win.model.close()


def test_join_with_the_same_name_offers_a_friend_her_held_seat_back_while_the_choosing_slots_are_full(
        qtbot, tmp_path: Path) -> None:
    """Bea left (or dropped); someone with the code holds every seat-choosing slot. Join, with the code and
    name it remembers, offers her held seat back (the token kept from last time) and takes it: it used to
    be refused ("kept for Bea"), or sent away ("Too many people are choosing a seat")."""
    from legendary_desktop.net.door import Limits
    from legendary_desktop.ui.online.online import JoinDialog
    from tests.net.harness import new_host
    from tests.net.hostile import Raw

    host = new_host(tmp_path, ["host", "friend"], limits=Limits(drop_after=600.0))
    squatters: list[Raw] = []
    first = again = None
    try:
        first = JoinDialog()
        qtbot.addWidget(first)
        first.code.setText(host.join_code())
        first.name.setText("Bea")
        first.connect_to_host()
        first.take()
        assert first.result() and first.client is not None
        link = ClientLink(first.client)
        came: list[str] = []
        qtbot.waitUntil(lambda: came.extend(m["t"] for m in link.poll()) or "welcome" in came, timeout=20_000)
        token = first.client.token
        first.client.close()  # she leaves (or her app closed): the seat is held for her token
        qtbot.waitUntil(lambda: host.seats[1] is None and host.seat_table()[1]["held"], timeout=20_000)
        for _ in range(host.limits.max_choosing):
            raw = Raw(host.port)
            assert raw.hello(host.secret)["t"] == "seats"  # type: ignore[index]
            squatters.append(raw)
        other = JoinDialog()  # under another name: the seat her token was for is offered all the same
        qtbot.addWidget(other)
        other.name.setText("Beatrix")
        other.connect_to_host()
        assert other.client is not None and "yours" in other.seat.itemText(0), other.message.text()
        other.client.close()
        other.client = None
        again = JoinDialog()
        qtbot.addWidget(again)
        assert again.name.text() == "Bea"
        again.connect_to_host()
        assert again.client is not None, again.message.text()
        assert again.seat.count() == 1 and "yours" in again.seat.itemText(0), again.message.text()
        assert "kept for you" in again.message.text()
        again.take()
        assert again.result()
        qtbot.waitUntil(lambda: host.seats[1] is not None, timeout=20_000)
        assert again.client.token == token and host.seat_table()[1]["connected"]
    finally:
        for raw in squatters:
            raw.close()
        for d in (first, again):
            if d is not None and d.client is not None:
                d.client.close()
        host.stop()


class _Feed:
    """A link that hands the table the messages a test gives it."""

    seat = 1
    hosts = False

    def __init__(self, messages: list[dict]) -> None:
        self.messages = messages

    def poll(self) -> list[dict]:
        out, self.messages = self.messages, []
        return out

    def log(self) -> list[dict]:
        return []

    def setup(self) -> dict:
        return {}

    def can_undo(self) -> bool:
        return False

    def reconnect(self) -> None:
        pass

    def close(self) -> None:
        pass


def test_the_table_says_when_the_host_puts_off_taking_her_back_and_what_it_could_not_read(qtbot) -> None:
    """The client tries again later when the host puts it off ("retrying"): the table says why and when.
    A message it could not read ("problem") is said too; a view the table can't draw is dropped, said, and
    the table stays as it was (no exception out of the window's timer)."""
    from legendary_desktop.ui.online.online import OnlineTableSource

    feed = _Feed([{"t": "dropped"},
                  {"t": "retrying", "reason": "too many takes from this seat: slow down", "after": 4.0}])
    model = OnlineTableSource(feed)  # type: ignore[arg-type]
    said: list[str] = []
    noticed: list[str] = []
    model.connectionChanged.connect(said.append)
    model.noticed.connect(noticed.append)
    try:
        model.poll()
        assert said[-1].startswith("Reconnecting…") and "too many takes from this seat" in said[-1]
        assert "Trying again in 4 s" in said[-1]
        feed.messages = [{"t": "problem", "text": "The host sent a message this app can't read (x); it was ignored."},
                         {"t": "view", "view": {"players": 5}},
                         {"t": "view", "view": {"players": [{"name": "A"}], "log_from": 0, "log": []}}]
        model.poll()
        assert noticed[0].startswith("The host sent a message this app can't read")
        assert len(noticed) == 3 and all("ignored" in n for n in noticed)
        assert model.view is None and not model.in_game
    finally:
        model.close()


def test_what_a_table_offers_is_asked_of_its_source_not_of_its_kind(qtbot, window) -> None:
    """A window asks its table source what it offers (`offers`): a joiner's seat replays the views it was sent
    and exports their log, but has no game file to save, no deck contents and no report; the local source
    offers them all."""
    from legendary_desktop.ui.online.online import OnlineTableSource

    local = window.model
    assert all(local.offers(c) for c in ("start", "load", "save", "export", "replay", "my_deck", "report", "redo"))
    model = OnlineTableSource(_Feed([]))  # type: ignore[arg-type]
    try:
        assert model.offers("replay") and model.offers("export")
        assert not any(model.offers(c) for c in ("save", "my_deck", "report", "redo", "start", "load", "hint"))
        assert model.report_maker() is None and model.replay() is None  # no view yet: nothing to replay
    finally:
        model.close()
