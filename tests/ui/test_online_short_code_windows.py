"""Two app windows on this machine join by a short code, through the loopback code server and relay (the
host's direct address made unreachable), and play turns by clicking."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest

from legendary_desktop.net.host import Host
from legendary_desktop.net.ladder import Hint
from legendary_desktop.setup.randomizer import random_setup
from legendary_desktop.ui.dialogs.preferences import Preferences
from legendary_desktop.ui.main_window import MainWindow
from legendary_desktop.ui.online.online import ClientLink, HostLink, HostLobby, JoinDialog, open_table
from tests.net.harness import play_speed
from tests.net.rendezvous_servers import Servers, servers
from tests.ui.conftest import Driver

__all__ = ["servers"]


@pytest.fixture
def loopback_servers(servers: Servers, monkeypatch) -> Servers:
    monkeypatch.setenv("LEGENDARY_MAILBOX_URL", servers.mailbox_url)
    monkeypatch.setenv("LEGENDARY_RELAY", servers.relay_address)
    with socket.socket() as s:  # a port nothing listens on: the host's direct way is refused
        s.bind(("127.0.0.1", 0))
        dead = s.getsockname()[1]
    monkeypatch.setattr(Host, "direct_hints", lambda self: [Hint("lan", "127.0.0.1", dead)])
    return servers


def test_two_windows_join_by_a_short_code_through_the_relay_and_play(qtbot, tmp_path: Path,
                                                                     loopback_servers: Servers) -> None:
    lobby = HostLobby(random_setup(2, 4, sets=("core",)), 4, None, None, port=0, bind="127.0.0.1",
                      advertise="127.0.0.1", cert_folder=tmp_path / "cert", state_file=tmp_path / "host.json",
                      limits=play_speed())
    qtbot.addWidget(lobby)
    short = lobby.short_code
    assert short is not None and short.codes is not None
    qtbot.waitUntil(lambda: bool(short.codes and short.codes.code) and short.code.text() == short.codes.code,
                    timeout=30_000)
    assert short.copy.isEnabled()
    assert not short.more.isVisibleTo(lobby)  # the long code waits under More
    short.more_button.setChecked(True)
    assert short.more.isVisibleTo(lobby) and lobby.code.text().startswith("LGD1-")
    dialog = JoinDialog()
    qtbot.addWidget(dialog)
    said: list[str] = []
    show = dialog.message.setText
    dialog.message.setText = lambda text: (said.append(text), show(text))  # type: ignore[method-assign]
    host_win = join_win = None
    try:
        dialog.code.setText(" ".join(short.codes.code.split("-")))  # as read aloud: words and spaces
        dialog.name.setText("Bea")
        dialog.connect_to_host()
        assert not dialog.find_button.isEnabled()  # working off the UI thread
        qtbot.waitUntil(lambda: dialog.seat.count() == 1, timeout=60_000)
        assert said[0] == "Exchanging the code with your friend's computer…"
        assert any(s.startswith("Trying your friend's computer on this network") for s in said)
        assert any(s.startswith("Going through the relay at 127.0.0.1") for s in said)
        dialog.take()
        assert dialog.result()
        qtbot.waitUntil(lambda: "Bea" in lobby.seats.text(), timeout=20_000)
        qtbot.waitUntil(lambda: short.codes is not None and short.codes.used == 1, timeout=20_000)
        lobby.start()
        assert dialog.client is not None
        host_win = open_table(MainWindow, HostLink(lobby.host, 0), "host")
        join_win = open_table(MainWindow, ClientLink(dialog.client), "joiner")
        for w in (host_win, join_win):
            qtbot.addWidget(w)
            w.apply_preferences(Preferences("off", "private", "normal", "instant"))
            w.resize(1400, 800)
        qtbot.waitUntil(lambda: host_win.model.in_game and join_win.model.in_game, timeout=20_000)
        game = lobby.host.session.game
        client = dialog.client
        sent: list[int] = []  # the decisions the joiner answered (its answer may still be on its way)
        answer = client.answer

        def answering(labels):
            sent.append(client.view["pending"]["number"])
            answer(labels)

        client.answer = answering  # type: ignore[method-assign]

        def joiners_turn(w) -> bool:
            view = w.model.view or {}
            return view.get("answers") == len(game.answers) and (view.get("pending") or {}).get("number") not in sent

        drivers = {0: Driver(host_win, 1), 1: Driver(join_win, 2)}
        for _ in range(400):  # clicks; bounded
            if game.over or game.turn_number > 2:
                break
            seat = game.pending.player
            window = host_win if seat == 0 else join_win
            # the joiner's table has drawn the view of this very position, not one it answered already (a
            # decision of the same seat after its last answer may add no event, and the answer travels)
            qtbot.waitUntil(lambda w=window, s=seat: w.model.pending is not None
                            and len(w.model.events()) == len(game.events)
                            and w.model.pending.player == s
                            and (s == 0 or joiners_turn(w)),
                            timeout=20_000)
            drivers[seat].step()
            qtbot.wait(1)
        assert game.turn_number > 2 or game.over  # both seats played: the joiner's clicks went through the relay
        assert short.codes.friends[0].paired == 1
        # Bea's table closes (her app quit): her seat is held for her token. With the lobby's next code she
        # is offered it back ("yours"), through the relay again, and takes it with the same token
        token = client.token
        join_win.model.close()
        qtbot.waitUntil(lambda: lobby.host.seats[1] is None and lobby.host.seat_table()[1]["held"], timeout=20_000)
        again = JoinDialog()
        qtbot.addWidget(again)
        again.code.setText(short.codes.wait_code())
        again.connect_to_host()
        qtbot.waitUntil(lambda: again.seat.count() == 1, timeout=60_000)
        assert "yours, kept for you" in again.seat.itemText(0), again.message.text()
        again.take()
        assert again.result() and again.client is not None and again.client.token == token
        assert again.client.came_by == "relay"  # type: ignore[attr-defined]
        qtbot.waitUntil(lambda: lobby.host.seat_table()[1]["connected"], timeout=20_000)
        again.client.close()
    finally:
        if join_win is not None:
            join_win.model.close()
        elif dialog.client is not None:
            dialog.client.close()
        if host_win is not None:
            host_win.model.close()
        else:
            lobby.host.stop()


def test_join_says_what_failed_for_a_wrong_code_and_the_lobby_shows_a_fresh_one(qtbot, tmp_path: Path,
                                                                                loopback_servers: Servers) -> None:
    lobby = HostLobby(random_setup(2, 5, sets=("core",)), 5, None, None, port=0, bind="127.0.0.1",
                      advertise="127.0.0.1", cert_folder=tmp_path / "cert", state_file=tmp_path / "host.json")
    qtbot.addWidget(lobby)
    short = lobby.short_code
    assert short is not None and short.codes is not None
    try:
        code = short.codes.wait_code()
        qtbot.waitUntil(lambda: short.code.text() == code, timeout=30_000)
        nameplate, *words = code.split("-")
        dialog = JoinDialog()
        qtbot.addWidget(dialog)
        dialog.code.setText("-".join([nameplate, *(w + "x" for w in words)]))
        dialog.connect_to_host()
        qtbot.waitUntil(lambda: dialog.find_button.isEnabled(), timeout=60_000)
        assert dialog.message.text().startswith("That code is wrong or was already used")
        assert dialog.client is None and dialog.seat.count() == 0
        qtbot.waitUntil(lambda: short.code.text() not in (code, "Getting a short code…"), timeout=30_000)
    finally:
        lobby.reject()
