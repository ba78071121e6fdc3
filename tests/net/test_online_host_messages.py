"""A joiner's client survives any message a host may send: a battery of malformed but legal-size messages
from a fake host (real TLS, the certificate the join code names) used to end the client's thread with a
ValueError, KeyError or TypeError and nothing on screen. Each is dropped and reported ("problem")."""

from __future__ import annotations

import contextlib
import socket
import ssl
import threading
from pathlib import Path
from typing import Any

from legendary_desktop.net import certificate
from legendary_desktop.net.client import Client
from legendary_desktop.net.join_code import JoinCode
from legendary_desktop.net.protocol import encode
from tests.net.harness import TIMEOUT
from tests.net.test_online_security import eventually

SEAT = {"seat": 1, "player": "Bea", "kind": "friend", "name": "Bea", "connected": True, "open": False,
        "held": False, "release_in": None, "started": True}

#: every one of these once ended the client's thread (or, kept, would have broken the window reading it)
MALFORMED: list[dict[str, Any]] = [
    {"t": "welcome"},
    {"t": "welcome", "seat": "x"},
    {"t": "welcome", "seat": [1]},
    {"t": "welcome", "seat": 1, "token": 7},
    {"t": "view"},
    {"t": "view", "view": 5},
    {"t": "view", "view": {"log_from": "a", "log": []}},
    {"t": "view", "view": {"log_from": 0, "log": 5}},
    {"t": "view", "view": {"log_from": 0, "log": [{"turn": 1}]}},
    {"t": "view", "view": {"log_from": 99, "log": []}},
    {"t": "view", "view": {"log_from": 0, "log": [], "players": [], "answers": 0, "turn": {"number": 1},
                           "pending": {"player": "x"}}},
    {"t": "seats", "seats": 5},
    {"t": "seats", "seats": [1, 2]},
    {"t": "seats", "seats": [{"seat": 0}]},
    {"t": "seats", "seats": [], "setup": [1]},
    {"t": "seats", "seats": [], "setup": "abc"},
    {"t": "undone", "text": {"a": 1}},
    {"t": "refused", "reason": None},
]


class FakeHost:
    """A host that answers a hello with the seat table, then sends `lines` as they are, then keeps the
    connection open until `close`."""

    def __init__(self, folder: Path, lines: list[bytes]) -> None:
        cert, key, self.fingerprint = certificate.ensure(folder)
        self.tls = certificate.server_context(cert, key)
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self.lines = lines
        self.done = threading.Event()
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def code(self) -> JoinCode:
        return JoinCode("127.0.0.1", self.port, "secret", self.fingerprint)

    def _serve(self) -> None:
        with contextlib.suppress(OSError, ssl.SSLError):
            conn, _ = self.listener.accept()
            with self.tls.wrap_socket(conn, server_side=True) as tls:
                tls.settimeout(TIMEOUT)
                hello = b""
                while b"\n" not in hello:
                    hello += tls.recv(4096)
                tls.sendall(encode("seats", seats=[{**SEAT, "connected": False, "open": True}], setup={}))
                for line in self.lines:
                    tls.sendall(line)
                self.done.wait(TIMEOUT)

    def close(self) -> None:
        self.done.set()
        self.listener.close()
        self.thread.join(TIMEOUT)


def test_the_client_survives_every_malformed_message_from_a_host_and_says_what_it_dropped(tmp_path: Path) -> None:
    lines = [encode(m["t"], **{k: v for k, v in m.items() if k != "t"}) for m in MALFORMED]
    lines.append(encode("welcome", seat=1, token="the-token"))  # then good ones: still kept
    lines.append(encode("seats", seats=[SEAT], setup={"players": 2}))
    host = FakeHost(tmp_path / "cert", lines)
    client = Client(host.code(), name="Bea")
    try:
        seats = client.connect()
        assert seats[0]["open"]
        eventually(lambda: client.seats == [SEAT] or client._thread is None or not client._thread.is_alive())
        assert client._thread is not None and client._thread.is_alive() and client.connected
        assert client.seat == 1 and client.token == "the-token" and client.setup == {"players": 2}
        assert len(client.problems) == len(MALFORMED), client.problems
        problems = []
        while not client.inbox.empty():
            _, m = client.inbox.get_nowait()
            if m["t"] == "problem":
                problems.append(m["text"])
        assert len(problems) == len(MALFORMED)
        assert all(p.startswith("The host sent a message this app can't read (") for p in problems)
        assert client.view is None and client.log == []  # nothing of a bad view was kept
    finally:
        client.close()
        host.close()
