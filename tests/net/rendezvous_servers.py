"""A magic-wormhole mailbox server and transit relay on 127.0.0.1 (the PyPI servers, run as subprocesses),
each behind a recording proxy, so a test can read every byte that reached them.

The mailbox speaks WebSocket: what a client sends is masked (RFC 6455), so `Servers.mailbox_text` unmasks
every frame before a test looks for a secret in it. The relay's bytes are kept as they came.
"""

from __future__ import annotations

import asyncio
import re
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

STARTED = {"mailbox": re.compile(rb"PrivacyEnhancedSite starting on (\d+)"),
           "relay": re.compile(rb"ServerFactory starting on (\d+)")}


def _serve(kind: str, folder: Path) -> tuple[subprocess.Popen[bytes], int]:
    log = folder / f"{kind}.log"
    if kind == "mailbox":
        args = ["wormhole-mailbox", "--port", "tcp:0:interface=127.0.0.1", "--channel-db", str(folder / "ch.sqlite")]
    else:
        args = ["transitrelay", "--port", "tcp:0:interface=127.0.0.1"]
    with log.open("wb") as out:
        proc = subprocess.Popen([sys.executable, "-m", "twisted", *args], stdout=out, stderr=subprocess.STDOUT,
                                cwd=folder)
    for _ in range(600):  # a safety net only: it starts in about a second
        found = STARTED[kind].search(log.read_bytes())
        if found:
            return proc, int(found.group(1))
        if proc.poll() is not None:
            raise RuntimeError(f"the {kind} server stopped: {log.read_text()}")
        time.sleep(0.05)
    proc.kill()
    raise RuntimeError(f"the {kind} server did not start: {log.read_text()}")


@dataclass
class Proxy:
    """Forwards 127.0.0.1:`port` to `target`, keeping each connection's bytes: (to_server, to_client)."""

    target: int
    port: int = 0
    streams: list[tuple[bytearray, bytearray]] = field(default_factory=list)
    loop: asyncio.AbstractEventLoop | None = None

    def start(self) -> None:
        ready = threading.Event()

        def run() -> None:
            loop = asyncio.new_event_loop()
            self.loop = loop
            server = loop.run_until_complete(asyncio.start_server(self._pipe, "127.0.0.1", 0))
            self.port = server.sockets[0].getsockname()[1]
            ready.set()
            loop.run_forever()

        threading.Thread(target=run, daemon=True, name="proxy").start()
        ready.wait(30)

    async def _pipe(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        up, down = bytearray(), bytearray()
        self.streams.append((up, down))
        try:
            r2, w2 = await asyncio.open_connection("127.0.0.1", self.target)
        except OSError:
            writer.close()
            return

        async def copy(src: asyncio.StreamReader, dst: asyncio.StreamWriter, keep: bytearray) -> None:
            try:
                while data := await src.read(65536):
                    keep += data
                    dst.write(data)
                    await dst.drain()
            except (ConnectionError, OSError):
                pass
            finally:
                dst.close()

        await asyncio.gather(copy(reader, w2, up), copy(r2, writer, down))

    def seen(self) -> bytes:
        return b"".join(bytes(up) + bytes(down) for up, down in self.streams)


def unmask(stream: bytes) -> bytes:
    """The payloads of a WebSocket byte stream (after its HTTP upgrade), masks removed."""
    head, _, data = stream.partition(b"\r\n\r\n")
    out = bytearray(head)
    i = 0
    while i + 2 <= len(data):
        b1 = data[i + 1]
        length, i = b1 & 0x7F, i + 2
        if length == 126:
            length, i = int.from_bytes(data[i:i + 2], "big"), i + 2
        elif length == 127:
            length, i = int.from_bytes(data[i:i + 8], "big"), i + 8
        mask = b""
        if b1 & 0x80:
            mask, i = data[i:i + 4], i + 4
        payload = data[i:i + length]
        i += length
        out += bytes(b ^ mask[k % 4] for k, b in enumerate(payload)) if mask else payload
    return bytes(out)


@dataclass
class Servers:
    mailbox: Proxy
    relay: Proxy

    @property
    def mailbox_url(self) -> str:
        return f"ws://127.0.0.1:{self.mailbox.port}/v1"

    @property
    def relay_address(self) -> str:
        return f"tcp:127.0.0.1:{self.relay.port}"

    def mailbox_text(self) -> bytes:
        """Everything the mailbox server received or sent, as plain WebSocket payloads."""
        return b"".join(unmask(bytes(up)) + unmask(bytes(down)) for up, down in self.mailbox.streams)


@pytest.fixture(scope="module")
def servers(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Servers]:
    folder = tmp_path_factory.mktemp("rendezvous")
    procs = []
    try:
        mailbox, mport = _serve("mailbox", folder)
        procs.append(mailbox)
        relay, rport = _serve("relay", folder)
        procs.append(relay)
        both = Servers(Proxy(mport), Proxy(rport))
        both.mailbox.start()
        both.relay.start()
        yield both  # the proxies' threads end with the test run (their pipes end with the servers)
    finally:
        for p in procs:
            p.terminate()
            try:
                p.wait(10)
            except subprocess.TimeoutExpired:
                p.kill()
