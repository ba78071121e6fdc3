"""Computer players at the table: each decision of a computer seat is thought out off the UI thread,
shown (its cards lit, its words in the prompt bar) for the pace the player chose, then answered
through the model like a person's click, so it is logged and drawn the same way.

A bot thinks on its own copy of the game (made on its thread first, as the local table source's
`computer_move` says: ui/table/game_model.py): the model calls
`settle` before any change (a person's answer, undo, redo, a new or loaded game), which waits only
while the copy is being made (a moment), then drops the thought: a thought that is still going on is
abandoned, its answer never used. Each thought runs on a thread of its own that ends with it, so
nothing of a finished game stays alive after its last thought. Each bot is made for one decision with
a seed from the position (`seats.bot_seed`), so the same position brings the same answer: after an
undo the computers replay their choices.

The Hint command thinks on the same worker thread, for a person's pending decision.
"""

from __future__ import annotations

import contextlib
import sys
import threading
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from legendary_desktop.bots.seats import Hint
from legendary_desktop.engine.decision import ACTION, Decision
from legendary_desktop.engine.table_view import Table
from legendary_desktop.ui.table.play_controller import PlayController
from legendary_desktop.ui.table.table_source import TableSource

SETTLE_TIMEOUT_S = 10.0  # copying a game never takes this long; past it the thought is abandoned anyway
# While a bot thinks, the UI thread takes the interpreter back within half a millisecond instead of
# Python's usual 5 ms, so a one-second search does not make the window stutter (each of the window's
# many Python calls while it draws would otherwise wait up to 5 ms): benchmarks/bench_computer_table.py.
THINKING_SWITCH_INTERVAL_S = 0.0005


@dataclass(frozen=True)
class Thought:
    """A computer's answer to one decision, with the position it was found in."""

    game: object  # the game it was thought on (the table source's `game_key`)
    answers: int  # how many answers the game had: the decision it answers
    player: int
    answer: str | list[str] | tuple[str, ...]


def what_it_does(t: Table, d: Decision, answer: str | list[str] | tuple[str, ...]) -> tuple[str, set[int]]:
    """The words and the lit cards that show others what a computer player is doing (`t`: the table of the
    deciding seat). A private choice (its own hand or deck, a secret vote, an order of its deck) is shown as a
    choice, not what it chose; an action (play, recruit, fight) happens in the open."""
    name = t.players[d.player].name
    chosen = d.parse(answer)
    asked = d.prompt.removeprefix(f"{name}: ").rstrip(".")
    if d.kind != ACTION and (t.waiting is None or t.waiting.private):
        return f"Decides: {asked[:1].lower()}{asked[1:]}.", set()
    words = ", ".join(o.text for o in chosen) or "none"
    cards = {o.card for o in chosen if o.card is not None}
    if d.kind == ACTION:
        return f"{words}.", cards
    return f"Chooses {words} ({asked[:1].lower()}{asked[1:]}).", cards


class _Signals(QObject):
    done = Signal(int, object, str)  # ticket, answer or hint, error


_thinking = 0  # thoughts running now (the switch interval is short while any is)
_thinking_lock = threading.Lock()
_usual_switch = sys.getswitchinterval()


def _switch(delta: int) -> None:
    global _thinking
    with _thinking_lock:
        _thinking += delta
        sys.setswitchinterval(min(_usual_switch, THINKING_SWITCH_INTERVAL_S) if _thinking else _usual_switch)


class _Work:
    """One thought on a thread of its own: copy the game (`prepare`) while the window waits, then `think`
    on the copy; the result comes back through a queued signal, unless the thought was abandoned."""

    def __init__(self, ticket: int, prepare: Callable[[], Any], think: Callable[[Any], object],
                 signals: _Signals) -> None:
        self.ticket, self.prepare, self.think, self.signals = ticket, prepare, think, signals
        self.released = threading.Event()  # the original game is no longer read
        self.thread = threading.Thread(target=self.run, name=f"computer-thought-{ticket}", daemon=True)

    def run(self) -> None:
        _switch(+1)
        try:
            try:
                copy = self.prepare()
            finally:
                self.prepare = _nothing  # the original game: no longer read, nor held
                self.released.set()
            result, error = self.think(copy), ""
        except Exception as err:  # a bot that fails: the table pauses and says so
            result, error = None, f"{type(err).__name__}: {err}"
        finally:
            self.released.set()
            _switch(-1)
        self.think = _nothing  # let go of the copy at once
        with contextlib.suppress(RuntimeError):  # the window was closed meanwhile
            self.signals.done.emit(self.ticket, result, error)


def _nothing(*_args: object) -> None:
    return None


class ComputerPlayers(QObject):
    """Plays the computer seats of the model's game, at `pace_ms` per action; `paused` holds them."""

    stateChanged = Signal()  # thinking / showing / paused changed
    failed = Signal(str)  # a bot could not answer: the table is paused with this reason
    hintReady = Signal(str, str)  # the hint's line in a player's words, and the search's detail behind it

    def __init__(self, model: TableSource, controller: PlayController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.controller = controller
        self.pace_ms = 700
        self.paused = False
        # No parent: the thoughts' threads hold it too, so it outlives the window while one ends (its answer
        # then reaches nobody) and is never deleted under a thread that is signalling through it.
        self.signals = _Signals()
        self.signals.done.connect(self._done)
        self.work: _Work | None = None  # the thought going on now, if any
        self.ticket = 0
        self.thinking = False
        self.thought: Thought | None = None  # answered, shown, waiting for the pace (or for resume)
        self.pending_job: str = ""  # "move" or "hint": what the worker thinks about now
        self.keep: Callable[[Any], object] | None = None  # makes the thought's result into what is kept
        self.moves = 0  # computer answers given (for tests and the curious)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._play)
        model.before_change.append(self.settle)
        model.decisionChanged.connect(self._decision_changed)
        model.gameStarted.connect(self._stop)
        model.gameOver.connect(self._stop)

    # -- state ---------------------------------------------------------------
    @property
    def deciding(self) -> int | None:
        """The computer seat that must decide now, if any."""
        d = self.model.pending
        return d.player if d is not None and self.model.plays_here(d.player) else None

    # -- the loop ------------------------------------------------------------
    def _stop(self) -> None:
        self.settle()
        self.controller.computer_shown = None
        self.stateChanged.emit()

    def settle(self) -> None:
        """Drop any thought in progress or shown: wait only while it copies the game (a moment), then
        abandon it (it ends by itself on its thread; its answer is never used)."""
        self.ticket += 1
        self.timer.stop()
        self.thought = None
        work, self.work = self.work, None
        if work is not None:
            work.released.wait(SETTLE_TIMEOUT_S)
        self.thinking = False
        self.pending_job = ""

    def _decision_changed(self) -> None:
        self.controller.computer_shown = None
        if self.deciding is not None and not self.paused:
            self._think()
        self.stateChanged.emit()

    def _think(self) -> None:
        d = self.model.pending
        job = self.model.computer_move() if d is not None and not self.thinking and self.thought is None else None
        if d is None or job is None:
            return
        prepare, think, game, answers = job
        original = weakref.ref(game)  # a finished game is not kept alive by its last thought
        player = d.player
        del job, game

        def keep(answer: str | list[str] | tuple[str, ...]) -> Thought | None:
            thought_on = original()
            return None if thought_on is None else Thought(thought_on, answers, player, answer)

        self._run(prepare, think, "move", keep)

    def _run(self, prepare: Callable[[], Any], think: Callable[[Any], object], what: str,
             keep: Callable[[Any], object] | None = None) -> None:
        self.ticket += 1
        self.thinking = True
        self.pending_job = what
        self.keep = keep
        self.work = _Work(self.ticket, prepare, think, self.signals)
        self.work.thread.start()
        self.stateChanged.emit()

    def _done(self, ticket: int, result: object, error: str) -> None:
        if ticket != self.ticket:
            return  # the game changed meanwhile: this thought is stale
        what, self.pending_job, self.thinking, self.work = self.pending_job, "", False, None
        keep, self.keep = self.keep, None
        if keep is not None and not error:
            result = keep(result)
            if result is None:
                return  # its game is gone
        if what == "hint":
            if error or not isinstance(result, Hint):
                self.hintReady.emit(error or str(result), "")
            else:
                self.hintReady.emit(result.reason, result.detail)
            return
        if error or not isinstance(result, Thought):
            self.paused = True
            self.failed.emit(f"The computer player could not decide ({error}). The game is paused.")
            self.stateChanged.emit()
            return
        self.thought = result
        if not self.paused:
            self._show()
        self.stateChanged.emit()

    def _show(self) -> None:
        """Light what the computer chose and say it, then play it after the pace."""
        t, d, table = self.thought, self.model.pending, self.model.table()
        if t is None or d is None or table is None or self.model.game_key() is not t.game:
            return
        self.controller.computer_shown = what_it_does(table, d, t.answer)
        self.controller.refresh()
        self.timer.start(self.pace_ms)

    def _play(self) -> None:
        t, self.thought = self.thought, None
        if t is None or self.model.game_key() is not t.game or self.model.step()[0] != t.answers or self.paused:
            self.thought = t if self.paused else None
            return
        self.moves += 1
        if not self.model.answer(t.answer):
            self.paused = True
            self.failed.emit("The computer player's answer was refused. The game is paused.")
            self.stateChanged.emit()

    # -- the person's commands ------------------------------------------------
    def set_paused(self, paused: bool) -> None:
        if paused == self.paused:
            return
        self.paused = paused
        if paused:
            self.timer.stop()  # a shown thought stays shown, and plays on resume
        elif self.thought is not None:
            self._show()
        elif self.deciding is not None:
            self._think()
        self.stateChanged.emit()
        self.controller.refresh()

    def hint(self) -> bool:
        """Think out a hint for a person's pending decision; `hintReady` brings its line (and the search's
        detail behind it). False: none now."""
        job = self.model.hint_job() if not self.thinking else None
        if job is None:
            return False
        self._run(*job, "hint")
        return True
