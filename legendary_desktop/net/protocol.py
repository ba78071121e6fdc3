"""The online protocol: small JSON messages, one per line, each with a type ("t") and a version ("v").

A joiner sends: ``hello`` (app and protocol version, the secret), ``take`` (a seat, a name and the seat's
token if it has one), ``answer`` (the labels chosen for the pending decision numbered ``n``: the number of
answers given before it), ``undo`` (take back this seat's last answer; ``n``: the number of answers of the
view it was asked from) and ``ping``. The host sends: ``seats`` (the table's seats: which are open, which
are held for a friend who is away), ``welcome`` (the seat taken and its token), ``view`` (the seat's view:
engine/view.py, the log only from the first line not yet sent; and ``can_undo``: whether this seat may
undo now), ``undone`` (a public line: a seat took back its last choice), ``refused`` (one line saying why
a message was not accepted), ``bye`` (why the connection ends; with ``again``: the host is busy, try
again later) and ``pong``. Both ends send ``ping`` as
a heartbeat and answer the other's with ``pong``.

Version 2 added ``undo``, ``undone`` and ``can_undo``. Version 3 added seat tokens (``welcome`` gives
one, ``take`` presents it), held seats in the seat table, and the host's pings (a joiner must answer).
A ``hello`` may carry the token too (a friend coming back never waits for a seat-choosing slot), and a
``bye`` may say ``again``; hosts and joiners without either still understand each other.
A ``hello`` without the secret and with ``knock`` (the name typed) asks the host to be let in, for a game
found on the same network (net/discovery.py): the host answers ``letin`` (the game's secret, to that joiner
alone) and then ``seats``, or a ``bye``; meanwhile the joiner may only ``ping``. The seat table's rows say
``came_by``: the ladder's step a connected friend came in by ("lan", "direct", "router", "relay").

A line is at most `MAX_FROM_JOINER` bytes from a joiner (an answer is small) and `MAX_FROM_HOST` from the
host (a view with a long log). A longer line is refused whole, without reading it into memory. A message
nests at most `MAX_DEPTH` arrays and objects and its numbers have at most `MAX_INT_DIGITS` digits in a row;
anything else is refused in one line (`decode` raises only ProtocolError). Both are checked on the raw
bytes before parsing, in a few linear passes of C code, never by walking the parsed message, so a line
costs about the same whatever its shape. A joiner without a seat may send lines of `MAX_BEFORE_SEAT`
bytes at most (a hello, a take, a ping).
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable
from typing import Any

from legendary_desktop import __version__

# 4: the view of a finished game carries its story (engine/view.py, VIEW_VERSION 4); 5: another seat's decision
# in words that name no hidden card, a player's Wounds as text (VIEW_VERSION 5); 6: the view's version is its
# shape's fingerprint (engine/seat_view.py), text instead of a number kept by hand
PROTOCOL_VERSION = 6
APP_VERSION = __version__
MAX_FROM_JOINER = 16 * 1024
MAX_FROM_HOST = 8 * 1024 * 1024
#: a line from a joiner without a seat (a hello, a take or a ping: a few hundred bytes), so that decoding
#: costs a connection that only holds the code little
MAX_BEFORE_SEAT = 2 * 1024
#: arrays and objects inside one another in a message (a view nests 6 deep)
MAX_DEPTH = 32
#: digits of a number in a message, in a row (answer numbers, seats, counts: a few digits)
MAX_INT_DIGITS = 30
#: the port a host listens on unless told otherwise (one port to forward for internet play)
DEFAULT_PORT = 47_820

Message = dict[str, Any]


class ProtocolError(ValueError):
    """A line that is not a message of this protocol: the text says what is wrong, in one line."""


class TooBigError(ProtocolError):
    pass


def encode(kind: str, **fields: Any) -> bytes:
    """One line. Any text encodes: a lone surrogate (a joiner's "\\udc80" quoted back in a refusal) goes
    as a JSON escape instead of failing to encode."""
    message = {"t": kind, "v": PROTOCOL_VERSION, **fields}
    text = json.dumps(message, separators=(",", ":"), ensure_ascii=False)
    try:
        return text.encode() + b"\n"
    except UnicodeEncodeError:
        return json.dumps(message, separators=(",", ":")).encode() + b"\n"


def _constant(text: str) -> Any:
    raise ProtocolError(f"{text} is not a number of this protocol")


_ESCAPE = re.compile(rb"\\.", re.DOTALL)
_LONG_NUMBER = re.compile(rb"[0-9]{%d}" % (MAX_INT_DIGITS + 1))
_BRACKETS = bytes.maketrans(b"{}", b"[]")  # nesting is nesting: objects count as arrays
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")


def _outside_strings(line: bytes) -> bytes:
    """The JSON text `line` without its strings: escapes dropped, then what is between the quotes left."""
    return b"".join(_ESCAPE.sub(b"", line).split(b'"')[::2])


def too_deep(line: bytes, limit: int = MAX_DEPTH, outside: bytes | None = None) -> bool:
    """Do arrays and objects nest more than `limit` deep in the JSON text `line`? Read on the raw bytes
    before parsing, in linear passes of C code (no walk of a parsed message): the strings dropped, then
    every other byte but brackets; then, at most `limit` times, the innermost pairs (one level a pass),
    done early when `limit` - passes + 1 openers stand in a row. `outside`: `line` without its strings."""
    if outside is None:
        outside = _outside_strings(line)
    brackets = outside.translate(_BRACKETS, _NOT_BRACKETS)
    for passes in range(limit):
        if not brackets:
            return False
        if b"[" * (limit - passes + 1) in brackets:
            return True
        shorter = brackets.replace(b"[]", b"")
        if len(shorter) == len(brackets):
            return False  # unbalanced: not JSON, which the parser says
        brackets = shorter
    return bool(brackets)


def decode(line: bytes, check_version: bool = True) -> Message:
    """One message from a line; raises ProtocolError (and nothing else) saying what is wrong.
    `check_version=False` lets a message of another protocol version through (a host reads a joiner's
    hello before it says anything about its own version)."""
    outside = _outside_strings(line)  # the checks read the raw bytes in C: bounded work per byte
    if too_deep(line, outside=outside):
        raise ProtocolError("that message is nested too deeply")
    if _LONG_NUMBER.search(outside):
        raise ProtocolError(f"a number in a message has at most {MAX_INT_DIGITS} digits")
    try:
        data = json.loads(line.decode("utf-8"), parse_constant=_constant)
    except ProtocolError:
        raise
    except RecursionError:  # "[[[[..." nested deeper than the parser goes
        raise ProtocolError("that message is nested too deeply") from None
    except (UnicodeDecodeError, ValueError, TypeError, OverflowError):  # JSONDecodeError is a ValueError
        raise ProtocolError("that was not a JSON message") from None
    if not isinstance(data, dict) or not isinstance(data.get("t"), str):
        raise ProtocolError("a message is a JSON object with a type \"t\"")
    if check_version and data.get("v") != PROTOCOL_VERSION:
        raise ProtocolError(f"this end speaks online protocol {PROTOCOL_VERSION}, not {str(data.get('v'))[:20]}")
    return data


class RateLimit:
    """A token bucket: `burst` messages at once, then `per_second` on average. `clock` is injectable."""

    def __init__(self, per_second: float = 20.0, burst: int = 40,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.per_second, self.burst, self.clock = per_second, burst, clock
        self.tokens = float(burst)
        self.last = clock()

    def refund(self) -> None:
        """Give back the token of a message that was useful (an accepted answer: play is never limited)."""
        self.tokens = min(self.burst, self.tokens + 1)

    def allow(self) -> bool:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.per_second)
        self.last = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False


def version_line(app: Any, protocol: Any) -> str | None:
    """Why a joiner of this app/protocol version can't play here, in one line (None: it can)."""
    if protocol == PROTOCOL_VERSION and app == APP_VERSION:
        return None
    return (f"This game is hosted with Legendary Desktop {APP_VERSION} (online protocol {PROTOCOL_VERSION}); "
            f"you have {app} (protocol {protocol}). Install the same version as the host to join.")
