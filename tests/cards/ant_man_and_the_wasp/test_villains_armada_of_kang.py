"""Armada of Kang: Villains and the Ambush Scheme Build a Conquering Army."""

from __future__ import annotations

from legendary_desktop.engine import values
from legendary_desktop.engine.positions import answer, assert_conserved, names, put
from legendary_desktop.engine.state import Occupant
from legendary_desktop.engine.table import BRIDGE, ROOFTOPS, SEWERS, STREETS

from .kit import next_turn_reveals, options, pos, texts


def _drain(g) -> None:  # type: ignore[no-untyped-def]
    """Answer the remaining non-main-phase decisions with their first option."""
    while g.pending is not None and g.pending.kind != "action":
        answer(g, g.pending.options[0].label)


def test_build_a_conquering_army_stacks_henchmen_that_conquer_the_bridge() -> None:
    g = pos(players=2, city={"Sewers": "Hydra Arms Dealer"})
    next_turn_reveals(g, "Build a Conquering Army")
    # the Bridge was empty: a Villain moves there (the only one, so no choice), then pick a Henchman group
    assert g.city[BRIDGE] is not None
    assert g.pending is not None and "unused Henchman group" in g.pending.prompt
    answer(g, "Quantum Hound")
    army = g.held[g.scheme_card]["Other Schemes"][0]
    stacked = g.held[army]["Henchmen"]
    assert names(g, stacked) == ["Quantum Hound", "Quantum Hound"]
    assert values.occupant_attack(g, Occupant(stacked[0]), None) == 3 + 1  # Bridge Conqueror 1 while stacked here
    g.turn.attack = 8
    g.refresh()
    answer(g, f"elsewhere:{stacked[0]}")
    while g.pending is not None and g.pending.kind != "action":
        answer(g, g.pending.options[0].label)
    answer(g, f"elsewhere:{g.held[army]['Henchmen'][0]}")
    _drain(g)
    assert "Build a Conquering Army" in names(g, g.players[1].victory_pile)
    assert_conserved(g)


def test_build_a_conquering_army_twist_overflows_into_the_city() -> None:
    g = pos(players=2)
    next_turn_reveals(g, "Build a Conquering Army")
    answer(g, "Quantum Hound")
    next_turn_reveals(g, "Scheme Twist")
    answer(g, "Build a Conquering Army")  # resolve its Twist first: 3 stacked
    _drain(g)
    next_turn_reveals(g, "Scheme Twist")
    answer(g, "Build a Conquering Army")  # 4 = players + 2: wounds, 3 enter, the rest KO'd
    _drain(g)
    assert sum(1 for occ in g.city if occ is not None) == 3
    assert all(names(g, [p.discard[-1] for p in g.players if p.discard]))
    assert "Build a Conquering Army" in names(g, g.ko_pile)
    assert_conserved(g)


def test_city_defense_system_streets_conqueror_and_ambush() -> None:
    g = pos(hands={1: ["Veb"]})
    next_turn_reveals(g, "City Defense System")
    assert "Wound" in names(g, g.players[1].discard)  # no Ranged Hero
    put(g, "Hydra Arms Dealer", "city:Streets")
    occ = g.city[SEWERS]
    assert occ is not None and values.occupant_attack(g, occ, SEWERS) == 4 + 2


def test_energy_shield_blocks_the_mastermind_until_fought() -> None:
    g = pos()
    next_turn_reveals(g, "Energy Shield")
    assert all(occ is None for occ in g.city)
    g.turn.attack = 20
    g.refresh()
    assert "mastermind" not in options(g)
    shield = g.held[g.mastermind_card]["Energy Shield"][0]
    answer(g, f"elsewhere:{shield}")
    assert "mastermind" in options(g)


def test_lord_krylars_yacht_trust_odd_cost_double_crosses() -> None:
    g = pos(hand=["S.H.I.E.L.D. Agent", "S.H.I.E.L.D. Agent"], deck=["Flitting Sting"],
            city={"Bank": "Lord Krylar's Yacht"}, attack=5)
    answer(g, "Fight Lord Krylar's Yacht (Bank)")
    answer(g, "yes")
    assert "Flitting Sting" in names(g, g.players[0].hand)  # cost 3: odd
    _drain(g)
    assert names(g, g.players[0].discard) == ["S.H.I.E.L.D. Agent"]


def test_lord_krylars_yacht_declined_does_nothing() -> None:
    g = pos(hand=["Veb"], deck=["Flitting Sting"], city={"Bank": "Lord Krylar's Yacht"}, attack=5)
    answer(g, "Fight Lord Krylar's Yacht (Bank)")
    answer(g, "no")
    assert names(g, g.players[0].hand) == ["Veb"]


def test_modok_microscopic_ranged_and_fight_kos_each_players_hero() -> None:
    g = pos(hand=["Veb"], hands={1: ["Quaz"]}, city={"Sewers": "M.O.D.O.K."})
    for _ in range(2):
        put(g, "Xolum", "played")
    occ = g.city[SEWERS]
    assert occ is not None and values.occupant_attack(g, occ, SEWERS) == 8 - 4
    g.turn.attack = 4
    g.refresh()
    answer(g, "Fight M.O.D.O.K. (Sewers)")
    _drain(g)
    assert "Quaz" in names(g, g.ko_pile)
    assert_conserved(g)


def test_pursuit_craft_moves_to_a_space_another_conqueror_names() -> None:
    g = pos(city={"Bank": "City Defense System"})  # Streets Conqueror 2, the Streets empty
    next_turn_reveals(g, "Pursuit Craft")  # the Streets is the only such space: it moves straight there
    assert names(g, [g.city[STREETS].card]) == ["Pursuit Craft"]  # type: ignore[union-attr]
    assert g.city[SEWERS] is None


def test_pursuit_craft_chooses_among_conquered_spaces() -> None:
    g = pos(mastermind="Kang, Quantum Conqueror", city={"Bank": "Hydra Arms Dealer"})
    next_turn_reveals(g, "Pursuit Craft")  # Kang names the Rooftops, Streets and Bridge
    assert sorted(texts(g)) == ["Bridge", "Rooftops", "Streets"]
    answer(g, "Bridge")
    assert names(g, [g.city[BRIDGE].card]) == ["Pursuit Craft"]  # type: ignore[union-attr]


def test_quantumnaut_elite_double_conqueror_and_ko_two() -> None:
    g = pos(hand=["Veb", "Quaz"], city={"Rooftops": "Quantumnaut Elite", "Streets": "Hydra Arms Dealer"})
    occ = g.city[ROOFTOPS]
    assert occ is not None and values.occupant_attack(g, occ, ROOFTOPS) == 4 + 2 + 2
    g.turn.attack = 8
    g.refresh()
    answer(g, "Fight Quantumnaut Elite (Rooftops)")
    answer(g, "Veb")  # then Quaz, the only one left
    assert names(g, g.ko_pile)[-2:] == ["Veb", "Quaz"]


def test_troop_ships_bring_back_a_villain_worth_2_or_3() -> None:
    g = pos()
    put(g, "Hydra Arms Dealer", "victory_pile")
    put(g, "Sonny Burch", "victory_pile")  # 4 VP: not eligible
    next_turn_reveals(g, "Troop Ships of Kang")
    _drain(g)
    assert sorted(names(g, [occ.card for occ in g.city if occ is not None])) == ["Hydra Arms Dealer",
                                                                                 "Troop Ships of Kang"]


# ------------------------------------------------------------ found by mutation testing


def test_build_a_conquering_army_overflow_kos_the_henchmen_left_and_the_reserve() -> None:
    """Three stacked Henchmen enter the city; the fourth and the six never stacked leave with the Scheme."""
    g = pos(players=2)
    next_turn_reveals(g, "Build a Conquering Army")
    answer(g, "Quantum Hound")
    army = g.held[g.scheme_card]["Other Schemes"][0]
    hounds = g.held[army]["Henchmen"] + g.held[army]["Reserve"]
    assert len(hounds) == 10
    for _ in range(2):
        next_turn_reveals(g, "Scheme Twist")
        answer(g, "Build a Conquering Army")
        _drain(g)
    entered = [occ.card for occ in g.city if occ is not None]
    assert len(entered) == 3 and set(entered) <= set(hounds)
    assert army in g.ko_pile and army not in g.held
    assert sorted(x for x in g.ko_pile if x in hounds) == sorted(set(hounds) - set(entered))
    assert_conserved(g)
