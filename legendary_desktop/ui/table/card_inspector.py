"""A large, readable view of one card: a dock that follows the hovered card, and a popup on right-click."""

from __future__ import annotations

from collections.abc import Collection
from html import escape

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QDialog, QDockWidget, QFrame, QLabel, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

from legendary_desktop.engine.card import CardDef, Kind
from legendary_desktop.engine.table_facts import number_words
from legendary_desktop.ui.help.help_texts import LINK_STYLE, card_keywords
from legendary_desktop.ui.help.shared import rules_link
from legendary_desktop.ui.table.card_faces import (
    CARD_H,
    CARD_W,
    CLASS_LOOKS,
    FACES,
    FULL,
    Now,
    badges_of,
    classes_of,
    painted_words,
    style_for,
)

INSPECT_WIDTH = 320


def describe(card: CardDef, context: str = "", now: Now | None = None) -> str:
    """The card's facts in words (for screen readers and for players who prefer text), its numbers now
    where they differ from the printed ones (`now`), what it holds on the table (`context`), and the
    meaning of each keyword its text uses."""
    parts = [f"<b>{card.name}</b>"]
    if card.group and card.group != card.name:
        parts.append(f" — {card.group}")
    facts: list[str] = [card.kind.value.replace("_", " ").title()]
    if card.kind is Kind.HERO:
        facts.append(" / ".join(CLASS_LOOKS[c].name for c in classes_of(card)))
        if card.team:
            facts.append(card.team)
    for words, changed, after in number_words(card, now.attack if now else None, now.cost if now else None):
        facts.append((f"<b>{words}</b>" if changed else words) + after)
    text = card.text.replace("<", "&lt;")
    html = "".join(parts) + "<br>" + " · ".join(f for f in facts if f) + (f"<p>{text}</p>" if text else "")
    badges = badges_of(card)  # a Divided Card's: either half's
    if badges:
        html += "<p>" + "<br>".join(
            f"<span style='background:{b.fill}; color:#ffffff'>&nbsp;{b.glyph} {b.words}&nbsp;</span> {b.meaning}"
            for b in badges) + "</p>"
    if context:
        html += f"<p style='color:#ffd54a'>{context.replace('<', '&lt;')}</p>"
    html += keyword_block(card, {b.words.split()[-1] for b in badges})
    return html


def keyword_block(card: CardDef, by_badge: Collection[str] = ()) -> str:
    """The meaning of every keyword the card uses, whichever set declares it, each with a "More…" link to
    its entry in the Rules window. A keyword its badge already explains gets the link alone."""
    lines = []
    for k in card_keywords(card):
        more = f"<a href='rules:{k.anchor}' style='{LINK_STYLE}'>More…</a>"
        if k.term in by_badge:
            lines.append(f"{escape(k.term, quote=False)}: {more}")
        else:
            lines.append(f"<i>{escape(k.term, quote=False)}</i>: {escape(k.meaning, quote=False)} {more}")
    return "<p style='color:#b8c4b0'>" + "<br>".join(lines) + "</p>" if lines else ""


class CardInspector(QWidget):
    """Card image over its description."""

    def __init__(self, parent: QWidget | None = None, width: int = INSPECT_WIDTH) -> None:
        super().__init__(parent)
        self.width_px = width
        self.card: CardDef | None = None
        self.card_id: int | None = None  # the card of the game it follows (None: a card of no game)
        self.now: Now | None = None
        self.shown = (0, FULL, 1.0)  # the face drawn: its width in device pixels, its style, the pixel ratio
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        self.image = QLabel()
        self.image.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.image.setMinimumSize(80, 112)
        # The space decides the picture's size, not the other way round (no resize loop).
        self.image.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.image.installEventFilter(self)
        self.text = QLabel("Hover over a card to see it here; right-click for a large view.")
        self.text.setObjectName("inspectorText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.text.linkActivated.connect(self._open_link)  # a keyword's "More…"
        self.text_scroll = QScrollArea()
        self.text_scroll.setObjectName("inspectorScroll")
        self.text_scroll.setWidgetResizable(True)
        self.text_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.text_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.text_scroll.setWidget(self.text)
        layout.addWidget(self.image, 3)
        layout.addWidget(self.text_scroll, 2)  # the picture keeps most of the room; long help scrolls

    def show_card(self, card: CardDef | None, context: str = "", now: Now | None = None,
                  card_id: int | None = None) -> None:
        """Show `card` (the card `card_id` of the game on the table, when it is one: the window then keeps the
        words in step with the table, see MainWindow._follow_card). Another card's words are read from their
        top (its name), not where the last card's were scrolled to; the same card's stay where they are."""
        another = card is not self.card or card_id != self.card_id
        self.card, self.now, self.card_id = card, now, card_id
        if card is None:
            self.image.clear()
            self.text.setText("Hover over a card to see it here; right-click for a large view.")
            return
        self._draw()
        self.text.setText(describe(card, context, now))
        if another:
            self.text_scroll.verticalScrollBar().setValue(0)

    def _open_link(self, link: str) -> None:
        """A keyword's "More…": the Rules window at its entry. A large view (a modal popup) steps aside
        for it, or it would keep the Rules window from being used."""
        anchor = rules_link(link)
        if anchor is None:
            return
        from legendary_desktop.ui.help.rules_window import show_rules

        owner = self.window()
        if isinstance(owner, QDialog) and owner.isModal():
            owner.close()
        show_rules(self, anchor)

    def _draw(self) -> None:
        """The face as large as the space allows (never wider than `width_px`)."""
        if self.card is None:
            return
        room_w = max(80, self.image.width() - 4) if self.image.width() > 10 else self.width_px
        room_h = max(110, self.image.height() - 4) if self.image.height() > 10 else round(self.width_px * 1.4)
        width = min(self.width_px, room_w, round(room_h * CARD_W / CARD_H))
        ratio = self.devicePixelRatioF()
        # a narrow panel gets the compact face (large numbers, no tiny rules text: the words are below it)
        self.shown = (round(width * ratio), style_for(width), ratio)
        pix = FACES.face(self.card, round(width * ratio), style_for(width), self.now)
        pix.setDevicePixelRatio(ratio)
        self.image.setPixmap(pix)

    def text_px(self) -> list[float]:
        """Pixel sizes of the text it shows, its face's and its words' (for the layout checks)."""
        sizes = [float(QFontInfo(self.text.font()).pixelSize())]
        width, style, ratio = self.shown
        if self.card is not None and width:
            sizes += [px / ratio for px in FACES.text_sizes(self.card, width, style, self.now)]
        return sizes

    def cut_words(self) -> list[str]:
        """Words its face shows elided ("ATTAC…"): none, for the layout checks."""
        width, style, _ = self.shown
        if self.card is None or not width:
            return []
        return [w for w in painted_words(self.card, width, style, self.now) if w.endswith("…")]

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if watched is self.image and event.type() == QEvent.Type.Resize:
            self._draw()
        return False


class InspectorDock(QDockWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Card", parent)
        self.setObjectName("inspectorDock")
        self.inspector = CardInspector(self, 260)
        self.setWidget(self.inspector)


class CardPopup(QDialog):
    """A large view of one card (right-click, or I on a focused card): as large as the screen allows,
    with what it holds on the table (Tactics left, captured Bystanders, cards under it)."""

    def __init__(self, card: CardDef, parent: QWidget | None = None, context: str = "",
                 room_h: int | None = None, now: Now | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(card.name)
        self.setObjectName("cardPopup")
        if room_h is None:
            screen = self.screen()
            room_h = screen.availableGeometry().height() if screen is not None else 720
        face_h = max(280, min(588, room_h - 300))  # the description below, the title bar above
        face_w = round(face_h * CARD_W / CARD_H)
        layout = QVBoxLayout(self)
        self.inspector = CardInspector(self, face_w)
        self.inspector.image.setMinimumSize(face_w, face_h)
        self.inspector.show_card(card, context, now)
        layout.addWidget(self.inspector)
        self.resize(max(face_w + 60, 380), min(room_h - 40, face_h + 260))
