"""Decoding a line costs about the same whatever its shape, and a joiner without a seat may send only short
lines: 16 connections that held the code and sent 16 KB pings of empty arrays kept the host's loop at
94 % of a core (each line's parsed message was walked again for its depth). The work is counted in Python
function calls, never in time: the test does not depend on the machine's speed."""

from __future__ import annotations

import gc
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from legendary_desktop.net import protocol
from legendary_desktop.net.protocol import MAX_DEPTH, MAX_FROM_JOINER, ProtocolError, decode
from tests.net.harness import new_host
from tests.net.hostile import Raw


def python_calls(work: Callable[[], Any]) -> int:
    """How many Python function calls (generators resumed included) `work` makes."""
    calls = 0

    def count(frame: Any, event: str, arg: Any) -> None:
        nonlocal calls
        if event == "call":
            calls += 1

    gc.collect()  # no other test's garbage (finalizers are Python calls) is collected meanwhile
    gc.disable()
    sys.setprofile(count)
    try:
        work()
    finally:
        sys.setprofile(None)
        gc.enable()
    return calls


def ping_padded_with(item: bytes, size: int = MAX_FROM_JOINER) -> bytes:
    """A ping carrying a list of `item`s, as long as fits in `size` bytes."""
    head, tail = b'{"t":"ping","v":%d,"x":[' % protocol.PROTOCOL_VERSION, b"]}"
    n = (size - len(head) - len(tail)) // (len(item) + 1)
    body = head + b",".join([item] * n)
    return body + b" " * (size - len(body) - len(tail)) + tail  # exactly `size` bytes


@pytest.mark.parametrize("item", [b"[]", b"{}", b"1", b'"[[[[["', b"[" * 30 + b"]" * 30])
def test_decoding_a_line_makes_a_bounded_number_of_python_calls_whatever_its_shape(item: bytes) -> None:
    line = ping_padded_with(item)
    assert len(line) <= MAX_FROM_JOINER
    assert decode(line)["t"] == "ping"
    assert python_calls(lambda: decode(line)) < 40  # was one per element: 5,000 and more


def test_nesting_and_long_numbers_are_read_on_the_raw_bytes() -> None:
    for depth in (1, MAX_DEPTH - 1, MAX_DEPTH):
        inner = b"[" * (depth - 1) + b"1" + b"]" * (depth - 1)
        assert decode(b'{"t":"x","v":%d,"a":%s}' % (protocol.PROTOCOL_VERSION, inner))
    deep = b'{"t":"x","v":%d,"a":%s}' % (protocol.PROTOCOL_VERSION, b"[" * MAX_DEPTH + b"]" * MAX_DEPTH)
    mixed = b'{"t":"x","v":%d,"a":%s}' % (protocol.PROTOCOL_VERSION, b'[{"b":' * 16 + b"1" + b"}]" * 16)
    for line in (deep, mixed, b"[" * 100_000 + b"]" * 100_000):
        with pytest.raises(ProtocolError, match="nested too deeply"):
            decode(line)
    text = b"[" * 40 + b'\\"' + b"{" * 40 + b"\\\\"  # an escaped quote, then an escaped backslash
    quoted = b'{"t":"x","v":%d,"a":"%s"}' % (protocol.PROTOCOL_VERSION, text)
    assert decode(quoted)["a"].startswith("[[[")  # brackets in a string (with escaped quotes) are text
    assert decode(b'{"t":"x","v":%d,"a":"%s"}' % (protocol.PROTOCOL_VERSION, b"9" * 100))["a"] == "9" * 100
    for number in (b"9" * 31, b"-" + b"9" * 31, b"1." + b"0" * 31, b"9" * 5000):
        with pytest.raises(ProtocolError, match="at most 30 digits"):
            decode(b'{"t":"x","v":%d,"a":%s}' % (protocol.PROTOCOL_VERSION, number))
    assert decode(b'{"t":"x","v":%d,"a":%s}' % (protocol.PROTOCOL_VERSION, b"9" * 30))["a"] == int("9" * 30)


def test_a_joiner_without_a_seat_may_send_only_short_lines(tmp_path: Path) -> None:
    host = new_host(tmp_path, ["host", "friend"])
    try:
        raw = Raw(host.port)
        assert raw.hello(host.secret)["t"] == "seats"  # type: ignore[index]
        raw.send_raw(ping_padded_with(b"[]", protocol.MAX_BEFORE_SEAT + 1) + b"\n")
        m = raw.until("pong", "refused", "bye")
        assert m is not None and m["t"] == "refused" and f"at most {protocol.MAX_BEFORE_SEAT} bytes" in m["reason"]
        raw.send_raw(ping_padded_with(b"[]", protocol.MAX_BEFORE_SEAT) + b"\n")
        assert raw.until("pong", "refused", "bye")["t"] == "pong"  # type: ignore[index]
        raw.send("take", seat=1, name="Bea")
        assert raw.until("welcome", "refused", "bye")["t"] == "welcome"  # type: ignore[index]
        raw.send_raw(ping_padded_with(b"[]") + b"\n")  # seated: a whole 16 KB line
        assert raw.until("pong", "refused", "bye")["t"] == "pong"  # type: ignore[index]
    finally:
        host.stop()
