"""The host of an online game: the only authority. It runs the engine and sends each seat its own view.

```python
host = Host(session, ["host", "friend", "easy"], secret=None)   # a person here, a friend, a computer
host.start()                    # listens; host.join_code() is the line to send to friends
host.answer(0, "end")           # the person at the host's screen answers for seat 0
host.stop()
```

A seat is "host" (a person at this screen), "friend" (open for someone joining with the code) or a
computer strength (bots.seats.STRENGTHS; it plays here, on the host). The game goes through a persistence
`Session`, so every answer is autosaved as in any game; `HostState` keeps the secret, the port and the
seats beside it, so a host started again from the autosave (`Host.resume`) gives the same join code.

A joiner is untrusted. It may send only the messages of legendary_desktop.net.protocol; it must give the
secret before anything else; it may take only a free friend's seat and answer only that seat's pending
decision. Anything else is refused with one line; after `MAX_STRIKES` refusals close together (a strike
is forgotten every `Limits.strike_decay` seconds) or past the rate limit it is dropped, and the game goes
on for the others. A joiner is sent only its seat's view (engine/view.py), the seats' names and who is
connected: never the secret, nor any file.

Before the secret (`Limits` and `Door`, net/door.py, as sshd's MaxStartups and LoginGraceTime):
connections that have not given it are capped in all and per address (one over is closed at once, before
TLS); TLS and the hello must come within `hello_timeout`; wrong secrets and new connections are counted
per address per minute; any bad line before the secret ends the connection with one ``bye``. The app and
protocol versions are told only to a joiner whose secret is right.

Seats belong to someone: taking a seat gives the joiner a token (192 random bits; the host keeps only
its SHA-256, in `HostState` beside the secret). A seat with a token and no connection is *held*: only that
token takes it again, at once, replacing a connection still thought alive. After `release_after` seconds
away the host may give it to a computer or reopen it; until the host does, the token still brings its
friend back. A joiner that has a seat's token can't take another seat. A friend coming back is never kept
out by others with the code: a hello with a seat's token gets in when every seat-choosing slot is taken,
and a take of a seat without its token, refused, is charged to the taker's address (`_address_allows`),
never to the seat's own take bucket, which only its friend (or whoever takes an open seat) spends.
A ``bye`` that says ``again`` puts a joiner off (the host is busy): its app tries again later.

Liveness: the host pings every joiner every `heartbeat` seconds and a joiner pings the host; a connection
that sends nothing for `drop_after` seconds is dropped (its seat held), and TCP keepalive is on.

Names: a friend's typed name becomes the player's name in the game (log, board, saves) when it is typed
before anything has been decided (in the lobby); the game is then dealt again from the same seed with the
new names (names change no card). A friend taking a seat later plays under the name the game has for it.
Two players never share a name: a name already taken gets a number.

Undo (`undo_refusal`, `undo`): a seat may take back its own last answer when it is the game's last answer
(no seat, computers included, has answered since), the game is not over, and it is not behind the last
reveal (Session.undo_floor). Every view message says whether its seat may undo now; after an undo every
seat is sent an ``undone`` line ("Anna took back her last choice") and its view of the shorter game.

Everything runs on one asyncio loop in a thread of its own (`start`): connections, the engine, the
computers' answers. The other threads (the window, a test) call `answer`, `view` and `stop`, which hand
the work to that loop and wait for it.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import hmac
import json
import os
import secrets
import socket
import ssl
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from legendary_desktop.bots.seats import STRENGTHS, current, make_bot
from legendary_desktop.engine import table_facts
from legendary_desktop.engine.decision import GameOverError, IllegalAnswerError
from legendary_desktop.engine.game import Answer, Game
from legendary_desktop.engine.setup_rules import clean_name, name_keys
from legendary_desktop.engine.view import seat_view
from legendary_desktop.net import certificate
from legendary_desktop.net.door import Door, Limits, token_digest, token_like
from legendary_desktop.net.join_code import JoinCode
from legendary_desktop.net.ladder import Hint
from legendary_desktop.net.protocol import (
    DEFAULT_PORT,
    MAX_BEFORE_SEAT,
    MAX_FROM_HOST,
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
from legendary_desktop.persistence.saved_seats import bot_seed
from legendary_desktop.persistence.session import Session

HOST = "host"
FRIEND = "friend"
MAX_STRIKES = 5
MAX_NAME = 24
HOST_LEFT = "The host has left the game."  # every friend's screen says so when the host stops hosting
ANY_ADDRESSES = ("0.0.0.0", "::")  # bind=None: every interface, IPv4 and IPv6 (two servers, one port)
#: messages waiting to go out to one joiner; a joiner that reads nothing is dropped past this
MAX_QUEUED = 256
#: seconds a closed joiner has to end TLS politely before its connection is cut
CLOSE_GRACE = 2.0


@dataclass
class HostState:
    """What a host keeps beside the autosave so that it can start again with the same join code."""

    secret: str
    port: int
    kinds: list[str]
    names: list[str] = field(default_factory=list)  # the names friends took their seats with
    tokens: list[str] = field(default_factory=list)  # per seat: the SHA-256 of its friend's token, or ""
    hosting: bool = False  # True while hosting: still True after a crash (a clean stop writes False)

    def write(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)  # the secret: owner only
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(asdict(self), f)
        os.replace(tmp, path)

    @classmethod
    def read(cls, path: Path) -> HostState:
        data = json.loads(path.read_text(encoding="utf-8"))
        return cls(str(data["secret"]), int(data["port"]), [current(str(k)) for k in data["kinds"]],
                   [str(n) for n in data.get("names", [])], [str(t) for t in data.get("tokens", [])],
                   data.get("hosting") is True)


def state_path() -> Path:
    return certificate.folder() / "host.json"


def autosave_path() -> Path:
    """The hosted game's own autosave (beside the host's state), so a game at this screen keeps its own."""
    return certificate.folder() / "autosave.json"


class Joiner:
    """One connection from a joiner."""

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


class Host:
    def __init__(self, session: Session, kinds: Sequence[str], secret: str | None = None, port: int = 0,
                 bind: str | Sequence[str] | None = None, advertise: str | None = None, names: Sequence[str] = (),
                 cert_folder: Path | None = None, state_file: Path | None = None,
                 clock: Callable[[], float] = time.monotonic, on_change: Callable[[], None] | None = None,
                 started: bool = True, tokens: Sequence[str] = (), limits: Limits | None = None) -> None:
        players = session.game.setup.players
        if len(kinds) != players:
            raise ValueError(f"{len(kinds)} seat kinds for {players} players")
        for k in kinds:
            if k not in (HOST, FRIEND, *STRENGTHS):
                raise ValueError(f"a seat is {HOST!r}, {FRIEND!r} or a computer strength, not {k!r}")
        self.session = session
        self.kinds = list(kinds)
        self.names = list(names) + [""] * (players - len(names))
        self.secret = secret or secrets.token_urlsafe(12)
        self.port = port
        self.bind = bind
        self.advertise = advertise
        self.cert_folder = cert_folder
        self.state_file = state_file
        self.clock = clock
        self.on_change = on_change
        self.seats: list[Joiner | None] = [None] * players
        self.limits = limits or Limits()
        self.door = Door(self.limits, clock)
        # per seat: the SHA-256 of the token of the friend it belongs to ("" none), and since when that
        # friend is away (a seat with a token and no connection is held for it)
        self.tokens = [str(t) for t in tokens][:players] + [""] * (players - len(tokens[:players]))
        now = clock()
        self.away_since: list[float | None] = [now if t else None for t in self.tokens]
        self.joiners: set[Joiner] = set()
        self.fingerprint = ""
        self.loop: asyncio.AbstractEventLoop | None = None
        self.server: asyncio.Server | None = None
        self.servers: list[asyncio.Server] = []
        self.listening: list[str] = []  # the addresses it listens on (`bind` as it came out)
        self.thread: threading.Thread | None = None
        self.refusals = 0  # messages refused, for the tests and the log window
        self.notices: list[str] = []  # public lines for every screen ("Anna took back her last choice")
        # False while the lobby waits for friends: nobody answers and the computers hold (`begin`)
        self.started = started
        self._tasks: set[asyncio.Future[None]] = set()
        self._beating: asyncio.Task[None] | None = None
        self._waiting: dict[asyncio.BaseTransport, str] = {}  # at the door, oldest first: their addresses
        self._seat_limits: dict[tuple[str, int], RateLimit] = {}  # ("undo", seat): per seat, not connection
        self._address_limits: dict[tuple[str, str], RateLimit] = {}  # ("take", address): refused takes
        self.tls: ssl.SSLContext | None = None

    # ----------------------------------------------------------------- life
    @classmethod
    def resume(cls, session: Session, state: HostState, **kwargs: Any) -> Host:
        """A host for a game started again (from its autosave) with the state it kept: same code."""
        return cls(session, state.kinds, secret=state.secret, port=state.port, names=state.names,
                   tokens=state.tokens, **kwargs)

    def start(self) -> None:
        """Make (first time) or load the certificate, listen, and run the loop in its own thread."""
        cert, key, self.fingerprint = certificate.ensure(self.cert_folder)
        self.tls = certificate.server_context(cert, key)
        ready: Future[None] = Future()

        def run() -> None:
            loop = asyncio.new_event_loop()
            self.loop = loop
            asyncio.set_event_loop(loop)
            try:
                # plain TCP: the door counts a connection before any TLS is spent on it (`_admit`)
                self.servers = self._listen(loop)
                self.server = self.servers[0]
            except OSError as err:
                self.loop = None
                ready.set_exception(err)
                loop.close()
                return
            self._write_state()
            ready.set_result(None)
            self._beating = loop.create_task(self._heartbeats())
            loop.run_until_complete(self._play_computers())
            try:
                loop.run_forever()
            finally:
                loop.run_until_complete(loop.shutdown_asyncgens())
                loop.close()

        self.thread = threading.Thread(target=run, name="online-host", daemon=True)
        self.thread.start()
        ready.result(timeout=30)

    def _listen(self, loop: asyncio.AbstractEventLoop) -> list[asyncio.Server]:
        """A server on each address of `bind` (None: every interface, IPv4 and IPv6), all on one port (the
        first fixes it when asked for any). An IPv6 address this computer lacks is skipped; `listening`
        says where it listens."""
        wanted = list(ANY_ADDRESSES if self.bind is None else [self.bind] if isinstance(self.bind, str)
                      else self.bind)
        servers: list[asyncio.Server] = []
        self.listening = []
        for address in wanted:
            try:
                server = loop.run_until_complete(loop.create_server(
                    lambda: _Gate(self._admit), address, self.port))
            except (OSError, socket.gaierror):
                if servers and ":" in address:  # no IPv6 here: IPv4 alone
                    continue
                for s in servers:
                    s.close()
                raise
            self.port = server.sockets[0].getsockname()[1]
            servers.append(server)
            self.listening.append(address)
        return servers

    def stop(self, reason: str = HOST_LEFT) -> None:
        """Say goodbye to every joiner (`reason`: what their screens say) and stop listening (the game stays
        in the session and its autosave, to resume)."""
        loop = self.loop
        if loop is None or self.thread is None:
            return

        async def close() -> None:
            if self._beating is not None:
                self._beating.cancel()
            for j in list(self.joiners):
                j.send(encode("bye", reason=reason))
                with contextlib.suppress(Exception):
                    await asyncio.wait_for(j.writer.drain(), 2)
                j.close()
            for server in self.servers:
                server.close()
            others = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
            if others:  # each connection's task ends once its stream is closed
                _, late = await asyncio.wait(others, timeout=5)
                for t in late:
                    t.cancel()
            loop.stop()

        asyncio.run_coroutine_threadsafe(close(), loop)
        self.thread.join(timeout=30)
        self.loop = None
        self._write_state()  # hosting no more: the app's next start offers no online game to resume

    def join_code(self, address: str | None = None, address6: str | None = None) -> str:
        """The line to send to friends (the address they reach this computer at: this one's LAN address
        unless told; and, while it listens on IPv6, its IPv6 address too, tried when the first fails)."""
        where = address or self.advertise or lan_address()
        if address6 is None:
            address6 = lan_address6() if any(":" in a for a in self.listening) else ""
        return JoinCode(where, self.port, self.secret, self.fingerprint, address6).text()

    # --- short codes and the relay (net/invites.py) ---
    def direct_hints(self) -> list[Hint]:
        """The ways a friend may reach this host directly, in the order to try: its LAN IPv4 address, then
        its IPv6 one (while it listens on IPv6), at its port."""
        hints = [Hint("lan", self.advertise or lan_address(), self.port)]
        six = lan_address6() if any(":" in a for a in self.listening) else ""
        if six:
            hints.append(Hint("direct", six, self.port))
        return hints

    def adopt(self, sock: socket.socket, label: str) -> None:
        """A connected socket (a relay's paired one) at the door as if it had come to the port; `label`
        stands for its address in the door's counts. Call on the host's loop."""
        loop = asyncio.get_running_loop()

        async def come_in() -> None:
            try:
                await loop.connect_accepted_socket(lambda: _Gate(lambda t: self._admit(t, label)), sock=sock)
            except OSError:
                sock.close()

        task = loop.create_task(come_in())
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
    # --- end short codes ---

    def where(self) -> str:
        """Where it listens, in words for the lobby."""
        if not self.listening:
            return "not listening"
        if set(self.listening) >= set(ANY_ADDRESSES):
            return f"port {self.port} (TCP) on every network address of this computer, IPv4 and IPv6"
        if self.listening == ["0.0.0.0"]:
            return f"port {self.port} (TCP) on every IPv4 address of this computer (this computer has no IPv6)"
        return f"port {self.port} (TCP) on {', '.join(self.listening)}"

    def _write_state(self) -> None:
        path = self.state_file
        if path is None:
            return
        with contextlib.suppress(OSError):  # a file that can't be written never stops the game
            HostState(self.secret, self.port, self.kinds, self.names, self.tokens, self.loop is not None).write(path)

    # ------------------------------------------------- calls from other threads
    def _call(self, fn: Callable[[], Any]) -> Any:
        loop = self.loop
        if loop is None:
            return fn()
        if threading.current_thread() is self.thread:
            return fn()

        async def run() -> Any:
            return fn()

        return asyncio.run_coroutine_threadsafe(run(), loop).result(timeout=120)

    def begin(self) -> None:
        """The lobby is done: play starts (the computers make their first moves)."""
        def go() -> None:
            self.started = True
            self._after_change()

        self._call(go)

    def set_kind(self, seat: int, kind: str) -> None:
        """In the lobby: who plays a seat (a friend's seat already taken keeps its friend)."""
        if kind not in (HOST, FRIEND, *STRENGTHS):
            raise ValueError(f"a seat is {HOST!r}, {FRIEND!r} or a computer strength, not {kind!r}")

        def go() -> None:
            if self.seats[seat] is not None or self.tokens[seat]:  # a friend has it (or is coming back)
                return
            self.kinds[seat] = kind
            self.session.seats = tuple("human" if k in (HOST, FRIEND) else k for k in self.kinds)
            self._write_state()
            self._broadcast_seats()
            self._notify()

        self._call(go)

    def answer(self, seat: int, answer: Answer) -> None:
        """An answer from the person at the host's screen for `seat`. Raises IllegalAnswerError (nothing
        changes) if it is not that seat's decision or not one of its options."""
        def go() -> None:
            if self.kinds[seat] != HOST:
                raise IllegalAnswerError(f"seat {seat + 1} is not played at this screen")
            self._decide(seat, len(self.session.game.answers), answer)

        self._call(go)

    def undo_refusal(self, seat: int) -> str | None:
        """Why `seat` may not take back its last answer now, in one line (None: it may)."""
        g = self.session.game
        if not self.started:
            return "the game has not started"
        if g.over:
            return "the game is over"
        if not g.answers:
            return "nothing has been decided yet"
        if self.session.deciders()[-1] != seat:
            return f"{g.players[seat].name} can only take back their own last choice, and someone has chosen since"
        if len(g.answers) <= self.session.undo_floor():
            return "undo stops at the last card that was revealed"
        return None

    def undo(self, seat: int) -> None:
        """The person at the host's screen takes back `seat`'s last answer. Raises IllegalAnswerError
        (nothing changes) when that is not allowed (`undo_refusal`)."""
        def go() -> None:
            if self.kinds[seat] != HOST:
                raise IllegalAnswerError(f"seat {seat + 1} is not played at this screen")
            self._undo(seat, len(self.session.game.answers))

        self._call(go)

    def game_copy(self) -> Game:
        """The real game as it stands, rebuilt from its setup, seed and answers (read on the host's loop,
        between decisions): for a problem report from the host's screen."""
        setup, seed, answers = self._call(lambda: (self.session.game.setup, self.session.game.seed,
                                                   self.session.game.replay_answers()))
        return Game.replay(setup, seed, answers)

    def save_as(self, path: Path) -> None:
        """Save the game (on the host's loop, between decisions). Raises OSError."""
        self._call(lambda: self.session.save_as(path))

    def view(self, seat: int | None) -> dict[str, Any]:
        return self._call(lambda: seat_view(self.session.game, seat))  # type: ignore[no-any-return]

    def release_in(self, seat: int) -> float | None:
        """Seconds until the host may let go of `seat`, held for its friend who is away (0: it may now);
        None when the seat is not held."""
        since = self.away_since[seat]
        if not self.tokens[seat] or self.seats[seat] is not None or since is None:
            return None
        return max(0.0, since + self.limits.release_after - self.clock())

    def seat_table(self) -> list[dict[str, Any]]:
        """Every seat: who plays it, whether its friend is connected, whether it is open to anyone with
        the code, or held for a friend who is away ("release_in": the seconds until the host may let go)."""
        g = self.session.game
        out = []
        for i, kind in enumerate(self.kinds):
            joiner = self.seats[i]
            release = self.release_in(i)
            out.append({"seat": i, "player": g.players[i].name, "kind": "computer" if kind in STRENGTHS else kind,
                        "strength": kind if kind in STRENGTHS else None,
                        "name": self.names[i], "connected": joiner is not None,
                        "open": kind == FRIEND and joiner is None and not self.tokens[i],
                        "held": release is not None,
                        "release_in": None if release is None else round(release, 1), "started": self.started})
        return out

    def _holding(self, seat: int) -> None:
        release = self.release_in(seat)
        if release is not None and release > 0:
            raise IllegalAnswerError(f"that seat is held for {self.names[seat] or 'its friend'}, who is away, "
                                     f"for {int(release) + 1} more seconds")

    def reopen(self, seat: int) -> None:
        """The host lets go of a friend's seat whose friend is away (after the release time): anyone with
        the code may take it; the old token no longer does. Raises IllegalAnswerError while it is held."""
        def go() -> None:
            if self.kinds[seat] != FRIEND or self.seats[seat] is not None:
                raise IllegalAnswerError("only a friend's seat whose friend is away can be reopened")
            self._holding(seat)
            self.tokens[seat], self.away_since[seat] = "", None
            self._write_state()
            self._broadcast_seats()
            self._notify()

        self._call(go)

    def hand_to_computer(self, seat: int, strength: str = "easy") -> None:
        """The host lets a computer play a friend's seat (the friend may not come back to it). Raises
        IllegalAnswerError while the seat is held for a friend who dropped (`Limits.release_after`)."""
        def go() -> None:
            self._holding(seat)
            self.tokens[seat], self.away_since[seat] = "", None
            self.kinds[seat] = strength
            joiner = self.seats[seat]
            if joiner is not None:
                joiner.send(encode("bye", reason="The host gave your seat to a computer player."))
                joiner.close()
                self.seats[seat] = None
            self.session.seats = tuple("human" if k in (HOST, FRIEND) else k for k in self.kinds)
            self._write_state()
            self._after_change()

        self._call(go)

    # ---------------------------------------------------------------- joiners
    def _admit(self, transport: asyncio.BaseTransport, label: str | None = None) -> None:
        """A new TCP connection (not read from yet): closed at once when too many are waiting at the door,
        else TLS and the joiner's messages (`_serve`). `label`: its address for the door (a relay's)."""
        peer = transport.get_extra_info("peername")
        address = label or (str(peer[0]) if isinstance(peer, tuple) and peer else "?")
        if not self.door.admit(address, self._make_room):
            with contextlib.suppress(Exception):
                transport.abort()  # type: ignore[attr-defined]
            return
        self._waiting[transport] = address
        keepalive(transport.get_extra_info("socket"))
        task = asyncio.ensure_future(self._serve(transport, address))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def _make_room(self) -> bool:
        """The door is full: the connection waiting longest is closed for a new one (so a flood from many
        addresses must come faster than a friend's handshake to keep the friend out)."""
        if not self._waiting:
            return False
        transport, address = next(iter(self._waiting.items()))
        self._left_door(transport, address)
        with contextlib.suppress(Exception):
            transport.abort()  # type: ignore[attr-defined]
        return True

    def _left_door(self, transport: asyncio.BaseTransport, address: str) -> None:
        """A connection waiting at the door gave the secret, went or was closed (once each)."""
        if self._waiting.pop(transport, None) is not None:
            self.door.leave(address)

    async def _serve(self, transport: asyncio.BaseTransport, address: str) -> None:
        waiting = True
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
            self._left_door(transport, address)
            return
        if secure is None:
            self._left_door(transport, address)
            return
        protocol.connection_made(secure)
        writer = asyncio.StreamWriter(secure, protocol, reader, loop)
        joiner = Joiner(writer, RateLimit(lim.messages_per_second, lim.messages_burst, clock=self.clock),
                        address, came)
        try:
            self.joiners.add(joiner)
            while not joiner.closed:
                if joiner.authed and waiting:
                    self._left_door(transport, address)  # it gave the secret: no longer counted at the door
                    waiting = False
                if not joiner.authed:  # the whole handshake has one deadline, however it trickles in
                    timeout = joiner.since + lim.hello_timeout - loop.time()
                elif joiner.seat is None:  # choosing a seat: heartbeats keep it, but not for ever
                    timeout = min(lim.drop_after, joiner.since + lim.choosing_timeout - loop.time())
                else:
                    timeout = lim.drop_after
                limit = MAX_FROM_JOINER if joiner.seat is not None else MAX_BEFORE_SEAT
                try:
                    line = await asyncio.wait_for(read_line(reader, limit), max(timeout, 0.0))
                except ProtocolError as err:  # too big
                    self._refuse(joiner, str(err))
                    continue
                except (TimeoutError, ConnectionError, OSError):
                    break
                if line is None:
                    break
                if not joiner.limit.allow():
                    self._refuse(joiner, "too many messages: slow down")
                    continue
                try:
                    message = decode(line, check_version=joiner.authed)
                except ProtocolError as err:
                    self._refuse(joiner, str(err))
                    continue
                self._handle(joiner, message)  # accepted or not, it cost its token (no refund)
                with contextlib.suppress(ConnectionError, OSError):
                    await writer.drain()
        finally:
            self._left_door(transport, address)
            self._drop(joiner)

    def _drop(self, joiner: Joiner) -> None:
        joiner.close()
        self.joiners.discard(joiner)
        if joiner.seat is not None and self.seats[joiner.seat] is joiner:
            self.seats[joiner.seat] = None
            self.away_since[joiner.seat] = self.clock()  # held for its token
            self._broadcast_seats()
            self._notify()

    def _bye(self, joiner: Joiner, reason: str, again: bool = False) -> None:
        """`again`: the joiner may try again later (the host is busy), not sent away for good."""
        joiner.send(encode("bye", reason=reason, again=True) if again else encode("bye", reason=reason))
        joiner.close()

    def _refuse(self, joiner: Joiner, reason: str) -> None:
        self.refusals += 1
        if not joiner.authed:  # before the secret, one bad line ends the connection
            self._bye(joiner, reason)
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
            self._bye(joiner, f"Too many refused messages; the last: {reason}")
        else:
            joiner.send(encode("refused", reason=reason))

    async def _heartbeats(self) -> None:
        """Every `heartbeat` seconds: a ping to every joiner with the secret (each answers, so a silent
        one is noticed, `_serve`), and the seat table again to the seated when a held seat's release
        time has come (so every screen shows it away)."""
        told: set[int] = set()
        while True:
            await asyncio.sleep(self.limits.heartbeat)
            for j in list(self.joiners):
                if j.authed:
                    j.send(encode("ping"))
            due = {i for i in range(len(self.kinds)) if self.release_in(i) == 0.0}
            if due - told:
                self._broadcast_seats()
                self._notify()
            told = due

    def _seat_allows(self, joiner: Joiner, what: str, seat: int) -> bool:
        """`seat`'s own bucket for `what` ("answer", "undo", "take") has a token (else it is refused:
        reconnecting starts no bucket afresh)."""
        lim = self.limits
        burst, rate = {"answer": (lim.answers_burst, lim.answers_per_second),
                       "undo": (lim.undos_burst, lim.undos_per_second),
                       "take": (lim.takes_burst, lim.takes_per_second)}[what]
        bucket = self._seat_limits.setdefault((what, seat), RateLimit(rate, burst, clock=self.clock))
        if bucket.allow():
            return True
        self._refuse(joiner, f"too many {what}s from this seat: slow down")
        return False

    def _address_allows(self, joiner: Joiner, what: str) -> bool:
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
        self._refuse(joiner, f"too many {what}s from your address: slow down")
        return False

    def _handle(self, joiner: Joiner, m: Message) -> bool:
        """Act on one message; True for an accepted answer."""
        kind = m["t"]
        if kind == "hello":
            self._hello(joiner, m)
        elif not joiner.authed:
            self._refuse(joiner, "say hello with the join code's secret first")
        elif kind == "take":
            self._take(joiner, m)
        elif kind == "answer":
            if joiner.seat is None:
                self._refuse(joiner, "take a seat before answering")
                return False
            n, answer = m.get("n"), m.get("answer")
            if not isinstance(n, int) or isinstance(n, bool):
                self._refuse(joiner, "an answer says which decision it answers (\"n\")")
                return False
            if not self._seat_allows(joiner, "answer", joiner.seat):
                return False
            try:
                self._decide(joiner.seat, n, answer)  # type: ignore[arg-type]
            except (IllegalAnswerError, GameOverError) as err:
                self._refuse(joiner, str(err).splitlines()[0][:300])
            else:
                return True
        elif kind == "undo":
            if joiner.seat is None:
                self._refuse(joiner, "take a seat before asking to undo")
                return False
            n = m.get("n")
            if not isinstance(n, int) or isinstance(n, bool):
                self._refuse(joiner, "an undo says how many answers the game had when asked (\"n\")")
                return False
            if not self._seat_allows(joiner, "undo", joiner.seat):
                return False
            try:
                self._undo(joiner.seat, n)
            except IllegalAnswerError as err:
                self._refuse(joiner, f"can't undo: {str(err).splitlines()[0][:300]}")
        elif kind == "ping":
            joiner.send(encode("pong"))
        elif kind == "pong":
            pass  # an answer to the host's heartbeat: being heard is all it does
        else:
            self._refuse(joiner, f"unknown message type {str(kind)[:40]!r}")
        return False

    def _hello(self, joiner: Joiner, m: Message) -> None:
        if joiner.authed:
            self._refuse(joiner, "you said hello already")
            return
        if not self.door.may_guess(joiner.address):
            self._bye(joiner, "Too many wrong join codes from your address: wait a minute and try again.", again=True)
            return
        given = m.get("secret")
        if not isinstance(given, str) or not hmac.compare_digest(given.encode(), self.secret.encode()):
            self.door.wrong_guess(joiner.address)
            self._bye(joiner, "That join code is not this game's: ask the host for the code again.")
            return
        why = version_line(m.get("app"), m.get("protocol"))  # told only to someone with the secret
        if why is None and m.get("v") != PROTOCOL_VERSION:
            why = version_line(m.get("app"), m.get("v"))
        if why is not None:
            self._bye(joiner, why)
            return
        choosing = sum(1 for j in self.joiners if j.authed and j.seat is None)
        if choosing >= self.limits.max_choosing:
            # a friend coming back with her seat's token never waits for a slot (nor is refused for one);
            # one such connection per seat: an earlier one still choosing goes for the new one
            owner = self._token_seat(m.get("token"))
            if owner is None:
                self._bye(joiner, "Too many people are choosing a seat in this game: try again in a minute.",
                          again=True)
                return
            for j in list(self.joiners):
                if j.over_cap == owner and j.seat is None and j is not joiner:
                    self._bye(j, "You came back into this seat from another connection.")
            joiner.over_cap = owner
        joiner.authed = True
        joiner.since = asyncio.get_running_loop().time()
        joiner.send(encode("seats", seats=self.seat_table(), setup=setup_summary(self.session)))

    def _token_seat(self, token: Any) -> int | None:
        """The seat whose friend's token `token` is (None: no seat's)."""
        digest = token_digest(token) if token_like(token) else ""
        owns = [i for i, t in enumerate(self.tokens) if digest and t and hmac.compare_digest(digest, t)]
        return owns[0] if owns else None

    def _take(self, joiner: Joiner, m: Message) -> None:
        seat, name, token = m.get("seat"), m.get("name"), m.get("token")
        if joiner.seat is not None:
            self._refuse(joiner, "you already have a seat")
            return
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(self.kinds):
            self._refuse(joiner, "there is no such seat")
            return
        digest = token_digest(token) if token_like(token) else ""
        owner = self._token_seat(token)
        if owner is not None and owner != seat:
            self._refuse(joiner, f"you have a seat in this game already ({self.session.game.players[owner].name})")
            return
        mine = owner is not None
        why = None
        if self.kinds[seat] != FRIEND:
            why = "that seat is not open for a friend"
        elif not mine and self.seats[seat] is not None:
            why = "someone is playing that seat"
        elif not mine and self.tokens[seat]:
            why = (f"that seat is kept for {self.names[seat] or 'the friend who played it'} until they come back "
                   "or the host lets it go")
        if why is not None and digest:  # a friend coming back with a token the seat no longer takes
            self._bye(joiner, "The host let your seat go (to a computer or another friend) while you were away.")
            return
        if why is not None:  # charged to this connection's address, never to the seat (its friend's takes)
            if self._address_allows(joiner, "take"):
                self._refuse(joiner, why)
            return
        cap = self.limits.seats_per_address
        if not mine and cap is not None and sum(
                1 for j in self.seats if j is not None and j.address == joiner.address) >= cap:
            if self._address_allows(joiner, "take"):
                self._refuse(joiner, "another seat is already played from your address")
            return
        # the seat's own bucket, charged only now: its friend (the token) or whoever takes an open seat
        if not self._seat_allows(joiner, "take", seat):
            return
        stale = self.seats[seat]
        if stale is not None and stale is not joiner:  # the same friend, back on a new connection
            stale.seat = None
            self._bye(stale, "You came back into this seat from another connection.")
        if not mine:
            token = secrets.token_urlsafe(24)
            self.tokens[seat] = token_digest(token)
        clean = clean_name(name)
        joiner.seat = seat
        self.seats[seat] = joiner
        self.away_since[seat] = None
        if clean:  # the seat table shows the name the game gives it ("alice 2" when "alice" was taken)
            self.names[seat] = clean
            self._rename(seat, clean)
        self._write_state()
        joiner.send(encode("welcome", seat=seat, token=token))
        joiner.log_sent = 0
        joiner.table_sent = None
        self._send_view(joiner)
        self._broadcast_seats()
        self._notify()

    def _rename(self, seat: int, name: str) -> str:
        """The game's player `seat` takes `name` (made unique) if nothing has been decided yet; returns the
        name the seat has in the game now."""
        g = self.session.game
        names = list(g.setup.player_names())
        if g.answers or names[seat] == name:
            return names[seat]
        taken = {key for i, n in enumerate(names) if i != seat for key in name_keys(n)}  # look-alikes too
        unique, k = name, 2
        while name_keys(unique) & taken:
            unique = f"{name[:MAX_NAME - 3]} {k}"
            k += 1
        names[seat] = unique
        self.names[seat] = unique  # the seat table says the game's name too
        self.session.game = Game(dataclasses.replace(g.setup, names=tuple(names)), g.seed, g.cat)
        self.session.save_autosave()
        for j in self.seats:  # a new log: send it whole
            if j is not None:
                j.log_sent = 0
        self._broadcast_views()
        return unique

    # ------------------------------------------------------------------ game
    def _undo(self, seat: int, n: int) -> None:
        g = self.session.game
        if n != len(g.answers):
            raise IllegalAnswerError("the game has moved on since you asked")
        why = self.undo_refusal(seat)
        if why is not None:
            raise IllegalAnswerError(why)
        before = g.events
        if not self.session.undo():
            raise IllegalAnswerError("there is nothing to undo")
        self.session.redo_stack.clear()  # no redo online: the others have seen the answer go
        line = f"{self.session.game.players[seat].name} took back their last choice."
        self.notices.append(line)
        kept = common_prefix(before, self.session.game.events)
        for j in self.seats:
            if j is not None:  # the log is shorter: each seat is sent the lines from where it changed on
                j.log_sent = min(j.log_sent, kept)  # ("log_from": the seat drops the lines after it)
        for j in self.seats:
            if j is not None:
                j.send(encode("undone", seat=seat, text=line))
        self._after_change()

    def _decide(self, seat: int, n: int, answer: Answer) -> None:
        g = self.session.game
        if g.pending is None:
            raise GameOverError("the game is over; there is nothing to decide")
        if not self.started:
            raise IllegalAnswerError("the game has not started: the host is still in the lobby")
        if g.pending.player != seat:
            raise IllegalAnswerError(f"it is not your decision: {g.players[g.pending.player].name} is deciding")
        if n != len(g.answers):
            raise IllegalAnswerError("that answer is for a decision already made")
        self.session.decide(answer)  # raises IllegalAnswerError and changes nothing on a bad answer
        self._after_change()

    def _after_change(self) -> None:
        if self.loop is not None and threading.current_thread() is self.thread:
            self._broadcast_views()
            self._notify()
            task = asyncio.ensure_future(self._play_computers())
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)
        else:
            self._broadcast_views()
            self._notify()

    async def _play_computers(self) -> None:
        """Computer seats answer, one decision at a time, letting the loop serve joiners in between."""
        while True:
            g = self.session.game
            d = g.pending
            if d is None or not self.started or self.kinds[d.player] not in STRENGTHS:
                return
            bot = make_bot(self.kinds[d.player], g, d.player, bot_seed(g.seed, d.player, len(g.answers)))
            self.session.decide(bot.answer(d))
            self._broadcast_views()
            self._notify()
            await asyncio.sleep(0)

    def _send_view(self, joiner: Joiner, table: dict[str, Any] | None = None) -> None:
        if joiner.seat is None:
            return
        g = self.session.game
        start = joiner.log_sent if joiner.log_sent <= len(g.events) else 0  # an undo shortened the log
        view = seat_view(g, joiner.seat, start, table)
        table = view["table"]
        if joiner.table_sent is not None:  # only the parts of the table's facts that changed since the last
            view["table"] = {k: v for k, v in table.items() if joiner.table_sent.get(k) != v}
            view["table_changes"] = True
        joiner.table_sent = table
        may_undo = self.undo_refusal(joiner.seat) is None
        joiner.send(encode("view", view=view, seats=self.seat_table(), can_undo=may_undo))
        joiner.log_sent = len(g.events)

    def _broadcast_views(self) -> None:
        table = table_facts.facts(self.session.game).to_json()  # worked out once: the same for every seat
        for joiner in self.seats:
            if joiner is not None:
                self._send_view(joiner, table)

    def _broadcast_seats(self) -> None:
        """The seat table to every seated joiner (one choosing a seat was sent it once, with the hello)."""
        table = self.seat_table()
        for j in self.seats:
            if j is not None:
                j.send(encode("seats", seats=table, setup=setup_summary(self.session)))

    def _notify(self) -> None:
        if self.on_change is not None:
            self.on_change()


class _Gate(asyncio.Protocol):
    """A connection's first protocol: it reads nothing (TLS starts on the bytes as they came) and hands the
    connection to the host's door."""

    def __init__(self, admit: Callable[[asyncio.BaseTransport], None]) -> None:
        self.admit = admit

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        transport.pause_reading()  # type: ignore[attr-defined]
        self.admit(transport)


def common_prefix(a: Sequence[Any], b: Sequence[Any]) -> int:
    """How many first items `a` and `b` share (the log lines an undo left as they were)."""
    n = min(len(a), len(b))
    for i in range(n):
        if a[i] != b[i]:
            return i
    return n


def setup_summary(session: Session) -> dict[str, Any]:
    """What every seat may know of the setup (it is on the table): to build the joiner's table."""
    s = session.game.setup
    return {"players": s.players, "mastermind": s.mastermind, "scheme": s.scheme, "villains": list(s.villains),
            "henchmen": list(s.henchmen), "heroes": list(s.heroes), "sets": list(s.sets), "epic": s.epic,
            "extras": list(s.extras)}


def lan_address6() -> str:
    """This computer's IPv6 address a route to the internet would use ("" when it has none)."""
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET6, socket.SOCK_DGRAM) as s:
        s.connect(("2001:db8::1", 9))  # documentation prefix: nothing is sent
        address: str = s.getsockname()[0]
        return "" if address.startswith(("fe80", "::1")) else address.split("%")[0]
    return ""


def lan_address() -> str:
    """This computer's address on its local network (the one a route to the internet would use)."""
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.connect(("192.0.2.1", 9))  # TEST-NET: nothing is sent, it only picks the outgoing interface
        address: str = s.getsockname()[0]
        return address
    return "127.0.0.1"


__all__ = ["DEFAULT_PORT", "FRIEND", "HOST", "HOST_LEFT", "MAX_FROM_HOST", "Host", "HostState", "Limits", "lan_address",
           "state_path"]
