"""What the Replay Viewer steps through: a `Replay`, position 0 the start and `steps` the latest, each
position drawn as a table of one seat (engine/table_view.py).

`AnswerReplay` rebuilds each position from a game's setup, seed and first k answers (a 600-answer game replays
in ~8 ms), so stepping back is as exact as stepping forward; during a game it shows only what the person at the
screen may see (engine/visibility.py). An online joiner, who has no answers, steps through the views its seat was
sent instead (ui/table/replay_viewer.py `SeenViews`).
"""

from __future__ import annotations

from typing import Protocol

from legendary_desktop.engine import table_view
from legendary_desktop.engine.deal import Seed
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.spec import Setup
from legendary_desktop.engine.table_view import Table
from legendary_desktop.engine.visibility import Viewer, may_see_hand


class Replay(Protocol):
    """The positions a replay steps through: position 0 is the start, `steps` the latest."""

    @property
    def steps(self) -> int: ...  # the number of the latest position
    turn_at: list[int]  # the turn in progress at each position, for "jump to turn"
    private: bool  # other seats' hands are never known (an online joiner's views): never shown

    def table_at(self, k: int, viewer: Viewer, live: bool) -> tuple[Table, bool]:
        """The table at position k as `viewer` sees it (`live`: the game is being played), and whether the hand
        on it (the deciding player's, else the player whose turn it is) is shown."""
        ...

    def log_at(self, k: int) -> list[tuple[int, str]]: ...  # the log then: (turn, text) of each line


class AnswerReplay:
    """Every position of a game, rebuilt from its setup, seed and first k answers."""

    private = False  # after the game every hand may be shown

    def __init__(self, setup: Setup, seed: Seed, answers: list[list[str]]) -> None:
        self.setup, self.seed, self.answers = setup, seed, answers
        self.steps = len(answers)
        self._log: tuple[int, list[tuple[int, str]]] = (-1, [])  # the log of the position last drawn
        game = Game(setup, seed)
        self.turn_at = [game.turn_number]
        for answer in answers:
            game.decide(answer)
            self.turn_at.append(game.turn_number)

    def game_at(self, k: int) -> Game:
        return Game.replay(self.setup, self.seed, self.answers[:k])

    def table_at(self, k: int, viewer: Viewer, live: bool) -> tuple[Table, bool]:
        g = self.game_at(k)
        self._log = (k, [(e.turn, e.text) for e in g.events])
        owner = g.pending.player if g.pending is not None else g.turn.player
        shown = not live or may_see_hand(g, viewer, owner)
        # the seat that may see the hand on the table: else the table is the viewer's own (that hand a count)
        return table_view.of_game(g, owner if shown else viewer.seat), shown

    def log_at(self, k: int) -> list[tuple[int, str]]:
        if self._log[0] != k:
            g = self.game_at(k)
            self._log = (k, [(e.turn, e.text) for e in g.events])
        return self._log[1]
