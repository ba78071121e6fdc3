"""What a player reads is whole: every text the table draws (its items' words, the names and lines on card
faces and piles, the prompt bar's buttons), checked at one moment.

- No name or mark shortened below a readable stem: what stands before "…" has at least `STEM` letters (or
  the whole text is drawn), never a "." just before the "…", and the whole text is in the tooltip.
- Nothing drawn over anything: no two items of a layer overlap, a face's texts and numbers and its marks
  keep apart, a label's lines stay inside its room.
- The coach's pointer covers no number and no heading.

Used by test_text_cut.py over every lesson position, a game of each set and the choice layer.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QPushButton

from legendary_desktop.ui.shorten import ELLIPSIS
from legendary_desktop.ui.table.board_items import OVERLAY, LabelItem
from legendary_desktop.ui.table.card_faces import ZONE, painted_words
from legendary_desktop.ui.table.card_item import CardItem, TableItem, face_pixels
from legendary_desktop.ui.table.prompt_bar import ElidingButton

#: Letters a shortened name or mark keeps before its "…", at least
STEM = 4


def letters(text: str) -> int:
    return len(re.findall(r"[^\W\d_]", text))


def stem_problem(shown: str, whole: str) -> str | None:
    """What is wrong with `shown` standing for `whole`, if anything."""
    if shown == whole or not shown.endswith(ELLIPSIS):
        return None
    head = shown[: -len(ELLIPSIS)]
    if head.endswith("."):
        return f"{shown!r} (of {whole!r}) has a '.' before its '…'"
    if letters(head) < min(STEM, letters(whole)):
        return f"{whole!r} is shortened to {shown!r}: fewer than {STEM} letters before the '…'"
    return None


def shown_items(scene) -> list:
    """The items a player sees: under the choice layer, only the layer's own (its backdrop hides the rest)."""
    overlay = scene.overlay_shown()
    return [i for i in scene.table_items() if not overlay or getattr(i, "layer", "") == OVERLAY]


def faces(scene) -> list[tuple[TableItem, list[str]]]:
    """Every face-up card and pile on the table with the words its face draws, as painted now."""
    out = []
    for item in shown_items(scene):
        if not isinstance(item, TableItem):
            continue
        card = item.shown_card()
        if card is None or (isinstance(item, CardItem) and not item.face_up):
            continue
        width, style = item.painted_px or face_pixels(item.w, 1.0, tile=item.tile, least=item.full_from())
        out.append((item, painted_words(card, width, style, item.now)))
    return out


def cut_problems(window) -> list[str]:
    """Every text drawn shortened below a readable stem, with a '.' before its '…', or without its whole
    in a tooltip."""
    scene = window.scene
    found: list[str] = []
    for item in shown_items(scene):
        for shown, whole in item.words():
            problem = stem_problem(shown, whole)
            if problem:
                found.append(f"{type(item).__name__}: {problem}")
            elif shown != whole and whole not in item.toolTip():
                found.append(f"{type(item).__name__}: {whole!r} shortened to {shown!r}, not in its tooltip")
    for item, words in faces(scene):
        card = item.shown_card()
        assert card is not None
        for shown in words:
            if shown.endswith(ELLIPSIS):  # a name or a line of the face, shortened (its card's tooltip has all)
                problem = stem_problem(shown, card.name if card.name.startswith(shown[:-1]) else shown + " …")
                if problem:
                    found.append(f"{type(item).__name__} {getattr(item, 'name', '')} ({item.w:.0f} wide): {problem}")
    bar = window.prompt_bar
    for button in bar.findChildren(QPushButton):
        if not button.isVisibleTo(bar) or not isinstance(button, ElidingButton):
            continue
        shown = button.shown_text()
        problem = stem_problem(shown, button.short if button.short and shown.startswith(button.short[:4])
                               else button.full_text)
        if problem:
            found.append(f"button: {problem}")
        elif shown != button.full_text and not button.toolTip().startswith(button.full_text):
            found.append(f"button: {button.full_text!r} shortened to {shown!r}, not in its tooltip")
    return found


def _clash(boxes: list[tuple[str, QRectF]]) -> str | None:
    for i, (kind, a) in enumerate(boxes):
        for kind2, b in boxes[i + 1:]:
            if a.adjusted(0.5, 0.5, -0.5, -0.5).intersects(b.adjusted(0.5, 0.5, -0.5, -0.5)):
                return f"{kind} at {a} covers {kind2} at {b}"
    return None


def crowd_problems(window) -> list[str]:
    """Texts drawn over texts: items of a layer overlapping, a face's boxes crossing, a label's lines
    leaving their room."""
    scene = window.scene
    found = [f"{a} overlaps {b}" for a, b in scene.overlaps()]
    for item in shown_items(scene):
        if isinstance(item, LabelItem) and item.text:
            from PySide6.QtGui import QFontMetricsF

            high = len(item.rows) * QFontMetricsF(item.font).height()
            if high > item.rect.height() + 0.5:
                found.append(f"the label {item.text!r} takes {high:.1f} high in {item.rect.height():.1f}")
        if isinstance(item, TableItem) and item.shown_card() is not None:
            boxes = [(k, r) for k, r in item.face_boxes() if k != ZONE]
            if isinstance(item, CardItem) and item.face_up and item.marks and not item.tile:
                boxes += [("mark", r) for r in item.mark_rects()]
            problem = _clash(boxes)
            if problem:
                found.append(f"{item.shown_card().name}: {problem}")
    return found


def pointer_problems(window) -> list[str]:
    """The coach's pointer (its arrow and its outline) over a number or a heading of the table."""
    found = []
    rects = window.scene.printed_rects()  # headings' and labels' words, every number on a face-up card
    for pointer in getattr(window.lessons, "pointers", []):
        if not pointer.isVisible() or pointer.scene() is not window.scene:
            continue
        for part in pointer.covered_rects():
            at = pointer.mapRectToScene(part)
            for what, rect in rects:
                if at.adjusted(0.5, 0.5, -0.5, -0.5).intersects(rect.adjusted(0.5, 0.5, -0.5, -0.5)):
                    found.append(f"the coach's pointer at {at} covers {what} at {rect}")
    return found


def all_problems(window) -> list[str]:
    if not window.view.isVisible():
        return []
    return [*cut_problems(window), *crowd_problems(window), *pointer_problems(window)]
