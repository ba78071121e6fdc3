"""Cassie Lang, Freedom Fighters and Janet van Dyne Hero cards."""

from __future__ import annotations

from legendary_desktop.engine.positions import answer, assert_conserved, names, play, put
from legendary_desktop.engine.table import BANK

from .kit import options, pos, texts

HQ = ["Quaz", "Veb", "Mystics", "Xolum", "Steel Warrior"]

# ------------------------------------------------------------------ Cassie Lang


def test_colossal_stomp_defeats_a_small_villain() -> None:
    g = pos(hand=["Colossal Stomp"], city={"Bank": "Hydra Arms Dealer", "Sewers": "Sonny Burch"})
    put(g, "Giant Hug", "played")
    play(g, "Colossal Stomp")
    assert texts(g) == ["Hydra Arms Dealer (Bank)"]  # Sonny Burch is worth 4
    answer(g, "Hydra Arms Dealer (Bank)")
    assert g.city[BANK] is None
    assert names(g, g.players[0].victory_pile) == ["Hydra Arms Dealer"]


def test_giant_hug_draws_for_a_player_revealing_cost_5() -> None:
    g = pos(hand=["Giant Hug"], hands={1: ["Quaz"]})
    play(g, "Giant Hug")
    answer(g, "Player 2")
    assert len(g.players[1].hand) == 2
    g2 = pos(hand=["Giant Hug"], hands={1: ["Veb"]})
    play(g2, "Giant Hug")
    answer(g2, "Player 2")
    assert len(g2.players[1].hand) == 1


def test_start_small_must_discard_then_draws_with_a_small_villain() -> None:
    g = pos(hand=["Start Small"])
    assert "Play Start Small" not in texts(g)  # nothing to discard
    g = pos(hand=["Start Small", "Veb"], deck=["Quaz"])
    put(g, "Hydra Arms Dealer", "victory_pile")
    play(g, "Start Small")
    assert names(g, g.players[0].discard) == ["Veb"]
    assert names(g, g.players[0].hand) == ["Quaz"]
    assert g.turn.recruit == 2


def test_learn_from_the_past_repeats_a_small_villains_fight() -> None:
    g = pos(hand=["Learn from the Past"])
    put(g, "Hydra Arms Dealer", "victory_pile")
    put(g, "Giant Hug", "played")
    play(g, "Learn from the Past")
    answer(g, "Hydra Arms Dealer")
    assert g.turn.notes["pools"][0][0] == 2  # +2 Recruit for Heroes with an Attack icon


def test_quantum_beacon_fights_the_top_villain_and_skips_next_villain_step() -> None:
    g = pos(hand=["Quantum Beacon"], attack=4)
    put(g, "Hydra Arms Dealer", "villain_deck")
    put(g, "Master Physicist", "played")
    play(g, "Quantum Beacon")
    target = g.villain_deck[-1]
    answer(g, f"elsewhere:{target}")
    assert target in g.players[0].victory_pile
    assert g.skip_next_villain_step
    assert_conserved(g)


def test_quantum_beacon_rescues_a_top_bystander() -> None:
    g = pos(hand=["Quantum Beacon"])
    put(g, "Bystander", "villain_deck")
    put(g, "Master Physicist", "played")
    play(g, "Quantum Beacon")
    assert names(g, g.players[0].victory_pile) == ["Bystander"]
    assert g.skip_next_villain_step


def test_quantum_beacon_big_villain_stays() -> None:
    g = pos(hand=["Quantum Beacon"], attack=10)
    put(g, "Sonny Burch", "villain_deck")
    put(g, "Master Physicist", "played")
    play(g, "Quantum Beacon")
    assert not [o for o in options(g) if o.startswith("elsewhere")]
    assert not g.skip_next_villain_step


def test_inspire_revolution_counts_small_villains() -> None:
    g = pos(hand=["Inspire Revolution"])
    put(g, "Hydra Arms Dealer", "victory_pile")
    put(g, "Quantumnauts", "victory_pile")
    put(g, "Sonny Burch", "victory_pile")
    play(g, "Inspire Revolution")
    assert g.turn.attack == 5 + 2


# ------------------------------------------------------------- Freedom Fighters


def test_mystics_draws_an_extra_card_next_hand() -> None:
    g = pos(hand=["Mystics"])
    play(g, "Mystics")
    answer(g, "end")
    assert len(g.players[0].hand) == 7


def test_steel_warrior_conqueror_and_draw() -> None:
    g = pos(hand=["Steel Warrior"], deck=["Veb"], city={"Streets": "Hydra Arms Dealer"})
    play(g, "Steel Warrior")
    assert g.turn.attack == 2
    assert names(g, g.players[0].hand) == ["Veb"]


def test_xolum_ranged_gives_2() -> None:
    g = pos(hand=["Xolum"])
    put(g, "Mystics", "played")
    play(g, "Xolum")
    assert g.turn.attack == 4


def test_quaz_explores_for_the_chosen_icon() -> None:
    g = pos(hand=["Quaz"], hq=HQ)
    put(g, "Hope Returns", "hero_deck")
    put(g, "Mystics", "played")
    play(g, "Quaz")
    answer(g, "Recruit")
    answer(g, "Veb")
    answer(g, "Hope Returns")
    assert (g.turn.recruit, g.turn.attack) == (2 + 4, 2)


def test_veb_draws_a_card_with_holes_and_instinct_may_ko_it() -> None:
    g = pos(hand=["Veb"], deck=["Quaz"])  # cost 6
    put(g, "Antagonize", "played")
    play(g, "Veb")
    answer(g, "yes")
    assert "Quaz" in names(g, g.ko_pile)


def test_veb_leaves_a_card_without_holes() -> None:
    g = pos(hand=["Veb"], deck=["Flitting Sting"])  # 3, 1+, 1+
    play(g, "Veb")
    assert g.players[0].hand == []


def test_freedom_forever_gives_the_found_hero() -> None:
    g = pos(hand=["Freedom Forever"], hq=HQ)
    put(g, "Hope Returns", "hero_deck")
    put(g, "Antagonize", "played")
    play(g, "Freedom Forever")
    answer(g, "Veb")
    answer(g, "Hope Returns")
    answer(g, "yes")
    answer(g, "Player 2")
    assert "Hope Returns" in names(g, g.players[1].discard)
    assert g.turn.attack == 5
    assert_conserved(g)


# --------------------------------------------------------------- Janet van Dyne


def test_search_for_peace_gets_the_found_heroes_recruit() -> None:
    g = pos(hand=["Search for Peace"], hq=HQ)
    put(g, "Hope Returns", "hero_deck")
    put(g, "Hitch a Ride", "played")
    play(g, "Search for Peace")
    answer(g, "Veb")
    answer(g, "Hope Returns")
    assert g.turn.recruit == 2 + 4


def test_wasp_of_another_generation_counts_explores() -> None:
    g = pos(hand=["Search for Peace", "Wasp of Another Generation"], hq=HQ)
    put(g, "Hitch a Ride", "played")
    put(g, "Hope Returns", "hero_deck")
    play(g, "Search for Peace")
    answer(g, "Veb")
    answer(g, "Hope Returns")
    put(g, "Giant-Man", "hero_deck")
    play(g, "Wasp of Another Generation")
    answer(g, "Quaz")
    answer(g, "Giant-Man")
    assert g.turn.notes["explored"] == 2
    assert g.turn.attack == 2 + 2  # explored twice this turn


def test_quantum_contradiction_top_of_hero_deck_or_ko() -> None:
    g = pos(hand=["Quantum Contradiction"])
    play(g, "Quantum Contradiction")
    answer(g, "Top of the Hero Deck")
    assert names(g, g.hero_deck[-1:]) == ["Quantum Contradiction"]
    assert (g.turn.recruit, g.turn.attack) == (4, 4)
    g2 = pos(hand=["Quantum Contradiction"])
    play(g2, "Quantum Contradiction")
    answer(g2, "KO it")
    assert "Quantum Contradiction" in names(g2, g2.ko_pile)


def test_subatomic_size_draws_and_needs_two_covert_for_2() -> None:
    g = pos(hand=["Subatomic Size"], deck=["Veb"])
    put(g, "Hitch a Ride", "played")
    put(g, "Hitch a Ride", "played")
    play(g, "Subatomic Size")
    assert names(g, g.players[0].hand) == ["Veb"]
    assert g.turn.attack == 2
    g2 = pos(hand=["Subatomic Size"], deck=["Veb"])
    put(g2, "Hitch a Ride", "played")
    play(g2, "Subatomic Size")
    assert g2.turn.attack == 0


def test_finally_found_you_gets_both_icons() -> None:
    g = pos(hand=["Finally Found You"], hq=HQ)
    put(g, "Hope Returns", "hero_deck")
    put(g, "Hitch a Ride", "played")
    play(g, "Finally Found You")
    answer(g, "Veb")
    answer(g, "Hope Returns")
    assert (g.turn.recruit, g.turn.attack) == (8, 8)


def test_prepare_for_war_without_ranged_does_not_explore() -> None:
    g = pos(hand=["Prepare for War"], hq=HQ)
    play(g, "Prepare for War")
    assert g.pending is not None and g.pending.kind == "action"
    assert g.turn.attack == 2
