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
decision. Anything else is refused with one line; after `MAX_STRIKES` refusals (or past the rate limit)
it is dropped, and the game goes on for the others. A joiner is sent only its seat's view
(engine/view.py), the seats' names and who is connected: never the secret, nor any file.

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
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from legendary_desktop.bots.seats import STRENGTHS, current, make_bot
from legendary_desktop.engine.decision import GameOverError, IllegalAnswerError
from legendary_desktop.engine.game import Answer, Game
from legendary_desktop.engine.view import seat_view
from legendary_desktop.net import certificate
from legendary_desktop.net.join_code import JoinCode
from legendary_desktop.net.protocol import (
    DEFAULT_PORT,
    MAX_FROM_HOST,
    MAX_FROM_JOINER,
    Message,
    ProtocolError,
    RateLimit,
    decode,
    encode,
    version_line,
)
from legendary_desktop.net.wire import read_line
from legendary_desktop.persistence.seats import bot_seed
from legendary_desktop.persistence.session import Session

HOST = "host"
FRIEND = "friend"
MAX_STRIKES = 5
MAX_NAME = 24
#: a joiner that doesn't say hello with the secret within this many seconds is dropped
HELLO_TIMEOUT = 30.0
#: messages waiting to go out to one joiner; a joiner that reads nothing is dropped past this
MAX_QUEUED = 256


@dataclass
class HostState:
    """What a host keeps beside the autosave so that it can start again with the same join code."""

    secret: str
    port: int
    kinds: list[str]
    names: list[str] = field(default_factory=list)  # the names friends took their seats with

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
                   [str(n) for n in data.get("names", [])])


def state_path() -> Path:
    return certificate.folder() / "host.json"


def autosave_path() -> Path:
    """The hosted game's own autosave (beside the host's state), so a game at this screen keeps its own."""
    return certificate.folder() / "autosave.json"


class Joiner:
    """One connection from a joiner."""

    def __init__(self, writer: asyncio.StreamWriter, limit: RateLimit) -> None:
        self.writer = writer
        self.limit = limit
        self.seat: int | None = None
        self.authed = False
        self.strikes = 0
        self.log_sent = 0
        self.closed = False
        self.sent_messages = 0
        self.sent_bytes = 0

    def send(self, data: bytes) -> None:
        if self.closed:
            return
        transport = self.writer.transport
        if transport.get_write_buffer_size() > MAX_QUEUED * 64 * 1024:  # it reads nothing: let it go
            self.close()
            return
        self.writer.write(data)
        self.sent_messages += 1
        self.sent_bytes += len(data)

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            with contextlib.suppress(Exception):
                self.writer.close()


class Host:
    def __init__(self, session: Session, kinds: Sequence[str], secret: str | None = None, port: int = 0,
                 bind: str = "0.0.0.0", advertise: str | None = None, names: Sequence[str] = (),
                 cert_folder: Path | None = None, state_file: Path | None = None,
                 clock: Callable[[], float] = time.monotonic, on_change: Callable[[], None] | None = None,
                 started: bool = True) -> None:
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
        self.joiners: set[Joiner] = set()
        self.fingerprint = ""
        self.loop: asyncio.AbstractEventLoop | None = None
        self.server: asyncio.Server | None = None
        self.thread: threading.Thread | None = None
        self.refusals = 0  # messages refused, for the tests and the log window
        self.notices: list[str] = []  # public lines for every screen ("Anna took back her last choice")
        # False while the lobby waits for friends: nobody answers and the computers hold (`begin`)
        self.started = started
        self._tasks: set[asyncio.Future[None]] = set()

    # ----------------------------------------------------------------- life
    @classmethod
    def resume(cls, session: Session, state: HostState, **kwargs: Any) -> Host:
        """A host for a game started again (from its autosave) with the state it kept: same code."""
        return cls(session, state.kinds, secret=state.secret, port=state.port, names=state.names, **kwargs)

    def start(self) -> None:
        """Make (first time) or load the certificate, listen, and run the loop in its own thread."""
        cert, key, self.fingerprint = certificate.ensure(self.cert_folder)
        ctx = certificate.server_context(cert, key)
        ready: Future[None] = Future()

        def run() -> None:
            loop = asyncio.new_event_loop()
            self.loop = loop
            asyncio.set_event_loop(loop)
            try:
                self.server = loop.run_until_complete(asyncio.start_server(
                    self._serve, self.bind, self.port, ssl=ctx, limit=MAX_FROM_JOINER,
                    ssl_handshake_timeout=HELLO_TIMEOUT))
            except OSError as err:
                ready.set_exception(err)
                loop.close()
                return
            sock = self.server.sockets[0]
            self.port = sock.getsockname()[1]
            self._write_state()
            ready.set_result(None)
            loop.run_until_complete(self._play_computers())
            try:
                loop.run_forever()
            finally:
                loop.run_until_complete(loop.shutdown_asyncgens())
                loop.close()

        self.thread = threading.Thread(target=run, name="online-host", daemon=True)
        self.thread.start()
        ready.result(timeout=30)

    def stop(self) -> None:
        """Say goodbye to every joiner and stop listening (the game stays in the session and its autosave)."""
        loop = self.loop
        if loop is None or self.thread is None:
            return

        async def close() -> None:
            for j in list(self.joiners):
                j.send(encode("bye", reason="The host closed the game."))
                with contextlib.suppress(Exception):
                    await asyncio.wait_for(j.writer.drain(), 2)
                j.close()
            if self.server is not None:
                self.server.close()
            others = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
            if others:  # each connection's task ends once its stream is closed
                _, late = await asyncio.wait(others, timeout=5)
                for t in late:
                    t.cancel()
            loop.stop()

        asyncio.run_coroutine_threadsafe(close(), loop)
        self.thread.join(timeout=30)
        self.loop = None

    def join_code(self, address: str | None = None) -> str:
        """The line to send to friends (the address they reach this computer at: this one's LAN address
        unless told)."""
        where = address or self.advertise or lan_address()
        return JoinCode(where, self.port, self.secret, self.fingerprint).text()

    def _write_state(self) -> None:
        path = self.state_file
        if path is None:
            return
        with contextlib.suppress(OSError):  # a file that can't be written never stops the game
            HostState(self.secret, self.port, self.kinds, self.names).write(path)

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
            if self.seats[seat] is not None:
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

    def seat_table(self) -> list[dict[str, Any]]:
        g = self.session.game
        out = []
        for i, kind in enumerate(self.kinds):
            joiner = self.seats[i]
            out.append({"seat": i, "player": g.players[i].name, "kind": "computer" if kind in STRENGTHS else kind,
                        "name": self.names[i], "connected": joiner is not None,
                        "open": kind == FRIEND and joiner is None, "started": self.started})
        return out

    def hand_to_computer(self, seat: int, strength: str = "easy") -> None:
        """The host lets a computer play a friend's seat (the friend may not come back to it)."""
        def go() -> None:
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
    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        joiner = Joiner(writer, RateLimit(clock=self.clock))
        self.joiners.add(joiner)
        try:
            while not joiner.closed:
                try:
                    timeout = None if joiner.authed else HELLO_TIMEOUT
                    line = await asyncio.wait_for(read_line(reader, MAX_FROM_JOINER), timeout)
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
                    message = decode(line)
                except ProtocolError as err:
                    self._refuse(joiner, str(err))
                    continue
                if self._handle(joiner, message):
                    joiner.limit.refund()
                with contextlib.suppress(ConnectionError, OSError):
                    await writer.drain()
        finally:
            self._drop(joiner)

    def _drop(self, joiner: Joiner) -> None:
        joiner.close()
        self.joiners.discard(joiner)
        if joiner.seat is not None and self.seats[joiner.seat] is joiner:
            self.seats[joiner.seat] = None
            self._broadcast_seats()
            self._notify()

    def _refuse(self, joiner: Joiner, reason: str) -> None:
        self.refusals += 1
        joiner.strikes += 1
        if joiner.strikes >= MAX_STRIKES:
            joiner.send(encode("bye", reason=f"Too many refused messages; the last: {reason}"))
            joiner.close()
        else:
            joiner.send(encode("refused", reason=reason))

    def _handle(self, joiner: Joiner, m: Message) -> bool:
        """Act on one message; True for an accepted answer (which costs nothing of the rate limit)."""
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
            try:
                self._undo(joiner.seat, n)
            except IllegalAnswerError as err:
                self._refuse(joiner, f"can't undo: {str(err).splitlines()[0][:300]}")
        elif kind == "ping":
            joiner.send(encode("pong"))
        else:
            self._refuse(joiner, f"unknown message type {str(kind)[:40]!r}")
        return False

    def _hello(self, joiner: Joiner, m: Message) -> None:
        why = version_line(m.get("app"), m.get("protocol"))
        if why is not None:
            joiner.send(encode("bye", reason=why))
            joiner.close()
            return
        given = m.get("secret")
        if not isinstance(given, str) or not hmac.compare_digest(given.encode(), self.secret.encode()):
            joiner.send(encode("bye", reason="That join code is not this game's: ask the host for the code again."))
            joiner.close()
            return
        joiner.authed = True
        joiner.send(encode("seats", seats=self.seat_table(), setup=setup_summary(self.session)))

    def _take(self, joiner: Joiner, m: Message) -> None:
        seat, name = m.get("seat"), m.get("name")
        if joiner.seat is not None:
            self._refuse(joiner, "you already have a seat")
            return
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(self.kinds):
            self._refuse(joiner, "there is no such seat")
            return
        if self.kinds[seat] != FRIEND:
            self._refuse(joiner, "that seat is not open for a friend")
            return
        if self.seats[seat] is not None:
            self._refuse(joiner, "someone is playing that seat")
            return
        clean = "".join(ch for ch in str(name or "") if ch.isprintable()).strip()[:MAX_NAME]
        joiner.seat = seat
        self.seats[seat] = joiner
        if clean:
            self.names[seat] = clean  # what the friend typed (the seat table shows it)
            self._rename(seat, clean)
            self._write_state()
        joiner.send(encode("welcome", seat=seat))
        joiner.log_sent = 0
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
        taken = {n.casefold() for i, n in enumerate(names) if i != seat}
        unique, k = name, 2
        while unique.casefold() in taken:
            unique = f"{name[:MAX_NAME - 3]} {k}"
            k += 1
        names[seat] = unique
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
        if not self.session.undo():
            raise IllegalAnswerError("there is nothing to undo")
        self.session.redo_stack.clear()  # no redo online: the others have seen the answer go
        line = f"{self.session.game.players[seat].name} took back their last choice."
        self.notices.append(line)
        for j in self.seats:
            if j is not None:
                j.log_sent = 0  # the log is shorter: send it whole
        for j in self.joiners:
            if j.authed:
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

    def _send_view(self, joiner: Joiner) -> None:
        if joiner.seat is None:
            return
        g = self.session.game
        start = joiner.log_sent if joiner.log_sent <= len(g.events) else 0  # an undo shortened the log
        view = seat_view(g, joiner.seat, start)
        may_undo = self.undo_refusal(joiner.seat) is None
        joiner.send(encode("view", view=view, seats=self.seat_table(), can_undo=may_undo))
        joiner.log_sent = len(g.events)

    def _broadcast_views(self) -> None:
        for joiner in self.seats:
            if joiner is not None:
                self._send_view(joiner)

    def _broadcast_seats(self) -> None:
        table = self.seat_table()
        for j in self.joiners:
            if j.authed:
                j.send(encode("seats", seats=table, setup=setup_summary(self.session)))

    def _notify(self) -> None:
        if self.on_change is not None:
            self.on_change()

    def traffic(self) -> tuple[int, int]:
        """Messages and bytes sent to joiners so far (for the benchmark)."""
        return (sum(j.sent_messages for j in self.joiners), sum(j.sent_bytes for j in self.joiners))


def setup_summary(session: Session) -> dict[str, Any]:
    """What every seat may know of the setup (it is on the table): to build the joiner's table."""
    s = session.game.setup
    return {"players": s.players, "mastermind": s.mastermind, "scheme": s.scheme, "villains": list(s.villains),
            "henchmen": list(s.henchmen), "heroes": list(s.heroes), "sets": list(s.sets), "epic": s.epic,
            "extras": list(s.extras)}


def lan_address() -> str:
    """This computer's address on its local network (the one a route to the internet would use)."""
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.connect(("192.0.2.1", 9))  # TEST-NET: nothing is sent, it only picks the outgoing interface
        address: str = s.getsockname()[0]
        return address
    return "127.0.0.1"


__all__ = ["DEFAULT_PORT", "FRIEND", "HOST", "MAX_FROM_HOST", "Host", "HostState", "lan_address", "state_path"]
