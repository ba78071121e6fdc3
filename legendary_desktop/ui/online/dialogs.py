"""The online dialogs: Join Online Game (`JoinDialog`: the code, a name, a seat) and the host's lobby (`HostLobby`:
who plays each seat, the join code, the seats filling up), and how a seat is said on every screen.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from concurrent.futures import Future
from typing import Any

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from legendary_desktop.bots.seats import STRENGTHS
from legendary_desktop.engine.deal import Seed
from legendary_desktop.engine.setup_rules import MAX_NAME, clean_name, same_name
from legendary_desktop.engine.spec import Setup
from legendary_desktop.net.client import Client, JoinError
from legendary_desktop.net.discovery import LanGame
from legendary_desktop.net.host import FRIEND, HOST, Host, Limits, autosave_path, lan_address
from legendary_desktop.net.join_code import JoinCode, parse
from legendary_desktop.net.protocol import DEFAULT_PORT
from legendary_desktop.persistence.session import Session
from legendary_desktop.ui.online import lan
from legendary_desktop.ui.online.links import remembered_token
from legendary_desktop.ui.online.short_code import Joining, LobbyCode, looks_short, servers_button

LOBBY_CLOSED = "The host closed the lobby: this game will not start."
KNOCK_WAIT = 120.0  # seconds a knock waits for the host's answer (the host's own limit is shorter)
JOIN_CODE_KEY, JOIN_NAME_KEY = "online/join_code", "online/join_name"  # QSettings: Join pre-fills them


def seat_state(s: dict[str, Any], elapsed: float = 0.0) -> str:
    """A friend's seat as every screen says it: "connected", "reconnecting 1:45" (held for its friend, who
    dropped, for that long yet), "away" (held, and the host may let it go) or "not connected" (open).
    `elapsed`: seconds since the seat table came. "" for a seat that is not a friend's."""
    if s.get("kind") != FRIEND:
        return ""
    if s.get("connected"):
        return "connected"
    release = s.get("release_in")
    if s.get("held") and isinstance(release, int | float):
        left = int(max(0.0, release - elapsed) + 0.999)
        return f"reconnecting {left // 60}:{left % 60:02d}" if left > 0 else "away"
    return "not connected"


def seat_line(s: dict[str, Any], elapsed: float = 0.0) -> str:
    who = s["name"] or ("open for a friend" if s["kind"] == FRIEND else "")
    kind = {"host": "Host", "friend": "Friend", "computer": "Computer"}.get(s["kind"], s["kind"])
    state = seat_state(s, elapsed)
    if state == "connected" and lan.came_by(s):  # the ladder's step the friend came in by
        state = f"connected {lan.came_by(s)}"
    return f"{s['player']}: {kind}{' (' + who + ')' if who else ''}{' — ' + state if state else ''}"


def plain_message(parent: QWidget, title: str, text: str) -> None:
    """A message box whose text is shown as typed (it holds friends' names)."""
    box = QMessageBox(QMessageBox.Icon.Information, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.exec()


def plain_label(text: str = "") -> QLabel:
    """A label whose text is shown as typed: friends' names are never markup."""
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


class JoinDialog(QDialog):
    """Paste the join code, type a name, pick an open seat; or, with a seat's token kept from the last time
    (`remembered_token`), that seat back while the host holds it (also one held for the name typed)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Join Online Game")
        self.client: Client | None = None
        self.asking: Future[list[dict[str, Any]]] | None = None  # a knock waiting for the host's answer
        self.lan = lan.LanList()  # games on this network: joined without a code
        self.lan.chosen.connect(self.knock)
        self.finished.connect(lambda *_: self.lan.close_browser())
        self.asked = QTimer(self)
        self.asked.timeout.connect(self._answered)
        self.joining: Joining | None = None  # a short code's exchange and ladder, under way
        form = QFormLayout()
        self.code = QLineEdit()
        self.code.setPlaceholderText("7-crossover-clockwork or LGD1-… (what the host sent you)")
        # wide enough for its placeholder whole and a good part of a code (a code is long: it scrolls)
        words = self.code.fontMetrics().horizontalAdvance(self.code.placeholderText())
        self.code.setMinimumWidth(max(words, self.code.fontMetrics().averageCharWidth() * 44) + 24)
        self.name = QLineEdit()
        self.name.setMaxLength(MAX_NAME * 2)  # cleaned to at most MAX_NAME (clean_name) when sent
        self.find_button = QPushButton("Find Seats")
        self.find_button.clicked.connect(self.connect_to_host)
        row = QHBoxLayout()
        row.addWidget(self.code, 1)
        row.addWidget(self.find_button)
        row.addWidget(servers_button(self))  # short codes' servers (ui/online/short_code.py)
        form.addRow("Join code:", row)
        form.addRow("Your name:", self.name)
        self.seat = QComboBox()
        form.addRow("Seat:", self.seat)
        self.message = plain_label()
        self.message.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Join")
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)
        self.buttons.accepted.connect(self.take)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.lan)
        layout.addLayout(form)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        settings = QSettings()  # the last code and name joined with, to come back with
        self.code.setText(str(settings.value(JOIN_CODE_KEY, "") or "")[:200])
        self.name.setText(clean_name(settings.value(JOIN_NAME_KEY, "")))

    def remember(self) -> None:
        settings = QSettings()
        settings.setValue(JOIN_CODE_KEY, self.code.text().strip()[:200])
        settings.setValue(JOIN_NAME_KEY, clean_name(self.name.text()))

    def connect_to_host(self) -> None:
        if self.client is not None:
            self.client.close()
            self.client = None
        name = clean_name(self.name.text())
        # --- short codes (ui/online/short_code.py): the exchange and the ladder off the UI thread ---
        if looks_short(self.code.text()):
            self.find_button.setEnabled(False)
            self.joining = Joining(self.code.text(), name, lambda secret: (remembered_token(secret) or (None,))[0],
                                   self.message.setText, lambda client, seats: self.found(
                                       client, seats, client.token, (remembered_token(client.code.secret)
                                                                     or (None, None))[1], name),
                                   self.short_code_failed, self)
            return
        # --- end short codes ---
        try:
            code = parse(self.code.text().strip())
            kept = remembered_token(code.secret)
            token, mine = kept if kept is not None else (None, None)
            client = Client(code, name=name, token=token)
            seats = client.connect()
        except (JoinError, ValueError) as err:
            self.message.setText(str(err))
            return
        self.found(client, seats, token, mine, name)

    def knock(self, game: LanGame) -> None:
        """Ask the host of a game found on this network to let this player in (no code: the host answers in
        its lobby, and its app sends the game's secret over the connection once it lets them in)."""
        name = clean_name(self.name.text())
        if not name:
            self.message.setText("Type your name first: the host sees it when you ask to join.")
            return
        if self.client is not None:
            self.client.close()
        self.client = client = Client(JoinCode(game.address, game.port, "", game.fingerprint), name=name, knock=name)
        asking: Future[list[dict[str, Any]]] = Future()
        self.asking = asking

        def go() -> None:
            try:
                asking.set_result(client.connect(timeout=KNOCK_WAIT))
            except (JoinError, OSError, TimeoutError) as err:
                asking.set_exception(err)

        threading.Thread(target=go, name="online-knock", daemon=True).start()
        self.asked.start(100)
        self.seat.clear()
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)
        self.message.setText(f"Asking the host of {game.name} to let you in…")

    def _answered(self) -> None:
        asking = self.asking
        if asking is None or not asking.done():
            return
        self.asked.stop()
        self.asking = None
        try:
            seats = asking.result()
        except (JoinError, OSError, TimeoutError) as err:
            self.message.setText(str(err) or "The host did not answer.")
            self.client = None
            return
        if self.client is not None:
            self.found(self.client, seats, None, None, clean_name(self.name.text()))

    def short_code_failed(self, text: str) -> None:
        self.find_button.setEnabled(True)
        self.message.setText(text)

    def found(self, client: Client, seats: list[dict[str, Any]], token: str | None, mine: int | None,
              name: str) -> None:
        """The host answered: its open seats (and this app's own, kept for it) to pick from."""
        self.find_button.setEnabled(True)
        self.client = client
        self.seat.clear()
        yours = False
        for s in seats:
            if token and s.get("kind") == FRIEND and not s["open"] and (
                    (s["seat"] == mine and s.get("held")) or (name and same_name(str(s["name"]), name))):
                # the seat this app's token was for (or one held for this name): its own seat, it seems
                self.seat.insertItem(0, f"{seat_line(s)}: yours, kept for you", s["seat"])
                yours = True
            elif s["open"]:
                self.seat.addItem(seat_line(s), s["seat"])
        self.seat.setCurrentIndex(0)
        ok = self.seat.count() > 0
        self.message.setText("Your seat is kept for you: press Join to take it back." if yours else
                             "Pick your seat and press Join." if ok else "No seat is open in this game.")
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)

    def take(self) -> None:
        if self.client is None or self.seat.currentData() is None:
            return
        self.client.name = clean_name(self.name.text())
        try:
            if not self.client.connected:  # chose for longer than the host waits (Limits.choosing_timeout)
                self.client.connect()
            self.client.take(int(self.seat.currentData()))
        except JoinError as err:
            self.message.setText(str(err))
            return
        self.remember()
        self.accept()


class HostLobby(QDialog):
    """Who plays each seat, then the join code to send and the seats filling up; Start opens the table."""

    def __init__(self, setup: Setup, seed: Seed, storage: Any = None, parent: QWidget | None = None,
                 port: int = DEFAULT_PORT, bind: str | Sequence[str] | None = None, advertise: str | None = None,
                 cert_folder: Any = None, state_file: Any = None, seats: Sequence[str] = (),
                 limits: Limits | None = None) -> None:
        """`seats`: who the setup wizard said plays each seat ("human" or a computer's strength); a
        computer stays one, the first person is the host and every other person a friend to join."""
        super().__init__(parent)
        self.setWindowTitle("Host Online Game")
        autosave = autosave_path() if storage is not None else None  # the online game's own autosave
        history = storage.history if storage is not None else None
        self.session = Session.new(setup, seed, autosave=autosave, history=history)
        kinds = [HOST] + [FRIEND] * (setup.players - 1)
        for i, kind in enumerate(seats[: setup.players]):
            if kind in STRENGTHS:
                kinds[i] = kind
        if HOST not in kinds and FRIEND in kinds:
            kinds[kinds.index(FRIEND)] = HOST  # the host plays the first seat a person plays
        self.host = Host(self.session, kinds, port=port, bind=bind, advertise=advertise, started=False,
                         cert_folder=cert_folder, state_file=state_file, limits=limits)
        self.kind_boxes: list[QComboBox] = []
        form = QFormLayout()
        for i in range(setup.players):
            box = QComboBox()
            box.addItem("Me (at this computer)", HOST)
            box.addItem("Open for a friend", FRIEND)
            for strength in STRENGTHS:
                box.addItem(f"Computer ({strength.title()})", strength)
            box.setCurrentIndex(box.findData(kinds[i]))
            box.currentIndexChanged.connect(lambda _=0, i=i, box=box: self.host.set_kind(i, box.currentData()))
            self.kind_boxes.append(box)
            form.addRow(f"Player {i + 1}:", box)
        self.address = QLineEdit()
        self.address.setToolTip("The address your friends reach this computer at: as found for your network, "
                                "or your internet address for friends elsewhere (with the port forwarded)")
        self.address.textEdited.connect(self.show_code)
        form.addRow("Your address:", self.address)
        self.code = QLineEdit()
        self.code.setReadOnly(True)
        copy = QPushButton("Copy")
        copy.clicked.connect(self.copy_code)
        row = QHBoxLayout()
        row.addWidget(self.code, 1)
        row.addWidget(copy)
        self.seats = plain_label()
        self.message = plain_label()
        self.message.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Start")
        buttons.accepted.connect(self.start)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        # --- short codes (ui/online/short_code.py): the short code shown, the long code under More ---
        more = QWidget()
        more_layout = QVBoxLayout(more)
        more_layout.setContentsMargins(0, 0, 0, 0)
        more_layout.addWidget(QLabel("Or send this long join code (it needs no code server):"))
        more_layout.addLayout(row)
        self.short_code: LobbyCode | None = None
        self.short_code_place = QVBoxLayout()
        layout.addLayout(self.short_code_place)
        layout.addWidget(more)
        # --- end short codes ---
        layout.addWidget(self.seats)
        layout.addWidget(self.message)
        layout.addWidget(buttons)
        try:
            self.host.start()
        except OSError as err:
            self.message.setText(f"Can't listen on port {port}: {err}")
            buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)
            return
        # the ladder: listed on this network (friends knock), the router asked to open the port
        self.reach = lan.start_reach(self.host)
        self.knocks = lan.KnockBar(self.host)
        self.reach_panel = lan.ReachPanel(self.host, self.reach)
        layout.insertWidget(layout.indexOf(self.seats) + 1, self.knocks)
        layout.insertWidget(layout.indexOf(self.message) + 1, self.reach_panel)
        self.listed = QCheckBox("List this game on this network")
        self.listed.setToolTip("Friends on this network see it in their Join dialog and ask to join; you let them "
                               "in. Untick it on a network of strangers: the list shows your player's name.")
        self.listed.setChecked(True)
        self.listed.toggled.connect(self.reach.list_here)
        layout.insertWidget(layout.indexOf(self.knocks), self.listed)
        # once the host listens: the code for the next friend (the address typed below is a direct way too)
        self.short_code = LobbyCode(self.host, more, self, address=lambda: self.address.text())
        self.short_code_place.addWidget(self.short_code)
        self.address.setText(advertise or lan_address())
        self.show_code()
        self.message.setText(f"Listening on {self.host.where()}. Friends on this network find this game in their "
                             f"Join dialog (you let them in here). Friends anywhere join with the code above: their "
                             f"computer tries yours directly, then port {self.host.port} (TCP), which your router is "
                             f"asked to open, then the relay. The long code under More needs no server.")
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.show_seats)
        self.timer.start(200)
        self.show_seats()

    def show_code(self) -> None:
        self.code.setText(self.host.join_code(self.address.text().strip() or None))

    def copy_code(self) -> None:
        clipboard = QGuiApplication.clipboard()
        if clipboard is not None:
            clipboard.setText(self.code.text())

    def show_seats(self) -> None:
        self.seats.setText("\n".join(seat_line(s) for s in self.host.seat_table()))  # fresh: counts down
        self.knocks.refresh()
        self.reach.seats_changed(*lan.seats_free(self.host))

    def my_seat(self) -> int | None:
        mine = [i for i, k in enumerate(self.host.kinds) if k == HOST]
        return mine[0] if mine else None

    def start(self) -> None:
        if sum(1 for k in self.host.kinds if k == HOST) > 1:
            self.message.setText("Only one seat can be played at this computer in an online game.")
            return
        self.host.begin()
        self.reach.list_here(False)  # friends found on the network knock in the lobby only
        self.accept()

    def reject(self) -> None:
        if self.short_code is not None:
            self.short_code.close_codes()
        self.host.stop(LOBBY_CLOSED)  # friends already seated are told, and stop trying to come back
        super().reject()
