"""A game in progress with its files: autosave after every decision, fair undo, redo.

Qt-free, so the window, the CLI and tests share it. Undo replays all answers but the
last; fair undo stops at the last moment hidden information was revealed.

A file that can't be written never stops the game: the failure goes to `faults` (told
once per cause) and the game goes on in memory. The autosave always holds the whole game,
so the next write that works catches up; a finished game waits in the history log's queue.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from legendary_desktop.engine.game import Answer, Game
from legendary_desktop.persistence.autosave import write_autosave
from legendary_desktop.persistence.faults import Faults
from legendary_desktop.persistence.history import HistoryLog, encode, game_record
from legendary_desktop.persistence.history_summary import keep_summary
from legendary_desktop.persistence.save_file import load_game, to_json, write_atomic
from legendary_desktop.setup.spec import Setup


class Session:
    """Owns the current Game; every answer goes through `decide`."""

    def __init__(self, game: Game, autosave: Path | None = None, history: Path | HistoryLog | None = None,
                 allow_undo_past_reveals: bool = False, faults: Faults | None = None) -> None:
        self.game = game
        self.autosave = autosave
        self.history = HistoryLog(history) if isinstance(history, Path) else history
        self.faults = faults if faults is not None else Faults()
        self.allow_undo_past_reveals = allow_undo_past_reveals
        self.redo_stack: list[list[str]] = []
        self.started = time.time()
        self._recorded = game.over

    @classmethod
    def new(cls, setup: Setup, seed: int, **kwargs: Any) -> Session:
        session = cls(Game(setup, seed), **kwargs)
        session.save_autosave()
        return session

    @classmethod
    def load(cls, path: Path, **kwargs: Any) -> Session:
        return cls(load_game(path), **kwargs)

    # ---------------------------------------------------------------- play
    def decide(self, answer: Answer) -> None:
        self.game.decide(answer)  # raises IllegalAnswerError and changes nothing on a bad answer
        self.redo_stack.clear()
        self._after_change()

    def _after_change(self) -> None:
        if self.game.over and not self._recorded and self.history is not None:
            self.history.pending.append(encode(game_record(self.game, time.time() - self.started)))
            self._recorded = True
        self.save_autosave()

    # ---------------------------------------------------------------- undo
    def undo_floor(self) -> int:
        """How many answers must stay: undo never goes behind a reveal unless allowed."""
        return 0 if self.allow_undo_past_reveals else self.game.last_reveal

    def can_undo(self) -> bool:
        return len(self.game.answers) > self.undo_floor() and not self._recorded

    def can_redo(self) -> bool:
        return bool(self.redo_stack)

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        answers = self.game.replay_answers()
        self.redo_stack.append(answers.pop())
        self.game = Game.replay(self.game.setup, self.game.seed, answers)
        self.save_autosave()
        return True

    def redo(self) -> bool:
        if not self.redo_stack:
            return False
        self.game.decide(self.redo_stack.pop())
        self._after_change()
        return True

    # ---------------------------------------------------------------- files
    def save_autosave(self) -> None:
        """Write the autosave and any finished game still waiting for the history; never raises OSError."""
        if self.autosave is not None:
            try:
                write_autosave(self.autosave, to_json(self.game))
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
        write_atomic(path, to_json(self.game))
