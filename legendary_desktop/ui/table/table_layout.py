"""Where everything goes on the table: a pure function from rows of zones and a window size to rectangles.

The table is a grid of card-sized columns. Each row is a list of zones; a zone spans one or more
columns (a city space is one, the hand is several) and may span two rows (the players' panel).
The card size is the largest that lets every row fit the space, so the table grows and shrinks
with the window and its text is sized in real pixels. Nothing here knows the rules: the board
builds the rows from the game (`len(g.city)`, `g.city_names`, `len(g.hq)`), so a longer city, a
second row of spaces or another stack is one more zone.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QRectF

CARD_RATIO = 1.4  # height / width (63 × 88 mm)


@dataclass(frozen=True)
class Zone:
    name: str
    span: int = 1  # columns
    title: str = ""
    rows: int = 1  # a zone spanning two rows reserves its columns in the next row too
    tint: str = "#ffffff"


@dataclass(frozen=True)
class Row:
    name: str
    zones: tuple[Zone, ...]
    info: float = 0.0  # room under the cards for info, in card widths
    ratio: float = CARD_RATIO  # the height of its cards / their width (a row of low tiles is less)
    stretch: str = ""  # a zone that takes the width left over when the cards are sized by the height
    titled: bool = True  # False: its zones have no names above them (a row of low piles over the next row)


@dataclass
class Geometry:
    """The result: the card size, text sizes in pixels, and each zone's card area and title area."""

    card_w: float
    card_h: float
    gap: float
    label_px: float
    info_px: float
    width: float
    height: float
    cards: dict[str, QRectF] = field(default_factory=dict)  # a zone's card area
    titles: dict[str, QRectF] = field(default_factory=dict)  # the strip above it for its name
    infos: dict[str, QRectF] = field(default_factory=dict)  # the strip under it (rows with `info`)


def label_px_for(card_w: float, minimum: float) -> float:
    return max(minimum, min(17.0, card_w * 0.13))


def lay_out(rows: list[Row], width: float, height: float, min_text: float = 10.0,
            max_card_w: float = 260.0) -> Geometry:
    """Rectangles for every zone of `rows` in a width × height table (both in pixels)."""
    columns = max(sum(z.span for z in row.zones) for row in rows)
    margin = 8.0
    card_w = 100.0
    for _ in range(3):  # the labels' height depends on the card size: settle in a few rounds
        label = label_px_for(card_w, min_text)
        title_h = label + 8
        gap = max(6.0, card_w * 0.09)
        fixed_h = 2 * margin + sum((title_h if row.titled else 0.0) + 4 for row in rows)
        per_card_h = sum(row.ratio + row.info for row in rows)
        by_height = (height - fixed_h) / per_card_h
        by_width = (width - 2 * margin - (columns - 1) * gap) / columns
        card_w = max(30.0, min(by_width, by_height, max_card_w))
    label = label_px_for(card_w, min_text)
    title_h = label + 8
    gap = max(6.0, card_w * 0.09)
    card_h = card_w * CARD_RATIO
    geo = Geometry(card_w, card_h, gap, label, max(min_text, min(16.0, card_w * 0.12)), width, height)
    grid_w = columns * card_w + (columns - 1) * gap
    left = max(margin, (width - grid_w) / 2)
    spare = max(0.0, width - 2 * margin - grid_w)  # the rows that stretch use it: they begin at the margin
    y = margin
    reserved: dict[int, int] = {}  # column -> rows still reserved by a zone above
    for row in rows:
        title_h = label + 8 if row.titled else 0.0
        col = 0
        taken = {c for c, n in reserved.items() if n > 0}
        row_h = card_w * row.ratio
        stretched = bool(row.stretch) and spare > 0
        x0 = left - spare / 2 if stretched else left
        shift = 0.0
        for zone in row.zones:
            while col in taken:
                col += 1
            x = x0 + col * (card_w + gap) + shift
            w = zone.span * card_w + (zone.span - 1) * gap
            if stretched and zone.name == row.stretch:
                w += spare
                shift = spare
            rows_h = row_h
            if zone.rows > 1:
                later = rows[rows.index(row) + 1: rows.index(row) + zone.rows]
                rows_h = row_h + sum((label + 8 if r.titled else 0.0) + 4 + card_w * (r.ratio + r.info) for r in later)
                for c in range(col, col + zone.span):
                    reserved[c] = zone.rows
            geo.titles[zone.name] = QRectF(x - gap / 2, y, w + gap, title_h)  # a name may use the gaps beside
            geo.cards[zone.name] = QRectF(x, y + title_h + 4, w, rows_h)
            if row.info:
                geo.infos[zone.name] = QRectF(x - gap / 2 + 1, y + title_h + 4 + row_h + 3, w + gap - 2,
                                              row.info * card_w - 6)
            col += zone.span
        for c in list(reserved):
            reserved[c] -= 1
        y += title_h + 4 + row_h + row.info * card_w
    return geo


def fit_cards(n: int, area: QRectF, card_w: float, gap: float, smallest: float) -> tuple[float, int]:
    """The width and count of cards of a row of n in `area`, side by side: as large as `card_w`,
    shrunk down to `smallest` to fit; when even that is too wide, how many fit."""
    if n <= 0:
        return card_w, 0
    w = min(card_w, (area.width() - (n - 1) * gap) / n, area.height() / CARD_RATIO)
    if w >= smallest:
        return w, n
    fits = max(1, int((area.width() + gap) // (smallest + gap)))
    return smallest, min(n, fits)


def grid_for(n: int, width: float, height: float, gap: float, largest: float,
             extra: float = 0.0) -> tuple[float, int]:
    """The largest card width and column count that lay n cards out in a width × height area
    (each card with `extra` height under it for a caption)."""
    best = (0.0, 1)
    for cols in range(1, max(1, n) + 1):
        rows = -(-n // cols)
        w = min((width - (cols - 1) * gap) / cols, ((height - (rows - 1) * gap) / rows - extra) / CARD_RATIO,
                largest)
        if w > best[0]:
            best = (w, cols)
    return best
