"""The lessons as data: the guided first game shows every moment of a first game and replays the same; each
expansion's lesson plays in its own set's game and fires every keyword the set declares; what a step names is on
the table when it says it; the coach's check says the friendly word for anything else."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

import pytest

from legendary_desktop.engine import sets
from legendary_desktop.engine.card import HeroClass
from legendary_desktop.engine.catalog import catalog
from legendary_desktop.engine.decision import ORDER, TOP_BOTTOM
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.keyword_help import declared
from legendary_desktop.engine.lessons import GUIDES, SCENARIOS, Coach, Fact, Position, play_through, scenarios
from legendary_desktop.engine.positions import assert_conserved, put
from legendary_desktop.engine.state import Event
from legendary_desktop.engine.table_facts import arrange_captions, number_words
from legendary_desktop.engine.table_view import on_table, pass_and_play, whereabouts
from legendary_desktop.engine.values import breakdown, cost_breakdown, enemy_attack


def test_the_guided_game_shows_every_moment_within_five_turns_and_replays_the_same():
    guide = GUIDES[0]
    g = Game(guide.setup, guide.seed)
    play_through(g, guide.steps)
    first = {}
    for e in g.events:
        first.setdefault(e.kind, e.turn)
    assert set(guide.shows) == {"enter", "recruit", "fight", "rescue", "strike", "twist", "escape"}
    assert all(first.get(k, 99) <= 5 for k in guide.shows), first
    again = Game.replay(guide.setup, guide.seed, g.replay_answers())
    assert [e.text for e in again.events] == [e.text for e in g.events]
    assert_conserved(g)


def test_the_coach_waits_for_its_action_and_takes_any_copy_of_the_card():
    guide = GUIDES[0]
    g = Game(guide.setup, guide.seed)
    coach = Coach(guide.steps)
    d = g.pending
    assert d is not None
    troopers = [o.label for o in d.options if o.card is not None and g.cards[o.card].name == "S.H.I.E.L.D. Trooper"]
    agent = next(o.label for o in d.options if o.card is not None and g.cards[o.card].name == "S.H.I.E.L.D. Agent")
    assert len(troopers) == 2
    assert coach.check(g, [agent]) == guide.steps[0].friendly_word()
    assert coach.check(g, ["end"]) is not None
    assert all(coach.check(g, [t]) is None for t in troopers)  # either Trooper is "the" Trooper
    assert coach.target(g).cards and g.cards[coach.target(g).cards[0]].name == "S.H.I.E.L.D. Trooper"


def test_every_expansion_registers_a_scenario_whose_positions_play_through():
    declared = sets.program().declared(SCENARIOS)
    assert set(declared) == {s for s in sets.TITLES if not sets.is_base(s)}
    for registered in declared.values():
        for sc in registered:
            assert sc.positions
            for pos in sc.positions:
                g = pos.build()
                assert sc.set_id in g.setup.sets  # the set's rules are in force in its own positions
                events = len(g.events)
                play_through(g, pos.steps)
                assert len(g.events) > events
                assert_conserved(g)


# ---------------------------------------------------------------- each expansion's lesson, checked by its game

#: what the README's table of sets advertises beyond the keywords a set declares
COMPONENTS = {"noir": ("\u2605", "Villain Decks")}


@dataclass
class Run:
    """A position played by its steps' answers through the engine, with what the table showed on the way."""

    g: Game
    events: list[Event] = field(default_factory=list)
    prompts: list[str] = field(default_factory=list)
    #: (card, term, amount) of every non-zero term in a value on the table (an enemy's Attack, an HQ cost)
    terms: set[tuple[int, str, int]] = field(default_factory=set)
    #: (card played, Attack + Recruit the play gave)
    plays: list[tuple[int, int]] = field(default_factory=list)
    decks_before: list[int] = field(default_factory=list)


def _look(run: Run) -> None:
    g = run.g
    for area in g.areas:
        for c in area.hq:
            if c is not None:
                run.terms.update((c, term, n) for term, n in cost_breakdown(g, c) if n)
    enemies = [g.mastermind_card, *(o.card for a in g.areas for o in a.city if o is not None)]
    for c in enemies:
        if enemy_attack(g, c) is not None:
            run.terms.update((c, term, n) for term, n in breakdown(g, c) if n)


def play_position(pos: Position, check: Callable[[Game, str, tuple[Fact, ...]], None] | None = None) -> Run:
    """Give every step's expected answer, noting what the table shows before and after each; `check` is called
    with each step's words and facts before its answer, and the explanation's after the last."""
    g = pos.build()
    run = Run(g, decks_before=[len(d.cards) for d in g.villain_decks])
    first = len(g.events)
    coach = Coach(pos.steps)
    _look(run)
    while not coach.done:
        step, exp, d = coach.step, coach.expected(g), g.pending
        assert step is not None and d is not None
        assert exp is not None, f"{pos.title}: step {coach.index} finds no answer in {d.prompt!r}"
        if check is not None:
            check(g, step.say, step.facts)
        run.prompts.append(d.prompt)
        before = g.turn.attack + g.turn.recruit
        played = [d.option(x).card for x in exp if x.startswith("play:")]
        g.decide(exp if len(exp) > 1 or d.multi else exp[0])
        coach.answered()
        run.plays += [(c, g.turn.attack + g.turn.recruit - before) for c in played if c is not None]
        _look(run)
    if check is not None:
        check(g, pos.explain, pos.facts)
    run.events = g.events[first:]
    assert_conserved(g)
    return run


def _logged(kind: str, words: str = "") -> Callable[[Run], bool]:
    return lambda r: any(e.kind == kind and words in e.text for e in r.events)


def _term(term: str, cards: Callable[[Game, int], bool] = lambda g, c: True) -> Callable[[Run], bool]:
    return lambda r: any(t == term and n and cards(r.g, c) for c, t, n in r.terms)


def _size_icons(g: Game, c: int) -> int:
    icons: dict[object, int] = g.cards[c].extra.get("size_changing", {})
    return max(icons.values(), default=0)


def _multiclass_counted(r: Run) -> bool:
    """An Empowered count of a class that a Multiclass HQ card has: it counted that card."""
    for e in r.events:
        m = re.search(r"Empowered by (\w+)", e.text)
        if e.kind == "power" and m:
            cls = HeroClass[m.group(1).upper()]
            if any(c is not None and cls in r.g.cards[c].classes and len(r.g.cards[c].classes.names) > 1
                   for c in r.g.hq):
                return True
    return False


def _enemy_wounded(r: Run) -> bool:
    return _term("Wounds")(r) and _logged("wound", "wounds")(r)


def _antics(r: Run) -> bool:
    """A card with Antics gave more than its printed Recruit and Attack."""
    return any("Antics:" in r.g.cards[c].text and got > (r.g.cards[c].attack or 0) + (r.g.cards[c].recruit or 0)
               for c, got in r.plays)


def _stone_fought(r: Run) -> bool:
    stones = set(r.g.cat.villains["Infinity Stones"])
    return any(e.kind == "fight" and e.cards and r.g.cards[e.cards[0]] in stones for e in r.events) \
        and _term("Card text", lambda g, c: c == g.mastermind_card)(r)


def _star_fought(r: Run) -> bool:
    return any(e.kind == "fight" and e.cards and "star" in r.g.cards[e.cards[0]].extra for e in r.events)


def _other_villain_deck(r: Run) -> bool:
    """A card was played from a Villain Deck other than the first, with five decks on the table."""
    decks = r.g.villain_decks
    return len(decks) == 5 and any(len(d.cards) < n for d, n in zip(decks[1:], r.decks_before[1:], strict=True)) \
        and _logged("enter")(r)


#: how each keyword's firing shows in the game: its log, the terms of a value on the table, or its effect
FIRED: dict[str, Callable[[Run], bool]] = {
    # Black Panther
    "Hero Ambush": lambda r: any(e.kind == "ambush" and "uses" in e.text and e.cards and r.g.cards[e.cards[0]].is_hero
                                 for e in r.events),
    "Wounding enemies": _enemy_wounded,
    "Empowered": _logged("power", "is Empowered"),
    "Throne's Favor": _logged("favor", "gains the Throne's Favor"),
    "Multiclass": _multiclass_counted,
    # Marvel Noir
    "Investigate": _logged("investigate", "finds"),
    "Hidden Witness": _logged("rescue", "Hidden Witness"),
    "\u2605": _star_fought,
    "Villain Decks": _other_villain_deck,
    # The Infinity Saga
    "Endgame": _term("Endgame"),
    "Sacrifice": _logged("sacrifice"),
    "Phasing": _logged("phase"),
    "Divided Card": _logged("play", "half"),
    "Infinity Stone": _stone_fought,
    # Ant-Man and the Wasp
    "Heist": _logged("heist", "Heist works"),
    "Double-Cross": lambda r: any("double-crosses" in p for p in r.prompts) and _logged("discard")(r),
    "Explore": _logged("explore", "finds"),
    "Conqueror": _term("Conqueror"),
    "Size-Changing": lambda r: any(t == "Size-Changing" and n < 0 and _size_icons(r.g, c) == 1 for c, t, n in r.terms),
    "Microscopic Size-Changing": lambda r: any(t == "Size-Changing" and n < 0 and _size_icons(r.g, c) > 1
                                               for c, t, n in r.terms),
    "Antics": _antics,
    "Transform": _logged("transform"),
    "Ambush Scheme": _logged("ambush", "Ambush Scheme:"),
}

EXPANSIONS = [sc for sc in scenarios()]


@pytest.mark.parametrize("scenario", EXPANSIONS, ids=lambda sc: sc.set_id)
def test_every_keyword_the_set_declares_fires_in_its_lesson(scenario):
    wanted = [k.term for k in declared([scenario.set_id])] + list(COMPONENTS.get(scenario.set_id, ()))
    assert wanted and all(term in FIRED for term in wanted), "a keyword with no way to see it fire"
    shown = {term for pos in scenario.positions for term in pos.keywords}
    assert set(wanted) <= shown, f"never shown: {set(wanted) - shown}"
    for pos in scenario.positions:
        run = play_position(pos)
        assert pos.keywords
        for term in pos.keywords:
            assert FIRED[term](run), f"{pos.title}: {term} did not fire"


def test_a_keyword_probe_sees_nothing_in_a_position_without_it():
    """The probes are not true of any game: a lesson's position for one keyword does not fire another."""
    by_title = {pos.title: pos for sc in EXPANSIONS for pos in sc.positions}
    run = play_position(by_title["Investigate"])
    assert [term for term, fired in FIRED.items() if fired(run)] == ["Investigate"]
    run = play_position(by_title["Antics"])
    assert not FIRED["Heist"](run) and not FIRED["Size-Changing"](run) and FIRED["Antics"](run)


def _set_of_group(set_id: str, group: str) -> bool:
    return catalog().set_of.get(group) == set_id


@pytest.mark.parametrize("scenario", EXPANSIONS, ids=lambda sc: sc.set_id)
def test_each_lesson_plays_its_own_sets_mastermind_scheme_and_villains(scenario):
    cat = catalog()
    own_henchmen = [h for h in cat.henchmen if cat.set_of.get(h) == scenario.set_id]
    for pos in scenario.positions:
        s = pos.build().setup
        assert cat.set_of[s.mastermind] == scenario.set_id, (pos.title, s.mastermind)
        assert cat.set_of[s.scheme] == scenario.set_id, (pos.title, s.scheme)
        own = [v for v in s.villains if _set_of_group(scenario.set_id, v)]
        assert own and s.villains[: len(own)] == tuple(own), (pos.title, s.villains)  # its own groups come first
        if own_henchmen:
            assert any(h in own_henchmen for h in s.henchmen), (pos.title, s.henchmen)


def _card_names() -> list[str]:
    """Every card's name that the coach might give (not the generic cards: a Wound, a Bystander), longest first."""
    cat = catalog()
    names: set[str] = set()
    for defs in (*cat.heroes.values(), *cat.villains.values()):
        names.update(d.name for d in defs)
    names.update(cat.henchmen)
    for mm in cat.masterminds.values():
        names.update(d.name for d in (mm.card, mm.back, mm.epic) if d is not None)
    names.update(cat.schemes)
    names -= {d.name for d in cat.generic.values()}
    return sorted(names, key=len, reverse=True)


HIDDEN = re.compile(r"p\d\.deck$|hero_deck$|villain_deck|_stack$|^tactics$|^limbo$|\.Reserve$")


def visible_names(g: Game) -> set[str]:
    """The names of the cards a player can see now: every zone but the decks and stacks (a deck's top card
    too: a lesson arranges it and says so), the cards a decision shows and the names on its buttons."""
    seen: set[int] = set()
    for zone, cards in g.zones().items():
        if HIDDEN.search(zone):
            seen.update(cards[-1:])
        else:
            seen.update(cards)
    for d in g.villain_decks:
        seen.update(d.cards[-1:])
    if g.pending is not None:
        seen.update(o.card for o in g.pending.options if o.card is not None)
    names = {g.cards[c].name for c in seen}
    buttons = {o.text for o in g.pending.options} if g.pending is not None else set()
    return names | {g.mm.name} | buttons


def named_in(text: str) -> list[str]:
    found = []
    for name in _card_names():
        pattern = r"(?<![\w'])" + re.escape(name) + r"(?![\w/])"
        if re.search(pattern, text):
            found.append(name)
            text = re.sub(pattern, " ", text)
    return found


def _words_match_the_table(g: Game, text: str, facts: tuple[Fact, ...]) -> None:
    missing = [n for n in named_in(text) if n not in visible_names(g)]
    assert not missing, f"named but not on the table: {missing} in {text[:80]!r}"
    for fact in facts:
        assert fact.read(g) == fact.value, f"{fact.what}: the table shows {fact.read(g)} ({text[:80]!r})"
        assert re.search(rf"(?<!\d){fact.value}(?!\d)", text), f"{fact.what}: {fact.value} is not in {text[:80]!r}"


@pytest.mark.parametrize("scenario", EXPANSIONS, ids=lambda sc: sc.set_id)
def test_what_each_step_names_is_on_the_table_at_that_moment(scenario):
    for pos in scenario.positions:
        play_position(pos, _words_match_the_table)
    assert any(pos.facts or any(s.facts for s in pos.steps) for pos in scenario.positions)


def test_a_step_naming_a_card_that_is_not_there_or_a_wrong_number_fails():
    pos = next(p for sc in EXPANSIONS for p in sc.positions if p.title == "Size-Changing")
    g = pos.build()
    with pytest.raises(AssertionError, match="named but not on the table"):
        _words_match_the_table(g, "Recruit Giant-Man.", ())
    with pytest.raises(AssertionError, match="the table shows 4"):
        _words_match_the_table(g, "Anticipate costs 2.", (pos.steps[1].facts[0],))


def walk_the_guided_game(check: Callable[[Game, Any], None]) -> Game:
    """Play the guided game as the coach expects, calling `check(game, step)` before each step's answer."""
    guide = GUIDES[0]
    g = Game(guide.setup, guide.seed)
    coach = Coach(guide.steps)
    while not coach.done:
        step, exp = coach.step, coach.expected(g)
        assert step is not None and exp is not None and g.pending is not None
        check(g, step)
        g.decide(exp if len(exp) > 1 or g.pending.multi else exp[0])
        coach.answered()
    return g


def test_what_each_step_of_the_guided_game_names_is_on_the_table_at_that_moment():
    walk_the_guided_game(lambda g, step: _words_match_the_table(g, step.say, step.facts))


# ------------------------------------------------------------------ the coach's words, as the table writes them

#: words in quotation marks, curly or straight
QUOTED = re.compile(r"\u201c([^\u201d]+)\u201d|\"([^\"]+)\"")


def table_words(g: Game) -> str:
    """Every word the board draws now for the seat whose hand lies on the table, one per line: the faces and the
    Card panel of every card the seat sees (its name, text and numbers, "Cost 2 now" where the table's value
    differs from the printed one; where it lies when it is off the table), the table's facts (the marks, the
    notes, the card panel's words, the strips, the meter, the status lines, the HQ's titles), the decision's
    prompt and buttons, and the words under cards put in order as they are first laid out."""
    t = pass_and_play(g)
    f = t.facts
    words: list[str] = []
    for c, card in t.cards.items():
        numbers = number_words(card, *f.nows.get(c, (None, None)))
        words += [card.name, card.text, *(w + after for w, _, after in numbers)]
        if not on_table(t, c):
            words.append(whereabouts(t, c))
    words += [t.mastermind.name, t.mastermind.text]
    words += [*f.tips.values(), *f.contexts.values(), *(n for ns in f.notes.values() for n in ns)]
    words += [m.text for ms in f.marks.values() for m in ms]
    words += [f.meter[0], f.meter[1], *f.meter[3], f.twists, f.scheme_strip, *f.mastermind_strip, *f.escape_strip]
    words += [s for strip in f.city_strips for s in strip]
    words += [w for line in f.status for w in line] + [title for title, _ in f.hq_titles]
    d = t.decision
    if d is not None:
        words += [d.prompt, *(o.text for o in d.options)]
        if d.kind in (ORDER, TOP_BOTTOM):
            cards: list[int | None] = list(dict.fromkeys(o.card for o in d.options if o.card is not None))
            words += arrange_captions([*cards, None] if d.kind == TOP_BOTTOM else cards, d.kind).values()
    return "\n".join(words)


def _quotes_are_on_the_table(g: Game, text: str, facts: tuple[Fact, ...] = ()) -> None:
    shown = table_words(g)
    missing = [q for pair in QUOTED.findall(text) for q in pair if q and q not in shown]
    assert not missing, f"quoted but not written on the table: {missing} in {text[:80]!r}"


def _step_quotes_are_on_the_table(pos: Position) -> Callable[[Game, str, tuple[Fact, ...]], None]:
    """The check of `play_position`, with each step's friendly word checked too (it is said at the same moment)."""
    wrong = {s.say: s.wrong for s in pos.steps}

    def check(g: Game, text: str, facts: tuple[Fact, ...]) -> None:
        _quotes_are_on_the_table(g, text)
        _quotes_are_on_the_table(g, wrong.get(text, ""))

    return check


@pytest.mark.parametrize("scenario", EXPANSIONS, ids=lambda sc: sc.set_id)
def test_what_each_step_quotes_is_written_on_the_table_at_that_moment(scenario):
    for pos in scenario.positions:
        play_position(pos, _step_quotes_are_on_the_table(pos))


def test_what_each_step_of_the_guided_game_quotes_is_written_on_the_table_at_that_moment():
    def check(g: Game, step: Any) -> None:
        _quotes_are_on_the_table(g, step.say)
        _quotes_are_on_the_table(g, step.wrong)

    g = walk_the_guided_game(check)
    _quotes_are_on_the_table(g, GUIDES[0].done)


def test_a_step_quoting_words_the_table_does_not_write_fails():
    pos = next(p for sc in EXPANSIONS for p in sc.positions if p.title == "Size-Changing")
    g = pos.build()
    _quotes_are_on_the_table(g, "Anticipate says \u201cSize-Changing Tech\u201d and costs \u201cCost 4\u201d.")
    with pytest.raises(AssertionError, match="quoted but not written on the table"):
        _quotes_are_on_the_table(g, "Your discard pile shows \u201cCost 2 now\u201d.")
    with pytest.raises(AssertionError, match="Cost 2 now"):
        _quotes_are_on_the_table(g, 'Your discard pile shows "Cost 2 now".')


def _counters_unexplained(pos: Position) -> list[str]:
    """What is wrong with the Attack and Recruit a position starts with. The counters must be what the cards
    lying in Played printed (a counter with nothing behind it is a number the table cannot explain, and a card
    in Played whose Attack the counter leaves out contradicts it), and a position that starts with any must say
    so in its first step: the cards by name and each counter's number."""
    g = pos.build()
    played = g.turn.played
    gave = {"Attack": sum(g.cards[c].attack or 0 for c in played),
            "Recruit": sum(g.cards[c].recruit or 0 for c in played)}
    shown = {"Attack": g.turn.attack, "Recruit": g.turn.recruit}
    first = pos.steps[0].say
    wrong = [f"{pos.title}: starts with {shown[k]} {k} but the cards in Played give {gave[k]}"
             for k in shown if shown[k] != gave[k]]
    wrong += [f"{pos.title}: starts with {shown[k]} {k} and its first step does not say so"
              for k in shown if shown[k] and not re.search(rf"(?<!\d){shown[k]} {k}", first)]
    wrong += [f"{pos.title}: {name} lies in Played and the first step does not name it"
              for name in {g.cards[c].name for c in played} if name not in named_in(first)]
    return wrong


@pytest.mark.parametrize("scenario", EXPANSIONS, ids=lambda sc: sc.set_id)
def test_a_position_starts_with_only_the_attack_and_recruit_its_first_step_explains(scenario):
    problems = [w for pos in scenario.positions for w in _counters_unexplained(pos)]
    assert not problems, problems


def test_a_position_whose_counters_the_table_does_not_explain_is_caught():
    pos = next(p for sc in EXPANSIONS for p in sc.positions if p.title == "Antics")

    def played_unpaid() -> Game:
        g = pos.build()
        put(g, "Up the Ante", "played")  # lies in Played, its 1 Attack not on the counter
        return g

    def unearned() -> Game:
        g = pos.build()
        g.turn.attack += 2  # on the counter, no card behind it
        return g

    assert _counters_unexplained(pos) == []
    assert _counters_unexplained(replace(pos, build=played_unpaid)) == [
        "Antics: starts with 0 Attack but the cards in Played give 1"]
    assert _counters_unexplained(replace(pos, build=unearned))[0] == \
        "Antics: starts with 2 Attack but the cards in Played give 0"
