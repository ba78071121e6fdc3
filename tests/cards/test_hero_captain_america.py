"""Captain America's Hero cards."""

from __future__ import annotations

from legendary_desktop.engine.positions import answer, names, play, position, put


def test_avengers_assemble_counts_colours_including_grey() -> None:
    """Avengers Assemble!: +1 Recruit per colour (itself, grey Agent, Strength); Wounds and repeats add nothing."""
    g = position(hand=["Avengers Assemble!", "S.H.I.E.L.D. Agent", "Growing Anger", "Hulk Smash!", "Wound"])
    play(g, "Avengers Assemble!")
    assert g.turn.recruit == 3


def test_perfect_teamwork_counts_hand_and_played() -> None:
    """Perfect Teamwork: colours of Heroes in hand and played this turn both count."""
    g = position(hand=["Perfect Teamwork", "Quick Draw"])
    put(g, "Optic Blast", "played")
    play(g, "Perfect Teamwork")
    assert g.turn.attack == 3  # Strength, Instinct, Ranged


def test_perfect_teamwork_alone_is_one_colour() -> None:
    """Perfect Teamwork: only itself gives one colour."""
    g = position(hand=["Perfect Teamwork"])
    play(g, "Perfect Teamwork")
    assert g.turn.attack == 1


def test_diving_block_replaces_wound_with_a_draw() -> None:
    """Diving Block: a player about to gain a Wound may reveal it and draw a card instead."""
    g = position(hand=["Crazed Rampage"], hands={1: ["Diving Block"]})
    deck_before = len(g.players[1].deck)
    play(g, "Crazed Rampage")
    assert g.pending is not None and g.pending.player == 1
    answer(g, "yes")
    p1 = g.players[1]
    assert "Wound" not in names(g, p1.hand + p1.discard)
    assert len(p1.hand) == 2 and len(p1.deck) == deck_before - 1
    assert names(g, g.players[0].discard) == ["Wound"]


def test_diving_block_declined_takes_the_wound() -> None:
    """Diving Block: declining the reveal means the Wound is gained."""
    g = position(hand=["Crazed Rampage"], hands={1: ["Diving Block"]})
    play(g, "Crazed Rampage")
    answer(g, "no")
    assert names(g, g.players[1].hand) == ["Diving Block"]
    assert names(g, g.players[1].discard).count("Wound") == 1


def test_a_day_unlike_any_other_counts_other_avengers() -> None:
    """A Day Unlike Any Other: +3 Attack for each other Avengers Hero played this turn."""
    g = position(hand=["A Day Unlike Any Other"])
    put(g, "Growing Anger", "played")
    put(g, "Quick Draw", "played")
    put(g, "Optic Blast", "played")
    play(g, "A Day Unlike Any Other")
    assert g.turn.attack == 3 + 6


def test_a_day_unlike_any_other_without_avengers() -> None:
    """A Day Unlike Any Other: no other Avengers played, printed 3 Attack only."""
    g = position(hand=["A Day Unlike Any Other"])
    put(g, "Optic Blast", "played")
    play(g, "A Day Unlike Any Other")
    assert g.turn.attack == 3
