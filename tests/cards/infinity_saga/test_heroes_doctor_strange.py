"""Doctor Strange's Hero cards."""

from __future__ import annotations

from legendary_desktop.engine.card import INSTINCT, RANGED
from legendary_desktop.engine.catalog import CATALOG
from legendary_desktop.engine.positions import answer, names, play, put

from .infinity_kit import saga


def test_open_portals_ranged_bonus():
    g = saga(hand=["Open Portals", "Open Portals"])
    play(g, "Open Portals")
    play(g, "Open Portals")
    assert g.turn.recruit == 1 + 3


def test_defend_this_dimension_villain_on_top():
    g = saga(hand=["Defend This Dimension", "Defend This Dimension"])
    put(g, "Proxima Midnight", "villain_deck")
    play(g, "Defend This Dimension")
    play(g, "Defend This Dimension")
    assert g.turn.attack == 2 + 4


def test_defend_this_dimension_no_villain_on_top():
    g = saga(hand=["Defend This Dimension", "Defend This Dimension"])
    put(g, "Master Strike", "villain_deck")
    play(g, "Defend This Dimension")
    play(g, "Defend This Dimension")
    assert g.turn.attack == 4


def test_sift_futures_draws_the_named_class():
    g = saga(hand=["Sift Futures"], deck=["Burst of Rage"])
    play(g, "Sift Futures")
    answer(g, "STRENGTH")
    assert names(g, g.players[0].hand) == ["Burst of Rage"]


def test_sift_futures_wrong_guess_leaves_it():
    g = saga(hand=["Sift Futures"], deck=["Burst of Rage"])
    play(g, "Sift Futures")
    answer(g, "TECH")
    assert g.players[0].hand == [] and names(g, g.players[0].deck) == ["Burst of Rage"]


def test_invoke_the_time_stone_extra_turn_without_villain_card():
    g = saga(hand=["Open Portals", "Invoke the Time Stone"])
    play(g, "Open Portals")
    play(g, "Invoke the Time Stone")
    answer(g, "yes")
    top = g.villain_deck[-1]
    answer(g, "end")
    assert g.turn.player == 0 and g.turn.number == 2
    assert g.villain_deck[-1] == top  # no Villain card was played
    answer(g, "end")
    assert g.turn.player == 1


def test_bind_evil_kos_a_master_strike_on_top():
    g = saga(hand=["Defend This Dimension", "Bind Evil"])
    strike = put(g, "Master Strike", "villain_deck")
    play(g, "Defend This Dimension")
    play(g, "Bind Evil")
    assert strike in g.ko_pile and g.cards[g.villain_deck[-1]].name == "Bystander"
    assert g.turn.attack == 2 + 4 + 3


def test_bind_evil_other_card_stays():
    g = saga(hand=["Defend This Dimension", "Bind Evil"])
    villain = put(g, "Proxima Midnight", "villain_deck")
    play(g, "Defend This Dimension")
    play(g, "Bind Evil")
    assert g.villain_deck[-1] == villain and g.turn.attack == 2 + 4


def test_one_in_fourteen_million_right_guess_draws_six():
    g = saga(hand=["Defend This Dimension", "1 In 14,000,065"], deck=["Wound"] * 6)
    put(g, "Master Strike", "villain_deck")
    play(g, "Defend This Dimension")
    play(g, "1 In 14,000,065")
    answer(g, "yes")
    answer(g, "name:Master Strike")
    assert len(g.players[0].hand) == 6 and g.turn.attack == 2 + 5


def test_one_in_fourteen_million_wrong_guess():
    g = saga(hand=["Defend This Dimension", "1 In 14,000,065"], deck=["Wound"] * 6)
    put(g, "Master Strike", "villain_deck")
    play(g, "Defend This Dimension")
    play(g, "1 In 14,000,065")
    answer(g, "yes")
    answer(g, "name:Scheme Twist")
    assert g.players[0].hand == [] and "1 In 14,000,065" in names(g, g.ko_pile)


def test_sift_futures_is_doctor_stranges_multiclass_card_instinct_and_ranged():
    """Ruling: every Hero of the set has a Multiclass card (insert); Sift Futures is Doctor Strange's."""
    cards = {d.name: d.classes for d in CATALOG.heroes["Doctor Strange"]}
    assert cards["Sift Futures"] == INSTINCT | RANGED
    assert [n for n, cls in cards.items() if cls.multicolored] == ["Sift Futures"]
