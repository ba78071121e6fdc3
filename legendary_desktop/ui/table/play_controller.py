"""Turns the pending decision into what the table shows and turns clicks into answers.

One controller per window. On every new decision it decides whether the pass-and-play
curtain must cover the table (the deciding player changed), which cards are options,
and what the prompt bar offers. Clicks on the table and the bar become `model.answer(...)`.

Computer seats never get the curtain and never take the device: the curtain comes only when a
person's decision follows another person's (whatever computers did between), never with one person.
While a computer decides, its hand stays hidden and the bar says what it does (`computer_shown`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import chain
from typing import Protocol

from PySide6.QtCore import QObject, Signal

from legendary_desktop.engine.actions import spendable
from legendary_desktop.engine.catalog import catalog
from legendary_desktop.engine.decision import ACTION, CHOOSE_CARDS, CHOOSE_ONE, ORDER, TOP_BOTTOM, Decision
from legendary_desktop.engine.table_view import Table
from legendary_desktop.persistence.saved_seats import seat_name
from legendary_desktop.ui.table.board_scene import BoardScene, Interaction, overlay_cards
from legendary_desktop.ui.table.events_view import step_heading
from legendary_desktop.ui.table.prompt_bar import PromptBar
from legendary_desktop.ui.table.table_source import TableSource


def picks_many(d: Decision) -> bool:
    """Does this decision collect several cards before a Confirm (rather than answer on one click)?"""
    return d.kind == CHOOSE_CARDS and d.max > 1


#: Curtain behaviour (Preferences): cover the table whenever the device changes hands, only when the
#: next player will see something private, or never (open hands, for casual play).
CURTAIN_ALWAYS, CURTAIN_PRIVATE, CURTAIN_OPEN = "always", "private", "open"

#: Events worth telling a player who did not see them happen ("since your last turn").
NOTABLE = {"reveal", "enter", "escape", "strike", "twist", "scheme", "ambush", "capture", "wound", "tactic", "fight",
           "recruit", "end"}


def choice_groups(d: Decision, copies: list[list[int]]) -> list[list[int]]:
    """The cards a decision offers, in the order first offered, each list the copies that are one choice
    (`copies`: the groups of more than one, as the table has them)."""
    group_of = {c: group for group in copies for c in group}
    out: list[list[int]] = []
    for c in dict.fromkeys(o.card for o in d.options if o.card is not None):
        group = group_of.get(c)
        if group is None:
            out.append([c])
        elif group[0] == c:
            out.append(list(group))
    return out


def option_caption(name: str, text: str) -> str:
    """What an option says beyond the card's name: "Melter (Bank)" -> "Bank"."""
    if text.startswith(name):
        rest = text[len(name):].strip().strip("()").strip()
        return rest[:1].upper() + rest[1:] if rest else ""
    return text


def card_words(t: Table, card: int | None) -> str:
    """A card an answer names, in words: its name and its text (a button's tooltip), "" for none (or a card
    this seat's table does not show)."""
    c = t.cards.get(card) if card is not None else None
    if c is None:
        return ""
    return f"{c.name}: {c.text}" if c.text else c.name


def strip_name(name: str, prompt: str) -> str:
    """"Player 2: KO one of your Heroes" -> "KO one of your Heroes"."""
    for prefix in (f"{name}: ", f"{name}, ", f"{name} "):
        if prompt.startswith(prefix):
            rest = prompt[len(prefix):]
            return rest[:1].upper() + rest[1:]
    return prompt


#: how much of a source card's text the prompt's second line shows (the whole is in its tooltip)
CONTEXT_CHARS = 150


def source_context(g: Table, d: Decision) -> tuple[str, str]:
    """One line of context for a decision: the text of the card it comes from ("Lord Krylar's Yacht: Ambush,
    Fight and Escape: you may say ..."), shortened at a word if long, and the whole; a source that is no card
    (a rule: "Escape") just named in brackets. The card is one on the table, else the catalog's of that name."""
    if not d.source:
        return "", ""
    found = next((c for c in chain((g.mastermind,), g.cards.values(), catalog().by_key.values())
                  if c.name == d.source and c.text), None)
    if found is None:
        return f"({d.source})", ""
    whole = f"{d.source}: {found.text}"
    if len(whole) <= CONTEXT_CHARS:
        return whole, whole
    cut = whole[:CONTEXT_CHARS].rsplit(" ", 1)[0].rstrip(",;:.")
    return cut + "…", whole


def option_key(i: int) -> str:
    """The key of the i-th button (from 0) of a decision: 1 … 9, then Alt+1 … Alt+9."""
    return str(i + 1) if i < 9 else f"Alt+{i - 8}" if i < 18 else ""


def chosen_words(n: int, low: int, high: int) -> str:
    """How many cards are chosen of how many asked: "1 of 2 chosen", "2 of up to 3 chosen"."""
    if low == high:
        return f"{n} of {high} chosen"
    if low == 0:
        return f"{n} of up to {high} chosen"
    return f"{n} chosen ({low}–{high})"


class Animating(Protocol):
    def snapshot(self) -> None: ...

    def start(self) -> None: ...


class ComputerStatus(Protocol):
    paused: bool


class PlayController(QObject):
    """Between the model and the widgets: curtain, options, selection, prompt text."""

    curtainRequested = Signal(int, str)  # player, reason
    curtainLifted = Signal()
    tableChanged = Signal()
    answerHeld = Signal(str)  # an answer the lesson's gate held back, with its friendly word

    def __init__(self, model: TableSource, scene: BoardScene, prompt: PromptBar) -> None:
        super().__init__()
        self.model = model
        self.scene = scene
        self.prompt = prompt
        self.curtain_mode = CURTAIN_PRIVATE
        self.revealed: int | None = None  # whose hand may be face up now
        self.seen_events: dict[int, int] = {}  # player -> events they have seen at the table
        self.curtain_up = False
        self.selected: list[int] = []
        self.confirming_end = False
        self.public = False  # the pending decision shows nothing private: answered without a curtain
        self.animator: Animating | None = None
        self.last_turn = -1
        self.computers: ComputerStatus | None = None
        self.computer_shown: tuple[str, set[int]] | None = None  # what a computer does now: words, lit cards
        self.hint_line = ""  # the hint for the pending decision, once asked
        self.hint_detail = ""  # the search's detail behind it (its tooltip)
        # A lesson's check on each answer before it goes to the game: None lets it through, else the friendly
        # word it gets instead (the answer is not sent).
        self.gate: Callable[[Sequence[str]], str | None] | None = None
        # cards being put in order (left to right; None: the rest of the deck, between tops and bottoms)
        self.arrangement: list[int | None] = []
        self.groups: list[list[int]] = []  # the pending choice's cards, copies that are one choice together
        self.decision: Decision | None = None  # the decision `groups` and `arrangement` are of
        model.gameStarted.connect(self._game_started)
        model.decisionChanged.connect(self._decision_changed)
        model.gameOver.connect(self._game_over)
        scene.cardChosen.connect(self.choose_card)
        scene.overlayAction.connect(self.overlay_action)
        scene.confirmRequested.connect(self.confirm)
        prompt.optionClicked.connect(self.choose_label)
        prompt.confirmClicked.connect(self.confirm)
        prompt.selectAllClicked.connect(self.select_all)
        prompt.selectNoneClicked.connect(self.select_none)
        prompt.peekToggled.connect(self.peek)
        prompt.endTurnClicked.connect(self.end_turn)
        prompt.endTurnConfirmed.connect(lambda: self._answer("end"))
        prompt.endTurnCancelled.connect(self._cancel_end)

    @property
    def curtain_enabled(self) -> bool:
        return self.curtain_mode != CURTAIN_OPEN

    @curtain_enabled.setter
    def curtain_enabled(self, on: bool) -> None:
        self.curtain_mode = CURTAIN_PRIVATE if on else CURTAIN_OPEN

    # -- model events --------------------------------------------------------
    def _game_started(self) -> None:
        self.scene.reset()
        humans = self.model.humans()
        t = self.model.table()
        names = [p.name for p in t.players] if t is not None else []
        # a computer seat named for what plays it ("Computer 2 (Strong)") needs no second label
        kinds = {i: self.model.computer_kind(i) for i in range(len(self.model.seats))}  # people: None
        self.scene.seat_labels = {i: f"Computer ({kind.title()})" for i, kind in kinds.items()
                                  if kind is not None and not (i < len(names) and names[i] == seat_name(kind, i))}
        # One person with computers holds the device all game: no curtain, their hand always theirs.
        self.revealed = humans[0] if len(humans) == 1 else None
        self.curtain_up = False
        self.last_turn = -1
        self.seen_events = {}
        self.scene.overlay_hidden = False

    def _decision_changed(self) -> None:
        t = self.model.table()
        d = self.model.pending
        assert t is not None and d is not None
        self.selected = []
        self.confirming_end = False
        self.scene.overlay_hidden = False
        self.public = False
        self.hint_line = self.hint_detail = ""
        self.computer_shown = None
        self._take_up(t, d)
        if self.model.is_computer(d.player):
            # A computer decides (or, online, a person elsewhere): the device stays with the person who has it;
            # no curtain, no hand shown.
            self.last_turn = t.turn.number
            self.refresh(t)
            return
        # whether answering shows its player what the others must not see: the engine says, in the table
        # (engine/knowledge.py's `private_decision`, sent with the seat's own decision)
        private = t.waiting is None or t.waiting.private
        if self.curtain_mode == CURTAIN_OPEN and not (d.secret and d.player != self.revealed):
            self.revealed = d.player
        elif d.player != self.revealed:
            if self.curtain_mode == CURTAIN_PRIVATE and not private:
                self.revealed = None  # nobody's hand is shown; the next private decision brings a curtain
                self.public = True
            else:
                self.revealed = None
                self.curtain_up = True
                self.curtainRequested.emit(d.player, self._curtain_reason(t, d))
        if self.revealed == d.player or self.public:
            self.seen_events[d.player] = len(self.model.events())
        self.last_turn = t.turn.number
        self.refresh(t)

    def _take_up(self, t: Table, d: Decision | None) -> None:
        """A new pending decision: its copies that are one choice, and its cards to put in order as offered."""
        kinds = (d.kind if d is not None else "", self.decision.kind if self.decision is not None else "")
        if kinds != (ACTION, ACTION):  # into, out of or between choices: the keys start again at the first card
            self.scene.focus_index = -1
        self.decision = d
        self.groups = choice_groups(d, t.groups) if d is not None else []
        cards: list[int | None] = [group[0] for group in self.groups]
        kind = d.kind if d is not None else ""
        self.arrangement = [*cards, None] if kind == TOP_BOTTOM else cards if kind == ORDER else []

    def _curtain_reason(self, g: Table, d: Decision) -> str:
        """One sentence: why this player takes the device now."""
        name = g.players[d.player].name
        if d.player == g.turn.player and g.turn.number != self.last_turn:
            return f"Turn {g.turn.number} begins: it is {name}'s turn."
        if d.player == g.turn.player:
            return f"{name}'s turn goes on."
        # the curtain is for everyone to see: it says what the other seats are told of the decision
        # (engine/knowledge.py), nothing of what the deciding player's hand holds
        prompt = g.waiting.told if g.waiting is not None and g.waiting.told else d.prompt
        if prompt != d.prompt:
            return f"{name} must decide."
        what = strip_name(name, prompt).rstrip(".")
        return f"{name} must decide: {what}."

    def since_last_turn(self, player: int) -> list[str]:
        """What happened since `player` last saw the table, in the log's words (the notable events)."""
        first = self.seen_events.get(player, 0)
        return [e.text for e in self.model.events()[first:] if e.kind in NOTABLE]

    def _game_over(self) -> None:
        self.curtain_up = False
        self.revealed = None
        self.selected = []
        self.refresh()

    def lift_curtain(self) -> None:
        d = self.model.pending
        if d is None:
            return
        self.revealed = d.player
        self.curtain_up = False
        self.seen_events[d.player] = len(self.model.events())
        self.curtainLifted.emit()
        self.refresh()

    # -- drawing -------------------------------------------------------------
    def refresh(self, table: Table | None = None) -> None:
        """Draw the position afresh (`table`: its table, when just made)."""
        g = table if table is not None else self.model.table()
        if g is None:
            return
        d = self.model.pending
        if d is not self.decision:
            self._take_up(g, d)
        self.prompt.clear()
        computer = d is not None and self.model.plays_here(d.player)  # a computer at this screen
        elsewhere = d is not None and not computer and self.model.is_computer(d.player)  # online: not here
        answering = d is not None and not computer and self._may_answer(d)
        if d is not None and computer:
            self._fill_computer(g, d)
        elif d is None or not answering:
            self.scene.set_interaction(Interaction())
            if d is None:
                self.prompt.set_prompt("The game is over.")
            elif elsewhere:
                self.prompt.set_prompt(f"Waiting for {g.players[d.player].name}: {d.prompt}")
            else:
                self.prompt.set_prompt(f"Waiting for {g.players[d.player].name}…")
        else:
            self.scene.set_interaction(self._interaction(g, d))
        if self.animator is not None:
            self.animator.snapshot()
        self.scene.sync(g, self.revealed)
        if self.animator is not None:
            self.animator.start()
        if d is not None and answering:
            self._fill_prompt(g, d)  # after the table: an option whose card is not on it gets a button
        self.tableChanged.emit()

    def _may_answer(self, d: Decision) -> bool:
        return not self.curtain_up and (self.revealed == d.player or self.public) \
            and not self.model.is_computer(d.player)

    def person_may_answer(self) -> bool:
        """Is a person's decision waiting, with the table shown to them (not a curtain, not a computer)?"""
        d = self.model.pending
        return d is not None and self._may_answer(d)

    def _fill_computer(self, g: Table, d: Decision) -> None:
        """A computer decides: say who and what, light the cards it chose, offer Pause."""
        words, lit = self.computer_shown if self.computer_shown is not None else ("", set())
        paused = self.computers is not None and self.computers.paused
        kind, name = self.model.seats[d.player], g.players[d.player].name
        who = name if name == seat_name(kind, d.player) else f"{name} (computer, {kind.title()})"
        if paused:
            head = f"Paused: {who} waits" + (f" to {words[:1].lower()}{words[1:]}" if words else ".")
            detail = "Resume (Ctrl+P) to let the computer players play on."
        else:
            head = f"{who}: {words}" if words else f"{who} is thinking…"
            detail = "Computer players act on their own, at the pace set in Preferences. Pause (Ctrl+P) holds them."
        self.scene.set_interaction(Interaction({}, lit, {}, dim_others=False))
        self.prompt.set_prompt(head, detail)
        self.prompt.show_pause(paused)

    def _interaction(self, g: Table, d: Decision) -> Interaction:
        options = {o.card: o.label for o in d.options if o.card is not None}
        if d.kind == CHOOSE_CARDS:
            captions = {o.card: option_caption(g.cards[o.card].name, o.text) for o in d.options
                        if o.card is not None and o.text != g.cards[o.card].name}
            shown = set(overlay_cards(d))
            faces = [group[0] for group in self.groups if group[0] in shown]
            counts = {group[0]: (sum(1 for c in group if c in self.selected), len(group)) for group in self.groups
                      if len(group) > 1}
            selected = set(self.selected) | {face for face, (n, _) in counts.items() if n}
            title = self._worded(g, d)
            if picks_many(d):
                title = f"{title} — {chosen_words(len(self.selected), d.min, d.max)}"
            return Interaction(options, selected, {}, dim_others=True, overlay=faces, overlay_title=title,
                               overlay_captions=captions, overlay_counts=counts, overlay_steppers=picks_many(d),
                               overlay_heading=step_heading(g, self.model.events()))
        if d.kind == ACTION:
            blocked = {card: why for card, why in g.blocked.items() if card not in options}
            return Interaction(options, set(), blocked, dim_others=False, piles_clickable=True)
        if d.kind == CHOOSE_ONE:
            return Interaction({}, set(), {}, dim_others=False)
        if d.kind in (ORDER, TOP_BOTTOM):
            cards = [c for c in self.arrangement if c is not None]
            return Interaction({c: "" for c in cards}, set(), {}, dim_others=True, overlay=cards,
                               overlay_title=self._worded(g, d), arrange=list(self.arrangement),
                               arrange_kind=d.kind, overlay_heading=step_heading(g, self.model.events()))
        return Interaction(options, set(self.selected), {}, dim_others=True)

    @staticmethod
    def _worded(g: Table, d: Decision) -> str:
        """The prompt, naming the deciding player ("Player 2: choose a Hero to KO")."""
        name = g.players[d.player].name
        return d.prompt if d.prompt.startswith(name) else f"{name}: {d.prompt}"

    def _fill_prompt(self, g: Table, d: Decision) -> None:
        p = self.prompt
        p.show_hint(self.hint_line, self.hint_detail)
        d_prompt = self._worded(g, d)
        source, whole = source_context(g, d)
        p.detail.setToolTip(whole)
        if d.kind == ACTION:
            t = g.turn
            p.set_prompt(d_prompt, f"Click a lit card: hand to play, HQ to recruit, Villain or Mastermind to fight. "
                                   f"Recruit {t.recruit} · Attack {t.attack}.")
            by_card: set[int] = set()
            digits = 0
            for o in d.options:
                if o.label == "play_all":
                    p.add_option_button("play_all", o.text, "P")
                elif o.label == "heal":
                    p.add_option_button("heal", "Heal (KO Wounds)", "H")
                elif o.label != "end" and (o.card is None or o.card in by_card or not self.scene.shows(o.card)):
                    # an action no card stands for, a second action of the same card (a click takes the
                    # first), or a card not on the table (a Shrink Tech on offer beside the Scheme): a
                    # button, so that every option can be reached (by a digit key too)
                    digits += 1
                    p.add_option_button(o.label, o.text, option_key(digits - 1))
                if o.card is not None:
                    by_card.add(o.card)
            p.show_end_turn(self.confirming_end)
            if self.confirming_end:
                p.set_prompt(f"{g.players[d.player].name}: you still have {self._unspent(g, d)} to use. "
                             "End your turn anyway?")
        elif d.kind == CHOOSE_ONE:
            p.set_prompt(d_prompt, source)
            for i, o in enumerate(d.options):
                p.add_option_button(o.label, o.text, option_key(i), card_words(g, o.card))
        elif d.kind == ORDER:
            p.set_prompt(d_prompt, "The leftmost card goes on top. Move a card with ◀ ▶ under it (or Shift+arrows); "
                                   "Enter confirms. " + source)
            p.show_peek(self.scene.overlay_hidden)
            p.show_confirm(True, "Confirm Order")
        elif d.kind == TOP_BOTTOM:
            p.set_prompt(d_prompt, "Cards left of the rest of the deck go on top (leftmost topmost), those right "
                                   "of it underneath. Top / Bottom (T / B) send a card, ◀ ▶ (Shift+arrows) move "
                                   "it; Enter confirms. " + source)
            p.show_peek(self.scene.overlay_hidden)
            p.show_confirm(True, "Confirm")
        elif picks_many(d):
            n = len(self.selected)
            words = chosen_words(n, d.min, d.max)
            p.set_prompt(d_prompt, f"Click cards to choose them: {words}. {source}")
            if d.max >= len(d.options) > 1:
                p.show_selection(n < len(d.options), n > 0)
            p.show_peek(self.scene.overlay_hidden)
            p.show_confirm(d.min <= n <= d.max, f"Confirm ({n} of {d.max})" if d.min == d.max else
                           f"Confirm ({n} chosen)")
        else:
            p.set_prompt(d_prompt, "Click a card to choose it. " + source)
            p.show_peek(self.scene.overlay_hidden)
            digits = 0
            for o in d.options:
                if o.card is None:  # an answer no card stands for: a button (a digit key picks it)
                    digits += 1
                    p.add_option_button(o.label, o.text, option_key(digits - 1))
            if d.min == 0:
                p.add_option_button("", "Choose none", "N")

    @staticmethod
    def _unspent(g: Table, d: Decision) -> str:
        """The Recruit and the Attack left that something on the table could still take, as the decision's
        options say (a Hero to recruit, a Villain to fight): "" when nothing could, and End Turn asks nothing."""
        recruit, attack = spendable(d.options)
        parts = []
        if g.turn.recruit and recruit:
            parts.append(f"{g.turn.recruit} Recruit")
        if g.turn.attack and attack:
            parts.append(f"{g.turn.attack} Attack")
        return " and ".join(parts)

    # -- input ---------------------------------------------------------------
    def _ready(self) -> Decision | None:
        d = self.model.pending
        if d is None or not self._may_answer(d):
            return None
        return d

    def select_all(self) -> None:
        d = self._ready()
        if d is not None and picks_many(d):
            self.selected = [o.card for o in d.options if o.card is not None][: d.max]
            self.refresh()

    def select_none(self) -> None:
        d = self._ready()
        if d is not None and picks_many(d):
            self.selected = []
            self.refresh()

    def peek(self, looking: bool) -> None:
        self.scene.overlay_hidden = looking
        self.refresh()

    def choose_card(self, card_id: int) -> None:
        d = self._ready()
        if d is None:
            return
        if d.kind in (ORDER, TOP_BOTTOM):  # a click on a card to put in order: it goes across the deck
            if d.kind == TOP_BOTTOM and card_id in self.arrangement:
                top = self.arrangement.index(card_id) < self.arrangement.index(None)
                self.overlay_action(card_id, "bottom" if top else "top")
            return
        label = next((o.label for o in d.options if o.card == card_id), None)
        if label is None:
            return
        group = self._group(card_id)
        if picks_many(d) and len(group) > 1 and self.scene.overlay_shown():  # one more copy, or none again
            self.overlay_action(card_id, "more" if self._room(d, group) else "none")
            return
        if picks_many(d):
            if card_id in self.selected:
                self.selected.remove(card_id)
            elif len(self.selected) < d.max:
                self.selected.append(card_id)
            self.refresh()
            return
        self._answer(label)

    def _group(self, card_id: int) -> list[int]:
        return next((group for group in self.groups if card_id in group), [card_id])

    def _room(self, d: Decision, group: list[int]) -> bool:
        return len(self.selected) < d.max and any(c not in self.selected for c in group)

    def overlay_action(self, card_id: int, action: str) -> None:
        """A button (or key) of the overlay: move a card to put in order, or change how many copies are chosen."""
        d = self._ready()
        if d is None:
            return
        if d.kind in (ORDER, TOP_BOTTOM) and card_id in self.arrangement:
            seq = self.arrangement
            at = seq.index(card_id)
            if action in ("left", "right"):
                to = at - 1 if action == "left" else at + 1
                if 0 <= to < len(seq):
                    seq[at], seq[to] = seq[to], seq[at]
            elif action in ("top", "bottom") and d.kind == TOP_BOTTOM:
                on_top = at < seq.index(None)
                if on_top != (action == "top"):
                    seq.remove(card_id)
                    seq.insert(seq.index(None) + (0 if action == "top" else 1), card_id)
            self.refresh()
            self.scene.focus_card(card_id)
            return
        group = self._group(card_id)
        if not picks_many(d) or len(group) < 2:
            return
        if action == "more" and self._room(d, group):
            self.selected.append(next(c for c in group if c not in self.selected))
        elif action == "less":
            chosen = [c for c in self.selected if c in group]
            if chosen:
                self.selected.remove(chosen[-1])
        elif action == "none":
            self.selected = [c for c in self.selected if c not in group]
        self.refresh()
        self.scene.focus_card(group[0])

    def arranged_labels(self, d: Decision) -> list[str]:
        """The answer of an ORDER or TOP_BOTTOM decision, from the cards as they lie in the overlay."""
        if d.kind == ORDER:
            return [next(o.label for o in d.options if o.card == c) for c in self.arrangement if c is not None]
        split = self.arrangement.index(None)
        out = []
        for i, c in enumerate(self.arrangement):
            if c is not None:
                where = "top" if i < split else "bottom"
                out.append(next(o.label for o in d.options if o.card == c and o.label.split(":")[0] == where))
        return out

    def choose_label(self, label: str) -> None:
        d = self._ready()
        if d is None:
            return
        if label == "" and d.min == 0:
            self._answer([])
        elif label in d.labels:
            self._answer(label)

    def confirm(self) -> None:
        d = self._ready()
        if d is None:
            return
        if d.kind in (ORDER, TOP_BOTTOM):
            self._answer(self.arranged_labels(d))
        elif picks_many(d):
            labels = [o.label for c in self.selected for o in d.options if o.card == c]
            self._answer(labels)

    def end_turn(self) -> None:
        d = self._ready()
        g = self.model.drawn_table()
        if d is None or g is None or d.kind != ACTION or "end" not in d.labels:
            return
        if self._held(["end"]):
            return
        if self._unspent(g, d) and not self.confirming_end:
            self.confirming_end = True
            self.refresh()
            return
        self._answer("end")

    def _cancel_end(self) -> None:
        self.confirming_end = False
        self.refresh()

    def _held(self, labels: Sequence[str]) -> bool:
        """Does the lesson's gate hold this answer back? (Then it says why and nothing is sent.)"""
        word = self.gate(labels) if self.gate is not None else None
        if word is not None:
            self.answerHeld.emit(word)
        return word is not None

    def _answer(self, labels: str | list[str]) -> None:
        self.confirming_end = False
        if self._held([labels] if isinstance(labels, str) else labels):
            self.refresh()
            return
        self.model.answer(labels)
