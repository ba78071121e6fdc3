"""Brotherhood Villains: Blob, Juggernaut, Mystique, Sabretooth."""

from __future__ import annotations

from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import answer, names, position, put

EXPENSIVE_HQ = ["Hulk Smash!", "Berserker Rage", "X-Men United", "God of Thunder", "Pure Fury"]
FILLER = "Sentinel"


def escape(name: str, **kw: object) -> Game:
    """Fill the city with `name` on the Bridge; player 1's Villain step pushes it out."""
    city = {"Sewers": FILLER, "Bank": FILLER, "Rooftops": FILLER, "Streets": FILLER, "Bridge": name}
    g = position(city=city, hq=EXPENSIVE_HQ, deck=["S.H.I.E.L.D. Officer"] * 6, **kw)  # type: ignore[arg-type]
    put(g, FILLER, "villain_deck")
    answer(g, "end")
    return g


def option_texts(g: Game) -> list[str]:
    assert g.pending is not None
    return [o.text for o in g.pending.options]


def test_blob_cannot_be_fought_without_x_men() -> None:
    """Blob: no Fight option unless you have an X-Men Hero; with one, Blob can be defeated."""
    g = position(city={"Sewers": "Blob"}, hand=["Odinson"], attack=4)
    assert not any(t.startswith("Fight Blob") for t in option_texts(g))
    put(g, "Keen Senses", "hand")
    answer(g, "Fight Blob")
    assert names(g, g.players[0].victory_pile) == ["Blob"]


def test_blob_x_men_hero_played_counts() -> None:
    """Blob: an X-Men Hero played this turn also lets you defeat him."""
    g = position(city={"Sewers": "Blob"}, hand=[], attack=4)
    put(g, "Keen Senses", "played")
    answer(g, "Fight Blob")
    assert g.city[0] is None


def test_juggernaut_ambush_kos_two_heroes_from_each_discard() -> None:
    """Juggernaut Ambush: each player KOs two Heroes from their discard pile (Wounds stay)."""
    g = position(hand=[], discard=["Hulk Smash!", "Odinson", "Wound"])
    for name in ("Keen Senses", "Healing Factor", "Frenzied Slashing"):
        put(g, name, "discard", 1)
    put(g, "Juggernaut", "villain_deck")
    answer(g, "end")
    assert g.pending is not None and g.pending.player == 1
    answer(g, "Keen Senses", "Healing Factor")
    assert names(g, g.players[1].discard) == ["Frenzied Slashing"]
    assert names(g, g.players[0].discard) == ["Wound"]
    assert {"Hulk Smash!", "Odinson", "Keen Senses", "Healing Factor"} <= set(names(g, g.ko_pile))
    assert g.city[0] is not None and g.name(g.city[0].card) == "Juggernaut"


def test_juggernaut_escape_kos_two_heroes_from_each_hand() -> None:
    """Juggernaut Escape: each player KOs two Heroes from their hand."""
    g = escape("Juggernaut", hands={1: ["Odinson", "Keen Senses", "Wound"]})
    assert "Juggernaut" in names(g, g.escape_pile)
    assert names(g, g.players[1].hand) == ["Wound"]
    # Player 0's hand is six identical Officers: two are KO'd without a question.
    assert names(g, g.players[0].hand) == ["S.H.I.E.L.D. Officer"] * 4


def test_mystique_escape_becomes_scheme_twist() -> None:
    """Mystique Escape: she becomes a Scheme Twist that resolves at once (Cosmic Cube puts it beside)."""
    g = escape("Mystique")
    assert g.twists_played == 1
    assert "Mystique" in names(g, g.beside_scheme)
    assert "Mystique" not in names(g, g.escape_pile)


def test_sabretooth_fight_x_men_or_wound() -> None:
    """Sabretooth Fight: each player without an X-Men Hero gains a Wound."""
    g = position(city={"Sewers": "Sabretooth"}, hand=["Keen Senses"], attack=5)
    answer(g, "Fight Sabretooth")
    assert "Wound" not in names(g, g.players[0].discard)
    assert names(g, g.players[1].discard) == ["Wound"]


def test_sabretooth_escape_same_effect() -> None:
    """Sabretooth Escape: the same reveal-X-Men-or-Wound effect."""
    g = escape("Sabretooth", hands={1: ["Keen Senses"]})
    assert "Wound" not in names(g, g.players[1].discard)
    assert names(g, g.players[0].discard).count("Wound") == 1
