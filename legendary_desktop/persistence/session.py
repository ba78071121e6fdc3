"""A game in progress with its files: autosave after every decision, fair undo, redo.

Qt-free, so the window, the CLI and tests share it. Undo replays all answers but the
last; fair undo stops at the last moment hidden information was revealed.

With computer players, undo goes back to the last decision a person made: the computers' answers
after it are taken back with it (and redone with it), and since a computer's answer depends only on
the position (its bot is seeded from the game's seed, its seat and the decision's number), the same
answer from the person brings the same answers from the computers again.

A file that can't be written never stops the game: the failure goes to `faults` (told
once per cause) and the game goes on in memory. The autosave always holds the whole game,
so the next write that works catches up; a finished game waits in the history log's queue.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from legendary_desktop.engine.deal import Seed
from legendary_desktop.engine.game import Answer, Game
from legendary_desktop.engine.spec import Setup
from legendary_desktop.persistence import saved_seats as seat_kinds
from legendary_desktop.persistence.autosave import write_autosave
from legendary_desktop.persistence.faults import Faults
from legendary_desktop.persistence.history import HistoryLog, encode, game_record
from legendary_desktop.persistence.history_summary import keep_summary
from legendary_desktop.persistence.save_file import load, to_json, write_atomic
from legendary_desktop.persistence.saved_seats import Seats


class Session:
    """Owns the current Game; every answer goes through `decide`."""

    def __init__(self, game: Game, autosave: Path | None = None, history: Path | HistoryLog | None = None,
                 allow_undo_past_reveals: bool = False, faults: Faults | None = None,
                 seats: Seats | None = None) -> None:
        self.game = game
        self.seats = seat_kinds.fit(seats, game.setup.players)
        self.autosave = autosave
        self.history = HistoryLog(history) if isinstance(history, Path) else history
        self.faults = faults if faults is not None else Faults()
        self.allow_undo_past_reveals = allow_undo_past_reveals
        self.redo_stack: list[list[list[str]]] = []  # each undo's answers: a person's, then the computers'
        self._deciders: list[int] = []  # who gave each answer (rebuilt by replay when unknown)
        self.started = time.time()
        self._recorded = game.over

    @classmethod
    def new(cls, setup: Setup, seed: Seed, **kwargs: Any) -> Session:
        """A new game of `setup` dealt by `seed`, its autosave written."""
        session = cls(Game(setup, seed), **kwargs)
        session.save_autosave()
        return session

    @classmethod
    def load(cls, path: Path, **kwargs: Any) -> Session:
        game, seats = load(path)
        return cls(game, seats=seats, **kwargs)

    def is_computer(self, player: int) -> bool:
        return seat_kinds.is_computer(self.seats, player)

    # ---------------------------------------------------------------- play
    def decide(self, answer: Answer) -> None:
        self._decide(answer)  # raises IllegalAnswerError and changes nothing on a bad answer
        self.redo_stack.clear()
        self._after_change()

    def _decide(self, answer: Answer) -> None:
        g = self.game
        player = g.pending.player if g.pending is not None else None
        known = len(self._deciders) == len(g.answers)
        g.decide(answer)
        if known and player is not None:
            self._deciders.append(player)

    def _after_change(self) -> None:
        if self.game.over and not self._recorded and self.history is not None:
            self.history.pending.append(encode(game_record(self.game, time.time() - self.started)))
            self._recorded = True
        self.save_autosave()

    # ---------------------------------------------------------------- undo
    def undo_floor(self) -> int:
        """How many answers must stay: undo never goes behind a reveal unless allowed."""
        return 0 if self.allow_undo_past_reveals else self.game.last_reveal

    def deciders(self) -> list[int]:
        """The player who gave each answer so far, in order."""
        g = self.game
        if len(self._deciders) > len(g.answers):  # the game was rebuilt shorter (undo, recovery)
            del self._deciders[len(g.answers):]
        if len(self._deciders) < len(g.answers):  # a loaded or adopted game: replay to learn who answered
            again = Game(g.setup, g.seed, g.cat, rulebook=g.rulebook)
            found = []
            for answer in g.answers:
                assert again.pending is not None
                found.append(again.pending.player)
                again.decide(answer)
            self._deciders = found
        return self._deciders

    def undo_target(self) -> int | None:
        """How many answers an undo keeps: all but the last one a person gave (and the computers' answers
        after it). None when undo is not possible: no person's answer above the undo floor."""
        if self._recorded:
            return None
        answers, floor = len(self.game.answers), self.undo_floor()
        if answers <= floor:
            return None
        if not any(self.is_computer(p) for p in range(len(self.seats))):
            return answers - 1
        deciders = self.deciders()
        for i in range(answers - 1, floor - 1, -1):
            if not self.is_computer(deciders[i]):
                return i
        return None

    def can_undo(self) -> bool:
        return self.undo_target() is not None

    def can_redo(self) -> bool:
        return bool(self.redo_stack)

    def undo(self) -> bool:
        target = self.undo_target()
        if target is None:
            return False
        answers = self.game.replay_answers()
        self.redo_stack.append(answers[target:])
        self.game = Game.replay(self.game.setup, self.game.seed, answers[:target], self.game.cat)
        self.save_autosave()
        return True

    def redo(self) -> bool:
        if not self.redo_stack:
            return False
        for answer in self.redo_stack.pop():
            self._decide(answer)
        self._after_change()
        return True

    # ---------------------------------------------------------------- files
    def save_autosave(self) -> None:
        """Write the autosave and any finished game still waiting for the history; never raises OSError."""
        if self.autosave is not None:
            try:
                write_autosave(self.autosave, to_json(self.game, seats=self.seats))
            except OSError as err:
                self.faults.failed("autosave", self.autosave, err)
            else:
                self.faults.succeeded("autosave")
        if self.history is not None and self.history.pending:
            try:
                self.history.flush()
            except OSError as err:
                self.faults.failed("history", self.history.path, err)
            else:
                self.faults.succeeded("history")
                keep_summary(self.history.path)

    def save_as(self, path: Path) -> None:
        """Write the game to `path`. Raises OSError (the caller tells the player)."""
        write_atomic(path, to_json(self.game, seats=self.seats))
