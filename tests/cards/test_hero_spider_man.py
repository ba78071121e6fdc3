"""Spider-Man's four Hero cards."""

from __future__ import annotations

from legendary_desktop.engine.positions import answer, names, play, position


def test_astonishing_strength_draws_cheap_top_card() -> None:
    """Astonishing Strength: 1 Recruit; a top card costing 2 or less is drawn."""
    g = position(hand=["Astonishing Strength"], deck=["Call Lightning", "S.H.I.E.L.D. Agent"])
    play(g, "Astonishing Strength")
    assert g.turn.recruit == 1
    assert names(g, g.players[0].hand) == ["S.H.I.E.L.D. Agent"]


def test_astonishing_strength_leaves_expensive_card() -> None:
    """Astonishing Strength: a top card costing 3+ stays on top of the deck."""
    g = position(hand=["Astonishing Strength"], deck=["S.H.I.E.L.D. Agent", "Odinson"])
    play(g, "Astonishing Strength")
    p = g.players[0]
    assert p.hand == [] and g.name(p.deck[-1]) == "Odinson"


def test_great_responsibility_draws_a_wound() -> None:
    """Great Responsibility: 1 Attack; a Wound costs 0, so it is drawn."""
    g = position(hand=["Great Responsibility"], deck=["Odinson", "Wound"])
    play(g, "Great Responsibility")
    assert g.turn.attack == 1
    assert names(g, g.players[0].hand) == ["Wound"]


def test_web_shooters_rescues_and_reveals() -> None:
    """Web-Shooters: rescue a Bystander, then draw the top card if it costs 2 or less."""
    g = position(hand=["Web-Shooters"], deck=["Odinson", "Keen Senses"])
    play(g, "Web-Shooters")
    p = g.players[0]
    assert names(g, p.victory_pile) == ["Bystander"]
    assert names(g, p.hand) == ["Keen Senses"]


def test_the_amazing_spider_man_takes_cheap_and_orders_the_rest() -> None:
    """The Amazing Spider-Man: cheap cards of the top three go to hand; the rest return in chosen order."""
    g = position(hand=["The Amazing Spider-Man"],
                 deck=["S.H.I.E.L.D. Trooper", "Odinson", "Keen Senses", "Call Lightning"])
    play(g, "The Amazing Spider-Man")
    p = g.players[0]
    assert names(g, p.hand) == ["Keen Senses"]
    answer(g, "Odinson", "Call Lightning")
    assert names(g, p.deck[-3:]) == ["S.H.I.E.L.D. Trooper", "Call Lightning", "Odinson"]
    assert g.turn.drawn == 0  # put into hand, not drawn


def test_the_amazing_spider_man_all_cheap() -> None:
    """The Amazing Spider-Man: three cheap cards all go to hand with no ordering question."""
    g = position(hand=["The Amazing Spider-Man"], deck=["Odinson", "Wound", "Keen Senses", "S.H.I.E.L.D. Agent"])
    play(g, "The Amazing Spider-Man")
    p = g.players[0]
    assert sorted(names(g, p.hand)) == ["Keen Senses", "S.H.I.E.L.D. Agent", "Wound"]
    assert names(g, p.deck) == ["Odinson"]
    assert g.pending is not None and g.pending.kind == "action"
