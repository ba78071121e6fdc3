"""Online games in the window: Game → Host Online Game and Game → Join Online Game.

An online table is the ordinary main window over an `OnlineTableSource` (ui/table/table_source.py): it has
no game, only the last view of its seat the host sent (engine/view.py), and the board draws the table of that view
(engine/table_view.py) — the same function a local table's view goes through, so it shows exactly what
the seat was sent: this seat's hand face up, every other hand a count, no curtain (every other seat counts
as "not at this screen"). A click's answer goes to the host; the table moves when the host's next view
comes.

The host's own table is built the same way from the host's view of its seat (`HostLink`), so a joiner's
table for seat k and the host's for seat k are the same by construction; the host runs the engine, the
autosave and the computer seats.
"""

from __future__ import annotations

import contextlib
import errno
import functools
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from legendary_desktop.bots.seats import STRENGTHS
from legendary_desktop.engine import table_view
from legendary_desktop.engine.card import CardDef
from legendary_desktop.engine.catalog import catalog
from legendary_desktop.engine.deal import Seed
from legendary_desktop.engine.decision import CHOOSE_ONE, Decision, IllegalAnswerError
from legendary_desktop.engine.replay import AnswerReplay, Replay
from legendary_desktop.engine.setup_rules import MAX_NAME, clean_name, same_name
from legendary_desktop.engine.spec import Setup
from legendary_desktop.engine.state import Event
from legendary_desktop.engine.table_facts import Facts
from legendary_desktop.engine.table_view import Table
from legendary_desktop.net.client import Client, JoinError, merged_view
from legendary_desktop.net.host import (
    FRIEND,
    HOST,
    HOST_LEFT,
    Host,
    HostState,
    Limits,
    autosave_path,
    lan_address,
    setup_summary,
    state_path,
)
from legendary_desktop.net.join_code import parse
from legendary_desktop.net.protocol import DEFAULT_PORT, Message
from legendary_desktop.persistence.saves import game_log_text
from legendary_desktop.persistence.session import Session
from legendary_desktop.report import build_report
from legendary_desktop.ui.qt_compat import menu_of
from legendary_desktop.ui.table.replay_viewer import SeenViews
from legendary_desktop.ui.table.table_source import ReportMaker, TableSource

POLL_MS = 30
RETRY_MS = 2000
RECONNECTING = "Reconnecting…"
LOBBY_CLOSED = "The host closed the lobby: this game will not start."
IN_LOBBY = "The host is still in the lobby: the game starts when they press Start."
HOST_ENDED = "The host ended the game."  # a joiner's screen, when the host closed the table (not a drop)
HOST_MAY_RESUME = "If the host resumes it, this table comes back by itself."
BACK_HOME = "Back to the Welcome Screen"
JOIN_CODE_KEY, JOIN_NAME_KEY = "online/join_code", "online/join_name"  # QSettings: Join pre-fills them
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


class OnlineTableSource(TableSource):
    """The table source of one seat of an online game: the seat's view, drawn as its table; answers go to the
    host. The host's own seat may save, export, replay and report the game it runs; a joiner's may replay
    the views it was sent."""

    connectionChanged = Signal(str)  # "" when connected, else what the table tells the player
    noticed = Signal(str)  # a public line for every screen ("Bea took back their last choice.")
    seatsChanged = Signal()

    def __init__(self, link: Link, parent: Any = None) -> None:
        super().__init__(parent)
        self.link = link
        self.capabilities = frozenset({"save", "export", "replay", "report", "stats"}) if link.hosts \
            else frozenset({"replay"})
        self.seat_table: list[dict[str, Any]] = []
        self.seats_at = time.monotonic()  # when the seat table came (its release times count from then)
        self._names: list[str] | None = None  # the players' names the last view gave
        self._events: list[Event] = []  # the log as the host sent it
        self._defs: dict[int, CardDef] = {}  # every card the log named, by instance id
        self._pending: Decision | None = None  # the pending decision of the last view, once asked
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.poll)
        self.timer.start(POLL_MS)
        self.retry = QTimer(self)
        self.retry.timeout.connect(link.reconnect)
        self.ticker = QTimer(self)  # a held seat's "reconnecting 1:45" counts down on every screen
        self.ticker.timeout.connect(self._tick)
        self.ticker.start(1000)
        self.ended: str | None = None
        self.seen = SeenViews()  # what this seat was shown, for its Replay Viewer
        self._facts: Facts | None = None  # the table's facts the last view brought
        self._view_table: Table | None = None  # the table of the last view, once drawn
        self.view: dict[str, Any] | None = None  # the last view the host sent
        self._notice = ""  # a public line ("Bea took back their last choice.") until the next view is drawn
        self.closed = False  # left: the host stopped hosting, or the joiner left her seat

    @property
    def seat(self) -> int | None:
        return self.link.seat

    @property
    def seats(self) -> tuple[str, ...]:
        """This seat is the person here; every other seat is played elsewhere (no curtain, hand as backs)."""
        if self.view is None:
            return ()
        return tuple("human" if i == self.seat else "remote" for i in range(len(self.view["players"])))

    def plays_here(self, player: int) -> bool:
        return False  # computers play on the host

    def computer_kind(self, player: int) -> str | None:
        """A seat the host's computer plays: its strength, as the seat table says; a person, here or at
        another screen, is a person (None), never "Computer (Remote)"."""
        for s in self.seat_table:
            if s.get("seat") == player and s.get("kind") == "computer":
                strength = s.get("strength")
                return strength if isinstance(strength, str) and strength in STRENGTHS else "computer"
        return None

    def can_undo(self) -> bool:
        """Online, a seat takes back only its own last answer, while nobody has answered since and not
        behind a reveal: the host decides, and each view says (net/host.py `undo_refusal`)."""
        return self.view is not None and not self.over and self.link.can_undo()

    def undo(self) -> bool:
        try:
            self.link.undo()
        except (IllegalAnswerError, JoinError) as err:
            self.answerRefused.emit(str(err))
        return True  # asked: the host's answer (a shorter game, or why not) arrives as messages

    def replay(self) -> Replay | None:
        """The host replays the real game (its Viewer keeps other hands hidden while it is played); a
        joiner steps through the views its seat was sent."""
        if self.view is None:
            return None
        return self.link.replay() or self.seen

    def report_maker(self) -> ReportMaker | None:
        """The host reports the real game; a joiner has only its views (no answers to replay)."""
        return self.link.report_maker()

    def log_text(self) -> str:
        """The host writes the real game's log; a joiner the log it was sent."""
        return self.link.log_text() or super().log_text()

    def save_as(self, path: Path) -> None:
        """The host saves the real game; a joiner has nothing to save."""
        self.link.save_as(path)

    def undo_refusal(self) -> str:
        return ""  # the host says why, when asked

    def facts(self) -> Facts | None:
        """What the host's game says beside the cards (engine/table_facts.py), sent in the view: the table draws
        these, never what the view alone could be made to say."""
        return self._facts

    def drawn_table(self) -> Table | None:
        return self.table()

    @property
    def in_game(self) -> bool:
        return self.view is not None

    @property
    def pending(self) -> Decision | None:
        """This seat's own decision with its options, else who decides and what (no options: the table waits)."""
        table = self.table()
        if table is None or table.waiting is None or table.over:
            return None
        if self._pending is None:
            w = table.waiting
            self._pending = table.decision if table.decision is not None and w.player == self.seat else Decision(
                w.player, w.prompt, [], CHOOSE_ONE, 0, 0, w.source, w.secret)
        return self._pending

    @property
    def over(self) -> bool:
        table = self.table()
        return table is not None and table.over

    def events(self) -> list[Event]:
        return self._events

    def step(self) -> tuple[int, int]:
        view = self.view
        return (int(view["answers"]), int(view["turn"]["number"])) if view is not None else (0, 0)

    def card_def(self, card_id: int) -> CardDef | None:
        table = self.table()
        found = table.cards.get(card_id) if table is not None else None
        return found if found is not None else self._defs.get(card_id)

    def _read_log(self, start: int) -> bool:
        """The log as the link has it now, as events; the view's lines begin at `start`, replacing what the log
        had from there. Did a line already announced change (a choice taken back)?"""
        log = self.link.log()
        old = self._events
        self._events = old[:min(start, len(log))]
        by_key = catalog().by_key
        for line in log[len(self._events):]:
            for c in line["cards"]:
                self._defs.setdefault(int(c["id"]), by_key[c["key"]])
            self._events.append(Event(int(line["turn"]), str(line["kind"]), str(line["text"]),
                                      tuple(int(c["id"]) for c in line["cards"])))
        seen = self._events_seen
        return start < seen and (len(self._events) < seen or old[start:seen] != self._events[start:seen])

    def table(self) -> Table | None:
        """The table of the last view the host sent (engine/table_view.py), as every table is drawn."""
        if self.view is None:
            return None
        if self._view_table is None:
            self._view_table = table_view.from_view(self.view, facts=self._facts)
        return self._view_table

    def can_redo(self) -> bool:
        return False

    def answer(self, labels: str | Sequence[str]) -> bool:
        answer: str | list[str] = labels if isinstance(labels, str) else list(labels)
        try:
            self.link.answer(answer)
        except (IllegalAnswerError, JoinError) as err:
            self.answerRefused.emit(str(err))
            return False
        return True

    def seats_elapsed(self) -> float:
        """Seconds since the seat table came (a held seat's release time is counted from then)."""
        return time.monotonic() - self.seats_at

    def _tick(self) -> None:
        if any(s.get("held") for s in self.seat_table):
            self.seatsChanged.emit()

    def poll(self) -> None:
        for m in self.link.poll():
            try:
                self._take_in(m)
            except (KeyError, TypeError, ValueError, AttributeError, IndexError) as err:
                # a message this table can't show (the client checks what it keeps; the view's cards are
                # read here): it is dropped, and the table stays as the last good view drew it
                self.noticed.emit(f"The host sent a message this app can't show ({type(err).__name__}); "
                                  "it was ignored.")

    def _take_in(self, m: Message) -> None:
        """Act on one message from the link."""
        kind = m["t"]
        if kind == "view":
            self.seat_table = list(m.get("seats", self.seat_table))
            self.seats_at = time.monotonic()
            self._show_view(m["view"])
        elif kind == "seats":
            self.seat_table = list(m.get("seats", []))
            self.seats_at = time.monotonic()
            self.seatsChanged.emit()
        elif kind == "refused":
            self.answerRefused.emit(str(m.get("reason", "")))
        elif kind == "undone":
            self._notice = str(m.get("text", ""))
            self.noticed.emit(self._notice)
        elif kind == "bye":
            self.ended = str(m.get("reason", ""))
        elif kind == "dropped":
            if self.ended is None or self.ended == HOST_LEFT:  # a drop, or the host left: it may come back
                # a drop reconnects; a host who ended the game may resume it: this table tries quietly
                self.connectionChanged.emit(RECONNECTING if self.ended is None else HOST_ENDED)
                self.retry.start(RETRY_MS)
            else:  # the host sent this seat away (gave it to a computer, let it go): say why, stop trying
                self.retry.stop()
                self.connectionChanged.emit(self.ended)
        elif kind in ("welcome",):
            self.ended = None
            self.retry.stop()
            self.connectionChanged.emit("")
        elif kind == "retrying":  # the host put off taking the seat back: the client tries again
            after = m.get("after")
            when = f" Trying again in {after:.0f} s." if isinstance(after, int | float) else ""
            reason = str(m.get("reason", ""))[:200].rstrip(".")
            self.connectionChanged.emit(f"{RECONNECTING} The host says: {reason}.{when}")
        elif kind == "problem":  # a message from the host the client could not read, dropped
            self.noticed.emit(str(m.get("text", ""))[:300])

    def _restart(self) -> None:
        """The table anew (the first view, or a choice taken back): its log from the start."""
        self._events_seen = 0
        self.gameStarted.emit()
        self._announce()
        self.historyChanged.emit()

    def _show_view(self, view: dict[str, Any]) -> None:
        names = [str(p["name"]) for p in view["players"]]
        view = merged_view(self.view, view)  # the host may send only what changed: the rest as the last view had it
        table = view.get("table")  # what the host's game says beside the cards, for every seat alike
        facts = Facts.from_json(table) if isinstance(table, dict) else None
        drawn = table_view.from_view(view, facts=facts)  # raises on a view it can't draw: nothing changes
        renamed = self._names is not None and self._names != names  # a friend's name, taken in the lobby
        first = self._names is None
        self._names = names
        self.view = view
        self._facts = facts
        self._view_table = drawn
        self._pending = None
        taken_back = self._read_log(int(view.get("log_from", 0)))
        if not self.link.hosts:  # the host replays the real game instead
            self.seen.record(view, self.link.log())
        if first:
            self._restart()
        elif renamed or taken_back:  # a choice taken back: the log anew
            self._restart()
            if self._notice:  # the table was drawn anew over the notice: say it again
                self.noticed.emit(self._notice)
        else:
            self.changed.emit()
            self._announce()
        self.historyChanged.emit()  # each view says whether this seat may take back its answer
        self._notice = ""
        self.connectionChanged.emit("")
        self.seatsChanged.emit()

    @property
    def gone(self) -> bool:
        """Did the host end this seat's connection (it ended the game, closed the lobby, sent the seat away),
        rather than the network dropping it? Then nothing comes back by reconnecting on its own."""
        return self.ended is not None

    @property
    def started(self) -> bool:
        """Has the host pressed Start? (Before, the host is still in the lobby and nobody answers.)"""
        return all(s.get("started", True) for s in self.seat_table)

    def close(self) -> None:
        """Leave the online game: the host stops hosting (every friend is told), a joiner leaves her seat
        (kept for her token while she is away). Once; closing again does nothing."""
        if self.closed:
            return
        self.closed = True
        self.timer.stop()
        self.retry.stop()
        self.ticker.stop()
        self.link.close()


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


def open_table(make_window: Callable[..., Any], link: Link, title: str, home: Any = None) -> Any:
    """An online table window over `link` (kept alive by the caller), made by `make_window(model=...)`: the
    app's window class (main_window.MainWindow), or the class of `home` for the tables opened here. `home`:
    the app's own window, where Learn to Play and New Game go once the online game is left."""
    model = OnlineTableSource(link)
    window = make_window(model=model)
    model.setParent(window)
    window.setWindowTitle(title)
    # What an online table does not offer, and why (a greyed action's key says so on the status bar).
    off = dict.fromkeys(("new", "quick", "open", "host_online", "resume_online", "join_online"),
                        "Not at an online table: another game starts in the app's own window once you leave "
                        "this one (close this window).")
    off |= {"redo": "Online, a seat takes back its own last choice (Undo); there is no Redo.",
            "undo_past_reveals": "Online, undo stops at every reveal, for every seat alike.",
            "open_hands": "Online, each seat sees only its own hand.",
            "hint": "The Hint is not offered at an online table.",
            "pause": "The computer players play on the host's computer; the host paces them."}
    # A joiner has no files of the game (they are the host's): no Save As, no Statistics.
    if not model.offers("save"):
        off |= dict.fromkeys(("save", "stats"), "An online game is kept on the host's computer, not on yours.")
    window.off_reasons.update(off)
    for name in off:
        if name in window.actions_by_name:
            window.actions_by_name[name].setEnabled(False)
            window.actions_by_name[name].setVisible(False)

    window.scene.home_seat = link.seat  # her own hand at any time (face up, clickable only when hers to play)
    state: dict[str, str | None] = {"connection": None}

    def connection(text: str) -> None:
        if text == state["connection"]:
            return  # told already (every view says "connected": a notice shown since stays)
        state["connection"] = text
        window.statusBar().showMessage(text or "Connected.")
        window.setWindowTitle(f"{title} — {text}" if text else title)
        hold()

    def hold() -> None:
        """While not connected the table takes no clicks and says so; before Start it says the host is
        still in the lobby. A connection the host ended (it ended the game, closed the lobby, let the seat go)
        is not waited for: the table says so and offers the way back to the welcome screen (a game the host
        resumes still comes back by itself)."""
        away = bool(state["connection"])
        window.view.setEnabled(not away)
        window.prompt_bar.setEnabled(not away or model.gone)
        for name in ("end_turn", "undo"):  # nor its keys, which say why (the next view turns them on again)
            if away:
                window.off_reasons[name] = (f"{state['connection']} The table takes no clicks until then."
                                            if not model.gone else str(state["connection"]))
            else:
                window.off_reasons.pop(name, None)
        if away:
            for name in ("end_turn", "undo"):
                window.actions_by_name[name].setEnabled(False)
            window._update_history_actions()
            window.prompt_bar.clear()
            if not model.gone:
                window.prompt_bar.set_prompt(f"{state['connection']} The table takes no clicks until then.")
                return
            ended = state["connection"] or ""
            window.prompt_bar.set_prompt(ended, HOST_MAY_RESUME if ended == HOST_ENDED else "")
            back = window.prompt_bar.add_option_button("__home__", BACK_HOME)
            back.setToolTip("Close this table; the app's welcome screen starts or joins another game")
            back.clicked.connect(go_home)
        elif model.in_game and not model.started:
            shown = window.prompt_bar.prompt.text()
            if shown != IN_LOBBY:  # said once: every seat table and redraw comes here again
                window.prompt_bar.set_prompt(IN_LOBBY, shown)

    def go_home() -> None:
        """The host ended this seat's game: leave it without asking (nothing is left to lose) and go back to
        the welcome screen, of the app's own window when this table has one."""
        model.close()
        if home is not None and home is not window:
            window.close()
            if not home.model.in_game:  # a game of its own stays as it was
                home.show_welcome()
            home.show()
            home.activateWindow()
        else:
            window.show_welcome()

    def notice(text: str) -> None:
        window.statusBar().showMessage(text, 10_000)

    def seats() -> None:
        kinds = {"computer": "Computer (on the host)", "host": "Host"}
        def label(s: dict[str, Any]) -> str:
            who = kinds.get(s["kind"], s["name"] or "Friend")
            if who == s["player"]:  # the friend's typed name is the player's name already: "Friend"
                who = "Friend"
            state = seat_state(s, model.seats_elapsed())
            return who + ("" if state in ("", "connected") else f" — {state}")  # "Bea — reconnecting 1:45"

        labels = {s["seat"]: label(s) for s in model.seat_table if s["seat"] != link.seat}
        window.scene.seat_labels = labels
        window.controller.refresh() if model.in_game else None

    if isinstance(link, HostLink):
        give = QAction("&Give a Friend's Seat to a Computer…", window)
        give.setStatusTip("A friend who is not connected: an Easy computer plays their seat from now on")
        give.triggered.connect(lambda: give_seat(window, link.host))
        menu = menu_of(window.menuBar().actions()[0])
        if menu is not None:
            menu.insertAction(window.actions_by_name["end_turn"], give)
        window.actions_by_name["give_seat"] = give

    model.connectionChanged.connect(connection)
    model.noticed.connect(notice)
    model.answerRefused.connect(lambda text: window.statusBar().showMessage(f"The host says: {text}", 10_000))
    model.seatsChanged.connect(seats)
    model.seatsChanged.connect(hold)
    window.controller.tableChanged.connect(hold)
    window.destroyed.connect(lambda *_: model.close())
    # Leaving is one thing: closing the window (or Quit) asks, then leaves; nothing replaces the online
    # game in this window (a lesson, a new game): it asks to leave first, and the other game is started
    # from a window of its own.
    window.installEventFilter(_LeaveOnClose(window, model))

    def replace_here() -> bool:
        if leave_table(window, model, "Leave the online game to start another?"):
            window.close()  # the online table goes; another game starts in the app's own window
        return False

    window.confirm_replace = replace_here

    def leave_then(go: Any) -> Any:
        def run() -> None:
            if leave_table(window, model, "Leave the online game?"):
                window.close()
                home.show()
                go()
        return run

    if home is not None and home is not window:  # these go on in the app's own window, once left
        learn = window.actions_by_name.get("learn")
        if learn is not None:
            learn.triggered.disconnect()
            learn.triggered.connect(leave_then(home.learn_to_play))
        window.end_screen.newGameClicked.disconnect()
        window.end_screen.newGameClicked.connect(leave_then(home.ask_new_game))
        for act, scenario in whats_new_actions(window):
            act.triggered.disconnect()
            act.triggered.connect(leave_then(functools.partial(home.whats_new, scenario)))
    window.show()
    return window


def whats_new_actions(window: Any) -> list[tuple[QAction, Any]]:
    """Help → What's New In's entries with the lesson each starts (the menu lists the scenarios in order)."""
    from legendary_desktop.cards import SET_TITLES
    from legendary_desktop.engine.lessons import scenarios

    for act in window.menuBar().actions():
        menu = menu_of(act)
        if menu is None:
            continue
        for sub in menu.actions():
            inner = menu_of(sub)
            if inner is not None and "What's New" in sub.text().replace("&", ""):
                return list(zip(inner.actions(), scenarios(list(SET_TITLES)), strict=False))
    return []


def leave_table(window: QWidget, model: OnlineTableSource, question: str = "Leave the online game?") -> bool:
    """Ask, then leave: the host stops hosting (every friend's screen says the host has left; the game
    stays in its autosave for Game → Resume Online Game), a joiner leaves her seat (kept for her while
    she is away). True when left (or already)."""
    if model.closed:
        return True
    if isinstance(model.link, HostLink):
        text = ("You host this game: leaving ends it for your friends now (their screens say you left). "
                "It stays in its autosave: Game → Resume Online Game hosts it again with the same code.")
    else:
        text = "Your seat is kept for you while you are away: join again with the same code to come back."
    if QMessageBox.question(window, question, text) != QMessageBox.StandardButton.Yes:
        return False
    model.close()
    return True


class _LeaveOnClose(QObject):
    """Closing an online table (its window, Game → Quit) asks, then leaves the online game."""

    def __init__(self, window: QWidget, model: OnlineTableSource) -> None:
        super().__init__(window)
        self.model = model

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Close and isinstance(watched, QWidget) and not self.model.closed \
                and not leave_table(watched, self.model):
            event.ignore()
            return True
        return False


def give_seat(window: QWidget, host: Host) -> None:
    """The host lets an Easy computer play a friend's seat while the friend is away (the table waits), or
    reopens it for anyone with the code. A seat held for a friend who dropped can't be, until its release
    time has passed (the friend may be reconnecting)."""
    away = [s for s in host.seat_table() if s["kind"] == FRIEND and not s["connected"]]
    free = [s for s in away if not s["held"] or not s["release_in"]]
    if not free:
        held = [f"{s['player']} — {seat_state(s)}" for s in away]
        plain_message(window, "Give a Seat to a Computer", "Every friend is connected." if not held else
                      "A friend who dropped keeps their seat a few minutes while they reconnect:\n" + "\n".join(held))
        return
    choices: list[tuple[str, int, bool]] = []
    for s in free:
        choices.append((f"{seat_line(s)}: an Easy computer plays it", s["seat"], False))
        if s["held"]:
            choices.append((f"{seat_line(s)}: open it for anyone with the code", s["seat"], True))
    names = [c[0] for c in choices]
    chosen, ok = QInputDialog.getItem(window, "Give a Seat to a Computer", "Seat:", names, 0, False)
    if ok:
        _, seat, reopen = choices[names.index(chosen)]
        try:
            host.reopen(seat) if reopen else host.hand_to_computer(seat, "easy")
        except IllegalAnswerError as err:
            plain_message(window, "Give a Seat to a Computer", str(err))


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


_open: list[Any] = []  # online table windows and their links, kept while shown


def host_game(window: Any) -> None:
    """Game → Host Online Game: the setup wizard, then the lobby, then the host's table."""
    from legendary_desktop.ui.dialogs.setup_wizard import SetupWizard

    wizard = SetupWizard(window, hosting=True)
    wizard.accepted.connect(lambda: host_setup(window, wizard.setup(), wizard.seed(), seats=wizard.seats()))
    wizard.open()


def host_setup(window: Any, setup: Setup, seed: Seed, **lobby_options: Any) -> HostLobby:
    """The lobby for hosting `setup` (from Host Online Game, or the New Game wizard's last page); once it
    starts, the host's table. Returns the lobby (already open)."""
    lobby_options.setdefault("state_file", state_path())
    dialog = HostLobby(setup, seed, window.model.storage, window, **lobby_options)

    def opened(result: int) -> None:
        if result:
            link = HostLink(dialog.host, dialog.my_seat())
            _open.append(open_table(type(window), link, "Legendary Desktop — hosting online", home=window))

    dialog.finished.connect(opened)
    dialog.open()
    return dialog


def hosting_tables() -> list[Any]:
    """The host's online tables open in this app that still host."""
    out = []
    for table in _open:
        model = getattr(table, "model", None)
        try:
            if isinstance(model, OnlineTableSource) and isinstance(model.link, HostLink) and not model.closed:
                out.append(table)
        except RuntimeError:  # its window was deleted
            continue
    return out


def offer_resume_hosting(window: Any, **host_options: Any) -> bool:
    """On start: the app closed (a crash) while hosting an online game: offer to host it again, before
    any local game. True when it is hosted again."""
    try:
        state = HostState.read(state_path())
    except (OSError, ValueError, KeyError, TypeError):
        return False
    if not state.hosting or not autosave_path().exists():
        return False
    answer = QMessageBox.question(window, "Resume online game",
                                  "Legendary Desktop closed while you were hosting an online game. Host it again "
                                  "now? Your friends come back with the join code they have.")
    if answer != QMessageBox.StandardButton.Yes:
        state.hosting = False  # asked once: Game → Resume Online Game still hosts it
        with contextlib.suppress(OSError):
            state.write(state_path())
        return False
    return resume_hosting(window, **host_options) is not None


def resume_hosting(window: Any, **host_options: Any) -> Any:
    """Game → Resume Online Game: the host's last online game from its autosave, with the same join code
    (after the host quit or crashed); friends rejoin with the code they have."""
    storage = window.model.storage
    if hosting_tables():
        hosting_tables()[0].show()
        QMessageBox.information(window, "Resume Online Game", "You are hosting the online game already.")
        return None
    try:
        state = HostState.read(state_path())
        session = Session.load(autosave_path(), autosave=autosave_path(), history=storage.history)
        if len(state.kinds) != session.game.setup.players:
            raise ValueError("the autosave is not the online game (another game was played since)")
        host = Host.resume(session, state, state_file=state_path(), **host_options)
        host.start()
    except (OSError, ValueError, KeyError) as err:
        why = ("its port is in use: is another program (or another Legendary Desktop) hosting on it? "
               f"({err})" if isinstance(err, OSError) and err.errno == errno.EADDRINUSE else str(err))
        QMessageBox.warning(window, "Resume Online Game", f"The last online game can't be resumed: {why}")
        return None
    mine = [i for i, k in enumerate(host.kinds) if k == HOST]
    table = open_table(type(window), HostLink(host, mine[0] if mine else None), "Legendary Desktop — hosting online",
                       home=window)
    _open.append(table)
    code = host.join_code()
    clipboard = QGuiApplication.clipboard()
    if clipboard is not None:
        clipboard.setText(code)
    table.statusBar().showMessage(f"Hosting again; friends rejoin with the same code (copied): {code}")
    return table


def join_game(window: Any) -> None:
    """Game → Join Online Game: the code, a name and a seat, then the joiner's table."""
    dialog = JoinDialog(window)
    if dialog.exec() and dialog.client is not None:
        link = ClientLink(dialog.client)
        _open.append(open_table(type(window), link, f"Legendary Desktop — online as {dialog.client.name or 'a friend'}",
                                home=window))
