"""Ant Army, Ant-Man and Wasp Hero cards."""

from __future__ import annotations

from legendary_desktop.engine import values
from legendary_desktop.engine.positions import answer, assert_conserved, names, play, put
from legendary_desktop.engine.table import SEWERS

from .kit import next_turn_reveals, options, pos

# --------------------------------------------------------------------- Ant Army


def test_antagonize_antics_gives_2_attack() -> None:
    g = pos(hand=["Antagonize", "Hitch a Ride", "Veb"])
    play(g, "Antagonize")
    assert g.turn.attack == 3


def test_anticipate_antics_draws() -> None:
    g = pos(hand=["Anticipate", "Up the Ante", "Veb"], deck=["Quaz"])
    play(g, "Anticipate")
    assert g.turn.recruit == 2
    assert "Quaz" in names(g, g.players[0].hand)


def test_anticipate_without_antics_does_not_draw() -> None:
    g = pos(hand=["Anticipate", "Quaz"], deck=["Quaz"])
    play(g, "Anticipate")
    assert names(g, g.players[0].hand) == ["Quaz"]


def test_up_the_ante_heist_draws() -> None:
    g = pos(hand=["Up the Ante"], deck=["Quaz"])
    play(g, "Up the Ante")
    put(g, "Scheme Twist", "villain_deck")
    answer(g, "heist")
    assert names(g, g.players[0].hand) == ["Quaz"]


def test_anti_tank_weapons_tech_gives_3() -> None:
    g = pos(hand=["Anti-Tank Weapons"])
    put(g, "Master Physicist", "played")
    play(g, "Anti-Tank Weapons")
    assert g.turn.attack == 5


def test_antiproton_experiments_antics() -> None:
    g = pos(hand=["Antiproton Experiments", "Veb", "Up the Ante"])
    play(g, "Antiproton Experiments")
    assert (g.turn.recruit, g.turn.attack) == (3, 3)


def test_revolutionary_anthem_heist_on_a_twist_shuffles_if_you_like() -> None:
    g = pos(hand=["Revolutionary Anthem"])
    play(g, "Revolutionary Anthem")  # no Antics (only itself)
    assert g.turn.attack == 4
    put(g, "Scheme Twist", "villain_deck")
    answer(g, "heist")  # count 1 (cost 9) > 0
    answer(g, "yes")
    assert g.turn.attack == 4 + 2 + 2
    assert_conserved(g)


def test_revolutionary_anthem_heist_on_other_cards_gives_2() -> None:
    g = pos(hand=["Revolutionary Anthem", "Up the Ante", "Veb"])
    play(g, "Revolutionary Anthem")  # Antics: itself, Up the Ante, Veb
    put(g, "Bystander", "villain_deck")
    play(g, "Up the Ante")
    answer(g, "heist")  # count 2 (9, 1) > 1
    answer(g, "Revolutionary Anthem")
    assert g.turn.attack == 4 + 2 + 2 + 1


# ---------------------------------------------------------------------- Ant-Man


def test_hitch_a_ride_antics() -> None:
    g = pos(hand=["Hitch a Ride", "Antagonize", "Veb"])
    play(g, "Hitch a Ride")
    assert g.turn.recruit == 3


def test_look_out_for_the_little_guy_draws_strength_or_size_changing() -> None:
    g = pos(hand=["Look Out for the Little Guy!"], deck=["Hitch a Ride"])
    play(g, "Look Out for the Little Guy!")
    assert names(g, g.players[0].hand) == ["Hitch a Ride"]
    g2 = pos(hand=["Look Out for the Little Guy!"], deck=["Quaz"])
    play(g2, "Look Out for the Little Guy!")
    assert g2.players[0].hand == []


def test_shrink_away_covert_gives_villains_and_mastermind_minus_1() -> None:
    g = pos(hand=["Shrink Away"], city={"Sewers": "Hydra Arms Dealer"})
    put(g, "Hitch a Ride", "played")
    play(g, "Shrink Away")
    occ = g.city[SEWERS]
    assert occ is not None and values.occupant_attack(g, occ, SEWERS) == 3
    assert values.mastermind_attack(g) == 7 - 1  # Red Skull


def test_shrink_away_lasts_for_the_turn_it_is_played_only() -> None:
    g = pos(hand=["Shrink Away", "Shrink Away"], city={"Sewers": "Hydra Arms Dealer"})
    put(g, "Hitch a Ride", "played")
    play(g, "Shrink Away")
    play(g, "Shrink Away")
    assert values.mastermind_attack(g) == 7 - 2 and values.breakdown(g, g.mastermind_card)[-1] == ("Shrink Away", -2)
    next_turn_reveals(g, "Scheme Twist")
    while g.pending is not None and g.pending.kind != "action":
        answer(g, g.pending.options[0].label)
    assert g.turn.player == 1 and values.mastermind_attack(g) == 7
    occ = next(o for o in g.city if o is not None and g.name(o.card) == "Hydra Arms Dealer")
    assert values.occupant_attack(g, occ, g.city.index(occ)) == 4


def test_shrink_away_without_covert_changes_nothing() -> None:
    g = pos(hand=["Shrink Away"])
    play(g, "Shrink Away")
    assert values.mastermind_attack(g) == 7


def test_bug_swarm_antics_may_ko_from_hand_or_discard() -> None:
    g = pos(hand=["Bug Swarm", "Veb", "Antagonize"], discard=["Wound"])
    play(g, "Bug Swarm")
    answer(g, "Wound")
    assert "Wound" in names(g, g.ko_pile)
    assert g.turn.recruit == 2


def test_tiny_little_risk_heist_draws_two() -> None:
    g = pos(hand=["Tiny Little Risk"], deck=["Veb", "Quaz"])
    play(g, "Tiny Little Risk")
    put(g, "Scheme Twist", "villain_deck")
    answer(g, "heist")
    assert sorted(names(g, g.players[0].hand)) == ["Quaz", "Veb"]


def test_giant_man_counts_strength_and_size_changing_cards_played() -> None:
    g = pos(hand=["Antagonize", "Quaz", "Giant-Man"])
    play(g, "Antagonize")  # Size-Changing
    put(g, "Unite the Oppressed", "played")  # Strength
    play(g, "Giant-Man")  # itself too
    assert g.turn.attack == 1 + 6 + 3


# ------------------------------------------------------------------------- Wasp


def test_flitting_sting_ranged() -> None:
    g = pos(hand=["Flitting Sting", "Flitting Sting"])
    play(g, "Flitting Sting")
    play(g, "Flitting Sting")
    assert (g.turn.recruit, g.turn.attack) == (3, 3)


def test_master_physicist_counts_other_plus_recruit_cards() -> None:
    g = pos(hand=["Master Physicist", "Hitch a Ride", "Search for Peace", "Quaz"])
    play(g, "Master Physicist")
    assert g.turn.recruit == 2 + 3


def test_positive_ions_counts_other_plus_attack_cards() -> None:
    g = pos(hand=["Positive Ions", "Antagonize", "Veb"])
    put(g, "Xolum", "played")
    play(g, "Positive Ions")
    assert g.turn.attack == 2 + 2


def test_follow_my_lead_first_card_only() -> None:
    g = pos(hand=["Follow My Lead", "Follow My Lead"])
    play(g, "Follow My Lead")
    play(g, "Follow My Lead")
    assert g.turn.attack == 2 + 1


def test_infiltrate_extra_card_and_heist() -> None:
    g = pos(hand=["Infiltrate"])
    play(g, "Infiltrate")
    assert g.turn.end_extra == 1
    put(g, "Scheme Twist", "villain_deck")
    answer(g, "heist")
    assert g.turn.attack == 1 + 3
    answer(g, "end")
    assert len(g.players[0].hand) == 7


def test_hope_returns_counts_both_icons() -> None:
    g = pos(hand=["Hope Returns", "Antiproton Experiments", "Veb"])
    play(g, "Hope Returns")
    assert (g.turn.recruit, g.turn.attack) == (4 + 1, 4 + 1)


def test_wasp_cards_size_change_in_the_hq() -> None:
    g = pos(hq=["Hope Returns", "Flitting Sting", "Veb", "Quaz", "Mystics"])
    for _ in range(6):
        put(g, "Xolum", "played")
    assert [values.hero_cost(g, g.hq[i]) for i in (0, 1)] == [9 - 10, 3 - 2]  # type: ignore[arg-type]
    assert f"recruit:{g.hq[0]}" in options(g)
