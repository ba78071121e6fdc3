"""Short codes on screen: the lobby's code for the next friend (big, with Copy; the long code under More), and
Join's code exchange and ladder run off the UI thread, each step said as it is tried.

The servers are settings (QSettings ``online/mailbox_url`` and ``online/relay``; empty: the environment's
``LEGENDARY_MAILBOX_URL`` / ``LEGENDARY_RELAY``, else the public magic-wormhole servers), shown and changed
under the lobby's and Join's "Servers…" button.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from legendary_desktop.net.client import JoinError
from legendary_desktop.net.host import Host
from legendary_desktop.net.invites import ShortCodeClient, ShortCodes, keys_beside, read_keys, short_code_client
from legendary_desktop.net.ladder import Hint
from legendary_desktop.net.rendezvous import RendezvousError, looks_short, mailbox_url, relay_address

MAILBOX_KEY, RELAY_KEY = "online/mailbox_url", "online/relay"
POLL_MS = 50


def servers() -> tuple[str, str]:
    """The rendezvous (mailbox) URL and the relay, as set (empty: the default)."""
    s = QSettings()
    return str(s.value(MAILBOX_KEY, "") or ""), str(s.value(RELAY_KEY, "") or "")


class ServersDialog(QDialog):
    """Where short codes are made and relayed: the public magic-wormhole servers unless set here."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Code and Relay Servers")
        mailbox, relay = servers()
        self.mailbox = QLineEdit(mailbox)
        self.mailbox.setPlaceholderText(mailbox_url())
        self.relay = QLineEdit(relay)
        default_relay = relay_address()
        self.relay.setPlaceholderText(f"tcp:{default_relay[0]}:{default_relay[1]}")
        form = QFormLayout(self)
        form.addRow(QLabel("Short codes go through these servers; they never see a card, a name or the game's "
                           "secret. Leave empty for the public ones."))
        form.addRow("Code server:", self.mailbox)
        form.addRow("Relay:", self.relay)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def save(self) -> None:
        relay = self.relay.text().strip()
        if relay:
            try:
                relay_address(relay)
            except ValueError as err:
                self.relay.setToolTip(str(err))
                self.relay.selectAll()
                return
        s = QSettings()
        s.setValue(MAILBOX_KEY, self.mailbox.text().strip())
        s.setValue(RELAY_KEY, relay)
        self.accept()


def servers_button(parent: QWidget) -> QPushButton:
    button = QPushButton("Servers…")
    button.setToolTip("The code server and relay that short codes use")
    button.clicked.connect(lambda: ServersDialog(parent).open())
    return button


class LobbyCode(QWidget):
    """The lobby's short code for the next friend, big, with Copy; `more` holds the long code's row."""

    def __init__(self, host: Host, more: QWidget, parent: QWidget | None = None,
                 address: Callable[[], str] = lambda: "") -> None:
        """`address`: the address typed in the lobby (an internet address with the port forwarded): sent as
        a direct hint too, tried after the host's own."""
        super().__init__(parent)
        self.host, self.address = host, address
        mailbox, relay = servers()
        self.codes: ShortCodes | None = None
        self.code = QLabel("Getting a short code…")
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = QFont(self.code.font())
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.code.setFont(font)
        self.copy = QPushButton("Copy")
        self.copy.setEnabled(False)
        self.copy.clicked.connect(self.copy_code)
        self.more_button = QPushButton("More")
        self.more_button.setCheckable(True)
        self.more = more
        more.setVisible(False)
        self.more_button.toggled.connect(more.setVisible)
        self.note = QLabel()
        self.note.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.code, 1)
        row.addWidget(self.copy)
        row.addWidget(self.more_button)
        row.addWidget(servers_button(self))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(QLabel("Read this code to the next friend who joins (each friend gets their own):"))
        layout.addLayout(row)
        layout.addWidget(self.note)
        try:
            self.codes = ShortCodes(host, mailbox or None, relay or None, hints=self.hints,
                                    keys_file=keys_beside(host.state_file)).start()
        except ValueError as err:
            self.code.setText("No short code")
            self.note.setText(f"The relay setting is wrong: {err}")
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.refresh)
        self.timer.start(200)

    def refresh(self) -> None:
        codes = self.codes
        if codes is None:
            return
        self.copy.setEnabled(bool(codes.code))
        if codes.code:
            self.code.setText(codes.code)
            came = f" {codes.used} friend(s) used a code so far." if codes.used else ""
            self.note.setText("A code works once: the next friend gets the next code, shown here." + came)
            stuck = [w.problem for w in codes.friends if w.problem]
            if stuck:  # a friend's way in through the relay is down (it is tried again by itself)
                self.note.setText(f"Waiting at the relay failed: {stuck[-1]}; trying again.")
        elif codes.problem:
            self.code.setText("No short code")
            self.note.setText(f"{codes.problem} Friends can still join with the long code under More.")
        else:
            self.code.setText("Getting a short code…")

    def hints(self) -> list[Hint]:
        hints = self.host.direct_hints()
        typed = self.address().strip()
        if typed and all(h.address != typed for h in hints):
            hints.append(Hint("direct", typed, self.host.port))
        return hints

    def copy_code(self) -> None:
        clipboard = QGuiApplication.clipboard()
        if clipboard is not None and self.codes is not None and self.codes.code:
            clipboard.setText(self.codes.code)

    def close_codes(self) -> None:
        if self.codes is not None:
            self.codes.close()


def wait_for_relay_friends(host: Host) -> ShortCodes | None:
    """A host started again (Resume Online Game): friends who came in by a short code find it waiting at the
    relay again (None: nobody came that way)."""
    keys = keys_beside(host.state_file)
    if keys is None or not read_keys(keys):
        return None
    mailbox, relay = servers()
    try:
        return ShortCodes(host, mailbox or None, relay or None, keys_file=keys, resume=True, offer=False).start()
    except ValueError:
        return None


class Joining:
    """Join's short-code work off the UI thread: the exchange, then the ladder's steps (`said` each step's
    line, on the UI thread), then `done(client, seats)` or `failed(text)`. `token_for(secret)`: a seat's
    token kept from an earlier join of that game."""

    def __init__(self, code: str, name: str, token_for: Callable[[str], str | None], said: Callable[[str], None],
                 done: Callable[[ShortCodeClient, list[dict[str, Any]]], None], failed: Callable[[str], None],
                 parent: QWidget) -> None:
        self.lines: queue.Queue[tuple[str, Any]] = queue.Queue()
        self.said, self.done, self.failed = said, done, failed
        self.abandoned = False  # the dialog was closed meanwhile: the connection made is closed, not kept
        if isinstance(parent, QDialog):
            parent.finished.connect(self._abandon)
        mailbox, _ = servers()
        self.timer = QTimer(parent)
        self.timer.timeout.connect(self.poll)
        self.timer.start(POLL_MS)

        def work() -> None:
            self.lines.put(("say", "Exchanging the code with your friend's computer…"))
            try:
                client = short_code_client(code, name=name, mailbox=mailbox or None, token_for=token_for,
                                           report=lambda text: self.lines.put(("say", text)))
                seats = client.connect()
            except (RendezvousError, JoinError, OSError) as err:
                self.lines.put(("failed", str(err)))
                return
            self.lines.put(("done", (client, seats)))

        threading.Thread(target=work, name="short-code-join", daemon=True).start()

    def _abandon(self, result: int = 0) -> None:
        self.abandoned = True

    def poll(self) -> None:
        while True:
            try:
                kind, value = self.lines.get_nowait()
            except queue.Empty:
                return
            if kind == "say":
                self.said(str(value))
                continue
            self.timer.stop()
            if kind == "done" and self.abandoned:
                value[0].close()
            elif kind == "done":
                self.done(*value)
            else:
                self.failed(str(value))
            return


__all__ = ["Joining", "LobbyCode", "ServersDialog", "looks_short", "servers", "wait_for_relay_friends"]
