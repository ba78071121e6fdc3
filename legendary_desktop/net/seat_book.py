"""The host's seat book: who plays each seat, which friend a seat belongs to, and who holds it now.

A seat is "host" (a person at the host's screen), "friend" (open for someone joining with the code) or a
computer strength (bots.seats.STRENGTHS). Taking a friend's seat gives the joiner a token (192 random bits);
the book keeps only its SHA-256 (net/door.py `token_digest`), saved in the host's state beside the secret.
A seat with a token and no connection is *held*: only that token takes it again, at once, replacing a
connection still thought alive. After `Limits.release_after` seconds away the host may give it to a computer
or reopen it; until the host does, the token still brings its friend back. A joiner that has a seat's token
can't take another seat. A take refused because the seat is someone else's is charged to the taker's
address (the gate's `address_allows`), never to the seat's own take bucket, which only its friend (or
whoever takes an open seat) spends.

The book reads no game and sends nothing but its refusals (through the gate): the players' names it
needs are given to it, and the host sends the views and the seat table (net/broadcast.py).
"""

from __future__ import annotations

import hmac
import secrets
from collections.abc import Callable, Sequence
from typing import Any

from legendary_desktop.bots.seats import STRENGTHS
from legendary_desktop.engine.decision import IllegalAnswerError
from legendary_desktop.engine.setup_rules import clean_name
from legendary_desktop.net.door import Gate, Joiner, Limits, token_digest, token_like
from legendary_desktop.net.protocol import Message

HOST = "host"
FRIEND = "friend"


def check_kind(kind: str) -> None:
    if kind not in (HOST, FRIEND, *STRENGTHS):
        raise ValueError(f"a seat is {HOST!r}, {FRIEND!r} or a computer strength, not {kind!r}")


class SeatBook:
    """Per seat: its kind, the name its friend took it with, its friend's token digest ("" none), since when
    that friend is away (None: not away) and the connection playing it now (None: nobody connected)."""

    def __init__(self, kinds: Sequence[str], names: Sequence[str], tokens: Sequence[str],
                 limits: Limits, clock: Callable[[], float]) -> None:
        for k in kinds:
            check_kind(k)
        players = len(kinds)
        self.kinds = list(kinds)
        self.names = list(names) + [""] * (players - len(names))
        self.tokens = [str(t) for t in tokens][:players] + [""] * (players - len(tokens[:players]))
        self.limits, self.clock = limits, clock
        now = clock()
        self.away_since: list[float | None] = [now if t else None for t in self.tokens]
        self.seats: list[Joiner | None] = [None] * players

    def human_seats(self) -> tuple[str, ...]:
        """The seats as a Session records them ("human" or a computer strength)."""
        return tuple("human" if k in (HOST, FRIEND) else k for k in self.kinds)

    def token_seat(self, token: Any) -> int | None:
        """The seat whose friend's token `token` is (None: no seat's)."""
        digest = token_digest(token) if token_like(token) else ""
        owns = [i for i, t in enumerate(self.tokens) if digest and t and hmac.compare_digest(digest, t)]
        return owns[0] if owns else None

    def release_in(self, seat: int) -> float | None:
        """Seconds until the host may let go of `seat`, held for its friend who is away (0: it may now);
        None when the seat is not held."""
        since = self.away_since[seat]
        if not self.tokens[seat] or self.seats[seat] is not None or since is None:
            return None
        return max(0.0, since + self.limits.release_after - self.clock())

    def due(self) -> set[int]:
        """The held seats whose release time has come."""
        return {i for i in range(len(self.kinds)) if self.release_in(i) == 0.0}

    def table(self, players: Sequence[str], started: bool) -> list[dict[str, Any]]:
        """Every seat: who plays it (`players`: the game's names), whether its friend is connected, whether it
        is open to anyone with the code, or held for a friend who is away ("release_in": the seconds until
        the host may let go)."""
        out = []
        for i, kind in enumerate(self.kinds):
            joiner = self.seats[i]
            release = self.release_in(i)
            out.append({"seat": i, "player": players[i], "kind": "computer" if kind in STRENGTHS else kind,
                        "strength": kind if kind in STRENGTHS else None,
                        "name": self.names[i], "connected": joiner is not None,
                        "open": kind == FRIEND and joiner is None and not self.tokens[i],
                        "held": release is not None,
                        "release_in": None if release is None else round(release, 1), "started": started,
                        "came_by": joiner.came_by if joiner is not None else ""})  # the ladder's step it came by
        return out

    # ------------------------------------------------------------------ taking
    def take(self, joiner: Joiner, m: Message, gate: Gate, players: Sequence[str]) -> tuple[int, str, str] | None:
        """A joiner's ``take``: the seat it now holds, its token (new, or the one it came back with) and the
        name it typed, cleaned ("" none); None when refused (the gate has said why, and charged whom)."""
        seat, name, token = m.get("seat"), m.get("name"), m.get("token")
        if joiner.seat is not None:
            gate.refuse(joiner, "you already have a seat")
            return None
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(self.kinds):
            gate.refuse(joiner, "there is no such seat")
            return None
        digest = token_digest(token) if token_like(token) else ""
        owner = self.token_seat(token)
        if owner is not None and owner != seat:
            gate.refuse(joiner, f"you have a seat in this game already ({players[owner]})")
            return None
        mine = owner is not None
        why = None
        if self.kinds[seat] != FRIEND:
            why = "that seat is not open for a friend"
        elif not mine and self.seats[seat] is not None:
            why = "someone is playing that seat"
        elif not mine and self.tokens[seat]:
            why = (f"that seat is kept for {self.names[seat] or 'the friend who played it'} until they come back "
                   "or the host lets it go")
        if why is not None and digest:  # a friend coming back with a token the seat no longer takes
            gate.bye(joiner, "The host let your seat go (to a computer or another friend) while you were away.")
            return None
        if why is not None:  # charged to this connection's address, never to the seat (its friend's takes)
            if gate.address_allows(joiner, "take"):
                gate.refuse(joiner, why)
            return None
        cap = self.limits.seats_per_address
        if not mine and cap is not None and sum(
                1 for j in self.seats if j is not None and j.address == joiner.address) >= cap:
            if gate.address_allows(joiner, "take"):
                gate.refuse(joiner, "another seat is already played from your address")
            return None
        # the seat's own bucket, charged only now: its friend (the token) or whoever takes an open seat
        if not gate.seat_allows(joiner, "take", seat):
            return None
        stale = self.seats[seat]
        if stale is not None and stale is not joiner:  # the same friend, back on a new connection
            stale.seat = None
            gate.bye(stale, "You came back into this seat from another connection.")
        if not mine:
            token = secrets.token_urlsafe(24)
            self.tokens[seat] = token_digest(token)
        assert isinstance(token, str)
        joiner.seat = seat
        self.seats[seat] = joiner
        self.away_since[seat] = None
        clean = clean_name(name)
        if clean:
            self.names[seat] = clean
        return seat, token, clean

    def leave(self, joiner: Joiner) -> bool:
        """`joiner`'s connection went: its seat (if it held one) is held for its token. True if it held one."""
        if joiner.seat is not None and self.seats[joiner.seat] is joiner:
            self.seats[joiner.seat] = None
            self.away_since[joiner.seat] = self.clock()
            return True
        return False

    # ------------------------------------------------------------ the host's say
    def set_kind(self, seat: int, kind: str) -> bool:
        """In the lobby: who plays a seat; False (nothing changes) when a friend has it or is coming back."""
        check_kind(kind)
        if self.seats[seat] is not None or self.tokens[seat]:
            return False
        self.kinds[seat] = kind
        return True

    def holding(self, seat: int) -> None:
        """Raises IllegalAnswerError while `seat` is held for its friend who is away (the release time)."""
        release = self.release_in(seat)
        if release is not None and release > 0:
            raise IllegalAnswerError(f"that seat is held for {self.names[seat] or 'its friend'}, who is away, "
                                     f"for {int(release) + 1} more seconds")

    def reopen(self, seat: int) -> None:
        """Let go of a friend's seat whose friend is away (after the release time): anyone with the code may
        take it; the old token no longer does. Raises IllegalAnswerError while it is held."""
        if self.kinds[seat] != FRIEND or self.seats[seat] is not None:
            raise IllegalAnswerError("only a friend's seat whose friend is away can be reopened")
        self.holding(seat)
        self.tokens[seat], self.away_since[seat] = "", None

    def to_computer(self, seat: int, strength: str) -> Joiner | None:
        """A computer plays `seat` from now on (its friend may not come back to it); returns the connection
        that played it (to say goodbye to). Raises IllegalAnswerError while the seat is held."""
        self.holding(seat)
        self.tokens[seat], self.away_since[seat] = "", None
        self.kinds[seat] = strength
        joiner = self.seats[seat]
        self.seats[seat] = None
        return joiner
