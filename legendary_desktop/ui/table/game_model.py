"""The local table source (ui/table/table_source.py): owns the game played on this computer, answers its
decision, says what changed, and keeps the game's files (autosave, saves, history) through a `Session`.

This is the one UI module that holds an engine `Game`: every screen reads the game through the table source
(the table of the seat at the screen, the pending decision, the log) and sends answers back with `answer`;
what only a local game can do (save, load, replay, My Deck, report, redo, practice, computers that think
here) is a capability the screens ask for (`offers`). Signals name what changed so views redraw only that.
"""

from __future__ import annotations

import contextlib
import random
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from legendary_desktop.bots.seats import make_bot
from legendary_desktop.engine import sets as set_registry
from legendary_desktop.engine import table_facts, table_view
from legendary_desktop.engine.card import CardDef
from legendary_desktop.engine.chronicle import turn_summaries
from legendary_desktop.engine.deal import Deal, Seed
from legendary_desktop.engine.decision import Decision, GameOverError, IllegalAnswerError
from legendary_desktop.engine.game import Answer, Game
from legendary_desktop.engine.lessons import Coach, Position, Target
from legendary_desktop.engine.replay import AnswerReplay
from legendary_desktop.engine.spec import Setup
from legendary_desktop.engine.state import Event
from legendary_desktop.engine.table_facts import Facts
from legendary_desktop.engine.table_view import Table
from legendary_desktop.engine.visibility import Viewer, may_see_deck_contents, other_seats_private
from legendary_desktop.persistence.recovery import Resumable
from legendary_desktop.persistence.save_file import load
from legendary_desktop.persistence.saved_seats import Seats, bot_seed
from legendary_desktop.persistence.saves import game_log_text
from legendary_desktop.persistence.session import Session
from legendary_desktop.report import Fault, build_report
from legendary_desktop.setup.randomizer import random_setup
from legendary_desktop.ui.table.table_source import DeckContents, ReportMaker, TableSource

if TYPE_CHECKING:
    from legendary_desktop.engine.replay import Replay



def _or_base(chosen: Sequence[str] | None) -> list[str]:
    """The sets chosen, or the base game when none are."""
    return list(chosen) if chosen else [s for s in (set_registry.base(),) if s is not None]

class LocalTableSource(TableSource):
    """The table source of a game played on this computer: owns the session being played (the signals are
    `TableSource`'s; `internalError` comes after `_recover` put the game back)."""

    capabilities = frozenset({"start", "load", "save", "export", "replay", "my_deck", "report", "redo",
                              "practice", "computers", "hint", "stats", "seed"})

    def __init__(self, parent: QObject | None = None, keep_files: bool = True) -> None:
        super().__init__(parent)
        self.session: Session | None = None
        self.keep_files = keep_files  # autosave and history in the user data folder
        self.allow_undo_past_reveals = False
        self._table: tuple[Game, Table] | None = None  # the table last made, and of which game
        # the table last made for the person at the screen (`table_for`), and of which position and viewer
        self._seen_table: tuple[tuple[Game, int, Viewer], Table] | None = None
        self._fault: tuple[Game, int, Fault] | None = None  # the last internal error: game, position, what

    @property
    def game(self) -> Game | None:
        return self.session.game if self.session is not None else None

    @property
    def seats(self) -> Seats:
        """Who plays each seat of the game: "human" or a computer player's strength."""
        return self.session.seats if self.session is not None else ()

    def computer_kind(self, player: int) -> str | None:
        """The strength of the computer player that plays `player` ("easy"...), None for a person, whether
        at this screen or (online) elsewhere: what the title, the seat labels and the turn summary say."""
        return self.seats[player] if self.is_computer(player) else None

    def plays_here(self, player: int) -> bool:
        """Does a computer player at this screen answer for `player`? (Online, the host's computers do.)"""
        return self.is_computer(player)

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

    def resume(self, found: Resumable) -> None:
        self.adopt(found.game, found.seats)

    def load(self, path: Path) -> None:
        """Load a save by replaying it. Raises `SaveError`; the current game is untouched then."""
        game, seats = load(path)
        self._changing()
        session = self._session(game, seats)
        session.save_autosave()
        self._show(session)

    def practice(self, position: Position) -> None:
        """Play a prepared position (a lesson's): in memory only, with no autosave, no history and no undo,
        since a position built by hand is not a setup and seed that replays."""
        game = position.build()
        self._changing()
        self._show(Session(game, faults=self.faults), "Undo is off in a prepared lesson position.", practising=True)

    def coach_check(self, coach: Coach, answer: Sequence[str]) -> str | None:
        return coach.check(self.game, answer) if self.game is not None else None

    def coach_target(self, coach: Coach) -> Target:
        return coach.target(self.game) if self.game is not None else Target()

    def close_practice(self) -> None:
        """Put a prepared position away (nothing of it is kept)."""
        if self.practising:
            self._changing()
            self.session = None
            self.practising = False
            self.undo_blocked = ""
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

    def table_for(self, viewer: Viewer) -> Table | None:
        """The game as the person at the screen sees it: their own seat's table (every hand face up with Open
        Hands), not the deciding player's, who may be behind the curtain."""
        g, drawn = self.game, self.drawn_table()
        if g is None or drawn is None:
            return None
        if drawn.seat == viewer.seat and (g.over or not viewer.open_hands):
            return drawn
        key = (g, len(g.answers), viewer)
        if self._seen_table is None or self._seen_table[0] != key:
            # the facts are the same for every seat: the drawn table's are this position's
            self._seen_table = (key, table_view.of_game(g, viewer.seat, drawn.facts, viewer.open_hands))
        return self._seen_table[1]

    def may_look_at(self, card_id: int, viewer: Viewer) -> bool:
        g = self.game
        return g is not None and 0 <= card_id < len(g.cards) and card_id not in other_seats_private(g, viewer)

    @property
    def in_game(self) -> bool:
        """Is a game on the table?"""
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

    def game_key(self) -> object:
        return self.game if self.game is not None else self

    def told_deal(self) -> Seed | None:
        """An integer seed may be told (it was chosen to be shared); a secret deal only once the game is over
        (its code is on the end screen)."""
        g = self.game
        return None if g is None or not (isinstance(g.seed, int) or g.over) else g.seed

    def replay(self) -> Replay | None:
        g = self.game
        if g is None or self.practising:
            return None
        return AnswerReplay(g.setup, g.seed, list(g.replay_answers()))

    def save_name(self) -> str:
        g = self.game
        if g is None:
            return super().save_name()
        safe = "".join(ch for ch in g.setup.mastermind if ch.isalnum() or ch in " -")
        return f"{safe} turn {g.turn_number}"

    def log_text(self) -> str:
        g = self.game
        return game_log_text(g) if g is not None else super().log_text()

    def deck_contents(self, viewer: Viewer, hand_owner: int | None) -> DeckContents | None:
        g = self.game
        if g is None:
            return None
        seat = viewer.seat if viewer.seat is not None else hand_owner if viewer.sees_all(g) else None
        if seat is None or not may_see_deck_contents(g, viewer, seat):
            return None
        p = g.players[seat]
        return DeckContents(p.name, tuple(g.cards[c] for c in p.deck), tuple(g.cards[c] for c in p.discard),
                            len(p.hand))

    def whole_collection(self, player: int) -> list[int] | None:
        g = self.game
        if g is None or not g.over:
            return None
        whole = g.players[player]
        return [*whole.discard, *whole.deck, *whole.hand, *whole.victory_pile]

    def report_maker(self) -> ReportMaker | None:
        g, fault = self.game, self.current_fault()
        if g is None:
            return None
        return lambda description, qt: build_report(g, description, qt, fault)

    def undo_refusal(self) -> str:
        g = self.game
        if self.undo_blocked:
            return self.undo_blocked
        if g is None or self.can_undo() or self.over or not g.answers:
            return ""
        what = g.reveal_word or "a hidden card"
        if g.last_reveal > 0 and self.session is not None and not self.session.allow_undo_past_reveals:
            return (f"Undo stops at the last reveal: {what} was revealed, and going back could change it. "
                    "Game → Allow Undo Past Reveals lifts this rule (casual play).")
        return "Nothing to undo."

    # -- computer players and hints (ui/table/computer_players.py thinks them off the UI thread) ----------
    def computer_move(self) -> tuple[Callable[[], Any], Callable[[Any], Answer], object, int] | None:
        """The pending decision's computer player: (make a copy of the game to think on, think on that copy,
        the game it is for, how many answers it had), None when no computer decides here now."""
        g, d = self.game, self.pending
        if g is None or d is None or not self.plays_here(d.player):
            return None
        kind, player = self.seats[d.player], d.player
        seed = bot_seed(g.seed, player, len(g.answers))

        def think(copy: Game) -> Answer:
            assert copy.pending is not None
            return make_bot(kind, copy, player, seed).answer(copy.pending)

        return g.copy, think, g, len(g.answers)

    def hint_job(self) -> tuple[Callable[[], Any], Callable[[Any], object]] | None:
        """A Hint for a person's pending decision: (make a copy of the game, think on it), None: none now."""
        from legendary_desktop.bots.hint import hint  # the search loads only when a hint is first asked

        g, d = self.game, self.pending
        if g is None or d is None or self.is_computer(d.player):
            return None
        seed = bot_seed(g.seed, d.player, len(g.answers))
        return g.copy, lambda copy: hint(copy, seed)

    def computer_turn_lines(self, first: int, is_computer: list[bool]) -> list[str]:
        """One line per computer turn that started at or after event `first` (engine/chronicle.py)."""
        g = self.game
        return [] if g is None else [s.line(g) for s in turn_summaries(g, first) if is_computer[s.player]]

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


#: the name tests and older code know the local source by
GameModel = LocalTableSource
