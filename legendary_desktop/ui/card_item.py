"""Scene items for cards and piles. They only display; clicks go to the board scene as card ids."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from legendary_desktop.engine.card import CardDef
from legendary_desktop.ui.card_faces import CARD_H, CARD_W, FACES, draw_badge, font

if TYPE_CHECKING:
    from legendary_desktop.ui.board_scene import BoardScene

# Item states: how a card reads to the player right now.
NORMAL = "normal"
OPTION = "option"  # may be clicked to answer the decision
SELECTED = "selected"  # picked in a multi-pick decision
DIMMED = "dimmed"  # not an option now
BLOCKED = "blocked"  # could be an action but is not allowed (tooltip says why)

HIGHLIGHT = QColor("#ffd54a")
SELECTED_COLOUR = QColor("#3ddc84")
FOCUS_COLOUR = QColor("#ffffff")


def pixel_width(painter: QPainter) -> int:
    """The face width to render for the painter's current scale (a few buckets, so the cache stays small)."""
    scale = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
    needed = CARD_W * scale * max(1.0, painter.device().devicePixelRatioF() if painter.device() else 1.0)
    for bucket in (160, 320, 640):
        if needed <= bucket:
            return bucket
    return 960


class TableItem(QGraphicsItem):
    """What cards and piles share: a decision state, keyboard focus, and a way back to the board."""

    def __init__(self) -> None:
        super().__init__()
        self.state = NORMAL
        self.focused = False
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton)

    def set_focused(self, on: bool) -> None:
        if on != self.focused:
            self.focused = on
            self.update()

    @property
    def clickable(self) -> bool:
        return self.state in (OPTION, SELECTED)

    def paint_glow(self, painter: QPainter, rect: QRectF) -> None:
        """The halo of a card you may click (gold) or have picked (green)."""
        if self.state not in (OPTION, SELECTED):
            return
        colour = HIGHLIGHT if self.state == OPTION else SELECTED_COLOUR
        for width, alpha in ((12, 50), (7, 110), (3.5, 255)):
            glow = QColor(colour)
            glow.setAlpha(alpha)
            painter.setPen(QPen(glow, width))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 8, 8)

    def paint_shade(self, painter: QPainter, rect: QRectF, alpha: int) -> None:
        """Darken a card that is not a choice now."""
        if self.state in (DIMMED, BLOCKED):
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, alpha))
            painter.drawRoundedRect(rect, 7, 7)

    def paint_face(self, painter: QPainter, rect: QRectF, card: CardDef | None, shade: int) -> None:
        """A card face (or back, for None) with its glow when clickable and its shade when not."""
        self.paint_glow(painter, rect)
        pix = FACES.face(card, pixel_width(painter))
        painter.drawPixmap(rect, pix, QRectF(pix.rect()))
        self.paint_shade(painter, rect, shade)

    def paint_focus(self, painter: QPainter, rect: QRectF) -> None:
        if self.focused:
            painter.setPen(QPen(FOCUS_COLOUR, 2.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 9, 9)

    def board(self) -> BoardScene | None:
        from legendary_desktop.ui.board_scene import BoardScene

        scene = self.scene()
        return scene if isinstance(scene, BoardScene) else None


class CardItem(TableItem):
    """One card instance on the table, face up or down, with its decision state drawn around it."""

    def __init__(self, card_id: int, card: CardDef) -> None:
        super().__init__()
        self.card_id = card_id
        self.card = card
        self.face_up = True

    def boundingRect(self) -> QRectF:
        return QRectF(-6, -6, CARD_W + 12, CARD_H + 12)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(QRectF(0, 0, CARD_W, CARD_H))
        return path

    def set_face_up(self, up: bool) -> None:
        if up != self.face_up:
            self.face_up = up
            self.update()

    def set_state(self, state: str, tooltip: str = "") -> None:
        if state != self.state:
            self.state = state
            self.setCursor(Qt.CursorShape.PointingHandCursor if state in (OPTION, SELECTED) else
                           Qt.CursorShape.ArrowCursor)
            self.update()
        if tooltip != self.toolTip():
            self.setToolTip(tooltip)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, CARD_W, CARD_H)
        self.paint_face(painter, rect, self.card if self.face_up else None, 120 if self.state == DIMMED else 100)
        if self.state == SELECTED:
            draw_badge(painter, QPointF(CARD_W - 16, 16), 13, "#1f9d55", "✓")
        self.paint_focus(painter, rect)

    # -- input: report to the scene, never act on the game ----------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        board = self.board()
        if board is None:
            return
        if event.button() == Qt.MouseButton.RightButton:
            if self.face_up:
                board.cardInspected.emit(self.card_id)
        else:
            board.card_clicked(self.card_id)
        event.accept()

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        board = self.board()
        if board is not None and self.face_up:
            board.cardHovered.emit(self.card_id)


class PileItem(TableItem):
    """A pile shown as a small stack: the top card face (or a back) and a count badge."""

    def __init__(self, name: str, title: str) -> None:
        super().__init__()
        self.name = name
        self.title = title
        self.count = 0
        self.top: CardDef | None = None
        self.top_id: int | None = None
        self.face_up = False
        self.browsable = False

    def boundingRect(self) -> QRectF:
        return QRectF(-8, -8, CARD_W + 16, CARD_H + 16)

    def set_content(self, count: int, top_id: int | None, top: CardDef | None, face_up: bool) -> None:
        if (count, top_id, face_up) != (self.count, self.top_id, self.face_up) or top is not self.top:
            self.count, self.top_id, self.top, self.face_up = count, top_id, top, face_up
            self.update()

    def set_state(self, state: str, tooltip: str = "") -> None:
        if state != self.state:
            self.state = state
            self.update()
        if tooltip != self.toolTip():
            self.setToolTip(tooltip)
        clickable = state in (OPTION, SELECTED) or self.browsable
        self.setCursor(Qt.CursorShape.PointingHandCursor if clickable else Qt.CursorShape.ArrowCursor)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, CARD_W, CARD_H)
        if self.count == 0:
            painter.setPen(QPen(QColor(255, 255, 255, 90), 2, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(0, 0, 0, 40))
            painter.drawRoundedRect(rect, 8, 8)
            painter.setPen(QColor(255, 255, 255, 150))
            painter.setFont(font(13, bold=True))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, f"{self.title}\nempty")
        else:
            layers = min(3, max(0, (self.count - 1) // 4))
            back = FACES.face(None, pixel_width(painter))
            for i in range(layers, 0, -1):
                painter.drawPixmap(rect.translated(i * 2.5, i * 2.5), back, QRectF(back.rect()))
            self.paint_face(painter, rect, self.top if self.face_up else None, 110)
            draw_badge(painter, QPointF(CARD_W - 8, CARD_H - 10), 17, "#f5f5f5", str(self.count),
                       text_colour="#111111")
        self.paint_focus(painter, rect)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        board = self.board()
        if board is None:
            return
        if event.button() == Qt.MouseButton.RightButton:
            if self.face_up and self.top_id is not None:
                board.cardInspected.emit(self.top_id)
        else:
            board.pile_clicked(self.name)
        event.accept()

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        board = self.board()
        if board is not None and self.face_up and self.top_id is not None:
            board.cardHovered.emit(self.top_id)
