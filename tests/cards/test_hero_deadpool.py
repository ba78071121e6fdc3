"""Deadpool's Hero cards."""

from __future__ import annotations

from legendary_desktop.engine.positions import answer, names, play, position, put
from legendary_desktop.engine.table import BANK, SEWERS


def test_here_hold_this_chosen_villain_captures() -> None:
    """Here, Hold This for a Second: the Villain the player picks captures a Bystander; +2 Recruit."""
    g = position(hand=["Here, Hold This for a Second"], city={"Sewers": "Sentinel", "Bank": "Hand Ninjas"})
    play(g, "Here, Hold This for a Second")
    answer(g, "Hand Ninjas")
    bank, sewers = g.city[BANK], g.city[SEWERS]
    assert bank is not None and sewers is not None
    assert names(g, bank.bystanders) == ["Bystander"]
    assert sewers.bystanders == []
    assert g.turn.recruit == 2


def test_here_hold_this_empty_city_does_nothing() -> None:
    """Here, Hold This for a Second: no Villain in the city, no capture (the Mastermind is not a Villain)."""
    g = position(hand=["Here, Hold This for a Second"])
    stack = len(g.bystander_stack)
    play(g, "Here, Hold This for a Second")
    assert len(g.bystander_stack) == stack
    assert g.mastermind_bystanders == []


def test_oddball_counts_other_odd_cost_heroes() -> None:
    """Oddball: +1 Attack per other odd-cost Hero played (3 and 3 count; 4 and 0 don't)."""
    g = position(hand=["Oddball"])
    for name in ("Growing Anger", "Quick Draw", "Perfect Teamwork", "S.H.I.E.L.D. Agent"):
        put(g, name, "played")
    play(g, "Oddball")
    assert g.turn.attack == 2 + 2


def test_oddball_does_not_count_itself() -> None:
    """Oddball: its own odd cost (5) doesn't count."""
    g = position(hand=["Oddball"])
    play(g, "Oddball")
    assert g.turn.attack == 2


def test_do_over_first_hero_redraws_four() -> None:
    """Hey, Can I Get a Do-Over?: first Hero of the turn may discard the hand and draw four."""
    g = position(hand=["Hey, Can I Get a Do-Over?", "S.H.I.E.L.D. Agent", "Wound"],
                 deck=["S.H.I.E.L.D. Trooper"] * 5)
    play(g, "Hey, Can I Get a Do-Over?")
    answer(g, "yes")
    p = g.players[0]
    assert sorted(names(g, p.discard)) == ["S.H.I.E.L.D. Agent", "Wound"]
    assert names(g, p.hand) == ["S.H.I.E.L.D. Trooper"] * 4
    assert g.turn.attack == 2


def test_do_over_not_first_hero_no_offer() -> None:
    """Hey, Can I Get a Do-Over?: after another Hero, no redraw is offered."""
    g = position(hand=["Hey, Can I Get a Do-Over?", "S.H.I.E.L.D. Agent", "Wound"])
    put(g, "S.H.I.E.L.D. Agent", "played")
    play(g, "Hey, Can I Get a Do-Over?")
    assert g.pending is not None and g.pending.kind == "action"
    assert sorted(names(g, g.players[0].hand)) == ["S.H.I.E.L.D. Agent", "Wound"]


def test_random_acts_wound_then_simultaneous_pass() -> None:
    """Random Acts of Unkindness: optional Wound to hand, then all pass one card left at the same time."""
    g = position(hand=["Random Acts of Unkindness", "S.H.I.E.L.D. Agent"],
                 hands={1: ["Quick Draw", "S.H.I.E.L.D. Trooper"]})
    play(g, "Random Acts of Unkindness")
    answer(g, "yes")
    assert sorted(names(g, g.players[0].hand)) == ["S.H.I.E.L.D. Agent", "Wound"]
    answer(g, "Wound")
    assert g.pending is not None and g.pending.player == 1
    assert "Wound" not in [o.text for o in g.pending.options]  # nothing has passed yet
    answer(g, "Quick Draw")
    assert sorted(names(g, g.players[0].hand)) == ["Quick Draw", "S.H.I.E.L.D. Agent"]
    assert sorted(names(g, g.players[1].hand)) == ["S.H.I.E.L.D. Trooper", "Wound"]
    assert g.limbo == []
    assert g.turn.attack == 6


def test_random_acts_without_wound() -> None:
    """Random Acts of Unkindness: declining the Wound, cards still pass to the left."""
    g = position(hand=["Random Acts of Unkindness", "S.H.I.E.L.D. Agent"],
                 hands={1: ["S.H.I.E.L.D. Trooper"]})
    play(g, "Random Acts of Unkindness")
    answer(g, "no")
    assert names(g, g.players[0].hand) == ["S.H.I.E.L.D. Trooper"]
    assert names(g, g.players[1].hand) == ["S.H.I.E.L.D. Agent"]
    assert "Wound" not in names(g, g.players[0].hand + g.players[0].discard)


def test_random_acts_passes_to_the_left_with_three_players() -> None:
    """Random Acts of Unkindness: with three players each card goes to the next player (i -> i + 1)."""
    g = position(players=3, hand=["Random Acts of Unkindness", "S.H.I.E.L.D. Agent"],
                 hands={1: ["Quick Draw"], 2: ["Optic Blast"]})
    play(g, "Random Acts of Unkindness")
    answer(g, "no")
    assert names(g, g.players[0].hand) == ["Optic Blast"]
    assert names(g, g.players[1].hand) == ["S.H.I.E.L.D. Agent"]
    assert names(g, g.players[2].hand) == ["Quick Draw"]
