"""The ladder's parts of the online windows: games on this network in the Join dialog, the host's "Bob on
this network wants to join — Let in / Refuse", "Can my friends reach me?", and the words for the step each
friend came in by (net/discovery.py, net/port_mapping.py, net/reachability.py)."""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from legendary_desktop.net.discovery import Browser, LanGame
from legendary_desktop.net.host import HOST, Host
from legendary_desktop.net.reachability import Reach, checks

#: the ladder's steps as a seat line says them
CAME_BY = {"lan": "on this network", "direct": "directly", "router": "through the router",
           "relay": "through the relay"}
#: the addresses to advertise and look on (None: every interface; the tests set ["127.0.0.1"])
INTERFACES: list[str] | None = None
#: where the router is searched for (None: the SSDP multicast group; the tests set a fake router's)
SSDP_TARGET: tuple[str, int] | None = None
#: ask the router to open the port (None: unless the host listens on this computer only)
ROUTER: bool | None = None
#: the relay check (None: no relay is set in this version: "not checked")
RELAY_CHECK: Callable[[], str] | None = None


def came_by(s: dict[str, Any]) -> str:
    """How a seat's friend came in, in words ("" unknown or not connected)."""
    return CAME_BY.get(str(s.get("came_by") or ""), "") if s.get("connected") else ""


def table_name(host: Host) -> str:
    """The name the game is listed under on this network: the host's player's ("Alice's game")."""
    mine = [i for i, k in enumerate(host.kinds) if k == HOST]
    players = host.session.game.players
    return f"{players[mine[0]].name}'s game" if mine else "A game of Legendary"


def start_reach(host: Host, listed: bool = True) -> Reach:
    """The LAN advert (`listed`) and the router's mapping for `host` (listening already), on their own
    thread."""
    reach = Reach(host, table_name(host), lan=listed, router=ROUTER, interfaces=INTERFACES, ssdp_target=SSDP_TARGET,
                  seats=seats_free(host))
    reach.start()
    return reach


def seats_free(host: Host) -> tuple[int, int]:
    table = host.seat_table()
    return sum(1 for s in table if s["open"]), len(table)


def grow(widget: QWidget) -> None:
    """The dialog holding `widget` takes the room its new lines need (nothing is squeezed or cut)."""
    window = widget.window()
    layout = window.layout()
    if window is not widget and window.isVisible() and layout is not None:
        height = layout.totalHeightForWidth(window.width())  # wrapped lines counted at this width
        window.resize(window.width(), max(window.height(), height, window.sizeHint().height()))


class KnockBar(QWidget):
    """In the lobby: the oldest knock, "Bob on this network wants to join", with Let in and Refuse."""

    def __init__(self, host: Host, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self.knock: int | None = None
        self.text = QLabel()
        self.text.setTextFormat(Qt.TextFormat.PlainText)  # a typed name is never markup
        self.text.setWordWrap(True)
        self.let_in = QPushButton("Let In")
        self.refuse = QPushButton("Refuse")
        self.let_in.clicked.connect(lambda: self.answer(True))
        self.refuse.clicked.connect(lambda: self.answer(False))
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.text, 1)
        row.addWidget(self.let_in)
        row.addWidget(self.refuse)
        self.refresh()

    def refresh(self) -> None:
        knocks = self.host.knocks()
        if bool(knocks) != self.isVisibleTo(self.window()):
            self.setVisible(bool(knocks))
            grow(self)
        if not knocks:
            self.knock = None
            return
        self.knock, name = knocks[0]
        more = f" ({len(knocks) - 1} more asking)" if len(knocks) > 1 else ""
        self.text.setText(f"{name} on this network wants to join{more}.")

    def answer(self, allow: bool) -> None:
        if self.knock is not None:
            self.host.let_in(self.knock, allow)
        self.refresh()


class ReachPanel(QWidget):
    """"Can my friends reach me?": the checks run off the window's thread, each step said in a line."""

    def __init__(self, host: Host, reach: Reach | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.host, self.reach = host, reach
        self.button = QPushButton("Can My Friends Reach Me?")
        self.button.clicked.connect(self.run)
        self.result = QPlainTextEdit()  # a few lines, scrolled when the answers take more
        self.result.setReadOnly(True)
        self.result.setFixedHeight(self.result.fontMetrics().lineSpacing() * 6 + 12)
        self.result.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.result)
        self._running: Future[str] | None = None
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._show)

    def run(self) -> None:
        if self._running is not None:
            return
        self.button.setEnabled(False)
        self.result.setPlainText("Checking…")
        if self.result.isHidden():
            self.result.show()
            grow(self)
        running: Future[str] = Future()
        self._running = running
        reach = self.reach

        def go() -> None:
            if reach is not None:
                reach.started.wait(15)  # the router's first answer
            running.set_result("\n".join(c.line() for c in checks(self.host, reach, RELAY_CHECK)))

        threading.Thread(target=go, name="online-reach-check", daemon=True).start()
        self.timer.start(100)

    def _show(self) -> None:
        running = self._running
        if running is None or not running.done():
            return
        self.timer.stop()
        self._running = None
        self.result.setPlainText(running.result())
        self.button.setEnabled(True)


class LanList(QWidget):
    """In the Join dialog: the games found on this network; `chosen` when one is double-clicked or its
    button pressed."""

    chosen = Signal(object)  # a LanGame

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.browser = Browser(INTERFACES)
        self.list = QListWidget()
        self.list.setMaximumHeight(self.list.fontMetrics().height() * 5 + 12)
        self.list.itemDoubleClicked.connect(lambda item: self.chosen.emit(item.data(Qt.ItemDataRole.UserRole)))
        self.ask = QPushButton("Ask to Join")
        self.ask.setEnabled(False)
        self.ask.clicked.connect(self._ask)
        self.list.currentRowChanged.connect(lambda row: self.ask.setEnabled(row >= 0))
        self.empty = QLabel("Looking for games on this network…")
        self.empty.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.empty)
        layout.addWidget(self.list)
        layout.addWidget(self.ask, 0, Qt.AlignmentFlag.AlignLeft)
        self.games: list[LanGame] = []
        if not self.browser.start():
            self.empty.setText(f"Games on this network can't be listed: {self.browser.problem}.")
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.refresh)
        self.timer.start(500)
        self.refresh()

    def refresh(self) -> None:
        games = self.browser.games()
        if games == self.games:
            return
        current = self.list.currentItem()
        key = current.data(Qt.ItemDataRole.UserRole).key if current is not None else None
        self.games = games
        self.list.clear()
        for game in games:
            item = QListWidgetItem(game.line())
            item.setData(Qt.ItemDataRole.UserRole, game)
            self.list.addItem(item)
            if game.key == key:
                self.list.setCurrentItem(item)
        self.list.setVisible(bool(games))
        self.ask.setVisible(bool(games))
        if self.browser.browser is not None:
            self.empty.setText("Games on this network (no code needed: the host lets you in):" if games else
                               "No game found on this network yet. A friend elsewhere sends you a join code.")

    def _ask(self) -> None:
        item = self.list.currentItem()
        if item is not None:
            self.chosen.emit(item.data(Qt.ItemDataRole.UserRole))

    def close_browser(self) -> None:
        self.timer.stop()
        self.browser.stop()


__all__ = ["CAME_BY", "KnockBar", "LanList", "ReachPanel", "came_by", "start_reach", "table_name"]
