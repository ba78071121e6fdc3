"""The router opens the port (UPnP-IGD against a fake router on loopback), and "Can my friends reach me?"."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from legendary_desktop.net.client import Client
from legendary_desktop.net.join_code import parse
from legendary_desktop.net.port_mapping import Hint, RouterMapping
from legendary_desktop.net.reachability import IPV6, ON_NETWORK, RELAY, ROUTER, Reach, checks, on_internet
from tests.net.fake_igd import EXTERNAL, FakeRouter
from tests.net.harness import TIMEOUT, new_host


@pytest.fixture
def router() -> Any:
    r = FakeRouter()
    yield r
    r.close()


def test_the_port_is_mapped_to_this_computer_and_unmapped(router: FakeRouter) -> None:
    mapping = RouterMapping(47_831, lease=600, ssdp_target=router.ssdp, search_seconds=1)
    result = mapping.open()
    assert result.mapped and result.problem == ""
    assert result.hint() == Hint("mapped", EXTERNAL, 47_831)
    args = router.mappings[(47_831, "TCP")]
    assert (args["NewInternalPort"], args["NewInternalClient"], args["NewLeaseDuration"]) == ("47831", "127.0.0.1",
                                                                                               "600")
    assert mapping.close()
    assert router.mappings == {}
    assert router.calls == ["AddPortMapping", "GetExternalIPAddress", "DeletePortMapping"]


def test_a_router_that_takes_only_permanent_mappings_gets_one(router: FakeRouter) -> None:
    router.permanent_only = True
    result = RouterMapping(47_832, ssdp_target=router.ssdp, search_seconds=1).open()
    assert result.mapped, result.problem
    assert router.mappings[(47_832, "TCP")]["NewLeaseDuration"] == "0"
    assert router.calls.count("AddPortMapping") == 2


def host_with_reach(tmp_path: Path, router: FakeRouter) -> tuple[Any, Reach]:
    host = new_host(tmp_path, ["host", "friend"], started=False)
    reach = Reach(host, f"Test table {host.port}", router=True, ssdp_target=router.ssdp, search_seconds=1)
    reach.start()
    assert reach.started.wait(TIMEOUT)
    return host, reach


def test_while_hosting_the_mapping_is_a_hint_and_it_goes_when_hosting_stops(tmp_path: Path,
                                                                            router: FakeRouter) -> None:
    host, reach = host_with_reach(tmp_path, router)
    try:
        assert router.mappings[(host.port, "TCP")]["NewInternalClient"] == "127.0.0.1"
        assert reach.advert is not None and reach.advert.info is not None  # advertised on loopback too
        told = b"".join(k + (v or b"") for k, v in reach.advert.info.properties.items())
        assert host.fingerprint.encode() in told and host.secret.encode() not in told  # never the secret
        assert host.extra_hints == [Hint("mapped", EXTERNAL, host.port)]
        assert host.came_by("8.8.8.8") == "router"
        assert reach.renew().wait(TIMEOUT)  # the lease renewed: mapped again, one hint still
        assert router.calls.count("AddPortMapping") == 2 and host.extra_hints == [Hint("mapped", EXTERNAL, host.port)]
        said = {c.step: c for c in checks(host, reach)}
        assert said[ROUTER].ok is True and EXTERNAL in said[ROUTER].text and "not checked from outside" in \
            said[ROUTER].text
        assert said[ON_NETWORK].ok is False and "this computer only" in said[ON_NETWORK].text  # loopback
        assert said[RELAY].ok is None and "not checked" in said[RELAY].text
        assert said[IPV6].ok in (True, False)
    finally:
        host.stop()
    assert router.mappings == {} and "DeletePortMapping" in router.calls
    assert host.extra_hints == []
    assert reach.advert is not None and not reach.advert.advertising


def test_a_router_that_refuses_is_said_and_hosting_goes_on(tmp_path: Path, router: FakeRouter) -> None:
    router.refuse = (718, "ConflictInMappingEntry")
    host, reach = host_with_reach(tmp_path, router)
    client = None
    try:
        said = {c.step: c for c in checks(host, reach)}
        assert said[ROUTER].ok is False
        assert "refused" in said[ROUTER].text and "718" in said[ROUTER].text and "relay" in said[ROUTER].text
        assert host.extra_hints == []
        client = Client(parse(host.join_code()), name="Bea")  # hosting goes on: a friend joins with the code
        assert [s["seat"] for s in client.connect() if s["open"]] == [1]
    finally:
        if client is not None:
            client.close()
        host.stop()
    assert "DeletePortMapping" not in router.calls  # nothing was mapped, nothing to remove


def test_no_router_at_all_is_said_and_hosting_goes_on(tmp_path: Path) -> None:
    host = new_host(tmp_path, ["host", "friend"], started=False)
    try:
        reach = Reach(host, "No router", lan=False, router=True, ssdp_target=("127.0.0.1", 9), search_seconds=1)
        reach.start()
        assert reach.started.wait(TIMEOUT)
        said = {c.step: c for c in checks(host, reach, relay=lambda: (_ for _ in ()).throw(OSError("refused")))}
        assert said[ROUTER].ok is False and "no router" in said[ROUTER].text
        assert said[RELAY].ok is False and "can't be reached" in said[RELAY].text
        assert host.listening  # still hosting
    finally:
        host.stop()


def test_an_address_behind_a_carriers_nat_is_not_on_the_internet() -> None:
    assert on_internet("8.8.8.8") and on_internet(EXTERNAL)
    assert not any(on_internet(a) for a in ("100.64.3.4", "192.168.1.1", "10.1.2.3", "0.0.0.0", "junk"))
