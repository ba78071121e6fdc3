"""Computer players at the table: each decision of a computer seat is thought out off the UI thread,
shown (its cards lit, its words in the prompt bar) for the pace the player chose, then answered
through the model like a person's click, so it is logged and drawn the same way.

While a bot thinks, nobody changes the game it reads: the model calls `settle` before any change
(a person's answer, undo, redo, a new or loaded game), which waits for the thought to end and drops
its answer. Each bot is made for one decision with a seed from the position (`seats.bot_seed`), so
the same position brings the same answer: after an undo the computers replay their choices.

The Hint command thinks on the same worker thread, for a person's pending decision.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from legendary_desktop.bots.seats import make_bot
from legendary_desktop.engine.decision import ACTION, Decision
from legendary_desktop.engine.game import Answer, Game
from legendary_desktop.persistence.seats import bot_seed
from legendary_desktop.ui.game_model import GameModel
from legendary_desktop.ui.play_controller import PlayController, needs_privacy

SETTLE_TIMEOUT_S = 10.0  # a thought never takes this long; past it the answer is dropped anyway
# While a bot thinks, the UI thread takes the interpreter back within half a millisecond instead of
# Python's usual 5 ms, so a one-second search does not make the window stutter (each of the window's
# many Python calls while it draws would otherwise wait up to 5 ms): benchmarks/bench_computer_table.py.
THINKING_SWITCH_INTERVAL_S = 0.0005


@dataclass(frozen=True)
class Thought:
    """A computer's answer to one decision, with the position it was found in."""

    game: Game
    answers: int  # how many answers the game had: the decision it answers
    player: int
    answer: Answer


def what_it_does(g: Game, d: Decision, answer: Answer) -> tuple[str, set[int]]:
    """The words and the lit cards that show others what a computer player is doing. A private choice
    (its own hand or deck, a secret vote, an order of its deck) is shown as a choice, not what it chose;
    an action (play, recruit, fight) happens in the open."""
    name = g.players[d.player].name
    chosen = d.parse(answer)
    asked = d.prompt.removeprefix(f"{name}: ").rstrip(".")
    if d.kind != ACTION and needs_privacy(g, d):
        return f"Decides: {asked[:1].lower()}{asked[1:]}.", set()
    words = ", ".join(o.text for o in chosen) or "none"
    cards = {o.card for o in chosen if o.card is not None}
    if d.kind == ACTION:
        return f"{words}.", cards
    return f"Chooses {words} ({asked[:1].lower()}{asked[1:]}).", cards


class _Signals(QObject):
    done = Signal(int, object, str)  # ticket, answer or hint, error


class _Work(QRunnable):
    """One thought on the worker thread; the result comes back through a queued signal."""

    def __init__(self, ticket: int, job: Callable[[], object], signals: _Signals, idle: threading.Event) -> None:
        super().__init__()
        self.ticket, self.job, self.signals, self.idle = ticket, job, signals, idle

    def run(self) -> None:
        usual = sys.getswitchinterval()
        sys.setswitchinterval(min(usual, THINKING_SWITCH_INTERVAL_S))
        try:
            result, error = self.job(), ""
        except Exception as err:  # a bot that fails: the table pauses and says so
            result, error = None, f"{type(err).__name__}: {err}"
        finally:
            sys.setswitchinterval(usual)
            self.idle.set()
        self.signals.done.emit(self.ticket, result, error)


class ComputerPlayers(QObject):
    """Plays the computer seats of the model's game, at `pace_ms` per action; `paused` holds them."""

    stateChanged = Signal()  # thinking / showing / paused changed
    failed = Signal(str)  # a bot could not answer: the table is paused with this reason
    hintReady = Signal(str)

    def __init__(self, model: GameModel, controller: PlayController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.controller = controller
        self.pace_ms = 700
        self.paused = False
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.signals = _Signals(self)
        self.signals.done.connect(self._done)
        self.idle = threading.Event()
        self.idle.set()
        self.ticket = 0
        self.thinking = False
        self.thought: Thought | None = None  # answered, shown, waiting for the pace (or for resume)
        self.pending_job: str = ""  # "move" or "hint": what the worker thinks about now
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
        """Drop any thought in progress or shown, after waiting for the worker to let go of the game."""
        self.ticket += 1
        self.timer.stop()
        self.thought = None
        if not self.idle.is_set():
            self.idle.wait(SETTLE_TIMEOUT_S)
        self.thinking = False
        self.pending_job = ""

    def _decision_changed(self) -> None:
        self.controller.computer_shown = None
        if self.deciding is not None and not self.paused:
            self._think()
        self.stateChanged.emit()

    def _think(self) -> None:
        g, d = self.model.game, self.model.pending
        if g is None or d is None or self.thinking or self.thought is not None:
            return
        kind = self.model.seats[d.player]
        seed = bot_seed(g.seed, d.player, len(g.answers))
        answers = len(g.answers)

        def job() -> Thought:
            return Thought(g, answers, d.player, make_bot(kind, g, d.player, seed).answer(d))

        self._run(job, "move")

    def _run(self, job: Callable[[], object], what: str) -> None:
        self.ticket += 1
        self.thinking = True
        self.pending_job = what
        self.idle.clear()
        self.pool.start(_Work(self.ticket, job, self.signals, self.idle))
        self.stateChanged.emit()

    def _done(self, ticket: int, result: object, error: str) -> None:
        if ticket != self.ticket:
            return  # the game changed meanwhile: this thought is stale
        what, self.pending_job, self.thinking = self.pending_job, "", False
        if what == "hint":
            self.hintReady.emit(error or str(result))
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
        t = self.thought
        if t is None or t.game.pending is None:
            return
        self.controller.computer_shown = what_it_does(t.game, t.game.pending, t.answer)
        self.controller.refresh()
        self.timer.start(self.pace_ms)

    def _play(self) -> None:
        t, self.thought = self.thought, None
        g = self.model.game
        if t is None or g is not t.game or len(g.answers) != t.answers or self.paused:
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
        """Think out a hint for a person's pending decision; `hintReady` brings its one line. False: none now."""
        from legendary_desktop.bots.hint import hint

        g, d = self.model.game, self.model.pending
        if g is None or d is None or self.model.is_computer(d.player) or self.thinking:
            return False
        seed = bot_seed(g.seed, d.player, len(g.answers))
        self._run(lambda: hint(g, seed).reason, "hint")
        return True
