"""Spider-Foes Villains: Doctor Octopus, Green Goblin, The Lizard, Venom."""

from __future__ import annotations

from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import answer, names, position, put

EXPENSIVE_HQ = ["Hulk Smash!", "Berserker Rage", "X-Men United", "God of Thunder", "Pure Fury"]
FILLER = "Sentinel"


def option_texts(g: Game) -> list[str]:
    assert g.pending is not None
    return [o.text for o in g.pending.options]


def test_doctor_octopus_next_hand_is_eight() -> None:
    """Doctor Octopus Fight: draw eight cards for the end-of-turn hand."""
    g = position(city={"Sewers": "Doctor Octopus"}, attack=4)
    answer(g, "Fight Doctor Octopus")
    answer(g, "end")
    assert len(g.players[0].hand) == 8


def test_without_doctor_octopus_next_hand_is_six() -> None:
    """Control for Doctor Octopus: a normal end of turn draws six."""
    g = position(city={"Sewers": "Doctor Octopus"}, attack=4)
    answer(g, "end")
    assert len(g.players[0].hand) == 6


def test_green_goblin_ambush_captures_bystander() -> None:
    """Green Goblin Ambush: he captures a Bystander on entering."""
    g = position()
    put(g, "Green Goblin", "villain_deck")
    answer(g, "end")
    occ = g.city[0]
    assert occ is not None and g.name(occ.card) == "Green Goblin"
    assert names(g, occ.bystanders) == ["Bystander"]


def test_lizard_in_sewers_wounds_other_players() -> None:
    """The Lizard Fight in the Sewers: each other player gains a Wound, not you."""
    g = position(city={"Sewers": "The Lizard"}, discard=[], attack=3)
    answer(g, "Fight The Lizard")
    assert names(g, g.players[1].discard) == ["Wound"]
    assert g.players[0].discard == []


def test_lizard_elsewhere_does_nothing() -> None:
    """The Lizard Fight outside the Sewers: no Wounds."""
    g = position(city={"Bank": "The Lizard"}, attack=3)
    answer(g, "Fight The Lizard")
    assert "Wound" not in names(g, g.players[1].discard)


def test_venom_needs_covert_hero() -> None:
    """Venom: no Fight option without a Covert Hero; with one he can be defeated."""
    g = position(city={"Sewers": "Venom"}, hand=["Odinson"], attack=5)
    assert not any(t.startswith("Fight Venom") for t in option_texts(g))
    put(g, "Dangerous Rescue", "hand")
    answer(g, "Fight Venom")
    assert names(g, g.players[0].victory_pile) == ["Venom"]


def test_venom_escape_wounds_each_player() -> None:
    """Venom Escape: each player gains a Wound."""
    city = {"Sewers": FILLER, "Bank": FILLER, "Rooftops": FILLER, "Streets": FILLER, "Bridge": "Venom"}
    g = position(city=city, hq=EXPENSIVE_HQ, discard=[])
    put(g, FILLER, "villain_deck")
    answer(g, "end")
    assert "Venom" in names(g, g.escape_pile)
    assert names(g, g.players[0].discard).count("Wound") == 1
    assert names(g, g.players[1].discard).count("Wound") == 1
