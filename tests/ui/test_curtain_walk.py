"""At one screen, through the real window: games of two people and a computer, and of three people, started
with New Game's wizard and played as a new player plays, by clicks and keys only (the curtain's button or
Enter, cards on the table pointed at and clicked, the prompt bar's buttons, Hint, End Turn or E), with cards
sliding, banners showing and the computer at its own pace. At every frame the window draws, the hands drawn
face up are the hand of the person the curtain was last lifted for (as the clicks on the curtain say, not as
the controller thinks), and while the curtain is up no hand is face up; the words on the screen (the prompt
bar, the curtain, the status bar, the window's title) and the card panel name no card another person holds.

Issue #62, item 6: a person reported seeing another person's hand without a curtain; driving the model
offscreen did not show it. Through the window no hand was ever face up for the wrong person; what another
person did see was a card a reaction asks about: Diving Block's (or Sovereign Bodyguard's, Unbreakable
Cage's) yes/no question came to its holder at whoever's screen, with no curtain, naming the card. The
engine's rule of who may know what (engine/knowledge.py) now makes that question private: it comes behind
its owner's curtain, and the curtain says only who must decide. The normal run plays the first turns of each
game; `-m slow` plays them whole.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton, QWidget, QWizard

from legendary_desktop.engine.decision import ACTION, CHOOSE_ONE, ORDER, TOP_BOTTOM
from legendary_desktop.engine.game import Game
from legendary_desktop.ui.dialogs.preferences import Preferences
from legendary_desktop.ui.dialogs.setup_wizard import SetupWizard
from legendary_desktop.ui.main_window import MainWindow
from legendary_desktop.ui.table.card_item import SELECTED, CardItem, PileItem
from legendary_desktop.ui.table.play_controller import picks_many
from tests.ui.conftest import COMPUTER_WAIT_MS

#: how long a click may wait for the table to settle (a card landing, a banner going): a guard, not a pace
SETTLE_MS = 20_000

#: Heroes with a card that answers another player's Wound from its owner's hand (`reactions=`): its owner is
#: asked whether to reveal it, whoever's turn it is
REACTION_HEROES = ["Captain America", "General Okoye", "Luke Cage Noir"]
#: a Mastermind whose Master Strike wounds each player without a Strength Hero, and Villains that wound
SETUP = {"sets": ["black-panther", "core", "noir"], "mastermind": "Loki", "villains": ["HYDRA"],
         "heroes": REACTION_HEROES}


@dataclass(frozen=True)
class Seating:
    """One game: who sits where, its deal (a finished game's deal code, typed into the wizard), how far the
    normal run plays it."""

    seats: tuple[str, ...]
    names: tuple[str, ...]
    code: str
    turns: int = 3
    curtain: str = "private"  # Preferences: the curtain when the next player would see private cards


#: its seventh turn brings a Sovereign Bodyguard's question to a person while another has the screen
TWO_AND_A_COMPUTER = Seating(("human", "human", "strong"), ("Ann", "Bea", "Computer 3 (Strong)"),
                             "29-" + "1d" * 16, turns=7)
#: its sixth turn, Cy's, brings Ann a Sovereign Bodyguard's question while Cy has the screen
THREE_PEOPLE = Seating(("human", "human", "human"), ("Ann", "Bea", "Cy"), "64-" + "40" * 16, turns=6)
#: the same, with the curtain whenever the device changes hands (so before that question too)
ALWAYS = Seating(("human", "human", "human"), ("Ann", "Bea", "Cy"), "64-" + "40" * 16, turns=6, curtain="always")


# -- what the screen shows ------------------------------------------------------------------------------------
def public_names(g: Game) -> set[str]:
    """The names of the cards everyone at the table sees now (city, HQ, played, the open piles and stacks)."""
    cards: list[int] = [g.mastermind_card, g.scheme_card, *g.turn.played, *g.ko_pile, *g.escape_pile,
                        *g.wound_stack[-1:], *g.officer_stack[-1:], *g.mastermind_bystanders, *g.beside_scheme]
    for area in g.areas:
        for occ in area.city:
            if occ is not None:
                cards += [occ.card, *occ.bystanders, *occ.under]
        cards += [c for c in area.hq if c is not None]
    for p in g.players:
        cards += [*p.victory_pile, *p.discard]
    return {g.cards[c].name for c in cards}


def word_pattern(name: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![\w.]){re.escape(name)}(?![\w])", re.IGNORECASE)


@dataclass
class Problem:
    # "table": a hand face up; "panel": a hand card in the card panel; "words": a hand card named; "reaction":
    # named by the question a card in that hand asks its holder
    kind: str
    text: str


class Watch(QObject):
    """Looks at the window at every frame it draws (every paint of the table's view, the prompt bar, the
    curtain, the status bar, the card panel) and at every change of the scene, and notes what another
    person must not see."""

    def __init__(self, win: MainWindow) -> None:
        super().__init__()
        self.win = win
        self.lifted_for: int | None = None  # the seat named on the curtain the last time its button was clicked
        self.problems: list[Problem] = []
        self.frames = 0
        self.seen: set[tuple[str, str]] = set()
        app = QApplication.instance()
        assert app is not None
        app.installEventFilter(self)
        self.win.scene.changed.connect(lambda _rects: self.look("scene changed"))
        self.hovered: set[int] = set()  # cards the pointer showed in the card panel
        self.win.scene.cardHovered.connect(self.hovered.add)
        self.lifts = 0  # times the curtain was lifted
        self.hint: tuple[str, int] = ("", 0)  # the last Hint's line, and the lifts before it was given
        self.win.computers.hintReady.connect(lambda line: setattr(self, "hint", (line, self.lifts)))

    def stop(self) -> None:
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Paint and isinstance(obj, QWidget) and obj.window() is self.win:
            if obj is self.win.view.viewport():
                self.frames += 1
                self.look("frame")
            else:
                self.look_at_words("frame")
        return False

    # -- the checks -----------------------------------------------------------------------------------------
    @property
    def game(self) -> Game | None:
        g = self.win.model.game
        return None if g is None or g.over else g

    def curtain_up(self) -> bool:
        return self.win.stack.currentWidget() is self.win.curtain

    def note(self, kind: str, text: str) -> None:
        g = self.game
        where = f"turn {g.turn.number}, answer {len(g.answers)}" if g is not None else ""
        if (kind, text) not in self.seen:
            self.seen.add((kind, text))
            self.problems.append(Problem(kind, f"{where}: {text}"))

    def look(self, when: str) -> None:
        self.look_at_hands(when)
        self.look_at_words(when)

    def look_at_hands(self, when: str) -> None:
        """Every hand card drawn face up (on the table or in the choice overlay) is the hand of the person the
        curtain was last lifted for; while the curtain is up, none is."""
        g = self.game
        if g is None:
            return
        scene = self.win.scene
        curtain = self.curtain_up()
        for p in g.players:
            for c in p.hand:
                for item in (scene.items_by_id.get(c), scene.overlay_items.get(c)):
                    if item is None or not item.isVisible() or not item.face_up:
                        continue
                    if curtain:
                        self.note("table", f"{when}: {p.name}'s {g.cards[c].name} face up while the curtain is up")
                    elif p.index != self.lifted_for:
                        whose = "nobody" if self.lifted_for is None else g.players[self.lifted_for].name
                        self.note("table", f"{when}: {p.name}'s {g.cards[c].name} face up; the curtain was last "
                                           f"lifted for {whose}")

    def secret_names(self, g: Game) -> dict[str, tuple[str, bool]]:
        """The names of the cards other people hold, that the screen must not tell: name -> (whose, asked of them
        by that card: a reaction's question). Left out: the curtain's person's own cards, names anyone sees
        on the table (a copy in the HQ), and a card its holder revealed this turn (the log says so)."""
        person = None if self.curtain_up() else self.lifted_for
        public = public_names(g)
        if person is not None:
            public |= {g.cards[c].name for c in g.players[person].hand}
        revealed = {c for e in g.events if e.turn == g.turn.number for c in e.cards}
        d = g.pending
        if d is not None and self.win.model.is_computer(d.player):  # it says what it plays: its own cards
            public |= {g.cards[c].name for c in g.players[d.player].hand}
        out: dict[str, tuple[str, bool]] = {}
        for p in g.players:
            if p.index == person or self.win.model.is_computer(p.index):
                continue
            for c in p.hand:
                name = g.cards[c].name
                if c in revealed:
                    continue
                # a copy in the HQ does not tell that they hold one; a question their card asks them does
                asked = d is not None and d.player == p.index and d.source == name
                if name not in public or asked:
                    out[name] = (p.name, asked)
        return out

    def shown_words(self) -> list[tuple[str, str]]:
        """(where, words) of every text the window shows now, besides the table's cards."""
        win = self.win
        out = [("status bar", win.statusBar().currentMessage()), ("window title", win.windowTitle())]
        if self.curtain_up():
            c = win.curtain
            log = {e.text for e in win.model.events()}  # the log is everyone's: its lines on the curtain too
            summary = [line for line in c.summary.text().splitlines() if line.removeprefix("•  ") not in log]
            out += [("curtain", c.title.text()), ("curtain", c.reason.text()), ("curtain", "\n".join(summary)),
                    ("curtain", c.button.text())]
        elif win.stack.currentWidget() is win.table:
            bar = win.prompt_bar
            out += [("prompt", bar.prompt.text()), ("prompt detail", bar.detail.text())]
            if bar.hint_text.isVisible():
                out.append(("hint", bar.hint_text.text()))
            for b in (*bar.option_buttons, bar.confirm, bar.end_anyway):
                if b.isVisible():
                    out += [("button", b.text()), ("button tooltip", b.toolTip())]
        return out

    def look_at_words(self, when: str) -> None:
        g = self.game
        if g is None:
            return
        secret = self.secret_names(g)
        if secret:
            for where, words in self.shown_words():
                for name, (whose, asked) in secret.items():
                    if words and word_pattern(name).search(words):
                        self.note("reaction" if asked else "words",
                                  f"{when}: the {where} names {name}, in {whose}'s hand: {words!r}")
        person = None if self.curtain_up() else self.lifted_for
        message = self.win.statusBar().currentMessage()
        line, lifts = self.hint
        if message and message == line and (self.curtain_up() or self.lifts > lifts):  # the last person's Hint
            self.note("words", f"{when}: the status bar still shows the Hint asked before the curtain: {message!r}")
        panel = self.win.inspector_dock.inspector
        card = getattr(panel, "card_id", None)
        if card is not None and self.win.inspector_dock.isVisible():
            for p in g.players:
                if p.index != person and card in p.hand and g.cards[card].name not in public_names(g):
                    self.note("panel", f"{when}: the card panel shows {g.cards[card].name}, in {p.name}'s hand")

    def of(self, kind: str) -> list[str]:
        return [p.text for p in self.problems if p.kind == kind]


# -- a person at the window -----------------------------------------------------------------------------------
class Person:
    """Plays the window by clicks: lifts the curtain, plays the hand card by card, fights, recruits, ends the
    turn; in a choice takes the first cards or answer offered. Waits for the computer and for cards to land
    on conditions, never on the clock."""

    def __init__(self, win: MainWindow, qtbot, watch: Watch) -> None:
        self.win, self.qtbot, self.watch = win, qtbot, watch
        self.clicks = self.keys = self.lifts = 0
        self.hinted: set[int] = set()  # the turns whose person asked for a hint

    @property
    def game(self) -> Game:
        g = self.win.model.game
        assert g is not None
        return g

    def click(self, widget: QWidget, pos: QPoint | None = None) -> None:
        assert widget.isVisible() and widget.isEnabled(), f"{widget} can't be clicked"
        self.clicks += 1
        if pos is None:
            QTest.mouseClick(widget, Qt.MouseButton.LeftButton)
        else:
            QTest.mouseClick(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
        QApplication.processEvents()

    def lift_curtain(self) -> None:
        curtain = self.win.curtain
        named = curtain.title.text()
        names = [p.name for p in self.game.players]
        assert named in names, f"the curtain names {named!r}"
        self.watch.lifted_for = names.index(named)  # from this click (or key) on, the table is theirs
        self.watch.lifts += 1
        self.lifts += 1
        if self.lifts % 2:
            self.click(curtain.button)
        else:  # Enter, which the curtain takes once it has been up for a moment (a key held by the last player
            # does not lift it)
            self.qtbot.waitUntil(lambda: curtain.shown_at.elapsed() >= curtain.enter_pause_ms, timeout=SETTLE_MS)
            assert QApplication.focusWidget() is curtain
            self.key(Qt.Key.Key_Return)
        assert not self.watch.curtain_up(), "the curtain stayed"
        self.watch.look("curtain lifted")  # at once too, before any frame is drawn

    def key(self, key: Qt.Key) -> None:
        """A key, to the widget that has the keyboard focus."""
        target = QApplication.focusWidget()
        assert target is not None, "nothing has the keyboard focus"
        self.keys += 1
        QTest.keyClick(target, key)
        QApplication.processEvents()

    def point_on(self, item: CardItem | PileItem) -> QPoint | None:
        """A point of the view where the item is the one under the pointer (cards overlap: try a few)."""
        view = self.win.view
        for fx, fy in ((0.12, 0.5), (0.5, 0.5), (0.12, 0.2), (0.12, 0.85), (0.8, 0.5)):
            pos = view.mapFromScene(QPointF(item.x() + item.w * fx, item.y() + item.h * fy))
            if view.viewport().rect().contains(pos) and view.itemAt(pos) is item:
                return pos
        return None

    def click_item(self, item: CardItem | PileItem) -> None:
        self.qtbot.waitUntil(lambda: self.point_on(item) is not None, timeout=SETTLE_MS)  # not under a banner
        pos = self.point_on(item)
        assert pos is not None
        QTest.mouseMove(self.win.view.viewport(), pos)  # the pointer goes there first: the card panel shows it
        self.click(self.win.view.viewport(), pos)

    def read_hand(self) -> None:
        """Point at the last card of the hand, as a person reads it in the card panel (it is played last, so it
        is still in the hand when the turn stops for another person's question)."""
        hand = [self.win.scene.items_by_id.get(c) for c in self.game.players[self.game.turn.player].hand]
        shown = [i for i in hand if i is not None and i.isVisible() and i.face_up]
        pos = self.point_on(shown[-1]) if shown else None
        if pos is not None:
            QTest.mouseMove(self.win.view.viewport(), pos)

    def settled(self) -> bool:
        return not self.win.animator.running

    def bar_buttons(self) -> list[QPushButton]:
        bar = self.win.prompt_bar
        return [b for b in bar.option_buttons if b.isVisible() and b.isEnabled()
                and b.property("optionLabel") not in ("__results__", "play_all", "heal")]

    def step(self) -> None:
        """One thing a person does at the window now."""
        win, g = self.win, self.game
        if self.watch.curtain_up():
            self.lift_curtain()
            return
        d = g.pending
        assert d is not None
        if win.model.is_computer(d.player):  # the computer's turn: wait for its answer, at its pace
            answers = len(g.answers)
            self.qtbot.waitUntil(lambda: len(g.answers) > answers or g.over, timeout=COMPUTER_WAIT_MS)
            return
        self.qtbot.waitUntil(self.settled, timeout=SETTLE_MS)  # the cards land before a person clicks
        bar, scene, ctl = win.prompt_bar, win.scene, win.controller
        if d.kind != ACTION and not ctl.selected:  # a choice: a new player asks what a computer would choose
            self.ask_hint()
        if bar.end_anyway.isVisible():
            self.click(bar.end_anyway)
        elif d.kind in (ORDER, TOP_BOTTOM):
            self.click(bar.confirm)
        elif d.kind == CHOOSE_ONE:
            self.click(self.bar_buttons()[0])
        elif d.kind == ACTION:
            self.act()
        elif picks_many(d):
            chosen = len(ctl.selected)
            want = max(d.min, min(1, d.max))
            unpicked = [i for i in scene.clickables() if isinstance(i, CardItem) and i.state != SELECTED]
            if chosen < want and unpicked:
                self.click_item(unpicked[0])
            else:
                self.click(bar.confirm)
        else:
            targets = [i for i in scene.clickables() if isinstance(i, (CardItem, PileItem))]
            if targets:
                self.click_item(targets[0])
            else:
                self.click(self.bar_buttons()[0])

    def ask_hint(self) -> None:
        """Hint, as a new player asks it; its line comes in the prompt bar (and the status bar)."""
        bar = self.win.prompt_bar
        if bar.hint.isVisible():
            self.click(bar.hint)
            self.qtbot.waitUntil(lambda: bool(bar.hint_text.text()), timeout=COMPUTER_WAIT_MS)

    def act(self) -> None:
        """The main phase: play the hand left to right, then fight, then recruit (the dearest), then End Turn."""
        self.read_hand()
        if self.game.turn.number not in self.hinted:  # the turn's first move: what would a computer do?
            self.hinted.add(self.game.turn.number)
            self.ask_hint()
        scene = self.win.scene
        options = scene.interaction.options
        items = [i for i in scene.clickables() if isinstance(i, (CardItem, PileItem))]

        def label(i: CardItem | PileItem) -> str:
            card = i.card_id if isinstance(i, CardItem) else i.top_id
            return options.get(card, "") if card is not None else ""

        for kind in ("play:", "fight:", "recruit:"):
            found = [i for i in items if label(i).startswith(kind)]
            if kind == "recruit:":
                found.sort(key=lambda i: -int(re.sub(r"\D", "", self.option_text(label(i))) or 0))
            if found:
                self.click_item(found[0])
                return
        if self.game.turn.number % 2:
            self.click(self.win.prompt_bar.end_turn)
        else:
            self.key(Qt.Key.Key_E)  # End Turn's key (Game → End Turn)

    def option_text(self, label: str) -> str:
        """"Recruit Diving Block (6)" -> "6"."""
        d = self.game.pending
        text = next((o.text for o in d.options if o.label == label), "") if d is not None else ""
        m = re.search(r"\((\d+)\)\s*$", text)
        return m.group(1) if m else ""


@pytest.fixture(autouse=True)
def wizard_settings_kept():
    """The wizard's remembered setup is this module's while it plays, and as it was afterwards (Quick Game in
    other tests draws from the sets the wizard remembers)."""
    s = QSettings()
    s.beginGroup("wizard")
    before = {key: s.value(key) for key in s.allKeys()}
    s.endGroup()
    yield
    s.remove("wizard")
    for key, value in before.items():
        s.setValue(f"wizard/{key}", value)


# -- starting a game as people do -----------------------------------------------------------------------------
def remember_setup(seating: Seating) -> None:
    """What the wizard remembers of the last game set up (as a returning player has it)."""
    s = QSettings()
    s.setValue("wizard/players", len(seating.seats))
    s.setValue("wizard/names", "\n".join([*seating.names, *(f"Player {i + 1}" for i in range(len(seating.names), 5))]))
    s.setValue("wizard/seats", "\n".join([*seating.seats, *["human"] * (5 - len(seating.seats))]))
    s.setValue("wizard/sets", "\n".join(SETUP["sets"]))
    s.setValue("wizard/mastermind", SETUP["mastermind"])
    s.setValue("wizard/epic", "off")
    s.setValue("wizard/scheme", "")
    s.setValue("wizard/villains", "\n".join(SETUP["villains"]))
    s.setValue("wizard/henchmen", "")
    s.setValue("wizard/heroes", "\n".join(SETUP["heroes"]))


#: as people play: cards slide at the normal speed, the curtain when the next player would see private cards,
#: the computers at their normal pace
PEOPLE_PREFS = Preferences("normal", "private", "normal", "normal")


def open_window(qtbot, prefs: Preferences = PEOPLE_PREFS) -> MainWindow:
    win = MainWindow()
    win.apply_preferences(prefs)
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()  # keys go to it, as to the window a person plays in
    qtbot.waitActive(win)
    return win


def start_with_wizard(win: MainWindow, qtbot, seating: Seating, person: Person) -> None:
    """Welcome → New Game…, Next through the pages, the deal code typed on the last one, Start Game."""
    remember_setup(seating)
    person.click(win.welcome_new)
    qtbot.waitUntil(lambda: win.findChild(SetupWizard) is not None and win.findChild(SetupWizard).isVisible())
    wizard = win.findChild(SetupWizard)
    assert wizard is not None
    players = wizard.pages[0]
    assert [box.currentData() for box in players.seat_boxes[: len(seating.seats)]] == list(seating.seats)
    for _ in range(len(wizard.pages) - 1):
        person.click(wizard.button(QWizard.WizardButton.NextButton))
    summary = wizard.pages[-1]
    assert wizard.currentPage() is summary
    edit = summary.seed_edit
    person.click(edit)
    QTest.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(edit, seating.code)
    person.click(wizard.button(QWizard.WizardButton.FinishButton))
    qtbot.waitUntil(lambda: win.model.game is not None and not any(w.isVisible() for w in
                                                                     win.findChildren(SetupWizard)))
    win.activateWindow()  # the wizard closed: the window has the keyboard again
    qtbot.waitActive(win)
    g = win.model.game
    assert [p.name for p in g.players] == list(seating.names)
    assert {n for n in g.setup.heroes} >= set(REACTION_HEROES)


@dataclass
class Walk:
    watch: Watch
    clicks: int
    keys: int
    turns: int
    seconds: float
    over: bool
    asked: list[str]  # questions a card in a person's hand asked them while another person had the screen


WALKS: dict[tuple[Seating, bool], Walk] = {}


def walk(qtbot, seating: Seating, whole: bool, prefs: Preferences = PEOPLE_PREFS) -> Walk:
    """The game played through the window: whole, or its first `seating.turns` turns (once per run: the tests
    below read the same walk)."""
    key = (seating, whole)
    if key in WALKS:
        return WALKS[key]
    started = time.monotonic()
    win = open_window(qtbot, Preferences(prefs.animation, seating.curtain, prefs.text_size, prefs.pace))
    watch = Watch(win)
    person = Person(win, qtbot, watch)
    asked: list[str] = []
    try:
        start_with_wizard(win, qtbot, seating, person)
        g = win.model.game
        for _ in range(40_000):
            if g.over or (not whole and g.turn.number > seating.turns and not watch.curtain_up()):
                break
            d = g.pending
            if d is not None and d.player != watch.lifted_for and not win.model.is_computer(d.player) and \
                    d.source in {g.cards[c].name for c in g.players[d.player].hand}:
                whose = "their" if d.player == g.turn.player else f"{g.players[g.turn.player].name}'s"
                line = f"turn {g.turn.number} ({whose} turn): {d.prompt}"
                if line not in asked:
                    asked.append(line)
            person.step()
        else:
            raise AssertionError("the game did not end")
        if g.over:
            qtbot.waitUntil(lambda: win.stack.currentWidget() is win.end_screen, timeout=SETTLE_MS)
    finally:
        watch.stop()
    result = Walk(watch, person.clicks, person.keys, g.turn.number, time.monotonic() - started, g.over, asked)
    WALKS[key] = result
    print(f"\n{seating.names} ({seating.curtain}): {result.turns} turns, {result.clicks} clicks, {result.keys} "
          f"keys, {len(watch.hovered)} cards hovered, {watch.frames} frames, {result.seconds:.1f} s, over: "
          f"{result.over}; asked from a hand: {asked}; problems: {[p.text for p in watch.problems]}")
    win.close()
    return result


def shows_each_hand_only_to_its_person(seating: Seating, result: Walk) -> None:
    assert result.watch.frames > 100, "hardly a frame of the table was drawn"
    assert result.clicks > 20 and result.keys > 2
    assert len(result.watch.hovered) > 5, "the pointer hardly showed a card in the card panel"
    assert result.watch.of("table") == []
    assert result.watch.of("panel") == []
    assert result.watch.of("words") == []
    if seating.curtain == "always":  # every question of another person comes after a curtain, which names no card
        assert result.watch.of("reaction") == []


SEATINGS = pytest.mark.parametrize("seating", [TWO_AND_A_COMPUTER, THREE_PEOPLE, ALWAYS],
                                   ids=["two-and-a-computer", "three-people", "curtain-always"])
#: the one leak the walk finds: a card in a person's hand that answers a Wound (Diving Block, Sovereign
#: Bodyguard, Unbreakable Cage) asks its yes/no question at the screen of whoever holds it then, naming the
#: card, with no curtain (`needs_privacy` takes a question without cards for public)
class NamedInTheOpen(Exception):
    """A question a card in a person's hand asks them named that card at a screen another person had."""


def no_reaction_named(result: Walk) -> None:
    """(Its own exception, so that the xfail below is this leak's, never a walk that broke.)"""
    if result.watch.of("reaction"):
        raise NamedInTheOpen("\n".join(result.watch.of("reaction")))


@SEATINGS
def test_first_turns_show_each_hand_only_to_its_person(qtbot, seating):
    shows_each_hand_only_to_its_person(seating, walk(qtbot, seating, whole=False))


PRIVATE = pytest.mark.parametrize("seating", [TWO_AND_A_COMPUTER, THREE_PEOPLE],
                                  ids=["two-and-a-computer", "three-people"])


@PRIVATE
def test_first_turns_reach_a_reaction_asked_with_another_person_at_the_screen(qtbot, seating):
    assert walk(qtbot, seating, whole=False).asked


@PRIVATE
def test_a_reaction_question_names_no_card_of_another_persons_hand(qtbot, seating):
    no_reaction_named(walk(qtbot, seating, whole=False))


@pytest.mark.slow
@SEATINGS
def test_whole_games_show_each_hand_only_to_its_person(qtbot, seating):
    result = walk(qtbot, seating, whole=True)
    assert result.over
    shows_each_hand_only_to_its_person(seating, result)
    assert result.asked  # a reaction card asked a person while another had the screen


@pytest.mark.slow
@PRIVATE
def test_whole_games_ask_no_reaction_question_naming_a_card_of_another_persons_hand(qtbot, seating):
    no_reaction_named(walk(qtbot, seating, whole=True))
