"""The join side's ladder: the ways to reach a host, tried in order, each said on screen.

A short code's exchange (net/rendezvous.py) gives `Details`: the host's secret and certificate fingerprint
(as a long code holds them), its direct `Hint`s (its network addresses, then any the router maps) and the
relay to fall back on with this friend's relay key. `climb` tries each direct hint with a short timeout
(IPv6 ones too), then the relay; every step says what it tries through `report`, and a step counts only
when TLS came up with the host's own certificate (an address on the joiner's network may be another
computer). It returns the open TLS streams and the hint that worked; when none works, `LadderError` names
each step and why it failed.
"""

from __future__ import annotations

import asyncio
import contextlib
import ssl
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from legendary_desktop.net import certificate, relay
from legendary_desktop.net.join_code import JoinCode
from legendary_desktop.net.protocol import MAX_FROM_HOST

DIRECT_TIMEOUT = 3.0  # seconds per direct hint (TCP and TLS)
RELAY_CONNECT_TIMEOUT = 10.0
RELAY_PAIR_TIMEOUT = 20.0  # the host's waiting connection is normally there already
STEPS = ("lan", "direct", "mapped", "relay")


@dataclass(frozen=True)
class Hint:
    step: str  # "lan" | "direct" | "mapped" | "relay"
    address: str
    port: int

    def where(self) -> str:
        return f"[{self.address}]:{self.port}" if ":" in self.address else f"{self.address}:{self.port}"


@dataclass(frozen=True)
class Details:
    """What the host sends a friend through a short code's exchange."""

    secret: str
    fingerprint: str  # SHA-256 of the host's certificate, lower-case hex
    hints: tuple[Hint, ...]  # direct ways, in the order to try
    relay: Hint | None = None  # the transit relay (step "relay")
    key: str = ""  # this friend's relay key (net/relay.py derives the channel from it)

    def to_json(self) -> dict[str, Any]:
        return {"v": 1, "s": self.secret, "f": self.fingerprint,
                "h": [[h.step, h.address, h.port] for h in self.hints],
                "r": [self.relay.address, self.relay.port] if self.relay else None, "k": self.key}

    @classmethod
    def from_json(cls, data: Any) -> Details:
        """Raises ValueError on anything malformed (the other side is not trusted to be well made)."""
        if not isinstance(data, dict) or data.get("v") != 1:
            raise ValueError("not this app's details")
        secret, fp, key = data.get("s"), data.get("f"), data.get("k", "")
        if not (isinstance(secret, str) and isinstance(fp, str) and len(fp) == 64 and isinstance(key, str)):
            raise ValueError("the secret, fingerprint or key is missing")
        int(fp, 16)
        hints = []
        for h in data.get("h") or []:
            if not (isinstance(h, list) and len(h) == 3 and h[0] in STEPS and isinstance(h[1], str)
                    and isinstance(h[2], int) and 0 < h[2] < 65536):
                raise ValueError("a direct hint is malformed")
            hints.append(Hint(h[0], h[1][:100], h[2]))
        r = data.get("r")
        relay_hint = None
        if r is not None:
            if not (isinstance(r, list) and len(r) == 2 and isinstance(r[0], str) and isinstance(r[1], int)
                    and 0 < r[1] < 65536):
                raise ValueError("the relay is malformed")
            relay_hint = Hint("relay", r[0][:200], r[1])
        return cls(secret, fp.lower(), tuple(hints[:16]), relay_hint, key[:64])

    def join_code(self) -> JoinCode:
        """The long code's fields (the first direct hint's address, for the screen and the client)."""
        first = self.hints[0] if self.hints else (self.relay or Hint("relay", "relay", 1))
        return JoinCode(first.address, first.port, self.secret, self.fingerprint)


class LadderError(ConnectionError):
    """No step reached the host: the text names each step and why."""


Streams = tuple[asyncio.StreamReader, asyncio.StreamWriter]


def saying(hint: Hint) -> str:
    """What the screen says while `hint` is tried."""
    if hint.step == "lan":
        return f"Trying your friend's computer on this network at {hint.where()}…"
    if hint.step == "mapped":
        return f"Trying the port your friend's router opened at {hint.where()}…"
    if hint.step == "relay":
        return f"Going through the relay at {hint.where()}…"
    return f"Trying your friend's computer directly at {hint.where()}…"


async def climb(details: Details, report: Callable[[str], None] = lambda text: None,
                direct_timeout: float = DIRECT_TIMEOUT, relay_pair_timeout: float = RELAY_PAIR_TIMEOUT,
                source: str | None = None) -> tuple[asyncio.StreamReader, asyncio.StreamWriter, Hint]:
    """Reach the host: each direct hint in order, then the relay. Returns the TLS streams (the host's
    certificate checked) and the hint that worked; raises LadderError naming every step that failed."""
    failed: list[str] = []
    for hint in details.hints:
        report(saying(hint))
        try:
            reader, writer = await asyncio.wait_for(asyncio.open_connection(
                hint.address, hint.port, ssl=certificate.client_context(), limit=MAX_FROM_HOST,
                local_addr=(source, 0) if source else None), direct_timeout)
        except (OSError, TimeoutError, ssl.SSLError) as err:
            failed.append(f"directly at {hint.where()}: {_short(err)}")
            continue
        if _is_host(writer, details.fingerprint):
            return reader, writer, hint
        writer.close()
        failed.append(f"directly at {hint.where()}: another computer answered")
    if details.relay is not None and details.key:
        hint = details.relay
        report(saying(hint))
        try:
            sock = await relay.open_paired(hint.address, hint.port, details.key, "joiner",
                                           RELAY_CONNECT_TIMEOUT, relay_pair_timeout)
        except relay.RelayError as err:
            failed.append(f"through the relay: {err}")
        else:
            try:
                reader, writer = await asyncio.wait_for(asyncio.open_connection(
                    sock=sock, ssl=certificate.client_context(), server_hostname="", limit=MAX_FROM_HOST),
                    RELAY_CONNECT_TIMEOUT)
            except (OSError, TimeoutError, ssl.SSLError) as err:
                sock.close()
                failed.append(f"through the relay at {hint.where()}: the host did not answer ({_short(err)})")
            else:
                if _is_host(writer, details.fingerprint):
                    return reader, writer, hint
                writer.close()
                failed.append(f"through the relay at {hint.where()}: another computer answered")
    elif not failed:
        failed.append("the host gave no way to reach it")
    raise LadderError("Can't reach your friend's game. Tried " + "; ".join(failed) + ".")


def _is_host(writer: asyncio.StreamWriter, fingerprint: str) -> bool:
    sslobj = writer.get_extra_info("ssl_object")
    der = None
    with contextlib.suppress(ValueError):
        der = sslobj.getpeercert(binary_form=True) if isinstance(sslobj, ssl.SSLObject) else None
    return der is not None and certificate.fingerprint(der) == fingerprint


def _short(err: BaseException) -> str:
    if isinstance(err, TimeoutError):
        return "no answer in time"
    if isinstance(err, ConnectionRefusedError):
        return "nothing listening there"
    text = str(err).strip()
    return text or type(err).__name__
