"""The host's side of the ladder while it hosts, and "Can my friends reach me?".

```python
reach = Reach(host, "Alice's game")     # host.start() first
reach.start()                           # off the caller's thread: the LAN advert, the router's mapping
reach.seats_changed(free=1, seats=3)
checks(host, reach)                     # [Check("On this network", True, "Friends on this network ..."), ...]
host.stop()                             # runs reach.stop: the advert withdrawn, the mapping removed
```

`Reach` runs on a worker thread of its own (zeroconf's announcements and the router's answers take a
moment; the window never waits for them): it advertises the game on this network (net/discovery.py), asks
the router to map the port (net/port_mapping.py) and renews the mapping at half its lease. A mapping made
puts a ``Hint("mapped", external address, port)`` in `host.extra_hints` (the joiner's ladder tries it).
Either step failing is said (`checks`) and hosting goes on.

`checks` says what this computer can honestly know, in a player's words: reachability from outside is never
tested here (nothing outside is asked), so a step that should work says "likely" and "not checked from
outside".
"""

from __future__ import annotations

import contextlib
import ipaddress
import queue
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from legendary_desktop.net.discovery import Advert, is_local
from legendary_desktop.net.host import ANY_ADDRESSES, lan_address, lan_address6
from legendary_desktop.net.port_mapping import LEASE, Hint, MappingResult, RouterMapping

ON_NETWORK, ROUTER, IPV6, RELAY = "On this network", "The router", "IPv6", "The relay"


@dataclass(frozen=True)
class Check:
    step: str
    ok: bool | None  # None: not checked (or can't be from here)
    text: str

    def line(self) -> str:
        mark = "✓" if self.ok else "✗" if self.ok is False else "?"
        return f"{mark} {self.step}: {self.text}"


def _loopback(address: str) -> bool:
    try:
        return ipaddress.ip_address(address).is_loopback
    except ValueError:
        return False


def lan_addresses(host: Any) -> list[str]:
    """The addresses friends on this network reach the host at (what it listens on; every interface:
    this computer's LAN addresses)."""
    out: list[str] = []
    for a in host.listening:
        if a in ANY_ADDRESSES:
            out.append(lan_address() if a == "0.0.0.0" else lan_address6())
        else:
            out.append(a)
    return [a for a in dict.fromkeys(out) if a]


class Reach:
    """The LAN advert and the router's mapping of one hosting, on a worker thread."""

    def __init__(self, host: Any, name: str, lan: bool = True, router: bool | None = None,
                 interfaces: Sequence[str] | None = None, ssdp_target: tuple[str, int] | None = None,
                 lease: int = LEASE, search_seconds: int = 2, seats: tuple[int, int] = (0, 0)) -> None:
        """`router` None: ask the router unless the host listens only on loopback (nothing to map);
        `interfaces`: where to advertise (None: the host's own addresses when it listens on some, else every
        interface); `seats`: the seats free and in all, as advertised first."""
        self.host = host
        addresses = lan_addresses(host)
        only_loopback = bool(addresses) and all(_loopback(a) for a in addresses)
        if interfaces is None and host.listening and not any(a in ("0.0.0.0", "::") for a in host.listening):
            interfaces = list(host.listening)
        self.advert = Advert(name, host.port, host.fingerprint, addresses, free=seats[0], seats=seats[1],
                             interfaces=interfaces) if lan else None
        want_router = (not only_loopback) if router is None else router
        self.mapping = RouterMapping(host.port, lease=lease, ssdp_target=ssdp_target,
                                     search_seconds=search_seconds) if want_router else None
        self.lease = lease
        self.asked_router = False  # the router has answered (or not) at least once
        self.started = threading.Event()  # the advert and the first mapping are done (or failed)
        self.stopped = False
        self._jobs: queue.Queue[tuple[str, Any]] = queue.Queue()
        self._thread: threading.Thread | None = None
        self._hint: Hint | None = None

    @property
    def result(self) -> MappingResult | None:
        return self.mapping.result if self.mapping is not None and self.asked_router else None

    def start(self) -> None:
        if self._thread is not None:
            return
        self.host.stopping.append(self.stop)
        self._thread = threading.Thread(target=self._run, name="online-reach", daemon=True)
        self._thread.start()

    def seats_changed(self, free: int, seats: int) -> None:
        if self.advert is not None and (free, seats) != (self.advert.free, self.advert.seats):
            self._jobs.put(("seats", (free, seats)))

    def list_here(self, listed: bool) -> None:
        """List the game on this network, or withdraw it (the host's choice; knocks still need Let In)."""
        if self.advert is not None:
            self._jobs.put(("listed", listed))

    def renew(self) -> threading.Event:
        """Map the port again now, as the lease's timer does (set when done)."""
        done = threading.Event()
        self._jobs.put(("renew", done))
        return done

    def stop(self, timeout: float = 15.0) -> None:
        """Withdraw the advert and remove the mapping (waits for both, at most `timeout` seconds)."""
        if self.stopped:
            return
        self.stopped = True
        self._jobs.put(("stop", None))
        if self._thread is not None:
            self._thread.join(timeout)

    def _run(self) -> None:
        try:
            if self.advert is not None:
                self.advert.start()
            self._map()
        finally:
            self.started.set()
        renew = max(self.lease / 2, 30.0) if self.lease else None
        while True:
            try:
                mapped = self.mapping is not None and self.mapping.result.mapped
                job, arg = self._jobs.get(timeout=renew if mapped else None)
            except queue.Empty:
                self._map()  # the lease renewed
                continue
            if job == "stop":
                break
            if job == "seats" and self.advert is not None:
                self.advert.update(*arg)
            elif job == "listed" and self.advert is not None:  # the host's choice: listed or not
                if arg and not self.advert.advertising:
                    self.advert.start()
                elif not arg:
                    self.advert.stop()
            elif job == "renew":
                self._map()
                arg.set()
        if self.advert is not None:
            self.advert.stop()
        if self._hint is not None:
            with contextlib.suppress(ValueError):
                self.host.extra_hints.remove(self._hint)
        if self.mapping is not None:
            self.mapping.close()

    def _map(self) -> None:
        if self.mapping is None:
            return
        result = self.mapping.open()
        self.asked_router = True
        hint = result.hint()
        if hint != self._hint:
            if self._hint is not None:
                with contextlib.suppress(ValueError):
                    self.host.extra_hints.remove(self._hint)
            if hint is not None:
                self.host.extra_hints.append(hint)
            self._hint = hint


def checks(host: Any, reach: Reach | None, relay: Callable[[], str] | None = None) -> list[Check]:
    """"Can my friends reach me?": each step, what this computer knows of it, in a player's words.
    `relay`: reaches the relay and returns its address (raises OSError when it can't); None: no relay is
    set, not checked."""
    port = host.port
    out: list[Check] = []
    addresses = lan_addresses(host)
    where = ", ".join(addresses) or "no address"
    if addresses and all(_loopback(a) for a in addresses):
        out.append(Check(ON_NETWORK, False, f"you host on this computer only ({where}): no other computer can "
                                            "reach it."))
    elif reach is not None and reach.advert is not None and reach.advert.advertising:
        out.append(Check(ON_NETWORK, True, f"friends on this network see “{reach.advert.name}” in their Join "
                                           f"dialog and ask to join; they reach you at {where}, port {port}."))
    else:
        why = reach.advert.problem if reach is not None and reach.advert is not None else "it is not announced"
        out.append(Check(ON_NETWORK, bool(addresses),
                         f"friends on this network join with the code (you are at {where}, port {port}), but the "
                         f"game is not listed in their Join dialog: {why or 'not announced yet'}."))
    result = reach.result if reach is not None else None
    if reach is None or reach.mapping is None:
        out.append(Check(ROUTER, None, "not asked (this game is hosted on this computer only)."))
    elif result is None:
        out.append(Check(ROUTER, None, "still asking your router to open the port…"))
    elif not result.mapped:
        out.append(Check(ROUTER, False, f"{result.problem}. Friends elsewhere need the relay, or port {port} "
                                        "(TCP) forwarded on the router by hand."))
    elif not result.external_address:
        out.append(Check(ROUTER, None, f"your router opened port {port} but did not say its internet address."))
    elif not on_internet(result.external_address):
        out.append(Check(ROUTER, False, f"your router opened port {port}, but its own address "
                                        f"({result.external_address}) is not on the internet: another router or "
                                        "your provider's NAT is in the way, so friends elsewhere likely can't "
                                        "reach you this way."))
    else:
        out.append(Check(ROUTER, True, f"your router opened port {port}: friends elsewhere likely reach you at "
                                       f"{result.external_address} (not checked from outside)."))
    v6 = lan_address6()
    if v6:
        out.append(Check(IPV6, True, f"this computer has an internet IPv6 address ({v6}): friends with IPv6 may "
                                     "reach you directly, unless a firewall stops them (not checked from outside)."))
    else:
        out.append(Check(IPV6, False, "this computer has no internet IPv6 address: nobody connects to it directly "
                                      "over IPv6."))
    if relay is None:
        out.append(Check(RELAY, None, "not checked: no relay is set."))
    else:
        try:
            out.append(Check(RELAY, True, f"the relay at {relay()} answers: friends anywhere can join through it."))
        except (OSError, TimeoutError, ValueError) as err:
            out.append(Check(RELAY, False, f"the relay can't be reached ({err})."))
    return out


def on_internet(address: str) -> bool:
    """Could `address` be on the internet (not private, loopback, link-local, unspecified, nor a carrier's
    NAT, RFC 6598)?"""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    return not is_local(address) and not ip.is_unspecified and ip not in _SHARED


_SHARED = ipaddress.ip_network("100.64.0.0/10")

__all__ = ["Check", "Reach", "checks", "lan_addresses"]
