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

`Host` is the facade the window and the tests use; each job is a room of its own beside it:

- the door (net/door.py): `Limits`, `Door` and the `Gate`, every connection from its first byte: the caps
  before the secret, TLS and the hello's deadline, the secret and the versions, line lengths, the buckets
  per connection, per seat and per address, refusals and strikes. A joiner is untrusted: it may send only
  the messages of net/protocol.py, must give the secret before anything else, may take only a free
  friend's seat and answer only that seat's pending decision; anything else is refused with one line.
- the seat book (net/seat_book.py): seat kinds, friends' tokens (kept as SHA-256), held seats, taking,
  reopening, handing a seat to a computer.
- the authority (net/authority.py): the one `Session`, answers, undo and its rule, the computers'
  answers, names typed in the lobby, the host's state file.
- broadcasting (net/broadcast.py): each seat's view (engine/view.py), the log and the table's facts sent
  only where they changed, the seat table. A joiner is never sent the secret, nor any file.

Here: listening (`start`, `stop`, `join_code`, `where`), the host's own calls from other threads, and which
room each of a joiner's messages goes to (`_handle`). Every view message says whether its seat may undo now;
after an undo every seat is sent an ``undone`` line ("Anna took back her last choice") and its view of the
shorter game.

The same network (net/discovery.py): a joiner that found the game advertised there knocks (a hello without
the secret, from a private, loopback or link-local address, in the lobby only, `Limits.max_knocks` at once:
the gate's `knock`); `knocks` lists them for the lobby, and `let_in` sends that joiner the secret (or
refuses: a wrong guess for its address). Each joiner's `came_by` is the ladder's step it came in by;
`extra_hints` holds the router's mapping (net/reachability.py) and `stopping` what ends with hosting (the
advert, the mapping).

Liveness: the host pings every joiner every `heartbeat` seconds and a joiner pings the host; a connection
that sends nothing for `drop_after` seconds is dropped (its seat held), and TCP keepalive is on.

Everything runs on one asyncio loop in a thread of its own (`start`): connections, the engine, the
computers' answers. The other threads (the window, a test) call `answer`, `view` and `stop`, which hand
the work to that loop and wait for it.
"""

from __future__ import annotations

import asyncio
import contextlib
import secrets
import socket
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future
from pathlib import Path
from typing import Any

from legendary_desktop.engine.decision import GameOverError, IllegalAnswerError
from legendary_desktop.engine.game import Answer, Game
from legendary_desktop.engine.setup_rules import clean_name
from legendary_desktop.engine.view import seat_view
from legendary_desktop.net import certificate
from legendary_desktop.net.authority import Authority, HostState, autosave_path, state_path
from legendary_desktop.net.broadcast import Broadcast, setup_summary
from legendary_desktop.net.discovery import is_local
from legendary_desktop.net.door import MAX_STRIKES, Door, Gate, Joiner, Limits
from legendary_desktop.net.join_code import JoinCode
from legendary_desktop.net.ladder import Hint
from legendary_desktop.net.protocol import DEFAULT_PORT, MAX_FROM_HOST, Message, encode
from legendary_desktop.net.seat_book import FRIEND, HOST, SeatBook, check_kind
from legendary_desktop.persistence.session import Session

HOST_LEFT = "The host has left the game."  # every friend's screen says so when the host stops hosting
ANY_ADDRESSES = ("0.0.0.0", "::")  # bind=None: every interface, IPv4 and IPv6 (two servers, one port)


class Host:
    def __init__(self, session: Session, kinds: Sequence[str], secret: str | None = None, port: int = 0,
                 bind: str | Sequence[str] | None = None, advertise: str | None = None, names: Sequence[str] = (),
                 cert_folder: Path | None = None, state_file: Path | None = None,
                 clock: Callable[[], float] = time.monotonic, on_change: Callable[[], None] | None = None,
                 started: bool = True, tokens: Sequence[str] = (), limits: Limits | None = None) -> None:
        players = session.game.setup.players
        if len(kinds) != players:
            raise ValueError(f"{len(kinds)} seat kinds for {players} players")
        self.session = session
        self.secret = secret or secrets.token_urlsafe(12)
        self.port = port
        self.bind = bind
        self.advertise = advertise
        self.cert_folder = cert_folder
        self.state_file = state_file
        self.clock = clock
        self.on_change = on_change
        self.limits = limits or Limits()
        self.book = SeatBook(kinds, names, tokens, self.limits, clock)
        self.authority = Authority(session, self.book.kinds, started)
        self.broadcast = Broadcast(self.authority, self.book)
        self.gate = Gate(self.limits, clock, self.secret, self._handle, self._gone, self.book.token_seat,
                         self.broadcast.greet)
        self.fingerprint = ""
        self.loop: asyncio.AbstractEventLoop | None = None
        self.server: asyncio.Server | None = None
        self.servers: list[asyncio.Server] = []
        self.listening: list[str] = []  # the addresses it listens on (`bind` as it came out)
        self.thread: threading.Thread | None = None
        self._tasks: set[asyncio.Future[None]] = set()
        self._beating: asyncio.Task[None] | None = None
        # ---- the ladder's other steps (net/discovery.py, net/port_mapping.py, net/reachability.py)
        self.extra_hints: list[Hint] = []  # (step, address, port) a joiner may try too: the router's mapping
        self.stopping: list[Callable[[], None]] = []  # run when hosting ends: the LAN advert, the mapping
        self.gate.step_of = self.came_by
        self.gate.knocks_open = lambda: not self.started  # friends found on the network knock in the lobby
        self.gate.knocked = self._notify

    # the rooms' state, read where the window and the tests always read it
    @property
    def kinds(self) -> list[str]:
        return self.book.kinds

    @property
    def names(self) -> list[str]:
        return self.book.names

    @property
    def tokens(self) -> list[str]:
        return self.book.tokens

    @property
    def seats(self) -> list[Joiner | None]:
        return self.book.seats

    @property
    def door(self) -> Door:
        return self.gate.door

    @property
    def joiners(self) -> set[Joiner]:
        return self.gate.joiners

    @property
    def refusals(self) -> int:
        return self.gate.refusals

    @property
    def notices(self) -> list[str]:
        return self.authority.notices

    @property
    def started(self) -> bool:
        return self.authority.started

    # ----------------------------------------------------------------- life
    @classmethod
    def resume(cls, session: Session, state: HostState, **kwargs: Any) -> Host:
        """A host for a game started again (from its autosave) with the state it kept: same code."""
        return cls(session, state.kinds, secret=state.secret, port=state.port, names=state.names,
                   tokens=state.tokens, **kwargs)

    def start(self) -> None:
        """Make (first time) or load the certificate, listen, and run the loop in its own thread."""
        cert, key, self.fingerprint = certificate.ensure(self.cert_folder)
        self.gate.tls = certificate.server_context(cert, key)
        ready: Future[None] = Future()

        def run() -> None:
            loop = asyncio.new_event_loop()
            self.loop = loop
            asyncio.set_event_loop(loop)
            try:
                # plain TCP: the door counts a connection before any TLS is spent on it (`Gate.admit`)
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
                server = loop.run_until_complete(loop.create_server(self.gate.protocol, address, self.port))
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
                if late:  # let the cancelled ones end (a task destroyed while pending only warns at exit)
                    await asyncio.wait(late, timeout=2)
            loop.stop()

        asyncio.run_coroutine_threadsafe(close(), loop)
        self.thread.join(timeout=30)
        self.loop = None
        self._write_state()  # hosting no more: the app's next start offers no online game to resume
        for hook in self.stopping:  # the LAN advert withdrawn, the router's mapping removed
            with contextlib.suppress(Exception):
                hook()

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
        its IPv6 one (while it listens on IPv6), at its port, then the router's mapping while there is one."""
        hints = [Hint("lan", self.advertise or lan_address(), self.port)]
        six = lan_address6() if any(":" in a for a in self.listening) else ""
        if six:
            hints.append(Hint("direct", six, self.port))
        return hints + self.extra_hints

    def adopt(self, sock: socket.socket, label: str) -> None:
        """A connected socket (a relay's paired one) at the door as if it had come to the port; `label`
        ("relay-N") stands for its address in the door's counts. Call on the host's loop."""
        loop = asyncio.get_running_loop()

        async def come_in() -> None:
            try:
                await loop.connect_accepted_socket(lambda: self.gate.protocol(label), sock=sock)
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
            self.authority.started = True
            self._after_change()

        self._call(go)

    def set_kind(self, seat: int, kind: str) -> None:
        """In the lobby: who plays a seat (a friend's seat already taken keeps its friend)."""
        check_kind(kind)

        def go() -> None:
            if not self.book.set_kind(seat, kind):  # a friend has it (or is coming back)
                return
            self.session.seats = self.book.human_seats()
            self._seats_changed()

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
        return self.authority.undo_refusal(seat)

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
        return self.book.release_in(seat)

    def seat_table(self) -> list[dict[str, Any]]:
        """Every seat: who plays it, whether its friend is connected, whether it is open to anyone with
        the code, or held for a friend who is away ("release_in": the seconds until the host may let go)."""
        return self.broadcast.seat_table()

    def reopen(self, seat: int) -> None:
        """The host lets go of a friend's seat whose friend is away (after the release time): anyone with
        the code may take it; the old token no longer does. Raises IllegalAnswerError while it is held."""
        def go() -> None:
            self.book.reopen(seat)
            self._seats_changed()

        self._call(go)

    def hand_to_computer(self, seat: int, strength: str = "easy") -> None:
        """The host lets a computer play a friend's seat (the friend may not come back to it). Raises
        IllegalAnswerError while the seat is held for a friend who dropped (`Limits.release_after`)."""
        def go() -> None:
            joiner = self.book.to_computer(seat, strength)
            if joiner is not None:
                joiner.send(encode("bye", reason="The host gave your seat to a computer player."))
                joiner.close()
            self.session.seats = self.book.human_seats()
            self._write_state()
            self._after_change()

        self._call(go)

    # ------------------------------------------- knocks: joins from this network without the code
    @property
    def knocking(self) -> list[Joiner]:
        return self.gate.knocking

    def came_by(self, address: str) -> str:
        """The ladder's step a connection from `address` came by: "lan" (a private, loopback or link-local
        address), else "router" while the router maps the port to this computer, else "direct"."""
        if address.startswith("relay-"):  # a relay's paired socket (`adopt`)
            return "relay"
        if is_local(address):
            return "lan"
        return "router" if any(h.step == "mapped" for h in self.extra_hints) else "direct"

    def knocks(self) -> list[tuple[int, str]]:
        """Who is asking to join from this network, oldest first: (an id for `let_in`, the name they typed)."""
        return [(id(j), clean_name(j.knock.get("knock")) or "Someone") for j in list(self.gate.knocking)
                if j.knock is not None]

    def let_in(self, knock: int, allow: bool = True) -> bool:
        """The host's answer to a knock (`knocks`): let in (the game's secret goes to that joiner alone, over
        its TLS connection, and it chooses a seat as with the code) or refuse. False: that knock is gone."""
        def go() -> bool:
            found = [j for j in self.gate.knocking if id(j) == knock]
            if found:
                self.gate.answer(found[0], allow)
            return bool(found)

        return bool(self._call(go))

    # ---------------------------------------------------------------- joiners
    def _handle(self, joiner: Joiner, m: Message) -> None:
        """A message from a joiner past the gate (it gave the secret): to the seat book or the authority."""
        kind = m["t"]
        if kind == "take":
            self._take(joiner, m)
        elif kind == "answer":
            if joiner.seat is None:
                self.gate.refuse(joiner, "take a seat before answering")
                return
            n, answer = m.get("n"), m.get("answer")
            if not isinstance(n, int) or isinstance(n, bool):
                self.gate.refuse(joiner, "an answer says which decision it answers (\"n\")")
                return
            if not self.gate.seat_allows(joiner, "answer", joiner.seat):
                return
            try:
                self._decide(joiner.seat, n, answer)  # type: ignore[arg-type]
            except (IllegalAnswerError, GameOverError) as err:
                self.gate.refuse(joiner, str(err).splitlines()[0][:300])
        elif kind == "undo":
            if joiner.seat is None:
                self.gate.refuse(joiner, "take a seat before asking to undo")
                return
            n = m.get("n")
            if not isinstance(n, int) or isinstance(n, bool):
                self.gate.refuse(joiner, "an undo says how many answers the game had when asked (\"n\")")
                return
            if not self.gate.seat_allows(joiner, "undo", joiner.seat):
                return
            try:
                self._undo(joiner.seat, n)
            except IllegalAnswerError as err:
                self.gate.refuse(joiner, f"can't undo: {str(err).splitlines()[0][:300]}")
        else:
            self.gate.refuse(joiner, f"unknown message type {str(kind)[:40]!r}")

    def _take(self, joiner: Joiner, m: Message) -> None:
        taken = self.book.take(joiner, m, self.gate, self.authority.player_names())
        if taken is None:
            return
        seat, token, name = taken
        if name:  # the seat table shows the name the game gives it ("alice 2" when "alice" was taken)
            self._rename(seat, name)
        self._write_state()
        self.broadcast.welcome(joiner, seat, token)
        self._seats_changed(write=False)

    def _rename(self, seat: int, name: str) -> str:
        """The game's player `seat` takes `name` (made unique) if nothing has been decided yet; returns the
        name the seat has in the game now."""
        unique, dealt = self.authority.rename(seat, name)
        if dealt:
            self.names[seat] = unique  # the seat table says the game's name too
            self.broadcast.new_log()
        return unique

    def _gone(self, joiner: Joiner) -> None:
        """A connection ended: its seat, if it had one, is held for its friend's token."""
        if self.book.leave(joiner):
            self.broadcast.seats()
            self._notify()

    async def _heartbeats(self) -> None:
        """Every `heartbeat` seconds: a ping to every joiner with the secret (each answers, so a silent
        one is noticed by the gate), and the seat table again to the seated when a held seat's release
        time has come (so every screen shows it away)."""
        told: set[int] = set()
        while True:
            await asyncio.sleep(self.limits.heartbeat)
            for j in list(self.joiners):
                if j.authed:
                    j.send(encode("ping"))
            due = self.book.due()
            if due - told:
                self.broadcast.seats()
                self._notify()
            told = due

    # ------------------------------------------------------------------ game
    def _undo(self, seat: int, n: int) -> None:
        line, kept = self.authority.undo(seat, n)
        self.broadcast.undone(seat, line, kept)
        self._after_change()

    def _decide(self, seat: int, n: int, answer: Answer) -> None:
        self.authority.decide(seat, n, answer)
        self._after_change()

    def _after_change(self) -> None:
        self.broadcast.views()
        self._notify()
        if self.loop is not None and threading.current_thread() is self.thread:
            task = asyncio.ensure_future(self._play_computers())
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

    async def _play_computers(self) -> None:
        """Computer seats answer, one decision at a time, letting the loop serve joiners in between."""
        while self.authority.computer_answer():
            self.broadcast.views()
            self._notify()
            await asyncio.sleep(0)

    def _seats_changed(self, write: bool = True) -> None:
        if write:
            self._write_state()
        self.broadcast.seats()
        self._notify()

    def _notify(self) -> None:
        if self.on_change is not None:
            self.on_change()


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


__all__ = ["ANY_ADDRESSES", "DEFAULT_PORT", "FRIEND", "HOST", "HOST_LEFT", "MAX_FROM_HOST", "MAX_STRIKES", "Host",
           "HostState", "Joiner", "Limits", "autosave_path", "lan_address", "setup_summary", "state_path"]
