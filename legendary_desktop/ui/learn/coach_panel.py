"""The coach: a panel above the prompt bar that says what to do next and why, and a pointer on the table.

The pointer is an outline with an arrow, drawn as a child of the card it points at (so it follows the card
wherever the table moves it) and with no shape of its own, so a click goes through it to the card.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsItem,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStyleOptionGraphicsItem,
    QVBoxLayout,
    QWidget,
)

POINTER_COLOUR = QColor("#4de8ff")  # not the gold of a lit option: the one card the coach means
#: the one button that ends a lesson, whatever lesson and whenever
END_LESSON = "End Lesson"
#: how a button the coach points at looks
BUTTON_MARK = "QPushButton { border: 3px solid #4de8ff; }"


class CoachPointer(QGraphicsItem):
    """An outline around its parent card and an arrow pointing at it, from above if that covers none of the
    table's printed words and numbers (`avoid`, in scene units), else from below, the left or the right;
    with no arrow at all when every side is taken (the outline alone)."""

    ARROW = 30.0
    RING = 3.0  # the outline's width, just outside the card

    def __init__(self, parent: QGraphicsItem, w: float, h: float, avoid: Sequence[QRectF] = ()) -> None:
        super().__init__(parent)
        self.w, self.h = w, h
        self.setZValue(50)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.arrow = self._place_arrow([parent.mapRectFromScene(r) for r in avoid])

    def _arrows(self) -> list[QPolygonF]:
        """The arrow's places, best first: above the card, below it, to its left, to its right."""
        a, cx, cy, w, h = self.ARROW, self.w / 2, self.h / 2, self.w, self.h
        b = a * 0.45
        return [QPolygonF([QPointF(cx - b, -a - 4), QPointF(cx + b, -a - 4), QPointF(cx, -5)]),
                QPolygonF([QPointF(cx - b, h + a + 4), QPointF(cx + b, h + a + 4), QPointF(cx, h + 5)]),
                QPolygonF([QPointF(-a - 4, cy - b), QPointF(-a - 4, cy + b), QPointF(-5, cy)]),
                QPolygonF([QPointF(w + a + 4, cy - b), QPointF(w + a + 4, cy + b), QPointF(w + 5, cy)])]

    def _place_arrow(self, avoid: list[QRectF]) -> QPolygonF | None:
        scene = self.scene()
        room = self.parentItem().mapRectFromScene(scene.sceneRect()) if scene is not None else None
        for arrow in self._arrows():
            box = arrow.boundingRect().adjusted(-1, -1, 1, 1)
            if room is not None and not room.contains(box):
                continue
            if not any(box.intersects(r) for r in avoid):
                return arrow
        return None

    def covered_rects(self) -> list[QRectF]:
        """What its paint covers, in its own units: the arrow (if any), and the four sides of the outline."""
        r, t = self.RING, self.RING + 1
        ring = QRectF(-r - 0.5, -r - 0.5, self.w + 2 * r + 1, self.h + 2 * r + 1)
        sides = [QRectF(ring.left(), ring.top(), ring.width(), t),
                 QRectF(ring.left(), ring.bottom() - t, ring.width(), t),
                 QRectF(ring.left(), ring.top(), t, ring.height()),
                 QRectF(ring.right() - t, ring.top(), t, ring.height())]
        return ([self.arrow.boundingRect()] if self.arrow is not None else []) + sides

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        a = self.ARROW + 8
        return QRectF(-a, -a, self.w + 2 * a, self.h + 2 * a)

    def shape(self) -> QPainterPath:
        return QPainterPath()  # nothing to hit: clicks and hovers reach the card underneath

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(POINTER_COLOUR, self.RING))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        half = self.RING / 2
        painter.drawRoundedRect(QRectF(-half - 0.5, -half - 0.5, self.w + self.RING + 1, self.h + self.RING + 1), 6, 6)
        if self.arrow is not None:
            painter.setPen(QPen(QColor("#1a1a1a"), 1.5))
            painter.setBrush(POINTER_COLOUR)
            painter.drawPolygon(self.arrow)


class CoachPanel(QFrame):
    """The coach's words: a title, what to do next and why, a friendly word after a wrong click, the button
    that moves a scenario on to its next position, and End Lesson."""

    nextClicked = Signal()
    leaveClicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("coachPanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("#coachPanel { background: #2b2410; border-top: 2px solid #ffd23f; }"
                           "#coachTitle { color: #ffd23f; font-weight: bold; }"
                           "#coachText { color: #f2ead0; }"
                           "#coachWord { color: #ffb36b; font-weight: bold; }")
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Maximum)
        outer = QHBoxLayout(self)
        outer.setContentsMargins(14, 6, 14, 6)
        texts = QVBoxLayout()
        texts.setSpacing(2)
        self.title = QLabel()
        self.title.setObjectName("coachTitle")
        self.text = QLabel()
        self.text.setObjectName("coachText")
        self.text.setWordWrap(True)
        self.word = QLabel()
        self.word.setObjectName("coachWord")
        self.word.setWordWrap(True)
        self.word.setVisible(False)
        for label in (self.title, self.text, self.word):
            texts.addWidget(label)
        texts.addStretch(1)
        # The panel keeps one height whatever a step says (a longer text scrolls), so the table above it is
        # never laid out again, smaller or larger, as the lesson goes on.
        holder = QWidget()
        holder.setObjectName("coachTexts")
        holder.setLayout(texts)
        self.text_scroll = QScrollArea()
        self.text_scroll.setObjectName("coachScroll")
        self.text_scroll.setWidgetResizable(True)
        self.text_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.text_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.text_scroll.setStyleSheet("QScrollArea, #coachTexts { background: transparent; }")
        self.text_scroll.setWidget(holder)
        outer.addWidget(self.text_scroll, 1)
        self.next_button = QPushButton("Next")
        self.next_button.setObjectName("coachNext")
        self.next_button.clicked.connect(self.nextClicked)
        self.leave_button = QPushButton(END_LESSON)
        self.leave_button.setObjectName("coachLeave")
        self.leave_button.clicked.connect(self.leaveClicked)
        for button in (self.next_button, self.leave_button):
            button.setMinimumHeight(34)
            outer.addWidget(button, 0, Qt.AlignmentFlag.AlignVCenter)
        self.setVisible(False)

    #: lines of the step's text the panel shows without scrolling
    TEXT_LINES = 4

    def fixed_height(self) -> int:
        """The panel's one height: its title, `TEXT_LINES` lines of text and the friendly word, by their fonts."""
        title = self.title.fontMetrics().lineSpacing()
        text = self.text.fontMetrics().lineSpacing()
        word = self.word.fontMetrics().lineSpacing()
        return title + self.TEXT_LINES * text + word + 3 * 2 + 6 + 6 + 4  # spacing, the margins, a frame

    def show_step(self, title: str, text: str, next_text: str = "", end_tip: str = "") -> None:
        """A step's words; `next_text` names the button that moves the lesson on (none: hidden); the one way
        to end the lesson is always there, `end_tip` saying what ending it does."""
        self.setFixedHeight(self.fixed_height())
        self.title.setText(title)
        self.text.setText(text)
        self.next_button.setVisible(bool(next_text))
        self.next_button.setText(next_text or "Next")
        self.leave_button.setToolTip(end_tip)
        self.say_word("")
        self.setVisible(True)

    def say_word(self, word: str) -> None:
        """The friendly word after an action the lesson does not wait for ("" to clear it)."""
        self.word.setText(word)
        self.word.setVisible(bool(word))
