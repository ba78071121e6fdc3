"""Henchmen: each group's Fight effect."""

from __future__ import annotations

from legendary_desktop.engine.positions import answer, names, position


def test_doombot_legion_kos_one_of_the_top_two_and_puts_the_other_back():
    g = position(mastermind="Dr. Doom", deck=["S.H.I.E.L.D. Agent", "Wound"], attack=3,
                 city={"Sewers": "Doombot Legion"})
    answer(g, "Fight Doombot Legion (Sewers)")
    answer(g, "Wound")
    assert names(g, g.players[0].deck) == ["S.H.I.E.L.D. Agent"]
    assert names(g, g.ko_pile)[-1] == "Wound"


def test_hand_ninjas_give_one_recruit():
    g = position(attack=3, city={"Sewers": "Hand Ninjas"})
    answer(g, "Fight Hand Ninjas (Sewers)")
    assert (g.turn.recruit, g.turn.attack) == (1, 0)


def test_savage_land_mutates_draw_an_extra_card_at_end_of_turn():
    g = position(attack=3, city={"Sewers": "Savage Land Mutates"})
    answer(g, "Fight Savage Land Mutates (Sewers)")
    answer(g, "end")
    assert len(g.players[0].hand) == 7


def test_two_savage_land_mutates_draw_two_extra_cards():
    g = position(attack=6, city={"Sewers": "Savage Land Mutates", "Bank": "Savage Land Mutates"})
    answer(g, "Fight Savage Land Mutates (Sewers)")
    answer(g, "Fight Savage Land Mutates (Bank)")
    answer(g, "end")
    assert len(g.players[0].hand) == 8


def test_sentinel_kos_one_of_your_heroes():
    g = position(attack=3, hand=["S.H.I.E.L.D. Agent", "Wound"], city={"Sewers": "Sentinel"})
    answer(g, "Fight Sentinel (Sewers)")
    assert names(g, g.players[0].hand) == ["Wound"]  # a Wound is not a Hero: the Agent is KO'd
    assert names(g, g.ko_pile)[-1] == "S.H.I.E.L.D. Agent"
