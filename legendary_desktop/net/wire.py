"""Reading one bounded line from an asyncio stream (the framing both ends use), and TCP keepalive."""

from __future__ import annotations

import asyncio
import contextlib
import socket

from legendary_desktop.net.protocol import TooBigError


async def read_line(reader: asyncio.StreamReader, limit: int) -> bytes | None:
    """The next line without its newline; None when the stream ends. A line longer than `limit` (the
    reader's own limit) is skipped to its newline in pieces, never held whole, and raises TooBigError."""
    try:
        line = await reader.readuntil(b"\n")
    except asyncio.IncompleteReadError:
        return None
    except asyncio.LimitOverrunError as err:
        consumed = err.consumed
        while True:
            if not await reader.read(max(consumed, 1)):
                break
            try:
                await reader.readuntil(b"\n")
                break
            except asyncio.LimitOverrunError as more:
                consumed = more.consumed
            except asyncio.IncompleteReadError:
                break
        raise TooBigError(f"a message may be at most {limit} bytes") from None
    if len(line) > limit + 1:
        raise TooBigError(f"a message may be at most {limit} bytes")
    return line[:-1]


def keepalive(sock: socket.socket | None, idle: int = 10, interval: int = 5, count: int = 3) -> None:
    """TCP keepalive on `sock`: the system probes a silent peer after `idle` seconds, every `interval`,
    and gives up after `count` unanswered probes (where the system lets each be set; never raises)."""
    if sock is None:
        return
    with contextlib.suppress(OSError, AttributeError, ValueError):
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_KEEPALIVE, 1)
        for name, value in (("TCP_KEEPIDLE", idle), ("TCP_KEEPALIVE", idle), ("TCP_KEEPINTVL", interval),
                            ("TCP_KEEPCNT", count)):
            option = getattr(socket, name, None)
            if option is not None:
                with contextlib.suppress(OSError):
                    sock.setsockopt(socket.IPPROTO_TCP, option, value)
