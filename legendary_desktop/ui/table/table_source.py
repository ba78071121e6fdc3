"""The table source: what every screen draws from and answers to, whatever plays the game behind it.

A window shows one table source. It reads the table of the seat at the screen (engine/table_view.py), the
pending decision, the log and the step; it sends answers and asks for undo. Two sources implement it:

- `LocalTableSource` (ui/table/game_model.py): a game played on this computer, with its files (autosave,
  saves, history) kept by a `Session`; the only UI module that holds an engine `Game`;
- `OnlineTableSource` (ui/online/online_source.py): one seat of an online game, drawn from the views the host
  sends (a joiner's, or the host's own seat).

What a source may or may not do beyond that is a capability, named in `capabilities` and asked with
`offers(name)`: the screens never ask what kind of source they have. A capability a source lacks answers
with None (or False) from its method, so a caller that did not ask first gets nothing rather than an error.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from legendary_desktop.engine.card import CardDef
from legendary_desktop.engine.chronicle import log_turns, named_fought
from legendary_desktop.engine.deal import Seed
from legendary_desktop.engine.decision import Decision
from legendary_desktop.engine.lessons import Coach, Position, Target
from legendary_desktop.engine.spec import Setup
from legendary_desktop.engine.state import Event
from legendary_desktop.engine.table_facts import Facts
from legendary_desktop.engine.table_view import Table
from legendary_desktop.engine.visibility import Viewer
from legendary_desktop.persistence import saved_seats as seat_kinds
from legendary_desktop.persistence import storage as storage_module
from legendary_desktop.persistence.faults import Faults
from legendary_desktop.persistence.recovery import Resumable
from legendary_desktop.persistence.save_file import SaveError
from legendary_desktop.persistence.saved_seats import Seats
from legendary_desktop.report import Fault

if TYPE_CHECKING:
    from legendary_desktop.engine.replay import Replay

#: Every capability a source may offer (`TableSource.offers`):
#: "start" new games and "load" saves here; "save" the game (Save As); "export" its log (the game's own, or
#: as this seat was sent it); "replay" it (the Replay Viewer); "my_deck" (which cards a deck holds); "report"
#: a problem (what replays the game); "redo"; "practice" a prepared position; "computers" that think at this
#: screen; "hint"; "stats" (the history of games kept on this computer); "seed" (the deal may be told).
CAPABILITIES = frozenset({"start", "load", "save", "export", "replay", "my_deck", "report", "redo", "practice",
                          "computers", "hint", "stats", "seed"})


@dataclass(frozen=True)
class DeckContents:
    """What My Deck shows of one seat: its name, what its deck holds (in no order), its discard pile, and how
    many cards are in its hand."""

    name: str
    deck: tuple[CardDef, ...]
    discard: tuple[CardDef, ...]
    hand: int


#: an answer to a decision: one option's label, or several
Answer = str | list[str] | tuple[str, ...]

#: builds a problem report from the player's description and the Qt version (report.build_report's document)
ReportMaker = Callable[[str, str | None], dict[str, Any]]


class TableSource(QObject):
    """What a window draws from and answers to (see the module docstring). Emits:

    - `gameStarted` when a game replaces the old one (new, loaded, rebuilt by undo; online: the first view,
      or a view after a choice was taken back);
    - `changed` after every accepted answer (the position moved);
    - `decisionChanged` when a new decision waits (also after `gameStarted`);
    - `logAppended(first)` with the index of the first new event in `events()`;
    - `gameOver` once, when the game ends;
    - `answerRefused(why)` when an answer was not taken;
    - `historyChanged` when undo/redo availability may have changed;
    - `internalError(message)` when the engine raised while answering (the game went back);
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

    #: what this source offers beyond drawing and answering (a subset of `CAPABILITIES`)
    capabilities: frozenset[str] = frozenset()
    #: does it write the game's files (autosave, history) in the user data folder? (a demo turns it off)
    keep_files = False

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.storage = storage_module.unlocked()  # the app replaces it with the slot it claimed
        self.faults = Faults()
        self.faults.listeners.append(self.fault.emit)
        self.undo_blocked = ""  # why undo and redo are off now (a lesson is running), or ""
        self.practising = False  # the game is a prepared position, played in memory only
        self._events_seen = 0
        # Called before the game is changed or replaced: a computer player thinking on it in another
        # thread is waited for (and its answer dropped), so nothing reads the game while it changes.
        self.before_change: list[Callable[[], None]] = []

    def offers(self, capability: str) -> bool:
        """Does this source offer `capability` (one of `CAPABILITIES`)?"""
        return capability in self.capabilities

    # -- who plays ------------------------------------------------------------
    @property
    def seats(self) -> Seats:
        """Who plays each seat: "human" (a person at this screen) or what plays it elsewhere."""
        return ()

    def is_computer(self, player: int) -> bool:
        """Is `player` played by anything but a person at this screen (a computer, or a person elsewhere)?"""
        return seat_kinds.is_computer(self.seats, player)

    def computer_kind(self, player: int) -> str | None:
        """The strength of the computer player that plays `player` ("easy"...), None for a person, whether at
        this screen or elsewhere: what the title, the seat labels and the turn summary say."""
        return None

    def plays_here(self, player: int) -> bool:
        """Does a computer player at this screen answer for `player`?"""
        return False

    def humans(self) -> list[int]:
        """The seats the people at this screen play."""
        return seat_kinds.humans(self.seats)

    # -- reading --------------------------------------------------------------
    @property
    def in_game(self) -> bool:
        """Is a game on the table?"""
        return False

    def table(self) -> Table | None:
        """The table the board draws: the game as the seat whose hand lies on the table sees it."""
        return None

    def drawn_table(self) -> Table | None:
        """The table last made for the position now (what the board drew), else one made now."""
        return self.table()

    def table_for(self, viewer: Viewer) -> Table | None:
        """The table as the person at the screen sees it (`viewer`: whose hand is up, whether every card may be
        seen): what the card panel says of where a card went. Online: the seat's own table."""
        return self.drawn_table()

    def facts(self) -> Facts | None:
        """What the table says about the game now (engine/table_facts.py)."""
        table = self.drawn_table()
        return table.facts if table is not None else None

    @property
    def pending(self) -> Decision | None:
        return None

    @property
    def over(self) -> bool:
        return False

    def step(self) -> tuple[int, int]:
        """The answers given so far and the turn in play (what the banners' news belongs to)."""
        return (0, 0)

    def events(self) -> list[Event]:
        """The game's log as this table knows it."""
        return []

    def card_def(self, card_id: int) -> CardDef | None:
        """A card this table may name (in the log, on the table), by its instance id; None if unknown here."""
        return None

    def may_look_at(self, card_id: int, viewer: Viewer) -> bool:
        """May the person at the screen look at this card (not one in another seat's hand or deck)? By default:
        a card this table was sent."""
        return self.card_def(card_id) is not None

    def game_key(self) -> object:
        """What tells one game from another: a game replaced (a new one, one rebuilt by undo, a lesson's next
        position) has another key. What the banners' news and a lesson belong to."""
        return self

    def told_deal(self) -> Seed | None:
        """The game's seed or deal as it may be told now, None when it may not (a secret deal during play, an
        online table's: it would tell the deal)."""
        return None

    def current_fault(self) -> Fault | None:
        """The internal error met at the decision the game is waiting on now, if there was one."""
        return None

    # -- answering ------------------------------------------------------------
    def answer(self, labels: str | Sequence[str]) -> bool:
        """Send an answer to the pending decision. A refused answer changes nothing and returns False."""
        return False

    def can_undo(self) -> bool:
        return False

    def undo(self) -> bool:
        """Take back the last decision (online: ask the host to). False: nothing was taken back."""
        return False

    def undo_refusal(self) -> str:
        """Why Undo is off now, and how to lift it where it can be ("" when it is on, or nothing to undo)."""
        return self.undo_blocked

    def set_undo_blocked(self, why: str) -> None:
        self.undo_blocked = why
        self.historyChanged.emit()

    def set_undo_past_reveals(self, allowed: bool) -> None:
        """Game → Allow Undo Past Reveals (where the source keeps that rule)."""

    # -- capabilities (see `CAPABILITIES`) ------------------------------------
    def start(self, setup: Setup, seed: Seed, seats: Seats | None = None) -> None:
        """A new game here (capability "start"); `seats` says who plays each seat (None: every seat a person)."""

    def start_random(self, players: int, seed: int | None = None, sets: Sequence[str] | None = None,
                     seats: Seats | None = None, names: Sequence[str] = ()) -> None:
        """A random legal game from these card sets (Quick Game; capability "start")."""

    def resume(self, found: Resumable) -> None:
        """Play on with the autosaved game found on start (capability "load")."""

    def load(self, path: Path) -> None:
        """Load a save by replaying it (capability "load"). Raises `SaveError`; the game is untouched then."""
        raise SaveError("this table opens no saved game")

    def practice(self, position: Position) -> None:
        """Play a lesson's prepared position (capability "practice")."""

    def coach_check(self, coach: Coach, answer: Sequence[str]) -> str | None:
        """A lesson's word on `answer` (None: it is what the step waits for), capability "practice"."""
        return None

    def coach_target(self, coach: Coach) -> Target:
        """What a lesson's step points at on the table now (capability "practice")."""
        return Target()

    def can_redo(self) -> bool:
        return False

    def redo(self) -> bool:
        return False

    def save_as(self, path: Path) -> None:
        """Save the game (capability "save"). Raises OSError; the caller tells the player."""
        raise OSError("this table keeps no file of its game")

    def save_name(self) -> str:
        """A file name for Save As without its time stamp ("Red Skull turn 4")."""
        t = self.drawn_table()
        if t is None:
            return "Legendary"
        safe = "".join(ch for ch in t.mastermind.name if ch.isalnum() or ch in " -")
        return f"{safe} turn {t.turn.number}"

    def log_text(self) -> str:
        """The whole game log as a text file holds it (capability "export": the game's own; else the lines
        this table was sent)."""
        return "\n".join(["Legendary Desktop game log (as this seat was sent it)", "",
                          *(f"T{e.turn}  {e.text}" for e in self.events())]) + "\n"

    def replay(self) -> Replay | None:
        """What the Replay Viewer steps through (capability "replay"), None when nothing replays here."""
        return None

    def deck_contents(self, viewer: Viewer, hand_owner: int | None) -> DeckContents | None:
        """My Deck (capability "my_deck"): the deck and discard pile of the player at the screen (after the
        game, or with every card shown, of whoever's hand the table shows); None when none may be shown."""
        return None

    def whole_collection(self, player: int) -> list[int] | None:
        """After the game: every card `player` ends with (Victory Pile, hand, deck, discard pile), when this
        table knows them; None otherwise."""
        return None

    def computer_turn_lines(self, first: int, is_computer: list[bool]) -> list[str]:
        """What the computer players did: one line per computer turn that started at or after event `first`
        (`is_computer`: by seat), in engine/chronicle.py's words, read from the log and the table."""
        t = self.drawn_table()
        if t is None:
            return []
        names = [p.name for p in t.players]
        mastermind = t.cards[t.mastermind_card].name

        def card(c: int) -> CardDef:
            found = self.card_def(c)
            assert found is not None, "every card the log names is known to the table"
            return found

        def villain(c: int) -> str:
            return card(c).name

        turns = log_turns(self.events()[first:], names, card,
                          lambda c: named_fought(c, card(c), t.mastermind_card, mastermind, villain), villain)
        return [s.said(names) for s in turns if is_computer[s.player]]

    def computer_move(self) -> tuple[Callable[[], Any], Callable[[Any], Answer], object, int] | None:
        """The pending decision's computer player, when it thinks at this screen (capability "computers"):
        (make a copy of the game to think on, think on that copy, the game it is for (`game_key`), how many
        answers it had); None when no computer decides here now."""
        return None

    def hint_job(self) -> tuple[Callable[[], Any], Callable[[Any], object]] | None:
        """A Hint for a person's pending decision (capability "hint"): (make a copy of the game to think on,
        think on it); None: none now."""
        return None

    def report_maker(self) -> ReportMaker | None:
        """What writes a problem report of this game (capability "report"), None when it can't be here."""
        return None

    def close_practice(self) -> None:
        """Put a prepared position away (capability "practice")."""

    def close(self) -> None:
        """The window closes: let go of what the source holds (a connection, a hosted game)."""

    # -- for the sources ------------------------------------------------------
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
