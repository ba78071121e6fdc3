"""The replay viewer: step through a saved or finished game one decision at a time, read-only.

Each position is rebuilt by replaying the first k answers (a 600-answer game replays in ~8 ms),
so stepping back is as exact as stepping forward. Nothing here can change the game.

During a game the viewer shows only what the person at the screen may see (`engine.visibility`): the
public table, the log, and their own hand; another seat's hand stays face down at every step. After
the game, or with Open Hands on, each step shows the deciding player's hand.

What is stepped through is a `Replay`: `AnswerReplay` rebuilds each position from the game's answers
(a local game, or the host of an online game); an online joiner, who has no answers, steps through the
views its seat was sent (ui/online.py `SeenReplay`), so it sees no more than its screen showed.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from legendary_desktop.engine.deal import Seed
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.spec import Setup
from legendary_desktop.engine.table_facts import Facts
from legendary_desktop.engine.visibility import Viewer, may_see_hand
from legendary_desktop.ui.board_scene import BoardScene
from legendary_desktop.ui.board_view import BoardView


class Replay(Protocol):
    """The positions a replay steps through: position 0 is the start, `steps` the latest."""

    @property
    def steps(self) -> int: ...  # the number of the latest position
    turn_at: list[int]  # the turn in progress at each position, for "jump to turn"
    private: bool  # other seats' hands are never known (an online joiner's views): never shown

    def game_at(self, k: int) -> Game: ...

    def facts_at(self, k: int) -> Facts | None: ...  # what the table said then (None: worked out from game_at)


class AnswerReplay:
    """Every position of a game, rebuilt from its setup, seed and first k answers."""

    private = False  # after the game every hand may be shown

    def __init__(self, setup: Setup, seed: Seed, answers: list[list[str]]) -> None:
        self.setup, self.seed, self.answers = setup, seed, answers
        self.steps = len(answers)
        game = Game(setup, seed)
        self.turn_at = [game.turn_number]
        for answer in answers:
            game.decide(answer)
            self.turn_at.append(game.turn_number)

    def game_at(self, k: int) -> Game:
        return Game.replay(self.setup, self.seed, self.answers[:k])

    def facts_at(self, k: int) -> Facts | None:
        return None  # the replayed game is the real one: the table works its facts out from it


class ReplayViewer(QDialog):
    def __init__(self, setup: Setup, seed: Seed, answers: list[list[str]], parent: QWidget | None = None,
                 viewer: Viewer | None = None, live: bool = False, replay: Replay | None = None) -> None:
        """`live`: the game is still being played, so only what `viewer` may see is shown. `replay`: the
        positions to step through (by default those of `answers`)."""
        super().__init__(parent)
        self.viewer, self.live = viewer or Viewer(None), live
        self.setWindowTitle(f"Replay — {setup.mastermind}: {setup.scheme}")
        self.setObjectName("replayViewer")
        self.replay: Replay = replay if replay is not None else AnswerReplay(setup, seed, answers)
        self.step = -1
        self.game: Game | None = None
        self.turn_at = self.replay.turn_at
        steps = self.replay.steps
        self.scene = BoardScene()
        self.view = BoardView(self.scene)
        self.log = QListWidget()
        self.log.setObjectName("replayLog")
        self.log.setWordWrap(True)  # long lines wrap instead of being cut
        self.log.setMinimumWidth(260)
        self.position = QLabel()
        self.position.setTextFormat(Qt.TextFormat.PlainText)  # players' names are never markup
        self.position.setObjectName("replayPosition")
        self.first, self.prev, self.next, self.last = (QPushButton(t) for t in ("|◀", "◀ Previous", "Next ▶", "▶|"))
        self.first.clicked.connect(lambda: self.show_step(0))
        self.prev.clicked.connect(lambda: self.show_step(self.step - 1))
        self.next.clicked.connect(lambda: self.show_step(self.step + 1))
        self.last.clicked.connect(lambda: self.show_step(self.replay.steps))
        self.turn_box = QSpinBox()
        self.turn_box.setRange(1, max(self.turn_at))
        self.turn_box.setPrefix("Turn ")
        jump = QPushButton("Jump")
        jump.clicked.connect(lambda: self.jump_to_turn(self.turn_box.value()))
        bar = QHBoxLayout()
        for w in (self.first, self.prev, self.next, self.last):
            bar.addWidget(w)
        bar.addSpacing(20)
        bar.addWidget(self.turn_box)
        bar.addWidget(jump)
        bar.addStretch(1)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.view)
        split.addWidget(self.log)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        split.setChildrenCollapsible(False)
        self.position.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(self.position)
        layout.addWidget(split, 1)
        screen = self.screen()
        room = screen.availableGeometry() if screen is not None else None
        width = min(1400, room.width() - 40) if room is not None and room.width() > 700 else 1200
        height = min(860, room.height() - 60) if room is not None and room.height() > 500 else 680
        self.resize(width, height)
        split.setSizes([round(width * 0.68), round(width * 0.32)])
        self.show_step(steps)

    def show_step(self, k: int) -> None:
        steps = self.replay.steps
        k = max(0, min(steps, k))
        self.step = k
        self.game = self.replay.game_at(k)
        g = self.game
        d = g.pending
        self.scene.reset()
        owner = d.player if d is not None else g.turn.player
        shown = not (self.live or self.replay.private) or may_see_hand(g, self.viewer, owner)
        self.scene.sync(g, owner if shown else None, self.replay.facts_at(k))
        self.view.fit()
        self.log.clear()
        self.log.addItems([f"T{e.turn}  {e.text}" for e in g.events])
        self.log.scrollToBottom()
        where = f"Decision {k} of {steps} — Turn {g.turn_number}"
        if not shown:
            until = "" if self.replay.private else " until the game ends"
            where = f"{where} ({g.players[owner].name}'s hand stays hidden{until})"
        if d is not None:
            where += f": {g.players[d.player].name} — {d.prompt}"
        elif g.outcome is not None:
            where += f": {g.outcome.headline}"
        self.position.setText(where)
        self.turn_box.blockSignals(True)
        self.turn_box.setValue(g.turn_number)  # the turn box follows the step shown
        self.turn_box.blockSignals(False)
        self.first.setEnabled(k > 0)
        self.prev.setEnabled(k > 0)
        self.next.setEnabled(k < steps)
        self.last.setEnabled(k < steps)

    def jump_to_turn(self, turn: int) -> None:
        k = next((i for i, t in enumerate(self.turn_at) if t >= turn), self.replay.steps)
        self.show_step(k)
