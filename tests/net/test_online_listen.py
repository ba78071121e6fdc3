"""Where the host listens: IPv4 and IPv6 on one port, said in words; the join code carries the host's
IPv6 address too (old codes still read). Only loopback addresses are used here."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest

from legendary_desktop.net.client import Client
from legendary_desktop.net.host import ANY_ADDRESSES
from legendary_desktop.net.join_code import JoinCode, parse
from tests.net.harness import new_host


def _has_ipv6_loopback() -> bool:
    if not socket.has_ipv6:
        return False
    try:
        with socket.socket(socket.AF_INET6, socket.SOCK_STREAM) as s:
            s.bind(("::1", 0))
    except OSError:
        return False
    return True


def test_a_join_code_carries_an_ipv6_address_and_old_codes_still_read() -> None:
    fp = "ab" * 32
    old = JoinCode("192.168.1.5", 47820, "s3cret", fp)
    assert '"a6"' not in old.text() and parse(old.text()) == old and parse(old.text()).addresses() == ["192.168.1.5"]
    new = JoinCode("192.168.1.5", 47820, "s3cret", fp, "2001:db8::5")
    assert parse(new.text()) == new and new.addresses() == ["192.168.1.5", "2001:db8::5"]


def test_the_host_listens_on_ipv4_and_ipv6_on_one_port_and_says_where(tmp_path: Path) -> None:
    if not _has_ipv6_loopback():
        pytest.skip("this machine has no IPv6 loopback")
    host = new_host(tmp_path, ["host", "friend"], bind=("127.0.0.1", "::1"))
    try:
        assert host.listening == ["127.0.0.1", "::1"]
        assert "127.0.0.1, ::1" in host.where() and str(host.port) in host.where()
        # 127.0.0.2 is loopback but not listened on: refused at once, then the code's IPv6 address
        code = parse(host.join_code("127.0.0.2", "::1"))
        assert code.addresses() == ["127.0.0.2", "::1"]
        c = Client(code, name="Six")
        c.connect()
        c.take(1)
        c.wait("view")
        assert host.seats[1] is not None and host.seats[1].address == "::1"
        c.close()
    finally:
        host.stop()


def test_an_ipv6_address_the_computer_lacks_is_skipped_and_ipv4_alone_listens(tmp_path: Path) -> None:
    host = new_host(tmp_path, ["host", "friend"], bind=("127.0.0.1", "no:such::address"))
    try:
        assert host.listening == ["127.0.0.1"] and "::" not in host.where()
        assert ANY_ADDRESSES == ("0.0.0.0", "::")  # bind=None: every interface, both families
    finally:
        host.stop()
