"""The Card Gallery: every card of every registered set, drawn by the program, with filters and a search.

Help → Card Gallery shows them all; a slot of the setup wizard opens it on one Hero, Villain group,
Henchman group, Mastermind or Scheme. The cards are gathered once from the catalogue and the set
registry (this module names no set and no keyword); a list view in icon mode over a model and a filter
proxy draws only the faces in sight, each once (the shared face cache keys them by card and size).
"""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import (
    QAbstractListModel,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    QSize,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QColor, QKeyEvent, QKeySequence, QPainter, QPen, QPixmap, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QPushButton,
    QSizePolicy,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from legendary_desktop.cards import SET_TITLES
from legendary_desktop.engine import keyword_help
from legendary_desktop.engine.card import HERO_CLASSES, CardDef, HeroClass, Kind
from legendary_desktop.engine.catalog import catalog
from legendary_desktop.ui.qt_compat import rows_filter_change
from legendary_desktop.ui.table.card_faces import CARD_H, CARD_W, CLASS_LOOKS, COMPACT, FACES, FULL, FULL_FACE_MIN_PX


# -- keyword help --------------------------------------------------------------------------------
# Every keyword lookup of the gallery goes through these two functions, over the keywords the sets
# declare beside their cards (engine/keyword_help.py).
def _keywords(card: CardDef) -> list[tuple[str, str]]:
    """(term, meaning) of each keyword the card uses."""
    return [(k.term, k.meaning) for k in keyword_help.keywords_of(card)]


def _all_keyword_terms() -> list[str]:
    """Every keyword a card can show, in the order the sets declare them (rules concepts left out)."""
    return [k.term for k in keyword_help.declared() if not keyword_help.is_concept(k)]


# -- the cards -----------------------------------------------------------------------------------
#: The card-type filter's words for each kind (both kinds of S.H.I.E.L.D. card share one).
TYPE_NAMES: dict[Kind, str] = {
    Kind.HERO: "Hero", Kind.VILLAIN: "Villain", Kind.HENCHMAN: "Henchman", Kind.MASTERMIND: "Mastermind",
    Kind.TACTIC: "Mastermind Tactic", Kind.SCHEME: "Scheme", Kind.BYSTANDER: "Bystander",
    Kind.OFFICER: "S.H.I.E.L.D.", Kind.STARTER: "S.H.I.E.L.D.", Kind.WOUND: "Wound",
    Kind.TWIST: "Scheme Twist", Kind.STRIKE: "Master Strike",
}
#: The gallery shows each set's cards in this order (sorted stably by group within each), the rest last.
SHOWN_ORDER = {Kind.HERO: 0, Kind.VILLAIN: 1, Kind.HENCHMAN: 2, Kind.MASTERMIND: 3, Kind.TACTIC: 3, Kind.SCHEME: 4,
               Kind.BYSTANDER: 5}
#: Printed costs: the cards bought from the HQ or the Officer stack.
COSTED = (Kind.HERO, Kind.OFFICER)


@dataclass(frozen=True)
class Entry:
    """One card of the gallery with what the filters and the large view need, worked out once."""

    card: CardDef
    type_name: str
    group: str
    group_role: str  # "Hero", "Villain group", "Mastermind"... or "" for the common cards
    copies: str  # in the box, in words
    cost: int | None  # printed cost (Heroes and Officers), else None
    classes: HeroClass
    teams: tuple[str, ...]
    keywords: tuple[tuple[str, str], ...]
    haystack: str  # what the search looks in, lower case
    leads: str = ""  # a Mastermind's Always Leads group


@dataclass(frozen=True)
class Criteria:
    """What the filters ask for; None (or an empty search) lets every card through."""

    set_id: str | None = None
    type_name: str | None = None
    hero_class: HeroClass | None = None
    team: str | None = None
    cost: int | None = None
    keyword: str | None = None
    group: str | None = None
    search: str = ""


def matches(entry: Entry, c: Criteria) -> bool:
    """Does this card pass every filter and contain every word of the search?"""
    if c.set_id is not None and entry.card.set != c.set_id:
        return False
    if c.type_name is not None and entry.type_name != c.type_name:
        return False
    if c.hero_class is not None and not entry.classes & c.hero_class:
        return False
    if c.team is not None and c.team not in entry.teams:
        return False
    if c.cost is not None and entry.cost != c.cost:
        return False
    if c.keyword is not None and all(term != c.keyword for term, _ in entry.keywords):
        return False
    if c.group is not None and entry.group != c.group:
        return False
    return all(word in entry.haystack for word in c.search.lower().split())


def _group_roles() -> dict[str, str]:
    cat = catalog()
    roles: dict[str, str] = {}
    for names, role in ((cat.schemes, "Scheme"), (cat.masterminds, "Mastermind"), (cat.henchmen, "Henchman group"),
                        (cat.villains, "Villain group"), (cat.heroes, "Hero")):
        roles.update(dict.fromkeys(names, role))
    return roles


def _copies(card: CardDef, side_of: dict[str, str]) -> str:
    cat = catalog()
    if card.key in side_of:
        return f"1 — {side_of[card.key]}"
    if card.kind is Kind.HENCHMAN:
        return str(cat.henchman_copies(card.group, card))
    if card.kind is Kind.STARTER:
        return f"{card.copies} in each player's starting deck"
    return str(card.copies)


def set_order() -> list[str]:
    """The sets that have cards, in the order they were released (the set registry's order)."""
    have = catalog().sets()
    return [s for s in SET_TITLES if s in have] + [s for s in have if s not in SET_TITLES]


def entries() -> tuple[Entry, ...]:
    """Every card of every registered set, in the catalogue's order (set by set)."""
    return _entries(catalog().generation)


@lru_cache(maxsize=1)
def _entries(generation: int) -> tuple[Entry, ...]:
    """`entries` as they are while the catalogue is at this generation."""
    cat = catalog()
    roles = _group_roles()
    side_of: dict[str, str] = {}
    leads: dict[str, str] = {}
    for mm in cat.masterminds.values():
        leads[mm.card.key] = mm.always_leads
        if mm.epic is not None:
            side_of[mm.epic.key] = f"the Epic side of {mm.card.name}"
            leads[mm.epic.key] = mm.always_leads
        if mm.back is not None:
            side_of[mm.back.key] = f"the side {mm.card.name} transforms into"
            leads[mm.back.key] = mm.always_leads
    out = []
    for card in cat.all_cards():
        parts = (card, *card.sides)
        words = [card.name, card.group, card.text, *(s.name for s in card.sides),
                 *(str(s.extra.get("hero_name", "")) for s in card.sides)]
        out.append(Entry(
            card=card,
            type_name=TYPE_NAMES.get(card.kind, card.kind.value),
            group=card.group,
            group_role=roles.get(card.group, ""),
            copies=_copies(card, side_of),
            cost=card.cost if card.kind in COSTED else None,
            classes=HeroClass(card.classes) if card.kind is Kind.HERO else HeroClass.NONE,
            teams=tuple(dict.fromkeys(p.team for p in parts if p.team)) if card.kind is Kind.HERO else (),
            keywords=tuple(_keywords(card)),
            haystack=" ".join(words).lower(),
            leads=leads.get(card.key, ""),
        ))
    sets = set_order()
    return tuple(sorted(out, key=lambda e: (sets.index(e.card.set), SHOWN_ORDER.get(e.card.kind, len(SHOWN_ORDER)),
                                            e.group.lower())))


def filter_choices() -> dict[str, list[tuple[str, object]]]:
    """For each filter, its (label, value) choices, gathered from the cards themselves."""
    all_entries = entries()
    used_terms = {term for e in all_entries for term, _ in e.keywords}
    types = list(dict.fromkeys(e.type_name for e in all_entries))
    order = list(dict.fromkeys(TYPE_NAMES.values()))
    teams = sorted({t for e in all_entries for t in e.teams}, key=lambda t: (t.startswith("("), t))
    groups = sorted({(e.group_role, e.group) for e in all_entries if e.group_role},
                    key=lambda rg: (["Hero", "Villain group", "Henchman group", "Mastermind", "Scheme"].index(rg[0]),
                                    rg[1]))
    return {
        "set_id": [(SET_TITLES.get(s, s), s) for s in set_order()],
        "type_name": [(t, t) for t in sorted(types, key=lambda t: order.index(t) if t in order else len(order))],
        "hero_class": [(CLASS_LOOKS[c].name, c) for c in HERO_CLASSES if any(c & e.classes for e in all_entries)],
        "team": [(t, t) for t in teams],
        "cost": [(str(v), v) for v in sorted({e.cost for e in all_entries if e.cost is not None})],
        "keyword": [(t, t) for t in _all_keyword_terms() if t in used_terms],
        "group": [(f"{g} ({role})", g) for role, g in groups],
    }


FILTER_TITLES = {"set_id": ("Set", "All sets"), "type_name": ("Card type", "All types"),
                 "hero_class": ("Hero class", "Any class"), "team": ("Team", "Any team"),
                 "cost": ("Cost", "Any cost"), "keyword": ("Keyword", "Any keyword"),
                 "group": ("Group", "Every group")}


def details_html(entry: Entry) -> str:
    """The card in words: what it is, its set, group, copies in the box, full text and keyword help."""
    card = entry.card
    esc = html.escape
    facts = [entry.type_name, esc(SET_TITLES.get(card.set, card.set))]
    lines = [f"<h3 style='margin:0'>{esc(card.name)}</h3>", " · ".join(facts)]
    if entry.group_role and entry.group != card.name:
        lines.append(f"<b>{esc(entry.group_role)}:</b> {esc(entry.group)}")
    if entry.leads:
        lines.append(f"<b>Always Leads:</b> {esc(entry.leads)}")
    numbers = []
    if card.kind is Kind.HERO:
        numbers.append(" / ".join(CLASS_LOOKS[c].name for c in HERO_CLASSES if c & entry.classes))
        numbers += list(entry.teams)
    if entry.cost is not None:
        numbers.append(f"Cost {entry.cost}")
    if card.recruit is not None:
        numbers.append(f"Recruit {card.recruit}{'+' if card.recruit_plus else ''}")
    if card.attack is not None:
        numbers.append(f"Attack {card.attack}{'+' if card.attack_plus else ''}")
    if card.vp or card.vp_plus:
        numbers.append(f"{card.vp}{'+' if card.vp_plus else ''} VP")
    if numbers:
        lines.append(esc(" · ".join(n for n in numbers if n)))
    lines.append(f"<b>Copies in the box:</b> {esc(entry.copies)}")
    body = "<br>".join(lines)
    if card.text:
        body += "<p>" + esc(card.text).replace(" | ", "<br>") + "</p>"
    if entry.keywords:
        body += "<p><b>Keywords</b><br>" + "<br>".join(
            f"<i>{esc(term)}</i>: {esc(meaning)}" for term, meaning in entry.keywords) + "</p>"
    return body


# -- model and view ------------------------------------------------------------------------------
ENTRY_ROLE = Qt.ItemDataRole.UserRole + 1
THUMB_W = 112  # a thumbnail's width in logical pixels (the compact face)
THUMB_H = round(THUMB_W * CARD_H / CARD_W)
GRID_PAD = 10


class CardModel(QAbstractListModel):
    """Every gallery card; a row's picture is its compact face, drawn when first shown."""

    def __init__(self, items: tuple[Entry, ...], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.items = items
        self.row_of = {entry.card.key: row for row, entry in enumerate(items)}
        self.pixel_ratio = 1.0

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.items)

    def face(self, row: int) -> QPixmap:
        pix = FACES.face(self.items[row].card, round(THUMB_W * self.pixel_ratio), COMPACT)
        pix.setDevicePixelRatio(self.pixel_ratio)
        return pix

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        entry = self.items[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return entry.card.name
        if role == Qt.ItemDataRole.ToolTipRole:
            group = f" — {entry.group}" if entry.group != entry.card.name else ""
            return f"{entry.card.name}{group} ({entry.type_name}, {SET_TITLES.get(entry.card.set, entry.card.set)})"
        if role == Qt.ItemDataRole.DecorationRole:
            return self.face(index.row())
        if role == ENTRY_ROLE:
            return entry
        return None


class CardFilter(QSortFilterProxyModel):
    """The cards that pass the criteria: worked out in one pass over the cards, then shown."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.criteria = Criteria()
        self._passing: set[int] | None = None

    def set_criteria(self, criteria: Criteria) -> None:
        model = self.sourceModel()
        assert isinstance(model, CardModel)
        with rows_filter_change(self):
            self.criteria = criteria
            self._passing = {i for i, e in enumerate(model.items) if matches(e, criteria)}

    def filterAcceptsRow(self, row: int, parent: QModelIndex | QPersistentModelIndex) -> bool:  # noqa: N802
        return self._passing is None or row in self._passing


class FaceDelegate(QStyledItemDelegate):
    """A thumbnail: the card's face, outlined when it is the selected card."""

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:  # noqa: N802
        return QSize(THUMB_W + GRID_PAD, THUMB_H + GRID_PAD)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        pix = index.data(Qt.ItemDataRole.DecorationRole)
        rect: QRect = option.rect
        x = rect.x() + (rect.width() - THUMB_W) // 2
        y = rect.y() + (rect.height() - THUMB_H) // 2
        if isinstance(pix, QPixmap):
            painter.drawPixmap(x, y, pix)
        if option.state & QStyle.StateFlag.State_Selected:
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(QColor("#ffd54a"), 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(x - 2, y - 2, THUMB_W + 4, THUMB_H + 4, 9, 9)
            painter.restore()


def face_label(width: int) -> QLabel:
    label = QLabel()
    label.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
    label.setFixedSize(width, round(width * CARD_H / CARD_W))
    return label


def show_face(label: QLabel, card: CardDef) -> None:
    ratio = label.devicePixelRatioF()
    pix = FACES.face(card, round(label.width() * ratio), FULL)
    pix.setDevicePixelRatio(ratio)
    label.setPixmap(pix)


def screen_room(widget: QWidget | None) -> QSize:
    """The room a window may take: the available screen of `widget` (or the primary screen)."""
    from PySide6.QtGui import QGuiApplication

    screen = widget.screen() if widget is not None else QGuiApplication.primaryScreen()
    return screen.availableGeometry().size() if screen is not None else QSize(1280, 720)


def no_default(button: QPushButton) -> QPushButton:
    """Enter in the search field or on a card must not press this button."""
    button.setAutoDefault(False)
    button.setDefault(False)
    return button


class CardView(QDialog):
    """One card as large as the screen allows, beside all it says and the help for its keywords.
    Left and Right step to the previous and next card of the gallery (`step` gives it, or None)."""

    def __init__(self, entry: Entry, parent: QWidget | None = None, room: QSize | None = None,
                 step: Callable[[int], Entry | None] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("galleryCardView")
        self.step = step
        room = room or screen_room(parent)
        face_h = max(280, min(588, room.height() - 140))
        self.face = face_label(round(face_h * CARD_W / CARD_H))
        self.text = QTextBrowser()
        self.text.setObjectName("galleryCardText")
        self.text.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.text.setMinimumWidth(300)
        close = no_default(QPushButton("Close"))
        close.clicked.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(self.face, 0, Qt.AlignmentFlag.AlignTop)
        row.addWidget(self.text, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(row, 1)
        buttons = QHBoxLayout()
        hint = QLabel("← → the previous or next card · Esc: back to the gallery" if step is not None else "")
        buttons.addWidget(hint, 1)
        buttons.addWidget(close)
        layout.addLayout(buttons)
        self.show_entry(entry)
        self.resize(min(room.width() - 40, self.face.width() + 420), min(room.height() - 50, face_h + 70))

    def show_entry(self, entry: Entry) -> None:
        self.entry = entry
        self.setWindowTitle(entry.card.name)
        show_face(self.face, entry.card)
        self.text.setHtml(f"<div style='font-size:15px'>{details_html(entry)}</div>")

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        delta = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1}.get(Qt.Key(event.key()))
        if delta is not None and self.step is not None:
            entry = self.step(delta)
            if entry is not None:
                self.show_entry(entry)
            return
        super().keyPressEvent(event)


class CardGallery(QDialog):
    """Every card with filters (set, type, Hero class, team, cost, keyword, group) and a search."""

    def __init__(self, parent: QWidget | None = None, group: str | None = None, room: QSize | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cardGallery")
        self.setWindowTitle("Card Gallery")
        self.room = room or screen_room(parent)
        self.card_view: CardView | None = None
        self.model = CardModel(entries(), self)
        self.model.pixel_ratio = self.devicePixelRatioF()
        self.proxy = CardFilter(self)
        self.proxy.setSourceModel(self.model)

        self.search = QLineEdit()
        self.search.setObjectName("gallerySearch")
        self.search.setPlaceholderText("Search name or text (Ctrl+F or /)")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._refilter)
        self.filters: dict[str, QComboBox] = {}
        form = QFormLayout()
        form.setContentsMargins(0, 0, 0, 0)
        for name, choices in filter_choices().items():
            title, everything = FILTER_TITLES[name]
            box = QComboBox()
            box.setObjectName(f"galleryFilter_{name}")
            box.addItem(everything, None)
            for label, value in choices:
                box.addItem(label, value)
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            box.setMinimumContentsLength(12)
            box.currentIndexChanged.connect(self._refilter)
            form.addRow(title, box)
            self.filters[name] = box
        self.count = QLabel()
        self.count.setObjectName("galleryCount")
        clear = no_default(QPushButton("Clear filters"))
        clear.setObjectName("galleryClear")
        clear.clicked.connect(self.clear_filters)
        left = QVBoxLayout()
        left.addWidget(self.search)
        left.addLayout(form)
        left.addWidget(self.count)
        left.addWidget(clear)
        left.addStretch(1)
        keys = QLabel("Arrows: move · Enter: large view · Esc: close")
        keys.setWordWrap(True)
        keys.setStyleSheet("color: palette(mid)")
        left.addWidget(keys)
        left_box = QWidget()
        left_box.setLayout(left)
        left_box.setFixedWidth(252)

        self.view = QListView()
        self.view.setObjectName("galleryCards")
        self.view.setViewMode(QListView.ViewMode.IconMode)
        self.view.setMovement(QListView.Movement.Static)
        self.view.setResizeMode(QListView.ResizeMode.Adjust)
        self.view.setWrapping(True)
        self.view.setUniformItemSizes(True)
        self.view.setGridSize(QSize(THUMB_W + GRID_PAD, THUMB_H + GRID_PAD))
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.view.setItemDelegate(FaceDelegate(self.view))
        self.view.setModel(self.proxy)
        self.view.setMinimumWidth(2 * (THUMB_W + GRID_PAD) + 24)
        self.view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)  # the width never jumps
        self.view.installEventFilter(self)
        self.view.viewport().installEventFilter(self)
        self.search.installEventFilter(self)
        self.view.doubleClicked.connect(lambda _index: self.open_card_view())
        self.view.selectionModel().currentChanged.connect(lambda _now, _before: self._show_current())

        # 1240 × 680 at 1280 × 720 (a title bar above it), more of a larger screen, never more than it
        size = QSize(min(self.room.width() - 40, max(1240, round(self.room.width() * 0.8))),
                     min(self.room.height() - 50, max(680, round(self.room.height() * 0.85))))
        body_h = size.height() - 90
        largest = FULL_FACE_MIN_PX if body_h < 700 else 300  # the side panel's face, with its text below
        self.face = face_label(max(160, min(largest, round((body_h - 210) * CARD_W / CARD_H))))
        self.details = QTextBrowser()
        self.details.setObjectName("galleryDetails")
        self.details.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.details.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        right = QVBoxLayout()
        right.setContentsMargins(0, 0, 0, 0)
        right.addWidget(self.face, 0, Qt.AlignmentFlag.AlignHCenter)
        right.addWidget(self.details, 1)
        right_box = QWidget()
        right_box.setLayout(right)
        right_box.setFixedWidth(max(self.face.width() + 20, 290))

        body = QHBoxLayout()
        body.addWidget(left_box)
        body.addWidget(self.view, 1)
        body.addWidget(right_box)
        self.large = no_default(QPushButton("Large View"))
        self.large.setObjectName("galleryLarge")
        self.large.clicked.connect(self.open_card_view)
        close = no_default(QPushButton("Close"))
        close.setObjectName("galleryClose")
        close.clicked.connect(self.reject)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.large)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addLayout(body, 1)
        layout.addLayout(buttons)
        for keys_ in ("Ctrl+F", "/"):
            QShortcut(QKeySequence(keys_), self, self.focus_search)

        self.resize(size)
        if group is not None and self.filters["group"].findData(group) >= 0:
            self.set_filter("group", group)
        else:
            self._refilter()
        self.view.setFocus()

    # -- filters --------------------------------------------------------------
    def criteria(self) -> Criteria:
        values = {name: box.currentData() for name, box in self.filters.items()}
        return Criteria(**values, search=self.search.text())

    def set_filter(self, name: str, value: object) -> None:
        """Choose `value` in the filter `name` (None: everything)."""
        box = self.filters[name]
        index = box.findData(value)
        if index < 0:
            raise KeyError(f"no {name} {value!r} in the gallery")
        box.setCurrentIndex(index)
        self._refilter()

    def clear_filters(self) -> None:
        for box in self.filters.values():
            box.blockSignals(True)
            box.setCurrentIndex(0)
            box.blockSignals(False)
        self.search.clear()
        self._refilter()

    def _refilter(self) -> None:
        criteria = self.criteria()
        if criteria == self.proxy.criteria and self.proxy._passing is not None:
            return
        current = self.current_entry()
        self.proxy.set_criteria(criteria)
        shown = self.proxy.rowCount()
        self.count.setText(f"{shown} of {self.model.rowCount()} cards")
        if shown == 0:
            self._show_current()
            return
        keep = None
        if current is not None:  # the selected card stays selected while it passes
            keep = self.proxy.mapFromSource(self.model.index(self.model.row_of[current.card.key]))
        self.view.setCurrentIndex(keep if keep is not None and keep.isValid() else self.proxy.index(0, 0))

    # -- the selected card ------------------------------------------------------
    def shown_entries(self) -> list[Entry]:
        """The cards the filters let through, in order."""
        return [self.model.items[self.proxy.mapToSource(self.proxy.index(r, 0)).row()]
                for r in range(self.proxy.rowCount())]

    def current_entry(self) -> Entry | None:
        index = self.view.currentIndex()
        if not index.isValid():
            return None
        entry = index.data(ENTRY_ROLE)
        return entry if isinstance(entry, Entry) else None

    def _show_current(self) -> None:
        entry = self.current_entry()
        self.large.setEnabled(entry is not None)
        if entry is None:
            self.face.clear()
            self.details.setHtml("<p>No card matches these filters.</p>")
            return
        show_face(self.face, entry.card)
        self.details.setHtml(details_html(entry))

    def open_card_view(self) -> CardView | None:
        entry = self.current_entry()
        if entry is None:
            return None
        self.card_view = CardView(entry, self, self.room, self._step)
        self.card_view.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.card_view.finished.connect(lambda _result: self._card_view_closed())
        self.card_view.open()
        return self.card_view

    def _step(self, delta: int) -> Entry | None:
        """Move the selection `delta` cards on (within the cards shown): the card now selected, or None."""
        row = self.view.currentIndex().row() + delta
        if not 0 <= row < self.proxy.rowCount():
            return None
        self.view.setCurrentIndex(self.proxy.index(row, 0))
        return self.current_entry()

    def _card_view_closed(self) -> None:
        self.card_view = None
        self.view.setFocus()

    def focus_search(self) -> None:
        self.search.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.search.selectAll()

    def _fit_grid(self) -> None:
        """As many columns as fit, spread over the whole width."""
        width = self.view.viewport().width()
        columns = max(1, width // (THUMB_W + GRID_PAD))
        size = QSize(max(THUMB_W + GRID_PAD, width // columns), THUMB_H + GRID_PAD)
        if size != self.view.gridSize():
            self.view.setGridSize(size)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if watched is self.view.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_grid()
        elif event.type() == QEvent.Type.KeyPress:
            key = event.key()  # type: ignore[attr-defined]
            if watched is self.view and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.open_card_view()
                return True
            if watched is self.search and key in (Qt.Key.Key_Down, Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.view.setFocus(Qt.FocusReason.OtherFocusReason)  # from the search to the cards
                return True
        return False


def open_gallery(parent: QWidget | None = None, group: str | None = None, modal: bool = False) -> CardGallery:
    """Open the Card Gallery (on one group's cards when `group` is given), deleted when closed; `modal` keeps
    it over its parent (the wizard) until closed, else it stays open beside the game."""
    if not modal and group is None and parent is not None:  # Help → Card Gallery again: the one already open
        for already in parent.findChildren(CardGallery):
            if already.isVisible() and already.parent() is parent:
                already.raise_()
                already.activateWindow()
                return already
    gallery = CardGallery(parent, group)
    gallery.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    gallery.open() if modal else gallery.show()
    return gallery
