"""Hawkeye's Hero cards."""

from __future__ import annotations

from legendary_desktop.engine.positions import answer, names, play, position, put


def test_quick_draw_draws() -> None:
    """Quick Draw: +1 Attack and draw a card."""
    g = position(hand=["Quick Draw"], deck=["S.H.I.E.L.D. Trooper"])
    play(g, "Quick Draw")
    assert names(g, g.players[0].hand) == ["S.H.I.E.L.D. Trooper"]
    assert g.turn.attack == 1


def test_team_player_with_avengers() -> None:
    """Team Player: +1 Attack when an Avengers Hero was played earlier."""
    g = position(hand=["Team Player"])
    put(g, "Growing Anger", "played")
    play(g, "Team Player")
    assert g.turn.attack == 3


def test_team_player_without_avengers() -> None:
    """Team Player: no Avengers played earlier, printed 2 only."""
    g = position(hand=["Team Player"])
    put(g, "Optic Blast", "played")
    play(g, "Team Player")
    assert g.turn.attack == 2


def test_covering_fire_others_discard() -> None:
    """Covering Fire: with Tech, choosing 'discard' makes each other player discard a card."""
    g = position(hand=["Covering Fire"], hands={1: ["Quick Draw", "Wound"]})
    put(g, "Team Player", "played")
    play(g, "Covering Fire")
    answer(g, "discard")
    assert g.pending is not None and g.pending.player == 1
    answer(g, "Wound")
    assert names(g, g.players[1].hand) == ["Quick Draw"]
    assert g.turn.attack == 3


def test_covering_fire_others_draw() -> None:
    """Covering Fire: with Tech, choosing 'draw' makes each other player draw a card."""
    g = position(hand=["Covering Fire"], hands={1: ["Quick Draw"]})
    put(g, "Team Player", "played")
    play(g, "Covering Fire")
    answer(g, "draw")
    assert len(g.players[1].hand) == 2


def test_covering_fire_without_tech() -> None:
    """Covering Fire: no Tech played earlier, no choice."""
    g = position(hand=["Covering Fire"], hands={1: ["Quick Draw"]})
    play(g, "Covering Fire")
    assert g.pending is not None and g.pending.kind == "action"
    assert names(g, g.players[1].hand) == ["Quick Draw"]


def test_impossible_trick_shot_rescues_three_per_defeat() -> None:
    """Impossible Trick Shot: each defeat this turn rescues three Bystanders."""
    g = position(hand=["Impossible Trick Shot"], city={"Sewers": "Savage Land Mutates"})
    play(g, "Impossible Trick Shot")
    assert g.players[0].victory_pile == []
    answer(g, "Fight Savage Land Mutates (Sewers)")
    assert names(g, g.players[0].victory_pile).count("Bystander") == 3
