"""Card faces drawn by the program with QPainter: one image per card definition and size, cached.

No scans or art: each kind has its own frame colours, each Hero class its colour *and* a
shape with a letter, so classes read without colour vision.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
)

from legendary_desktop.engine.card import CardDef, HeroClass, Kind
from legendary_desktop.engine.status import badges as set_badges
from legendary_desktop.ui.shorten import ELLIPSIS, shorten, words_fit

#: Card proportions (63 × 88 mm) in scene units; faces are rendered for the pixels they cover.
CARD_W = 120.0
CARD_H = 168.0


@dataclass(frozen=True)
class ClassLook:
    name: str
    letter: str
    colour: str
    shape: str  # square, triangle, diamond, hexagon, circle, shield


CLASS_LOOKS: dict[HeroClass, ClassLook] = {
    HeroClass.STRENGTH: ClassLook("Strength", "S", "#2e9a45", "square"),
    HeroClass.INSTINCT: ClassLook("Instinct", "I", "#e0b000", "triangle"),
    HeroClass.COVERT: ClassLook("Covert", "C", "#c62f36", "diamond"),
    HeroClass.TECH: ClassLook("Tech", "T", "#8a8f98", "hexagon"),
    HeroClass.RANGED: ClassLook("Ranged", "R", "#2f6fd0", "circle"),
    HeroClass.GREY: ClassLook("S.H.I.E.L.D.", "◆", "#6d7580", "shield"),
}

#: (frame, panel, label) colours for every kind that is not a Hero.
KIND_LOOKS: dict[Kind, tuple[str, str, str]] = {
    Kind.VILLAIN: ("#4a1f5c", "#2a1236", "Villain"),
    Kind.HENCHMAN: ("#5a4632", "#30251a", "Henchman"),
    Kind.MASTERMIND: ("#7a0e17", "#3a070b", "Mastermind"),
    Kind.TACTIC: ("#8a3a14", "#40190a", "Mastermind Tactic"),
    Kind.SCHEME: ("#16595a", "#0b2d2e", "Scheme"),
    Kind.BYSTANDER: ("#3f86b8", "#1e4766", "Bystander"),
    Kind.WOUND: ("#8c1010", "#3c0606", "Wound"),
    Kind.TWIST: ("#1d6b2c", "#0d3315", "Scheme Twist"),
    Kind.STRIKE: ("#b5530b", "#4d2204", "Master Strike"),
    Kind.OFFICER: ("#3c5a78", "#1f2f40", "S.H.I.E.L.D."),
    Kind.STARTER: ("#5c6670", "#2d3338", "S.H.I.E.L.D."),
}

FONT_FAMILY = "DejaVu Sans"
RECRUIT_COLOUR = "#e8b923"
ATTACK_COLOUR = "#d33a2c"
COST_COLOUR = "#f2f2f2"
VP_COLOUR = "#7a52c7"


#: Smallest text drawn on the table, in device pixels (the board test checks every item against it).
MIN_TEXT_PX = 9
#: A name on a compact face wraps onto at most this many lines (a long Scheme's name needs four).
NAME_LINES = 4
#: Below this width in device pixels a card shows its compact face (no rules text).
FULL_FACE_MIN_PX = 220

#: The ring round a number that is not the printed one now (a Wounded Villain, a cheaper Hero)
CHANGED_RING = "#ffd54a"


@dataclass(frozen=True)
class Now:
    """A card's numbers on the table now, where they differ from the printed ones (None: as printed).
    The face shows the current number large, ringed, with the printed one small beside it."""

    attack: int | None = None
    cost: int | None = None

    def __bool__(self) -> bool:
        return self.attack is not None or self.cost is not None


_text_sink: list[int] | None = None  # pixel sizes of the text drawn by the face being rendered
_word_sink: list[str] | None = None  # the words drawn by the face being rendered (`painted_words`)
_box_sink: list[tuple[str, QRectF]] | None = None  # where the face drew each text and number (`Rendered.boxes`)

#: What a face's boxes are: a number's circle, a line or block of words, a class mark, a keyword pill, and
#: the zone it keeps clear for what lies on the card (its marks, a pile's count)
NUMBER, WORDS, SYMBOL, PILL, ZONE = "number", "words", "symbol", "pill", "zone"


def _note_words(text: str) -> None:
    if _word_sink is not None:
        _word_sink.append(text)


def _note_box(kind: str, rect: QRectF) -> None:
    if _box_sink is not None:
        _box_sink.append((kind, QRectF(rect)))


def _note_ink(f: QFont, rect: QRectF, flags: int, text: str) -> None:
    """Note where `text` drawn in `rect` with `flags` puts its ink (a line's box, not its whole rectangle)."""
    if _box_sink is not None and text:
        _box_sink.append((WORDS, QFontMetricsF(f).boundingRect(rect, flags, text).intersected(rect)))


def zone_row_h(width_px: float) -> float:
    """The height of one row of a face's zone for marks: a mark's pill (or a pile's count) and a gap."""
    return max(MIN_TEXT_PX + 1.0, min(14.0, width_px * 0.13)) * 1.6 + 2


#: The narrowest type, for one word too long for its line in any other (its letters as tall as ever)
NARROW = int(QFont.Stretch.ExtraCondensed)


def font(px: float, bold: bool = False, condensed: bool | int = False) -> QFont:
    """The table's type; `condensed`: True for the condensed face, or a stretch (`NARROW`)."""
    f = QFont(FONT_FAMILY)
    f.setPixelSize(max(1, round(px)))
    f.setBold(bold)
    if condensed:
        f.setStretch(int(QFont.Stretch.Condensed) if condensed is True else int(condensed))
    return f


def use_font(p: QPainter, px: float, bold: bool = False, condensed: bool | int = False) -> QFont:
    """Set the painter's font for drawing text and note its size (for `FaceCache.text_sizes`)."""
    f = font(px, bold, condensed)
    p.setFont(f)
    if _text_sink is not None:
        _text_sink.append(f.pixelSize())
    return f


def classes_of(card: CardDef) -> list[HeroClass]:
    return [c for c in CLASS_LOOKS if c in card.classes]


def number_text(value: int | None, plus: bool) -> str:
    return "" if value is None else f"{value}{'+' if plus else ''}"


def attack_text(card: CardDef) -> str:
    """The printed Attack, with a set's Villain Attack Symbol (`*`) where the card has it (`extra["star"]`)."""
    text = number_text(card.attack, card.attack_plus)
    return f"{text}*" if text and card.extra.get("star") else text


def draw_class_symbol(p: QPainter, centre: QPointF, r: float, cls: HeroClass) -> None:
    """The class shape filled with its colour and its letter on top (shape + letter = no colour needed)."""
    look = CLASS_LOOKS[cls]
    p.save()
    p.setPen(QPen(QColor("#111111"), r * 0.14))
    p.setBrush(QColor(look.colour))
    x, y = centre.x(), centre.y()
    if look.shape == "square":
        p.drawRoundedRect(QRectF(x - r * 0.85, y - r * 0.85, r * 1.7, r * 1.7), r * 0.2, r * 0.2)
    elif look.shape == "triangle":
        p.drawPolygon(QPolygonF([QPointF(x, y - r), QPointF(x + r, y + r * 0.8), QPointF(x - r, y + r * 0.8)]))
    elif look.shape == "diamond":
        p.drawPolygon(QPolygonF([QPointF(x, y - r), QPointF(x + r, y), QPointF(x, y + r), QPointF(x - r, y)]))
    elif look.shape == "hexagon":
        pts = [QPointF(x + r * dx, y + r * dy) for dx, dy in
               ((-0.5, -0.87), (0.5, -0.87), (1, 0), (0.5, 0.87), (-0.5, 0.87), (-1, 0))]
        p.drawPolygon(QPolygonF(pts))
    elif look.shape == "shield":
        path = QPainterPath()
        path.moveTo(x - r * 0.85, y - r * 0.8)
        path.lineTo(x + r * 0.85, y - r * 0.8)
        path.lineTo(x + r * 0.85, y)
        path.quadTo(x + r * 0.7, y + r * 0.7, x, y + r)
        path.quadTo(x - r * 0.7, y + r * 0.7, x - r * 0.85, y)
        path.closeSubpath()
        p.drawPath(path)
    else:
        p.drawEllipse(centre, r, r)
    text_colour = "#111111" if cls in (HeroClass.INSTINCT,) else "#ffffff"
    p.setPen(QColor(text_colour))
    use_font(p, r * 1.05, bold=True)
    dy = r * 0.18 if look.shape == "triangle" else 0.0
    _note_words(look.letter)
    p.drawText(QRectF(x - r, y - r + dy, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, look.letter)
    p.restore()
    _note_box(SYMBOL, QRectF(x - r, y - r, 2 * r, 2 * r))


def badge_px(r: float, text: str) -> float:
    """The type of a badge of radius `r` holding `text`: smaller for more characters, never below the table's
    minimum (so "11+" in a small badge may be wider than its circle: `badge_half_w`)."""
    return max(MIN_TEXT_PX + 0.5, r * (1.15 if len(text) <= 1 else 0.95 if len(text) == 2 else 0.75))


def badge_half_w(r: float, text: str) -> float:
    """Half the width of a badge of radius `r` holding `text`: its radius, or, when the text is wider than the
    circle holds ("10+" in a printed number's small badge), half a pill long enough for every character."""
    if not text:
        return r
    wide = QFontMetricsF(font(badge_px(r, text), bold=True)).horizontalAdvance(text)
    return max(r, wide / 2 + r * 0.3)


def draw_badge(p: QPainter, centre: QPointF, r: float, fill: str, text: str, caption: str = "",
               text_colour: str = "#ffffff", note: bool = True) -> None:
    """A round number badge (cost, Recruit, Attack, VP) with an optional tiny caption beneath; a pill when the
    number is wider than the circle, so that no digit is cut off."""
    p.save()
    p.setPen(QPen(QColor("#101010"), r * 0.12))
    p.setBrush(QColor(fill))
    half = badge_half_w(r, text)
    box = QRectF(centre.x() - half, centre.y() - r, 2 * half, 2 * r)
    if half > r:
        p.drawRoundedRect(box, r, r)
    else:
        p.drawEllipse(centre, r, r)
    p.setPen(QColor(text_colour))
    use_font(p, badge_px(r, text), bold=True)  # three characters ("11+"): never below the table's minimum
    _note_words(text)
    p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
    if note:
        _note_box(NUMBER, box)
    if caption:
        use_font(p, max(MIN_TEXT_PX + 0.5, r * 0.42), bold=True)
        p.setPen(QColor("#ffffff"))
        p.drawText(QRectF(centre.x() - r * 1.6, centre.y() + r * 0.95, r * 3.2, r * 0.6),
                   Qt.AlignmentFlag.AlignCenter, caption)
    p.restore()


def printed_r(r: float) -> float:
    """The radius of the small printed number beside a changed one of radius `r`."""
    return max(r * 0.5, MIN_TEXT_PX * 0.8)


def ring_w(r: float) -> float:
    return max(1.5, r * 0.22)


def printed_centre(centre: QPointF, r: float, at: str, printed: str = "") -> QPointF:
    """Where the printed number goes beside a changed one: "up" its upper left, "left" level with it, its
    left edge on the ring's, "above" over it; a printed number wider than its small circle ("10+") reaches away
    from the ring."""
    small = printed_r(r)
    more = badge_half_w(small, printed) - small
    if at == "above":  # over the ring, their right edges together (a wide printed number on a narrow card)
        return QPointF(centre.x() + r * 1.1 - small - more, centre.y() - r * 1.1 - ring_w(r) / 2 - small * 0.6)
    if at == "left":
        return QPointF(centre.x() - r * 1.1 - small * 0.6 - more, centre.y())
    if at == "upright":
        return QPointF(centre.x() + r * 0.95 + more, centre.y() - r * 0.95)
    return QPointF(centre.x() - r * 0.95 - more, centre.y() - r * 0.95)


def value_box(centre: QPointF, r: float, changed: bool, at: str = "up", printed: str = "",
              now: str = "") -> QRectF:
    """All a number takes: its circle (or pill), and when changed its ring and the printed number beside it."""
    half = badge_half_w(r, now if changed else printed)
    if not changed:
        return QRectF(centre.x() - half, centre.y() - r, 2 * half, 2 * r)
    outer = r * 1.1 + ring_w(r) / 2
    box = QRectF(centre.x() - max(outer, half), centre.y() - outer, 2 * max(outer, half), 2 * outer)
    small, at_c = printed_r(r), printed_centre(centre, r, at, printed)
    small_half = badge_half_w(small, printed)
    return box.united(QRectF(at_c.x() - small_half, at_c.y() - small, 2 * small_half, 2 * small))


def draw_value(p: QPainter, centre: QPointF, r: float, fill: str, printed: str, now: int | None,
               text_colour: str = "#ffffff", at: str = "up") -> None:
    """A number badge: the printed number, or (`now` given) the current one, ringed, with the printed one
    small beside it (`printed_centre`)."""
    if now is None:
        draw_badge(p, centre, r, fill, printed, text_colour=text_colour)
        return
    p.save()
    p.setPen(QPen(QColor(CHANGED_RING), ring_w(r)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(centre, r * 1.1, r * 1.1)
    p.restore()
    _note_box(NUMBER, value_box(centre, r, True, at, printed, str(now)))  # one box: ring, number, printed one
    draw_badge(p, centre, r, fill, str(now), text_colour=text_colour, note=False)
    if printed:
        draw_badge(p, printed_centre(centre, r, at, printed), printed_r(r), "#f4ecd8", printed,
                   text_colour="#555555", note=False)


def fit_text(p: QPainter, rect: QRectF, text: str, start_px: float, min_px: float, bold: bool = False,
             align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> None:
    """Draw wrapped text, shrinking the font until it fits the rectangle; at `min_px` the lines that fit,
    whole words, the last shortened after a word (the card's tooltip and view have it whole)."""
    flags = int(align | Qt.AlignmentFlag.AlignTop) | int(Qt.TextFlag.TextWordWrap)
    px = start_px
    while True:
        f = font(px, bold)
        bound = QFontMetricsF(f).boundingRect(rect, flags, text)
        fits = bound.height() <= rect.height() and bound.width() <= rect.width() + 0.5
        if fits or px <= min_px:
            break
        px -= 0.5
    f = use_font(p, px, bold)
    if fits:
        _note_words(text)
        _note_ink(f, rect, flags, text)
        p.drawText(rect, flags, text)
        return
    metrics = QFontMetricsF(f)
    lines = [ln for para in text.split("\n") for ln in (words_fit(para.split(), metrics, rect.width()) or [""])]
    most = max(1, int(rect.height() // metrics.lineSpacing()))
    if len(lines) > most:
        rest = " ".join(lines[most - 1:])
        lines = lines[: most - 1]
        while True:  # as `wrapped`: the last line shortened after a word, or the one before it
            last = shorten(rest, metrics, rect.width())
            if last != ELLIPSIS or not lines:
                lines.append(last)
                break
            rest = f"{lines.pop()} {rest}"
    _note_words(" ".join(lines))
    for i, ln in enumerate(lines):
        at = QRectF(rect.left(), rect.top() + i * metrics.lineSpacing(), rect.width(), metrics.lineSpacing())
        _note_ink(f, at, int(align | Qt.AlignmentFlag.AlignTop), ln)
        p.drawText(at, int(align | Qt.AlignmentFlag.AlignTop), ln)


def fit_line(p: QPainter, rect: QRectF, text: str, px: float, bold: bool = True,
             align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> None:
    """One line of text, shrunk until it fits the width (never below `MIN_TEXT_PX`), then condensed, then
    shortened at a word (`shorten`)."""
    while px > MIN_TEXT_PX + 0.5:
        f = font(px, bold)
        if QFontMetricsF(f).horizontalAdvance(text) <= rect.width():
            break
        px -= 0.5
    condensed = QFontMetricsF(font(px, bold)).horizontalAdvance(text) > rect.width()
    f = use_font(p, px, bold, condensed)
    shown = shorten(text, QFontMetricsF(f), rect.width())
    _note_words(shown)
    _note_ink(f, rect, int(align | Qt.AlignmentFlag.AlignVCenter), shown)
    p.drawText(rect, int(align | Qt.AlignmentFlag.AlignVCenter), shown)


def frame_colours(card: CardDef) -> tuple[QColor, QColor, str]:
    """(frame, panel, caption) for a card: Heroes by their class colour, the rest by kind."""
    if card.kind is Kind.HERO:
        classes = classes_of(card)
        base = QColor(CLASS_LOOKS[classes[0]].colour) if classes else QColor("#666666")
        caption = " / ".join(CLASS_LOOKS[c].name for c in classes) or "Hero"
        if card.team:
            caption = f"{caption} · {card.team}"
        return base, base.darker(260), caption
    frame, panel, caption = KIND_LOOKS.get(card.kind, ("#555555", "#222222", card.kind.value))
    if card.kind is Kind.OFFICER or card.kind is Kind.STARTER:
        caption = "S.H.I.E.L.D. starting card" if card.kind is Kind.STARTER else "S.H.I.E.L.D. Officer"
    return QColor(frame), QColor(panel), caption


def paint_face(p: QPainter, card: CardDef, w: float, h: float, now: Now | None = None, reserve: int = 0) -> None:
    """Paint one card face into a w × h rectangle at the origin (`now`: its numbers on the table now;
    `reserve`: rows of a zone kept clear in its art panel for what lies on the card)."""
    now = now or Now()
    if len(card.sides) == 2:
        paint_divided(p, card, w, h, full=True, now=now)
        return
    u = w / 100.0  # one "unit" = 1 % of the card width
    frame, panel, caption = frame_colours(card)
    outer = QRectF(0, 0, w, h)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    # frame
    p.setPen(QPen(QColor("#0b0b0b"), u * 1.2))
    grad = QLinearGradient(0, 0, w, h)
    grad.setColorAt(0, frame.lighter(135))
    grad.setColorAt(1, frame.darker(140))
    p.setBrush(QBrush(grad))
    p.drawRoundedRect(outer.adjusted(u * 0.6, u * 0.6, -u * 0.6, -u * 0.6), u * 6, u * 6)
    # "art" panel: a diagonal stripe pattern and a large watermark glyph
    text = card_text(card)
    art_share = 0.30 if len(text) < 110 else 0.22 if len(text) < 170 else 0.12
    art = QRectF(u * 5, u * 24, w - u * 10, max(h * art_share, u * 12 + reserve * zone_row_h(w)))
    p.setPen(Qt.PenStyle.NoPen)
    art_grad = QLinearGradient(art.topLeft(), art.bottomRight())
    art_grad.setColorAt(0, panel.lighter(170))
    art_grad.setColorAt(1, panel)
    p.setBrush(QBrush(art_grad))
    p.drawRoundedRect(art, u * 3, u * 3)
    p.save()
    p.setClipRect(art)
    p.setPen(QPen(QColor(255, 255, 255, 22), u * 3))
    step = u * 9
    x = art.left() - art.height()
    while x < art.right():
        p.drawLine(QPointF(x, art.bottom()), QPointF(x + art.height(), art.top()))
        x += step
    p.restore()
    glyph = watermark(card)
    p.setPen(QColor(255, 255, 255, 60))
    use_font(p, art.height() * 0.62, bold=True)
    p.drawText(art, Qt.AlignmentFlag.AlignCenter, glyph)
    draw_badges(p, badges_of(card), QRectF(art.left() + u * 2, art.bottom() - u * 10, art.width() - u * 4, u * 8.5),
                u * 5.6)
    if reserve:
        rows = min(reserve, int((art.height() - u * 12) // zone_row_h(w)))
        _note_box(ZONE, QRectF(art.left() + u * 2, art.top() + u, art.width() - u * 4, rows * zone_row_h(w)))

    # name band
    band = QRectF(u * 4, u * 3.5, w - u * 8, u * 19)
    p.setPen(QPen(QColor("#0b0b0b"), u * 0.6))
    p.setBrush(QColor(250, 246, 236))
    p.drawRoundedRect(band, u * 3, u * 3)
    has_symbol = bool(classes_of(card)) and card.is_hero
    name_left = band.left() + (u * 19 if has_symbol else u * 3)
    right_pad = (u * (24 if now.cost is not None else 17)  # a changed cost's printed number beside it
                 if card.is_hero and card.kind is not Kind.STARTER else u * 3)
    p.setPen(QColor("#111111"))
    name_top = band.top() + (u * 1 if card.group != card.name else u * 4.5)
    fit_line(p, QRectF(name_left, name_top, band.right() - name_left - right_pad, u * 10),
             card.name, u * 8.6, True)
    sub = card.group if card.group != card.name else ""
    if sub:
        p.setPen(QColor("#444444"))
        fit_line(p, QRectF(name_left, band.top() + u * 11, band.right() - name_left - right_pad, u * 7),
                 sub, max(u * 6, MIN_TEXT_PX + 0.5), False)
    # class symbols (stacked for dual-class heroes)
    if has_symbol:
        classes = classes_of(card)
        r = u * 6.5 if len(classes) == 1 else u * 4.5
        for i, cls in enumerate(classes):
            cy = band.top() + (band.height() / 2 if len(classes) == 1 else u * 5.5 + i * u * 9)
            draw_class_symbol(p, QPointF(band.left() + u * 9, cy), r, cls)
    # cost (top right) for cards bought from the HQ
    if card.is_hero and card.kind is not Kind.STARTER:
        draw_value(p, QPointF(band.right() - u * 7.5, band.center().y()), u * 7, COST_COLOUR, str(card.cost),
                   now.cost, text_colour="#111111")

    # kind caption strip
    strip = QRectF(u * 5, art.bottom() + u * 1.2, w - u * 10, u * 8)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 150))
    p.drawRoundedRect(strip, u * 2, u * 2)
    p.setPen(QColor("#ffffff"))
    fit_line(p, strip.adjusted(u * 2, 0, -u * 2, 0), caption.upper(), max(u * 5.4, MIN_TEXT_PX + 0.5), True,
             Qt.AlignmentFlag.AlignCenter)

    # text box
    text_box = QRectF(u * 5, strip.bottom() + u * 1.5, w - u * 10, h - strip.bottom() - u * 27)
    p.setPen(QPen(QColor("#0b0b0b"), u * 0.5))
    p.setBrush(QColor(250, 246, 236, 235))
    p.drawRoundedRect(text_box, u * 2.5, u * 2.5)
    p.setPen(QColor("#151515"))
    if text:
        least = max(u * 4.2, MIN_TEXT_PX)  # a smaller card's text at the table's least type, then shortened
        fit_text(p, text_box.adjusted(u * 2.5, u * 1.5, -u * 2.5, -u * 1.5), text, max(u * 7.6, least), least)

    # numbers along the bottom edge
    r = u * 8.5
    big = r * 1.05
    bottom_y = h - u * 14
    if card.is_hero:
        x = max(u * 13, label_width(r, "RECRUIT" if card.recruit is not None else "ATTACK") / 2 + u * 2)
        if card.recruit is not None:
            draw_badge(p, QPointF(x, bottom_y), r, RECRUIT_COLOUR, number_text(card.recruit, card.recruit_plus),
                       text_colour="#111111")
            label_under(p, QPointF(x, bottom_y), r, "RECRUIT", h)
            # the Attack's circle steps right far enough that its word and RECRUIT stand apart (a small face
            # keeps its words at the table's least type, wider than the circles' step)
            x += max(u * 21, (label_width(r, "RECRUIT") + label_width(r, "ATTACK")) / 2 + u * 2.5)
        if card.attack is not None or now.attack is not None:
            draw_value(p, QPointF(x, bottom_y), r, ATTACK_COLOUR, number_text(card.attack, card.attack_plus),
                       now.attack, at="upright")  # its left is the Recruit's
            label_under(p, QPointF(x, bottom_y), r, "ATTACK", h)
    else:
        if card.vp or card.vp_plus or card.kind in (Kind.VILLAIN, Kind.HENCHMAN, Kind.TACTIC, Kind.BYSTANDER,
                                                    Kind.MASTERMIND):
            draw_badge(p, QPointF(u * 13, bottom_y), r * 0.9, VP_COLOUR, number_text(card.vp, card.vp_plus))
            label_under(p, QPointF(u * 13, bottom_y), r * 0.9, "VP", h)
        if now.attack is not None or (card.attack is not None and card.kind in (Kind.VILLAIN, Kind.HENCHMAN,
                                                                                Kind.MASTERMIND)):
            x = min(w - u * 13, w - label_width(big, "ATTACK") / 2 - u * 2)
            draw_value(p, QPointF(x, bottom_y), big, ATTACK_COLOUR, attack_text(card), now.attack)
            label_under(p, QPointF(x, bottom_y), big, "ATTACK", h)


def label_width(r: float, text: str) -> float:
    """How wide `label_under` draws `text` under a badge of radius `r`."""
    return QFontMetricsF(font(max(MIN_TEXT_PX + 0.5, r * 0.36), True)).horizontalAdvance(text)


def label_under(p: QPainter, centre: QPointF, r: float, text: str, floor: float) -> None:
    """A tiny caption just under a badge (the word says what the number is), above the card's bottom edge
    (`floor`)."""
    p.save()
    f = use_font(p, max(MIN_TEXT_PX + 0.5, r * 0.36), bold=True)
    p.setPen(QColor("#ffffff"))
    wide = max(r * 4, label_width(r, text) + 2)  # the whole word, however small the badge
    high = max(r * 0.6, MIN_TEXT_PX + 3)
    at = QRectF(centre.x() - wide / 2, min(centre.y() + r * 0.9, floor - 1 - high), wide, high)
    if _box_sink is not None and _box_sink and _box_sink[-1][0] == NUMBER:  # the word is part of its number
        ink = QFontMetricsF(f).boundingRect(at, int(Qt.AlignmentFlag.AlignCenter), text).intersected(at)
        _box_sink[-1] = (NUMBER, _box_sink[-1][1].united(ink))
    p.drawText(at, Qt.AlignmentFlag.AlignCenter, text)
    p.restore()


def watermark(card: CardDef) -> str:
    if card.kind is Kind.HERO:
        classes = classes_of(card)
        return "".join(CLASS_LOOKS[c].letter for c in classes) or "H"
    return {
        Kind.VILLAIN: "☠", Kind.HENCHMAN: "☠", Kind.MASTERMIND: "♛", Kind.TACTIC: "♛", Kind.SCHEME: "⚙",
        Kind.BYSTANDER: "☺", Kind.WOUND: "✚", Kind.TWIST: "↯", Kind.STRIKE: "✸", Kind.OFFICER: "★",
        Kind.STARTER: "◆",
    }.get(card.kind, "?")


def card_text(card: CardDef) -> str:
    text = card.text
    if card.kind is Kind.BYSTANDER and not text:
        text = "Rescue Bystanders to score 1 VP each."
    if card.kind is Kind.STARTER and not text:
        text = "Starting card."
    if card.kind is Kind.OFFICER and not text:
        text = "Recruit from the Officer stack for 3."
    return text


def paint_back(p: QPainter, w: float, h: float) -> None:
    """The common card back: a navy field with a star in a ring (drawn, not a logo)."""
    u = w / 100.0
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor("#0b0b0b"), u * 1.2))
    grad = QLinearGradient(0, 0, w, h)
    grad.setColorAt(0, QColor("#1f3b73"))
    grad.setColorAt(1, QColor("#0d1a36"))
    p.setBrush(QBrush(grad))
    p.drawRoundedRect(QRectF(u * 0.6, u * 0.6, w - u * 1.2, h - u * 1.2), u * 6, u * 6)
    p.setPen(QPen(QColor(255, 255, 255, 40), u * 1.2))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(QRectF(u * 6, u * 6, w - u * 12, h - u * 12), u * 4, u * 4)
    c = QPointF(w / 2, h / 2)
    p.setPen(QPen(QColor("#c9a227"), u * 2.2))
    p.drawEllipse(c, u * 26, u * 26)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#c9a227"))
    import math

    pts = []
    for i in range(10):
        rr = u * 20 if i % 2 == 0 else u * 8
        a = -math.pi / 2 + i * math.pi / 5
        pts.append(QPointF(c.x() + rr * math.cos(a), c.y() + rr * math.sin(a)))
    p.drawPolygon(QPolygonF(pts))


SHORT_KIND: dict[Kind, str] = {
    Kind.TACTIC: "TACTIC", Kind.MASTERMIND: "", Kind.STARTER: "STARTER", Kind.OFFICER: "OFFICER", Kind.TWIST: "TWIST",
    Kind.STRIKE: "STRIKE", Kind.HERO: "HERO",
}
KEYWORDS = ("Ambush", "Fight", "Escape")


def keywords_of(card: CardDef) -> list[str]:
    """The keywords a card's text uses ("Ambush", "Fight", "Escape"), in that order."""
    return [k for k in KEYWORDS if f"{k}:" in card.text]


@dataclass(frozen=True)
class KeywordBadge:
    """A keyword a Hero can act on, shown as a coloured badge on its face: `short` on a compact face,
    `words` on a large one, and `meaning` in the card view."""

    short: str
    words: str
    glyph: str  # when even the short word has no room: the badges share a line as glyphs
    fill: str
    meaning: str


def badges_of(card: CardDef) -> list[KeywordBadge]:
    """The keyword badges of a card (or a Divided Card's half), as its set declares them (engine/status.py)."""
    out = []
    for badge in set_badges(card):
        label = badge.label_of(card)
        out.append(KeywordBadge(label.short, label.name, badge.glyph, badge.fill, label.meaning))
    return out


def draw_pill(p: QPainter, rect: QRectF, text: str, fill: str, px: float) -> None:
    """A badge: a word on a rounded, outlined colour (shrunk, condensed, then elided to fit; never below 10 px)."""
    p.save()
    p.setPen(QPen(QColor("#f4ecd8"), max(1.0, rect.height() * 0.07)))
    p.setBrush(QColor(fill))
    p.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
    p.setPen(QColor("#ffffff"))
    line(p, rect.adjusted(rect.height() * 0.25, 0, -rect.height() * 0.25, 0), text, px, ink=False)
    p.restore()
    _note_box(PILL, rect)  # the pill is one box, its words inside it


def draw_badges(p: QPainter, badges: list[KeywordBadge], row: QRectF, px: float) -> None:
    """Badges side by side from the left of `row`, in their long words when they fit, else the short."""
    if not badges:
        return
    size = max(px, MIN_TEXT_PX + 1)
    metrics = QFontMetricsF(font(size, True))
    pad = row.height() * 0.7
    words = [b.words for b in badges]
    if sum(metrics.horizontalAdvance(t) + pad for t in words) + row.height() * 0.3 * len(words) > row.width():
        words = [b.short for b in badges]
    gap = row.height() * 0.3
    width = (row.width() - gap * (len(badges) - 1)) / len(badges)
    x = row.left()
    for badge, text in zip(badges, words, strict=True):
        w = min(width, metrics.horizontalAdvance(text) + pad)
        draw_pill(p, QRectF(x, row.top(), w, row.height()), text, badge.fill, size)
        x += w + gap


def draw_pill_row(p: QPainter, badges: list[KeywordBadge], at: QPointF, pill_w: float, pill_h: float,
                  gap: float, px: float) -> None:
    """Badges as glyphs side by side from `at` (their top left)."""
    for i, b in enumerate(badges):
        draw_pill(p, QRectF(at.x() + i * (pill_w + gap), at.y(), pill_w, pill_h), b.glyph, b.fill, px)


def line(p: QPainter, rect: QRectF, text: str, px: float, bold: bool = True,
         align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter, min_px: float = MIN_TEXT_PX + 1,
         ink: bool = True) -> None:
    """One line shrunk to fit, never below `min_px`; condensed (then the narrowest regular face), then
    shortened at a word, when it still does not fit."""
    while px > min_px and QFontMetricsF(font(px, bold)).horizontalAdvance(text) > rect.width():
        px -= 0.5
    px = max(px, min_px)
    condensed: bool | int = QFontMetricsF(font(px, bold)).horizontalAdvance(text) > rect.width()
    if condensed and QFontMetricsF(font(px, bold, True)).horizontalAdvance(text) > rect.width():
        bold, condensed = False, NARROW  # the narrowest regular face before a word is given up
    f = use_font(p, px, bold, condensed)
    shown = shorten(text, QFontMetricsF(f), rect.width())
    _note_words(shown)
    if ink:
        _note_ink(f, rect, int(align | Qt.AlignmentFlag.AlignVCenter), shown)
    p.drawText(rect, int(align | Qt.AlignmentFlag.AlignVCenter), shown)


#: Lines break between words only (a word wider than the line makes the text not fit: smaller type, then
#: the text shortened at a word, never a word broken)
WRAP_FLAGS = int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter) | int(Qt.TextFlag.TextWordWrap)


def wrap_fit(rect: QRectF, text: str, px: float, min_px: float = MIN_TEXT_PX + 1,
             bold: bool = True, last_px: float | None = None) -> tuple[float, bool, bool | int, int] | None:
    """The largest type, from `px` down to `min_px`, in which `text` wraps whole into `rect`:
    (size, bold, condensed, flags) — bold first, then condensed, then a regular condensed face; last,
    when `last_px` is given, a regular condensed face of that size, then a narrower one (`NARROW`: a word
    too long for the line stays whole). None if none does."""

    def fits(size: float, heavy: bool, condensed: bool | int, flags: int = WRAP_FLAGS) -> bool:
        bound = QFontMetricsF(font(size, heavy, condensed)).boundingRect(rect, flags, text)
        return bound.height() <= rect.height() and bound.width() <= rect.width() + 0.5

    for heavy, condensed in ((bold, False), (bold, True), (False, True)):
        if heavy and not bold:
            continue
        size = px
        while size > min_px and not fits(size, heavy, condensed):
            size -= 0.5
        size = max(size, min_px)
        if fits(size, heavy, condensed):
            return size, heavy, condensed, WRAP_FLAGS
    if last_px is not None:
        for stretch in (True, NARROW):
            if fits(last_px, False, stretch):
                return last_px, False, stretch, WRAP_FLAGS
    return None


def wrapped(p: QPainter, rect: QRectF, text: str, px: float, min_px: float = MIN_TEXT_PX + 1,
            bold: bool = True, last_px: float | None = None) -> None:
    """Wrapped text shrunk to fit the rectangle, never below `min_px`: a condensed face before that
    (then a regular condensed one, then one of `last_px`), and shortened at a word when even that does not
    fit (lines break between words only)."""
    found = wrap_fit(rect, text, px, min_px, bold, last_px)
    if found is not None:
        size, heavy, condensed, flags = found
        f = use_font(p, size, heavy, condensed)
        _note_words(text)
        _note_ink(f, rect, flags, text)
        p.drawText(rect, flags, text)
        return
    # Even the smallest condensed type does not fit: lay the lines out by hand, whole words, and shorten the
    # last at a word (the card's tooltip and view have it whole).
    size = min(min_px, last_px) if last_px is not None else min_px
    f = use_font(p, size, False, NARROW)  # the narrowest face: as many whole words as can be
    metrics = QFontMetricsF(f)
    max_lines = max(1, int(rect.height() // metrics.height()))
    lines = words_fit(text.split(), metrics, rect.width())
    if len(lines) > max_lines:
        rest = " ".join(lines[max_lines - 1:])
        lines = lines[: max_lines - 1]
        while True:  # the last line shortened after a word (or the line before it, if not even one word fits)
            last = shorten(rest, metrics, rect.width())
            if last != ELLIPSIS or not lines:
                lines.append(last)
                break
            rest = f"{lines.pop()} {rest}"
    top = rect.top() + (rect.height() - len(lines) * metrics.height()) / 2
    for i, ln in enumerate(lines):
        _note_words(ln)
        at = QRectF(rect.left(), top + i * metrics.height(), rect.width(), metrics.height())
        _note_ink(f, at, int(Qt.AlignmentFlag.AlignCenter), ln)
        p.drawText(at, int(Qt.AlignmentFlag.AlignCenter), ln)


def paint_frame(p: QPainter, frame: QColor, w: float, h: float) -> None:
    """The card's rounded outline filled with its frame colour's gradient (compact and Divided faces)."""
    u = w / 100.0
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    p.setPen(QPen(QColor("#0b0b0b"), max(1.0, u * 1.2)))
    grad = QLinearGradient(0, 0, w, h)
    grad.setColorAt(0, frame.lighter(135))
    grad.setColorAt(1, frame.darker(150))
    p.setBrush(QBrush(grad))
    p.drawRoundedRect(QRectF(0.5, 0.5, w - 1, h - 1), u * 7, u * 7)


def name_band(rect: QRectF, name: str, px: float, line_h: float, pad: float) -> float | None:
    """Make `rect` (two lines tall) as tall as `name` needs, up to `NAME_LINES` lines: in the usual type
    if it can, else in the smallest (the `last_px` to draw it with, else None)."""
    two = rect.height()
    tries = [(lines, last) for lines in range(2, NAME_LINES + 1) for last in (None, float(MIN_TEXT_PX))]
    tries.sort(key=lambda t: t[0] > 3)  # three lines in smaller type before a fourth line
    for lines, last_px in tries:
        rect.setHeight(max(two, line_h * lines + pad))
        if wrap_fit(rect, name, px, last_px=last_px) is not None:
            return last_px
    return float(MIN_TEXT_PX)


@dataclass(frozen=True)
class Line:
    """A line of a compact face's middle panel; `role` says which to drop first when room is short."""

    text: str
    colour: str  # the ink, or a badge's fill
    bold: bool
    role: str  # "kind", "team", "group", "keywords" or "badge"


def paint_compact(p: QPainter, card: CardDef, w: float, h: float, now: Now | None = None, reserve: int = 0) -> None:
    """The table face: name, cost, numbers, class and team marks, large; the rules text is in the card view.
    `reserve`: rows of a zone kept clear at the foot of its middle panel for what lies on the card (marks, a
    pile's count), as many as fit; the lines it would cover give way, least needed first."""
    now = now or Now()
    if len(card.sides) == 2:
        paint_divided(p, card, w, h, full=False, now=now)
        return
    u = w / 100.0
    frame, panel, caption = frame_colours(card)
    paint_frame(p, frame, w, h)
    small = max(MIN_TEXT_PX + 1, u * 11)
    # the name band: two lines, or three when the whole name needs them; on a narrow card the cost
    # leaves the band for the panel below, so that the name has the band's whole width
    costed = card.is_hero and card.kind is not Kind.STARTER
    badge_r = max(small * 0.95, u * 12)
    name_px = max(small, u * 14)
    band = QRectF(u * 5, u * 5, w - u * 10, max(u * 34, small * 2.45))
    cost_centre = QPointF(band.right() - badge_r * 0.75,  # a ring round a changed cost stays on the card
                          max(band.top() + badge_r * 0.85, badge_r * 0.88 + ring_w(badge_r * 0.8) + 1))
    cost_now = "" if now.cost is None else str(now.cost)
    band_cost = value_box(cost_centre, badge_r * 0.8, now.cost is not None, "left", str(card.cost), cost_now)
    name_rect = QRectF(band.left() + u * 2, band.top(), (band_cost.left() - u if costed else band.right() - u * 2)
                       - band.left() - u * 2, band.height())
    cost_in_band = costed
    if costed and wrap_fit(name_rect, card.name, name_px) is None:
        cost_in_band = False
        name_rect = band.adjusted(u * 2, 0, -u * 2, 0)
    last_px = name_band(name_rect, card.name, name_px, small * 1.2, u * 2)
    # the two numbers side by side with a gap between them, however narrow the card (never under the size
    # their digits need)
    num_r = max(min(max(small * 1.05, u * 13), (w - u * 14 - 3) / 4), MIN_TEXT_PX)
    num_y = h - num_r - u * 5
    bottom_top = num_y - num_r - u * 2  # the numbers' row
    attack_at = "up"  # a changed Attack's printed number: at its upper left, or over it when that would reach
    if now.attack is not None:  # the number at the left (a printed "10+" on a narrow card)
        printed_attack = number_text(card.attack, card.attack_plus) if card.is_hero else attack_text(card)
        attack_box = value_box(QPointF(w - u * 7 - num_r, num_y), num_r, True, "up", printed_attack, str(now.attack))
        if attack_box.left() < u * 8 + num_r * 2:
            attack_at = "above"
            attack_box = value_box(QPointF(w - u * 7 - num_r, num_y), num_r, True, "above", printed_attack,
                                   str(now.attack))
        bottom_top = min(bottom_top, attack_box.top() - u * 2)
    # the name leaves the middle panel room for a row of the zone and the cost it holds (shortened at a word
    # if it must: the card's tooltip and view have it whole)
    need = (zone_row_h(w) if reserve else 0.0) + (
        value_box(QPointF(0, 0), badge_r * 0.8, now.cost is not None, "left", str(card.cost),
                  cost_now).height() + u if costed
        and not cost_in_band else 0.0)
    if need:
        most = bottom_top - u * 5 - need - u - name_rect.top()
        if name_rect.height() > most:
            name_rect.setHeight(max(most, small * 1.3))
            last_px = float(MIN_TEXT_PX)
    band.setHeight(name_rect.height())
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(250, 246, 236))
    p.drawRoundedRect(band, u * 4, u * 4)
    p.setPen(QColor("#111111"))
    wrapped(p, name_rect, card.name, name_px, last_px=last_px)
    if cost_in_band:
        draw_value(p, cost_centre, badge_r * 0.8, COST_COLOUR, str(card.cost), now.cost, text_colour="#111111",
                   at="left")
    # the middle: class marks, team and keywords for Heroes; kind, group and keywords for the rest
    line_h = small * 1.3
    mid = QRectF(u * 5, band.bottom() + u * 3, w - u * 10, bottom_top - band.bottom() - u * 4)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(panel)
    p.drawRoundedRect(mid, u * 3, u * 3)
    p.setPen(QColor(255, 255, 255, 55))
    use_font(p, max(small, mid.height() * 0.7), bold=True)
    p.drawText(mid, Qt.AlignmentFlag.AlignCenter, watermark(card))
    keys = " · ".join(keywords_of(card))
    badges = badges_of(card)
    if not keys and not badges and card.kind is Kind.HERO and card.text:
        keys = "+ ability"
    lines: list[Line] = []  # top to bottom
    classes = classes_of(card) if card.kind is Kind.HERO else []
    top = mid.top() + u * 2
    centre = mid.center().x()
    foot = mid.bottom()  # where the lines end: above the zone kept for what lies on the card
    cost_box: QRectF | None = None
    if costed and not cost_in_band:  # the cost at the panel's top right; the class marks left of it
        cost_r = badge_r * 0.8
        cost_centre = QPointF(mid.right() - cost_r * (1.1 if now.cost is not None else 1) - u,
                              mid.top() + cost_r * (1.1 if now.cost is not None else 1) + u)
        draw_value(p, cost_centre, cost_r, COST_COLOUR, str(card.cost), now.cost, text_colour="#111111", at="left")
        cost_box = value_box(cost_centre, cost_r, now.cost is not None, "left", str(card.cost), cost_now)
        centre = (mid.left() + cost_box.left() - u) / 2
    if reserve:
        row_h = zone_row_h(w)
        rows = min(reserve, max(1, int((mid.height() - u) // row_h)))
        foot = mid.bottom() - rows * row_h - u * 0.5
        zone = QRectF(mid.left() + u, foot, mid.width() - u * 2, rows * row_h)
        if cost_box is not None and zone.top() < cost_box.bottom():  # beside the cost, left of it
            zone.setRight(cost_box.left() - u)
        _note_box(ZONE, zone)
    if classes:  # as large as the room allows, beside the cost or under it; no room: the card view has them
        r = max(small * 0.95, min(u * 10, (foot - mid.top() - 2 * line_h) / 2 - u))
        r = min(r, max(MIN_TEXT_PX / 1.05, (foot - top) / 2 - u * 0.5))
        right = cost_box.left() - u if cost_box is not None else mid.right() - u
        span = r * (2 if len(classes) == 1 else 4.3)
        if cost_box is not None and span > right - mid.left() - u:
            top, right = max(top, cost_box.bottom() + u), mid.right() - u
        centre = (mid.left() + u + right) / 2
        if top + 2 * r > foot + 0.5 or span > right - mid.left() - u:
            classes = []
        elif badges and top + 2 * r + u * 2 + line_h > foot:  # no line for the badges under the marks: beside
            room_w = right - mid.left() - u - len(badges) * (small * 1.5 + u) - u  # them, or the marks give way
            if min(r, room_w / (2 if len(classes) == 1 else 4.3)) < MIN_TEXT_PX / 1.05:
                classes = []
    if cost_box is not None and not classes:  # no class marks beside the cost: the lines begin under it
        top = max(top, cost_box.bottom() + u)
    beside = False  # the keyword badges beside the class marks, as glyphs (no line under them for the badges)
    if classes:
        glyph_w = small * 1.5
        row_w = len(badges) * (glyph_w + u)
        width = right - mid.left() - u
        smaller = min(r, (width - row_w - u) / (2 if len(classes) == 1 else 4.3))  # the marks as small as readable
        if badges and top + 2 * r + u * 2 + line_h > foot and smaller >= MIN_TEXT_PX / 1.05:
            beside = True
            r = smaller
            span = r * (2 if len(classes) == 1 else 4.3)
            centre = mid.left() + u + (width - row_w) / 2
        xs = [centre] if len(classes) == 1 else [centre - r * 1.15, centre + r * 1.15]
        for x, cls in zip(xs, classes, strict=False):
            draw_class_symbol(p, QPointF(x, top + r), r, cls)
        if beside:
            x = centre + span / 2 + u
            for b in badges:
                draw_pill(p, QRectF(x, top + r - line_h / 2 + 1, glyph_w, line_h - 2), b.glyph, b.fill, small)
                x += glyph_w + u
        top += 2 * r + u * 2
        if card.team:
            lines.append(Line(card.team, "#ffffff", True, "team"))
    else:
        words = SHORT_KIND.get(card.kind, caption.upper())
        if words:
            lines.append(Line(words, "#ffffff", True, "kind"))
        if card.group and card.group != card.name and card.kind in (Kind.VILLAIN, Kind.HENCHMAN, Kind.TACTIC):
            lines.append(Line(card.group, "#e8e2d0", False, "group"))
    if keys:
        one_line = QFontMetricsF(font(small, True)).horizontalAdvance(keys) <= mid.width() - u * 2
        lines += [Line(k, "#ffe9a8", True, "keywords") for k in ([keys] if one_line else keys.split(" · "))]
    if not beside:
        lines += [Line(b.short, b.fill, True, "badge") for b in badges]
    narrow = QFontMetricsF(font(max(small * 0.95, MIN_TEXT_PX + 1), False, True))  # a group too long even
    shortest = QFontMetricsF(font(MIN_TEXT_PX + 1, True, True))  # the team line as `line` draws it at its least
    lines = [ln for ln in lines  # a group or team too long to read is dropped, not cut (the card view names it)
             if (ln.role != "group" or narrow.horizontalAdvance(ln.text) <= mid.width() - u * 2)
             and (ln.role != "team" or shortest.horizontalAdvance(ln.text) <= mid.width() - u * 2)]
    room = max(0, int((foot - top) // line_h))
    for drop in ("group", "split", "keywords", "team", "kind"):  # the badges matter most, the keywords, the team
        if len(lines) > room and drop == "split" and keys:  # the keywords on one line again, shortened
            at = next(i for i, ln in enumerate(lines) if ln.role == "keywords")
            lines = [*lines[:at], Line(keys, "#ffe9a8", True, "keywords"),
                     *(ln for ln in lines[at:] if ln.role != "keywords")]
        elif len(lines) > room:
            lines = [ln for ln in lines if ln.role != drop]
    if len(lines) > room and len(badges) > 1 and room:  # no room for a line each: the badges as glyphs, on one
        lines = [*(ln for ln in lines if ln.role != "badge"), Line("", "", True, "glyphs")][-room:]
    lines = lines[:room]
    y = foot - len(lines) * line_h - u if classes else top
    for ln in lines:
        rect = QRectF(mid.left() + u, y, mid.width() - u * 2, line_h)
        if ln.role == "badge":
            draw_pill(p, rect.adjusted(0, 1, 0, -1), ln.text, ln.colour, small)
        elif ln.role == "glyphs":
            pill_w = min(rect.width() / len(badges) - u, line_h * 1.8)
            x = rect.center().x() - (pill_w * len(badges) + u * (len(badges) - 1)) / 2
            for b in badges:
                draw_pill(p, QRectF(x, rect.top() + 1, pill_w, rect.height() - 2), b.glyph, b.fill, small)
                x += pill_w + u
        else:
            p.setPen(QColor(ln.colour))
            line(p, rect, ln.text, small if ln.bold else small * 0.95, bold=ln.bold)
        y += line_h
    # the numbers, large
    r, y = num_r, num_y
    if card.is_hero:
        if card.recruit is not None:
            draw_badge(p, QPointF(u * 7 + r, y), r, RECRUIT_COLOUR, number_text(card.recruit, card.recruit_plus),
                       text_colour="#111111")
        if card.attack is not None or now.attack is not None:
            draw_value(p, QPointF(w - u * 7 - r, y), r, ATTACK_COLOUR, number_text(card.attack, card.attack_plus),
                       now.attack, at=attack_at)
    else:
        if card.vp or card.vp_plus or card.kind in (Kind.VILLAIN, Kind.HENCHMAN, Kind.TACTIC, Kind.BYSTANDER,
                                                    Kind.MASTERMIND):
            draw_badge(p, QPointF(u * 7 + r, y), r * 0.9, VP_COLOUR, number_text(card.vp, card.vp_plus))
        if now.attack is not None or (card.attack is not None and card.kind in (Kind.VILLAIN, Kind.HENCHMAN,
                                                                                Kind.MASTERMIND)):
            draw_value(p, QPointF(w - u * 7 - r, y), r, ATTACK_COLOUR, attack_text(card), now.attack, at=attack_at)


def paint_divided(p: QPainter, card: CardDef, w: float, h: float, full: bool, now: Now | None = None) -> None:
    """A Divided Card: its two halves one above the other, each with its name, Hero Name, class marks,
    Recruit and Attack (and, on the full face, its text); the shared cost at the top right."""
    u = w / 100.0
    frame, _panel, _caption = frame_colours(card)
    paint_frame(p, frame, w, h)
    small = max(MIN_TEXT_PX + 1, u * (7 if full else 11))
    badge_r = max(small * 0.95, u * (8 if full else 12))
    half_h = (h - u * 6) / 2
    boxes = [QRectF(u * 4, u * 3 + i * (half_h + u * 0.5), w - u * 8, half_h - u * 0.5) for i in range(2)]
    if not full and w < DIVIDED_ROOMY_PX:
        paint_divided_tight(p, card, boxes, u, badge_r, now)
        return
    for i, side in enumerate(card.sides):
        box = boxes[i]
        _frame, panel, _ = frame_colours(side)
        p.setPen(QPen(QColor("#0b0b0b"), max(1.0, u * 0.6)))
        p.setBrush(panel)
        p.drawRoundedRect(box, u * 4, u * 4)
        # the half's name (and, on the full face, its Hero Name) on a light band
        costed = i == 0
        band = QRectF(box.left() + u * 1.5, box.top() + u * 1.5, box.width() - u * 3, max(small * 2.3, u * 16))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(250, 246, 236))
        p.drawRoundedRect(band, u * 3, u * 3)
        p.setPen(QColor("#111111"))
        changed = costed and now is not None and now.cost is not None
        cost_centre = QPointF(band.right() - badge_r * 0.8, band.center().y())
        cost_box = value_box(cost_centre, badge_r * 0.8, changed, "left", str(card.cost),
                             str(now.cost) if changed and now is not None else "")
        right = cost_box.left() - u if costed else band.right() - u * 2
        name_rect = QRectF(band.left() + u * 2, band.top(), right - band.left() - u * 2, band.height())
        # the keyword badges as glyphs at the band's right end (the card view says what they mean)
        badges = badges_of(side)
        if badges:
            d = min(band.height() - u * 2, small * 1.4)
            row_w = len(badges) * (d + u)
            draw_pill_row(p, badges, QPointF(name_rect.right() - row_w + u, band.center().y() - d / 2), d, d, u,
                          small)
            name_rect.setRight(name_rect.right() - row_w)
            p.setPen(QColor("#111111"))
        hero_name = str(side.extra.get("hero_name", ""))
        if full and hero_name:
            line(p, QRectF(name_rect.left(), name_rect.top(), name_rect.width(), name_rect.height() * 0.6),
                 side.name, small * 1.2)
            p.setPen(QColor("#444444"))
            line(p, QRectF(name_rect.left(), name_rect.top() + name_rect.height() * 0.6, name_rect.width(),
                           name_rect.height() * 0.4), hero_name, small * 0.95, bold=False)
        else:
            wrapped(p, name_rect, side.name, max(small, u * 12), last_px=MIN_TEXT_PX)
        if costed:
            draw_value(p, cost_centre, badge_r * 0.8, COST_COLOUR, str(card.cost), now.cost if now else None,
                       text_colour="#111111", at="left")
        # the numbers at the bottom of the half, the class marks between them
        r = badge_r
        y = box.bottom() - r - u * 1.5
        half_numbers(p, side, box, y, r, u)
        if full and side.text:
            text_box = QRectF(box.left() + u * 2, band.bottom() + u * 1.5, box.width() - u * 4,
                              y - r - u * 1.5 - band.bottom() - u * 1.5)
            if text_box.height() > MIN_TEXT_PX * 1.5:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor(250, 246, 236, 235))
                p.drawRoundedRect(text_box, u * 2, u * 2)
                p.setPen(QColor("#151515"))
                fit_text(p, text_box.adjusted(u * 1.5, u * 1, -u * 1.5, -u * 1), side.text, small,
                         MIN_TEXT_PX + 0.5)


#: A compact Divided Card narrower than this (a hand's card on a squeezed table) gets `paint_divided_tight`:
#: below it a half has no room for a two-line name band above its numbers
DIVIDED_ROOMY_PX = 62


def paint_divided_tight(p: QPainter, card: CardDef, boxes: list[QRectF], u: float, badge_r: float,
                        now: Now | None) -> None:
    """The halves of a narrow compact Divided Card: each a one-line name band (the first with the shared
    cost at its right) above its Recruit and Attack, the numbers as large as the half's height leaves
    room for. A name is shortened after a word (`shorten`) or, when not even a readable stem of it fits,
    left out: the card's tooltip and view have both halves whole."""
    pad, gap = u * 1.5, max(1.0, u)
    line_h = QFontMetricsF(font(MIN_TEXT_PX, True)).height()
    changed = now is not None and now.cost is not None
    cost_r = max(MIN_TEXT_PX * 0.65, min(badge_r * 0.8, line_h / 2))
    cost_box = value_box(QPointF(0, 0), cost_r, changed, "left", str(card.cost),
                         str(now.cost) if changed and now is not None else "")
    bands = [max(line_h, cost_box.height()), line_h]
    # one size for both halves' numbers: what the fuller half (the one with the cost) leaves room for
    r = min(badge_r, min(box.height() - 2 * pad - gap - band for box, band in zip(boxes, bands, strict=True)) / 2)
    r = max(r, MIN_TEXT_PX * 0.7)
    for i, side in enumerate(card.sides):
        box = boxes[i]
        _frame, panel, _ = frame_colours(side)
        p.setPen(QPen(QColor("#0b0b0b"), max(1.0, u * 0.6)))
        p.setBrush(panel)
        p.drawRoundedRect(box, u * 4, u * 4)
        band = QRectF(box.left() + u * 1.5, box.top() + pad, box.width() - u * 3, bands[i])
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(250, 246, 236))
        p.drawRoundedRect(band, u * 3, u * 3)
        right = band.right() - u
        cost_centre = QPointF(0, 0)
        if i == 0:
            cost_centre = QPointF(band.right() - cost_r * 1.1 - u, band.center().y())
            right = cost_centre.x() + cost_box.left() - u
        name_rect = QRectF(band.left() + u, band.top(), right - band.left() - u, band.height())
        metrics = QFontMetricsF(font(MIN_TEXT_PX, False, NARROW))  # `line`'s last resort before shortening
        if name_rect.width() > 0 and shorten(side.name, metrics, name_rect.width()) != ELLIPSIS:
            p.setPen(QColor("#111111"))
            line(p, name_rect, side.name, MIN_TEXT_PX + 1, min_px=MIN_TEXT_PX)
        if i == 0:
            draw_value(p, cost_centre, cost_r, COST_COLOUR, str(card.cost), now.cost if now else None,
                       text_colour="#111111", at="left")
        half_numbers(p, side, box, box.bottom() - pad - r, r, u)


def half_numbers(p: QPainter, side: CardDef, box: QRectF, y: float, r: float, u: float) -> None:
    """A Divided Card half's Recruit and Attack at height `y` (radius `r`), its class marks between them when
    they fit (else the card view has them)."""
    if side.recruit is not None:
        draw_badge(p, QPointF(box.left() + u * 2 + r, y), r, RECRUIT_COLOUR,
                   number_text(side.recruit, side.recruit_plus), text_colour="#111111")
    if side.attack is not None:
        draw_badge(p, QPointF(box.right() - u * 2 - r, y), r, ATTACK_COLOUR,
                   number_text(side.attack, side.attack_plus))
    classes = classes_of(side)
    room = box.width() - 4 * r - u * 4  # between the numbers
    cr = max(MIN_TEXT_PX / 1.05, min(r * 0.8, room / (2.3 * max(1, len(classes)))))
    if cr * 2.3 * len(classes) <= room:
        for j, cls in enumerate(classes):
            draw_class_symbol(p, QPointF(box.center().x() + (j - (len(classes) - 1) / 2) * cr * 2.3, y), cr, cls)


def paint_mini(p: QPainter, card: CardDef, w: float, h: float) -> None:
    """A card the size of a thumbnail (a captured Bystander, a card under a Villain): colour and mark only."""
    frame, _panel, _caption = frame_colours(card)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor("#0b0b0b"), 1))
    p.setBrush(frame)
    p.drawRoundedRect(QRectF(0.5, 0.5, w - 1, h - 1), w * 0.12, w * 0.12)
    p.setPen(QColor("#ffffff"))
    use_font(p, max(MIN_TEXT_PX + 1, w * 0.55), bold=True)
    p.drawText(QRectF(0, 0, w, h), Qt.AlignmentFlag.AlignCenter, watermark(card))


def paint_tile(p: QPainter, card: CardDef, w: float, h: float) -> None:
    """A low tile for a card in an area not in play (a Scheme's other time): its frame colour and its
    whole name, on as many lines as it needs; the rest is in the card view."""
    frame, _panel, _caption = frame_colours(card)
    paint_frame(p, frame, w, h)
    u = w / 100.0
    band = QRectF(u * 4, u * 4, w - u * 8, h - u * 8)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(250, 246, 236))
    p.drawRoundedRect(band, u * 4, u * 4)
    p.setPen(QColor("#111111"))
    wrapped(p, band.adjusted(u * 2, 0, -u * 2, 0), card.name, max(MIN_TEXT_PX + 1, u * 14),
            last_px=MIN_TEXT_PX)


FULL, COMPACT, MINI, TILE = "full", "compact", "mini", "tile"
#: A tile's height / its width
TILE_RATIO = 0.62


#: A card offered in a choice shows its full face, with its text, from this width (its text at the table's
#: least type, shortened after a word if even that is too long; the tooltip has it whole)
CHOICE_FULL_MIN_PX = 150


def style_for(width_px: float, least: float = FULL_FACE_MIN_PX) -> str:
    """Which face a card gets at this width on screen (full from `least`)."""
    return FULL if width_px >= least else COMPACT


@dataclass(frozen=True)
class Rendered:
    """A painted face: its image, the pixel size of each text on it, and where it drew each text and number
    (`boxes`: (kind, rectangle) in its pixels, `ZONE` the room it kept clear for marks)."""

    pixmap: QPixmap
    sizes: tuple[int, ...]
    boxes: tuple[tuple[str, QRectF], ...]

    def zone(self) -> QRectF | None:
        return next((r for kind, r in self.boxes if kind == ZONE), None)


class FaceCache:
    """Images of faces keyed by (card key, pixel width, style, current values, zone rows): each is painted
    once while it is in use.

    At most `MAX_FACES` are kept, the least recently drawn going first: a game shows about 150 faces, so
    the cache holds several games' cards, and memory stays flat over a long session of many games with
    different cards (benchmarks/bench_memory.py). Each image remembers the pixel sizes of the text drawn
    on it (`text_sizes`) and where it drew what (`rendered`)."""

    MAX_FACES = 600

    def __init__(self) -> None:
        self._images: OrderedDict[tuple[str, int, str, Now | None, int], Rendered] = OrderedDict()

    def rendered(self, card: CardDef | None, width_px: int, style: str = FULL, now: Now | None = None,
                 reserve: int = 0) -> Rendered:
        now = now if now and card is not None else None
        reserve = reserve if card is not None and style in (FULL, COMPACT) else 0
        key = ("<back>" if card is None else card.key, width_px, style if card is not None else FULL, now, reserve)
        entry = self._images.get(key)
        if entry is not None:
            self._images.move_to_end(key)
            return entry
        entry = render_face(card, width_px, style, now, reserve)
        self._images[key] = entry
        while len(self._images) > self.MAX_FACES:
            self._images.popitem(last=False)
        return entry

    def face(self, card: CardDef | None, width_px: int, style: str = FULL, now: Now | None = None,
             reserve: int = 0) -> QPixmap:
        return self.rendered(card, width_px, style, now, reserve).pixmap

    def text_sizes(self, card: CardDef | None, width_px: int, style: str = FULL,
                   now: Now | None = None, reserve: int = 0) -> tuple[int, ...]:
        """Pixel sizes of every text drawn on this face (the back has none)."""
        return self.rendered(card, width_px, style, now, reserve).sizes

    def __len__(self) -> int:
        return len(self._images)


def render(card: CardDef | None, width_px: int, style: str = FULL, now: Now | None = None) -> QPixmap:
    """Paint a face (or the back when `card` is None) into a new transparent pixmap."""
    return render_face(card, width_px, style, now).pixmap


def render_measured(card: CardDef | None, width_px: int, style: str = FULL,
                    now: Now | None = None) -> tuple[QPixmap, tuple[int, ...]]:
    found = render_face(card, width_px, style, now)
    return found.pixmap, found.sizes


def render_face(card: CardDef | None, width_px: int, style: str = FULL, now: Now | None = None,
                reserve: int = 0) -> Rendered:
    global _text_sink, _box_sink
    height_px = round(width_px * (TILE_RATIO if style == TILE and card is not None else CARD_H / CARD_W))
    image = QImage(width_px, height_px, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    sizes: list[int] = []
    boxes: list[tuple[str, QRectF]] = []
    _text_sink, _box_sink = sizes, boxes
    try:
        if card is None:
            paint_back(p, width_px, height_px)
        elif style == COMPACT:
            paint_compact(p, card, width_px, height_px, now, reserve)
        elif style == MINI:
            paint_mini(p, card, width_px, height_px)
        elif style == TILE:
            paint_tile(p, card, width_px, height_px)
        else:
            paint_face(p, card, width_px, height_px, now, reserve)
    finally:
        _text_sink, _box_sink = None, None
        p.end()
    return Rendered(QPixmap.fromImage(image), tuple(sizes), tuple(boxes))


def painted_words(card: CardDef, width_px: int, style: str = FULL, now: Now | None = None) -> list[str]:
    """Every piece of text a face draws (names, numbers, captions), in drawing order."""
    global _word_sink
    words: list[str] = []
    _word_sink = words
    try:
        render_measured(card, width_px, style, now)
    finally:
        _word_sink = None
    return words


FACES = FaceCache()
