"""On the same network, in the windows: the Join dialog lists the host's game (zeroconf on loopback), the
friend asks to join, the host's lobby lets them in, and every seat line says how the friend came."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from legendary_desktop.setup.randomizer import random_setup
from legendary_desktop.ui.main_window import MainWindow
from legendary_desktop.ui.online import lan
from legendary_desktop.ui.online.online import HostLink, HostLobby, JoinDialog, open_table, seat_line

WAIT = 20_000


@pytest.fixture(autouse=True)
def on_loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    """Games advertised and looked for on the loopback interface only (multicast works there)."""
    monkeypatch.setattr(lan, "INTERFACES", ["127.0.0.1"])


@pytest.fixture(autouse=True)
def leave_says_yes(monkeypatch: pytest.MonkeyPatch) -> None:
    """Leaving an online table asks first: here the answer is Yes (no modal question waits)."""
    from PySide6.QtWidgets import QMessageBox

    monkeypatch.setattr("legendary_desktop.ui.online.online.QMessageBox.question",
                        lambda *args, **kwargs: QMessageBox.StandardButton.Yes)


def _lobby(qtbot: Any, tmp_path: Path, seed: int) -> HostLobby:
    lobby = HostLobby(random_setup(2, seed, sets=("core",)), seed, None, None, port=0, bind="127.0.0.1",
                      advertise="127.0.0.1", cert_folder=tmp_path / "cert", state_file=tmp_path / "host.json")
    qtbot.addWidget(lobby)
    return lobby


def _found(qtbot: Any, join: JoinDialog, lobby: HostLobby) -> int:
    """The row of the lobby's game in the Join dialog's list, once it is there."""
    def row() -> int:
        rows = [i for i, g in enumerate(join.lan.games) if g.port == lobby.host.port]
        return rows[0] if rows else -1

    qtbot.waitUntil(lambda: row() >= 0, timeout=WAIT)
    return row()


def test_a_friend_on_this_network_finds_the_game_asks_and_the_host_lets_them_in(qtbot: Any, tmp_path: Path) -> None:
    lobby = _lobby(qtbot, tmp_path, 3)
    join = JoinDialog()
    qtbot.addWidget(join)
    try:
        join.name.setText("Bob")
        join.code.setText("")  # no code typed
        join.lan.list.setCurrentRow(_found(qtbot, join, lobby))
        game = join.lan.games[join.lan.list.currentRow()]
        assert game.free == 1 and game.seats == 2 and game.name.endswith("'s game")
        join.lan.ask.click()
        qtbot.waitUntil(lambda: lobby.knocks.knock is not None, timeout=WAIT)
        assert lobby.knocks.text.text() == "Bob on this network wants to join."
        assert "Asking the host" in join.message.text()
        lobby.knocks.let_in.click()
        qtbot.waitUntil(lambda: join.seat.count() > 0, timeout=WAIT)
        assert lobby.knocks.knock is None
        join.buttons.button(QDialogButtonBox.StandardButton.Ok).click()  # Join: the open seat
        qtbot.waitUntil(lambda: "connected on this network" in lobby.seats.text(), timeout=WAIT)
        assert join.client is not None and join.client.code.secret == lobby.host.secret
        assert join.lan.browser.browser is None  # the dialog closed: it looks no more
        advert = lobby.reach.advert
        assert advert is not None
        qtbot.waitUntil(lambda: (advert.free, advert.seats) == (0, 2), timeout=WAIT)  # the seat taken, advertised
        lobby.start()  # the game begins: no longer listed (a knock now would be refused)
        qtbot.waitUntil(lambda: not advert.advertising, timeout=WAIT)
        table = open_table(MainWindow, HostLink(lobby.host, 0), "host")
        qtbot.addWidget(table)
        qtbot.waitUntil(lambda: table.scene.seat_labels.get(1) == "Friend — on this network", timeout=WAIT)
        table.model.close()  # hosting ends
        assert lobby.host.loop is None
        lobby.reach_panel.button.click()
        qtbot.waitUntil(lambda: "The relay" in lobby.reach_panel.result.toPlainText(), timeout=WAIT)
        said = lobby.reach_panel.result.toPlainText()
        assert "On this network: you host on this computer only (127.0.0.1)" in said
        assert "The router: not asked" in said and "The relay: not checked" in said
    finally:
        if join.client is not None:
            join.client.close()
        join.reject()
        lobby.reject()


def test_a_refused_friend_and_a_game_gone_from_the_network_are_told_what_failed(qtbot: Any, tmp_path: Path) -> None:
    lobby = _lobby(qtbot, tmp_path, 4)
    join = JoinDialog()
    qtbot.addWidget(join)
    try:
        join.name.setText("Mallory")
        join.lan.list.setCurrentRow(_found(qtbot, join, lobby))
        game = join.lan.games[join.lan.list.currentRow()]
        join.lan.ask.click()
        qtbot.waitUntil(lambda: lobby.knocks.knock is not None, timeout=WAIT)
        lobby.knocks.refuse.click()
        qtbot.waitUntil(lambda: "did not let you in" in join.message.text(), timeout=WAIT)
        assert join.seat.count() == 0 and not join.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
        lobby.listed.setChecked(False)  # the host lists the game no more: it leaves the network
        qtbot.waitUntil(lambda: all(g.port != game.port for g in join.lan.games), timeout=WAIT)
        lobby.listed.setChecked(True)  # and again
        _found(qtbot, join, lobby)
        lobby.reject()  # hosting ends: the game leaves the network
        qtbot.waitUntil(lambda: all(g.port != game.port for g in join.lan.games), timeout=WAIT)
        join.knock(game)  # asked from a list not yet refreshed: the host is gone
        qtbot.waitUntil(lambda: "Can't reach the host" in join.message.text(), timeout=WAIT)
    finally:
        if join.client is not None:
            join.client.close()
        join.reject()
        lobby.reject()


def test_the_lobby_says_the_router_refused_and_hosting_goes_on(qtbot: Any, tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    from legendary_desktop.net.client import Client
    from tests.net.fake_igd import FakeRouter

    router = FakeRouter()
    router.refuse = (718, "ConflictInMappingEntry")
    monkeypatch.setattr(lan, "ROUTER", True)
    monkeypatch.setattr(lan, "SSDP_TARGET", router.ssdp)
    lobby = _lobby(qtbot, tmp_path, 5)
    client = Client(lobby.code.text(), name="Bea")
    try:
        lobby.reach_panel.button.click()
        qtbot.waitUntil(lambda: "The relay" in lobby.reach_panel.result.toPlainText(), timeout=WAIT)
        said = lobby.reach_panel.result.toPlainText()
        assert "✗ The router: the router refused to open port (UPnP error 718: ConflictInMappingEntry)" in said
        assert "forwarded on the router by hand" in said
        assert [s["seat"] for s in client.connect() if s["open"]] == [1]  # hosting goes on: the code still works
    finally:
        client.close()
        lobby.reject()
        router.close()
    assert router.calls == ["AddPortMapping"]  # nothing mapped, nothing to take back


def test_a_seat_line_says_how_its_friend_came() -> None:
    bea = {"seat": 1, "player": "Bea", "kind": "friend", "name": "Bea", "connected": True, "open": False}
    assert seat_line(bea) == "Bea: Friend (Bea) — connected"
    for step, words in (("lan", "on this network"), ("direct", "directly"), ("router", "through the router"),
                        ("relay", "through the relay")):
        assert seat_line({**bea, "came_by": step}) == f"Bea: Friend (Bea) — connected {words}"
    assert seat_line({**bea, "came_by": "lan", "connected": False}) == "Bea: Friend (Bea) — not connected"
