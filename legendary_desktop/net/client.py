"""A joiner's connection to a host: headless, so the window and the tests share it.

```python
client = Client(code, name="Bob")
seats = client.connect()           # TLS to the host; its certificate must match the code's fingerprint
client.take(1)                     # an open seat
view = client.wait_view()          # the seat's view (engine/view.py), log kept whole
client.answer(["end"])             # an answer to this seat's pending decision
```

The connection runs on an asyncio loop in a thread of its own; every message received goes to `inbox`
(a queue, for a window's timer or a test), and the latest view and seat table are kept. `reconnect` comes
back into the same seat with the same code after a drop (or after the host started again).

Taking a seat gives this client the seat's token (`token`, from the host's ``welcome``): the seat is
held for it while the connection is down, and every later ``take`` presents it. Liveness: the client
pings the host every `heartbeat` seconds and answers the host's pings; a host silent for `drop_after`
seconds counts as a drop (TCP keepalive is on too). After a drop that the host did not say goodbye to,
the client (holding a seat) comes back by itself: it tries again every `retry_every` seconds, with the
token, until it is back, the host sends it away for good, or `close`. `reconnecting` says it is trying.
A host too busy to take it back yet (its ``bye`` says ``again``, or it refuses the take) is tried again
too, waiting twice as long each time up to `retry_most` seconds; the inbox gets a ``retrying`` message
(``reason``: what the host said, ``after``: the seconds until the next try) for the screen to say.

The hello carries the token too, so a host whose seat-choosing slots are all taken still lets its friend
in. Every message from the host is checked before it is kept: one this client can't read (a field missing
or of the wrong type) is dropped, and the inbox gets a ``problem`` message (``text``) for the screen.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import queue
import ssl
import threading
from collections.abc import Awaitable, Callable
from concurrent.futures import Future
from typing import Any, TypeGuard

from legendary_desktop.engine.game import Answer
from legendary_desktop.engine.seat_view import VIEW_VERSION, SeatView, ViewError
from legendary_desktop.net import certificate
from legendary_desktop.net.join_code import JoinCode, parse
from legendary_desktop.net.protocol import (
    APP_VERSION,
    MAX_FROM_HOST,
    PROTOCOL_VERSION,
    Message,
    ProtocolError,
    decode,
    encode,
)
from legendary_desktop.net.wire import keepalive, read_line

CONNECT_TIMEOUT = 20.0
HEARTBEAT = 5.0
DROP_AFTER = 15.0
RETRY_EVERY = 2.0
RETRY_MOST = 16.0


#: opens the TLS connection to the host (a short code's ladder); raises OSError with a line for the player
Opener = Callable[[], Awaitable[tuple[asyncio.StreamReader, asyncio.StreamWriter]]]


class JoinError(ConnectionError):
    """Joining failed: the text says why, in one line for the player."""


class Client:
    def __init__(self, code: str | JoinCode, name: str = "", inbox: queue.Queue[tuple[Client, Message]] | None = None,
                 app_version: str = APP_VERSION, protocol_version: int = PROTOCOL_VERSION,
                 token: str | None = None, heartbeat: float = HEARTBEAT, drop_after: float = DROP_AFTER,
                 retry_every: float = RETRY_EVERY, auto_reconnect: bool = True, source: str | None = None,
                 retry_most: float = RETRY_MOST, knock: str | None = None, opener: Opener | None = None) -> None:
        """`token`: a seat's token kept from an earlier connection; `source`: the local address to connect
        from (the tests use a second loopback address). `knock`: the name to ask the host to be let in
        with, for a game found on this network (a code without its secret): the host sends the secret once
        it lets this client in (`connect` waits for it). `opener`: how to open the TLS connection instead
        of the code's addresses (a short code's ladder, net/ladder.py), for every connection and reconnection."""
        self.code = code if isinstance(code, JoinCode) else parse(code)
        self.name = name
        self.inbox: queue.Queue[tuple[Client, Message]] = inbox if inbox is not None else queue.Queue()
        self.app_version, self.protocol_version = app_version, protocol_version
        self.seat: int | None = None
        self.view: dict[str, Any] | None = None
        self.log: list[dict[str, Any]] = []
        self.seats: list[dict[str, Any]] = []
        self.setup: dict[str, Any] = {}
        self.connected = False
        self.bye: str | None = None  # why the host ended the connection
        self.can_undo = False  # whether this seat may take back its last answer now (the latest view says)
        self.notices: list[str] = []  # the host's public lines ("Anna took back their last choice.")
        self.received_messages = 0
        self.received_bytes = 0
        self.token = token  # the seat's token: the host keeps the seat for it while this client is away
        self.heartbeat, self.drop_after, self.retry_every = heartbeat, drop_after, retry_every
        self.retry_most = max(retry_most, retry_every)
        self.problems: list[str] = []  # messages from the host this client could not read (dropped)
        self._turned_away = ""  # why the host refused or put off the last try to come back
        self.auto_reconnect = auto_reconnect
        self.source = source
        self.knock = knock
        self.opener = opener
        self.reconnecting = False  # dropped, and trying to come back by itself
        self._closing = False  # `close` was called: never come back by itself
        self._main: asyncio.Task[None] | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._writer: asyncio.StreamWriter | None = None

    # ----------------------------------------------------------------- life
    def connect(self, timeout: float = CONNECT_TIMEOUT + 10) -> list[dict[str, Any]]:
        """Reach the host, check its certificate, say hello; returns the seat table. Raises JoinError.
        `timeout`: how long to wait for the seats (a knock waits for the host to answer)."""
        self.close()
        self.bye = None
        self._closing = False
        ready: Future[list[dict[str, Any]]] = Future()
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._run, args=(ready,), name="online-client", daemon=True)
        self._thread.start()
        return ready.result(timeout=timeout)

    def _run(self, ready: Future[list[dict[str, Any]]]) -> None:
        loop = self._loop
        assert loop is not None
        asyncio.set_event_loop(loop)
        try:
            self._main = loop.create_task(self._keep_going(ready))
            with contextlib.suppress(asyncio.CancelledError):
                loop.run_until_complete(self._main)
        finally:
            self.reconnecting = False
            loop.close()

    async def _keep_going(self, ready: Future[list[dict[str, Any]]]) -> None:
        """The first connection; then, after a drop the host did not say goodbye to, the next ones."""
        try:
            ended = await self._session(ready)
            wait = self.retry_every
            while ended in ("dropped", "again") and self._comes_back():
                self.reconnecting = True
                if ended == "again":  # the host is busy: each try waits longer, up to `retry_most`
                    wait = min(wait * 2, self.retry_most)
                    self.inbox.put((self, {"t": "retrying", "v": PROTOCOL_VERSION, "reason": self._turned_away,
                                           "after": wait}))
                else:
                    wait = self.retry_every
                await asyncio.sleep(wait)
                if not self._comes_back():  # closed meanwhile (a cancel may be lost in a wait_for)
                    break
                ended = await self._session(None)
        finally:
            self.reconnecting = False

    def _comes_back(self) -> bool:
        return self.auto_reconnect and not self._closing and self.seat is not None and bool(self.token)

    async def _session(self, ready: Future[list[dict[str, Any]]] | None) -> str:
        """One connection. `ready` (the first connection): set to the seat table or a JoinError. Without
        it, a connection back into this client's seat. Returns "bye" (the host said goodbye), "dropped"
        (the connection went or the host fell silent, or it was not reached: try again) or "again" (the
        host put off or refused taking the seat back: try again later)."""
        code = self.code

        def fail(text: str) -> str:
            if ready is not None and not ready.done():
                ready.set_exception(JoinError(text))
                return "bye"
            return "dropped"

        opened = None
        problem: BaseException | None = None
        if self.opener is not None:  # a short code's ladder: its own steps, its own words on failure
            try:
                opened = await self.opener()
            except (OSError, TimeoutError) as err:
                return fail(str(err))
        # the address, then the host's IPv6 one (where the code has it)
        for address in code.addresses() if opened is None else ():
            try:
                opened = await asyncio.wait_for(asyncio.open_connection(
                    address, code.port, ssl=certificate.client_context(), limit=MAX_FROM_HOST,
                    local_addr=(self.source, 0) if self.source else None), CONNECT_TIMEOUT)
                break
            except (OSError, TimeoutError) as err:
                problem = err
        if opened is None:
            return fail(f"Can't reach the host at {code.address}:{code.port} ({problem}).")
        reader, writer = opened
        sslobj = writer.get_extra_info("ssl_object")
        der = sslobj.getpeercert(binary_form=True) if isinstance(sslobj, ssl.SSLObject) else None
        if der is None or certificate.fingerprint(der) != code.fingerprint:
            writer.close()
            fail("The computer at that address is not the host of this join code "
                 "(its certificate does not match); ask the host for the code again.")
            return "bye"
        keepalive(writer.get_extra_info("socket"))
        self._writer = writer
        token = {"token": self.token} if self.token else {}  # a seat's friend never waits for a free slot
        asking = {"knock": self.knock or ""} if not code.secret else {"secret": code.secret}  # found on the network
        writer.write(encode("hello", app=self.app_version, protocol=self.protocol_version, **asking, **token))
        coming_back = ready is None and self.seat is not None
        if coming_back:  # back into the seat, with its token
            writer.write(self._take_message(self.seat))  # type: ignore[arg-type]

        async def beat() -> None:
            while True:
                await asyncio.sleep(self.heartbeat)
                writer.write(encode("ping"))

        beating = asyncio.get_running_loop().create_task(beat())
        first = True
        ended = "dropped"
        try:
            while True:
                try:
                    line = await asyncio.wait_for(read_line(reader, MAX_FROM_HOST), self.drop_after)
                except ProtocolError:
                    continue
                except TimeoutError:  # the host fell silent: the network stopped, or the host did
                    break
                if line is None:
                    break
                try:
                    m = decode(line)
                except ProtocolError:
                    continue
                self.received_messages += 1
                self.received_bytes += len(line) + 1
                if m["t"] == "ping":
                    writer.write(encode("pong"))
                    continue
                if m["t"] == "pong" and first:  # a knock's heartbeat while the host decides
                    continue
                if m["t"] == "letin":  # the host let this knock in: its secret, for every later connection
                    secret = m.get("secret")
                    if not code.secret and isinstance(secret, str) and secret:
                        self.code = code = dataclasses.replace(code, secret=secret)
                    continue
                why = self._keep(m)
                if why is not None:  # a message this client can't read: dropped, and the screen says so
                    text = f"The host sent a message this app can't read ({why}); it was ignored."
                    self.problems.append(text)
                    self.problems[:] = self.problems[-20:]
                    self.inbox.put((self, {"t": "problem", "v": PROTOCOL_VERSION, "text": text}))
                    continue
                if m["t"] == "welcome":
                    coming_back = False
                if coming_back and (m["t"] == "refused" or (m["t"] == "bye" and m.get("again") is True)):
                    # the host put off taking the seat back (busy, or too many tries): try again later
                    self._turned_away = str(m.get("reason", ""))[:300]
                    self.bye = None
                    ended = "again"
                    break
                if m["t"] == "bye":
                    ended = "bye"
                if first:
                    first = False
                    if m["t"] == "bye" and ready is not None:
                        fail(str(m.get("reason", "The host refused.")))
                        return "bye"
                    self.connected = m["t"] != "bye"
                    if ready is not None:
                        ready.set_result(list(self.seats))
                self.inbox.put((self, m))
        except (ConnectionError, OSError):
            pass
        finally:
            beating.cancel()
            self.connected = False
            self._writer = None
            with contextlib.suppress(Exception):
                writer.close()
            if first:
                fail("The host closed the connection.")
            else:
                if ended == "dropped" and self._comes_back():
                    self.reconnecting = True  # said before the window reads "dropped"
                self.inbox.put((self, {"t": "dropped", "v": PROTOCOL_VERSION}))
        return ended

    def _keep(self, m: Message) -> str | None:
        """Keep what `m` tells (the seat, its token, the view, the seat table); None when kept, else what
        is wrong with it (then nothing is kept: a host's message is checked before any of it is used)."""
        kind = m["t"]
        if kind == "seats":
            seats, setup = m.get("seats", []), m.get("setup", {})
            why = _seats_problem(seats) or (None if isinstance(setup, dict) else "its setup is not an object")
            if why is None:
                self.seats, self.setup = list(seats), dict(setup)
            return why
        if kind == "welcome":
            seat, token = m.get("seat"), m.get("token")
            if not _is_int(seat) or not 0 <= seat < 64:
                return "its seat is not a seat number"
            if token is not None and not isinstance(token, str):
                return "its token is not text"
            self.seat = seat
            if isinstance(token, str) and token:
                self.token = token
            self.reconnecting = False
            return None
        if kind == "view":
            view, seats = m.get("view"), m.get("seats", self.seats)
            why = _view_problem(view, len(self.log)) or _seats_problem(seats)
            if why is not None:
                return why
            assert isinstance(view, dict)
            self.log = self.log[: view["log_from"]] + view["log"]
            self.view = view
            self.seats = list(seats)
            self.can_undo = m.get("can_undo") is True
            return None
        if kind in ("undone", "refused", "bye"):
            field = "text" if kind == "undone" else "reason"
            if not isinstance(m.get(field, ""), str):
                return f"its {field} is not text"
            if kind == "undone":
                self.notices.append(str(m.get("text", ""))[:200])
            elif kind == "bye":
                self.bye = str(m.get("reason", ""))
        return None

    def close(self) -> None:
        """End the connection (and any coming back by itself); the seat's token is kept."""
        self._closing = True
        loop, writer, main = self._loop, self._writer, self._main
        if loop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                if writer is not None:
                    loop.call_soon_threadsafe(writer.close)
                if main is not None:
                    loop.call_soon_threadsafe(main.cancel)
        if self._thread is not None:
            self._thread.join(timeout=10)
        self._thread = None
        self._loop = None
        self.connected = False

    def reconnect(self) -> None:
        """Back into the same seat with the same code (after a drop, or the host starting again)."""
        seat = self.seat
        self.connect()
        if seat is not None:
            self.take(seat)

    # ------------------------------------------------------------- messages
    def send_raw(self, data: bytes) -> None:
        """Bytes as they are (the tests' hostile joiner uses it)."""
        loop, writer = self._loop, self._writer
        if loop is None or writer is None:
            raise JoinError("not connected to the host")
        loop.call_soon_threadsafe(writer.write, data)

    def send(self, kind: str, **fields: Any) -> None:
        self.send_raw(encode(kind, **fields))

    def _take_message(self, seat: int) -> bytes:
        extra = {"token": self.token} if self.token else {}
        return encode("take", seat=seat, name=self.name, **extra)

    def take(self, seat: int) -> None:
        """Take `seat` (presenting this client's token, if it has one: the host gives back only its own
        seat for it)."""
        self.seat = seat
        self.send_raw(self._take_message(seat))

    def answer(self, answer: Answer) -> None:
        """Answer this seat's pending decision (as numbered in the latest view)."""
        view = self.view
        number = view["pending"]["number"] if view is not None and view.get("pending") else -1
        labels = [answer] if isinstance(answer, str) else list(answer)
        self.send("answer", n=number, answer=labels)

    def undo(self) -> None:
        """Ask the host to take back this seat's last answer (the host refuses with one line if it may not)."""
        view = self.view
        self.send("undo", n=view["answers"] if view is not None else -1)

    def my_decision(self) -> dict[str, Any] | None:
        """The pending decision of the latest view if it is this seat's (with its options)."""
        view = self.view
        if view is None or view.get("pending") is None:
            return None
        pending: dict[str, Any] = view["pending"]
        return pending if pending["player"] == self.seat and "options" in pending else None

    def wait(self, kind: str, timeout: float = 30.0) -> Message:
        """The next message of `kind` (others are skipped) — for tests and scripts with one client."""
        while True:
            _, m = self.inbox.get(timeout=timeout)
            if m["t"] == kind:
                return m


def merged_view(last: dict[str, Any] | None, view: dict[str, Any]) -> dict[str, Any]:
    """`view` whole: a view that brings only the table facts that changed since the one before
    ("table_changes", net/host.py) takes the rest from `last` (the view before it, already whole). The one
    place a seat's views are merged: the online table and a joiner's Replay Viewer both call it."""
    table = view.get("table")
    if not view.get("table_changes") or not isinstance(table, dict) or last is None:
        return view
    before = last.get("table", {})
    return {**view, "table": {**(before if isinstance(before, dict) else {}), **table}}


def _is_int(x: Any) -> TypeGuard[int]:
    return isinstance(x, int) and not isinstance(x, bool)


#: what the seat table's rows must have (the window reads them), with their types
_SEAT_FIELDS: dict[str, type | tuple[type, ...]] = {"seat": int, "player": str, "kind": str, "name": str,
                                                    "connected": bool, "open": bool}


def _seats_problem(seats: Any) -> str | None:
    if not isinstance(seats, list):
        return "its seat table is not a list"
    for row in seats:
        if not isinstance(row, dict):
            return "a seat in its table is not an object"
        for name, kind in _SEAT_FIELDS.items():
            if not isinstance(row.get(name), kind) or (kind is int and isinstance(row.get(name), bool)):
                return f"a seat's {name!r} is missing or of the wrong type"
        release = row.get("release_in")
        if release is not None and (not isinstance(release, int | float) or isinstance(release, bool)):
            return "a seat's 'release_in' is not a number"
    return None


def _view_problem(view: Any, have: int) -> str | None:
    """What is wrong with a view for this client (None: it can keep it); `have`: the log lines it has. The
    view's shape is `SeatView`'s (engine/seat_view.py): every field present and of its type, and of this
    app's version."""
    if not isinstance(view, dict):
        return "its view is not an object"
    start = view.get("log_from")
    if not _is_int(start) or not 0 <= start <= have:
        return "its view's 'log_from' is not a line this seat has"
    try:
        SeatView.from_json(view)
    except ViewError as err:
        return str(err)[:200]
    if view["version"] != VIEW_VERSION:
        return f"its view is of another shape ({str(view['version'])[:20]}; this app reads {VIEW_VERSION})"
    return None
