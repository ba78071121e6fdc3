"""Lessons the coach gives: the guided first game and each set's short scenarios, as data.

A lesson is a list of `Step`s. Each step says what to do next and why (`say`), and waits for one action
(`want`): the answer it expects to the pending decision, from which the coach also knows what to point at
(the cards that answer picks, or the button it names). Another action gets the step's friendly word and is
not sent to the game, so the lesson never goes off its script and the game stays the one the script was
written for (same setup + seed + answers, same game).

Copies of a card are one action: playing any of three S.H.I.E.L.D. Agents is playing "a S.H.I.E.L.D. Agent".

The base game registers the guided game (`register_guide`); every set registers its scenarios
(`register_scenario`), the way status lines are registered in engine/status.py. The window names no set:
it lists what is registered.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from legendary_desktop.engine import sets
from legendary_desktop.engine.decision import CHOOSE_CARDS, ORDER, TOP_BOTTOM, Decision, Option
from legendary_desktop.engine.table_facts import current_values, on_table, shown_def
from legendary_desktop.engine.values import enemy_attack, hero_cost

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game
    from legendary_desktop.engine.spec import Setup

Answer = list[str]


@dataclass(frozen=True)
class Want:
    """The one action a step waits for: `find` gives the expected answer's labels for the pending decision
    (None when that decision has no such answer), `does` says it in a few words for the friendly word."""

    does: str
    find: Callable[[Game, Decision], Answer | None]


def _option(d: Decision, pred: Callable[[Option], bool]) -> Option | None:
    return next((o for o in d.options if pred(o)), None)


def _card_action(kind: str, name: str, does: str) -> Want:
    def find(g: Game, d: Decision) -> Answer | None:
        o = _option(d, lambda o: o.label.partition(":")[0] == kind and o.card is not None
                    and g.cards[o.card].name == name)
        return [o.label] if o is not None else None

    return Want(does, find)


def play(name: str) -> Want:
    return _card_action("play", name, f"play {name}")


def recruit(name: str) -> Want:
    return _card_action("recruit", name, f"recruit {name}")


def fight(name: str) -> Want:
    return _card_action("fight", name, f"fight {name}")


def label(wanted: str, does: str) -> Want:
    """An option named by its label: "end", "play_all", "mastermind", "heal"..."""
    def find(g: Game, d: Decision) -> Answer | None:
        return [wanted] if wanted in d.labels else None

    return Want(does, find)


def action(kind: str, does: str) -> Want:
    """The first option of a kind, whatever card it is for ("witness", "phase"...)."""
    def find(g: Game, d: Decision) -> Answer | None:
        o = _option(d, lambda o: o.label.partition(":")[0] == kind)
        return [o.label] if o is not None else None

    return Want(does, find)


def end_turn() -> Want:
    return label("end", "end your turn")


def play_all() -> Want:
    return label("play_all", "play the cards with Play All")


def pick(*names: str, does: str = "") -> Want:
    """Cards of a choose-cards decision, by name (one option per name)."""
    def find(g: Game, d: Decision) -> Answer | None:
        chosen: list[str] = []
        for name in names:
            o = _option(d, lambda o, name=name: o.label not in chosen and o.card is not None  # type: ignore[misc]
                        and g.cards[o.card].name == name)
            if o is None:
                return None
            chosen.append(o.label)
        return chosen if len(chosen) >= d.min else None

    return Want(does or "choose " + " and ".join(names), find)


def on_top(does: str = "put the cards back on top") -> Want:
    """A top-or-bottom decision answered with every card on top, in the order offered (as the window
    first lays them out: a Confirm takes it)."""
    def find(g: Game, d: Decision) -> Answer | None:
        if d.kind != TOP_BOTTOM:
            return None
        return [f"top:{c}" for c in dict.fromkeys(o.card for o in d.options if o.card is not None)]

    return Want(does, find)


def choose(text: str, does: str = "") -> Want:
    """A button of a choose-one decision, by the words it starts with."""
    def find(g: Game, d: Decision) -> Answer | None:
        o = _option(d, lambda o: o.text.startswith(text))
        return [o.label] if o is not None else None

    return Want(does or f"choose \u201c{text}\u201d", find)


@dataclass(frozen=True)
class Fact:
    """A number the coach's words give ("Anticipate costs 2"), and how to read it from the game, so a test
    holds the words to the table at that moment."""

    what: str
    value: int
    read: Callable[[Game], int | None]


def _card_named(g: Game, name: str) -> int:
    """The one instance of a card on the table by that name: the Mastermind, a city or HQ card, played."""
    ids = [c for c in range(len(g.cards)) if on_table(g, c) and shown_def(g, c).name == name]
    if not ids:
        raise LookupError(f"{name} is not on the table")
    return ids[0]


def attack_now(n: int) -> Fact:
    """The active player's Attack to spend."""
    return Fact(f"{n} Attack", n, lambda g: g.turn.attack)


def recruit_now(n: int) -> Fact:
    return Fact(f"{n} Recruit", n, lambda g: g.turn.recruit)


def costs(name: str, n: int) -> Fact:
    """What a Hero on the table costs now (its HQ cost, with every change)."""
    return Fact(f"{name} costs {n}", n, lambda g: hero_cost(g, _card_named(g, name)))


def cost_shown(name: str, n: int) -> Fact:
    """The cost the table writes for a Hero the player sees anywhere (the HQ, played, a discard pile): "Cost N
    now" where it differs from the printed cost, else the printed cost on its face."""
    def read(g: Game) -> int | None:
        seen = [c for c in range(len(g.cards)) if on_table(g, c) or any(c in p.discard for p in g.players)]
        card = next(c for c in seen if g.cards[c].name == name)
        cost = current_values(g).get(card, (None, None))[1]
        return g.cards[card].cost if cost is None else cost

    return Fact(f"the table writes {name}'s cost as {n}", n, read)


def attack_of(name: str, n: int) -> Fact:
    """The Attack an enemy on the table (a Villain in the city, or the Mastermind) needs now."""
    return Fact(f"{name} has {n} Attack", n, lambda g: enemy_attack(g, _card_named(g, name)))


def villain_deck(n: int) -> Fact:
    return Fact(f"the Villain Deck holds {n}", n, lambda g: len(g.villain_deck))


@dataclass(frozen=True)
class Step:
    """What the coach says, the action it waits for, and its friendly word for any other action; `facts`
    are the numbers its words give, as the table shows them when the step begins."""

    say: str
    want: Want
    wrong: str = ""
    facts: tuple[Fact, ...] = ()

    def friendly_word(self) -> str:
        return self.wrong or f"Not yet \u2014 first {self.want.does}."


@dataclass(frozen=True)
class Target:
    """What the coach points at: card instances on the table, or buttons by option label."""

    cards: tuple[int, ...] = ()
    buttons: tuple[str, ...] = ()


def same_action(g: Game, d: Decision, given: Sequence[str], expected: Sequence[str]) -> bool:
    """Is `given` the expected answer, counting copies of a card as one card?"""
    def key(lab: str) -> tuple[str, str]:
        o = d.option(lab) if lab in d.labels else None
        if o is None:
            return ("?", lab)
        kind = lab.partition(":")[0]
        return (kind, g.cards[o.card].name) if o.card is not None else (kind, lab)

    a, b = [key(x) for x in given], [key(x) for x in expected]
    if d.kind in (ORDER, TOP_BOTTOM):
        return a == b
    return Counter(a) == Counter(b)


@dataclass(frozen=True)
class Guide:
    """The guided first game: a fixed setup and seed, the steps of its first turns, and what the coach
    says when they are done (the game goes on, free)."""

    title: str
    setup: Setup
    seed: int
    steps: tuple[Step, ...]
    done: str
    #: what the first turns show, each by the log event that shows it (checked by the seed search)
    shows: tuple[str, ...] = ()


@dataclass(frozen=True)
class Position:
    """One prepared position of a scenario: built fresh (engine/positions.py), the steps that make its
    keywords fire, then what happened in the project's words (`facts`: the numbers those words give, as the
    table shows them after the last step)."""

    title: str
    build: Callable[[], Game]
    steps: tuple[Step, ...]
    explain: str
    keywords: tuple[str, ...] = ()
    facts: tuple[Fact, ...] = ()


@dataclass(frozen=True)
class Scenario:
    """A set's short guided scenario: "What's new in <set>", a few positions."""

    set_id: str
    title: str
    intro: str
    positions: tuple[Position, ...] = field(default=())


GUIDES: list[Guide] = []
#: set id -> its scenarios
SCENARIOS: dict[str, list[Scenario]] = sets.declarations("scenarios")


def register_guide(guide: Guide) -> Guide:
    GUIDES.append(guide)
    return guide


def register_scenario(scenario: Scenario) -> Scenario:
    SCENARIOS.setdefault(scenario.set_id, []).append(scenario)
    return scenario


def scenarios(set_order: Sequence[str] = ()) -> list[Scenario]:
    """Every scenario of the program's sets, in the given set order (then declaration order)."""
    declared = sets.program().declared(SCENARIOS)
    ids = [*set_order, *(s for s in declared if s not in set_order)]
    return [sc for s in ids for sc in declared.get(s, ())]


class Coach:
    """Follows a list of steps through one game: what to say now, whether an answer is the expected one."""

    def __init__(self, steps: Sequence[Step]) -> None:
        self.steps = tuple(steps)
        self.index = 0

    @property
    def step(self) -> Step | None:
        return self.steps[self.index] if self.index < len(self.steps) else None

    @property
    def done(self) -> bool:
        return self.index >= len(self.steps)

    def expected(self, g: Game) -> Answer | None:
        step, d = self.step, g.pending
        if step is None or d is None:
            return None
        return step.want.find(g, d)

    def target(self, g: Game) -> Target:
        """The cards a click on the table answers with (an option is its card's click when it is that card's
        first option), and every expected label, for the buttons that stand for them."""
        exp, d = self.expected(g), g.pending
        if exp is None or d is None:
            return Target()
        first: dict[int, str] = {}
        for o in d.options:
            if o.card is not None:
                first.setdefault(o.card, o.label)
        cards = tuple(o.card for o in (d.option(lab) for lab in exp) if o.card is not None and first[o.card] == o.label)
        if d.kind in (ORDER, TOP_BOTTOM):  # the cards lie arranged as offered: the coach explains, Confirm takes it
            return Target((), ("confirm",))
        if d.kind == CHOOSE_CARDS and d.max > 1:
            return Target(cards, (*exp, "confirm"))  # picked (or arranged), then confirmed
        return Target(cards, tuple(exp) if exp else ("",))  # no card at all: the "Choose none" button

    def check(self, g: Game, answer: Sequence[str]) -> str | None:
        """None when `answer` is what the step waits for (or no step waits); else the friendly word."""
        step, d, exp = self.step, g.pending, self.expected(g)
        if step is None or d is None or exp is None:
            return None
        return None if same_action(g, d, answer, exp) else step.friendly_word()

    def answered(self) -> None:
        """The expected answer went to the game: on to the next step."""
        if self.step is not None:
            self.index += 1


def play_through(g: Game, steps: Sequence[Step]) -> None:
    """Give every step's expected answer (the seed search and the tests walk a lesson this way)."""
    coach = Coach(steps)
    while not coach.done:
        exp = coach.expected(g)
        step = coach.step
        assert step is not None
        if exp is None:
            raise LookupError(f"step {coach.index} ({step.want.does}) finds no answer in "
                              f"{g.pending.prompt if g.pending else 'a finished game'!r}")
        g.decide(exp if len(exp) > 1 or (g.pending is not None and g.pending.multi) else exp[0])
        coach.answered()
