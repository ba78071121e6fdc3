"""The replay viewer: step through a saved or finished game one decision at a time, read-only.

Each position is rebuilt by replaying the first k answers (a 600-answer game replays in ~8 ms),
so stepping back is as exact as stepping forward. Nothing here can change the game.

During a game the viewer shows only what the person at the screen may see (`engine.visibility`): the
public table, the log, and their own hand; another seat's hand stays face down at every step. After
the game, or with Open Hands on, each step shows the deciding player's hand.

What is stepped through is a `Replay` (engine/replay.py): `AnswerReplay` rebuilds each position from the game's answers
(a local game, or the host of an online game); an online joiner, who has no answers, steps through the
views its seat was sent (`SeenViews`), so it sees no more than its screen showed. Either way each step is
drawn from the table of a seat's view (engine/table_view.py), as every table is.
"""

from __future__ import annotations

from typing import Any

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

from legendary_desktop.engine import table_view
from legendary_desktop.engine.deal import Seed
from legendary_desktop.engine.replay import AnswerReplay, Replay
from legendary_desktop.engine.spec import Setup
from legendary_desktop.engine.table_view import Table
from legendary_desktop.engine.visibility import Viewer
from legendary_desktop.net.client import merged_view
from legendary_desktop.ui.table.board_scene import BoardScene
from legendary_desktop.ui.table.board_view import BoardView


class SeenViews:
    """What one seat was shown, position by position, for an online joiner's Replay Viewer: each view the seat
    was sent, with the log as it stood. Stepping through it draws each view's own table, so it shows the seat
    no more than its screen showed then (other hands and hidden piles stay counts).

    One position is kept per number of answers (a view sent again, e.g. when a friend connects, replaces
    the one before); after an undo the positions the game went back over are dropped. A joiner that
    connects mid-game has the positions from then on."""

    private = True  # the other seats' hands are never known here, not even after the game

    def __init__(self) -> None:
        self.seen: list[tuple[dict[str, Any], list[dict[str, Any]]]] = []
        self.turn_at: list[int] = []

    @property
    def steps(self) -> int:
        return max(0, len(self.seen) - 1)

    def record(self, view: dict[str, Any], log: list[dict[str, Any]]) -> None:
        view = merged_view(self.seen[-1][0] if self.seen else None, view)
        answers = int(view.get("answers", 0))
        while self.seen and int(self.seen[-1][0].get("answers", 0)) >= answers:
            self.seen.pop()
            self.turn_at.pop()
        self.seen.append((view, list(log)))  # the log as it stood (a client may grow its list in place)
        self.turn_at.append(int(view["turn"]["number"]))

    def _at(self, k: int) -> tuple[dict[str, Any], list[dict[str, Any]]]:
        assert self.seen, "nothing seen yet"
        return self.seen[max(0, min(k, len(self.seen) - 1))]

    def table_at(self, k: int, viewer: Viewer, live: bool) -> tuple[Table, bool]:
        table = table_view.from_view(self._at(k)[0])
        w = table.waiting
        owner = w.player if w is not None else table.turn.player
        return table, table.players[owner].hand is not None

    def log_at(self, k: int) -> list[tuple[int, str]]:
        return [(int(e["turn"]), str(e["text"])) for e in self._at(k)[1]]


class ReplayViewer(QDialog):
    def __init__(self, setup: Setup | None, seed: Seed, answers: list[list[str]], parent: QWidget | None = None,
                 viewer: Viewer | None = None, live: bool = False, replay: Replay | None = None,
                 title: str = "") -> None:
        """`live`: the game is still being played, so only what `viewer` may see is shown. `replay`: the
        positions to step through (by default those of `setup`, `seed` and `answers`). `title`: the game's
        ("Red Skull: Legacy Virus"; by default its setup's)."""
        super().__init__(parent)
        self.viewer, self.live = viewer or Viewer(None), live
        if setup is not None:
            title = title or f"{setup.mastermind}: {setup.scheme}"
        self.setWindowTitle(f"Replay — {title}")
        self.setObjectName("replayViewer")
        if replay is None:
            assert setup is not None, "a replay, or the setup to replay"
            replay = AnswerReplay(setup, seed, answers)
        self.replay: Replay = replay
        self.step = -1
        self.table: Table | None = None
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
        g, shown = self.replay.table_at(k, self.viewer, self.live)
        self.table = g
        d = g.waiting
        self.scene.reset()
        owner = d.player if d is not None else g.turn.player
        self.scene.sync(g, owner if shown else None)
        self.view.fit()
        self.log.clear()
        self.log.addItems([f"T{turn}  {text}" for turn, text in self.replay.log_at(k)])
        self.log.scrollToBottom()
        where = f"Decision {k} of {steps} — Turn {g.turn.number}"
        if not shown:
            until = "" if self.replay.private else " until the game ends"
            where = f"{where} ({g.players[owner].name}'s hand stays hidden{until})"
        if d is not None:
            where += f": {g.players[d.player].name} — {d.prompt}"
        elif g.outcome is not None:
            where += f": {g.outcome.headline}"
        self.position.setText(where)
        self.turn_box.blockSignals(True)
        self.turn_box.setValue(g.turn.number)  # the turn box follows the step shown
        self.turn_box.blockSignals(False)
        self.first.setEnabled(k > 0)
        self.prev.setEnabled(k > 0)
        self.next.setEnabled(k < steps)
        self.last.setEnabled(k < steps)

    def jump_to_turn(self, turn: int) -> None:
        k = next((i for i, t in enumerate(self.turn_at) if t >= turn), self.replay.steps)
        self.show_step(k)
