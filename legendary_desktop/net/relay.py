"""A magic-wormhole transit relay, spoken to directly: it pairs two TCP connections, then only pipes bytes.

Each side connects and sends ``please relay CHANNEL for side SIDE\\n`` (CHANNEL: 64 hex digits, SIDE: 16);
when a connection from another side asks for the same channel, the relay answers ``ok\\n`` to both and
from then on copies every byte from one to the other. The online game's own TLS then runs over that pipe
as over any TCP connection, so the relay carries only TLS records.

Channels: a friend invited by short code gets a relay key from the host inside the code exchange
(net/rendezvous.py). The channel and both sides are derived from it (`channel`, `side`), so only the host
and that friend know them, and they stay the same for every connection of that friend: the host keeps one
connection waiting on the friend's channel (`Waiting`), hands it to the game when the relay pairs it, and
opens the next one; the friend, coming back after a drop, asks for the same channel and finds the host
waiting. Two connections of one side never pair (the relay matches only different sides), so a friend's
stale try can't pair with its own new one, nor the host's with the host's.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import socket
from collections.abc import Callable

READY = b"ok\n"
#: seconds the host waits before asking the relay again after it failed or closed a waiting connection
AGAIN_FIRST, AGAIN_MOST = 1.0, 30.0


class RelayError(ConnectionError):
    """The relay could not be reached or did not pair the connection: the text says which."""


def channel(key: str) -> str:
    """The relay channel of the friend with relay key `key` (64 hex digits)."""
    return hashlib.sha256(f"legendary-desktop relay channel {key}".encode()).hexdigest()


def side(key: str, who: str) -> str:
    """`who` ("host" or "joiner")'s side on that channel (16 hex digits)."""
    return hashlib.sha256(f"legendary-desktop relay side {who} {key}".encode()).hexdigest()[:16]


def request(key: str, who: str) -> bytes:
    return f"please relay {channel(key)} for side {side(key, who)}\n".encode()


async def open_paired(address: str, port: int, key: str, who: str, connect_timeout: float,
                      pair_timeout: float | None) -> socket.socket:
    """A socket to the relay, paired with the other side of `key`'s channel (the relay said ``ok``), in
    non-blocking mode and with nothing of the pipe read yet. `pair_timeout` None: wait as long as it takes."""
    loop = asyncio.get_running_loop()
    try:
        infos = await loop.getaddrinfo(address, port, type=socket.SOCK_STREAM)
    except OSError as err:
        raise RelayError(f"the relay {address}:{port} can't be found ({err})") from None
    problem: BaseException | None = None
    for family, kind, proto, _, where in infos:
        sock = socket.socket(family, kind, proto)
        sock.setblocking(False)
        try:
            await asyncio.wait_for(loop.sock_connect(sock, where), connect_timeout)
        except (OSError, TimeoutError) as err:
            sock.close()
            problem = err
            continue
        try:
            await loop.sock_sendall(sock, request(key, who))
            await asyncio.wait_for(_read_ok(loop, sock), pair_timeout)
        except TimeoutError:
            sock.close()
            raise RelayError(f"the relay {address}:{port} was reached, but the other side never came") from None
        except (OSError, RelayError) as err:
            sock.close()
            raise RelayError(f"the relay {address}:{port} did not pair the connection ({err})") from None
        except BaseException:
            sock.close()
            raise
        return sock
    raise RelayError(f"the relay {address}:{port} can't be reached ({problem})")


async def _read_ok(loop: asyncio.AbstractEventLoop, sock: socket.socket) -> None:
    """Read exactly ``ok\\n`` (one byte at a time: what follows is the other side's TLS)."""
    got = b""
    while len(got) < len(READY):
        b = await loop.sock_recv(sock, 1)
        if not b:
            raise RelayError("it closed the connection")
        got += b
        if not READY.startswith(got):
            raise RelayError(f"it answered {got!r}")


class Waiting:
    """The host's side of one friend's channel: a connection always waiting at the relay. Each one the relay
    pairs goes to `adopt` (the host's door), and the next one is opened at once; when the relay can't be
    reached or closes the waiting connection, it asks again after a pause (longer each time, up to
    `AGAIN_MOST` seconds). Runs on the host's loop until `close`."""

    def __init__(self, address: str, port: int, key: str, adopt: Callable[[socket.socket], None],
                 connect_timeout: float = 10.0) -> None:
        self.address, self.port, self.key = address, port, key
        self.adopt = adopt
        self.connect_timeout = connect_timeout
        self.paired = 0  # connections handed to the host
        self.problem = ""  # why the last try failed ("" while waiting well)
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self._run())

    async def _run(self) -> None:
        again = AGAIN_FIRST
        while True:
            try:
                sock = await open_paired(self.address, self.port, self.key, "host", self.connect_timeout, None)
            except RelayError as err:
                self.problem = str(err)
                await asyncio.sleep(again)
                again = min(again * 2, AGAIN_MOST)
                continue
            self.problem = ""
            again = AGAIN_FIRST
            self.paired += 1
            try:
                self.adopt(sock)
            except Exception:
                sock.close()

    def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(RuntimeError):
                self._task.get_loop().call_soon(lambda: None)
