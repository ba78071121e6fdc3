"""Non-card scene items: the printed board (slots and their names), text pills, info strips with small
cards, player plaques, totals, the Evil Wins meter, the event banner and the choice overlay's backdrop.

Every item says what text it draws and how large (`text_px`, in scene units), and which rectangle
it occupies on the table (`table_rect`, None for pure decoration), so a test can check at any
moment that no two things overlap and that no text is too small to read.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from legendary_desktop.engine.card import CardDef
from legendary_desktop.ui.shorten import ELLIPSIS, shorten
from legendary_desktop.ui.table.board_reports import board_of
from legendary_desktop.ui.table.card_faces import (
    ATTACK_COLOUR,
    FACES,
    MIN_TEXT_PX,
    MINI,
    NARROW,
    RECRUIT_COLOUR,
    VP_COLOUR,
    draw_badge,
    font,
)

TABLE, OVERLAY, BANNER = "table", "overlay", "banner"
#: A token lying on a card or held by a player (a set's token)
TOKEN_COLOUR = "#e8b923"


def fitted(text: str, px: float, width: float, minimum: float, bold: bool = True) -> tuple[QFont, str]:
    """The font (shrunk towards `minimum`, then condensed, then narrower, then not bold) and the text
    (shortened at a word if it must, `shorten`) to fit `width`."""
    while px > minimum and QFontMetricsF(font(px, bold)).horizontalAdvance(text) > width:
        px -= 0.5
    f = font(max(px, minimum), bold)
    for stretch in (True, NARROW):
        if QFontMetricsF(f).horizontalAdvance(text) > width:
            f = font(max(px, minimum), bold, condensed=stretch)
    if bold and QFontMetricsF(f).horizontalAdvance(text) > width:  # last, the narrowest regular face
        f = font(max(px, minimum), False, condensed=NARROW)
    return f, shorten(text, QFontMetricsF(f), max(1.0, width))


def wrap_words(text: str, f: QFont, width: float) -> list[str]:
    """`text` broken into lines of whole words that fit `width` in font `f` ("15/14/14/15/14" may break
    after a "/"); a word longer than the line ends the text there with "…" (`shorten.words_fit`)."""
    metrics = QFontMetricsF(f)
    words: list[str] = []
    for word in text.split():
        while metrics.horizontalAdvance(word) > width and "/" in word[:-1]:  # "15/14/14/15/14" breaks after a /
            cut = max(i + 1 for i, ch in enumerate(word[:-1]) if ch == "/"
                      and (metrics.horizontalAdvance(word[: i + 1]) <= width or i == word.index("/")))
            words.append(word[:cut])
            word = word[cut:]
        words.append(word)
    rows: list[str] = []
    for word in words:  # the pieces of a broken number go on lines of their own, as before
        if rows and not rows[-1].endswith("/") and metrics.horizontalAdvance(f"{rows[-1]} {word}") <= width:
            rows[-1] = f"{rows[-1]} {word}"
        elif metrics.horizontalAdvance(word) <= width:
            rows.append(word)
        else:
            return [*rows[:-1], shorten(f"{rows[-1]} {word}", metrics, width)] if rows else [ELLIPSIS]
    return rows


def joined(rows: list[str]) -> str:
    """The lines of `wrap_words` as one text again (a number broken after a "/" joins without a space)."""
    return "".join(r if r.endswith("/") else f"{r} " for r in rows).rstrip()


def shortened(rows: list[str]) -> bool:
    """Do these lines (of `wrap_words`) leave words out?"""
    return bool(rows) and rows[-1].endswith(ELLIPSIS)


def cache_painting(item: QGraphicsItem) -> None:
    """Paint `item` once into a pixmap and reuse it until the item changes: a decision repaints little.
    See `keep_aligned` for the one way such a pixmap could outlive what it shows."""
    item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
    item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemSendsGeometryChanges, True)


def keep_aligned(item: QGraphicsItem, change: QGraphicsItem.GraphicsItemChange) -> None:
    """Qt reuses a device-pixel cache when its item moves, shifted as it was painted: an item moved by a
    fraction of a pixel would keep the alignment of a place it had left, so what it looks like would depend
    on where it had been (and a table reached by another path would not equal a fresh one). A move that
    changes the item's alignment to the screen's pixels paints it afresh."""
    if change != QGraphicsItem.GraphicsItemChange.ItemPositionHasChanged:
        return
    scene = item.scene()
    views = scene.views() if scene is not None else []
    if not views:
        return
    at = views[0].viewportTransform().map(item.scenePos())
    alignment = (round(at.x() % 1.0, 3), round(at.y() % 1.0, 3))
    if getattr(item, "_alignment", None) != alignment:
        item._alignment = alignment  # type: ignore[attr-defined]
        item.update()


class BoardItem(QGraphicsItem):
    """What every item on the table reports: its layer, its place and its text sizes."""

    layer = TABLE

    def __init__(self) -> None:
        super().__init__()
        cache_painting(self)

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: Any) -> Any:  # noqa: N802 (Qt)
        keep_aligned(self, change)
        return super().itemChange(change, value)

    def text_px(self) -> list[float]:
        return []

    def words(self) -> list[tuple[str, str]]:
        """Each text it draws as (the words shown, the whole they come from): for the checks that a text is
        whole, or shortened after a word with the whole in the tooltip."""
        return []

    def table_rect(self) -> QRectF | None:
        return self.sceneBoundingRect()

    def ink_rects(self) -> list[QRectF]:
        """Where it prints words or numbers, in scene units (for what must never lie over them): by default
        its whole place on the table."""
        rect = self.table_rect()
        return [rect] if rect is not None and self.words() else []


class SlotItem(BoardItem):
    """A printed space of the board: a rounded outline with its name above it."""

    def __init__(self, rect: QRectF, title_rect: QRectF, title: str, px: float, tint: str = "#ffffff",
                 minimum: float = 10.0) -> None:
        super().__init__()
        self.minimum = minimum
        self.rect = rect
        self.title_rect = title_rect
        self.title = title
        self.px = px
        self.tint = QColor(tint)
        self.browse = ""  # a pile name: clicking the title looks through it
        self.setZValue(-10)

    def set_title(self, title: str) -> None:
        if title != self.title:
            self.title = title
            self.update()

    def words(self) -> list[tuple[str, str]]:
        if not self.title:
            return []
        return [(fitted(self.title, self.px, self.title_rect.width(), min(self.px, self.minimum))[1], self.title)]

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4).united(self.title_rect)

    def text_px(self) -> list[float]:
        if not self.title:
            return []
        return [fitted(self.title, self.px, self.title_rect.width(), min(self.px, self.minimum))[0].pixelSize()]

    def table_rect(self) -> QRectF | None:
        return self.title_rect.translated(self.pos()) if self.title else None

    def ink_rects(self) -> list[QRectF]:
        if not self.title:
            return []
        f, text = fitted(self.title, self.px, self.title_rect.width(), min(self.px, self.minimum))
        ink = QFontMetricsF(f).boundingRect(self.title_rect, int(Qt.AlignmentFlag.AlignCenter), text)
        return [ink.intersected(self.title_rect).translated(self.pos())]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor(self.tint)
        fill.setAlpha(24)
        line = QColor(self.tint)
        line.setAlpha(80)
        painter.setPen(QPen(line, 1.2))
        painter.setBrush(fill)
        painter.drawRoundedRect(self.rect.adjusted(-3, -3, 3, 3), 8, 8)
        if self.title:
            f, text = fitted(self.title, self.px, self.title_rect.width(), min(self.px, self.minimum))
            if text != self.title and self.title not in self.toolTip():  # shortened: whole in the tooltip
                self.setToolTip(self.title)
            painter.setFont(f)
            painter.setPen(QColor("#f4ecd8"))
            painter.drawText(self.title_rect, Qt.AlignmentFlag.AlignCenter, text)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt override)
        board = board_of(self)
        if self.browse and board is not None:
            board.pile_browsed(self.browse)
        event.accept()


class PillItem(BoardItem):
    """A line of text on a rounded background; text and colour change only when told to."""

    def __init__(self, width: float, height: float, px: float, minimum: float) -> None:
        super().__init__()
        self.w, self.h, self.px, self.minimum = width, height, px, minimum
        self.text = ""
        self.shown = ""
        self.whole = ""  # the text, or the shorter form of it that `shown` comes from
        self.font = font(px, True)
        self.fill = QColor(0, 0, 0, 150)
        self.colour = QColor("#ffffff")
        self.setZValue(60)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.w, self.h)

    def set_width(self, width: float) -> None:
        if width != self.w:
            self.prepareGeometryChange()
            self.w = width
            self.font, self.shown = fitted(self.whole, self.px, self.w - 12, self.minimum)
            self.setToolTip(self.text if self.shown != self.text else "")
            self.update()

    def set_text(self, text: str, fill: str = "#a0000000", colour: str = "#ffffff",
                 shorter: tuple[str, ...] = ()) -> None:
        """Show `text` (or the first of `shorter` that fits whole; the tooltip has `text`); colours are
        "#RRGGBB" or "#AARRGGBB"."""
        fill_c = QColor(fill)
        if (text, fill_c, QColor(colour)) != (self.text, self.fill, self.colour):
            self.text, self.fill, self.colour = text, fill_c, QColor(colour)
            for candidate in (text, *(c for c in shorter if c)):
                self.font, self.shown = fitted(candidate, self.px, self.w - 12, self.minimum)
                self.whole = candidate
                if self.shown == candidate:
                    break
            self.setToolTip(text if self.shown != text else "")
            self.setVisible(bool(text))
            self.update()

    def text_px(self) -> list[float]:
        return [self.font.pixelSize()] if self.text else []

    def words(self) -> list[tuple[str, str]]:
        return [(self.shown, self.whole)] if self.text else []

    def ink_rects(self) -> list[QRectF]:
        if not self.text:
            return []
        width = min(self.w, QFontMetricsF(self.font).horizontalAdvance(self.shown) + 14)
        return [self.mapRectToScene(QRectF((self.w - width) / 2, 0, width, self.h))]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(self.font)
        width = min(self.w, QFontMetricsF(self.font).horizontalAdvance(self.shown) + 14)
        rect = QRectF((self.w - width) / 2, 0, width, self.h)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.fill)
        painter.drawRoundedRect(rect, self.h / 2, self.h / 2)
        painter.setPen(self.colour)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.shown)


class LabelItem(BoardItem):
    """A few words centred in a rectangle, wrapped onto its lines (a Villain Deck's space)."""

    def __init__(self, rect: QRectF, text: str, px: float, minimum: float) -> None:
        super().__init__()
        self.rect, self.text = rect, text
        self.font = font(px, True)
        self.rows = wrap_words(text, self.font, rect.width())
        while px > minimum and (len(self.rows) * QFontMetricsF(self.font).height() > rect.height()
                                or shortened(self.rows)):
            px -= 0.5
            self.font = font(px, True)
            self.rows = wrap_words(text, self.font, rect.width())
        for stretch in (True, NARROW):  # a word still too long, or too many lines: a condensed face
            if shortened(self.rows) or not self._rows_fit():
                self.font = font(px, True, condensed=stretch)
                self.rows = wrap_words(text, self.font, rect.width())
        if not self._rows_fit():  # the lines that fit, the last shortened after a word (never over the next row)
            metrics = QFontMetricsF(self.font)
            keep = max(1, int(rect.height() // metrics.height()))
            self.rows = [*self.rows[: keep - 1], shorten(joined(self.rows[keep - 1:]), metrics, rect.width())]
        self.setToolTip(text)

    def _rows_fit(self) -> bool:
        return len(self.rows) * QFontMetricsF(self.font).height() <= self.rect.height() + 0.5

    def boundingRect(self) -> QRectF:
        return self.rect

    def table_rect(self) -> QRectF | None:
        return self.rect if self.text else None

    def text_px(self) -> list[float]:
        return [float(self.font.pixelSize())] if self.text else []

    def words(self) -> list[tuple[str, str]]:
        return [(joined(self.rows), " ".join(self.text.split()))] if self.text else []

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setFont(self.font)
        painter.setPen(QColor("#f4ecd8"))
        line_h = QFontMetricsF(self.font).height()
        top = self.rect.top() + max(0.0, (self.rect.height() - len(self.rows) * line_h) / 2)
        for i, row in enumerate(self.rows):
            painter.drawText(QRectF(self.rect.left(), top + i * line_h, self.rect.width(), line_h),
                             Qt.AlignmentFlag.AlignCenter, row)


class StatusBox(BoardItem):
    """The table's status lines (a token's holder, how near a turning point is, this turn's special action), one under
    another, each wrapped onto more rows rather than cut. Past `max_h` the last row says how many more
    there are; the tooltip always has every line whole."""

    def __init__(self, width: float, px: float, minimum: float) -> None:
        super().__init__()
        self.w, self.px, self.minimum = width, px, minimum
        self.lines: tuple[str, ...] = ()
        self.rows: list[tuple[str, bool]] = []  # (text, starts a status line)
        self.shown_lines: list[tuple[str, str]] = []
        self.h = 0.0
        self.max_h = 10_000.0
        self.font = font(px, True)
        self.setZValue(60)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.w, self.h)

    def row_h(self) -> float:
        return QFontMetricsF(self.font).height() + 2

    def _wrap(self, text: str, width: float) -> list[str]:
        return wrap_words(text, self.font, width) or [""]

    def set_lines(self, lines: list[str], max_h: float, meanings: list[str] | None = None) -> float:
        """Show `lines` in at most `max_h` of height; returns the height taken (0 with no lines). The tooltip
        has every line with what it means (`meanings`, one per line, "" for none)."""
        tip = "\n".join(f"{text}: {meaning}" if meaning else text
                         for text, meaning in zip(lines, meanings or [""] * len(lines), strict=True))
        if tip != self.toolTip():
            self.setToolTip(tip)
        if tuple(lines) == self.lines and max_h == self.max_h:
            return self.h
        self.prepareGeometryChange()
        self.lines, self.max_h = tuple(lines), max_h
        self.font = font(max(self.px, self.minimum), True)
        inner = self.w - 16
        wrapped = [self._wrap(text, inner) for text in lines]
        fits = max(1, int((max_h - 6) // self.row_h()))
        rows: list[tuple[str, bool]] = []
        shown: list[tuple[str, str]] = []  # (words shown, the whole line) of each line shown
        for i, parts in enumerate(wrapped):
            room = fits - len(rows) - (1 if i < len(wrapped) - 1 else 0)  # keep a row to say what is left
            if len(parts) > room:  # never cut silently: the last row counts what is left, the tooltip has it all
                rows.append((f"+{len(lines) - i} more (hover to read)", True))
                break
            rows += [(r, j == 0) for j, r in enumerate(parts)]
            shown.append((joined(parts), " ".join(lines[i].split())))
        self.shown_lines = shown
        self.rows = rows if lines else []
        self.h = len(self.rows) * self.row_h() + 6 if self.rows else 0.0
        self.setVisible(bool(lines))
        self.update()
        return self.h

    def text_px(self) -> list[float]:
        return [float(self.font.pixelSize())] if self.rows else []

    def words(self) -> list[tuple[str, str]]:
        return list(self.shown_lines) if self.rows else []

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self.rows:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(58, 42, 16, 224))
        painter.drawRoundedRect(QRectF(0, 0, self.w, self.h), 8, 8)
        painter.setFont(self.font)
        painter.setPen(QColor("#ffd54a"))
        y = 3.0
        for text, first in self.rows:
            if first:
                painter.drawText(QRectF(4, y, 10, self.row_h()), Qt.AlignmentFlag.AlignVCenter, "•")
            painter.drawText(QRectF(14, y, self.w - 16, self.row_h()), Qt.AlignmentFlag.AlignVCenter, text)
            y += self.row_h()


class InfoStrip(BoardItem):
    """Under a card: one short line ("Attack 5", "4 Tactics left") and small cards it holds
    (captured Bystanders, a Hero under a Skrull). Hover a small card to see it in the card view."""

    def __init__(self, width: float, height: float, px: float, minimum: float) -> None:
        super().__init__()
        self.w, self.h, self.px, self.minimum = width, height, px, minimum
        self.text = ""
        self.fill = QColor(0, 0, 0, 150)
        self.held: list[tuple[int, CardDef | None]] = []  # None: a card that lies face down
        self.font = font(px, True)
        self.shown = ""
        self.whole = ""  # the text, or the shorter form of it that `shown` comes from
        self.setAcceptHoverEvents(True)
        self.setZValue(60)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.w, self.h)

    def line_h(self) -> float:
        return self.px + 8

    def mini_size(self) -> tuple[float, float]:
        """Small cards as tall as the strip, beside the line of text (or under it when there is room)."""
        h = max(8.0, self.h - 2)
        return h / 1.4, h

    def _text_width(self) -> float:
        if not self.text:
            return 0.0
        return min(self.w, QFontMetricsF(self.font).horizontalAdvance(self.shown) + 14)

    def set_info(self, text: str, held: list[tuple[int, CardDef | None]], fill: str = "#a0000000",
                 shorter: tuple[str, ...] = ()) -> None:
        """Show `text` (or the first of `shorter` that fits whole) and the small cards `held`."""
        fill_c = QColor(fill)
        if (text, [c for c, _ in held], fill_c) != (self.text, [c for c, _ in self.held], self.fill):
            self.text, self.held, self.fill = text, held, fill_c
            room = self.w - 14 - (self.mini_size()[0] + 4 if held else 0)
            for candidate in (text, *(c for c in shorter if c)):
                self.font, self.shown = fitted(candidate, self.px, room, self.minimum)
                self.whole = candidate
                if self.shown == candidate:
                    break
            self.setVisible(bool(text or held))
            names = [card.name if card is not None else "a face-down card" for _, card in held]
            self.setToolTip("\n".join(([text] if self.shown != text else []) + names))  # what was shortened
            self.update()

    def mini_rects(self) -> list[QRectF]:
        if not self.held:
            return []
        mw, mh = self.mini_size()
        n = len(self.held)
        left = self._text_width() + 3
        room = self.w - left
        step = min(mw + 2, (room - mw) / max(1, n - 1)) if n > 1 else 0
        return [QRectF(left + i * step, 1, mw, mh) for i in range(n)]

    def words(self) -> list[tuple[str, str]]:
        return [(self.shown, self.whole)] if self.text else []

    def ink_rects(self) -> list[QRectF]:
        if not self.text:
            return []
        width = min(self.w, QFontMetricsF(self.font).horizontalAdvance(self.shown) + 14)
        return [self.mapRectToScene(QRectF((self.w - width) / 2, 0, width, self.h))]

    def text_px(self) -> list[float]:
        sizes: list[float] = [self.font.pixelSize()] if self.text else []
        if len(self.held) > 1:
            sizes.append(self.count_px())
        mw, _ = self.mini_size()
        for _, card in self.held:
            if card is not None:
                sizes += list(FACES.text_sizes(card, max(8, int(mw)), MINI))
        return sizes

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        if self.text:
            painter.setFont(self.font)
            width = self._text_width()
            left = 0.0 if self.held else (self.w - width) / 2
            rect = QRectF(left, (self.h - self.line_h()) / 2 if self.held else 0, width, self.line_h())
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self.fill)
            painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
            painter.setPen(QColor("#ffffff"))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.shown)
        rects = self.mini_rects()
        for rect, (_, card) in zip(rects, self.held, strict=True):
            pix = FACES.face(card, max(8, int(rect.width())), MINI)
            painter.drawPixmap(rect, pix, QRectF(pix.rect()))
        if len(rects) > 1:  # a fan of cards overlapping each other: how many, on the front one
            badge = self.count_rect()
            painter.setPen(QPen(QColor("#ffffff"), 1))
            painter.setBrush(QColor("#202020"))
            painter.drawRoundedRect(badge, badge.height() / 2, badge.height() / 2)
            painter.setFont(font(self.count_px(), True))
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(len(rects)))

    def count_px(self) -> float:
        return max(float(MIN_TEXT_PX), self.mini_size()[0] * 0.7)

    def count_rect(self) -> QRectF:
        """Where the count of the small cards is drawn: a disc on the front card's lower half (a pill when the
        count has more digits than the disc holds, so that none is cut off)."""
        front = self.mini_rects()[-1]
        d = self.count_px() + 4
        w = max(d, QFontMetricsF(font(self.count_px(), True)).horizontalAdvance(str(len(self.held))) + 4)
        return QRectF(front.center().x() - w / 2, front.bottom() - d, w, d)

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 (Qt override)
        board = board_of(self)
        if board is None:
            return
        for rect, (card_id, card) in zip(self.mini_rects(), self.held, strict=True):
            if card is not None and rect.contains(event.pos()):
                board.card_hovered(card_id)
                return


class TotalsItem(BoardItem):
    """The active player's Recruit and Attack left to spend, as two large badges."""

    def __init__(self, width: float, height: float, px: float) -> None:
        super().__init__()
        self.w, self.h, self.px = width, height, px
        self.recruit = 0
        self.attack = 0

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.w, self.h)

    def set_totals(self, recruit: int, attack: int) -> None:
        if (recruit, attack) != (self.recruit, self.attack):
            self.recruit, self.attack = recruit, attack
            self.setToolTip(f"Recruit {recruit} · Attack {attack} left to spend")
            self.update()

    def _r(self) -> float:
        return (self.h - 8) / 2

    def text_px(self) -> list[float]:
        r = self._r()
        sizes = [font(r * (1.15 if len(str(v)) <= 1 else 0.95), True).pixelSize() for v in (self.recruit, self.attack)]
        return [*sizes, *(f.pixelSize() for f, _ in self._words() if f is not None)]

    def _words(self) -> list[tuple[QFont | None, str]]:
        """Each word beside its badge, shrunk and condensed to its room; a word that would keep no readable
        stem is left out (the badges' colours and the tooltip say which is which)."""
        room = self.w / 2 - 14 - 2 * self._r()
        out: list[tuple[QFont | None, str]] = []
        for word in ("Recruit", "Attack"):
            f, shown = fitted(word, self.px, room, MIN_TEXT_PX)
            out.append((f, shown) if shown == word else (None, ""))
        return out

    def words(self) -> list[tuple[str, str]]:
        return [(shown, shown) for f, shown in self._words() if f is not None]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        half = self.w / 2
        r = self._r()
        words = self._words()
        for i, (value, colour, ink) in enumerate(((self.recruit, RECRUIT_COLOUR, "#111111"),
                                                  (self.attack, ATTACK_COLOUR, "#ffffff"))):
            x = i * half
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 110))
            painter.drawRoundedRect(QRectF(x + 2, 0, half - 4, self.h), 10, 10)
            draw_badge(painter, QPointF(x + 6 + r, self.h / 2), r, colour, str(value), text_colour=ink)
            f, word = words[i]
            if f is not None:
                painter.setPen(QColor("#f4ecd8"))
                painter.setFont(f)
                painter.drawText(QRectF(x + 12 + 2 * r, 0, half - 14 - 2 * r, self.h), Qt.AlignmentFlag.AlignVCenter,
                                 word)


class PlaqueItem(BoardItem):
    """A player's name, VP, Wounds and pile counts. Click to browse their Victory Pile."""

    def __init__(self, index: int, width: float, height: float, px: float) -> None:
        super().__init__()
        self.index = index
        self.w, self.h, self.px = width, height, px
        self.info: tuple[str, int, str, bool, bool] = ("", 0, "", False, False)
        self.tokens: tuple[tuple[str, str], ...] = ()  # (short word, what it is) of each token held
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.w, self.h)

    def set_height(self, height: float, px: float) -> None:
        if (height, px) != (self.h, self.px):
            self.prepareGeometryChange()
            self.h, self.px = height, px
            self.update()

    def set_info(self, name: str, vp: int, counts: str, active: bool, deciding: bool,
                 tokens: tuple[tuple[str, str], ...] = ()) -> None:
        info = (name, vp, counts, active, deciding)
        if info != self.info or tokens != self.tokens:
            self.info = info
            self.tokens = tokens
            held = "".join(f"\nHolds the {words}" for _, words in tokens)
            self.setToolTip(f"{name}: {vp} VP. {counts}.{held}\nClick to see their Victory Pile.")
            self.update()

    def two_lines(self) -> bool:
        """Name over the counts when two lines of text fit; else side by side."""
        return self.h >= 2 * self.px + 5

    def token_rects(self) -> list[QRectF]:
        """The tokens held, as pills left of the VP badge."""
        if not self.tokens:
            return []
        px = self.px
        h = min(self.h - 6, px * 1.6)
        r = max(self.px * 0.85, min(self.h / 2 - 2, self.px * 1.3))
        metrics = QFontMetricsF(font(px, True))
        right = self.w - 2 * r - 12
        out: list[QRectF] = []
        for short, _ in reversed(self.tokens):
            w = metrics.horizontalAdvance(short) + px * 1.2
            out.insert(0, QRectF(right - w, (self.h - h) / 2, w, h))
            right -= w + 4
        return out

    def _fonts(self) -> tuple[QFont, str, QFont, str, float]:
        name, _vp, counts, active, deciding = self.info
        r = max(self.px * 0.85, min(self.h / 2 - 2, self.px * 1.3))
        title = ("▶ " if active else "") + name + ("  · deciding" if deciding and not active else "")
        tokens = self.token_rects()
        room = (tokens[0].left() - 10) if tokens else self.w - 2 * r - 20
        two_lines = self.two_lines()
        roomy = self.h >= 2 * self.px * 1.15 + 8
        big, title = fitted(title, self.px * (1.15 if roomy else 1.0), room if two_lines else room * 0.45,
                            self.px - 1)
        small, counts = fitted(counts, self.px - 1, room if two_lines else room * 0.55 - 6, self.px - 1, False)
        return big, title, small, counts, r

    def words(self) -> list[tuple[str, str]]:
        name, _vp, counts, active, deciding = self.info
        _, title, _, shown, _ = self._fonts()
        return [(title, ("▶ " if active else "") + name + ("  · deciding" if deciding and not active else "")),
                (shown, counts)]

    def text_px(self) -> list[float]:
        big, _, small, _, r = self._fonts()
        vp = str(self.info[1])
        tokens = [float(font(self.px, True).pixelSize())] * len(self.tokens)
        return [big.pixelSize(), small.pixelSize(), font(r * (1.15 if len(vp) <= 1 else 0.95), True).pixelSize(),
                *tokens]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        _name, vp, _counts, active, _deciding = self.info
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(1, 1, self.w - 2, self.h - 2)
        painter.setPen(QPen(QColor("#ffd54a") if active else QColor(255, 255, 255, 60), 2.5 if active else 1.2))
        painter.setBrush(QColor(40, 30, 20, 220) if active else QColor(0, 0, 0, 120))
        painter.drawRoundedRect(rect, 8, 8)
        big, title, small, counts, r = self._fonts()
        draw_badge(painter, QPointF(self.w - r - 6, self.h / 2), r, VP_COLOUR, str(vp))
        token_rects = self.token_rects()
        painter.setFont(font(self.px, True))
        for (short, _), box in zip(self.tokens, token_rects, strict=True):
            painter.setPen(QPen(QColor("#111111"), 1.2))
            painter.setBrush(QColor(TOKEN_COLOUR))
            painter.drawRoundedRect(box, box.height() / 2, box.height() / 2)
            painter.setPen(QColor("#111111"))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, short)
        text_w = (token_rects[0].left() - 12) if token_rects else self.w - 2 * r - 20
        two_lines = self.two_lines()
        painter.setFont(big)
        painter.setPen(QColor("#ffd54a") if active else QColor("#f4ecd8"))
        if two_lines:
            painter.drawText(QRectF(8, 2, text_w, self.h / 2 - 1), Qt.AlignmentFlag.AlignVCenter, title)
            painter.setFont(small)
            painter.setPen(QColor("#d8d0bc"))
            painter.drawText(QRectF(8, self.h / 2, text_w, self.h / 2 - 2), Qt.AlignmentFlag.AlignVCenter, counts)
        else:
            painter.drawText(QRectF(8, 0, text_w * 0.45, self.h), Qt.AlignmentFlag.AlignVCenter, title)
            painter.setFont(small)
            painter.setPen(QColor("#d8d0bc"))
            painter.drawText(QRectF(8 + text_w * 0.45 + 6, 0, text_w * 0.55 - 6, self.h),
                             Qt.AlignmentFlag.AlignVCenter, counts)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt override)
        board = board_of(self)
        if board is not None:
            board.pile_clicked(f"victory:{self.index}")
        event.accept()


class MeterItem(BoardItem):
    """How close Evil is to winning: the Scheme's own count in large type (its other parts under it, small),
    and the Twists so far. Every text wraps rather than being cut; the large count shrinks to make room."""

    def __init__(self, width: float, height: float, px: float) -> None:
        super().__init__()
        self.w, self.h, self.px = width, height, px
        self.lines: tuple[str, str, str, float | None, tuple[str, ...]] = ("", "", "", None, ())
        self.rows: list[tuple[QFont, str, str, QRectF]] = []  # font, text, colour, where
        self.bar: QRectF | None = None

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.w, self.h)

    def set_meter(self, headline: str, value: str, twists: str, fraction: float | None,
                  more: tuple[str, ...] = ()) -> None:
        lines = (headline, value, twists, fraction, more)
        if lines != self.lines:
            self.lines = lines
            extra = "".join(f"; {m}" for m in more)
            self.setToolTip(f"Evil Wins: {headline} {value}{extra}. {twists}.")
            self._lay_out()
            self.update()

    def _lay_out(self) -> None:
        """Rows top to bottom: EVIL WINS, the headline, the large count, the bar, the other parts, the Twists."""
        headline, value, twists, fraction, more = self.lines
        inner = self.w - 10
        small = max(float(MIN_TEXT_PX), self.px - 1)
        head_font = font(self.px, True)
        bar_h = self.px * 0.9 if fraction is not None else 0.0
        tries = [(value_px, words_px, condensed) for condensed in (False, True)
                 for value_px in (max(self.px * 2.2, self.w * 0.3), self.px * 1.6, self.px + 2)
                 for words_px in (self.px, small)]
        fallback: tuple[list[tuple[QFont, list[str], str]], float] | None = None
        for value_px, words_px, condensed in tries:  # whole words first, in the largest type that holds them
            blocks: list[tuple[QFont, list[str], str]] = [
                (head_font, wrap_words("EVIL WINS", head_font, self.w - 8), "#ffb3b3")]
            f = font(words_px, True, condensed)
            blocks.append((f, wrap_words(headline, f, inner), "#f4ecd8"))
            big = fitted(value, value_px, inner, self.px + 2)
            blocks.append((big[0], [big[1]], "#ffd54a"))
            f = font(small, False, condensed)
            for text in (*more, twists):
                blocks.append((f, wrap_words(text, f, inner), "#f4ecd8"))
            need = sum(QFontMetricsF(bf).height() * len(rows) for bf, rows, _ in blocks) + bar_h + 10
            whole = not any(shortened(rows) for _, rows, _ in blocks)
            if need <= self.h and whole:
                break
            if need <= self.h and fallback is None:
                fallback = (blocks, need)
        else:
            if fallback is not None:  # a word too long at any size: shortened there (the tooltip has it whole)
                blocks, need = fallback
        spare = max(0.0, self.h - need)
        self.block_words = [(joined(rows), " ".join(text.split())) for (_, rows, _), text
                            in zip(blocks, ["EVIL WINS", headline, value, *more, twists], strict=True)]
        self.rows, self.bar = [], None
        y = 4.0
        for i, (bf, rows, colour) in enumerate(blocks):
            line_h = QFontMetricsF(bf).height()
            if i == 2:  # the large count takes the spare room, centred in it
                y += spare / 2
            for text in rows:
                self.rows.append((bf, text, colour, QRectF(5, y, inner, line_h)))
                y += line_h
            if i == 2:
                y += spare / 2
                if fraction is not None:
                    self.bar = QRectF(8, y + 1, self.w - 16, bar_h - 2)
                    y += bar_h

    def text_px(self) -> list[float]:
        return [float(f.pixelSize()) for f, text, _, _ in self.rows if text]

    def words(self) -> list[tuple[str, str]]:
        return [(shown, whole) for shown, whole in getattr(self, "block_words", []) if whole]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fraction = self.lines[3]
        rect = QRectF(0, 0, self.w, self.h)
        painter.setPen(QPen(QColor("#ff6b6b"), 2))
        painter.setBrush(QColor(40, 6, 10, 220))
        painter.drawRoundedRect(rect, 10, 10)
        for f, text, colour, where in self.rows:
            painter.setFont(f)
            painter.setPen(QColor(colour))
            painter.drawText(where, Qt.AlignmentFlag.AlignCenter, text)
        if self.bar is not None and fraction is not None:
            bar = self.bar
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 255, 255, 40))
            painter.drawRoundedRect(bar, bar.height() / 2, bar.height() / 2)
            painter.setBrush(QColor("#e53935"))
            filled = QRectF(bar.left(), bar.top(), max(bar.height(), bar.width() * min(1.0, fraction)),
                            bar.height())
            painter.drawRoundedRect(filled, bar.height() / 2, bar.height() / 2)


class BannerItem(BoardItem):
    """A short announcement across the table (a Villain revealed, a Master Strike...). Click to dismiss."""

    layer = BANNER

    def __init__(self) -> None:
        super().__init__()
        self.w, self.h, self.px = 600.0, 48.0, 20.0
        self.text = ""
        self.colour = QColor("#ffd54a")
        self.setZValue(900)
        self.setVisible(False)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.w, self.h)

    def place(self, centre_x: float, top: float, width: float, px: float) -> None:
        self.prepareGeometryChange()
        self.w, self.px = width, px
        self.h = px * 2.3
        self.setPos(centre_x - width / 2, top)

    def show_text(self, text: str, colour: str) -> None:
        self.text, self.colour = text, QColor(colour)
        self.setToolTip(text if self._font()[1] != text else "")
        self.setVisible(bool(text))
        self.update()

    def words(self) -> list[tuple[str, str]]:
        return [(self._font()[1], self.text)] if self.text else []

    def _font(self) -> tuple[QFont, str]:
        return fitted(self.text, self.px, self.w - 24, self.px - 4)

    def text_px(self) -> list[float]:
        return [self._font()[0].pixelSize()] if self.text else []

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.w, self.h)
        painter.setPen(QPen(self.colour, 3))
        painter.setBrush(QColor(12, 8, 6, 235))
        painter.drawRoundedRect(rect, self.h / 2, self.h / 2)
        f, text = self._font()
        painter.setFont(f)
        painter.setPen(self.colour)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt override)
        self.setVisible(False)
        event.accept()


class BackdropItem(BoardItem):
    """The choice overlay's background: darkens the table, swallows clicks meant for it, shows the question."""

    layer = OVERLAY

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF()
        self.title = ""
        self.heading: tuple[str, str] | None = None
        self.heading_h = 0.0
        self.px = 18.0
        self.title_h = 30.0
        self.setZValue(1000)
        self.setVisible(False)

    def boundingRect(self) -> QRectF:
        return self.rect

    def table_rect(self) -> QRectF | None:
        return None

    def set_content(self, rect: QRectF, title: str, px: float, heading: tuple[str, str] | None = None) -> None:
        """The question, under the news it comes out of (`heading`: its words and its banner's colour)."""
        self.prepareGeometryChange()
        self.rect, self.title, self.px = rect, title, px
        self.heading = heading
        self.heading_h = px * 2.0 if heading else 0.0
        self.title_h = self.heading_h + px * 2.4
        self.setToolTip(f"{heading[0]}: {title}" if heading else title)
        self.update()

    def full_title(self) -> str:
        """The heading and the question, as one line ("Master Strike — Red Skull: Player 1: KO a Hero…")."""
        return f"{self.heading[0]}: {self.title}" if self.heading else self.title

    def _font(self) -> tuple[QFont, str]:
        return fitted(self.title, self.px, self.rect.width() - 40, self.px - 4)

    def _heading_font(self) -> tuple[QFont, str]:
        return fitted(self.heading[0] if self.heading else "", self.px * 1.1, self.rect.width() - 80, self.px - 4)

    def words(self) -> list[tuple[str, str]]:
        out = [(self._font()[1], self.title)] if self.title else []
        return out + ([(self._heading_font()[1], self.heading[0])] if self.heading else [])

    def text_px(self) -> list[float]:
        sizes = [float(self._font()[0].pixelSize())] if self.title else []
        return sizes + ([float(self._heading_font()[0].pixelSize())] if self.heading else [])

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(6, 14, 10, 228))
        painter.drawRect(self.rect)
        if self.heading:  # the banner's news, as the banner draws it, above the question
            f, text = self._heading_font()
            colour = QColor(self.heading[1])
            width = min(self.rect.width() - 40, QFontMetricsF(f).horizontalAdvance(text) + self.px * 2)
            band = QRectF(self.rect.center().x() - width / 2, self.rect.top() + self.px * 0.3, width,
                          self.heading_h - self.px * 0.4)
            painter.setPen(QPen(colour, 2.5))
            painter.setBrush(QColor(12, 8, 6, 235))
            painter.drawRoundedRect(band, band.height() / 2, band.height() / 2)
            painter.setFont(f)
            painter.setPen(colour)
            painter.drawText(band, Qt.AlignmentFlag.AlignCenter, text)
        f, text = self._font()
        painter.setFont(f)
        painter.setPen(QColor("#ffd54a"))
        painter.drawText(QRectF(self.rect.left() + 20, self.rect.top() + self.heading_h, self.rect.width() - 40,
                                self.title_h - self.heading_h), Qt.AlignmentFlag.AlignCenter, text)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt override)
        event.accept()


class OverlayButton(BoardItem):
    """A small button of the choice overlay, under a card: Top / Bottom, ◀ / ▶ to move it, − / + for copies.

    It only reports its click to the board (`overlay_action(card, action)`); without an action it is a label
    (the number of copies chosen). `checked` draws it lit: the place a card goes now."""

    layer = OVERLAY

    def __init__(self, rect: QRectF, text: str, card: int, action: str, px: float, minimum: float,
                 enabled: bool = True, checked: bool = False, tip: str = "") -> None:
        super().__init__()
        self.rect, self.text, self.card, self.action = rect, text, card, action
        self.px, self.minimum = px, minimum
        self.enabled, self.checked = enabled and bool(action), checked
        self.setZValue(1150)
        self.setToolTip(tip if not tip or text in tip or self._font()[1] == text else f"{text}: {tip}")
        if self.enabled:
            self.setCursor(Qt.CursorShape.PointingHandCursor)

    def boundingRect(self) -> QRectF:
        return self.rect

    def _font(self) -> tuple[QFont, str]:
        return fitted(self.text, self.px, self.rect.width() - 6, self.minimum)

    def text_px(self) -> list[float]:
        return [float(self._font()[0].pixelSize())] if self.text else []

    def words(self) -> list[tuple[str, str]]:
        return [(self._font()[1], self.text)] if self.text else []

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.action:
            fill = QColor("#ffd54a") if self.checked else QColor(255, 255, 255, 34 if self.enabled else 12)
            painter.setPen(QPen(QColor("#ffd54a") if self.enabled else QColor(255, 255, 255, 50), 1.2))
            painter.setBrush(fill)
            painter.drawRoundedRect(self.rect.adjusted(0.5, 0.5, -0.5, -0.5), 6, 6)
        f, text = self._font()
        painter.setFont(f)
        ink = "#111111" if self.checked else "#f4ecd8" if self.enabled or not self.action else "#7f7a70"
        painter.setPen(QColor(ink))
        painter.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, text)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt override)
        board = board_of(self)
        if self.enabled and board is not None:
            board.overlay_action(self.card, self.action)
        event.accept()


class DeckGapItem(BoardItem):
    """Between the cards going on top and those going under: where the rest of the deck lies."""

    layer = OVERLAY

    def __init__(self, rect: QRectF, px: float, minimum: float) -> None:
        super().__init__()
        self.rect = rect
        self.label = LabelItem(rect.adjusted(6, 6, -6, -6), "the rest of the deck", px, minimum)
        self.label.setParentItem(self)
        self.setZValue(1100)
        self.setToolTip("The cards left of this go on top of the deck (the leftmost is the top card); "
                        "those right of it go under the deck (the rightmost is the very bottom).")

    def boundingRect(self) -> QRectF:
        return self.rect

    def text_px(self) -> list[float]:
        return self.label.text_px()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 110), 2, Qt.PenStyle.DashLine))
        painter.setBrush(QColor("#1c2f66"))
        painter.drawRoundedRect(self.rect.adjusted(1, 1, -1, -1), 8, 8)
