"""Non-card scene items: the printed board (slots and their names), text pills, player plaques, totals."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from legendary_desktop.ui.card_faces import ATTACK_COLOUR, RECRUIT_COLOUR, VP_COLOUR, draw_badge, font

if TYPE_CHECKING:
    pass


class SlotItem(QGraphicsItem):
    """A printed space of the board: a rounded outline with its name above it."""

    def __init__(self, rect: QRectF, title: str, tint: str = "#ffffff") -> None:
        super().__init__()
        self.rect = rect
        self.title = title
        self.tint = QColor(tint)
        self.setZValue(-10)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -26, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor(self.tint)
        fill.setAlpha(28)
        line = QColor(self.tint)
        line.setAlpha(90)
        painter.setPen(QPen(line, 1.5))
        painter.setBrush(fill)
        painter.drawRoundedRect(self.rect, 9, 9)
        if self.title:
            painter.setPen(QColor("#f4ecd8"))
            painter.setFont(font(14, bold=True))
            painter.drawText(QRectF(self.rect.left() - 8, self.rect.top() - 24, self.rect.width() + 16, 22),
                             Qt.AlignmentFlag.AlignCenter, self.title)


class PillItem(QGraphicsItem):
    """A line of text on a rounded background; text and colour change only when told to."""

    def __init__(self, width: float, height: float = 22, px: float = 13, centred: bool = True) -> None:
        super().__init__()
        self.w, self.h, self.px, self.centred = width, height, px, centred
        self.text = ""
        self.fill = QColor(0, 0, 0, 150)
        self.colour = QColor("#ffffff")
        self.setZValue(60)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.w, self.h)

    def set_text(self, text: str, fill: str = "#a0000000", colour: str = "#ffffff") -> None:
        """Show `text`; colours are "#RRGGBB" or "#AARRGGBB"."""
        fill_c = QColor(fill)
        if (text, fill_c, QColor(colour)) != (self.text, self.fill, self.colour):
            self.text, self.fill, self.colour = text, fill_c, QColor(colour)
            self.setVisible(bool(text))
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        f = font(self.px, bold=True)
        px = self.px
        while QFontMetricsF(f).horizontalAdvance(self.text) > self.w - 12 and px > 7:
            px -= 0.5
            f = font(px, bold=True)
        painter.setFont(f)
        width = min(self.w, QFontMetricsF(f).horizontalAdvance(self.text) + 16) if self.centred else self.w
        left = (self.w - width) / 2 if self.centred else 0
        rect = QRectF(left, 0, width, self.h)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.fill)
        painter.drawRoundedRect(rect, self.h / 2, self.h / 2)
        painter.setPen(self.colour)
        painter.drawText(rect.adjusted(8, 0, -8, 0),
                         int(Qt.AlignmentFlag.AlignVCenter | (Qt.AlignmentFlag.AlignCenter if self.centred
                                                              else Qt.AlignmentFlag.AlignLeft)), self.text)


class TotalsItem(QGraphicsItem):
    """The active player's Recruit and Attack left to spend, as two large badges."""

    def __init__(self, width: float) -> None:
        super().__init__()
        self.w = width
        self.recruit = 0
        self.attack = 0

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.w, 70)

    def set_totals(self, recruit: int, attack: int) -> None:
        if (recruit, attack) != (self.recruit, self.attack):
            self.recruit, self.attack = recruit, attack
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        half = self.w / 2
        for i, (value, colour, word, ink) in enumerate(
            ((self.recruit, RECRUIT_COLOUR, "Recruit", "#111111"), (self.attack, ATTACK_COLOUR, "Attack", "#ffffff"))
        ):
            x = i * half
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 110))
            painter.drawRoundedRect(QRectF(x + 4, 4, half - 8, 62), 14, 14)
            draw_badge(painter, QPointF(x + 38, 35), 26, colour, str(value), text_colour=ink)
            painter.setPen(QColor("#f4ecd8"))
            painter.setFont(font(17, bold=True))
            painter.drawText(QRectF(x + 70, 10, half - 76, 50), Qt.AlignmentFlag.AlignVCenter, word)


class PlaqueItem(QGraphicsItem):
    """A player's name, VP and pile counts. Click to browse their Victory Pile."""

    def __init__(self, index: int, width: float, height: float) -> None:
        super().__init__()
        self.index = index
        self.w, self.h = width, height
        self.info: tuple[str, int, str, bool, bool] = ("", 0, "", False, False)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, self.w + 6, self.h + 6)

    def set_info(self, name: str, vp: int, counts: str, active: bool, deciding: bool) -> None:
        info = (name, vp, counts, active, deciding)
        if info != self.info:
            self.info = info
            self.setToolTip(f"{name}: {vp} VP. Click to see their Victory Pile.")
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        name, vp, counts, active, deciding = self.info
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.w, self.h)
        painter.setPen(QPen(QColor("#ffd54a") if active else QColor(255, 255, 255, 60), 3 if active else 1.2))
        painter.setBrush(QColor(40, 30, 20, 210) if active else QColor(0, 0, 0, 120))
        painter.drawRoundedRect(rect, 10, 10)
        draw_badge(painter, QPointF(self.w - 26, self.h / 2), 18, VP_COLOUR, str(vp))
        painter.setPen(QColor("#f4ecd8"))
        painter.setFont(font(7.5, bold=True))
        painter.drawText(QRectF(self.w - 60, self.h - 12, 24, 10), Qt.AlignmentFlag.AlignCenter, "VP")
        marker = "▶ " if active else ""
        painter.setFont(font(16, bold=True))
        painter.setPen(QColor("#ffd54a") if active else QColor("#f4ecd8"))
        title = marker + name + ("  · deciding" if deciding and not active else "")
        painter.drawText(QRectF(12, 3, self.w - 60, self.h / 2), Qt.AlignmentFlag.AlignVCenter, title)
        painter.setFont(font(12))
        painter.setPen(QColor("#d8d0bc"))
        painter.drawText(QRectF(12, self.h / 2, self.w - 60, self.h / 2 - 3), Qt.AlignmentFlag.AlignVCenter, counts)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        from legendary_desktop.ui.board_scene import BoardScene

        scene = self.scene()
        if isinstance(scene, BoardScene):
            scene.pile_clicked(f"victory:{self.index}")
        event.accept()

