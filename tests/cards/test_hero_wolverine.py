"""Wolverine's four Hero cards."""

from __future__ import annotations

from legendary_desktop.engine.positions import answer, names, play, position, put

AGENTS = ["S.H.I.E.L.D. Agent"] * 6


def test_healing_factor_ko_wound_then_draw() -> None:
    """Healing Factor: KO a Wound from the discard pile, then draw a card."""
    g = position(hand=["Healing Factor"], discard=["Wound"], deck=AGENTS)
    play(g, "Healing Factor")
    answer(g, "Wound")
    p = g.players[0]
    assert names(g, p.hand) == ["S.H.I.E.L.D. Agent"]
    assert p.discard == [] and names(g, g.ko_pile).count("Wound") == 1
    assert g.turn.attack == 2


def test_healing_factor_declined_or_no_wound_draws_nothing() -> None:
    """Healing Factor: no draw when no Wound is KO'd (declined, or none to KO)."""
    g = position(hand=["Healing Factor", "Wound"], deck=AGENTS)
    play(g, "Healing Factor")
    g.decide([])
    assert names(g, g.players[0].hand) == ["Wound"]
    g = position(hand=["Healing Factor"], deck=AGENTS)
    play(g, "Healing Factor")
    assert g.players[0].hand == [] and g.turn.drawn == 0


def test_keen_senses_instinct_draw() -> None:
    """Keen Senses: 1 Attack; Instinct Superpower draws a card."""
    g = position(hand=["Keen Senses", "Keen Senses"], deck=AGENTS)
    play(g, "Keen Senses")
    assert g.players[0].hand != [] and g.turn.drawn == 0
    play(g, "Keen Senses")
    assert g.turn.drawn == 1 and g.turn.attack == 2


def test_frenzied_slashing_instinct_draws_two() -> None:
    """Frenzied Slashing: Instinct Superpower draws two cards; without it, none."""
    g = position(hand=["Frenzied Slashing"], deck=AGENTS)
    play(g, "Frenzied Slashing")
    assert g.turn.drawn == 0 and g.turn.attack == 2
    g = position(hand=["Frenzied Slashing"], deck=AGENTS)
    put(g, "Keen Senses", "played")
    play(g, "Frenzied Slashing")
    assert g.turn.drawn == 2 and len(g.players[0].hand) == 2


def test_berserker_rage_counts_every_card_drawn_this_turn() -> None:
    """Berserker Rage: draw 3; Instinct gives +1 Attack per card drawn this turn (4 here)."""
    g = position(hand=["Keen Senses", "Keen Senses", "Berserker Rage"], deck=AGENTS)
    play(g, "Keen Senses")
    play(g, "Keen Senses")  # draws 1
    play(g, "Berserker Rage")  # draws 3
    assert g.turn.drawn == 4
    assert g.turn.attack == 1 + 1 + 4


def test_berserker_rage_without_instinct() -> None:
    """Berserker Rage: without an earlier Instinct Hero it draws 3 and adds no Attack."""
    g = position(hand=["Berserker Rage"], deck=AGENTS)
    play(g, "Berserker Rage")
    assert len(g.players[0].hand) == 3
    assert g.turn.attack == 0
