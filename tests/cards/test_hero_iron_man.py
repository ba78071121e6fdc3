"""Iron Man's four Hero cards."""

from __future__ import annotations

from legendary_desktop.engine.positions import names, play, position, put

AGENTS = ["S.H.I.E.L.D. Agent"] * 6


def test_endless_invention_draws_one_without_tech() -> None:
    """Endless Invention: draw one card; no Tech played earlier, so no second card."""
    g = position(hand=["Endless Invention"], deck=AGENTS)
    play(g, "Endless Invention")
    assert len(g.players[0].hand) == 1
    assert g.turn.drawn == 1


def test_endless_invention_tech_draws_two() -> None:
    """Endless Invention: Tech Superpower draws another card."""
    g = position(hand=["Endless Invention"], deck=AGENTS)
    put(g, "High-Tech Weaponry", "played")
    play(g, "Endless Invention")
    assert len(g.players[0].hand) == 2


def test_repulsor_rays_ranged_bonus() -> None:
    """Repulsor Rays: 2 Attack, +1 only with an earlier Ranged Hero."""
    g = position(hand=["Repulsor Rays", "Repulsor Rays"])
    play(g, "Repulsor Rays")
    assert g.turn.attack == 2
    play(g, "Repulsor Rays")  # the first one is Ranged
    assert g.turn.attack == 2 + 3


def test_arc_reactor_counts_other_tech_heroes() -> None:
    """Arc Reactor: Tech Superpower gives +1 Attack per other Tech Hero played this turn."""
    g = position(hand=["Arc Reactor"])
    put(g, "High-Tech Weaponry", "played")
    put(g, "Endless Invention", "played")
    put(g, "Repulsor Rays", "played")  # Ranged: does not count
    play(g, "Arc Reactor")
    assert g.turn.attack == 3 + 2


def test_arc_reactor_without_tech_superpower() -> None:
    """Arc Reactor: with no earlier Tech Hero it is just 3 Attack."""
    g = position(hand=["Arc Reactor"])
    put(g, "Repulsor Rays", "played")
    play(g, "Arc Reactor")
    assert g.turn.attack == 3


def test_quantum_breakthrough_draws_two_or_four() -> None:
    """Quantum Breakthrough: draw two; Tech Superpower draws two more."""
    g = position(hand=["Quantum Breakthrough"], deck=AGENTS)
    play(g, "Quantum Breakthrough")
    assert len(g.players[0].hand) == 2
    g = position(hand=["Quantum Breakthrough"], deck=AGENTS)
    put(g, "Endless Invention", "played")
    play(g, "Quantum Breakthrough")
    assert names(g, g.players[0].hand) == ["S.H.I.E.L.D. Agent"] * 4
