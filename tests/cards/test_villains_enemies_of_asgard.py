"""Enemies of Asgard Villains: Destroyer, Enchantress, Frost Giant, Ymir."""

from __future__ import annotations

from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import answer, names, position, put

EXPENSIVE_HQ = ["Hulk Smash!", "Berserker Rage", "X-Men United", "God of Thunder", "Pure Fury"]
FILLER = "Sentinel"
OFFICERS = ["S.H.I.E.L.D. Officer"] * 6


def escape(name: str, **kw: object) -> Game:
    """Fill the city with `name` on the Bridge; player 1's Villain step pushes it out."""
    city = {"Sewers": FILLER, "Bank": FILLER, "Rooftops": FILLER, "Streets": FILLER, "Bridge": name}
    g = position(city=city, hq=EXPENSIVE_HQ, deck=OFFICERS, **kw)  # type: ignore[arg-type]
    put(g, FILLER, "villain_deck")
    answer(g, "end")
    return g


def test_destroyer_fight_kos_all_your_shield_heroes() -> None:
    """Destroyer Fight: every S.H.I.E.L.D. Hero in hand and played is KO'd; others and other players' stay."""
    g = position(city={"Sewers": "Destroyer"}, hand=["Battlefield Promotion", "S.H.I.E.L.D. Agent", "Odinson"],
                 hands={1: ["S.H.I.E.L.D. Trooper"]}, attack=7)
    put(g, "S.H.I.E.L.D. Trooper", "played")
    answer(g, "Fight Destroyer")
    assert names(g, g.players[0].hand) == ["Odinson"]
    assert g.turn.played == []
    assert names(g, g.ko_pile)[-3:] == ["Battlefield Promotion", "S.H.I.E.L.D. Agent", "S.H.I.E.L.D. Trooper"]
    assert names(g, g.players[1].hand) == ["S.H.I.E.L.D. Trooper"]


def test_destroyer_escape_each_player_kos_two_heroes() -> None:
    """Destroyer Escape: each player KOs two of their Heroes."""
    g = escape("Destroyer", hands={1: ["Odinson", "Keen Senses", "Wound"]})
    assert g.pending is not None and g.pending.player == 1
    answer(g, "Odinson")
    assert names(g, g.players[1].hand) == ["Wound"]
    assert names(g, g.players[0].hand) == ["S.H.I.E.L.D. Officer"] * 4


def test_enchantress_fight_draws_three() -> None:
    """Enchantress Fight: draw three cards."""
    g = position(city={"Sewers": "Enchantress"}, hand=[], attack=6)
    answer(g, "Fight Enchantress")
    assert len(g.players[0].hand) == 3


def test_frost_giant_fight_ranged_or_wound() -> None:
    """Frost Giant Fight: each player without a Ranged Hero gains a Wound."""
    g = position(city={"Sewers": "Frost Giant"}, hand=["Optic Blast"], attack=4)
    answer(g, "Fight Frost Giant")
    assert "Wound" not in names(g, g.players[0].discard)
    assert names(g, g.players[1].discard) == ["Wound"]


def test_frost_giant_escape_same_effect() -> None:
    """Frost Giant Escape: the same Ranged-or-Wound effect."""
    g = escape("Frost Giant", hands={1: ["Optic Blast"]})
    assert "Frost Giant" in names(g, g.escape_pile)
    assert "Wound" not in names(g, g.players[1].discard)
    assert names(g, g.players[0].discard).count("Wound") == 1


def test_ymir_ambush_ranged_or_wound() -> None:
    """Ymir Ambush: on entering, each player without a Ranged Hero gains a Wound."""
    g = position(deck=OFFICERS, hands={1: ["Optic Blast"]})
    put(g, "Ymir, Frost Giant King", "villain_deck")
    answer(g, "end")
    assert g.city[0] is not None and g.name(g.city[0].card) == "Ymir, Frost Giant King"
    assert "Wound" not in names(g, g.players[1].discard)
    assert names(g, g.players[0].discard).count("Wound") == 1


def test_ymir_fight_chosen_player_kos_wounds() -> None:
    """Ymir Fight: the chosen player KOs any number of Wounds from hand and discard pile."""
    g = position(city={"Sewers": "Ymir, Frost Giant King"}, hand=["Wound"], attack=6,
                 hands={1: ["Wound", "Odinson"]})
    put(g, "Wound", "discard", 1)
    put(g, "Wound", "discard", 1)
    answer(g, "Fight Ymir")
    answer(g, "player:1")
    assert g.pending is not None and g.pending.player == 1 and g.pending.min == 0
    answer(g, "Wound", "Wound")
    p1 = g.players[1]
    assert names(g, p1.hand + p1.discard).count("Wound") == 1
    assert names(g, g.players[0].hand) == ["Wound"]
