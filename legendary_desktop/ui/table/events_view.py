"""Showing what happens: a banner for each Villain card revealed, Master Strike, Scheme Twist, escape and
Ambush (read from the engine's event log), and short card-move animations.

Neither ever blocks input: clicks reach the table while a card slides or a banner shows, a click on
the banner dismisses it, and Esc finishes every animation at once. Speed comes from Preferences;
"off" places cards at once (the tests and the benchmark run that way).
"""

from __future__ import annotations

from collections import deque

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QTimer, QVariantAnimation

from legendary_desktop.engine.state import Event
from legendary_desktop.engine.table_view import Table
from legendary_desktop.ui.table.board_scene import BoardScene
from legendary_desktop.ui.table.card_item import NEWS_COLOUR, CardItem

#: Animation speed names (Preferences) and how long a card move takes at each, in ms.
SPEEDS = {"off": 0, "fast": 140, "normal": 240, "slow": 420}
BANNER_MS = {"off": 1600, "fast": 1300, "normal": 1900, "slow": 2800}

BANNER_COLOURS = {"reveal": "#d7b8ff", "strike": "#ffab40", "twist": "#7ee787", "scheme": "#7ee787",
                  "escape": "#ff6b6b",
                  "ambush": NEWS_COLOUR}


def banner_for(event: Event) -> tuple[str, str] | None:
    """(text, colour) of the banner for an event, or None when it gets none."""
    if event.kind == "reveal" and not event.text.startswith("Villain Deck:"):
        return None  # a player revealing a card from their hand is not news to the table
    colour = BANNER_COLOURS.get(event.kind)
    if colour is None:
        return None
    text = event.text
    if event.kind == "reveal":
        text = "Villain Deck reveals " + text.removeprefix("Villain Deck: ").rstrip(".")
    if event.kind == "ambush" and not text.lower().startswith("ambush"):
        text = f"Ambush! {text}"
    return text, colour


def step_heading(g: Table, events: list[Event]) -> tuple[str, str] | None:
    """The news a choice of this step comes out of, to head the choice overlay with (so that the overlay
    never hides its own banner): ("Master Strike — Red Skull", colour), ("Scheme Twist — <Scheme>", colour),
    an Ambush's or an escape's banner; None when the step's latest news is a card revealed, or there is none."""
    for event in reversed(events[g.step_events:]):
        banner = banner_for(event)
        if banner is None:
            continue
        if event.kind == "strike":
            return f"Master Strike — {g.mastermind.name}", banner[1]
        if event.kind in ("twist", "scheme"):
            return f"Scheme Twist — {g.cards[g.scheme_card].name}", banner[1]
        return None if event.kind == "reveal" else banner
    return None


class Banners(QObject):
    """Shows the banner-worthy events one after another on the table's banner item.

    A banner belongs to the step of the game that raised it (the answers given so far): once the game moves
    on (`answered`), the banner on show and those still queued from earlier steps go, so the table never says
    "Villain Deck reveals X" over a later reveal, a card since fought, or another game."""

    def __init__(self, scene: BoardScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.queue: deque[tuple[int, int, str, str]] = deque()  # (step, turn, text, colour)
        self.game: object = None  # the game (or online table) whose news this is
        self.step = 0  # the answers given so far
        self.turn = 0
        self.shown: list[str] = []  # every banner shown (for tests and the curious)
        self.showing: tuple[int, str] | None = None  # the step and text of the banner on show
        self.duration_ms = BANNER_MS["normal"]
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._next)

    def clear(self) -> None:
        self.queue.clear()
        self.timer.stop()
        self.showing = None
        self.scene.banner.setVisible(False)

    def events_added(self, game: object, events: list[Event], first: int, step: int, turn: int) -> None:
        """New lines of the log from `first` on, with the answers given so far and the turn: their news."""
        if game is not self.game:
            self.clear()
        self.game = game
        self.step, self.turn = step, turn
        for event in events[first:]:
            banner = banner_for(event)
            if banner is not None:
                self.queue.append((step, event.turn, *banner))
        if self.queue and not self.timer.isActive():
            self._next()

    def answered(self, game: object, step: int, turn: int) -> None:
        """The game moved on: the news of earlier steps is over."""
        if game is not self.game:
            self.clear()
            return
        self.step, self.turn = step, turn
        while self.queue and self.queue[0][0] < step:
            self.queue.popleft()
        if self.showing is not None and self.showing[0] < step:
            self.timer.stop()
            self.showing = None
            self._next()

    def _next(self) -> None:
        # News of an earlier step (or turn) is stale by now (the curtain's summary told it): skip it.
        step, turn = self.step, self.turn
        while self.queue and (self.queue[0][0] < step or self.queue[0][1] < turn):
            self.queue.popleft()
        if not self.queue:
            self.showing = None
            self.scene.banner.setVisible(False)
            return
        at, _turn, text, colour = self.queue.popleft()
        self.shown.append(text)
        self.showing = (at, text)
        self.scene.banner.show_text(text, colour)
        self.timer.start(self.duration_ms)


class Animator(QObject):
    """Slides cards from where they were (or from the pile they came from) to where they are now."""

    def __init__(self, scene: BoardScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.duration_ms = 0
        self.moves: list[tuple[CardItem, QPointF, QPointF]] = []
        self.animation = QVariantAnimation(self)
        self.animation.setStartValue(0.0)
        self.animation.setEndValue(1.0)
        self.animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        self.animation.valueChanged.connect(self._step)
        self.animation.finished.connect(self.finish)
        self.before: dict[int, tuple[QPointF, bool]] = {}
        scene.relayout.connect(self.cancel)

    @property
    def running(self) -> bool:
        return self.animation.state() == QVariantAnimation.State.Running

    def snapshot(self) -> None:
        """Remember where every card is before the table changes."""
        self.finish()
        if self.duration_ms <= 0:
            return
        self.before = {cid: (item.pos(), item.isVisible()) for cid, item in self.scene.items_by_id.items()}

    def start(self) -> None:
        """Animate every card whose place changed since `snapshot` (cards that appear come from their pile)."""
        if self.duration_ms <= 0 or not self.before:
            return
        sources = self._sources()
        moves = []
        for cid, item in self.scene.items_by_id.items():
            if not item.isVisible():
                continue
            was, visible = self.before.get(cid, (QPointF(), False))
            end = item.pos()
            if not visible:
                start = sources.get(cid)
                if start is None:
                    continue
            else:
                start = was
            if (start - end).manhattanLength() > 1:
                moves.append((item, start, end))
        self.before = {}
        if not moves:
            return
        self.moves = moves
        for item, start, _ in moves:
            item.setPos(start)
        self.animation.setDuration(self.duration_ms)
        self.animation.start()

    def _sources(self) -> dict[int, QPointF]:
        """Where a card that just appeared comes from: the Villain Deck, the Hero Deck or the player's deck."""
        g = self.scene.table
        if g is None:
            return {}
        piles = self.scene.piles
        out: dict[int, QPointF] = {}
        for occ in g.area.city:
            if occ.card is not None and "villain_deck" in piles:
                out[occ.card] = piles["villain_deck"].pos()
        for card in g.area.hq:
            if card is not None and "hero_deck" in piles:
                out[card] = piles["hero_deck"].pos()
        owner = self.scene.hand_owner
        if owner is not None and "deck" in piles:
            for card in g.players[owner].hand or ():
                out[card] = piles["deck"].pos()
        return out

    def _step(self, value: object) -> None:
        t = float(value) if isinstance(value, (int, float)) else 1.0
        for item, start, end in self.moves:
            item.setPos(start + (end - start) * t)

    def cancel(self) -> None:
        """Stop without placing anything: the table is laid out again and every card placed afresh."""
        if self.animation.state() == QVariantAnimation.State.Running:
            self.animation.stop()
        self.moves = []
        self.before = {}

    def finish(self) -> None:
        """Put every moving card where it belongs now (skip the animation)."""
        if self.animation.state() == QVariantAnimation.State.Running:
            self.animation.stop()
        for item, _, end in self.moves:
            item.setPos(end)
        self.moves = []
