"""The online host's door: what a connection may cost before it has shown the game's secret, the limits a
hosted game keeps (as sshd's MaxStartups and LoginGraceTime), and the gate every message comes through.

A security review starts here. `Limits` holds every figure (time limits, caps, rate buckets);
`Door` counts, per address, the connections waiting to give the secret, the recent connections and the
recent wrong secrets (sliding minutes), bounded so a flood of addresses is forgotten. A seat's token is kept
only as its SHA-256 (`token_digest`); anything that is not token-like text is no token (`token_like`).

`Gate` is the host's admission, from a connection's first byte to its messages: a new TCP connection is
counted at the `Door` before any TLS is spent on it (`admit`; when the door is full the one waiting longest
makes room); TLS and the hello with the secret must come within `Limits.hello_timeout`; the secret is
compared in constant time and the versions are told only to a joiner that gave it; a joiner without a seat
may send only short lines, and every connection has a message bucket. Nothing but a hello, a ping or a pong
reaches the host before the secret: any other line then ends the connection with one ``bye`` (`refuse`).
Past the secret a refused message is a strike (`MAX_STRIKES` close together end it); the buckets per seat
and per address (`seat_allows`, `address_allows`) cap answers, undos and takes. The gate never reads the
game: what a message asks of a seat or of the game the host decides (net/host.py, net/seat_book.py,
net/authority.py). The figures and what each defends against are in docs/online-security.md.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import hashlib
import hmac
import ssl
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeGuard

from legendary_desktop.net.protocol import (
    MAX_BEFORE_SEAT,
    MAX_FROM_JOINER,
    PROTOCOL_VERSION,
    Message,
    ProtocolError,
    RateLimit,
    decode,
    encode,
    version_line,
)
from legendary_desktop.net.wire import keepalive, read_line

#: refusals close together (see `Limits.strike_decay`) that end a joiner's connection
MAX_STRIKES = 5
#: messages waiting to go out to one joiner; a joiner that reads nothing is dropped past this
MAX_QUEUED = 256
#: seconds a closed joiner has to end TLS politely before its connection is cut
CLOSE_GRACE = 2.0


@dataclass(frozen=True)
class Limits:
    """The host's time limits and caps (the tests make the times small)."""

    #: TLS and the hello with the secret must be done within this many seconds of connecting
    hello_timeout: float = 15.0
    #: connections that have not given the secret, in all and from one address
    max_unauthed: int = 64
    max_unauthed_per_address: int = 8
    #: wrong secrets from one address in a minute; more are not even checked
    guesses_per_minute: int = 10
    #: new connections from one address in a minute (reconnect floods)
    connects_per_minute: int = 60
    #: joiners with the secret and no seat yet (choosing one), and how long each may take
    max_choosing: int = 16
    choosing_timeout: float = 600.0
    #: the host pings every joiner this often; a joiner silent for `drop_after` seconds is dropped
    heartbeat: float = 5.0
    drop_after: float = 15.0
    #: a dropped friend's seat is held for its token; after this many seconds the host may let it go
    release_after: float = 180.0
    #: one refusal strike is forgotten every this many seconds
    strike_decay: float = 60.0
    #: seats taken from one address (None: any number; friends behind one router share an address)
    seats_per_address: int | None = None
    #: per seat, whatever connection it comes from (each a bucket: so many at once, then so many a second;
    #: an accepted message costs as much as a refused one): answers, undos, and takes of the seat (each
    #: names it)
    #: messages of any kind from one connection (a token bucket too)
    messages_burst: int = 40
    messages_per_second: float = 20.0
    answers_burst: int = 40
    answers_per_second: float = 10.0
    undos_burst: int = 5
    undos_per_second: float = 0.5
    takes_burst: int = 10
    takes_per_second: float = 0.5
    #: joiners from this network asking to be let in without the code (net/discovery.py), at once, and how
    #: long the host has to answer one
    max_knocks: int = 4
    knock_timeout: float = 90.0


def token_digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def token_like(token: Any) -> TypeGuard[str]:
    """Could `token` be a seat's token (URL-safe text of a bounded length)? Anything else is no token."""
    return isinstance(token, str) and 0 < len(token) <= 200 and token.isascii()


class Door:
    """Who is at the door, per address: connections without the secret yet, recent connections and recent
    wrong secrets (sliding minutes). Bounded: an address with nothing recent is forgotten."""

    def __init__(self, limits: Limits, clock: Callable[[], float]) -> None:
        self.limits, self.clock = limits, clock
        self.unauthed: dict[str, int] = {}
        self.connects: dict[str, collections.deque[float]] = {}
        self.wrong: dict[str, collections.deque[float]] = {}
        self.refused = 0  # connections closed at the door, for the tests and the log

    def _recent(self, book: dict[str, collections.deque[float]], address: str, cap: int) -> collections.deque[float]:
        now = self.clock()
        times = book.setdefault(address, collections.deque(maxlen=cap + 1))
        while times and now - times[0] >= 60.0:
            times.popleft()
        if len(book) > 4096:  # many addresses: forget those with nothing in the last minute
            for a in [a for a, t in book.items() if not t or now - t[-1] >= 60.0]:
                del book[a]
            book.setdefault(address, times)
        return times

    def admit(self, address: str, make_room: Callable[[], bool] = lambda: False) -> bool:
        """A new connection from `address`: True if it may go on to TLS and the hello (counted as waiting).
        When the door is full (but not for this address), `make_room` may close the oldest waiting one."""
        lim = self.limits
        connects = self._recent(self.connects, address, lim.connects_per_minute)
        waiting = self.unauthed.get(address, 0)
        if (len(connects) >= lim.connects_per_minute or waiting >= lim.max_unauthed_per_address
                or (sum(self.unauthed.values()) >= lim.max_unauthed and not make_room())):
            self.refused += 1
            return False
        connects.append(self.clock())
        self.unauthed[address] = waiting + 1
        return True

    def leave(self, address: str) -> None:
        """A connection counted as waiting gave the secret, or went."""
        left = self.unauthed.get(address, 0) - 1
        if left > 0:
            self.unauthed[address] = left
        else:
            self.unauthed.pop(address, None)

    def may_guess(self, address: str) -> bool:
        return len(self._recent(self.wrong, address, self.limits.guesses_per_minute)) < self.limits.guesses_per_minute

    def wrong_guess(self, address: str) -> None:
        self._recent(self.wrong, address, self.limits.guesses_per_minute).append(self.clock())


class Joiner:
    """One connection from a joiner: what the gate knows of it (its address, whether it gave the secret, its
    strikes and message bucket), the seat it holds, and what it was last sent of the game (the broadcast's)."""

    def __init__(self, writer: asyncio.StreamWriter, limit: RateLimit, address: str = "",
                 since: float = 0.0) -> None:
        self.writer = writer
        self.limit = limit
        self.address = address
        self.since = since  # when it connected (or gave the secret): the deadlines count from it
        self.seat: int | None = None
        self.authed = False
        self.strikes = 0
        self.struck = 0.0  # when the strikes were last counted down
        self.log_sent = 0
        self.table_sent: dict[str, Any] | None = None  # the table's facts as this joiner last had them
        self.closed = False
        self.over_cap: int | None = None  # let in past the choosing cap with this seat's token
        self.at_door: tuple[asyncio.BaseTransport, str] | None = None  # its place at the door until the secret
        # the step of the ladder it came in by: "lan", "direct", "router" or "relay" (set by the relay's path)
        self.came_by = ""
        self.knock: Message | None = None  # a hello without the secret from this network, waiting for the host

    def send(self, data: bytes) -> None:
        if self.closed:
            return
        transport = self.writer.transport
        if transport.get_write_buffer_size() > MAX_QUEUED * 64 * 1024:  # it reads nothing: let it go
            self.close()
            return
        self.writer.write(data)

    def close(self) -> None:
        """Close (the last lines go out first); a peer that doesn't end TLS in `CLOSE_GRACE` seconds is cut."""
        if not self.closed:
            self.closed = True
            with contextlib.suppress(Exception):
                self.writer.close()
                asyncio.get_running_loop().call_later(CLOSE_GRACE, self.writer.transport.abort)


class Gate:
    """The host's admission (see the module docstring). It runs on the host's loop. What it asks of the host
    is four calls: `handle` a message from a joiner with the secret (not a hello, ping or pong), `gone` when
    a connection ends, `token_seat` (the seat a token belongs to, for a friend coming back past the
    choosing cap) and `greet` a joiner that just gave the secret (the seat table)."""

    def __init__(self, limits: Limits, clock: Callable[[], float], secret: str,
                 handle: Callable[[Joiner, Message], None], gone: Callable[[Joiner], None],
                 token_seat: Callable[[Any], int | None], greet: Callable[[Joiner], None]) -> None:
        self.limits, self.clock, self.secret = limits, clock, secret
        self.door = Door(limits, clock)
        self.handle, self.gone, self.token_seat, self.greet = handle, gone, token_seat, greet
        self.tls: ssl.SSLContext | None = None
        self.joiners: set[Joiner] = set()
        self.refusals = 0  # messages refused, for the tests and the log window
        self._tasks: set[asyncio.Future[None]] = set()
        self._waiting: dict[asyncio.BaseTransport, str] = {}  # at the door, oldest first: their addresses
        self._seat_limits: dict[tuple[str, int], RateLimit] = {}  # ("undo", seat): per seat, not connection
        self._address_limits: dict[tuple[str, str], RateLimit] = {}  # ("take", address): refused takes
        # knocks: a hello without the secret from a game found on this network (net/discovery.py). What the
        # host tells: the step an address came by (`step_of`: "lan" for this network's), whether knocks are
        # taken now (`knocks_open`: the lobby), and `knocked` when the list of knocks changed
        self.knocking: list[Joiner] = []  # oldest first
        self.step_of: Callable[[str], str] = lambda address: ""
        self.knocks_open: Callable[[], bool] = lambda: False
        self.knocked: Callable[[], None] = lambda: None

    def protocol(self, label: str | None = None) -> asyncio.Protocol:
        """A new connection's first protocol (for `loop.create_server`, or a relay's socket with its `label`)."""
        return _Opening(lambda transport: self.admit(transport, label))

    def admit(self, transport: asyncio.BaseTransport, label: str | None = None) -> None:
        """A new TCP connection (not read from yet): closed at once when too many are waiting at the door,
        else TLS and the joiner's messages (`serve`). `label`: its address in the door's counts when the peer's
        is not the friend's (a relay's paired socket, "relay-N")."""
        peer = transport.get_extra_info("peername")
        address = label or (str(peer[0]) if isinstance(peer, tuple) and peer else "?")
        if not self.door.admit(address, self.make_room):
            with contextlib.suppress(Exception):
                transport.abort()  # type: ignore[attr-defined]
            return
        self._waiting[transport] = address
        keepalive(transport.get_extra_info("socket"))
        task = asyncio.ensure_future(self.serve(transport, address))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def make_room(self) -> bool:
        """The door is full: the connection waiting longest is closed for a new one (so a flood from many
        addresses must come faster than a friend's handshake to keep the friend out)."""
        if not self._waiting:
            return False
        transport, address = next(iter(self._waiting.items()))
        self.left_door(transport, address)
        with contextlib.suppress(Exception):
            transport.abort()  # type: ignore[attr-defined]
        return True

    def left_door(self, transport: asyncio.BaseTransport, address: str) -> None:
        """A connection waiting at the door gave the secret, went or was closed (once each)."""
        if self._waiting.pop(transport, None) is not None:
            self.door.leave(address)

    async def serve(self, transport: asyncio.BaseTransport, address: str) -> None:
        """TLS, then the joiner's lines one by one until it goes: each within its deadline (the handshake's,
        choosing a seat's, or the heartbeat's), its length and its connection's bucket."""
        lim = self.limits
        loop = asyncio.get_running_loop()
        came = loop.time()  # the handshake's deadline counts from here
        reader = asyncio.StreamReader(limit=MAX_FROM_JOINER)
        protocol = asyncio.StreamReaderProtocol(reader)
        try:
            assert self.tls is not None
            secure = await asyncio.wait_for(loop.start_tls(
                transport, protocol, self.tls, server_side=True,  # type: ignore[arg-type]
                ssl_handshake_timeout=lim.hello_timeout), lim.hello_timeout)
        except (TimeoutError, ConnectionError, OSError, ssl.SSLError, AssertionError):
            with contextlib.suppress(Exception):
                transport.abort()  # type: ignore[attr-defined]
            self.left_door(transport, address)
            return
        if secure is None:
            self.left_door(transport, address)
            return
        protocol.connection_made(secure)
        writer = asyncio.StreamWriter(secure, protocol, reader, loop)
        joiner = Joiner(writer, RateLimit(lim.messages_per_second, lim.messages_burst, clock=self.clock),
                        address, came)
        joiner.at_door = (transport, address)
        try:
            self.joiners.add(joiner)
            while not joiner.closed:
                if not joiner.authed:  # the whole handshake has one deadline, however it trickles in
                    wait = lim.knock_timeout if joiner.knock is not None else lim.hello_timeout  # the host asked
                    timeout = joiner.since + wait - loop.time()
                elif joiner.seat is None:  # choosing a seat: heartbeats keep it, but not for ever
                    timeout = min(lim.drop_after, joiner.since + lim.choosing_timeout - loop.time())
                else:
                    timeout = lim.drop_after
                limit = MAX_FROM_JOINER if joiner.seat is not None else MAX_BEFORE_SEAT
                try:
                    line = await asyncio.wait_for(read_line(reader, limit), max(timeout, 0.0))
                except ProtocolError as err:  # too big
                    self.refuse(joiner, str(err))
                    continue
                except (TimeoutError, ConnectionError, OSError) as err:
                    if joiner in self.knocking and isinstance(err, TimeoutError):  # gone from the lobby first
                        self.knocking.remove(joiner)
                        self.knocked()
                        self.bye(joiner, "The host did not answer: ask them for the join code instead.")
                    break
                if line is None:
                    break
                if not joiner.limit.allow():
                    self.refuse(joiner, "too many messages: slow down")
                    continue
                try:
                    message = decode(line, check_version=joiner.authed)
                except ProtocolError as err:
                    self.refuse(joiner, str(err))
                    continue
                self.take_in(joiner, message)  # accepted or not, it cost its token (no refund)
                with contextlib.suppress(ConnectionError, OSError):
                    await writer.drain()
        finally:
            self.left_door(transport, address)
            joiner.close()
            self.joiners.discard(joiner)
            if joiner in self.knocking:
                self.knocking.remove(joiner)
                self.knocked()
            self.gone(joiner)

    def take_in(self, joiner: Joiner, m: Message) -> None:
        """One message: the hello, the heartbeat's, or (only past the secret) the host's to handle."""
        kind = m["t"]
        if kind == "hello":
            self.hello(joiner, m)
        elif kind == "ping" and joiner.knock is not None:  # waiting for the host to let it in
            joiner.send(encode("pong"))
        elif not joiner.authed:
            self.refuse(joiner, "say hello with the join code's secret first")
        elif kind == "ping":
            joiner.send(encode("pong"))
        elif kind == "pong":
            pass  # an answer to the host's heartbeat: being heard is all it does
        else:
            self.handle(joiner, m)

    def hello(self, joiner: Joiner, m: Message) -> None:
        if joiner.authed or joiner.knock is not None:
            self.refuse(joiner, "you said hello already")
            return
        if not self.door.may_guess(joiner.address):
            self.bye(joiner, "Too many wrong join codes from your address: wait a minute and try again.", again=True)
            return
        if "knock" in m and "secret" not in m:
            self.knock(joiner, m)
            return
        given = m.get("secret")
        if not isinstance(given, str) or not hmac.compare_digest(given.encode(), self.secret.encode()):
            self.door.wrong_guess(joiner.address)
            self.bye(joiner, "That join code is not this game's: ask the host for the code again.")
            return
        joiner.came_by = joiner.came_by or self.step_of(joiner.address)
        self.let_through(joiner, m)

    def let_through(self, joiner: Joiner, m: Message) -> None:
        """A hello with the secret (or a knock the host let in): the versions, the choosing cap, the seats."""
        why = version_line(m.get("app"), m.get("protocol"))  # told only to someone with the secret
        if why is None and m.get("v") != PROTOCOL_VERSION:
            why = version_line(m.get("app"), m.get("v"))
        if why is not None:
            self.bye(joiner, why)
            return
        choosing = sum(1 for j in self.joiners if j.authed and j.seat is None)
        if choosing >= self.limits.max_choosing:
            # a friend coming back with her seat's token never waits for a slot (nor is refused for one);
            # one such connection per seat: an earlier one still choosing goes for the new one
            owner = self.token_seat(m.get("token"))
            if owner is None:
                self.bye(joiner, "Too many people are choosing a seat in this game: try again in a minute.",
                         again=True)
                return
            for j in list(self.joiners):
                if j.over_cap == owner and j.seat is None and j is not joiner:
                    self.bye(j, "You came back into this seat from another connection.")
            joiner.over_cap = owner
        joiner.authed = True
        joiner.since = asyncio.get_running_loop().time()
        if joiner.at_door is not None:  # it gave the secret: no longer counted at the door
            self.left_door(*joiner.at_door)
        self.greet(joiner)

    # ------------------------------------------- knocks: joins from this network without the code
    def knock(self, joiner: Joiner, m: Message) -> None:
        """A hello without the secret, from a game found on this network: it waits for the host (`answer`).
        Only from this network's addresses, only while knocks are open (the lobby), `Limits.max_knocks` at
        once; meanwhile it may only ping."""
        if self.step_of(joiner.address) != "lan":
            self.bye(joiner, "Join this game with the join code the host sends you.")
            return
        if not self.knocks_open():
            self.bye(joiner, "The game has started: ask the host for the join code.")
            return
        if len(self.knocking) >= self.limits.max_knocks:
            self.bye(joiner, "Too many people are asking to join this game: try again in a minute.", again=True)
            return
        joiner.knock = m
        joiner.since = asyncio.get_running_loop().time()  # the host has `knock_timeout` seconds to answer
        self.knocking.append(joiner)
        self.knocked()

    def answer(self, joiner: Joiner, allow: bool) -> None:
        """The host's answer to a knock: let in (the game's secret to that joiner alone, over its TLS
        connection; then the seats as for a hello with the secret) or refuse (a wrong guess for its address)."""
        if joiner in self.knocking:
            self.knocking.remove(joiner)
        hello, joiner.knock = joiner.knock or {}, None
        if allow:
            joiner.came_by = "lan"
            joiner.send(encode("letin", secret=self.secret))
            self.let_through(joiner, hello)
        else:
            self.door.wrong_guess(joiner.address)
            self.bye(joiner, "The host did not let you in.")
        self.knocked()

    def bye(self, joiner: Joiner, reason: str, again: bool = False) -> None:
        """`again`: the joiner may try again later (the host is busy), not sent away for good."""
        joiner.send(encode("bye", reason=reason, again=True) if again else encode("bye", reason=reason))
        joiner.close()

    def refuse(self, joiner: Joiner, reason: str) -> None:
        self.refusals += 1
        if not joiner.authed:  # before the secret, one bad line ends the connection
            self.bye(joiner, reason)
            return
        now, decay = self.clock(), self.limits.strike_decay
        if joiner.strikes and decay > 0:  # a whole strike forgotten per `decay` seconds since counted
            forgotten = int((now - joiner.struck) // decay)
            joiner.strikes = max(0, joiner.strikes - forgotten)
            joiner.struck += forgotten * decay
        if not joiner.strikes:
            joiner.struck = now
        joiner.strikes += 1
        if joiner.strikes >= MAX_STRIKES:
            self.bye(joiner, f"Too many refused messages; the last: {reason}")
        else:
            joiner.send(encode("refused", reason=reason))

    def seat_allows(self, joiner: Joiner, what: str, seat: int) -> bool:
        """`seat`'s own bucket for `what` ("answer", "undo", "take") has a token (else it is refused:
        reconnecting starts no bucket afresh)."""
        lim = self.limits
        burst, rate = {"answer": (lim.answers_burst, lim.answers_per_second),
                       "undo": (lim.undos_burst, lim.undos_per_second),
                       "take": (lim.takes_burst, lim.takes_per_second)}[what]
        bucket = self._seat_limits.setdefault((what, seat), RateLimit(rate, burst, clock=self.clock))
        if bucket.allow():
            return True
        self.refuse(joiner, f"too many {what}s from this seat: slow down")
        return False

    def address_allows(self, joiner: Joiner, what: str) -> bool:
        """The bucket for `what` of `joiner`'s address (a refused take of someone else's seat): like a seat's,
        but what it spends is never the seat's."""
        lim = self.limits
        burst, rate = {"take": (lim.takes_burst, lim.takes_per_second)}[what]
        if len(self._address_limits) > 4096:  # many addresses: forget the full buckets
            for key in [k for k, b in self._address_limits.items() if b.tokens >= b.burst]:
                del self._address_limits[key]
        bucket = self._address_limits.setdefault((what, joiner.address), RateLimit(rate, burst, clock=self.clock))
        if bucket.allow():
            return True
        self.refuse(joiner, f"too many {what}s from your address: slow down")
        return False


class _Opening(asyncio.Protocol):
    """A connection's first protocol: it reads nothing (TLS starts on the bytes as they came) and hands the
    connection to the gate."""

    def __init__(self, admit: Callable[[asyncio.BaseTransport], None]) -> None:
        self.admit = admit

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        transport.pause_reading()  # type: ignore[attr-defined]
        self.admit(transport)
