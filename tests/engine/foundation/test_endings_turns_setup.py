"""Endings (a Mastermind's Evil Wins, one more fight, each player alone), turns and setup rules."""

from __future__ import annotations

import pytest

from legendary_desktop.engine import scoring
from legendary_desktop.engine.card import CardDef, Kind
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import answer, assert_conserved, catalog_with, default_setup, position
from legendary_desktop.engine.setup_rules import SetupError, composition, validate
from legendary_desktop.setup.randomizer import random_setup

from .kit import TEST, hero, hero_group, mastermind, scheme, villain


def test_a_mastermind_evil_wins_condition_ends_the_game():
    mm = mastermind(evil_wins=lambda g: "Three Villains escaped." if len(g.escape_pile) >= 3 else None)
    g = position(mastermind="Test Lord", cat=catalog_with(masterminds=[mm]))
    g.escape_pile += [g.villain_deck.pop() for _ in range(3)]
    answer(g, "end")
    assert g.outcome is not None and g.outcome.result == "evil_wins" and "escaped" in g.outcome.reason


def test_a_mastermind_that_must_be_fought_once_more_after_its_last_tactic():
    mm = mastermind(final_fight=lambda g: True)
    g = position(mastermind="Test Lord", cat=catalog_with(masterminds=[mm]), attack=100)
    for _ in range(4):
        answer(g, "mastermind")
    assert g.outcome is None and not g.tactics and g.final_fight_pending
    assert "mastermind" in g.pending.labels
    answer(g, "mastermind")
    assert g.outcome is not None and g.outcome.result == "team_win"
    assert g.mastermind_card in g.players[0].victory_pile and g.zones()["mastermind"] == []
    assert_conserved(g)
    vp = scoring.victory_points(g, 0)
    assert vp == 4 * 5 + 5  # four Tactics and the Mastermind card itself


def test_without_the_rule_the_fourth_tactic_wins():
    g = position(attack=100)
    for _ in range(4):
        answer(g, "mastermind")
    assert g.outcome is not None and g.outcome.result == "team_win" and not g.final_fight_pending


def _each_alone(c: Ctx) -> None:
    c.g.finish("team_win", "The guessing is over.", individual={0: True, 1: False, 2: True})


def test_per_player_outcomes_each_player_wins_or_loses_alone():
    g = position(players=3, scheme="Alone", cat=catalog_with(schemes=[scheme("Alone", on_twist=_each_alone)]))
    twist = next(c for c in reversed(g.villain_deck) if g.cards[c].kind is Kind.TWIST)
    g.villain_deck.remove(twist)
    g.villain_deck.append(twist)
    answer(g, "end")
    o = g.outcome
    assert o is not None and o.result == "individual" and o.winners == (0, 2)
    assert o.won(0) and not o.won(1) and o.headline == "Each player wins or loses alone"


def test_a_turn_can_skip_the_villain_step():
    g = position()
    top = g.villain_deck[-1]
    g.skip_next_villain_step = True
    answer(g, "end")
    assert g.villain_deck[-1] == top and g.turn.player == 1
    assert any("skips the Villain step" in e.text for e in g.events)
    answer(g, "end")
    assert g.villain_deck[-1] != top  # the next turn plays the Villain Deck again


def test_extra_turns_queue_before_play_passes_on():
    g = position(players=3)
    g.extra_turns = [2]
    answer(g, "end")
    assert g.turn.player == 2
    answer(g, "end")
    assert g.turn.player == 1  # then play resumes after the player who took the turn before


def test_a_henchman_group_of_unlike_cards_counts_each_card_its_copies():
    cards = [CardDef(set=TEST, kind=Kind.HENCHMAN, group="Test Swarm", name=f"Swarm {i}", attack=2, vp=1,
                     copies=2, text="Test Henchman.") for i in range(5)]
    cat = catalog_with(*cards)
    assert [c.name for c in cat.henchman_cards("Test Swarm")] == [f"Swarm {i}" for i in range(5)]
    setup = default_setup(2, henchmen=["Test Swarm"], cat=cat)
    g = Game(setup, 3, cat)
    swarm = [c for c in g.villain_deck if g.cards[c].group == "Test Swarm"]
    assert len(swarm) == 10 and all(sum(1 for c in swarm if g.cards[c].name == f"Swarm {i}") == 2
                                    for i in range(5))
    assert composition(setup, cat)["villain_deck"]["henchmen"] == 10


def _setaside_catalog():
    extra = [villain(f"Variant {i}", group="Test Variants", copies=2) for i in range(4)]
    mm = mastermind(set_aside_villains=("Test Variants",))
    sch = scheme("Past and Present", extra_heroes=2, extra_villains=1,
                 extra_hero_ok=lambda cards: any(c.cost >= 8 for c in cards))
    return catalog_with(*extra, *hero_group(hero("Big", cost=8)), masterminds=[mm], schemes=[sch])


def test_set_aside_groups_and_heroes_chosen_by_a_rule_are_drawn_and_held_beside_the_scheme():
    cat = _setaside_catalog()
    setup = random_setup(3, 5, mastermind="Test Lord", scheme="Past and Present", cat=cat,
                         sets=("core", TEST))
    assert "Test Variants" in setup.extras and "Test Variants" not in setup.villains
    heroes = [e for e in setup.extras if e != "Test Variants"]
    assert len(heroes) == 2 and not set(heroes) & set(setup.heroes)
    assert len(setup.villains) == 4  # three for three players, plus one
    g = Game(setup, 1, cat)
    assert len(g.held[g.mastermind_card]["Test Variants"]) == 8
    assert all(f"Set aside: {h}" in g.held[g.scheme_card] for h in heroes)
    assert_conserved(g)


def test_a_setup_missing_its_set_aside_group_or_with_an_unqualified_hero_is_refused():
    cat = _setaside_catalog()
    setup = random_setup(3, 5, mastermind="Test Lord", scheme="Past and Present", cat=cat,
                         sets=("core", TEST))
    import dataclasses

    with pytest.raises(SetupError, match="aside"):
        validate(dataclasses.replace(setup, extras=tuple(e for e in setup.extras if e != "Test Variants")), cat)
    heroes = [e for e in setup.extras if e != "Test Variants"]
    cheap = next(h for h in cat.heroes if cat.set_of[h] == "core" and h not in setup.heroes and h not in heroes
                 and all(c.cost < 8 for c in cat.heroes[h]))
    with pytest.raises(SetupError, match="does not qualify"):
        validate(dataclasses.replace(setup, extras=("Test Variants", heroes[0], cheap)), cat)


def test_a_setup_using_a_card_from_a_set_it_does_not_name_is_refused():
    cat = catalog_with(*hero_group(hero("Lone")))
    setup = default_setup(2, heroes=["Test Hero"], cat=cat)
    import dataclasses

    with pytest.raises(SetupError, match="test set"):
        validate(dataclasses.replace(setup, sets=("core",)), cat)


def test_epic_is_drawn_only_for_a_mastermind_with_an_epic_side():
    from .kit import side

    cat = catalog_with(masterminds=[mastermind(epic=side("Epic Test Lord", 9))])
    on = random_setup(2, 1, mastermind="Test Lord", cat=cat, sets=("core", TEST), epic="on")
    assert on.epic
    coin = {random_setup(2, s, mastermind="Test Lord", cat=cat, sets=("core", TEST), epic="random").epic
            for s in range(12)}
    assert coin == {True, False}
    core = random_setup(2, 1, mastermind="Red Skull", cat=cat, sets=("core",), epic="on")
    assert not core.epic
    import dataclasses

    with pytest.raises(SetupError, match="no Epic side"):
        validate(dataclasses.replace(core, epic=True), cat)
