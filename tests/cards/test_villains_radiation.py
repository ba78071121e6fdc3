"""Radiation Villains: Abomination, The Leader, Maestro, Zzzax."""

from __future__ import annotations

from legendary_desktop.engine.positions import answer, names, position, put

EXPENSIVE_HQ = ["Hulk Smash!", "Berserker Rage", "X-Men United", "God of Thunder", "Pure Fury"]
FILLER = "Sentinel"


def test_abomination_on_streets_rescues_three() -> None:
    """Abomination Fight on the Streets: rescue three Bystanders."""
    g = position(city={"Streets": "Abomination"}, attack=5)
    answer(g, "Fight Abomination")
    assert names(g, g.players[0].victory_pile) == ["Abomination"] + ["Bystander"] * 3


def test_abomination_on_bridge_rescues_three() -> None:
    """Abomination Fight on the Bridge: rescue three Bystanders."""
    g = position(city={"Bridge": "Abomination"}, attack=5)
    answer(g, "Fight Abomination")
    assert names(g, g.players[0].victory_pile).count("Bystander") == 3


def test_abomination_elsewhere_rescues_none() -> None:
    """Abomination Fight in the Bank: no Bystanders."""
    g = position(city={"Bank": "Abomination"}, attack=5)
    answer(g, "Fight Abomination")
    assert names(g, g.players[0].victory_pile) == ["Abomination"]


def test_the_leader_ambush_plays_next_villain_card() -> None:
    """The Leader Ambush: the next Villain Deck card is played (it pushes The Leader on)."""
    g = position()
    put(g, FILLER, "villain_deck")
    put(g, "The Leader", "villain_deck")
    answer(g, "end")
    assert [g.name(o.card) if o else None for o in g.city] == [FILLER, "The Leader", None, None, None]


def test_maestro_kos_a_hero_per_strength_hero() -> None:
    """Maestro Fight: two Strength Heroes means KO two of your Heroes."""
    g = position(city={"Sewers": "Maestro"}, hand=["Odinson", "Growing Anger", "Keen Senses"], attack=6)
    answer(g, "Fight Maestro")
    answer(g, "Keen Senses")
    answer(g, "Odinson")
    assert names(g, g.players[0].hand) == ["Growing Anger"]


def test_maestro_without_strength_kos_nothing() -> None:
    """Maestro Fight: no Strength Heroes, no KO."""
    g = position(city={"Sewers": "Maestro"}, hand=["Keen Senses", "Optic Blast"], attack=6)
    answer(g, "Fight Maestro")
    assert names(g, g.players[0].hand) == ["Keen Senses", "Optic Blast"]


def test_zzzax_fight_strength_or_wound() -> None:
    """Zzzax Fight: each player without a Strength Hero gains a Wound."""
    g = position(city={"Sewers": "Zzzax"}, hand=["Odinson"], attack=5)
    answer(g, "Fight Zzzax")
    assert "Wound" not in names(g, g.players[0].discard)
    assert names(g, g.players[1].discard) == ["Wound"]


def test_zzzax_escape_same_effect() -> None:
    """Zzzax Escape: the same Strength-or-Wound effect."""
    city = {"Sewers": FILLER, "Bank": FILLER, "Rooftops": FILLER, "Streets": FILLER, "Bridge": "Zzzax"}
    g = position(city=city, hq=EXPENSIVE_HQ, discard=[], hands={1: ["Odinson"]})
    put(g, FILLER, "villain_deck")
    answer(g, "end")
    assert "Zzzax" in names(g, g.escape_pile)
    assert "Wound" not in names(g, g.players[1].discard)
    assert names(g, g.players[0].discard).count("Wound") == 1
