"""Thor's four Hero cards."""

from __future__ import annotations

from legendary_desktop.engine.positions import answer, names, play, position, put


def test_odinson_strength_bonus() -> None:
    """Odinson: 2 Recruit, +2 Recruit with an earlier Strength Hero."""
    g = position(hand=["Odinson", "Odinson"])
    play(g, "Odinson")
    assert g.turn.recruit == 2
    play(g, "Odinson")
    assert g.turn.recruit == 2 + 4


def test_surge_of_power_counts_spent_recruit() -> None:
    """Surge of Power: +3 Attack once 8 Recruit were made this turn, even if some was spent."""
    g = position(hand=["Surge of Power"], recruit=6, hq=["Odinson", "Odinson", "Odinson", "Odinson", "Odinson"])
    answer(g, "Recruit Odinson")
    assert g.turn.recruit == 3
    play(g, "Surge of Power")
    assert g.turn.recruit_made == 8
    assert g.turn.attack == 3


def test_surge_of_power_below_eight() -> None:
    """Surge of Power: 7 Recruit made is not enough for the Attack."""
    g = position(hand=["Surge of Power"], recruit=5)
    play(g, "Surge of Power")
    assert g.turn.recruit == 7
    assert g.turn.attack == 0


def test_call_lightning_ranged_bonus() -> None:
    """Call Lightning: 3 Attack, +3 with an earlier Ranged Hero."""
    g = position(hand=["Call Lightning"])
    play(g, "Call Lightning")
    assert g.turn.attack == 3
    g = position(hand=["Call Lightning"])
    put(g, "Surge of Power", "played")
    play(g, "Call Lightning")
    assert g.turn.attack == 6


def test_god_of_thunder_recruit_pays_for_a_fight() -> None:
    """God of Thunder: Recruit can be spent as Attack this turn."""
    g = position(hand=["God of Thunder"], city={"Sewers": "Savage Land Mutates"})
    play(g, "God of Thunder")
    assert g.turn.attack == 0 and g.turn.recruit == 5
    answer(g, "Fight Savage Land Mutates")
    assert names(g, g.players[0].victory_pile) == ["Savage Land Mutates"]
    assert g.turn.recruit == 2


def test_recruit_is_not_attack_without_god_of_thunder() -> None:
    """God of Thunder (control): without it, 5 Recruit can't fight a 3-Attack Villain."""
    g = position(hand=["Odinson"], recruit=3, city={"Sewers": "Savage Land Mutates"})
    play(g, "Odinson")
    assert g.pending is not None
    assert not any(o.label.startswith("fight") for o in g.pending.options)
