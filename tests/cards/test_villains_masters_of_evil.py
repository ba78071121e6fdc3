"""Masters of Evil Villains: Baron Zemo, Melter, Ultron, Whirlwind."""

from __future__ import annotations

from legendary_desktop.engine.positions import answer, names, position, put
from legendary_desktop.engine.scoring import victory_points

EXPENSIVE_HQ = ["Hulk Smash!", "Berserker Rage", "X-Men United", "God of Thunder", "Pure Fury"]
FILLER = "Sentinel"


def test_baron_zemo_rescues_a_bystander_per_avengers_hero() -> None:
    """Baron Zemo Fight: one Bystander for each Avengers Hero in hand or played."""
    g = position(city={"Sewers": "Baron Zemo"}, hand=["Odinson", "Quick Draw", "Keen Senses"], attack=6)
    put(g, "Growing Anger", "played")
    answer(g, "Fight Baron Zemo")
    assert names(g, g.players[0].victory_pile) == ["Baron Zemo"] + ["Bystander"] * 3


def test_baron_zemo_no_avengers_no_bystanders() -> None:
    """Baron Zemo Fight: without Avengers Heroes nothing is rescued."""
    g = position(city={"Sewers": "Baron Zemo"}, hand=["Keen Senses"], attack=6)
    answer(g, "Fight Baron Zemo")
    assert names(g, g.players[0].victory_pile) == ["Baron Zemo"]


def test_melter_fighter_chooses_ko_or_back_for_each_top_card() -> None:
    """Melter Fight: each player's top card is revealed; the fighter KOs it or puts it back."""
    g = position(city={"Sewers": "Melter"}, attack=5)
    put(g, "Odinson", "deck")
    put(g, "Keen Senses", "deck", 1)
    answer(g, "Fight Melter")
    assert g.pending is not None and g.pending.player == 0 and "Odinson" in g.pending.prompt
    answer(g, "ko")
    assert g.pending is not None and g.pending.player == 0 and "Keen Senses" in g.pending.prompt
    answer(g, "back")
    assert names(g, g.ko_pile)[-1] == "Odinson"
    assert g.name(g.players[1].deck[-1]) == "Keen Senses"
    assert g.name(g.players[0].deck[-1]) != "Odinson"


def test_ultron_worth_one_more_per_tech_hero() -> None:
    """Ultron: +1 VP for each Tech Hero among all your cards (hand, deck, discard...)."""
    g = position(hand=["Mission Accomplished", "Odinson"], discard=["Arc Reactor"])
    put(g, "Ultron", "victory_pile")
    assert victory_points(g, 0) == 2 + 2
    put(g, "Web-Shooters", "deck")
    assert victory_points(g, 0) == 2 + 3
    assert victory_points(g, 1) == 0


def test_ultron_escape_tech_or_wound() -> None:
    """Ultron Escape: each player without a Tech Hero gains a Wound."""
    city = {"Sewers": FILLER, "Bank": FILLER, "Rooftops": FILLER, "Streets": FILLER, "Bridge": "Ultron"}
    g = position(city=city, hq=EXPENSIVE_HQ, discard=[], hands={1: ["Arc Reactor"]})
    put(g, FILLER, "villain_deck")
    answer(g, "end")
    assert "Ultron" in names(g, g.escape_pile)
    assert "Wound" not in names(g, g.players[1].discard)
    assert names(g, g.players[0].discard).count("Wound") == 1


def test_whirlwind_on_rooftops_kos_two_heroes() -> None:
    """Whirlwind Fight on the Rooftops: KO two of your Heroes."""
    g = position(city={"Rooftops": "Whirlwind"}, hand=["Odinson", "Keen Senses", "Optic Blast"], attack=4)
    answer(g, "Fight Whirlwind")
    answer(g, "Odinson")
    answer(g, "Keen Senses")
    assert names(g, g.players[0].hand) == ["Optic Blast"]


def test_whirlwind_on_bridge_kos_two_heroes() -> None:
    """Whirlwind Fight on the Bridge: KO two of your Heroes."""
    g = position(city={"Bridge": "Whirlwind"}, hand=["Odinson", "Odinson"], attack=4)
    answer(g, "Fight Whirlwind")
    assert g.players[0].hand == []


def test_whirlwind_elsewhere_does_nothing() -> None:
    """Whirlwind Fight in the Sewers or Streets: no KO."""
    for space in ("Sewers", "Streets"):
        g = position(city={space: "Whirlwind"}, hand=["Odinson", "Keen Senses"], attack=4)
        answer(g, "Fight Whirlwind")
        assert names(g, g.players[0].hand) == ["Odinson", "Keen Senses"]
        assert g.pending is not None and g.pending.kind == "action"
