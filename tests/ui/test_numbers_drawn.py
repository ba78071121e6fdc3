"""Every number drawn is the number it stands for: each card face of every set, in every state that changes a
value (a ringed current number with the printed one small beside it), and the counts on piles and fans, read
back from the text each paint call asked for — every number is asked for, and each is drawn whole (its
characters inside the rectangle it is drawn in, which clips: "10+" in a badge too small showed as "0")."""

from __future__ import annotations

import contextlib
import re
from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QImage, QPainter

from legendary_desktop.engine.card import CardDef, Kind
from legendary_desktop.engine.catalog import catalog
from legendary_desktop.ui.table import card_faces
from legendary_desktop.ui.table.board_items import InfoStrip
from legendary_desktop.ui.table.card_faces import COMPACT, FULL, MINI, TILE, Now, attack_text, number_text
from legendary_desktop.ui.table.card_item import PileItem


@dataclass(frozen=True)
class Drawn:
    text: str
    whole: bool  # all of it inside the rectangle that clips it


@contextlib.contextmanager
def drawn_texts() -> Iterator[list[Drawn]]:
    """Record every text a QPainter is asked to draw while the block runs, and whether it is drawn whole."""
    found: list[Drawn] = []
    original = QPainter.drawText

    def spy(painter: QPainter, *args: object) -> object:
        if len(args) == 3 and isinstance(args[0], (QRectF, QRect)) and isinstance(args[2], str):
            rect, flags, text = QRectF(args[0]), int(args[1]), args[2]
            ink = QFontMetricsF(painter.font()).boundingRect(rect, flags, text)
            clips = not flags & int(Qt.TextFlag.TextDontClip)
            whole = not clips or rect.adjusted(-0.5, -0.5, 0.5, 0.5).contains(ink) or not text.strip()
            found.append(Drawn(text, whole))
        else:
            text = next((a for a in args if isinstance(a, str)), "")
            found.append(Drawn(text, True))
        return original(painter, *args)  # type: ignore[call-overload]

    QPainter.drawText = spy  # type: ignore[method-assign]
    try:
        yield found
    finally:
        QPainter.drawText = original  # type: ignore[method-assign]


def _painted(card: CardDef, width: int, style: str, now: Now | None) -> list[Drawn]:
    with drawn_texts() as found:
        card_faces.render_face(card, width, style, now)
    return found


def _numbers(card: CardDef, now: Now | None) -> set[str]:
    """The numbers a face stands for: the printed ones, and those in force now with the printed one beside."""
    now = now or Now()
    out: set[str] = set()
    for side in card.sides if len(card.sides) == 2 else (card,):
        if side.recruit is not None:
            out.add(number_text(side.recruit, side.recruit_plus))
        if side.is_hero and side.attack is not None:
            out.add(number_text(side.attack, side.attack_plus))
    if card.is_hero and card.kind is not Kind.STARTER:
        out.add(str(card.cost))
    if card.kind in (Kind.VILLAIN, Kind.HENCHMAN, Kind.MASTERMIND) and card.attack is not None:
        out.add(attack_text(card))
    if card.vp:
        out.add(number_text(card.vp, card.vp_plus))
    out |= {str(n) for n in (now.attack, now.cost) if n is not None}
    return out


def _states(card: CardDef) -> list[Now | None]:
    """As printed, and each change a card can have on the table: its Attack (a Wounded Villain, a Skrull Hero),
    its cost (an HQ Hero), both (a Divided Card changes only its cost: in play it shows the half played)."""
    states: list[Now | None] = [None]
    attacks = (card.kind in (Kind.VILLAIN, Kind.HENCHMAN, Kind.MASTERMIND) or card.is_hero) and len(card.sides) < 2
    if attacks:
        states.append(Now(attack=(card.attack or 0) + 3))
    if card.is_hero and card.kind is not Kind.STARTER:
        states.append(Now(cost=card.cost + 4))
        if attacks:
            states.append(Now(attack=max(0, (card.attack or 0) - 1), cost=max(0, card.cost - 1)))
    return states


DIGIT = re.compile(r"\d")
CARDS = catalog().all_cards()


def test_the_catalogue_has_masterminds_whose_printed_attack_has_two_digits_and_a_plus():
    assert {"10+", "11+"} <= {attack_text(c) for c in CARDS if c.kind is Kind.MASTERMIND}


@pytest.mark.parametrize("style,width", [(COMPACT, 56), (COMPACT, 72), (COMPACT, 110), (FULL, 240), (FULL, 330)])
def test_every_number_on_every_face_in_every_state_is_drawn_whole(qtbot, style, width):
    wrong: list[str] = []
    for card in CARDS:
        for now in _states(card) if width in (56, 72, 240) else [None]:
            drawn = _painted(card, width, style, now)
            texts = {d.text for d in drawn}
            missing = _numbers(card, now) - texts
            cut = [d.text for d in drawn if DIGIT.search(d.text) and not d.whole]
            if missing or cut:
                wrong.append(f"{card.name} {now}: missing {sorted(missing)}, cut {cut}")
    assert not wrong, "\n".join(wrong[:20])


@pytest.mark.parametrize("style,width", [(MINI, 24), (TILE, 90)])
def test_the_small_faces_draw_no_number_cut(qtbot, style, width):
    wrong = [f"{card.name}: {d.text}" for card in CARDS for d in _painted(card, width, style, None)
             if DIGIT.search(d.text) and not d.whole]
    assert not wrong, "\n".join(wrong[:20])


def test_the_printed_ten_plus_beside_kangs_changed_attack_is_ten_plus(qtbot):
    kang = next(c for c in CARDS if c.kind is Kind.MASTERMIND and attack_text(c) == "10+")
    for style, width in ((COMPACT, 72), (COMPACT, 110), (FULL, 240)):
        drawn = _painted(kang, width, style, Now(attack=12))
        assert Drawn("12", True) in drawn and Drawn("10+", True) in drawn, (style, width, drawn)


def _paint_item(item: object, w: int, h: int) -> list[Drawn]:
    image = QImage(w + 20, h + 20, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(10, 10)
    try:
        with drawn_texts() as found:
            item.paint(painter, None, None)  # type: ignore[attr-defined]
    finally:
        painter.end()
    return found


@pytest.mark.parametrize("count", [1, 7, 10, 30, 99, 100, 150])
def test_the_count_on_a_pile_is_drawn_whole(qtbot, count):
    top = next(c for c in CARDS if c.kind is Kind.WOUND)
    for w, h, face_up in ((70, 98, False), (70, 98, True), (110, 154, True), (90, 40, False)):
        pile = PileItem("wounds", "Wounds")
        pile.set_size(w, h)
        pile.set_content(count, 1, top, face_up)
        drawn = _paint_item(pile, w, h)
        assert Drawn(str(count), True) in drawn, (w, h, face_up, drawn)


@pytest.mark.parametrize("held", [2, 6, 10, 12])
def test_the_count_on_a_fan_of_small_cards_is_drawn_whole(qtbot, held):
    bystander = next(c for c in CARDS if c.kind is Kind.BYSTANDER)
    for height in (22.0, 30.0):
        strip = InfoStrip(120, height, 11, 9)
        strip.set_info("", [(i, bystander) for i in range(held)])
        drawn = _paint_item(strip, 120, int(height))
        assert Drawn(str(held), True) in drawn, (height, drawn)


def test_the_spy_sees_a_number_cut_by_its_rectangle(qtbot):
    image = QImage(40, 40, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    painter.setFont(card_faces.font(10, True))
    with drawn_texts() as found:
        painter.drawText(QRectF(10, 10, 8, 12), Qt.AlignmentFlag.AlignCenter, "10+")
        painter.drawText(QRectF(0, 0, 40, 20), Qt.AlignmentFlag.AlignCenter, "10+")
        painter.drawText(QPointF(2, 30), "7")
    painter.end()
    assert found == [Drawn("10+", False), Drawn("10+", True), Drawn("7", True)]
