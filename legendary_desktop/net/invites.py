"""The host's short codes: one code at a time for the next friend, and a relay channel per friend who used one.

A wormhole code pairs exactly two sides, so the lobby shows one code, for the next friend. When a friend
uses it (the exchange went through, net/rendezvous.py) the host starts waiting for that friend at the relay
(net/relay.py `Waiting`, on an asyncio loop of this object's own; each paired connection is handed to the
host's loop and its door, `Host.adopt`) and asks the
rendezvous server for a fresh code, which the lobby then shows; a code spoiled by a wrong guess is replaced
the same way. `on_change` is called (from another thread) whenever the code shown should change.

The relay and the rendezvous server see no card, name nor secret: the details go through the wormhole's
encrypted exchange, and the relay carries the game's TLS connection (whose secret and seat tokens still
decide who is in).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import socket
import threading
from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path
from typing import Any

from legendary_desktop.net.client import Client
from legendary_desktop.net.host import Host
from legendary_desktop.net.ladder import Details, Hint, climb
from legendary_desktop.net.relay import Waiting
from legendary_desktop.net.rendezvous import Invitation, RendezvousError, exchange, mailbox_url, relay_address

AGAIN_AFTER = 5.0  # seconds before asking the rendezvous server again after it failed


class ShortCodes:
    def __init__(self, host: Host, mailbox: str | None = None, relay: str | None = None,
                 on_change: Callable[[], None] | None = None,
                 hints: Callable[[], list[Hint]] | None = None, keys_file: Path | None = None,
                 resume: bool = False, offer: bool = True) -> None:
        """`mailbox`, `relay`: the servers (settings; None: environment or the public ones); `hints`: the
        direct hints to send (default: the host's own). `keys_file`: where the friends' relay keys are kept
        (beside the host's state, owner only), so that a host started again (`resume`) waits for them at the
        relay they were given; without `resume` the file starts empty (a new game). `offer` False: no new
        code is made (only the friends kept are waited for)."""
        self.offer = offer
        self.host = host
        self.keys_file = keys_file
        self.kept: list[tuple[str, int, str]] = []  # (relay address, port, key) of every friend so far
        if keys_file is not None and resume:
            self.kept = read_keys(keys_file)
        self.url = mailbox_url(mailbox)
        self.relay = relay_address(relay)
        self.on_change = on_change
        self.hints = hints or host.direct_hints
        self.code = ""  # the code for the next friend ("" while one is being made)
        self.problem = ""  # why there is no code now (the rendezvous server can't be reached, ...)
        self.friends: list[Waiting] = []  # one per friend who used a code
        self.used = 0
        self._invitation: Invitation | None = None
        self._closed = False
        self._lock = threading.Lock()
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._run, name="relay-waiting", daemon=True)

    def start(self) -> ShortCodes:
        self._thread.start()
        for address, port, key in self.kept:  # friends of the game before the host started again
            self._wait_for(key, (address, port))
        if self.keys_file is not None:
            write_keys(self.keys_file, self.kept)
        if self.offer:
            self._next()
        return self

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        self._loop.create_task(self._watch())
        try:
            self._loop.run_forever()
        finally:
            for task in asyncio.all_tasks(self._loop):
                task.cancel()
            self._loop.run_until_complete(asyncio.sleep(0))
            self._loop.close()

    async def _watch(self) -> None:
        """Hosting ended (the host stopped) without `close`: close all the same."""
        while not self._closed:
            await asyncio.sleep(1.0)
            if self.host.loop is None:
                self.close()

    def wait_code(self, timeout: float = 30.0) -> str:
        """The current code, once the rendezvous server gave it (raises RendezvousError)."""
        inv = self._invitation
        if inv is None:
            raise RendezvousError("no code: hosting ended")
        return inv.ready.result(timeout)

    def _details(self, key: str) -> Details:
        address, port = self.relay
        return Details(self.host.secret, self.host.fingerprint, tuple(self.hints()), Hint("relay", address, port),
                       key)

    def _next(self) -> None:
        with self._lock:
            if self._closed:
                return
            self.code = ""
            inv = Invitation(self._details, self.url).start()
            self._invitation = inv
        inv.ready.add_done_callback(lambda f: self._ready(inv, f))
        inv.used.add_done_callback(lambda f: self._used(inv, f))

    def _ready(self, inv: Invitation, fut: Future[str]) -> None:
        if inv is not self._invitation:
            return
        err = fut.exception()
        self.code, self.problem = ("", str(err)) if err is not None else (fut.result(), "")
        self._changed()

    def _used(self, inv: Invitation, fut: Future[str]) -> None:
        if self._closed:
            return
        err = fut.exception()
        if err is None:
            self.used += 1
            key = fut.result()
            self.kept.append((*self.relay, key))
            if self.keys_file is not None:
                write_keys(self.keys_file, self.kept)
            self._wait_for(key, self.relay)
            self._next()
        elif inv.ready.done() and inv.ready.exception() is None:  # spoiled (a wrong guess): a fresh code
            self._next()
        else:  # the server could not be reached: try again a little later
            timer = threading.Timer(AGAIN_AFTER, self._next)
            timer.daemon = True
            timer.start()
        self._changed()

    def _wait_for(self, key: str, relay: tuple[str, int]) -> None:
        label = f"relay-{len(self.friends) + 1}"  # the friend's "address" in the door's counts
        address, port = relay
        waiting = Waiting(address, port, key, lambda sock: self._adopt(sock, label))
        self.friends.append(waiting)
        asyncio.run_coroutine_threadsafe(_start(waiting), self._loop)

    def _adopt(self, sock: socket.socket, label: str) -> None:
        loop = self.host.loop
        if loop is None:
            sock.close()
            return
        try:
            loop.call_soon_threadsafe(self.host.adopt, sock, label)
        except RuntimeError:  # the host's loop closed meanwhile
            sock.close()

    def _changed(self) -> None:
        if self.on_change is not None and not self._closed:
            self.on_change()

    def close(self) -> None:
        """Hosting ends: the code is withdrawn and nobody waits at the relay any more."""
        with self._lock:
            self._closed = True
            inv = self._invitation
        if inv is not None:
            inv.cancel()
        with contextlib.suppress(RuntimeError):  # already closed
            self._loop.call_soon_threadsafe(self._loop.stop)


def read_keys(path: Path) -> list[tuple[str, int, str]]:
    """The friends' relay keys kept in `path` (none when it is missing or unreadable)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return [(str(a), int(p), str(k)) for a, p, k in data["friends"]][:64]
    except (OSError, ValueError, KeyError, TypeError):
        return []


def write_keys(path: Path, kept: list[tuple[str, int, str]]) -> None:
    with contextlib.suppress(OSError):  # a file that can't be written never stops the game
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump({"friends": [list(k) for k in kept]}, f)
        os.replace(tmp, path)


def keys_beside(state_file: Path | None) -> Path | None:
    """Where a host whose state is in `state_file` keeps its friends' relay keys."""
    return None if state_file is None else state_file.with_name(state_file.stem + "-relay.json")


async def _start(waiting: Waiting) -> None:
    waiting.start()


class ShortCodeClient(Client):
    """A Client whose connections climb a short code's ladder; `came_by` is the step the last one took."""

    came_by = ""


def short_code_client(code: str, name: str = "", mailbox: str | None = None,
                      report: Callable[[str], None] = lambda text: None,
                      token_for: Callable[[str], str | None] = lambda secret: None,
                      **client_options: Any) -> ShortCodeClient:
    """A Client for a short code: the code exchange first (blocking: call it off the UI thread; raises
    RendezvousError), then every connection and reconnection climbs the ladder (`report`: each step in
    words). `token_for(secret)`: a seat's token kept for the game of that secret (from an earlier join)."""
    details = exchange(code, mailbox)
    client_options.setdefault("token", token_for(details.secret))
    client = ShortCodeClient(details.join_code(), name=name, opener=lambda: opener(), **client_options)

    async def opener() -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
        reader, writer, hint = await climb(details, report, source=client.source)
        client.came_by = hint.step
        return reader, writer

    return client
