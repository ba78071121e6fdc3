"""The links between an online table and its game: `ClientLink`, a joiner's seat over the network (net/client.py),
and `HostLink`, the host's own seat read from the `Host` in this process (net/host.py). A link polls the messages
for its seat, sends its answers and undo requests, and says what the game behind it offers (the host's may be
saved, replayed and reported; a joiner's is kept on the host's computer). The seat token a joiner was given is
remembered here, so Join offers that seat back.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings

from legendary_desktop.engine.decision import IllegalAnswerError
from legendary_desktop.engine.replay import AnswerReplay, Replay
from legendary_desktop.net.client import Client, JoinError
from legendary_desktop.net.host import Host, setup_summary
from legendary_desktop.net.protocol import Message
from legendary_desktop.persistence.saves import game_log_text
from legendary_desktop.report import build_report
from legendary_desktop.ui.table.table_source import ReportMaker

#: QSettings: the last seat taken, its token and the secret of the game it is in ("secret token seat"), so
#: that Join with the same code (and name) offers that seat back while the host holds it
JOIN_TOKEN_KEY = "online/join_token"


def remembered_token(secret: str) -> tuple[str, int] | None:
    """The token and seat kept for the game of `secret` (None: none kept for it)."""
    kept = str(QSettings().value(JOIN_TOKEN_KEY, "") or "").split()
    if len(kept) == 3 and kept[0] == secret and kept[2].isdigit():
        return kept[1], int(kept[2])
    return None


def remember_token(secret: str, token: str, seat: int) -> None:
    if secret and token and not any(ch.isspace() for ch in secret + token):
        QSettings().setValue(JOIN_TOKEN_KEY, f"{secret} {token} {seat}")


class ClientLink:
    """A joiner's seat over the network."""

    hosts = False  # the game runs elsewhere: nothing of it is saved, replayed or reported here

    def __init__(self, client: Client) -> None:
        self.client = client
        self.seat = client.seat
        self._retrying = False

    def setup(self) -> dict[str, Any]:
        return self.client.setup

    def poll(self) -> list[Message]:
        out = []
        while not self.client.inbox.empty():
            _, m = self.client.inbox.get_nowait()
            if m["t"] == "welcome" and self.client.token and self.client.seat is not None:  # Join offers it back
                remember_token(self.client.code.secret, self.client.token, self.client.seat)
            out.append(m)
        return out

    def log(self) -> list[dict[str, Any]]:
        return self.client.log

    def answer(self, labels: str | list[str]) -> None:
        self.client.answer(labels)

    def can_undo(self) -> bool:
        return self.client.can_undo  # as the latest view said

    def undo(self) -> None:
        """Ask the host to take back this seat's last answer (a refusal comes back as a message)."""
        self.client.undo()

    def reconnect(self) -> None:
        """Try once to come back into the seat, off the window's thread."""
        if self._retrying or self.client.reconnecting:  # the client is coming back by itself
            return
        self._retrying = True

        def go() -> None:
            try:
                self.client.reconnect()
            except (JoinError, OSError, TimeoutError):
                pass
            finally:
                self._retrying = False

        threading.Thread(target=go, name="online-reconnect", daemon=True).start()

    def replay(self) -> Replay | None:
        return None  # no answers here: the views the seat was sent

    def report_maker(self) -> ReportMaker | None:
        return None

    def log_text(self) -> str:
        return ""

    def save_as(self, path: Path) -> None:
        raise OSError("an online game is saved on the host's computer")

    def close(self) -> None:
        self.client.close()


class HostLink:
    """The host's own seat (or none: the host watches), read from the host in this process."""

    hosts = True  # the game runs here: the host saves, replays and reports it

    def __init__(self, host: Host, seat: int | None) -> None:
        self.host = host
        self.seat = seat
        self.changed = threading.Event()
        self.changed.set()
        host.on_change = self.changed.set
        self._log: list[dict[str, Any]] = []
        self._notices = len(host.notices)  # the host's public lines already shown

    def setup(self) -> dict[str, Any]:
        return setup_summary(self.host.session)

    def poll(self) -> list[Message]:
        if not self.changed.is_set():
            return []
        self.changed.clear()
        view = self.host.view(self.seat)
        self._log = view["log"]
        notices = self.host.notices[self._notices:]
        self._notices += len(notices)
        return [*({"t": "undone", "text": line} for line in notices),
                {"t": "view", "view": view, "seats": self.host.seat_table()}]

    def log(self) -> list[dict[str, Any]]:
        return self._log

    def answer(self, labels: str | list[str]) -> None:
        if self.seat is None:
            raise IllegalAnswerError("you watch this game: no seat is yours")
        self.host.answer(self.seat, labels)

    def can_undo(self) -> bool:
        return self.seat is not None and self.host.undo_refusal(self.seat) is None

    def undo(self) -> None:
        if self.seat is None:
            raise IllegalAnswerError("you watch this game: no seat is yours")
        self.host.undo(self.seat)

    def reconnect(self) -> None:
        pass

    def replay(self) -> Replay | None:
        g = self.host.session.game
        return AnswerReplay(g.setup, g.seed, list(g.replay_answers()))

    def report_maker(self) -> ReportMaker | None:
        g = self.host.game_copy()
        return lambda description, qt: build_report(g, description, qt, None)

    def log_text(self) -> str:
        return game_log_text(self.host.game_copy())

    def save_as(self, path: Path) -> None:
        self.host.save_as(path)

    def close(self) -> None:
        self.host.stop()


Link = ClientLink | HostLink
