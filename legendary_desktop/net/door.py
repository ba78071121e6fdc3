"""The online host's door: what a connection may cost before it has shown the game's secret, and the limits
a hosted game keeps (as sshd's MaxStartups and LoginGraceTime).

A security review starts here. `Limits` holds every figure (time limits, caps, rate buckets);
`Door` counts, per address, the connections waiting to give the secret, the recent connections and the
recent wrong secrets (sliding minutes), bounded so a flood of addresses is forgotten. A seat's token is kept
only as its SHA-256 (`token_digest`); anything that is not token-like text is no token (`token_like`).
How the host uses them (the hello, seats, rates per seat and per address) is net/host.py; the figures and
what each defends against are in docs/online-security.md.
"""

from __future__ import annotations

import collections
import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeGuard


@dataclass(frozen=True)
class Limits:
    """The host's time limits and caps (the tests make the times small)."""

    #: TLS and the hello with the secret must be done within this many seconds of connecting
    hello_timeout: float = 15.0
    #: connections that have not given the secret, in all and from one address
    max_unauthed: int = 64
    max_unauthed_per_address: int = 8
    #: wrong secrets from one address in a minute; more are not even checked
    guesses_per_minute: int = 10
    #: new connections from one address in a minute (reconnect floods)
    connects_per_minute: int = 60
    #: joiners with the secret and no seat yet (choosing one), and how long each may take
    max_choosing: int = 16
    choosing_timeout: float = 600.0
    #: the host pings every joiner this often; a joiner silent for `drop_after` seconds is dropped
    heartbeat: float = 5.0
    drop_after: float = 15.0
    #: a dropped friend's seat is held for its token; after this many seconds the host may let it go
    release_after: float = 180.0
    #: one refusal strike is forgotten every this many seconds
    strike_decay: float = 60.0
    #: seats taken from one address (None: any number; friends behind one router share an address)
    seats_per_address: int | None = None
    #: per seat, whatever connection it comes from (each a bucket: so many at once, then so many a second;
    #: an accepted message costs as much as a refused one): answers, undos, and takes of the seat (each
    #: names it)
    #: messages of any kind from one connection (a token bucket too)
    messages_burst: int = 40
    messages_per_second: float = 20.0
    answers_burst: int = 40
    answers_per_second: float = 10.0
    undos_burst: int = 5
    undos_per_second: float = 0.5
    takes_burst: int = 10
    takes_per_second: float = 0.5
    #: joiners from this network asking to be let in without the code (net/discovery.py), at once, and how
    #: long the host has to answer one
    max_knocks: int = 4
    knock_timeout: float = 90.0


def token_digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def token_like(token: Any) -> TypeGuard[str]:
    """Could `token` be a seat's token (URL-safe text of a bounded length)? Anything else is no token."""
    return isinstance(token, str) and 0 < len(token) <= 200 and token.isascii()


class Door:
    """Who is at the door, per address: connections without the secret yet, recent connections and recent
    wrong secrets (sliding minutes). Bounded: an address with nothing recent is forgotten."""

    def __init__(self, limits: Limits, clock: Callable[[], float]) -> None:
        self.limits, self.clock = limits, clock
        self.unauthed: dict[str, int] = {}
        self.connects: dict[str, collections.deque[float]] = {}
        self.wrong: dict[str, collections.deque[float]] = {}
        self.refused = 0  # connections closed at the door, for the tests and the log

    def _recent(self, book: dict[str, collections.deque[float]], address: str, cap: int) -> collections.deque[float]:
        now = self.clock()
        times = book.setdefault(address, collections.deque(maxlen=cap + 1))
        while times and now - times[0] >= 60.0:
            times.popleft()
        if len(book) > 4096:  # many addresses: forget those with nothing in the last minute
            for a in [a for a, t in book.items() if not t or now - t[-1] >= 60.0]:
                del book[a]
            book.setdefault(address, times)
        return times

    def admit(self, address: str, make_room: Callable[[], bool] = lambda: False) -> bool:
        """A new connection from `address`: True if it may go on to TLS and the hello (counted as waiting).
        When the door is full (but not for this address), `make_room` may close the oldest waiting one."""
        lim = self.limits
        connects = self._recent(self.connects, address, lim.connects_per_minute)
        waiting = self.unauthed.get(address, 0)
        if (len(connects) >= lim.connects_per_minute or waiting >= lim.max_unauthed_per_address
                or (sum(self.unauthed.values()) >= lim.max_unauthed and not make_room())):
            self.refused += 1
            return False
        connects.append(self.clock())
        self.unauthed[address] = waiting + 1
        return True

    def leave(self, address: str) -> None:
        """A connection counted as waiting gave the secret, or went."""
        left = self.unauthed.get(address, 0) - 1
        if left > 0:
            self.unauthed[address] = left
        else:
            self.unauthed.pop(address, None)

    def may_guess(self, address: str) -> bool:
        return len(self._recent(self.wrong, address, self.limits.guesses_per_minute)) < self.limits.guesses_per_minute

    def wrong_guess(self, address: str) -> None:
        self._recent(self.wrong, address, self.limits.guesses_per_minute).append(self.clock())
