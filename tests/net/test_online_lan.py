"""On the same network: a hosted game advertised over mDNS/DNS-SD (zeroconf, multicast on the loopback
interface), found by a joiner, and joined without the code: the joiner knocks, the host lets it in."""

from __future__ import annotations

import threading
import time
from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pytest

from legendary_desktop.net import host as host_module
from legendary_desktop.net.client import Client, JoinError
from legendary_desktop.net.discovery import SERVICE, Advert, Browser, LanGame, is_local
from legendary_desktop.net.join_code import JoinCode
from tests.net.harness import TIMEOUT, new_host

LOOPBACK = ["127.0.0.1"]


def wait_for(test: Any, what: str) -> Any:
    """Poll `test` until it gives something true (a safety net bounds the wait; nothing is timed)."""
    deadline = time.monotonic() + TIMEOUT
    while time.monotonic() < deadline:
        found = test()
        if found:
            return found
        time.sleep(0.05)
    raise AssertionError(f"never came: {what}")


def found(browser: Browser, name: str) -> list[LanGame]:
    return [g for g in browser.games() if g.name == name]


def test_a_hosted_game_is_found_on_the_network_with_its_seats_and_withdrawn_when_hosting_ends() -> None:
    name = f"Alice's game {threading.get_ident()}"  # unique: another test run on this machine may advertise
    advert = Advert(name, 47_999, "ab" * 32, ["127.0.0.1"], free=2, seats=3, interfaces=LOOPBACK)
    browser = Browser(LOOPBACK)
    assert browser.start()
    try:
        assert advert.start(), advert.problem
        game = wait_for(lambda: found(browser, name), "the game")[0]
        assert (game.address, game.port, game.fingerprint, game.free, game.seats) == (
            "127.0.0.1", 47_999, "ab" * 32, 2, 3)
        assert game.line() == f"{name} — 3 players, 2 seats free"
        advert.update(free=1, seats=3)  # a friend took a seat
        wait_for(lambda: [g for g in found(browser, name) if g.free == 1], "the seat taken")
        advert.stop()
        wait_for(lambda: not found(browser, name), "the game withdrawn")
        assert not advert.advertising
    finally:
        advert.stop()
        browser.stop()


def hosted(tmp_path: Path, **kwargs: Any) -> Any:
    return new_host(tmp_path, ["host", "friend", "friend"], started=False, **kwargs)


def knock(host: Any, name: str = "Bob", secret: str = "") -> tuple[Client, Future[list[dict[str, Any]]]]:
    """A joiner asking to be let in (as from a game found on the network), its connect running meanwhile."""
    client = Client(JoinCode("127.0.0.1", host.port, secret, host.fingerprint), name=name, knock=name)
    result: Future[list[dict[str, Any]]] = Future()

    def go() -> None:
        try:
            result.set_result(client.connect(timeout=TIMEOUT))
        except BaseException as err:  # the test reads it
            result.set_exception(err)

    threading.Thread(target=go, daemon=True).start()
    return client, result


def test_the_advert_carries_no_secret_and_a_knock_let_in_plays_with_the_secret_sent_to_it_alone(
        tmp_path: Path) -> None:
    host = hosted(tmp_path)
    name = f"Host {host.port}"
    advert = Advert(name, host.port, host.fingerprint, ["127.0.0.1"], free=2, seats=3, interfaces=LOOPBACK)
    browser = Browser(LOOPBACK)
    client = None
    try:
        assert advert.start() and browser.start()
        assert advert.info is not None
        told = b"".join(k + (v or b"") for k, v in advert.info.properties.items())
        assert host.secret.encode() not in told and advert.info.type == SERVICE
        game = wait_for(lambda: found(browser, name), "the game")[0]
        client, result = knock(host)
        knocks = wait_for(host.knocks, "the knock")
        assert [who for _, who in knocks] == ["Bob"]
        assert not result.done()  # nothing before the host answers
        assert host.let_in(knocks[0][0])
        seats = result.result(timeout=TIMEOUT)
        assert [s["seat"] for s in seats if s["open"]] == [1, 2]
        assert client.code.secret == host.secret  # sent over TLS to this joiner, for coming back
        assert (client.code.address, client.code.port) == (game.address, game.port)
        client.take(1)
        client.wait("welcome", TIMEOUT)
        row = wait_for(lambda: [s for s in host.seat_table() if s["seat"] == 1 and s["connected"]], "seated")[0]
        assert row["came_by"] == "lan" and row["name"] == "Bob"
        assert host.knocks() == []
    finally:
        if client is not None:
            client.close()
        advert.stop()
        browser.stop()
        host.stop()


def test_a_knock_the_host_refuses_is_told_so_and_counts_as_a_wrong_code(tmp_path: Path) -> None:
    host = hosted(tmp_path)
    try:
        client, result = knock(host, "Mallory")
        (knock_id, _who), = wait_for(host.knocks, "the knock")
        assert host.let_in(knock_id, allow=False)
        with pytest.raises(JoinError, match="did not let you in"):
            result.result(timeout=TIMEOUT)
        assert client.code.secret == ""
        assert not host.let_in(knock_id)  # answered already
        assert host.door.wrong.get("127.0.0.1")  # a refused knock spends the address's wrong guesses
    finally:
        host.stop()


def test_no_knock_from_outside_this_network_nor_once_the_game_has_started(tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    host = hosted(tmp_path)
    try:
        monkeypatch.setattr(host_module, "is_local", lambda address: False)  # as if from the internet
        _, result = knock(host)
        with pytest.raises(JoinError, match="join code the host sends you"):
            result.result(timeout=TIMEOUT)
        monkeypatch.undo()
        host.begin()
        _, result = knock(host)
        with pytest.raises(JoinError, match="game has started"):
            result.result(timeout=TIMEOUT)
        assert host.knocks() == []
    finally:
        host.stop()


def test_a_knock_the_host_never_answers_is_told_so(tmp_path: Path) -> None:
    from legendary_desktop.net.door import Limits

    host = hosted(tmp_path, limits=Limits(knock_timeout=0.5))
    try:
        _, result = knock(host)
        with pytest.raises(JoinError, match="did not answer"):
            result.result(timeout=TIMEOUT)
        assert host.knocks() == []
    finally:
        host.stop()


def test_a_game_that_vanished_from_the_network_says_the_host_cant_be_reached(tmp_path: Path) -> None:
    host = hosted(tmp_path)
    port, fingerprint = host.port, host.fingerprint
    host.stop()
    client = Client(JoinCode("127.0.0.1", port, "", fingerprint), knock="Bob")
    with pytest.raises(JoinError, match="Can't reach the host"):
        client.connect(timeout=TIMEOUT)


def test_the_step_a_connection_came_by_is_read_from_its_address(tmp_path: Path) -> None:
    assert all(is_local(a) for a in ("127.0.0.1", "192.168.1.20", "10.0.0.7", "fe80::1%eth0", "::1",
                                     "::ffff:192.168.1.2", "fd00::2"))
    assert not any(is_local(a) for a in ("8.8.8.8", "2001:4860::8888", "::ffff:8.8.8.8", "not an address"))
    host = hosted(tmp_path)
    try:
        assert host.came_by("192.168.1.20") == "lan"
        assert host.came_by("8.8.8.8") == "direct"
        from legendary_desktop.net.port_mapping import Hint

        host.extra_hints.append(Hint("mapped", "203.0.113.9", host.port))
        assert host.came_by("8.8.8.8") == "router"
    finally:
        host.stop()


def test_knocks_are_capped_and_a_knock_does_nothing_else_before_the_host_answers(tmp_path: Path) -> None:
    from legendary_desktop.net.door import Limits
    from legendary_desktop.net.protocol import APP_VERSION, PROTOCOL_VERSION
    from tests.net.hostile import Raw

    host = hosted(tmp_path, limits=Limits(max_knocks=1))
    first = second = pushy = None
    try:
        first = Raw(host.port)
        first.send("hello", app=APP_VERSION, protocol=PROTOCOL_VERSION, knock="Ann")
        wait_for(host.knocks, "the first knock")
        second = Raw(host.port)
        second.send("hello", app=APP_VERSION, protocol=PROTOCOL_VERSION, knock="Bob")
        m = second.until("bye")
        assert m is not None and "Too many people are asking" in m["reason"] and m.get("again") is True
        first.send("ping")  # waiting is kept alive by its pings
        assert first.until("pong", "bye")["t"] == "pong"  # type: ignore[index]
        first.send("take", seat=1, name="Ann")  # nothing but waiting before the host answers
        m = first.until("bye")
        assert m is not None and "secret first" in m["reason"]
        wait_for(lambda: host.knocks() == [], "the knock gone with its connection")
        pushy = Raw(host.port)
        pushy.send("hello", app=APP_VERSION, protocol=PROTOCOL_VERSION, knock="Cy", secret="wrong")
        m = pushy.until("bye")  # a hello with a secret is a hello with a secret: checked as such
        assert m is not None and "not this game's" in m["reason"]
        assert all(s["open"] for s in host.seat_table() if s["kind"] == "friend")
    finally:
        for raw in (first, second, pushy):
            if raw is not None:
                raw.close()
        host.stop()


def test_a_whole_game_joined_through_the_network_list_ends_as_played_locally(tmp_path: Path) -> None:
    import queue

    from legendary_desktop.cli import fingerprint
    from legendary_desktop.net.reachability import Reach
    from tests.net.harness import Player, play_locally, play_over_network

    kinds = ["easy", "friend", "friend"]
    host = new_host(tmp_path, kinds, seed=7, started=False)
    reach = Reach(host, f"Whole game {host.port}", router=False, seats=(2, 3))
    browser = Browser(LOOPBACK)
    clients: list[Client] = []
    try:
        reach.start()
        assert browser.start()
        game = wait_for(lambda: found(browser, f"Whole game {host.port}"), "the game")[0]
        inbox: queue.Queue[Any] = queue.Queue()
        for seat, name in ((1, "Ann"), (2, "Bob")):
            client = Client(JoinCode(game.address, game.port, "", game.fingerprint), name=name, knock=name,
                            inbox=inbox)
            result: Future[list[dict[str, Any]]] = Future()
            threading.Thread(target=lambda c=client, r=result: r.set_result(c.connect(timeout=TIMEOUT)),
                             daemon=True).start()
            (knock_id, who), = wait_for(host.knocks, f"{name}'s knock")
            assert who == name and host.let_in(knock_id)
            result.result(timeout=TIMEOUT)
            client.take(seat)
            wait_for(lambda s=seat: host.seat_table()[s]["connected"], f"{name} seated")
            clients.append(client)
        assert [s["came_by"] for s in host.seat_table()] == ["", "lan", "lan"]
        host.begin()
        players = {1: Player(1, 7), 2: Player(2, 7)}
        play_over_network(clients, players)
        g = host.session.game
        local = play_locally(g.setup, g.seed, kinds, {1: Player(1, 7), 2: Player(2, 7)})
        assert g.over and fingerprint(local) == fingerprint(g)
    finally:
        for c in clients:
            c.close()
        browser.stop()
        host.stop()
    assert reach.advert is not None and not reach.advert.advertising
