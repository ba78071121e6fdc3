"""Black Panther's Hero cards (all Multiclass)."""

from __future__ import annotations

from legendary_desktop.engine.positions import answer, names, play

from .infinity_kit import saga


def test_wakanda_forever_covert_draws():
    g = saga(hand=["Wakanda Forever", "Wakanda Forever"], deck=["Wound"])
    play(g, "Wakanda Forever")
    assert names(g, g.players[0].hand) == ["Wakanda Forever"]
    play(g, "Wakanda Forever")
    assert names(g, g.players[0].hand) == ["Wound"] and g.turn.attack == 2


def test_avengers_reassembled_with_all_five_classes():
    # Great Many Lives Lost S+I, Wakanda Forever C+T, Open Portals R (in hand)
    g = saga(hand=["Great Many Lives Lost", "Wakanda Forever", "Open Portals", "Avengers Reassembled"], deck=["Wound"])
    play(g, "Avengers Reassembled")
    assert g.turn.attack == 5


def test_avengers_reassembled_missing_a_class():
    g = saga(hand=["Great Many Lives Lost", "Wakanda Forever", "Avengers Reassembled"])
    play(g, "Avengers Reassembled")
    assert g.turn.attack == 2


def test_avengers_reassembled_counts_a_divided_card_in_hand_as_both_classes():
    g = saga(hand=["Great Many Lives Lost", "Magic/Science", "Hold On/Let Go", "Avengers Reassembled"])
    play(g, "Avengers Reassembled")  # S+I, R+T, C+R (+ its own I+C)
    assert g.turn.attack == 5


def test_great_many_lives_lost_sacrifice_kos_up_to_two():
    g = saga(hand=["Defend This Dimension", "Great Many Lives Lost", "Wound"], discard=["Wound"])
    play(g, "Defend This Dimension")
    play(g, "Great Many Lives Lost")
    answer(g, "yes")
    answer(g, *[o.label for o in g.pending.options])
    assert names(g, g.ko_pile).count("Wound") == 2 and g.turn.recruit == 2


def test_council_of_war_counts_other_multicolored_heroes():
    g = saga(hand=["Council of War", "Wakanda Forever", "Hold On/Let Go", "Witchcraft"])
    play(g, "Council of War")  # Wakanda Forever and the Divided Card in hand are multicolored
    assert g.turn.recruit == 3 + 2 and g.pending.kind == "action"  # no Strength earlier: no choice


def test_council_of_war_strength_makes_attack_instead():
    g = saga(hand=["Burst of Rage", "Council of War"])
    play(g, "Burst of Rage")
    play(g, "Council of War")
    answer(g, "yes")
    assert (g.turn.recruit, g.turn.attack) == (0, 1 + 3)


def test_vibranium_nanites_draws_a_multicolored_top_card():
    g = saga(hand=["Vibranium Nanites"], deck=["Wakanda Forever"])
    play(g, "Vibranium Nanites")
    assert names(g, g.players[0].hand) == ["Wakanda Forever"] and g.turn.attack == 3


def test_vibranium_nanites_discards_or_returns_another_card():
    g = saga(hand=["Vibranium Nanites"], deck=["Wound"], discard=[])
    play(g, "Vibranium Nanites")
    answer(g, "discard")
    assert names(g, g.players[0].discard) == ["Wound"]


def test_vibranium_nanites_tech_may_ko_it():
    g = saga(hand=["Hulkbuster Armor", "Vibranium Nanites"], deck=["Wound"], discard=[])
    play(g, "Hulkbuster Armor")
    play(g, "Vibranium Nanites")
    answer(g, "yes")
    assert "Wound" in names(g, g.ko_pile) and not g.players[0].deck


def test_fateful_return_two_per_class():
    g = saga(hand=["Fateful Return", "Burst of Rage", "Open Portals"])  # I+T, S, R
    play(g, "Fateful Return")
    assert g.turn.attack == 2 * 4
