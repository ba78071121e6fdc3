"""Quantum Realm: Villains and the Ambush Scheme Quantumania."""

from __future__ import annotations

from legendary_desktop.engine import values
from legendary_desktop.engine.positions import answer, assert_conserved, names, put
from legendary_desktop.engine.table import SEWERS

from .kit import next_turn_reveals, options, pos

HQ = ["Veb", "Mystics", "Quaz", "Xolum", "Steel Warrior"]


def _drain(g) -> None:  # type: ignore[no-untyped-def]
    while g.pending is not None and g.pending.kind != "action":
        answer(g, g.pending.options[0].label)


def test_axian_bartender_sells_refreshments_that_ko_wounds() -> None:
    g = pos(city={"Sewers": "Axian Bartender"}, attack=4, recruit=4, hand=["Wound"])
    put(g, "Wound", "discard", player=1)
    answer(g, "Fight Axian Bartender (Sewers)")
    answer(g, "refreshment")
    theirs = g.players[1].discard[-1]
    answer(g, f"card:{theirs}")  # the Wound in the other player's discard pile
    assert theirs in g.ko_pile
    answer(g, "refreshment")
    assert g.turn.recruit == 0
    assert "refreshment" not in options(g)
    assert names(g, g.ko_pile).count("Wound") >= 2
    assert "Wound" not in names(g, g.players[0].hand + g.players[1].discard)


def test_axian_maitre_d_makes_the_found_hero_cheaper() -> None:
    g = pos(city={"Sewers": "Axian Maitre d'"}, attack=4, hq=HQ)
    put(g, "Hope Returns", "hero_deck")
    answer(g, "Fight Axian Maitre d' (Sewers)")
    answer(g, "Veb")
    answer(g, "Hope Returns")
    found = g.hq[0]
    assert found is not None and values.hero_cost(g, found) == 9 - 2
    answer(g, "end")  # "this turn": the next player pays the printed cost
    while g.pending is not None and g.pending.kind != "action":
        answer(g, g.pending.options[0].label)
    assert g.turn.player == 1 and found in g.hq and values.hero_cost(g, found) == 9


def test_hungering_energy_microscopic_tech_and_ko() -> None:
    g = pos(hand=["Veb", "Quaz"], city={"Sewers": "Hungering Energy"})
    put(g, "Master Physicist", "played")
    occ = g.city[SEWERS]
    assert occ is not None and values.occupant_attack(g, occ, SEWERS) == 5
    g.turn.attack = 5
    g.refresh()
    answer(g, "Fight Hungering Energy (Sewers)")
    answer(g, "Quaz")
    assert "Quaz" in names(g, g.ko_pile)


def test_lord_krylars_appetizer_chosen_player_kos_from_discard() -> None:
    g = pos(city={"Sewers": "Lord Krylar's Appetizer"}, attack=6)
    put(g, "Wound", "discard", player=1)
    put(g, "Veb", "discard", player=1)
    answer(g, "Fight Lord Krylar's Appetizer (Sewers)")
    answer(g, "Player 2")
    assert g.pending is not None and g.pending.player == 1
    answer(g, "Wound")
    assert names(g, g.players[1].discard) == ["Veb"]


def test_lord_krylars_valet_explores_for_recruit() -> None:
    g = pos(city={"Sewers": "Lord Krylar's Valet"}, attack=5, hq=HQ)
    put(g, "Hope Returns", "hero_deck")
    answer(g, "Fight Lord Krylar's Valet (Sewers)")
    answer(g, "Veb")
    answer(g, "Hope Returns")
    assert g.turn.recruit == 4


def test_quantumania_duplicates_discards_and_spending_attack() -> None:
    g = pos(players=2, hands={1: ["Veb", "Veb", "Quaz"]})
    put(g, "Quaz", "hero_deck")
    next_turn_reveals(g, "Quantumania")
    # player 2 (active) puts a non-grey Hero in; player 1 too; then the top Hero (Quaz) joins
    while g.pending is not None and g.pending.kind != "action":
        d = g.pending
        pick = next((o for o in d.options if g.name(o.card) == "Veb"), d.options[0]) if d.options[0].card is not None \
            else d.options[0]
        answer(g, pick.label)
    scheme = g.held[g.scheme_card]["Other Schemes"][0]
    dupes = names(g, g.held[scheme]["Quantum Duplicates"])
    assert "Quaz" in dupes and "Veb" in dupes
    assert "Quaz" not in names(g, g.players[1].hand) and "Veb" not in names(g, g.players[1].hand)
    g.turn.attack = 20
    g.refresh()
    for card in list(g.held[scheme]["Quantum Duplicates"]):
        answer(g, f"duplicate:{card}")
        answer(g, "KO it")
    assert "Quantumania" in names(g, g.players[1].victory_pile)
    assert_conserved(g)


def test_quantumoeba_eats_a_henchman_and_gives_it_back_on_fight() -> None:
    g = pos(henchmen=["Quantumnauts"])
    put(g, "Quantum Hound", "victory_pile")
    next_turn_reveals(g, "Quantumoeba")
    occ = g.city[SEWERS]
    assert occ is not None and values.occupant_attack(g, occ, SEWERS) == 8 + 3
    g.turn.attack = 11
    g.refresh()
    answer(g, "Fight Quantumoeba (Sewers)")
    _drain(g)
    assert sorted(names(g, g.players[1].victory_pile)) == ["Quantum Hound", "Quantumoeba"]
    assert_conserved(g)


def test_sky_manta_found_hero_recruited_goes_to_the_new_hand() -> None:
    g = pos(city={"Sewers": "Sky Manta"}, attack=5, recruit=5, hq=HQ)
    put(g, "Flitting Sting", "hero_deck")
    answer(g, "Fight Sky Manta (Sewers)")
    answer(g, "Veb")
    answer(g, "Flitting Sting")
    answer(g, f"recruit:{g.hq[0]}")
    answer(g, "end")
    assert "Flitting Sting" in names(g, g.players[0].hand)
    assert len(g.players[0].hand) == 7
