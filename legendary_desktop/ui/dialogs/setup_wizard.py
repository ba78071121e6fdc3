"""The setup wizard: players, sets, Mastermind and Scheme, groups, Heroes, summary.

Page layouts come from Qt Designer files in `ui_forms/`; the rules live in the Qt-free
`setup.draft.Draft`, so every page shows the same live answer: a legal setup, or why not.
"""

from __future__ import annotations

import functools
import html
import random
from collections.abc import Callable
from importlib import resources
from typing import Any

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QSettings, Qt
from PySide6.QtUiTools import QUiLoader
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
    QWizard,
    QWizardPage,
)

from legendary_desktop.bots.seats import HUMAN, STRENGTHS, current
from legendary_desktop.cards import SET_TITLES
from legendary_desktop.engine.catalog import catalog
from legendary_desktop.engine.deal import Deal, is_code
from legendary_desktop.engine.setup_rules import MAX_NAME, OutsideSets, SetupError, clean_name, composition
from legendary_desktop.engine.spec import Setup
from legendary_desktop.persistence import paths
from legendary_desktop.persistence.history import recent_records, recent_weights
from legendary_desktop.persistence.saved_seats import KINDS, Seats, describe, is_given_name, seat_name
from legendary_desktop.setup.draft import Draft
from legendary_desktop.ui.dialogs.difficulty import DifficultyRow
from legendary_desktop.ui.learn.card_gallery import open_gallery

RANDOM = "Random"
KIND_TITLES = {"villains": "Villain group", "henchmen": "Henchman group", "heroes": "Hero", "mastermind": "Mastermind",
               "scheme": "Scheme"}


def load_form(name: str) -> QWidget:
    """A page body from `ui_forms/<name>.ui`, read through importlib.resources."""
    data = resources.files("legendary_desktop.ui_forms").joinpath(f"{name}.ui").read_bytes()
    buffer = QBuffer()
    buffer.setData(QByteArray(data))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    widget = QUiLoader().load(buffer)
    buffer.close()
    if widget is None:
        raise RuntimeError(f"could not load form {name}.ui")
    return widget


def tooltip(kind: str, name: str) -> str:
    """Card text for a choice, shown on hover."""
    cat = catalog()
    if kind == "mastermind":
        mm = cat.masterminds[name]
        lines = [f"<b>{name}</b> — Attack {mm.card.attack}, Always Leads {mm.always_leads}", mm.card.text]
        lines += [f"<i>{t.name}</i>: {t.text}" for t in mm.tactics]
    elif kind == "scheme":
        lines = [f"<b>{name}</b>", cat.schemes[name].card.text]
    elif kind == "heroes":
        lines = [f"<b>{name}</b>"] + [
            f"<i>{c.name}</i> (cost {c.cost}, ×{c.copies}): {c.text or 'no ability'}" for c in cat.heroes[name]]
    elif kind == "villains":
        lines = [f"<b>{name}</b>"] + [
            f"<i>{c.name}</i> (Attack {c.attack}, {c.vp} VP, ×{c.copies}): {c.text}" for c in cat.villains[name]]
    else:
        card = cat.henchmen[name]
        lines = [f"<b>{name}</b> (Attack {card.attack}, {card.vp} VP, ×10)", card.text]
    return "<br>".join(lines)


def clear_layout(layout: QLayout) -> None:
    while layout.count():
        item = layout.takeAt(0)
        if item is None:
            break
        widget = item.widget()
        sub = item.layout()
        if widget is not None:
            widget.hide()
            widget.setParent(None)  # gone from findChildren at once, deleted later
            widget.deleteLater()
        elif sub is not None:
            clear_layout(sub)
            sub.deleteLater()


class DraftPage(QWizardPage):
    """A wizard page whose body is a Designer form and whose completeness follows the draft."""

    def __init__(self, wizard: SetupWizard, form: str, title: str, subtitle: str) -> None:
        super().__init__()
        self.wiz = wizard
        self.setTitle(title)
        self.setSubTitle(subtitle)
        self.body = load_form(form)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.body)
        problem = self.body.findChild(QLabel, "problemLabel")
        assert problem is not None
        self.problem_label: QLabel = problem
        # a long problem wraps in the page's width: it never widens the wizard under its buttons
        problem.setWordWrap(True)
        problem.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.fix_button = QPushButton()  # the change that fixes the problem, where there is one
        self.fix_button.setObjectName("fixButton")
        self.fix_button.setVisible(False)
        self.fix_button.clicked.connect(lambda: self.wiz.apply_fix())
        layout.addWidget(self.fix_button, 0, Qt.AlignmentFlag.AlignLeft)

    def refresh(self) -> None:
        """Redraw from the draft; subclasses add their own widgets."""
        self.problem_label.setText(self.wiz.problem or "")
        fix = self.wiz.fix
        self.fix_button.setVisible(fix is not None)
        self.fix_button.setText(fix[0] if fix is not None else "")
        self.completeChanged.emit()

    def isComplete(self) -> bool:  # noqa: N802 (Qt override)
        return self.wiz.problem is None


class PlayersPage(DraftPage):
    def __init__(self, wizard: SetupWizard) -> None:
        super().__init__(wizard, "players_page", "Players",
                         "How many play, their names, and who plays each seat: a person or the computer.")
        spin = self.body.findChild(QSpinBox, "playersSpin")
        assert spin is not None
        self.spin: QSpinBox = spin
        self.edits: list[QLineEdit] = []
        self.labels: list[QLabel] = []
        self.seat_boxes: list[QComboBox] = []
        grid = self.body.findChild(QGridLayout, "namesGrid")
        assert grid is not None
        for i in range(5):
            edit = self.body.findChild(QLineEdit, f"nameEdit{i + 1}")
            label = self.body.findChild(QLabel, f"nameLabel{i + 1}")
            assert edit is not None and label is not None
            edit.setMaxLength(MAX_NAME)
            edit.setText(wizard.draft.names[i])
            edit.textEdited.connect(self._names_changed)
            self.edits.append(edit)
            self.labels.append(label)
            box = QComboBox()
            box.setObjectName(f"seatBox{i + 1}")
            for kind in KINDS:
                box.addItem(describe(kind), kind)
            box.setItemData(0, "A person at this screen", Qt.ItemDataRole.ToolTipRole)
            for n, kind in enumerate(STRENGTHS, start=1):
                box.setItemData(n, STRENGTH_TIPS.get(kind, ""), Qt.ItemDataRole.ToolTipRole)
            box.setCurrentIndex(max(0, box.findData(wizard.seat_kinds[i])))
            box.activated.connect(lambda _index, seat=i: self._seat_changed(seat))
            grid.addWidget(box, i, 2)
            self.seat_boxes.append(box)
        self.seat_note = QLabel()
        self.seat_note.setObjectName("seatNote")
        self.seat_note.setWordWrap(True)
        body_layout = self.body.layout()
        assert isinstance(body_layout, QVBoxLayout)
        body_layout.insertWidget(2, self.seat_note)
        self.spin.setValue(wizard.draft.players)
        self.spin.valueChanged.connect(self._count_changed)

    def _count_changed(self, value: int) -> None:
        self.wiz.draft.players = value
        self.wiz.changed()

    def _names_changed(self) -> None:
        self.wiz.draft.names = [clean_name(e.text()) for e in self.edits]
        self.wiz.changed()

    def _seat_changed(self, seat: int) -> None:
        kind = str(self.seat_boxes[seat].currentData())
        self.wiz.seat_kinds[seat] = kind
        edit = self.edits[seat]
        if is_given_name(edit.text(), seat):  # a name nobody typed says who plays: "Computer 2 (Strong)"
            edit.setText(seat_name(kind, seat))
            self.wiz.draft.names = [clean_name(e.text()) for e in self.edits]
        self.wiz.changed()

    def refresh(self) -> None:
        for i, (edit, label, box) in enumerate(zip(self.edits, self.labels, self.seat_boxes, strict=True)):
            visible = i < self.wiz.draft.players
            edit.setVisible(visible)
            label.setVisible(visible)
            box.setVisible(visible)
        self.seat_note.setText(seat_note(self.wiz.seats()))
        super().refresh()


def remembered_seats(key: str = "wizard/seats") -> list[str] | None:
    """The five seats last used where they were chosen (the wizard's "wizard/seats", Quick Game's
    "quick/seats": each remembers its own), a retired strength read as the one that plays as it did; None
    when none are remembered or the setting is damaged."""
    seats = [current(kind) for kind in str(QSettings().value(key, "")).split("\n")]
    return seats if len(seats) == 5 and all(kind in KINDS for kind in seats) else None


STRENGTH_TIPS = {
    "easy": "The computer plays greedily: every card, the best fight, the dearest Hero",
    "normal": "The computer plays a sound game for the team",
    "strong": "The computer plans a turn ahead, team first, its own points second (it takes longer to think)",
}


def seat_note(seats: Seats) -> str:
    """One line under the seats: how the device passes between the people at the table."""
    people = sum(1 for kind in seats if kind == HUMAN)
    if people == 0:
        return "Every seat is a computer: you watch them play (pause them with Ctrl+P)."
    if people == 1:
        return "One person with computer players: no curtain; the computers play their turns on the table."
    if people < len(seats):
        return "The curtain comes only when the device passes from one person to another; computers play on the table."
    return ""


class SetsPage(DraftPage):
    def __init__(self, wizard: SetupWizard) -> None:
        super().__init__(wizard, "sets_page", "Sets", "The sets whose cards may be drawn.")
        layout = self.body.findChild(QVBoxLayout, "setsLayout")
        assert layout is not None
        available = wizard.draft.available_sets()
        self.boxes: dict[str, QCheckBox] = {}
        for name in SET_TITLES:  # every set this build has, as each registers itself
            box = QCheckBox(SET_TITLES[name])
            box.setObjectName(f"set_{name}")
            if name in available:
                box.setChecked(name in wizard.draft.sets)
                box.toggled.connect(self._toggled)
            else:
                box.setEnabled(False)
                box.setToolTip("Not in this version of Legendary Desktop yet.")
            layout.addWidget(box)
            self.boxes[name] = box
        records = recent_records(paths.history_path())
        self.avoid = QCheckBox("Avoid what we played recently (the last 5 games)")
        self.avoid.setObjectName("avoidRecent")
        self.avoid.setEnabled(bool(records))
        self.avoid.setToolTip("Cards from recent games are drawn less often." if records
                              else "Available once a game has been finished.")
        self.avoid.toggled.connect(lambda on: self._avoid(on, records))
        body_layout = self.body.layout()
        assert isinstance(body_layout, QVBoxLayout)
        body_layout.insertWidget(2, self.avoid)

    def _avoid(self, on: bool, records: list[dict[str, Any]]) -> None:
        self.wiz.draft.weights = recent_weights(records) if on else None
        self.wiz.changed()

    def _toggled(self) -> None:
        self.wiz.draft.sets = {name for name, box in self.boxes.items() if box.isChecked()}
        self.wiz.changed()

    def refresh(self) -> None:
        for name, box in self.boxes.items():  # a fix may have added a set
            if box.isEnabled() and box.isChecked() != (name in self.wiz.draft.sets):
                box.blockSignals(True)
                box.setChecked(name in self.wiz.draft.sets)
                box.blockSignals(False)
        super().refresh()


def cards_button(kind: str, name: Callable[[], str | None]) -> QPushButton:
    """"Cards…": the Card Gallery on the cards of the slot's current choice."""
    button = QPushButton("Cards…")
    button.setObjectName(f"cards_{kind}")
    button.setToolTip(f"See the cards of this {KIND_TITLES.get(kind, kind)} in the Card Gallery")
    button.clicked.connect(lambda: open_gallery(button.window(), name(), modal=True))
    return button


class SlotRow(QWidget):
    """One slot: a combo box (Random or a name) and a re-roll button."""

    def __init__(self, page: SlotsPage, kind: str, current: str, picked: bool, choices: list[str]) -> None:
        super().__init__()
        self.page, self.kind, self.current, self.picked = page, kind, current, picked
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.combo = QComboBox()
        self.combo.setObjectName(f"slot_{kind}")
        self.combo.addItem(f"{RANDOM} ({current})" if not picked else RANDOM, None)
        self.combo.setItemData(0, "Left to chance: the randomizer fills it within the rules.",
                               Qt.ItemDataRole.ToolTipRole)
        for name in choices:
            self.combo.addItem(name, name)
            self.combo.setItemData(self.combo.count() - 1, tooltip(kind, name), Qt.ItemDataRole.ToolTipRole)
        self.combo.setCurrentIndex(self.combo.findData(current) if picked else 0)
        self.combo.setToolTip(tooltip(kind, current))
        self.combo.activated.connect(self._activated)
        self.reroll = QPushButton("Re-roll")
        self.reroll.setObjectName(f"reroll_{kind}")
        self.reroll.setToolTip(f"Replace this {KIND_TITLES.get(kind, kind)} with another at random")
        self.reroll.clicked.connect(lambda: page.wiz.reroll(kind, self.current))
        self.cards = cards_button(kind, lambda: self.current)
        row.addWidget(self.combo, 1)
        row.addWidget(self.reroll)
        row.addWidget(self.cards)

    def _activated(self, index: int) -> None:
        value = self.combo.itemData(index)
        self.page.wiz.pick(self.kind, value, self.current if self.picked else None)


class SlotsPage(DraftPage):
    """A page of slots of one or two kinds (groups or Heroes), rebuilt from the draft."""

    def __init__(self, wizard: SetupWizard, form: str, title: str, subtitle: str,
                 kinds: dict[str, str]) -> None:
        super().__init__(wizard, form, title, subtitle)
        self.kinds = kinds  # kind -> layout name
        self.rows: dict[str, list[SlotRow]] = {k: [] for k in kinds}

    def refresh(self) -> None:
        setup = self.wiz.resolved
        for kind, layout_name in self.kinds.items():
            layout = self.body.findChild(QVBoxLayout, layout_name)
            assert layout is not None
            clear_layout(layout)
            self.rows[kind] = []
            picks: list[str] = list(getattr(self.wiz.draft, kind))
            if setup is None:
                for name in picks:
                    layout.addWidget(self._row(kind, name, True, picks))
                continue
            for note in self.wiz.draft.slot_notes(setup).get(kind, []):
                label = QLabel(f"<i>{html.escape(note)}</i>")
                label.setObjectName(f"note_{kind}")
                layout.addWidget(label)
            locked = self.wiz.draft.locked(setup).get(kind, [])
            for slot in locked:
                label = QLabel(f"<b>{slot.name}</b> (locked) — {slot.reason}")
                label.setObjectName(f"locked_{kind}")
                label.setToolTip(tooltip(kind, slot.name))
                locked_row = QHBoxLayout()
                locked_row.addWidget(label, 1)
                locked_row.addWidget(cards_button(kind, functools.partial(str, slot.name)))
                layout.addLayout(locked_row)
            locked_names = {s.name for s in locked}
            shown = [n for n in getattr(setup, kind) if n not in locked_names]
            for name in shown:
                layout.addWidget(self._row(kind, name, name in picks, list(getattr(setup, kind))))
        super().refresh()

    def _row(self, kind: str, name: str, picked: bool, in_use: list[str]) -> SlotRow:
        choices = [n for n in self.wiz.draft.pool(kind) if n == name or n not in in_use]
        row = SlotRow(self, kind, name, picked, choices)
        self.rows[kind].append(row)
        return row


class MastermindPage(DraftPage):
    def __init__(self, wizard: SetupWizard) -> None:
        super().__init__(wizard, "mastermind_page", "Mastermind and Scheme",
                         "Whom you fight and what they plan. Hover a choice to read its cards.")
        self.combos: dict[str, QComboBox] = {}
        self.infos: dict[str, QLabel] = {}
        for kind, box_layout in (("mastermind", "mastermindLayout"), ("scheme", "schemeLayout")):
            layout = self.body.findChild(QVBoxLayout, box_layout)
            assert layout is not None
            row = QHBoxLayout()
            combo = QComboBox()
            combo.setObjectName(f"combo_{kind}")
            combo.activated.connect(lambda index, k=kind: self._activated(k, index))
            reroll = QPushButton("Re-roll")
            reroll.setObjectName(f"reroll_{kind}")
            reroll.clicked.connect(lambda _=False, k=kind: self.wiz.reroll(k, getattr(self.wiz.resolved, k, "")))
            row.addWidget(combo, 1)
            row.addWidget(reroll)
            row.addWidget(cards_button(kind, functools.partial(self._current, kind)))
            layout.addLayout(row)
            info = QLabel()
            info.setWordWrap(True)
            info.setObjectName(f"info_{kind}")
            info.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            scroll = QScrollArea()  # a long Mastermind's text scrolls in its room, never cut off mid-line
            scroll.setObjectName(f"infoScroll_{kind}")
            scroll.setWidgetResizable(True)
            scroll.setFrameShape(QFrame.Shape.NoFrame)
            scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            scroll.setWidget(info)
            scroll.setStyleSheet("QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }")
            layout.addWidget(scroll, 1)
            self.combos[kind], self.infos[kind] = combo, info
            if kind == "mastermind":
                epic_row = QHBoxLayout()
                epic_row.addWidget(QLabel("Epic side:"))
                self.epic = QComboBox()
                self.epic.setObjectName("epicBox")
                for value, text in (("off", "Off"), ("on", "On"), ("random", "Random")):
                    self.epic.addItem(text, value)
                self.epic.activated.connect(self._epic)
                epic_row.addWidget(self.epic)
                epic_row.addStretch(1)
                layout.addLayout(epic_row)

    def _activated(self, kind: str, index: int) -> None:
        self.wiz.pick(kind, self.combos[kind].itemData(index), None)

    def _current(self, kind: str) -> str | None:
        """The Mastermind or Scheme of the setup as it stands (picked or drawn)."""
        return getattr(self.wiz.resolved, kind) if self.wiz.resolved is not None else None

    def _epic(self, index: int) -> None:
        self.wiz.draft.epic = str(self.epic.itemData(index))
        self.wiz.changed()

    def refresh(self) -> None:
        setup = self.wiz.resolved
        for kind, combo in self.combos.items():
            current = getattr(setup, kind) if setup is not None else None
            picked = getattr(self.wiz.draft, kind)
            combo.clear()
            combo.addItem(f"{RANDOM} ({current})" if current and not picked else RANDOM, None)
            for name in self.wiz.draft.pool(kind):
                combo.addItem(name, name)
                combo.setItemData(combo.count() - 1, tooltip(kind, name), Qt.ItemDataRole.ToolTipRole)
            combo.setCurrentIndex(combo.findData(picked) if picked else 0)
            self.infos[kind].setText(tooltip(kind, current) if current else "")
        possible = self.wiz.draft.epic_possible()
        self.epic.setEnabled(possible)
        self.epic.setCurrentIndex(max(0, self.epic.findData(self.wiz.draft.epic)))
        self.epic.setToolTip("The Mastermind's Epic side: harder, with its own Attack and Master Strike."
                             if possible else "No Mastermind in the chosen sets has an Epic side.")
        super().refresh()


class SummaryPage(DraftPage):
    def __init__(self, wizard: SetupWizard) -> None:
        super().__init__(wizard, "summary_page", "Ready",
                         "The whole setup. Start the game (or host it online for friends), or go back to change it.")
        seed = self.body.findChild(QLineEdit, "seedEdit")
        text = self.body.findChild(QTextBrowser, "summaryText")
        assert seed is not None and text is not None
        self.seed_edit: QLineEdit = seed
        self.text: QTextBrowser = text
        self.seed_edit.textEdited.connect(self._seed_edited)
        self.difficulty = DifficultyRow(self)
        layout = self.body.layout()
        assert layout is not None
        layout.addWidget(self.difficulty)
        # Friends at other computers: this setup, hosted (the lobby then says who plays each seat).
        self.host_button = QPushButton("Host Online Game…")
        self.host_button.setObjectName("hostOnlineButton")
        self.host_button.setToolTip("Play this setup with friends at their own computers: the next window "
                                    "shows a join code to send them and lets you choose who plays each seat.")
        self.host_button.clicked.connect(wizard.host_online)
        self.host_button.setVisible(not wizard.hosting)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.host_button)
        host_row = QWidget()
        host_row.setLayout(row)
        row.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(host_row)

    def initializePage(self) -> None:  # noqa: N802 (Qt override)
        super().initializePage()
        self._estimate()

    def _estimate(self) -> None:
        self.difficulty.show_for(self.wiz.resolved, self.wiz.draft.seed, self.wiz.seats())

    def _seed_edited(self, text: str) -> None:
        """A number: the setup drawn from it, with a fresh secret deal. A deal code (from a finished game's
        end screen): its setup number and its deal, to play that game's shuffles again."""
        if text.strip().isdigit() and len(text.strip()) <= 10:  # a number as before (the field once held 10)
            self.wiz.draft.seed = int(text.strip())
            if self.wiz.draft.from_code:
                self.wiz.draft.new_deal()
            self.wiz.changed(keep_seed_edit=True)
        elif is_code(text):
            self.wiz.draft.use_code(text)
            self.wiz.changed(keep_seed_edit=True)

    def refresh(self) -> None:
        if not self.seed_edit.hasFocus():
            self.seed_edit.setText(self.wiz.draft.deal().code() if self.wiz.draft.from_code
                                   else str(self.wiz.draft.seed))
        self.text.setHtml(summary_html(self.wiz.resolved, self.wiz.draft.seed, self.wiz.seats(),
                                       self.wiz.draft.from_code))
        if self.wiz.currentPage() is self:
            self._estimate()
        super().refresh()


#: Between the names of a list: a name may hold a comma ("Scott Lang, Cat Burglar"), so never a comma.
LIST = " · "


def summary_html(setup: Setup | None, seed: int, seats: Seats | None = None, from_code: bool = False) -> str:
    from legendary_desktop.setup.notes import setup_notes, stacks

    if setup is None:
        return "<p>No legal setup for these choices.</p>"
    comp = composition(setup)
    stack = stacks(setup)  # the stacks as the game lays them out (what the table shows at the start)
    deck = comp["villain_deck"]
    assert isinstance(deck, dict)
    names = setup.player_names()
    seats = seats or ()
    rows = [
        ("Players", LIST.join(name + (f" (computer, {seats[i].title()})" if i < len(seats) and seats[i] != HUMAN
                                      and name != seat_name(seats[i], i) else "") for i, name in enumerate(names))),
        ("Sets", LIST.join(SET_TITLES.get(s, s) for s in setup.sets)),
        ("Mastermind", setup.mastermind + (" (Epic)" if setup.epic else "")),
        ("Scheme", setup.scheme),
        ("Villain groups", LIST.join(setup.villains)),
        ("Henchmen groups", LIST.join(setup.henchmen)),
        ("Heroes", LIST.join(setup.heroes)),
        ("Villain Deck", f"{deck['total']} cards: {deck['villains']} Villains, {deck['henchmen']} Henchmen, "
                         f"{deck['bystanders']} Bystanders, {deck['scheme_twists']} Scheme Twists, "
                         f"{deck['master_strikes']} Master Strikes"
                         + (f", {deck['heroes']} Heroes" if deck["heroes"] else "")),
        ("Hero Deck", f"{comp['hero_deck']} cards"),
        *([("Set aside", LIST.join(setup.extras))] if setup.extras else []),
        *[("Note", note) for note in setup_notes(setup)],
        ("Stacks", f"{stack['bystanders']} Bystanders"
                   + (f" (the sets' {comp['special_bystanders']} special ones shuffled in)"
                      if comp["special_bystanders"] else "")
                   + f", {stack['wounds']} Wounds, {stack['officers']} Officers"),
        ("Seed", f"{seed} (the setup; the shuffles are secret)"),
        ("Deal", "a finished game's, from its deal code" if from_code
         else "secret, new for this game (its code is shown when the game is over)"),
    ]
    body = "".join(f"<tr><td><b>{k}</b></td><td>{html.escape(v)}</td></tr>" for k, v in rows)
    return f"<table cellspacing='6'>{body}</table>"


class SetupWizard(QWizard):
    """Builds a legal setup from the players' choices; `setup()` and `seed()` give the result."""

    def __init__(self, parent: QWidget | None = None, remember: bool = True, hosting: bool = False) -> None:
        super().__init__(parent)
        self.hosting = hosting  # opened by Game → Host Online Game: its Finish opens the lobby
        self.host_requested = False  # the summary page's Host Online Game… was chosen (instead of Start Game)
        self.setWindowTitle("Host Online Game" if hosting else "New Game")
        self.setObjectName("setupWizard")
        self.remember = remember
        self.draft = Draft(names=[f"Player {i + 1}" for i in range(5)], seed=random.randrange(1, 10**9))
        self.seat_kinds: list[str] = [HUMAN] * 5  # who plays each of the five seats (the first `players` count)
        if remember:
            self._restore()
        self.resolved: Setup | None = None
        self.problem: str | None = None
        self.fix: tuple[str, Callable[[], None]] | None = None  # a button's words and what it changes
        self._resolve()
        self.pages: list[DraftPage] = [
            PlayersPage(self),
            SetsPage(self),
            MastermindPage(self),
            SlotsPage(self, "groups_page", "Villains and Henchmen",
                      "Pick groups or leave them to chance. Groups the rules require are locked.",
                      {"villains": "villainSlots", "henchmen": "henchmenSlots"}),
            SlotsPage(self, "heroes_page", "Heroes", "Pick Heroes or leave them to chance.", {"heroes": "heroSlots"}),
            SummaryPage(self),
        ]
        for page in self.pages:
            self.addPage(page)
        self.setOption(QWizard.WizardOption.HaveCustomButton1, True)
        self.setButtonText(QWizard.WizardButton.CustomButton1, "Randomize All")
        self.setButtonText(QWizard.WizardButton.FinishButton, "Open the Lobby" if hosting else "Start Game")
        self.customButtonClicked.connect(self._custom)
        self.resize(760, 560)
        self.refresh()

    # ------------------------------------------------------------ model
    def _resolve(self) -> None:
        self.fix = None
        try:
            self.resolved, self.problem = self.draft.resolve(), None
        except OutsideSets as err:  # named by the set's title, with the change that fixes it
            missing = err.set_id
            title = SET_TITLES.get(missing, missing)
            self.resolved, self.problem = None, f"{err.name} is from {title}, which this game does not use."
            self.fix = (f"Add {title} to the game", lambda: self.draft.sets.add(missing))
        except SetupError as err:
            self.resolved, self.problem = None, str(err)

    def apply_fix(self) -> None:
        """The problem's fix (a set added); the pages show the setup it gives."""
        if self.fix is not None:
            self.fix[1]()
            self.changed()

    def changed(self, keep_seed_edit: bool = False) -> None:
        self._resolve()
        self.refresh()

    def refresh(self) -> None:
        for page in self.pages:
            page.refresh()

    def pick(self, kind: str, value: str | None, previous: str | None) -> None:
        self.draft.pick(kind, value, previous)
        self.changed()

    def reroll(self, kind: str, current: str) -> None:
        if self.resolved is not None:
            self.draft.reroll(kind, current)
        self.changed()

    def randomize_all(self) -> None:
        self.draft.randomize_all()
        self.changed()

    def _custom(self, which: int) -> None:
        if which == QWizard.WizardButton.CustomButton1.value:
            self.randomize_all()

    # ------------------------------------------------------------ result
    def setup(self) -> Setup:
        if self.resolved is None:
            raise SetupError(self.problem or "no legal setup")
        return self.resolved

    def seed(self) -> Deal:
        """What the game is dealt from: a secret deal (labelled with the setup's number)."""
        return self.draft.deal()

    def seats(self) -> Seats:
        """Who plays each seat of the game: "human", or a computer player's strength."""
        return tuple(self.seat_kinds[: self.draft.players])

    def host_online(self) -> None:
        """The summary page's Host Online Game…: finish the wizard with this setup, to be hosted."""
        if self.resolved is None:
            return
        self.host_requested = True
        self.accept()

    def accept(self) -> None:
        if self.resolved is None:
            return
        if self.remember:
            self._store()
        super().accept()

    def done(self, result: int) -> None:
        summary = self.pages[-1]
        assert isinstance(summary, SummaryPage)
        summary.difficulty.shutdown()
        super().done(result)

    # ------------------------------------------------------------ memory
    def _store(self) -> None:
        s = QSettings()
        d = self.draft
        s.setValue("wizard/players", d.players)
        s.setValue("wizard/names", "\n".join(d.names))
        s.setValue("wizard/sets", "\n".join(sorted(d.sets)))
        s.setValue("wizard/mastermind", d.mastermind or "")
        s.setValue("wizard/epic", d.epic)
        s.setValue("wizard/scheme", d.scheme or "")
        s.setValue("wizard/seats", "\n".join(self.seat_kinds))
        for kind in ("villains", "henchmen", "heroes"):
            s.setValue(f"wizard/{kind}", "\n".join(getattr(d, kind)))

    def _restore(self) -> None:
        s = QSettings()
        d = self.draft
        cat = d.cat
        try:
            players = int(str(s.value("wizard/players", d.players)))
        except ValueError:
            players = d.players
        d.players = players if 2 <= players <= 5 else 3
        names = [n[:MAX_NAME] for n in str(s.value("wizard/names", "")).split("\n") if n]  # a file: bounded
        if len(names) == 5:
            d.names = names
        seats = remembered_seats()
        if seats is not None:
            self.seat_kinds = seats
        sets = {x for x in str(s.value("wizard/sets", "")).split("\n") if x in SET_TITLES}
        if sets:
            d.sets = sets
        mm, sch = str(s.value("wizard/mastermind", "")), str(s.value("wizard/scheme", ""))
        d.mastermind = mm if mm in cat.masterminds else None
        epic = str(s.value("wizard/epic", "off"))
        d.epic = epic if epic in ("off", "on", "random") else "off"
        d.scheme = sch if sch in cat.schemes else None
        pools: dict[str, set[str]] = {"villains": set(cat.villains), "henchmen": set(cat.henchmen),
                                      "heroes": set(cat.heroes)}
        for kind, pool in pools.items():
            setattr(d, kind, [n for n in str(s.value(f"wizard/{kind}", "")).split("\n") if n in pool])
        if d.problem() is not None:  # remembered picks that no longer fit: start fresh
            d.randomize_all(d.seed)
