"""Hostile joiners on 127.0.0.1 speaking the real protocol over raw sockets, each way in (`Way`: to the
host's port, or through the relay on a friend's channel), and a proxy whose network can be cut and mended
(the tests of seats, liveness and the door: test_online_security.py, test_online_owner.py)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import queue
import socket
import ssl
import threading
from collections.abc import Iterator
from typing import Any

import pytest

from legendary_desktop.net import certificate, relay
from legendary_desktop.net.client import Client
from legendary_desktop.net.host import Host
from legendary_desktop.net.invites import ShortCodes, short_code_client
from legendary_desktop.net.ladder import Details, Hint
from legendary_desktop.net.protocol import APP_VERSION, PROTOCOL_VERSION, Message, encode
from legendary_desktop.net.rendezvous import exchange
from tests.net import harness
from tests.net.harness import TIMEOUT
from tests.net.rendezvous_servers import Servers


class Raw:
    """One connection to the host on a blocking TLS socket (bounded waits): it sends what it is told and
    reads line by line. `source`: the local loopback address to come from."""

    def __init__(self, port: int, source: str | None = None, tls: bool = True) -> None:
        sock = socket.create_connection(("127.0.0.1", port), timeout=TIMEOUT,
                                        source_address=(source, 0) if source else None)
        self.sock: socket.socket = certificate.client_context().wrap_socket(sock) if tls else sock
        self.buffer = b""

    def send_raw(self, data: bytes) -> None:
        self.sock.sendall(data)

    def send(self, kind: str, **fields: Any) -> None:
        self.send_raw(encode(kind, **fields))

    def hello(self, secret: str, app: str = APP_VERSION, protocol: Any = PROTOCOL_VERSION) -> Message | None:
        self.send("hello", app=app, protocol=protocol, secret=secret)
        return self.read()

    def read(self, timeout: float = TIMEOUT) -> Message | None:
        """The next message but the host's pings (None: the host closed the connection; AssertionError:
        nothing came in `timeout` seconds)."""
        self.sock.settimeout(timeout)
        while True:
            while b"\n" not in self.buffer:
                try:
                    data = self.sock.recv(65536)
                except TimeoutError:
                    raise AssertionError(f"nothing from the host in {timeout} s") from None
                except (ConnectionError, ssl.SSLError, OSError):
                    data = b""
                if not data:
                    return None
                self.buffer += data
            line, self.buffer = self.buffer.split(b"\n", 1)
            m: Message = json.loads(line)
            if m["t"] != "ping":
                return m

    def until(self, *kinds: str) -> Message | None:
        for _ in range(1000):
            m = self.read()
            if m is None or m["t"] in kinds:
                return m
        raise AssertionError(f"no {kinds}")

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self.sock.close()


class Proxy:
    """A TCP relay on 127.0.0.1 in front of a host. `cut()` is the network stopping: the connections through
    it stay open but nothing goes through them any more, and new ones are closed at once; `mend()` is the
    network back: new connections go through (the cut ones stay dead)."""

    def __init__(self, target: int) -> None:
        self.target = target
        self.cut_off = False
        self.frozen: list[list[bool]] = []  # per connection: a flag, True once cut
        self.loop = asyncio.new_event_loop()
        started = threading.Event()
        self.server: asyncio.Server | None = None

        def run() -> None:
            asyncio.set_event_loop(self.loop)
            self.server = self.loop.run_until_complete(asyncio.start_server(self._pipe, "127.0.0.1", 0))
            started.set()
            self.loop.run_forever()

        self.thread = threading.Thread(target=run, daemon=True)
        self.thread.start()
        started.wait(TIMEOUT)
        assert self.server is not None
        self.port = self.server.sockets[0].getsockname()[1]

    async def _pipe(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if self.cut_off:
            writer.transport.abort()
            return
        flag = [False]
        self.frozen.append(flag)
        try:
            r2, w2 = await asyncio.open_connection("127.0.0.1", self.target)
        except OSError:
            writer.close()
            return

        async def copy(a: asyncio.StreamReader, b: asyncio.StreamWriter) -> None:
            with contextlib.suppress(ConnectionError, OSError):
                while True:
                    data = await a.read(65536)
                    if not data:
                        break
                    if not flag[0]:  # a cut connection reads on and delivers nothing
                        b.write(data)
            if not flag[0]:
                b.close()

        with contextlib.suppress(asyncio.CancelledError):  # closing the relay
            await asyncio.gather(copy(reader, w2), copy(r2, writer))

    def cut(self) -> None:
        def go() -> None:
            self.cut_off = True
            for flag in self.frozen:
                flag[0] = True

        self.loop.call_soon_threadsafe(go)

    def mend(self) -> None:
        def go() -> None:
            self.cut_off = False

        self.loop.call_soon_threadsafe(go)

    def close(self) -> None:
        async def go() -> None:
            if self.server is not None:
                self.server.close()
            others = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
            for t in others:
                t.cancel()
            await asyncio.gather(*others, return_exceptions=True)
            self.loop.stop()

        asyncio.run_coroutine_threadsafe(go(), self.loop)
        self.thread.join(TIMEOUT)


def closed_port() -> int:
    """A port nothing listens on (a direct way that is refused)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class Way:
    """The way a hostile joiner comes in: "direct" (to the host's port, each friend from an address of
    its own: 127.0.0.1, .2, …) or "relay" (each friend on a relay channel of its own, got by using one of
    the host's short codes: the transit handshake, then TLS or raw bytes over the pipe, as a friend's app
    would). Every attack runs the same over both; the door counts friend N's connections under
    `address(N)`: her address at the port, her channel's label ("relay-N") through the relay."""

    def __init__(self, name: str, servers: Servers | None = None) -> None:
        self.name, self.servers = name, servers
        self.codes: dict[int, ShortCodes] = {}  # the host's short codes, by id(host)
        self.friends: dict[tuple[int, int], Details] = {}  # (id(host), friend): her channel's details
        self.last_code: dict[int, str] = {}
        self.used: dict[int, int] = {}  # codes used, by id(host): friend N used the Nth

    def __repr__(self) -> str:
        return self.name

    def address(self, friend: int = 1) -> str:
        return f"127.0.0.{friend}" if self.name == "direct" else f"relay-{friend}"

    def raw(self, host: Host, friend: int = 1, tls: bool = True) -> Raw:
        """A new connection of `friend` (1, 2, …) to `host`'s door."""
        if self.name == "direct":
            return Raw(host.port, source=f"127.0.0.{friend}" if friend > 1 else None, tls=tls)
        d = self.details(host, friend)
        assert d.relay is not None
        sock = asyncio.run(relay.open_paired(d.relay.address, d.relay.port, d.key, "joiner", TIMEOUT, TIMEOUT))
        sock.setblocking(True)
        raw = Raw.__new__(Raw)
        raw.sock = certificate.client_context().wrap_socket(sock) if tls else sock
        raw.buffer = b""
        return raw

    def join(self, host: Host, seats: list[int], inbox: queue.Queue[tuple[Client, Message]],
             names: dict[int, str] | None = None) -> list[Client]:
        """The app's own clients taking `seats` this way (named "Friend <seat>" or as `names` says):
        through the relay, each by a short code of its own, its direct hint unreachable."""
        if self.name == "direct":
            return harness.join(host, seats, inbox, names)
        assert self.servers is not None
        clients: list[Client] = []
        for seat in seats:
            c = short_code_client(self._use_code(host), name=(names or {}).get(seat, f"Friend {seat}"),
                                  mailbox=self.servers.mailbox_url, inbox=inbox)
            c.connect()
            assert c.came_by == "relay"
            c.take(seat)
            clients.append(c)
        return clients

    def details(self, host: Host, friend: int) -> Details:
        """Friend `friend`'s relay key and the rest, using the host's codes in turn (friend 1 the first)."""
        assert self.servers is not None
        while (id(host), friend) not in self.friends:
            code = self._use_code(host)
            self.friends[(id(host), self.used[id(host)])] = exchange(code, self.servers.mailbox_url,
                                                                     timeout=TIMEOUT)
        return self.friends[(id(host), friend)]

    def _use_code(self, host: Host) -> str:
        """The host's next code, counted as used (the host then waits on one more friend's channel)."""
        assert self.servers is not None
        if id(host) not in self.codes:
            self.codes[id(host)] = ShortCodes(host, self.servers.mailbox_url, self.servers.relay_address,
                                              hints=lambda: [Hint("lan", "127.0.0.1", closed_port())]).start()
        codes = self.codes[id(host)]
        code = self._fresh(codes, self.last_code.get(id(host), ""))
        self.last_code[id(host)] = code
        self.used[id(host)] = self.used.get(id(host), 0) + 1
        return code

    @staticmethod
    def _fresh(codes: ShortCodes, old: str) -> str:
        for _ in range(int(TIMEOUT / 0.02)):
            code = codes.wait_code()
            if code != old:
                return code
            threading.Event().wait(0.02)
        raise AssertionError("no fresh code")

    def close(self) -> None:
        for codes in self.codes.values():
            codes.close()


@pytest.fixture(params=["direct", "relay"])
def way(request: pytest.FixtureRequest) -> Iterator[Way]:
    """Each way in; "relay" needs the loopback rendezvous servers (`servers`, which the test's module
    imports: tests/net/rendezvous_servers.py)."""
    servers = request.getfixturevalue("servers") if request.param == "relay" else None
    w = Way(request.param, servers)
    try:
        yield w
    finally:
        w.close()
