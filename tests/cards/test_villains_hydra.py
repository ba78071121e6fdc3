"""HYDRA Villains: Endless Armies of HYDRA, HYDRA Kidnappers, Supreme HYDRA, Viper."""

from __future__ import annotations

from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import answer, names, position, put
from legendary_desktop.engine.scoring import victory_points

EXPENSIVE_HQ = ["Hulk Smash!", "Berserker Rage", "X-Men United", "God of Thunder", "Pure Fury"]
FILLER = "Sentinel"


def escape(name: str, **kw: object) -> Game:
    """Fill the city with `name` on the Bridge; player 1's Villain step pushes it out."""
    city = {"Sewers": FILLER, "Bank": FILLER, "Rooftops": FILLER, "Streets": FILLER, "Bridge": name}
    g = position(city=city, hq=EXPENSIVE_HQ, **kw)  # type: ignore[arg-type]
    put(g, FILLER, "villain_deck")
    answer(g, "end")
    return g


def test_endless_armies_fight_plays_two_villain_cards() -> None:
    """Endless Armies of HYDRA Fight: the top two Villain Deck cards are played."""
    g = position(city={"Streets": "Endless Armies of HYDRA"}, attack=4)
    put(g, "Sentinel", "villain_deck")
    put(g, "Blob", "villain_deck")
    before = len(g.villain_deck)
    answer(g, "Fight Endless Armies")
    assert len(g.villain_deck) == before - 2
    assert [g.name(o.card) if o else None for o in g.city] == ["Sentinel", "Blob", None, None, None]


def test_kidnappers_fight_may_gain_officer() -> None:
    """HYDRA Kidnappers Fight: you may gain a S.H.I.E.L.D. Officer (yes)."""
    g = position(city={"Sewers": "HYDRA Kidnappers"}, discard=[], attack=3)
    answer(g, "Fight HYDRA Kidnappers")
    answer(g, "yes")
    assert names(g, g.players[0].discard) == ["S.H.I.E.L.D. Officer"]


def test_kidnappers_fight_officer_is_optional() -> None:
    """HYDRA Kidnappers Fight: declining gains nothing."""
    g = position(city={"Sewers": "HYDRA Kidnappers"}, discard=[], attack=3)
    answer(g, "Fight HYDRA Kidnappers")
    answer(g, "no")
    assert g.players[0].discard == []


def test_supreme_hydra_worth_three_per_other_hydra_villain() -> None:
    """Supreme HYDRA: +3 VP for each other HYDRA Villain in your Victory Pile (not Henchmen)."""
    g = position()
    put(g, "Supreme HYDRA", "victory_pile")
    assert victory_points(g, 0) == 3
    put(g, "Viper", "victory_pile")
    put(g, "HYDRA Kidnappers", "victory_pile")
    put(g, "Sentinel", "victory_pile")
    assert victory_points(g, 0) == 3 + 3 + 1 + 1 + 2 * 3


def test_viper_fight_wounds_players_without_other_hydra() -> None:
    """Viper Fight: Viper herself doesn't count; only a player with another HYDRA Villain is spared."""
    g = position(city={"Sewers": "Viper"}, discard=[], attack=5)
    put(g, "HYDRA Kidnappers", "victory_pile", 1)
    answer(g, "Fight Viper")
    assert names(g, g.players[0].discard) == ["Wound"]
    assert "Wound" not in names(g, g.players[1].discard)


def test_viper_escape_same_effect() -> None:
    """Viper Escape: the same Wound effect."""
    g = escape("Viper", discard=[])
    assert "Viper" in names(g, g.escape_pile)
    assert names(g, g.players[0].discard).count("Wound") == 1
    assert names(g, g.players[1].discard).count("Wound") == 1


def test_viper_escape_spares_player_with_hydra() -> None:
    """Viper Escape: a player with a HYDRA Villain in their Victory Pile gains no Wound."""
    g = position(city={"Sewers": FILLER, "Bank": FILLER, "Rooftops": FILLER, "Streets": FILLER, "Bridge": "Viper"},
                 hq=EXPENSIVE_HQ)
    put(g, "HYDRA Kidnappers", "victory_pile", 1)
    put(g, FILLER, "villain_deck")
    answer(g, "end")
    assert "Wound" not in names(g, g.players[1].discard)
    assert names(g, g.players[0].discard).count("Wound") == 1
