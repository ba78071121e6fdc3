"""The model between the engine and the screen: owns the game being played, answers its decision,
says what changed, and keeps the game's files (autosave, saves, history) through a `Session`.

The board never touches engine objects; it reads the game through this model and sends
answers back with `answer`. Signals name what changed so views redraw only that.
"""

from __future__ import annotations

import contextlib
import random
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from legendary_desktop.engine import sets as set_registry
from legendary_desktop.engine import table_facts, table_view
from legendary_desktop.engine.card import CardDef
from legendary_desktop.engine.deal import Deal, Seed
from legendary_desktop.engine.decision import Decision, GameOverError, IllegalAnswerError
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.spec import Setup
from legendary_desktop.engine.state import Event
from legendary_desktop.engine.table_facts import Facts
from legendary_desktop.engine.table_view import Table
from legendary_desktop.persistence import saved_seats as seat_kinds
from legendary_desktop.persistence import storage as storage_module
from legendary_desktop.persistence.faults import Faults
from legendary_desktop.persistence.save_file import load
from legendary_desktop.persistence.saved_seats import Seats
from legendary_desktop.persistence.session import Session
from legendary_desktop.report import Fault
from legendary_desktop.setup.randomizer import random_setup

if TYPE_CHECKING:
    from legendary_desktop.ui.table.replay_viewer import Replay



def _or_base(chosen: Sequence[str] | None) -> list[str]:
    """The sets chosen, or the base game when none are."""
    return list(chosen) if chosen else [s for s in (set_registry.base(),) if s is not None]

class GameModel(QObject):
    """Owns the session being played. Emits:

    - `gameStarted` when a game replaces the old one (new, loaded, or rebuilt by undo);
    - `changed` after every accepted answer (the position moved);
    - `decisionChanged` when a new decision waits (also after `gameStarted`);
    - `logAppended(first)` with the index of the first new event in `game.events`;
    - `gameOver` once, when the game ends;
    - `historyChanged` when undo/redo availability may have changed;
    - `internalError(message)` when the engine raised while answering (the game went back, see `_recover`).
    - `fault(message, recovered)` when a file first fails to be written for a reason, or works again.
    """

    gameStarted = Signal()
    changed = Signal()
    decisionChanged = Signal()
    logAppended = Signal(int)
    gameOver = Signal()
    answerRefused = Signal(str)
    historyChanged = Signal()
    internalError = Signal(str)
    fault = Signal(str, bool)

    def __init__(self, parent: QObject | None = None, keep_files: bool = True) -> None:
        super().__init__(parent)
        self.session: Session | None = None
        self.keep_files = keep_files  # autosave and history in the user data folder
        self.storage = storage_module.unlocked()  # the app replaces it with the slot it claimed
        self.faults = Faults()
        self.faults.listeners.append(self.fault.emit)
        self.allow_undo_past_reveals = False
        self.undo_blocked = ""  # why undo and redo are off now (a lesson is running), or ""
        self.shows_seed = True  # the game's seed may be told (not on an online table: it would tell the deal)
        self.practising = False  # the game is a prepared position, played in memory only
        self._events_seen = 0
        self._table: tuple[Game, Table] | None = None  # the table last made, and of which game
        self._fault: tuple[Game, int, Fault] | None = None  # the last internal error: game, position, what
        # Called before the game is changed or replaced: a computer player thinking on it in another
        # thread is waited for (and its answer dropped), so nothing reads the game while it changes.
        self.before_change: list[Callable[[], None]] = []

    @property
    def game(self) -> Game | None:
        return self.session.game if self.session is not None else None

    @property
    def seats(self) -> Seats:
        """Who plays each seat of the game: "human" or a computer player's strength."""
        return self.session.seats if self.session is not None else ()

    def is_computer(self, player: int) -> bool:
        return seat_kinds.is_computer(self.seats, player)

    def computer_kind(self, player: int) -> str | None:
        """The strength of the computer player that plays `player` ("easy"...), None for a person, whether
        at this screen or (online) elsewhere: what the title, the seat labels and the turn summary say."""
        return self.seats[player] if self.is_computer(player) else None

    def plays_here(self, player: int) -> bool:
        """Does a computer player at this screen answer for `player`? (Online, the host's computers do.)"""
        return self.is_computer(player)

    def humans(self) -> list[int]:
        return seat_kinds.humans(self.seats)

    def _changing(self) -> None:
        for hook in self.before_change:
            hook()

    # -- starting ----------------------------------------------------------
    def _session(self, game: Game, seats: Seats | None = None) -> Session:
        autosave = self.storage.autosave if self.keep_files else None
        history = self.storage.history if self.keep_files else None
        return Session(game, autosave=autosave, history=history, faults=self.faults,
                       allow_undo_past_reveals=self.allow_undo_past_reveals, seats=seats)

    def start(self, setup: Setup, seed: Seed, seats: Seats | None = None) -> None:
        """A new game; `seats` says who plays each seat (None: every seat a person)."""
        self._changing()
        session = self._session(Game(setup, seed), seats)
        session.save_autosave()
        self._show(session)

    def adopt(self, game: Game, seats: Seats | None = None) -> None:
        """Play on with a game built elsewhere (a loaded save) as the current game."""
        self._changing()
        session = self._session(game, seats)
        session.save_autosave()
        self._show(session)

    def load(self, path: Path) -> None:
        """Load a save by replaying it. Raises `SaveError`; the current game is untouched then."""
        game, seats = load(path)
        self._changing()
        session = self._session(game, seats)
        session.save_autosave()
        self._show(session)

    def practice(self, game: Game) -> None:
        """Play a prepared position (a lesson's): in memory only, with no autosave, no history and no undo,
        since a position built by hand is not a setup and seed that replays."""
        self._changing()
        self._show(Session(game, faults=self.faults), "Undo is off in a prepared lesson position.", practising=True)

    def close_practice(self) -> None:
        """Put a prepared position away (nothing of it is kept)."""
        if self.practising:
            self._changing()
            self.session = None
            self.practising = False
            self.undo_blocked = ""
            self.historyChanged.emit()

    def set_undo_blocked(self, why: str) -> None:
        self.undo_blocked = why
        self.historyChanged.emit()

    def _show(self, session: Session | None, undo_blocked: str = "", practising: bool = False) -> None:
        self.session = session
        self.undo_blocked = undo_blocked
        self.practising = practising
        self._events_seen = 0
        self.gameStarted.emit()
        self._announce()
        self.historyChanged.emit()

    def start_random(self, players: int, seed: int | None = None, sets: Sequence[str] | None = None,
                     seats: Seats | None = None, names: Sequence[str] = ()) -> None:
        """A random legal game from these card sets (Quick Game), with these players' names if given. Without
        a `seed` the setup is drawn from a fresh number and the shuffles from a fresh secret deal; a seed
        (`legendary-desktop --seed`, the demo, tests) deals as it always did."""
        if seed is None:
            number = random.SystemRandom().randrange(1, 1 << 30)
            self.start(random_setup(players, number, sets=_or_base(sets), names=names), Deal.fresh(number), seats)
            return
        self.start(random_setup(players, seed, sets=_or_base(sets), names=names), seed, seats)

    def save_as(self, path: Path) -> None:
        """Raises OSError; the caller tells the player."""
        if self.session is not None:
            self.session.save_as(path)

    # -- reading -----------------------------------------------------------
    def facts(self) -> Facts | None:
        """What the table says about the game now (engine/table_facts.py); an online table has the host's."""
        return table_facts.facts(self.game) if self.game is not None else None

    def table(self) -> Table | None:
        """The table the board draws (engine/table_view.py): the game as the seat whose hand lies on the table
        sees it (the deciding player's, else the player whose turn it is)."""
        g = self.game
        if g is None:
            return None
        table = table_view.pass_and_play(g)
        self._table = (g, table)
        return table

    @property
    def in_game(self) -> bool:
        """Is a game on the table (local, or an online one whose first view came)?"""
        return self.game is not None

    def step(self) -> tuple[int, int]:
        """The answers given so far and the turn in play (what the banners' news belongs to)."""
        g = self.game
        return (len(g.answers), g.turn_number) if g is not None else (0, 0)

    def events(self) -> list[Event]:
        """The game's log as this table knows it."""
        return self.game.events if self.game is not None else []

    def card_def(self, card_id: int) -> CardDef | None:
        """A card this table may name (in the log, on the table), by its instance id; None if unknown here."""
        g = self.game
        return g.cards[card_id] if g is not None and 0 <= card_id < len(g.cards) else None

    def drawn_table(self) -> Table | None:
        """The table last made for the game now (what the board drew), else one made now."""
        if self._table is not None and self._table[0] is self.game:
            return self._table[1]
        return self.table()

    @property
    def pending(self) -> Decision | None:
        return self.game.pending if self.game is not None else None

    @property
    def over(self) -> bool:
        return self.game is not None and self.game.over

    def replay_positions(self) -> Replay | None:
        """What the Replay Viewer steps through, when not the game's own answers (an online joiner's)."""
        return None

    def can_undo(self) -> bool:
        return not self.undo_blocked and self.session is not None and self.session.can_undo()

    def can_redo(self) -> bool:
        return not self.undo_blocked and self.session is not None and self.session.can_redo()

    def set_undo_past_reveals(self, allowed: bool) -> None:
        self.allow_undo_past_reveals = allowed
        if self.session is not None:
            self.session.allow_undo_past_reveals = allowed
        self.historyChanged.emit()

    # -- answering ---------------------------------------------------------
    def answer(self, labels: str | Sequence[str]) -> bool:
        """Send an answer to the pending decision. A refused answer changes nothing and returns False."""
        if self.session is None:
            return False
        answer: str | list[str] = labels if isinstance(labels, str) else list(labels)
        self._changing()
        answered = len(self.session.game.answers)
        try:
            self.session.decide(answer)
        except (IllegalAnswerError, GameOverError) as err:
            if len(self.session.game.answers) != answered:  # taken, then failed inside the engine
                self._recover(answer, answered, err)
                return False
            self.answerRefused.emit(str(err))
            return False
        except Exception as err:
            if isinstance(err, OSError):  # a file problem, not the engine's
                raise
            self._recover(answer, answered, err)  # an internal error: an exception inside the engine
            return False
        self.changed.emit()
        self._announce()
        self.historyChanged.emit()
        return True

    # -- internal errors ---------------------------------------------------
    def _recover(self, answer: str | list[str], answered: int, err: Exception) -> None:
        """The engine raised while answering: its state may be half-changed, so replay the answers before
        this one (the last good decision), autosave that, keep what failed for a report, and say so."""
        assert self.session is not None
        fault = Fault.from_exception(answer, err)
        bad = self.session.game
        try:
            self.session.game = Game.replay(bad.setup, bad.seed, bad.replay_answers()[:answered])
        except Exception as again:  # the earlier answers fail too (the fault isn't in this answer alone)
            self.internalError.emit(f"{fault.error}: {fault.message}\nThe game could not be rebuilt either "
                                    f"({type(again).__name__}); the autosave holds its last good decision.")
            return
        with contextlib.suppress(OSError):  # the autosave already on disk holds this same position
            self.session.save_autosave()
        self._fault = (self.session.game, answered, fault)
        self._show(self.session, self.undo_blocked, self.practising)
        self.internalError.emit(f"{fault.error}: {fault.message}")

    def report_game(self) -> Game | None:
        """The game a problem report holds (what replays to where it stands); None: none to report here."""
        return self.game

    def current_fault(self) -> Fault | None:
        """The internal error met at the decision the game is waiting on now, if there was one."""
        if self._fault is None or self._fault[0] is not self.game or len(self._fault[0].answers) != self._fault[1]:
            return None
        return self._fault[2]

    def undo(self) -> bool:
        """Undo the last decision (replaying all answers but it); the table is rebuilt."""
        if self.session is None or not self.can_undo():
            return False
        self._changing()
        if not self.session.undo():
            return False
        self._show(self.session)
        return True

    def redo(self) -> bool:
        if self.session is None or not self.can_redo():
            return False
        self._changing()
        if not self.session.redo():
            return False
        self._show(self.session)
        return True

    def _announce(self) -> None:
        events = self.events()
        if len(events) > self._events_seen:
            first = self._events_seen
            self._events_seen = len(events)
            self.logAppended.emit(first)
        if self.over:
            self.gameOver.emit()
        else:
            self.decisionChanged.emit()
