"""Henchmen (Quantum Hound, Quantumnauts, the five Tardigrades) and the special Bystanders."""

from __future__ import annotations

import pytest

from legendary_desktop.engine import values
from legendary_desktop.engine.card import COVERT, INSTINCT, RANGED, STRENGTH, TECH, HeroClass
from legendary_desktop.engine.positions import answer, assert_conserved, names, put
from legendary_desktop.engine.state import Occupant
from legendary_desktop.engine.table import ROOFTOPS, SEWERS

from .kit import by_key, options, pos, rescue

HQ = ["Veb", "Mystics", "Quaz", "Xolum", "Steel Warrior"]


def test_quantum_hound_kos_when_the_found_hero_has_the_chosen_icon() -> None:
    g = pos(city={"Sewers": "Quantum Hound"}, attack=3, hq=HQ, hand=["Veb"])
    put(g, "Hope Returns", "hero_deck")
    answer(g, "Fight Quantum Hound (Sewers)")
    answer(g, "Recruit")
    answer(g, "Quaz")
    answer(g, "Hope Returns")  # has a Recruit icon: KO one of your Heroes (Veb, the only one)
    assert "Veb" in names(g, g.ko_pile)


def test_quantum_hound_other_icon_kos_nothing() -> None:
    g = pos(city={"Sewers": "Quantum Hound"}, attack=3, hq=HQ, hand=["Veb"])
    put(g, "Xolum", "hero_deck")  # Attack only
    answer(g, "Fight Quantum Hound (Sewers)")
    answer(g, "Recruit")
    answer(g, "Quaz")
    answer(g, "Xolum")
    assert names(g, g.players[0].hand) == ["Veb"]


def test_quantumnauts_conquer_rooftops_and_streets() -> None:
    g = pos(city={"Rooftops": "Quantumnauts", "Streets": "Hydra Arms Dealer"}, hand=["Veb"], attack=4)
    occ = g.city[ROOFTOPS]
    assert occ is not None and values.occupant_attack(g, occ, ROOFTOPS) == 2 + 1 + 1
    answer(g, "Fight Quantumnauts (Rooftops)")
    assert "Veb" in names(g, g.ko_pile)


@pytest.mark.parametrize("cls,hero", [(COVERT, "Hitch a Ride"), (INSTINCT, "Veb"), (RANGED, "Mystics"),
                                      (STRENGTH, "Giant Hug"), (TECH, "Master Physicist")])
def test_tardigrade_microscopic_for_its_class_and_kos(cls: HeroClass, hero: str) -> None:
    g = pos(hand=["Quaz"])
    name = (cls.name or "").title()
    card = by_key(g, f"ant-man-and-the-wasp/henchman/Tardigrade/Tardigrade ({name})")
    g.city[SEWERS] = Occupant(card)
    assert values.occupant_attack(g, g.city[SEWERS], SEWERS) == 4  # type: ignore[arg-type]
    for _ in range(4):
        put(g, hero, "played")
    assert values.occupant_attack(g, g.city[SEWERS], SEWERS) == 0  # type: ignore[arg-type]  # 3 icons: -6, stops at 0
    g.refresh()
    answer(g, "Fight Tardigrade (Sewers)")
    answer(g, "Quaz")
    assert "Quaz" in names(g, g.ko_pile)


# ------------------------------------------------------------------ Bystanders


def test_special_bystanders_are_in_the_stack() -> None:
    g = pos()
    specials = [n for n in names(g, g.bystander_stack + g.villain_deck + g.ko_pile)
                if n in ("Agent Jimmy Woo", "Maggie Lang", "Officer Jim Paxton", "Young Cassie Lang")]
    assert len(specials) == 7


def test_maggie_lang_returns_a_cheap_card_to_hand() -> None:
    g = pos(hand=[], discard=["Veb", "Quaz"])
    rescue(g, "Maggie Lang")
    answer(g, "Veb")
    assert names(g, g.players[0].hand) == ["Veb"]
    assert "Maggie Lang" in names(g, g.players[0].victory_pile)


def test_young_cassie_lang_recruit_for_small_or_size_changing_heroes() -> None:
    g = pos(hand=[], hq=["Veb", "Giant-Man", "Quaz", "Xolum", "Mystics"])
    rescue(g, "Young Cassie Lang")
    assert f"pool:{g.hq[0]}" in options(g)  # Veb costs 2
    assert f"pool:{g.hq[2]}" not in options(g)  # Quaz costs 6, no Size-Changing
    answer(g, f"pool:{g.hq[0]}")
    assert "Veb" in names(g, g.players[0].discard)


def test_officer_jim_paxton_defeats_a_henchman() -> None:
    g = pos(hand=[], city={"Bank": "Quantumnauts"})
    rescue(g, "Officer Jim Paxton")
    answer(g, "Quantumnauts (Bank)")
    assert "Quantumnauts" in names(g, g.players[0].victory_pile)
    assert_conserved(g)


def test_agent_jimmy_woo_close_up_magic() -> None:
    g = pos(hand=[], deck=["Veb", "Quaz"])
    rescue(g, "Agent Jimmy Woo")
    assert g.pending is not None and g.pending.player == 1  # the player on the left names a card
    answer(g, "Quaz")
    while g.pending is not None and g.pending.kind != "action":
        g.decide([o.label for o in g.pending.options])
    hand = names(g, g.players[0].hand)
    shown = next(e.text for e in reversed(g.events) if "Is this your card" in e.text)
    if "reveals Quaz" in shown:  # the named card came up: drawn; the other goes back
        assert hand == ["Quaz"] and names(g, g.players[0].deck[-1:]) == ["Veb"]
    else:
        assert hand == [] and sorted(names(g, g.players[0].deck[-2:])) == ["Quaz", "Veb"]
    assert_conserved(g)
