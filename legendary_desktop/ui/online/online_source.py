"""The table source of one seat of an online game (ui/table/table_source.py): it has no game, only the last view
of its seat the host sent (engine/view.py), and the board draws the table of that view (engine/table_view.py) —
the same function a local table's view goes through, so it shows exactly what the seat was sent: this seat's
hand face up, every other hand a count, no curtain (every other seat counts as "not at this screen"). A click's
answer goes to the host through the link (ui/online/links.py); the table moves when the host's next view comes.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QTimer, Signal

from legendary_desktop.bots.seats import STRENGTHS
from legendary_desktop.engine import table_view
from legendary_desktop.engine.card import CardDef
from legendary_desktop.engine.catalog import catalog
from legendary_desktop.engine.decision import CHOOSE_ONE, Decision, IllegalAnswerError
from legendary_desktop.engine.replay import Replay
from legendary_desktop.engine.state import Event
from legendary_desktop.engine.table_facts import Facts
from legendary_desktop.engine.table_view import Table
from legendary_desktop.net.client import JoinError, merged_view
from legendary_desktop.net.host import HOST_LEFT
from legendary_desktop.net.protocol import Message
from legendary_desktop.ui.online.links import Link
from legendary_desktop.ui.table.replay_viewer import SeenViews
from legendary_desktop.ui.table.table_source import ReportMaker, TableSource

POLL_MS = 30
RETRY_MS = 2000
RECONNECTING = "Reconnecting…"
HOST_ENDED = "The host ended the game."  # a joiner's screen, when the host closed the table (not a drop)


class OnlineTableSource(TableSource):
    """The table source of one seat of an online game: the seat's view, drawn as its table; answers go to the
    host. The host's own seat may save, export, replay and report the game it runs; a joiner's may replay
    the views it was sent and export the log it was sent."""

    connectionChanged = Signal(str)  # "" when connected, else what the table tells the player
    noticed = Signal(str)  # a public line for every screen ("Bea took back their last choice.")
    seatsChanged = Signal()

    def __init__(self, link: Link, parent: Any = None) -> None:
        super().__init__(parent)
        self.link = link
        self.capabilities = frozenset({"save", "export", "replay", "report", "stats"}) if link.hosts \
            else frozenset({"replay", "export"})
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
        return self.link.report_maker() if self.offers("report") else None

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
