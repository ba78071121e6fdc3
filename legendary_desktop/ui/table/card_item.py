"""Scene items for cards and piles. They only display; clicks go to the board scene as card ids."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from legendary_desktop.engine.card import CardDef
from legendary_desktop.ui.help.help_texts import card_keywords
from legendary_desktop.ui.shorten import shorten
from legendary_desktop.ui.table.board_items import OVERLAY, TABLE, cache_painting, fitted, keep_aligned
from legendary_desktop.ui.table.board_reports import Board, board_of
from legendary_desktop.ui.table.card_faces import (
    CARD_H,
    CARD_W,
    CHOICE_FULL_MIN_PX,
    FACES,
    FULL_FACE_MIN_PX,
    MIN_TEXT_PX,
    TILE,
    ZONE,
    Now,
    draw_badge,
    font,
    style_for,
    zone_row_h,
)

# Item states: how a card reads to the player right now.
NORMAL = "normal"
OPTION = "option"  # may be clicked to answer the decision
SELECTED = "selected"  # picked in a multi-pick decision
DIMMED = "dimmed"  # not an option now
BLOCKED = "blocked"  # could be an action but is not allowed (tooltip says why)

TIPS: dict[str, str] = {}  # card key -> hover text
HIGHLIGHT = QColor("#ffd54a")
#: A card that just did something this step (its Ambush): its outline and its mark
NEWS_COLOUR = "#ffcc80"

SELECTED_COLOUR = QColor("#3ddc84")
FOCUS_COLOUR = QColor("#ffffff")


@dataclass(frozen=True)
class Mark:
    """A word on a coloured pill drawn over a card: a token on it ("Favor"), or what it just did ("Ambush!")
    — then with an outline of that colour round the card."""

    text: str
    fill: str
    outline: bool = False
    cards: tuple[int, ...] = ()  # the face-up cards it stands for (a pile the card holds): hover to see one

def mark_px(card_w: float) -> float:
    """The type of a card's marks: never under the table's smallest text plus one."""
    return max(MIN_TEXT_PX + 1.0, min(14.0, card_w * 0.13))


def face_pixels(width: float, scale: float, ratio: float = 1.0, tile: bool = False,
                least: float = FULL_FACE_MIN_PX) -> tuple[int, str]:
    """The face to paint for a card `width` scene units wide at this view scale: its width in device
    pixels and its style (a tile's is always a tile; the full face from `least` pixels wide). Faces are
    painted at their exact size, so their text is as measured; only very large ones come in two sizes and
    are scaled down."""
    needed = width * scale * max(1.0, ratio)
    style = TILE if tile else style_for(width * scale, least)
    if style != "full" or needed <= 640:
        return max(16, int(needed)), style  # never larger than drawn: the text is at least as measured
    return (960 if needed > 800 else 800), style


def painter_scale(painter: QPainter) -> tuple[float, float]:
    scale = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
    device = painter.device()
    return scale, device.devicePixelRatioF() if device is not None else 1.0


class TableItem(QGraphicsItem):
    """What cards and piles share: a decision state, keyboard focus, and a way back to the board."""

    layer = TABLE

    def __init__(self) -> None:
        super().__init__()
        self.w, self.h = CARD_W, CARD_H
        cache_painting(self)
        self.state = NORMAL
        self.focused = False
        self.tile = False  # a low tile (a card in an area not in play) rather than a card
        self.now: Now | None = None  # its numbers now, where they differ from the printed ones
        self.painted_px: tuple[int, str] | None = None  # the face's width in pixels and style, as last painted
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton)

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: Any) -> Any:  # noqa: N802 (Qt)
        keep_aligned(self, change)
        return super().itemChange(change, value)

    def set_size(self, w: float, h: float) -> None:
        if (w, h) != (self.w, self.h):
            self.prepareGeometryChange()
            self.w, self.h = w, h
            self.update()

    def shown_card(self) -> CardDef | None:
        """The face shown (None for a back)."""
        return None

    def reserve(self) -> int:
        """Rows its face keeps clear for what lies on it (its marks, a pile's count)."""
        return 0

    def full_from(self) -> float:
        """The width in pixels from which it shows its full face, with its text."""
        return FULL_FACE_MIN_PX

    def words(self) -> list[tuple[str, str]]:
        """Each text it draws over its face, as (shown, whole)."""
        return []

    def text_px(self, scale: float = 1.0) -> list[float]:
        """Pixel sizes of the text on this item at a view scale (a face painted at exactly that size)."""
        card = self.shown_card()
        if card is None:
            return []
        width, style = face_pixels(self.w, scale, tile=self.tile, least=self.full_from())
        sizes = FACES.text_sizes(card, width, style, self.now, self.reserve())
        if style == "full":
            return [s * self.w * scale / width for s in sizes]
        return list(sizes)

    def face_boxes(self) -> list[tuple[str, QRectF]]:
        """Where its face (as last painted, else at scale 1) drew each text and number, in item units."""
        card = self.shown_card()
        if card is None:
            return []
        width, style = self.painted_px or face_pixels(self.w, 1.0, tile=self.tile, least=self.full_from())
        k = self.w / width
        found = FACES.rendered(card, width, style, self.now, self.reserve())
        return [(kind, QRectF(r.x() * k, r.y() * k, r.width() * k, r.height() * k)) for kind, r in found.boxes]

    def zone(self) -> QRectF | None:
        """The room its face keeps clear for marks or a count, in item units (None: none kept)."""
        return next((r for kind, r in self.face_boxes() if kind == ZONE), None)

    def table_rect(self) -> QRectF:
        return QRectF(self.x(), self.y(), self.w, self.h)

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
        scale, ratio = painter_scale(painter)
        width, style = face_pixels(rect.width(), scale, ratio, self.tile and card is not None, self.full_from())
        shown = card is not None and card is self.shown_card()
        if shown:
            self.painted_px = (width, style)
        pix = FACES.face(card, width, style, self.now if shown else None, self.reserve() if shown else 0)
        painter.drawPixmap(rect, pix, QRectF(pix.rect()))
        self.paint_shade(painter, rect, shade)

    def set_now(self, now: Now | None) -> bool:
        """Show these current numbers on the face (None: as printed). True if that changed anything."""
        now = now or None
        if now == self.now:
            return False
        self.now = now
        self.update()
        return True

    def paint_focus(self, painter: QPainter, rect: QRectF) -> None:
        if self.focused:
            painter.setPen(QPen(FOCUS_COLOUR, 2.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 9, 9)

    def board(self) -> Board | None:
        return board_of(self)


class CardItem(TableItem):
    """One card instance on the table, face up or down, with its decision state drawn around it."""

    def __init__(self, card_id: int, card: CardDef, layer: str = TABLE) -> None:
        super().__init__()
        self.card_id = card_id
        self.card = card
        self.face_up = True
        self.layer = layer
        self.caption = ""  # under an overlay card: where it is ("Melter (Bank)")
        self.caption_h = 0.0
        self.caption_px = 12.0
        self.played_as: CardDef | None = None  # a Divided Card in play: the half it was played as
        self.marks: tuple[Mark, ...] = ()
        self.state_tip = ""  # what the table says of it now (its tooltip's first lines)
        if layer == OVERLAY:
            self.setZValue(1100)

    def set_caption(self, text: str, height: float, px: float) -> None:
        if (text, height, px) != (self.caption, self.caption_h, self.caption_px):
            self.prepareGeometryChange()
            self.caption, self.caption_h, self.caption_px = text, height, px
            self._refresh_tip()
            self.update()

    def _caption_font(self) -> tuple[QFont, str]:
        f = font(self.caption_px, True)
        return f, shorten(self.caption, QFontMetricsF(f), self.w + 8)

    def text_px(self, scale: float = 1.0) -> list[float]:
        sizes = super().text_px(scale)
        if self.caption:
            sizes.append(self._caption_font()[0].pixelSize() * scale)
        if self.marks and self.face_up:
            sizes += [f.pixelSize() * scale for f, _ in self.mark_fonts()]
        return sizes

    def reserve(self) -> int:
        return len(self.marks) if self.marks and self.face_up and not self.tile else 0

    def shown_marks(self) -> list[Mark]:
        """The marks as drawn: one a row of the face's zone for them; when there are more marks than rows,
        the last row has the rest, one after another (shortened at a word; the tooltip has them all)."""
        zone = self.zone()
        if zone is None or not self.marks:
            return list(self.marks)
        width, _ = self.painted_px or face_pixels(self.w, 1.0, least=self.full_from())
        rows = max(1, round(zone.height() / (zone_row_h(width) * self.w / width)))
        if len(self.marks) <= rows:
            return list(self.marks)
        rest = self.marks[rows - 1:]
        return [*self.marks[: rows - 1], Mark(" · ".join(m.text for m in rest), rest[0].fill,
                                              any(m.outline for m in rest), rest[0].cards)]

    def mark_fonts(self) -> list[tuple[QFont, str]]:
        """Each mark's type and words: shrunk towards the table's smallest text, condensed, then shortened at
        a word (the tooltip has every mark whole)."""
        fonts = []
        for mark, rect in zip(self.shown_marks(), self.mark_rects(), strict=True):
            px = min(mark_px(self.w), max(MIN_TEXT_PX + 0.5, rect.height() / 1.6))
            fonts.append(fitted(mark.text, px, rect.width() - 2, MIN_TEXT_PX + 0.5))
        return fonts

    def full_from(self) -> float:
        """A card offered in a choice shows its text from a smaller width than one on the table."""
        return CHOICE_FULL_MIN_PX if self.layer == OVERLAY else FULL_FACE_MIN_PX

    def words(self) -> list[tuple[str, str]]:
        """Its marks and its caption, as (shown, whole)."""
        out = []
        if self.marks and self.face_up:
            out += [(text, mark.text) for mark, (_, text) in zip(self.shown_marks(), self.mark_fonts(), strict=True)]
        if self.caption:
            out.append((self._caption_font()[1], self.caption))
        return out

    def set_marks(self, marks: tuple[Mark, ...]) -> None:
        if marks != self.marks:
            self.marks = marks
            self._refresh_tip()
            self.update()

    def mark_rects(self) -> list[QRectF]:
        """Where the marks lie: one a row in the zone the face keeps for them (clear of its name, its numbers
        and its lines); on a tile, over its bottom right corner."""
        px = mark_px(self.w)
        marks = self.shown_marks()
        metrics = QFontMetricsF(font(px, True))
        zone = self.zone()
        out = []
        if zone is not None and not self.tile:
            row = zone.height() / max(1, len(marks))
            for i, mark in enumerate(marks):
                w = min(zone.width(), metrics.horizontalAdvance(mark.text) + px * 1.2)
                out.append(QRectF(zone.center().x() - w / 2, zone.top() + i * row + 1, w, row - 2))
            return out
        h = px * 1.6
        for i, mark in enumerate(marks):
            w = min(self.w - 4, metrics.horizontalAdvance(mark.text) + px * 1.2)
            if self.tile:  # over a tile's bottom right corner: its name stays clear
                out.append(QRectF(self.w - w - 1, self.h - (i + 1) * (h + 1) + h * 0.45, w, h))
            else:  # no face to keep a zone (face down): across its middle
                out.append(QRectF((self.w - w) / 2, self.h * 0.56 + i * (h + 2), w, h))
        return out

    def paint_marks(self, painter: QPainter) -> None:
        if not self.marks or not self.face_up:
            return
        if any(m.outline for m in self.marks):
            colour = QColor(next(m.fill for m in self.marks if m.outline))
            painter.setPen(QPen(colour, 3.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(-2.5, -2.5, self.w + 5, self.h + 5), 9, 9)
        for mark, rect, (f, text) in zip(self.shown_marks(), self.mark_rects(), self.mark_fonts(), strict=True):
            painter.setPen(QPen(QColor("#111111"), 1.2))
            painter.setBrush(QColor(mark.fill))
            painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
            painter.setPen(QColor("#111111"))
            painter.setFont(f)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)

    def table_rect(self) -> QRectF:
        below = self.caption_h if self.caption else (self.hang() if self.marks else 0.0)
        return QRectF(self.x(), self.y(), self.w, self.h + below)

    def hang(self) -> float:
        """How far a tile's mark hangs below it (a card's marks lie on it)."""
        return mark_px(self.w) * 1.6 * 0.45 if self.tile else 0.0

    def shown_card(self) -> CardDef | None:
        return (self.played_as or self.card) if self.face_up else None

    def set_played_as(self, half: CardDef | None) -> None:
        """Show a played Divided Card as the half it was played as (None: the whole card again)."""
        if half is not self.played_as:
            self.played_as = half
            self.update()

    def boundingRect(self) -> QRectF:
        below = self.hang()  # a tile's mark hangs over its bottom edge
        return QRectF(-6, -6, self.w + 12, self.h + 12 + max(below, self.caption_h if self.caption else 0.0))

    def set_tile(self, tile: bool) -> None:
        if tile != self.tile:
            self.prepareGeometryChange()
            self.tile = tile
            self.update()

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(QRectF(0, 0, self.w, self.h))
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
        self.state_tip = tooltip
        self._refresh_tip()

    def _refresh_tip(self) -> None:
        """The tooltip: what the table says of it now, its marks in the words they are drawn in (a mark may
        be shortened on the card), and its card text."""
        tip = self.help_tip() if self.face_up else ""
        tooltip = self.state_tip
        if self.marks and self.face_up:
            on_it = "On it: " + " · ".join(m.text for m in self.marks)
            tooltip = f"{tooltip}\n{on_it}" if tooltip else on_it
        if self.caption:
            tooltip = f"{self.caption}\n{tooltip}" if tooltip else self.caption
        tooltip = f"{tooltip}\n\n{tip}" if tooltip and tip else tooltip or tip
        if tooltip != self.toolTip():
            self.setToolTip(tooltip)

    def help_tip(self) -> str:
        """The card's name and its text, with the meaning of each keyword it uses (shown on hover)."""
        tip = TIPS.get(self.card.key)
        if tip is None:
            lines = [self.card.name]
            if self.card.text:
                lines.append(self.card.text)
            lines += [f"{k.term}: {k.meaning}" for k in card_keywords(self.card)]
            tip = "\n".join(lines)
            TIPS[self.card.key] = tip
        return tip

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.w, self.h)
        self.paint_face(painter, rect, self.shown_card(), 120 if self.state == DIMMED else 100)
        if self.caption:
            f, text = self._caption_font()
            painter.setFont(f)
            painter.setPen(QColor("#ffd54a"))
            painter.drawText(QRectF(-4, self.h + 2, self.w + 8, self.caption_h - 2), Qt.AlignmentFlag.AlignCenter, text)
        self.paint_marks(painter)
        if self.state == SELECTED:
            r = max(11.0, self.w * 0.11)
            draw_badge(painter, QPointF(self.w - r - 2, self.h * 0.5), r, "#1f9d55", "✓")
        self.paint_focus(painter, rect)

    # -- input: report to the scene, never act on the game ----------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        board = self.board()
        if board is None:
            return
        if event.button() == Qt.MouseButton.RightButton:
            if self.face_up:
                board.card_inspected(self.card_id)
        else:
            board.card_clicked(self.card_id)
        event.accept()

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        board = self.board()
        if board is not None and self.face_up:
            board.card_hovered(self.card_id)
            self.hovered_mark = -1

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 (Qt override)
        """Over a mark that stands for held cards (a Sonic Frequency, the Shrink Tech on offer): show its top
        card in the card view; back over the card: the card again."""
        board = self.board()
        if board is None or not self.face_up:
            return
        marks = self.shown_marks()
        found = next((i for i, (mark, rect) in enumerate(zip(marks, self.mark_rects(), strict=True))
                      if mark.cards and rect.contains(event.pos())), -1)
        if found != getattr(self, "hovered_mark", -1):
            self.hovered_mark = found
            board.card_hovered(marks[found].cards[-1] if found >= 0 else self.card_id)


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
        return QRectF(-8, -8, self.w + 16, self.h + 16)

    def shown_card(self) -> CardDef | None:
        return self.top if self.face_up and self.count else None

    def badge_r(self) -> float:
        """The count badge: large enough that a three-digit count is still readable."""
        return max(12.0 if self.count >= 100 else 11.0, self.w * 0.13)

    def reserve(self) -> int:
        """A face-up top card keeps a row clear for the count (its numbers and name stay uncovered)."""
        return 1 if self.face_up and self.count and self.top is not None and self.h >= self.w else 0

    def count_pill(self) -> tuple[QRectF, QFont] | None:
        """The count on a face-up top card: a pill in the zone its face keeps clear (None: a badge)."""
        zone = self.zone() if self.reserve() else None
        if zone is None:
            return None
        f = font(min(mark_px(self.w), max(MIN_TEXT_PX + 1.0, zone.height() / 1.6 - 1)), True)
        w = min(zone.width(), QFontMetricsF(f).horizontalAdvance(str(self.count)) + f.pixelSize() * 1.4)
        return QRectF(zone.center().x() - w / 2, zone.top() + 1, w, zone.height() - 2), f

    def badge_centre(self) -> QPointF:
        """The count badge: at the bottom middle of the pile, between the top card's two numbers (its
        Recruit or VP at the left, its Attack at the right), so that it covers neither."""
        r = self.badge_r()
        return QPointF(self.w / 2, self.h - max(r, self.w * 0.13) - self.w * 0.05)

    def text_px(self, scale: float = 1.0) -> list[float]:
        sizes = super().text_px(scale)
        pill = self.count_pill()
        if pill is not None:
            sizes.append(pill[1].pixelSize() * scale)
        elif self.count:
            r = self.badge_r() * scale
            sizes.append(font(r * (1.15 if self.count < 10 else 0.95 if self.count < 100 else 0.75), True).pixelSize())
        else:
            sizes.append(font(self.empty_px(), True).pixelSize() * scale)
        return sizes

    def empty_px(self) -> float:
        return max(10.0, self.w * 0.12)

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
        rect = QRectF(0, 0, self.w, self.h)
        if self.count == 0:
            painter.setPen(QPen(QColor(255, 255, 255, 90), 2, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(0, 0, 0, 40))
            painter.drawRoundedRect(rect, 8, 8)
            painter.setPen(QColor(255, 255, 255, 150))
            painter.setFont(font(self.empty_px(), bold=True))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "empty")
        elif self.h < self.w:  # a tile-high pile (an area not in play): a back's colours and the count
            painter.setPen(QPen(QColor("#c9a227"), 1.5))
            painter.setBrush(QColor("#1c2f66"))
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 6, 6)
            r = min(self.badge_r(), self.h / 2 - 2)
            draw_badge(painter, QPointF(self.w / 2, self.h / 2), max(r, MIN_TEXT_PX * 0.9), "#f5f5f5",
                       str(self.count), text_colour="#111111")
        else:
            layers = min(2, max(0, (self.count - 1) // 4))
            scale, ratio = painter_scale(painter)
            back = FACES.face(None, face_pixels(self.w, scale, ratio)[0])
            for i in range(layers, 0, -1):
                painter.drawPixmap(rect.adjusted(i * 2, i * 2, 0, 0), back, QRectF(back.rect()))
            self.paint_face(painter, rect, self.top if self.face_up else None, 110)
            pill = self.count_pill()
            if pill is None:
                draw_badge(painter, self.badge_centre(), self.badge_r(), "#f5f5f5", str(self.count),
                           text_colour="#111111")
            else:
                box, f = pill
                painter.setPen(QPen(QColor("#101010"), 1.2))
                painter.setBrush(QColor("#f5f5f5"))
                painter.drawRoundedRect(box, box.height() / 2, box.height() / 2)
                painter.setPen(QColor("#111111"))
                painter.setFont(f)
                painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(self.count))
        self.paint_focus(painter, rect)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        board = self.board()
        if board is None:
            return
        if event.button() == Qt.MouseButton.RightButton:
            if self.face_up and self.top_id is not None:
                board.card_inspected(self.top_id)
        else:
            board.pile_clicked(self.name)
        event.accept()

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        board = self.board()
        if board is not None and self.face_up and self.top_id is not None:
            board.card_hovered(self.top_id)
