"""Reading one bounded line from an asyncio stream (the framing both ends use)."""

from __future__ import annotations

import asyncio

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
