"""The model between the engine and the screen: owns one `Game`, answers its decision, says what changed.

The board never touches engine objects; it reads the game through this model and sends
answers back with `answer`. Signals name what changed so views redraw only that.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal

from legendary_desktop.engine.catalog import catalog
from legendary_desktop.engine.decision import Decision, GameOverError, IllegalAnswerError
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.testkit import default_setup
from legendary_desktop.setup.spec import Setup


def random_setup(players: int, seed: int) -> Setup:
    """A random legal core-set setup for `players`, chosen with its own seeded generator."""
    from legendary_desktop.setup.rules import requirements

    cat = catalog()
    rng = random.Random(seed)
    mastermind = rng.choice(sorted(cat.masterminds))
    scheme = rng.choice(sorted(cat.schemes))
    req = requirements(players, mastermind, scheme, cat)
    villains = rng.sample(sorted(cat.villains), k=min(len(cat.villains), req.villains + 1))
    henchmen = rng.sample(sorted(cat.henchmen), k=min(len(cat.henchmen), req.henchmen + 1))
    heroes = rng.sample(sorted(cat.heroes), k=min(len(cat.heroes), req.heroes))
    try:
        setup = default_setup(players, mastermind, scheme, villains, henchmen, heroes)
        Game(setup, seed)  # validates the whole setup
    except Exception:  # a random pick broke a rule: fall back to the fixed legal filling
        setup = default_setup(players, mastermind, scheme)
    return setup


class GameModel(QObject):
    """Owns the game being played. Emits:

    - `gameStarted` when a new game replaces the old one;
    - `changed` after every accepted answer (the position moved);
    - `decisionChanged` when a new decision waits (also after `gameStarted`);
    - `logAppended(first)` with the index of the first new event in `game.events`;
    - `gameOver` once, when the game ends.
    """

    gameStarted = Signal()
    changed = Signal()
    decisionChanged = Signal()
    logAppended = Signal(int)
    gameOver = Signal()
    answerRefused = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game: Game | None = None
        self._events_seen = 0
        self.last_answer_ms = 0.0  # engine time of the last answer (for measurements)

    # -- starting ----------------------------------------------------------
    def start(self, setup: Setup, seed: int) -> None:
        self.adopt(Game(setup, seed))

    def adopt(self, game: Game) -> None:
        """Show a game built elsewhere (a loaded save, an undo by replay) as a new game."""
        self.game = game
        self._events_seen = 0
        self.gameStarted.emit()
        self._announce()

    def start_random(self, players: int, seed: int | None = None) -> None:
        seed = random.SystemRandom().randrange(1 << 30) if seed is None else seed
        self.start(random_setup(players, seed), seed)

    # -- reading -----------------------------------------------------------
    @property
    def pending(self) -> Decision | None:
        return self.game.pending if self.game is not None else None

    @property
    def over(self) -> bool:
        return self.game is not None and self.game.over

    # -- answering ---------------------------------------------------------
    def answer(self, labels: str | Sequence[str]) -> bool:
        """Send an answer to the pending decision. A refused answer changes nothing and returns False."""
        if self.game is None:
            return False
        answer: str | list[str] = labels if isinstance(labels, str) else list(labels)
        started = time.perf_counter()
        try:
            self.game.decide(answer)
        except (IllegalAnswerError, GameOverError) as err:
            self.answerRefused.emit(str(err))
            return False
        self.last_answer_ms = (time.perf_counter() - started) * 1000
        self.changed.emit()
        self._announce()
        return True

    def _announce(self) -> None:
        g = self.game
        assert g is not None
        if len(g.events) > self._events_seen:
            first = self._events_seen
            self._events_seen = len(g.events)
            self.logAppended.emit(first)
        if g.over:
            self.gameOver.emit()
        else:
            self.decisionChanged.emit()
