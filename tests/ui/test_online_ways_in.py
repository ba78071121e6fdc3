"""Two app windows on this machine play a game with the joiner come in each way a friend comes in without the long
code: by a short code through the loopback code server and relay only (the host's direct address made
unreachable), and found in Join's list on this network and let in by the host. After every decision each table
shows for its seat what a pass-and-play table of the real game shows (play_and_compare); the CI plays the first
decisions, `-m slow` a whole game to both end screens."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from legendary_desktop.net.client import Client
from legendary_desktop.setup.randomizer import random_setup
from legendary_desktop.ui.online import lan
from legendary_desktop.ui.online.online import HostLobby, JoinDialog
from tests.net.rendezvous_servers import Servers, servers
from tests.ui.test_online_short_code_windows import loopback_servers
from tests.ui.test_online_table_equals import play_and_compare
from tests.ui.test_online_windows import (  # noqa: F401 (the autouse fixtures: a host without rate limits, Yes to leave)
    leave_answers,
    play_speed_limits,
)

__all__ = ["loopback_servers", "servers"]

#: decisions checked in the CI's run, each way (a whole game runs several hundred): kept small for two busy cores
DECISIONS = 30
WHOLE_GAME = 5000
WAIT = 60_000  # generous: a safety net on busy cores, never a measure


def _lobby(qtbot: Any, tmp_path: Path, seed: int, sets: tuple[str, ...]) -> HostLobby:
    lobby = HostLobby(random_setup(2, seed, sets=sets), seed, None, None, port=0, bind="127.0.0.1",
                      advertise="127.0.0.1", cert_folder=tmp_path / "cert", state_file=tmp_path / "host.json")
    qtbot.addWidget(lobby)
    return lobby


def _given_up(lobby: HostLobby, dialog: JoinDialog) -> None:
    """A way in that failed part way: the joiner's connection and the hosting end (no thread left behind)."""
    if dialog.client is not None:
        dialog.client.close()
    dialog.reject()
    lobby.reject()


def by_short_code_through_the_relay(qtbot: Any, tmp_path: Path, seed: int,
                                    sets: tuple[str, ...]) -> tuple[HostLobby, Client]:
    """Bea types the lobby's short code in Join (as read aloud); her app finds the host's direct way refused and
    goes through the relay; she takes the open seat; the lobby says she came through the relay; the game starts."""
    lobby = _lobby(qtbot, tmp_path, seed, sets)
    short = lobby.short_code
    assert short is not None and short.codes is not None
    dialog = JoinDialog()
    qtbot.addWidget(dialog)
    try:
        qtbot.waitUntil(lambda: bool(short.codes and short.codes.code) and short.code.text() == short.codes.code,
                        timeout=WAIT)
        dialog.code.setText(" ".join(short.code.text().split("-")))
        dialog.name.setText("Bea")
        dialog.find_button.click()
        qtbot.waitUntil(lambda: dialog.seat.count() == 1, timeout=WAIT)
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()  # Join: the open seat
        assert dialog.result() and dialog.client is not None, dialog.message.text()
        assert dialog.client.came_by == "relay"  # type: ignore[attr-defined]
        qtbot.waitUntil(lambda: "Bea: Friend (Bea) — connected through the relay" in lobby.seats.text(),
                        timeout=WAIT)
    except BaseException:
        _given_up(lobby, dialog)
        raise
    lobby.start()
    return lobby, dialog.client


def found_on_this_network_let_in(qtbot: Any, tmp_path: Path, seed: int,
                                 sets: tuple[str, ...]) -> tuple[HostLobby, Client]:
    """Bea finds the host's game in Join's list (no code typed) and asks; the host lets her in from the lobby;
    she takes the open seat; the lobby says she came on this network; the game starts."""
    lobby = _lobby(qtbot, tmp_path, seed, sets)
    dialog = JoinDialog()
    qtbot.addWidget(dialog)
    try:
        dialog.name.setText("Bea")
        dialog.code.setText("")
        rows = lambda: [i for i, g in enumerate(dialog.lan.games) if g.port == lobby.host.port]  # noqa: E731
        qtbot.waitUntil(lambda: bool(rows()), timeout=WAIT)
        dialog.lan.list.setCurrentRow(rows()[0])
        dialog.lan.ask.click()
        qtbot.waitUntil(lambda: lobby.knocks.knock is not None, timeout=WAIT)
        assert lobby.knocks.text.text() == "Bea on this network wants to join."
        lobby.knocks.let_in.click()
        qtbot.waitUntil(lambda: dialog.seat.count() == 1, timeout=WAIT)
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()  # Join: the open seat
        assert dialog.result() and dialog.client is not None, dialog.message.text()
        assert dialog.client.code.secret == lobby.host.secret  # the host's app sent it once it let her in
        qtbot.waitUntil(lambda: "Bea: Friend (Bea) — connected on this network" in lobby.seats.text(),
                        timeout=WAIT)
    except BaseException:
        _given_up(lobby, dialog)
        raise
    lobby.start()
    return lobby, dialog.client


@pytest.fixture
def on_loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    """Games advertised and looked for on the loopback interface only (multicast works there)."""
    monkeypatch.setattr(lan, "INTERFACES", ["127.0.0.1"])


def test_joined_by_a_short_code_through_the_relay_each_table_says_what_the_real_game_says(
        qtbot: Any, tmp_path: Path, loopback_servers: Servers) -> None:
    relayed = len(loopback_servers.relay.streams)
    play_and_compare(qtbot, tmp_path, "core", DECISIONS, join=by_short_code_through_the_relay)
    assert len(loopback_servers.relay.streams) > relayed  # the game's bytes went through the relay


def test_found_on_this_network_and_let_in_each_table_says_what_the_real_game_says(
        qtbot: Any, tmp_path: Path, on_loopback: None) -> None:
    play_and_compare(qtbot, tmp_path, "core", DECISIONS, join=found_on_this_network_let_in)


@pytest.mark.slow
def test_a_whole_game_joined_by_a_short_code_through_the_relay(qtbot: Any, tmp_path: Path,
                                                               loopback_servers: Servers) -> None:
    assert play_and_compare(qtbot, tmp_path, "core", WHOLE_GAME, join=by_short_code_through_the_relay).over


@pytest.mark.slow
def test_a_whole_game_found_on_this_network_and_let_in(qtbot: Any, tmp_path: Path, on_loopback: None) -> None:
    assert play_and_compare(qtbot, tmp_path, "core", WHOLE_GAME, join=found_on_this_network_let_in).over
