"""Storm's four Hero cards."""

from __future__ import annotations

from legendary_desktop.engine import city, values
from legendary_desktop.engine.positions import answer, names, play, position, put
from legendary_desktop.engine.table import BANK, BRIDGE, ROOFTOPS, SEWERS

AGENTS = ["S.H.I.E.L.D. Agent"] * 6


def test_gathering_stormclouds_ranged_draw() -> None:
    """Gathering Stormclouds: 2 Recruit; Ranged Superpower draws a card."""
    g = position(hand=["Gathering Stormclouds", "Gathering Stormclouds"], deck=AGENTS)
    play(g, "Gathering Stormclouds")
    assert g.turn.drawn == 0 and g.turn.recruit == 2
    play(g, "Gathering Stormclouds")
    assert g.turn.drawn == 1 and g.turn.recruit == 4


def test_lightning_bolt_weakens_rooftops_only() -> None:
    """Lightning Bolt: the Villain on the Rooftops gets -2 Attack; others don't."""
    g = position(hand=["Lightning Bolt"], city={"Rooftops": "Savage Land Mutates", "Sewers": "Hand Ninjas"})
    play(g, "Lightning Bolt")
    assert city.villain_attack(g, ROOFTOPS) == 1
    assert city.villain_attack(g, SEWERS) == 3
    answer(g, "Fight Savage Land Mutates")
    assert names(g, g.players[0].victory_pile) == ["Savage Land Mutates"]


def test_spinning_cyclone_swaps_and_rescues() -> None:
    """Spinning Cyclone: move a Villain (swapping) and rescue the Bystanders it held."""
    g = position(hand=["Spinning Cyclone"], city={"Sewers": "Savage Land Mutates", "Bank": "Hand Ninjas"})
    put(g, "Bystander", "bystanders:Sewers")
    put(g, "Bystander", "bystanders:Bank")
    play(g, "Spinning Cyclone")
    assert g.turn.attack == 4
    answer(g, "Savage Land Mutates")
    assert g.pending is not None and len(g.pending.options) == 4  # every other space
    answer(g, "space:1")
    bank, sewers = g.city[BANK], g.city[SEWERS]
    assert bank is not None and g.name(bank.card) == "Savage Land Mutates" and bank.bystanders == []
    assert sewers is not None and g.name(sewers.card) == "Hand Ninjas" and len(sewers.bystanders) == 1
    assert names(g, g.players[0].victory_pile) == ["Bystander"]


def test_spinning_cyclone_to_empty_space_or_declined() -> None:
    """Spinning Cyclone: a move into an empty space; declining moves nothing."""
    g = position(hand=["Spinning Cyclone"], city={"Sewers": "Savage Land Mutates"})
    play(g, "Spinning Cyclone")
    answer(g, "Savage Land Mutates")
    answer(g, "space:4")
    assert g.city[SEWERS] is None
    bridge = g.city[BRIDGE]
    assert bridge is not None and g.name(bridge.card) == "Savage Land Mutates"
    g = position(hand=["Spinning Cyclone"], city={"Sewers": "Savage Land Mutates"})
    play(g, "Spinning Cyclone")
    g.decide([])
    assert g.city[SEWERS] is not None


def test_tidal_wave_bridge_and_ranged_mastermind() -> None:
    """Tidal Wave: Bridge Villain -2; the Mastermind -2 only with the Ranged Superpower."""
    g = position(hand=["Tidal Wave"], city={"Bridge": "Savage Land Mutates"})
    base = values.mastermind_attack(g)
    play(g, "Tidal Wave")
    assert city.villain_attack(g, BRIDGE) == 1
    assert values.mastermind_attack(g) == base
    g = position(hand=["Tidal Wave"])
    put(g, "Lightning Bolt", "played")
    play(g, "Tidal Wave")
    assert values.mastermind_attack(g) == base - 2
