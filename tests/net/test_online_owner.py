"""A seat belongs to its owner under attack: someone holding the join code can neither keep a dropped friend
out of her seat by filling the host's seat-choosing slots, nor by spending her seat's take bucket with
takes that are refused. Real host, hostile joiners on 127.0.0.1 (tests/net/hostile.py), the app's client
through a relay whose network is cut and mended. Every wait is event-driven with a generous bound."""

from __future__ import annotations

import contextlib
import dataclasses
import queue
from collections.abc import Iterator
from pathlib import Path

import pytest

from legendary_desktop.net.client import Client
from legendary_desktop.net.door import Limits
from legendary_desktop.net.host import Host
from legendary_desktop.net.join_code import parse
from legendary_desktop.net.protocol import APP_VERSION, PROTOCOL_VERSION, Message
from tests.net.harness import TIMEOUT, new_host, until
from tests.net.hostile import Proxy, Raw, Way, way
from tests.net.rendezvous_servers import servers
from tests.net.test_online_security import eventually

__all__ = ["servers", "way"]  # fixtures: the hostile connections come to the port or through the relay

#: the issue's bound: a dropped friend is back in her seat by herself within this many seconds
BACK_WITHIN = 20.0


@dataclasses.dataclass
class Friend:
    client: Client
    proxy: Proxy
    inbox: queue.Queue[tuple[Client, Message]]


@pytest.fixture
def friend_of() -> Iterator[list[Friend]]:
    made: list[Friend] = []
    yield made
    for f in made:
        f.client.close()
        f.proxy.close()


def seated_friend(host: Host, made: list[Friend], seat: int = 1, **client: object) -> Friend:
    """Bea's app in `seat`, through a relay whose network the test cuts (she notices a silent host in 1 s
    and tries again every 0.2 s)."""
    proxy = Proxy(host.port)
    code = dataclasses.replace(parse(host.join_code()), port=proxy.port)
    inbox: queue.Queue[tuple[Client, Message]] = queue.Queue()
    options = {"heartbeat": 0.2, "drop_after": 1.0, "retry_every": 0.2, **client}
    c = Client(code, name="Bea", inbox=inbox, **options)  # type: ignore[arg-type]
    f = Friend(c, proxy, inbox)
    made.append(f)
    c.connect()
    c.take(seat)
    c.wait("welcome", TIMEOUT)
    return f


def drop_and_mend(f: Friend) -> None:
    """Her network stops until her app notices, then comes back."""
    f.proxy.cut()
    until(f.inbox, lambda _, m: m["t"] == "dropped")
    f.proxy.mend()


def back_in_seat(host: Host, f: Friend, seat: int, old: object) -> None:
    eventually(lambda: f.client.connected and f.client.seat == seat and host.seats[seat] is not None
               and host.seats[seat] is not old and not f.client.reconnecting, bound=BACK_WITHIN)


def test_a_dropped_friend_comes_back_while_one_address_holds_every_choosing_slot(tmp_path: Path, way: Way,
                                                                                  friend_of: list[Friend]) -> None:
    """One address with the code fills all 16 "choosing a seat" slots with connections that said hello and
    only ping: Bea's token reconnect gets through anyway (it used to get `bye`, and her app stopped)."""
    host = new_host(tmp_path, ["host", "friend", "friend"], limits=Limits(drop_after=600.0))
    squatters: list[Raw] = []
    try:
        bea = seated_friend(host, friend_of)
        old = host.seats[1]
        for _ in range(host.limits.max_choosing):
            raw = way.raw(host, friend=2)
            assert raw.hello(host.secret)["t"] == "seats"  # type: ignore[index]
            squatters.append(raw)
        drop_and_mend(bea)
        back_in_seat(host, bea, 1, old)
        late = way.raw(host, friend=3)  # the slots are full: someone new is told to come back later
        m = late.hello(host.secret)
        assert m is not None and m["t"] == "bye" and m.get("again") is True, m
        assert bea.client.bye is None and host.seat_table()[1]["connected"]
        for raw in squatters:  # the squatters are still there: she did not need one of them to go
            raw.send("ping")
            assert raw.until("pong", "bye")["t"] == "pong"  # type: ignore[index]
    finally:
        for raw in squatters:
            raw.close()
        host.stop()


def test_a_dropped_friend_comes_back_although_others_spent_takes_of_her_seat(tmp_path: Path, way: Way,
                                                                              friend_of: list[Friend]) -> None:
    """Other connections take Bea's seat without its token, again and again (each refused): that used to
    spend her seat's take bucket (time is frozen here: it never refills), so her token reconnect was
    refused "too many takes from this seat". Now a refused take is charged to its address, not the seat."""
    host = new_host(tmp_path, ["host", "friend", "friend"], clock=lambda: 0.0, real_rates=True,
                    limits=Limits(drop_after=600.0))
    try:
        bea = seated_friend(host, friend_of)
        old = host.seats[1]
        refusals: list[str] = []
        for _ in range(4):  # four connections, four takes each (a fifth refusal would end each)
            thief = way.raw(host, friend=2)
            assert thief.hello(host.secret)["t"] == "seats"  # type: ignore[index]
            for _ in range(4):
                thief.send("take", seat=1, name="thief")
                m = thief.until("welcome", "refused", "bye")
                assert m is not None and m["t"] == "refused", m
                refusals.append(m["reason"])
            thief.close()
        drop_and_mend(bea)
        back_in_seat(host, bea, 1, old)
        assert any("someone is playing" in r for r in refusals)
        assert any("too many takes from your address" in r for r in refusals)  # charged to the address
        assert not any("this seat" in r for r in refusals)
        # while she is away, her held seat refuses others the same way: still charged to them
        bea.proxy.cut()
        until(bea.inbox, lambda _, m: m["t"] == "dropped")
        thief = way.raw(host, friend=3)
        assert thief.hello(host.secret)["t"] == "seats"  # type: ignore[index]
        thief.send("take", seat=1, name="thief")
        m = thief.until("welcome", "refused", "bye")
        assert m is not None and m["t"] == "refused" and "someone is playing" in m["reason"], m
        old = host.seats[1]
        bea.proxy.mend()
        back_in_seat(host, bea, 1, old)
    finally:
        host.stop()


def test_the_app_keeps_trying_with_backoff_when_the_host_refuses_taking_her_seat_back(
        tmp_path: Path, friend_of: list[Friend]) -> None:
    """Her own seat's takes run out (time frozen, one take in its bucket): the host refuses her reconnect.
    Her app does not sit connected without a seat: it says why and tries again, waiting longer each time,
    and is back once the bucket has a take again."""
    now = [0.0]
    host = new_host(tmp_path, ["host", "friend"], clock=lambda: now[0], real_rates=True,
                    limits=Limits(drop_after=600.0, takes_burst=1))
    try:
        bea = seated_friend(host, friend_of)
        old = host.seats[1]
        drop_and_mend(bea)
        waits = []
        for _ in range(3):
            _, m = until(bea.inbox, lambda _, m: m["t"] in ("retrying", "welcome"))
            assert m["t"] == "retrying" and "too many takes from this seat" in m["reason"], m
            waits.append(m["after"])
            assert bea.client.reconnecting
        assert waits[0] < waits[1] < waits[2] <= bea.client.retry_most  # longer each time, up to the most
        now[0] += 60  # the bucket refills
        back_in_seat(host, bea, 1, old)
    finally:
        host.stop()


def test_past_full_choosing_slots_a_seats_token_lets_in_one_connection_at_a_time(tmp_path: Path, way: Way) -> None:
    """The token lets its friend in past the cap, but not a crowd: a second hello with the same token sends
    the first connection (still without its seat) away."""
    from tests.net.test_online_security import seated

    host = new_host(tmp_path, ["host", "friend"], limits=Limits(drop_after=600.0, max_choosing=1))
    try:
        token = seated(way.raw(host), host, 1)
        squatter = way.raw(host)
        assert squatter.hello(host.secret)["t"] == "seats"  # type: ignore[index]
        first = way.raw(host)
        first.send("hello", app=APP_VERSION, protocol=PROTOCOL_VERSION, secret=host.secret, token=token)
        assert first.until("seats", "bye")["t"] == "seats"  # type: ignore[index]
        second = way.raw(host)
        second.send("hello", app=APP_VERSION, protocol=PROTOCOL_VERSION, secret=host.secret, token=token)
        assert second.until("seats", "bye")["t"] == "seats"  # type: ignore[index]
        with contextlib.suppress(OSError):  # it may be closed already
            first.send("ping")
        m = first.until("pong", "bye")  # sent away, not answered
        assert m is None or (m["t"] == "bye" and "another connection" in m["reason"]), m
        stranger = way.raw(host)
        m = stranger.hello(host.secret)
        assert m is not None and m["t"] == "bye" and m.get("again") is True
        second.send("take", seat=1, name="Bea", token=token)
        assert second.until("welcome", "refused", "bye")["t"] == "welcome"  # type: ignore[index]
    finally:
        host.stop()


def test_takes_refused_for_the_address_cap_do_not_spend_an_open_seats_takes(tmp_path: Path, way: Way) -> None:
    """With one seat per address (`Limits.seats_per_address`), takes refused because the address plays a
    seat already are charged to that address, so the open seat's takes are still there for a friend."""
    from tests.net.test_online_security import seated

    host = new_host(tmp_path, ["host", "friend", "friend"], clock=lambda: 0.0, real_rates=True,
                    limits=Limits(drop_after=600.0, seats_per_address=1, takes_burst=2))
    try:
        first = way.raw(host)
        seated(first, host, 1)
        again = way.raw(host)
        assert again.hello(host.secret)["t"] == "seats"  # type: ignore[index]
        reasons = []
        for _ in range(3):
            again.send("take", seat=2, name="twice")
            m = again.until("welcome", "refused", "bye")
            assert m is not None and m["t"] == "refused", m
            reasons.append(m["reason"])
        assert "your address" in reasons[0] and "too many takes from your address" in reasons[-1]
        seated(way.raw(host, friend=2), host, 2)  # a friend from another address: the seat is hers
    finally:
        host.stop()
