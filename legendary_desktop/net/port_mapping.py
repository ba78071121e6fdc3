"""The router opens the port: UPnP-IGD (async-upnp-client) maps the host's TCP port on the home router to
this computer while it hosts, and unmaps it when hosting ends.

```python
mapping = RouterMapping(port=47820)
result = mapping.open()     # SSDP search for the gateway, AddPortMapping, GetExternalIPAddress
result.hint()               # Hint("mapped", "203.0.113.9", 47820): where friends elsewhere may connect
mapping.close()             # DeletePortMapping
```

Each call is blocking and runs its own short asyncio loop (`reachability.Reach` calls them off the window's
thread). The mapping has a lease (`LEASE` seconds; a router that takes only permanent mappings gets one
without): a host that crashes leaves it at most that long, and `Reach` renews it while hosting. A router
that refuses (a SOAP fault), answers nothing, or a network without UPnP gives a `MappingResult` whose
`problem` says so in a player's words; hosting goes on without it.

What the router is told: this computer's address on the network, the port, "TCP", the lease and the
description "Legendary Desktop" (docs/online-security.md, "The router"). NAT-PMP/PCP is not spoken.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
from dataclasses import dataclass
from typing import Any

import aiohttp
from async_upnp_client.aiohttp import AiohttpRequester
from async_upnp_client.client import UpnpDevice, UpnpService
from async_upnp_client.client_factory import UpnpFactory
from async_upnp_client.exceptions import UpnpActionResponseError, UpnpError
from async_upnp_client.search import async_search
from async_upnp_client.utils import get_local_ip

from legendary_desktop.net.ladder import Hint

#: the gateway's device type searched for (version 2 routers answer for version 1 too)
IGD = "urn:schemas-upnp-org:device:InternetGatewayDevice:1"
#: the services that map ports, in the order tried
SERVICES = ("urn:schemas-upnp-org:service:WANIPConnection:2", "urn:schemas-upnp-org:service:WANIPConnection:1",
            "urn:schemas-upnp-org:service:WANPPPConnection:1")
#: seconds a mapping lasts unless renewed (a crashed host's mapping goes by itself)
LEASE = 3600
#: seconds to wait for routers to answer the search
SEARCH_SECONDS = 2
DESCRIPTION = "Legendary Desktop"
#: UPnP's error for a router that takes only mappings without a lease
ONLY_PERMANENT = 725


@dataclass(frozen=True)
class MappingResult:
    mapped: bool
    external_address: str = ""  # the router's internet address, as it says ("" unknown)
    external_port: int = 0
    gateway: str = ""  # the router's description URL
    problem: str = ""  # why not, in a player's words ("" when mapped)

    def hint(self) -> Hint | None:
        if not self.mapped or not self.external_address:
            return None
        return Hint("mapped", self.external_address, self.external_port)


class RouterMapping:
    """One TCP port mapped on the router (UPnP-IGD) while hosting."""

    def __init__(self, port: int, lease: int = LEASE, ssdp_target: tuple[str, int] | None = None,
                 search_seconds: int = SEARCH_SECONDS, description: str = DESCRIPTION) -> None:
        """`ssdp_target`: where to send the search (None: the SSDP multicast group; the tests give a
        fake router's address on loopback)."""
        self.port = port
        self.lease = lease
        self.ssdp_target = ssdp_target
        self.search_seconds = search_seconds
        self.description = description
        self.location = ""  # the gateway found (its description URL)
        self.internal = ""  # this computer's address as the router sees it
        self.result = MappingResult(False)

    # --------------------------------------------------------------- blocking
    def open(self) -> MappingResult:
        """Find the router and map the port (again, when renewing). Never raises."""
        try:
            self.result = asyncio.run(self._open())
        except (UpnpError, aiohttp.ClientError, OSError, TimeoutError, ValueError) as err:
            self.result = MappingResult(False, gateway=self.location, problem=f"the router could not be asked ({err})")
        return self.result

    def close(self) -> bool:
        """Remove the mapping (when one was made). True when the router took it back."""
        if not self.result.mapped:
            return False
        try:
            asyncio.run(self._close())
        except (UpnpError, aiohttp.ClientError, OSError, TimeoutError, ValueError):
            return False
        finally:
            self.result = MappingResult(False, gateway=self.location)
        return True

    # ------------------------------------------------------------------ async
    async def _find(self) -> list[str]:
        """The description URLs of the gateways that answered the search."""
        found: list[str] = []

        async def answered(headers: Any) -> None:
            location = str(headers.get("location", "") or "")
            if location and location not in found:
                found.append(location)

        source = ("127.0.0.1", 0) if self.ssdp_target and ipaddress.ip_address(self.ssdp_target[0]).is_loopback \
            else None
        await async_search(answered, timeout=self.search_seconds, search_target=IGD, source=source,
                           target=self.ssdp_target)
        return found

    async def _service(self, location: str) -> UpnpService | None:
        factory = UpnpFactory(AiohttpRequester(timeout=5), non_strict=True)
        device: UpnpDevice = await factory.async_create_device(location)
        for kind in SERVICES:
            for d in device.all_devices:
                if d.has_service(kind):
                    service = d.service(kind)
                    if service.has_action("AddPortMapping"):
                        return service
        return None

    async def _open(self) -> MappingResult:
        if not self.location:
            found = await self._find()
            if not found:
                return MappingResult(False, problem="no router on this network answered (UPnP is off or missing)")
            self.location = found[0]
        service = await self._service(self.location)
        if service is None:
            return MappingResult(False, gateway=self.location,
                                 problem="the router does not offer to open ports (no UPnP port mapping)")
        self.internal = get_local_ip(self.location)
        lease = self.lease
        try:
            await self._add(service, lease)
        except UpnpActionResponseError as err:
            if err.error_code != ONLY_PERMANENT or lease == 0:
                return MappingResult(False, gateway=self.location, problem=refusal(err))
            lease = 0
            try:
                await self._add(service, 0)
            except UpnpActionResponseError as again:
                return MappingResult(False, gateway=self.location, problem=refusal(again))
        external = ""
        if service.has_action("GetExternalIPAddress"):
            with contextlib.suppress(UpnpError):
                got = await service.action("GetExternalIPAddress").async_call()
                external = str(got.get("NewExternalIPAddress") or "")
        return MappingResult(True, external, self.port, self.location)

    async def _add(self, service: UpnpService, lease: int) -> None:
        await service.action("AddPortMapping").async_call(
            NewRemoteHost="", NewExternalPort=self.port, NewProtocol="TCP", NewInternalPort=self.port,
            NewInternalClient=self.internal, NewEnabled=True, NewPortMappingDescription=self.description,
            NewLeaseDuration=lease)

    async def _close(self) -> None:
        service = await self._service(self.location)
        if service is not None and service.has_action("DeletePortMapping"):
            await service.action("DeletePortMapping").async_call(
                NewRemoteHost="", NewExternalPort=self.port, NewProtocol="TCP")


def refusal(err: UpnpActionResponseError) -> str:
    """A router's SOAP fault in a player's words."""
    what = err.error_desc or "no reason given"
    return f"the router refused to open port (UPnP error {err.error_code}: {what})"


__all__ = ["Hint", "MappingResult", "RouterMapping"]
