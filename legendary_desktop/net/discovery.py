"""Games on the same network, found without a code: mDNS/DNS-SD (zeroconf).

```python
advert = Advert("Alice's game", port=47820, fingerprint=host.fingerprint, addresses=["192.168.1.20"])
advert.start()                      # everyone on this network may now see the game in their Join dialog
advert.update(free=1, seats=3)      # the seats filling up
advert.stop()                       # hosting ended: withdrawn (a "goodbye" on the network)

browser = Browser()
browser.start()
browser.games()                     # [LanGame("Alice's game", "192.168.1.20", 47820, fingerprint, ...)]
browser.stop()
```

What the advertisement carries is public to every computer on the network: the table's name, the address
and port, the certificate's fingerprint, the seats and how many are free, the protocol version. Never the
game's secret: a joiner who found the game this way *knocks* (a ``hello`` with ``knock``: the name typed,
no secret) and the host is asked in the lobby whether to let them in; only then is the secret sent, over
the TLS connection whose certificate the joiner checked against the advertised fingerprint
(docs/online-security.md, "On the same network").

`interfaces`: the addresses to advertise and listen on (None: every interface of this computer; the tests
use ["127.0.0.1"], where multicast works on loopback).
"""

from __future__ import annotations

import contextlib
import ipaddress
import socket
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from zeroconf import Error as ZeroconfError
from zeroconf import InterfaceChoice, IPVersion, ServiceBrowser, ServiceInfo, ServiceStateChange, Zeroconf

from legendary_desktop.net.protocol import PROTOCOL_VERSION

#: the DNS-SD service type (its name part has at most 15 letters)
SERVICE = "_legendary._tcp.local."
#: seconds to wait for a found game's details (address, port, fingerprint)
RESOLVE_TIMEOUT = 3.0
MAX_TABLE_NAME = 40


@dataclass(frozen=True)
class LanGame:
    """A game advertised on this network, as the Join dialog lists it."""

    key: str  # the advertisement's own name (unique on the network)
    name: str  # the table's name ("Alice's game")
    address: str
    port: int
    fingerprint: str  # SHA-256 of the host's certificate, lower-case hex
    free: int  # seats open for a friend
    seats: int  # seats in all
    protocol: int

    def line(self) -> str:
        """The game in a player's words, for the Join dialog's list."""
        free = "no seat free" if self.free <= 0 else "1 seat free" if self.free == 1 else f"{self.free} seats free"
        return f"{self.name} — {self.seats} players, {free}"


def _interfaces(interfaces: Sequence[str] | None) -> Any:
    return InterfaceChoice.All if interfaces is None else list(interfaces)


def _zeroconf(interfaces: Sequence[str] | None) -> Zeroconf:
    version = IPVersion.V4Only if interfaces is not None and all(":" not in a for a in interfaces) else IPVersion.All
    return Zeroconf(interfaces=_interfaces(interfaces), ip_version=version)


def _text(props: dict[bytes, bytes | None], key: str) -> str:
    value = props.get(key.encode())
    return value.decode("utf-8", "replace") if isinstance(value, bytes) else ""


def _number(props: dict[bytes, bytes | None], key: str) -> int:
    text = _text(props, key)
    return int(text) if text.isdigit() and len(text) < 6 else 0


def table_name(name: str) -> str:
    """A table's name as advertised: one line, without the dots DNS-SD names can't hold, at most 40 letters."""
    clean = " ".join(name.replace(".", " ").split())[:MAX_TABLE_NAME]
    return clean or "A game of Legendary"


class Advert:
    """The host's advertisement on this network, while it hosts."""

    def __init__(self, name: str, port: int, fingerprint: str, addresses: Sequence[str], free: int = 0,
                 seats: int = 0, interfaces: Sequence[str] | None = None) -> None:
        self.name = table_name(name)
        self.port, self.fingerprint = port, fingerprint
        self.addresses = [a for a in addresses if a]
        self.free, self.seats = free, seats
        self.interfaces = interfaces
        self.zc: Zeroconf | None = None
        self.info: ServiceInfo | None = None
        self.problem = ""  # why it could not advertise, in a player's words ("" when it does or never tried)

    @property
    def advertising(self) -> bool:
        return self.info is not None

    def _info(self) -> ServiceInfo:
        host = socket.gethostname().split(".")[0] or "legendary"
        packed = [ipaddress.ip_address(a).packed for a in self.addresses]
        props = {"v": str(PROTOCOL_VERSION), "fp": self.fingerprint, "name": self.name,
                 "free": str(self.free), "seats": str(self.seats)}
        return ServiceInfo(SERVICE, f"{self.name}.{SERVICE}", port=self.port, properties=props,
                           addresses=packed, server=f"{host}.local.")

    def start(self) -> bool:
        """Advertise (a name already used on the network gets a number). False, with `problem` set, when
        this computer can't (no multicast, no network)."""
        try:
            self.zc = _zeroconf(self.interfaces)
            info = self._info()
            self.zc.register_service(info, allow_name_change=True)
            self.info = info
            self.problem = ""
            return True
        except (OSError, ZeroconfError, ValueError) as err:
            self.problem = f"this computer can't announce the game on its network ({err})"
            self.stop()
            return False

    def update(self, free: int, seats: int) -> None:
        """The seats changed: the advertisement says so (nothing when unchanged)."""
        if (free, seats) == (self.free, self.seats):
            return
        self.free, self.seats = free, seats
        zc, old = self.zc, self.info
        if zc is None or old is None:
            return
        info = self._info()
        info = ServiceInfo(SERVICE, old.name, port=info.port, properties=info.properties,
                           addresses=info.addresses, server=info.server)
        with contextlib.suppress(OSError, ZeroconfError, ValueError):
            zc.update_service(info)
            self.info = info

    def stop(self) -> None:
        """Withdraw the advertisement (a goodbye every listener hears) and close."""
        zc, info = self.zc, self.info
        self.zc = self.info = None
        if zc is None:
            return
        with contextlib.suppress(OSError, ZeroconfError, ValueError, RuntimeError):
            if info is not None:
                zc.unregister_service(info)
        with contextlib.suppress(OSError, ZeroconfError, RuntimeError):
            zc.close()


class Browser:
    """The games advertised on this network, found as they come and go (for the Join dialog)."""

    def __init__(self, interfaces: Sequence[str] | None = None) -> None:
        self.interfaces = interfaces
        self.zc: Zeroconf | None = None
        self.browser: ServiceBrowser | None = None
        self._found: dict[str, LanGame] = {}
        self._lock = threading.Lock()
        self.problem = ""  # why it can't look, in a player's words

    def start(self) -> bool:
        try:
            self.zc = _zeroconf(self.interfaces)
            self.browser = ServiceBrowser(self.zc, SERVICE, handlers=[self._changed])
            return True
        except (OSError, ZeroconfError, ValueError) as err:
            self.problem = f"this computer can't look for games on its network ({err})"
            self.stop()
            return False

    def _changed(self, zeroconf: Zeroconf, service_type: str, name: str, state_change: ServiceStateChange) -> None:
        """Runs on the browser's own thread: a game came, changed or went."""
        if state_change is ServiceStateChange.Removed:
            with self._lock:
                self._found.pop(name, None)
            return
        info = zeroconf.get_service_info(service_type, name, timeout=int(RESOLVE_TIMEOUT * 1000))
        game = read_game(name, info) if info is not None else None
        with self._lock:
            if game is None:
                self._found.pop(name, None)
            else:
                self._found[name] = game

    def games(self) -> list[LanGame]:
        """The games found and still advertised, by name."""
        with self._lock:
            return sorted(self._found.values(), key=lambda g: (g.name.lower(), g.key))

    def stop(self) -> None:
        browser, zc = self.browser, self.zc
        self.browser = self.zc = None
        with contextlib.suppress(OSError, ZeroconfError, RuntimeError):
            if browser is not None:
                browser.cancel()
            if zc is not None:
                zc.close()


def read_game(key: str, info: ServiceInfo) -> LanGame | None:
    """A found advertisement as a game (None when it lacks what a join needs: an address, a port, a
    fingerprint of 64 hex digits). Its IPv4 address is preferred; a name is cut to 40 letters."""
    props = info.properties
    fingerprint = _text(props, "fp").lower()
    addresses = info.parsed_addresses(IPVersion.V4Only) or info.parsed_addresses()
    if not info.port or not addresses or len(fingerprint) != 64 or any(c not in "0123456789abcdef"
                                                                        for c in fingerprint):
        return None
    name = table_name(_text(props, "name") or key.removesuffix("." + SERVICE))
    return LanGame(key, name, addresses[0], int(info.port), fingerprint, _number(props, "free"),
                   _number(props, "seats"), _number(props, "v"))


def is_local(address: str) -> bool:
    """Is `address` on this network (a private network's, loopback or link-local: a peer that reached the
    host without crossing the internet)? An IPv4 address inside IPv6 (::ffff:a.b.c.d) counts as itself."""
    try:
        ip = ipaddress.ip_address(address.split("%")[0])
    except ValueError:
        return False
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return any(ip in net for net in _LOCAL if net.version == ip.version)


#: a home or office network's own addresses (RFC 1918, unique-local IPv6), loopback and link-local
_LOCAL = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "127.0.0.0/8",
                                            "169.254.0.0/16", "::1/128", "fe80::/10", "fc00::/7")]


__all__ = ["SERVICE", "Advert", "Browser", "LanGame", "is_local", "read_game", "table_name"]
