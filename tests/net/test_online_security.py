"""Seats that belong to someone, liveness, and the door before the secret, against hostile joiners on
127.0.0.1 speaking the real protocol (tests/net/hostile.py). Times are the host's and client's injectable
limits made small; every wait is a bounded poll with a generous cap, never a tight clock."""

from __future__ import annotations

import dataclasses
import os
import queue
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from legendary_desktop.net.client import Client, JoinError
from legendary_desktop.net.door import Limits
from legendary_desktop.net.host import Host
from legendary_desktop.net.join_code import parse
from legendary_desktop.net.protocol import APP_VERSION, PROTOCOL_VERSION, Message
from tests.net.harness import TIMEOUT, new_host, until
from tests.net.hostile import Proxy, Raw, Way, way
from tests.net.rendezvous_servers import servers

__all__ = ["servers", "way"]  # fixtures: each test that takes `way` runs at the port and through the relay


def eventually(test: Callable[[], bool], bound: float = TIMEOUT) -> None:
    """Poll `test` every 20 ms until it holds (a safety cap of `bound` seconds: only a failure waits it)."""
    for _ in range(int(bound / 0.02)):
        if test():
            return
        threading.Event().wait(0.02)
    raise AssertionError("never happened")


def seated(raw: Raw, host: Host, seat: int, **fields: object) -> str:
    """`raw` says hello with the secret and takes `seat`; returns the seat's token."""
    m = raw.hello(host.secret)
    assert m is not None and m["t"] == "seats", m
    raw.send("take", seat=seat, name=f"Raw {seat}", **fields)
    m = raw.until("welcome", "refused", "bye")
    assert m is not None and m["t"] == "welcome", m
    token = m["token"]
    assert isinstance(token, str) and len(token) >= 22  # at least 128 bits
    return token


# ------------------------------------------------------------------ seats that belong to someone
def test_one_joiner_can_not_take_two_seats_from_two_connections(tmp_path: Path, way: Way) -> None:
    host = new_host(tmp_path, ["host", "friend", "friend"])
    try:
        first = way.raw(host)
        token = seated(first, host, 1)
        second = way.raw(host)  # the same joiner (it holds seat 1's token) on a second connection
        assert second.hello(host.secret)["t"] == "seats"  # type: ignore[index]
        second.send("take", seat=2, name="twice", token=token)
        m = second.until("welcome", "refused")
        assert m is not None and m["t"] == "refused" and "already" in m["reason"]
        assert host.seats[2] is None
        # the app's client does the same: it presents its token, so it can't take a second seat either
        c = Client(host.join_code(), token=token)
        c.connect()
        c.take(2)
        m = c.wait("refused", TIMEOUT)
        assert "already" in m["reason"] and host.seats[2] is None
        c.close()
    finally:
        host.stop()


def test_a_seat_per_address_when_the_host_asks_for_it(tmp_path: Path, way: Way) -> None:
    """Through the relay, an address is one friend's channel."""
    host = new_host(tmp_path, ["host", "friend", "friend"], limits=Limits(seats_per_address=1))
    try:
        first = way.raw(host)
        seated(first, host, 1)
        again = way.raw(host)
        assert again.hello(host.secret)["t"] == "seats"  # type: ignore[index]
        again.send("take", seat=2, name="twice")
        m = again.until("welcome", "refused")
        assert m is not None and m["t"] == "refused" and "your address" in m["reason"]
        seated(way.raw(host, friend=2), host, 2)  # another address: a friend
    finally:
        host.stop()


def test_a_dropped_friends_seat_is_held_for_its_token_and_given_back_at_once(tmp_path: Path, way: Way) -> None:
    now = [1000.0]
    host = new_host(tmp_path, ["host", "friend", "friend"], clock=lambda: now[0])
    try:
        bea = way.raw(host)
        token = seated(bea, host, 1)
        stranger = way.raw(host)  # someone with the code, watching for a free seat
        assert stranger.hello(host.secret)["t"] == "seats"  # type: ignore[index]
        stranger.send("take", seat=1, name="thief")
        m = stranger.until("welcome", "refused")
        assert m is not None and m["t"] == "refused" and "someone is playing" in m["reason"]
        bea.close()  # Bea's network drops
        eventually(lambda: host.seats[1] is None)
        [row] = [s for s in host.seat_table() if s["seat"] == 1]
        assert row["held"] and not row["open"] and row["release_in"] == Limits().release_after
        stranger.send("take", seat=1, name="thief")  # at once after the drop, and again later
        m = stranger.until("welcome", "refused")
        assert m is not None and m["t"] == "refused" and "kept for Raw 1" in m["reason"]
        now[0] += 100
        with pytest.raises(Exception, match="held for Raw 1"):  # the host may not let it go yet
            host.hand_to_computer(1, "easy")
        guess = way.raw(host)
        assert guess.hello(host.secret)["t"] == "seats"  # type: ignore[index]
        guess.send("take", seat=1, name="thief", token="a guess")
        m = guess.until("welcome", "refused", "bye")
        assert m is not None and m["t"] == "bye" and host.seats[1] is None
        # Bea comes back with her token: her seat at once
        back = way.raw(host)
        assert seated(back, host, 1, token=token) == token
        old = host.seats[1]
        assert old is not None and old.address == way.address()
        # her old connection still looks alive and a new one comes with the token: the new one wins at once
        again = way.raw(host)
        assert seated(again, host, 1, token=token) == token
        m = back.until("bye")
        assert m is not None and "another connection" in m["reason"]
        assert old.closed and host.seats[1] is not None and host.seats[1] is not old
        # past the release time the host may reopen the seat: the old token no longer takes it
        again.close()
        eventually(lambda: host.seats[1] is None)
        now[0] += Limits().release_after + 1
        assert host.seat_table()[1]["release_in"] == 0
        host.reopen(1)
        assert host.seat_table()[1]["open"]
        stranger.send("take", seat=1, name="Cal")  # anyone with the code now
        m = stranger.until("welcome", "refused")
        assert m is not None and m["t"] == "welcome" and m["token"] != token
        late = way.raw(host)
        assert late.hello(host.secret)["t"] == "seats"  # type: ignore[index]
        late.send("take", seat=1, name="Bea", token=token)  # Bea, late: told once, not to try again
        m = late.until("welcome", "refused", "bye")
        assert m is not None and m["t"] == "bye" and "let your seat go" in m["reason"]
    finally:
        host.stop()


def test_a_joiner_without_a_seat_is_not_sent_the_seat_table_as_it_changes(tmp_path: Path, way: Way) -> None:
    host = new_host(tmp_path, ["host", "friend", "friend"])
    try:
        watcher = way.raw(host)
        assert watcher.hello(host.secret)["t"] == "seats"  # type: ignore[index]
        bea = way.raw(host)
        seated(bea, host, 1)
        bea.close()
        eventually(lambda: host.seats[1] is None)
        watcher.send("ping")
        m = watcher.read()  # the pong: no "seats" came before it
        assert m is not None and m["t"] == "pong", m
    finally:
        host.stop()


def test_the_host_keeps_the_seats_tokens_across_a_restart(tmp_path: Path, way: Way) -> None:
    from legendary_desktop.net.host import HostState

    host = new_host(tmp_path, ["host", "friend"])
    raw = way.raw(host)
    token = seated(raw, host, 1)
    host.stop()
    state = HostState.read(tmp_path / "host.json")
    assert state.tokens[1] and token not in (tmp_path / "host.json").read_text()  # only its digest is kept
    again = Host.resume(host.session, state, bind="127.0.0.1", advertise="127.0.0.1",
                        cert_folder=tmp_path / "cert", state_file=tmp_path / "host.json")
    again.start()
    try:
        assert again.seat_table()[1]["held"]
        thief = way.raw(again)
        assert thief.hello(again.secret)["t"] == "seats"  # type: ignore[index]
        thief.send("take", seat=1, name="thief")
        assert thief.until("welcome", "refused")["t"] == "refused"  # type: ignore[index]
        seated(way.raw(again), again, 1, token=token)  # through the relay: a new channel
    finally:
        again.stop()


# ------------------------------------------------------------------------------------ liveness
def test_a_silent_joiner_is_dropped_and_its_seat_held(tmp_path: Path, way: Way) -> None:
    host = new_host(tmp_path, ["host", "friend"], limits=Limits(heartbeat=0.2, drop_after=1.0))
    try:
        silent = way.raw(host)
        seated(silent, host, 1)
        # it sends nothing more and answers no ping; its connection stays open
        eventually(lambda: host.seats[1] is None)
        assert host.seat_table()[1]["held"] and not host.seat_table()[1]["connected"]
        # a joiner that answers the pings stays (a few drop times: it is never dropped)
        c = Client(host.join_code(), heartbeat=0.2, drop_after=1.0)
        c.connect()
        threading.Event().wait(3.0)
        c.send("ping")
        assert c.wait("pong", TIMEOUT)["t"] == "pong" and c.connected
        c.close()
    finally:
        host.stop()


def test_the_client_notices_a_silent_host_and_comes_back_by_itself_with_its_token(tmp_path: Path) -> None:
    # the host notices slowly here, so the client comes back while its old connection still looks alive
    host = new_host(tmp_path, ["host", "friend"], limits=Limits(heartbeat=0.2, drop_after=600.0))
    proxy = Proxy(host.port)
    inbox: queue.Queue[tuple[Client, Message]] = queue.Queue()
    code = dataclasses.replace(parse(host.join_code()), port=proxy.port)
    c = Client(code, name="Bea", inbox=inbox, heartbeat=0.2, drop_after=1.0, retry_every=0.2)
    try:
        c.connect()
        c.take(1)
        c.wait("welcome", TIMEOUT)
        token, first = c.token, host.seats[1]
        assert token and first is not None
        proxy.cut()  # the network stops: nothing gets through, no connection ends
        until(inbox, lambda _, m: m["t"] == "dropped")
        assert c.reconnecting and host.seats[1] is first  # the host has not noticed yet
        threading.Event().wait(0.5)  # a few tries while the network is down
        proxy.mend()
        until(inbox, lambda _, m: m["t"] == "welcome")
        eventually(lambda: c.connected and host.seats[1] is not None and host.seats[1] is not first)
        assert c.token == token and not c.reconnecting and first.closed
        assert host.seat_table()[1]["connected"]
    finally:
        c.close()
        host.stop()
        proxy.close()


# ------------------------------------------------------------------------ the door before the secret
def _open_files_now() -> int:
    return len(os.listdir("/proc/self/fd"))


FLOOD = """
import socket, sys
sys.stdin.readline()
held = [socket.create_connection(("127.0.0.1", int(sys.argv[1])), timeout=60) for _ in range(200)]
print("flooding", flush=True)
sys.stdin.read()
"""


@pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="counts open files through /proc")
def test_a_flood_of_idle_connections_from_one_address_does_not_keep_a_friend_out(tmp_path: Path) -> None:
    resource = pytest.importorskip("resource")
    host = new_host(tmp_path, ["host", "friend"], limits=Limits(hello_timeout=120.0))
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    flood = None
    try:
        # the host's process may open 150 more files: a host that kept the flood's 200 would run out (a
        # host accepts up to 100 at once before it looks at them)
        flood = subprocess.Popen([sys.executable, "-c", FLOOD, str(host.port)], stdin=subprocess.PIPE,
                                 stdout=subprocess.PIPE, text=True)  # 200 connections that say nothing
        assert flood.stdin is not None
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, _open_files_now() + 150), hard))
        flood.stdin.write("go\n")
        flood.stdin.flush()
        assert flood.stdout is not None and flood.stdout.readline().strip() == "flooding"
        lim = host.limits
        eventually(lambda: host.door.refused >= 200 - lim.max_unauthed_per_address)
        assert sum(host.door.unauthed.values()) <= lim.max_unauthed_per_address < lim.max_unauthed
        friend = Client(host.join_code(), name="Bea", source="127.0.0.2")
        assert friend.connect()[1]["open"]
        friend.take(1)
        friend.wait("welcome", TIMEOUT)
        friend.close()
    finally:
        if flood is not None:
            flood.kill()
            flood.wait(TIMEOUT)
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
        host.stop()


def test_a_full_door_closes_the_connection_waiting_longest_for_a_new_one(tmp_path: Path, way: Way) -> None:
    """A flood from many addresses (relay channels) fills the door: a friend still gets in (the oldest
    waiting one goes)."""
    host = new_host(tmp_path, ["host", "friend"], limits=Limits(max_unauthed=4, max_unauthed_per_address=1,
                                                                hello_timeout=120.0))
    try:
        idle = [way.raw(host, friend=i, tls=False) for i in range(2, 6)]  # say nothing
        eventually(lambda: sum(host.door.unauthed.values()) == 4)
        friend = way.raw(host, friend=6)
        m = friend.hello(host.secret)
        assert m is not None and m["t"] == "seats" and m["seats"][1]["open"], m
        assert idle[0].read() is None  # the one waiting longest was closed for her
        assert sum(host.door.unauthed.values()) == 3  # she is past the door; three still wait
        friend.close()
    finally:
        host.stop()


def test_a_flood_on_one_way_holds_only_that_friends_slots(tmp_path: Path, way: Way) -> None:
    """20 connections that say nothing, from one address or on one friend's relay channel: 8 wait at the
    door under that address or channel, the rest are closed at once, and another friend gets in."""
    host = new_host(tmp_path, ["host", "friend"], limits=Limits(hello_timeout=120.0))
    try:
        flood = [way.raw(host, tls=False) for _ in range(20)]
        lim = host.limits
        eventually(lambda: host.door.refused == 20 - lim.max_unauthed_per_address)
        assert dict(host.door.unauthed) == {way.address(): lim.max_unauthed_per_address}
        seated(way.raw(host, friend=2), host, 1)
        for raw in flood:
            raw.close()
    finally:
        host.stop()


def test_a_connection_that_does_not_say_hello_in_time_is_closed(tmp_path: Path, way: Way) -> None:
    host = new_host(tmp_path, ["host", "friend"], limits=Limits(hello_timeout=1.0))
    try:
        idle = way.raw(host)  # TLS done, then nothing
        assert idle.read(timeout=20.0) is None  # (20 times the deadline: generous, and less than 30 s)
        slow = way.raw(host)  # a hello trickling in, a byte at a time, never done
        for _ in range(100):
            try:
                slow.send_raw(b" ")
            except OSError:
                break
            threading.Event().wait(0.05)
        assert slow.read(timeout=20.0) is None
        assert host.door.unauthed == {}
    finally:
        host.stop()


def test_a_huge_number_gets_a_clean_refusal(tmp_path: Path, way: Way) -> None:
    host = new_host(tmp_path, ["host", "friend"])
    try:
        joiner = way.raw(host)
        assert joiner.hello(host.secret)["t"] == "seats"  # type: ignore[index]
        joiner.send_raw(b'{"t":"take","v":%d,"seat":%s,"name":"x"}\n' % (PROTOCOL_VERSION, b"9" * 1000))
        m = joiner.read()
        assert m is not None and m["t"] == "refused" and "digits" in m["reason"]
        joiner.send("ping")
        assert joiner.until("pong", "bye")["t"] == "pong"  # type: ignore[index]  # the connection goes on
        before = way.raw(host)  # before the secret: one clean goodbye
        before.send_raw(b'{"t":"hello","v":%d,"protocol":%s}\n' % (PROTOCOL_VERSION, b"7" * 1000))
        m = before.read()
        assert m is not None and m["t"] == "bye" and "digits" in m["reason"]
        assert before.read() is None
    finally:
        host.stop()


def test_the_version_is_told_only_to_someone_with_the_secret(tmp_path: Path, way: Way) -> None:
    host = new_host(tmp_path, ["host", "friend"])
    try:
        for fields in ({"app": "0.0.1", "protocol": 1}, {"app": APP_VERSION, "protocol": PROTOCOL_VERSION}):
            guess = way.raw(host)
            guess.send("hello", secret="guess", **fields)
            m = guess.read()
            assert m is not None and m["t"] == "bye" and "not this game's" in m["reason"]
            assert APP_VERSION not in m["reason"] and str(PROTOCOL_VERSION) not in m["reason"]
        other = way.raw(host)  # another protocol's message before the secret: no version in the goodbye
        other.send_raw(b'{"t":"answer","v":1}\n')
        m = other.read()
        assert m is not None and m["t"] == "bye" and APP_VERSION not in m["reason"] and "protocol" not in m["reason"]
        with pytest.raises(JoinError, match=r"Install the same version"):  # with the secret: one clear line
            Client(host.join_code(), app_version="0.0.1").connect()
        old = way.raw(host)
        old.send_raw(b'{"t":"hello","v":1,"app":"0.0.1","protocol":1,"secret":"%s"}\n' % host.secret.encode())
        m = old.read()
        assert m is not None and m["t"] == "bye" and "Install the same version" in m["reason"]
    finally:
        host.stop()


def test_wrong_secrets_from_one_address_are_bounded_per_minute(tmp_path: Path, way: Way) -> None:
    """Through the relay, "one address" is one friend's channel: another friend's is another count."""
    now = [0.0]
    host = new_host(tmp_path, ["host", "friend"], clock=lambda: now[0], limits=Limits(guesses_per_minute=3))
    try:
        for _ in range(3):
            m = way.raw(host).hello("guess")
            assert m is not None and "not this game's" in m["reason"]
        m = way.raw(host).hello(host.secret)  # even the right one is not checked now
        assert m is not None and m["t"] == "bye" and "wait a minute" in m["reason"]
        assert way.raw(host, friend=2).hello(host.secret)["t"] == "seats"  # type: ignore[index]
        now[0] += 61
        assert way.raw(host).hello(host.secret)["t"] == "seats"  # type: ignore[index]
    finally:
        host.stop()


def test_new_connections_from_one_address_are_bounded_per_minute(tmp_path: Path, way: Way) -> None:
    """Through the relay: new connections on one friend's channel (each one the relay pairs)."""
    now = [0.0]
    host = new_host(tmp_path, ["host", "friend"], clock=lambda: now[0], limits=Limits(connects_per_minute=4))
    try:
        for _ in range(4):
            assert way.raw(host).hello(host.secret)["t"] == "seats"  # type: ignore[index]
        fifth = way.raw(host, tls=False)
        eventually(lambda: host.door.refused == 1)  # closed at once, before TLS
        assert fifth.read() is None
        assert way.raw(host, friend=2).hello(host.secret)["t"] == "seats"  # type: ignore[index]  # another's count
        now[0] += 61
        assert way.raw(host).hello(host.secret)["t"] == "seats"  # type: ignore[index]
    finally:
        host.stop()


def test_refusal_strikes_are_forgotten_over_time(tmp_path: Path) -> None:
    now = [0.0]
    host = new_host(tmp_path, ["host", "friend"], clock=lambda: now[0])
    try:
        joiner = Raw(host.port)
        seated(joiner, host, 1)
        for _ in range(3):  # a long game: a few honest mistakes now and then
            for _ in range(4):
                joiner.send("answer", n=-1, answer=["nothing"])
                m = joiner.until("refused", "bye")
                assert m is not None and m["t"] == "refused", m
            now[0] += 4 * Limits().strike_decay
        joiner.send("ping")
        assert joiner.until("pong", "bye")["t"] == "pong"  # type: ignore[index]
        for _ in range(5):  # five close together still end it
            joiner.send("answer", n=-1, answer=["nothing"])
        assert joiner.until("bye") is not None
    finally:
        host.stop()


# ------------------------------------------------------------------ bounded traffic
def test_undos_answers_and_takes_are_limited_per_seat_and_accepted_ones_refill_nothing(tmp_path: Path) -> None:
    """Answer, undo, answer, undo... as fast as the loopback goes, time frozen: each accepted answer used
    to give its token back, so 18 undos a second ran unrefused. Now the seat's undos run out after
    `undos_burst`, on a new connection too."""
    host = new_host(tmp_path, ["friend", "host"], seed=9, clock=lambda: 0.0, real_rates=True,
                    limits=Limits(undos_burst=3, messages_burst=400))
    raw = Raw(host.port)
    try:
        token = seated(raw, host, 0)
        accepted = refusals = 0
        for _ in range(8):
            view = raw.until("view")
            assert view is not None
            pending = view["view"]["pending"]
            option = next(o["label"] for o in pending["options"] if o["label"].startswith("play:")
                          and "S.H.I.E.L.D." in o["text"])
            raw.send("answer", n=pending["number"], answer=[option])
            raw.until("view")
            raw.send("undo", n=len(host.session.game.answers))
            m = raw.until("undone", "refused")
            assert m is not None
            if m["t"] == "refused":
                assert "too many undos" in m["reason"]
                refusals += 1
                break
            accepted += 1
        assert accepted == 3 and refusals == 1
        raw.close()
        again = Raw(host.port)  # a new connection: the seat's bucket is the same
        seated(again, host, 0, token=token)
        again.send("undo", n=len(host.session.game.answers))
        m = again.until("refused", "undone")
        assert m is not None and m["t"] == "refused", m
        again.close()
    finally:
        host.stop()


def test_a_refusal_quoting_a_lone_surrogate_is_sent_and_the_connection_goes_on(tmp_path: Path) -> None:
    """A lone surrogate ("\\udc80", legal JSON) quoted back in a refusal made the line fail to encode, and
    the connection's task died ("Task exception was never retrieved")."""
    host = new_host(tmp_path, ["friend", "host"], seed=9)
    try:
        raw = Raw(host.port)
        assert raw.hello(host.secret)["t"] == "seats"  # type: ignore[index]
        raw.send_raw(b'{"t":"take","v":%d,"seat":0,"name":"\\udc80Bea","token":"\\udc80"}\n' % PROTOCOL_VERSION)
        m = raw.until("welcome", "refused", "bye")  # a token that is no seat's: an open seat all the same
        assert m is not None and m["t"] == "welcome", m
        view = raw.until("view")
        assert view is not None
        raw.send_raw(b'{"t":"answer","v":%d,"n":%d,"answer":["\\udc80"]}\n'
                     % (PROTOCOL_VERSION, view["view"]["pending"]["number"]))
        m = raw.until("refused", "bye")
        assert m is not None and m["t"] == "refused", m
        for line in (b'{"t":"ping","v":"\\udc80"}\n', b'{"t":"nothing\\udc80","v":%d}\n' % PROTOCOL_VERSION):
            raw.send_raw(line)  # the version quoted back as it came; an unknown type
            m = raw.until("refused", "bye")
            assert m is not None and m["t"] == "refused", m
        assert "\udc80" in m["reason"] or "\\udc80" in m["reason"]
        other = Raw(host.port)  # an app version quoted back in the goodbye to someone with the secret
        other.send_raw(b'{"t":"hello","v":1,"app":"\\udc80","protocol":1,"secret":"%s"}\n' % host.secret.encode())
        m = other.until("bye")
        assert m is not None and "\udc80" in m["reason"] and "Install the same version" in m["reason"], m
        raw.send("ping")
        assert raw.until("pong", "bye")["t"] == "pong"  # type: ignore[index]
        assert host.seats[0] is not None
    finally:
        host.stop()
