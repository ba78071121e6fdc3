"""The online dialogs: Join Online Game (`JoinDialog`: the code, a name, a seat) and the host's lobby (`HostLobby`:
who plays each seat, the join code, the seats filling up), and how a seat is said on every screen.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
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
from legendary_desktop.net.host import FRIEND, HOST, Host, Limits, autosave_path, lan_address
from legendary_desktop.net.join_code import parse
from legendary_desktop.net.protocol import DEFAULT_PORT
from legendary_desktop.persistence.session import Session
from legendary_desktop.ui.online.links import remembered_token

LOBBY_CLOSED = "The host closed the lobby: this game will not start."
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
        form = QFormLayout()
        self.code = QLineEdit()
        self.code.setPlaceholderText("LGD1-… (the line the host sent you)")
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
        try:
            code = parse(self.code.text().strip())
            kept = remembered_token(code.secret)
            token, mine = kept if kept is not None else (None, None)
            self.client = Client(code, name=name, token=token)
            seats = self.client.connect()
        except (JoinError, ValueError) as err:
            self.message.setText(str(err))
            self.client = None
            return
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
        layout.addWidget(QLabel("Send this join code to your friends:"))
        layout.addLayout(row)
        layout.addWidget(self.seats)
        layout.addWidget(self.message)
        layout.addWidget(buttons)
        try:
            self.host.start()
        except OSError as err:
            self.message.setText(f"Can't listen on port {port}: {err}")
            buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)
            return
        self.address.setText(advertise or lan_address())
        self.show_code()
        self.message.setText(f"Listening on {self.host.where()}. Friends on this network join with the code as it "
                             f"is. For friends over the internet, forward port {self.host.port} (TCP) on your "
                             f"router to this computer and put your internet address above.")
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

    def my_seat(self) -> int | None:
        mine = [i for i, k in enumerate(self.host.kinds) if k == HOST]
        return mine[0] if mine else None

    def start(self) -> None:
        if sum(1 for k in self.host.kinds if k == HOST) > 1:
            self.message.setText("Only one seat can be played at this computer in an online game.")
            return
        self.host.begin()
        self.accept()

    def reject(self) -> None:
        self.host.stop(LOBBY_CLOSED)  # friends already seated are told, and stop trying to come back
        super().reject()
