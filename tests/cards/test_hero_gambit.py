"""Gambit's Hero cards."""

from __future__ import annotations

from legendary_desktop.engine.positions import answer, names, play, position, put


def test_card_shark_draws_x_men_top_card() -> None:
    """Card Shark: an X-Men Hero on top of the deck is drawn."""
    g = position(hand=["Card Shark"], deck=["S.H.I.E.L.D. Agent", "Optic Blast"])
    play(g, "Card Shark")
    assert names(g, g.players[0].hand) == ["Optic Blast"]
    assert g.turn.attack == 2


def test_card_shark_leaves_other_top_card() -> None:
    """Card Shark: a non-X-Men top card stays on the deck."""
    g = position(hand=["Card Shark"], deck=["S.H.I.E.L.D. Agent", "Quick Draw"])
    play(g, "Card Shark")
    assert g.players[0].hand == []
    assert names(g, g.players[0].deck)[-1] == "Quick Draw"


def test_stack_the_deck_draws_two_puts_one_back() -> None:
    """Stack the Deck: draw two, then the chosen card from hand goes on top of the deck."""
    g = position(hand=["Stack the Deck", "Wound"], deck=["S.H.I.E.L.D. Trooper", "S.H.I.E.L.D. Agent"])
    play(g, "Stack the Deck")
    answer(g, "Wound")
    p = g.players[0]
    assert sorted(names(g, p.hand)) == ["S.H.I.E.L.D. Agent", "S.H.I.E.L.D. Trooper"]
    assert names(g, p.deck) == ["Wound"]


def test_hypnotic_charm_discards_own_top_only_without_instinct() -> None:
    """Hypnotic Charm: own top card may be discarded; without Instinct other decks are untouched."""
    g = position(hand=["Hypnotic Charm"], deck=["S.H.I.E.L.D. Agent", "Wound"])
    other_top = g.players[1].deck[-1]
    play(g, "Hypnotic Charm")
    answer(g, "discard")
    assert names(g, g.players[0].discard) == ["Wound"]
    assert names(g, g.players[0].deck) == ["S.H.I.E.L.D. Agent"]
    assert g.pending is not None and g.pending.kind == "action"
    assert g.players[1].deck[-1] == other_top
    assert g.turn.recruit == 2


def test_hypnotic_charm_instinct_reaches_other_decks() -> None:
    """Hypnotic Charm: with Instinct, the player also decides for each other player's top card."""
    g = position(hand=["Hypnotic Charm"], deck=["S.H.I.E.L.D. Agent", "Wound"])
    other_top = put(g, "Hulk Smash!", "deck", player=1)
    put(g, "Quick Draw", "played")
    play(g, "Hypnotic Charm")
    answer(g, "back")
    assert names(g, g.players[0].deck)[-1] == "Wound"
    assert g.pending is not None and g.pending.player == 0
    answer(g, "discard")
    assert g.players[1].discard[-1] == other_top


def test_hypnotic_charm_discarded_unending_energy_may_return() -> None:
    """Hypnotic Charm + Unending Energy: a top card discarded by the effect may return to hand."""
    g = position(hand=["Hypnotic Charm"], deck=["S.H.I.E.L.D. Agent", "Unending Energy"])
    play(g, "Hypnotic Charm")
    answer(g, "discard")
    answer(g, "yes")
    assert names(g, g.players[0].hand) == ["Unending Energy"]


def test_high_stakes_jackpot_adds_top_card_cost() -> None:
    """High Stakes Jackpot: +Attack equal to the revealed top card's cost; the card stays."""
    g = position(hand=["High Stakes Jackpot"], deck=["S.H.I.E.L.D. Agent", "Hulk Smash!"])
    play(g, "High Stakes Jackpot")
    assert g.turn.attack == 4 + 8
    assert names(g, g.players[0].deck)[-1] == "Hulk Smash!"


def test_high_stakes_jackpot_zero_cost_top() -> None:
    """High Stakes Jackpot: a Wound on top adds nothing."""
    g = position(hand=["High Stakes Jackpot"], deck=["Wound"])
    play(g, "High Stakes Jackpot")
    assert g.turn.attack == 4
