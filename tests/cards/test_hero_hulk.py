"""Hulk's Hero cards."""

from __future__ import annotations

from legendary_desktop.engine.positions import answer, names, play, position, put


def test_growing_anger_with_strength() -> None:
    """Growing Anger: +1 Attack when a Strength Hero was played earlier."""
    g = position(hand=["Growing Anger", "Growing Anger"])
    play(g, "Growing Anger")
    assert g.turn.attack == 2  # the first one has no Strength before it
    play(g, "Growing Anger")
    assert g.turn.attack == 2 + 3


def test_unstoppable_hulk_ko_wound_for_attack() -> None:
    """Unstoppable Hulk: KOing a Wound from the discard pile gives +2 Attack."""
    g = position(hand=["Unstoppable Hulk"], discard=["Wound"])
    play(g, "Unstoppable Hulk")
    answer(g, "Wound")
    assert "Wound" in names(g, g.ko_pile)
    assert g.turn.attack == 4


def test_unstoppable_hulk_without_wound() -> None:
    """Unstoppable Hulk: with no Wound there is no KO and no bonus."""
    g = position(hand=["Unstoppable Hulk"], discard=["S.H.I.E.L.D. Agent"])
    play(g, "Unstoppable Hulk")
    assert g.pending is not None and g.pending.kind == "action"
    assert g.turn.attack == 2


def test_crazed_rampage_wounds_every_player() -> None:
    """Crazed Rampage: every player, the active one too, gains a Wound."""
    g = position(hand=["Crazed Rampage"], discard=[], hands={1: ["S.H.I.E.L.D. Agent"]})
    wounds = len(g.wound_stack)
    play(g, "Crazed Rampage")
    assert names(g, g.players[0].discard) == ["Wound"]
    assert "Wound" in names(g, g.players[1].discard)
    assert len(g.wound_stack) == wounds - 2
    assert g.turn.attack == 4


def test_hulk_smash_with_strength() -> None:
    """Hulk Smash!: +5 Attack when a Strength Hero was played earlier."""
    g = position(hand=["Hulk Smash!"])
    put(g, "Growing Anger", "played")
    play(g, "Hulk Smash!")
    assert g.turn.attack == 10


def test_hulk_smash_without_strength() -> None:
    """Hulk Smash!: no Strength Hero before it, printed 5 only."""
    g = position(hand=["Hulk Smash!"])
    put(g, "Quick Draw", "played")
    play(g, "Hulk Smash!")
    assert g.turn.attack == 5
