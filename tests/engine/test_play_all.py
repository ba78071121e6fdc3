"""Play All: one main-phase action plays every Hero that asks nothing, in hand order, and replays exactly."""

from __future__ import annotations

from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import answer, names, position


def test_play_all_plays_every_hero_without_an_ability_in_hand_order():
    g = position(hand=["S.H.I.E.L.D. Agent", "Wound", "Hulk Smash!", "S.H.I.E.L.D. Trooper",
                       "S.H.I.E.L.D. Agent", "Growing Anger"], heroes=["Hulk", "Wolverine", "Storm",
                                                                       "Cyclops", "Iron Man"])
    assert g.pending is not None
    option = next(o for o in g.pending.options if o.label == "play_all")
    assert option.card is None and "3" in option.text
    answer(g, "play_all")
    assert names(g, g.turn.played) == ["S.H.I.E.L.D. Agent", "S.H.I.E.L.D. Trooper", "S.H.I.E.L.D. Agent"]
    assert sorted(names(g, g.players[0].hand)) == ["Growing Anger", "Hulk Smash!", "Wound"]
    assert (g.turn.recruit, g.turn.attack) == (2, 1)
    plays = [e.text for e in g.events if e.kind == "play"]
    assert len(plays) == 3
    # the Heroes with abilities are still played one by one; with one plain card left Play All is gone
    assert "play_all" not in g.pending.labels


def test_play_all_is_not_offered_for_fewer_than_two_plain_heroes():
    g = position(hand=["S.H.I.E.L.D. Agent", "Hulk Smash!", "Wound"], heroes=["Hulk", "Wolverine", "Storm",
                                                                             "Cyclops", "Iron Man"])
    assert g.pending is not None and "play_all" not in g.pending.labels


def test_a_game_with_play_all_replays_to_the_same_position():
    g = position(hand=["S.H.I.E.L.D. Agent"] * 4 + ["S.H.I.E.L.D. Trooper"] * 2)
    answer(g, "play_all")
    assert len(g.turn.played) == 6 and g.turn.recruit == 4 and g.turn.attack == 2
    live = Game(g.setup, 7)
    while live.pending is not None and "play_all" not in live.pending.labels:
        live.decide(live.pending.options[0].label)
    assert live.pending is not None
    live.decide("play_all")
    again = Game.replay(live.setup, 7, live.replay_answers())
    assert again.turn.played == live.turn.played
    assert [p.hand for p in again.players] == [p.hand for p in live.players]
    assert (again.turn.recruit, again.turn.attack) == (live.turn.recruit, live.turn.attack)


def test_what_the_main_phase_could_still_spend_recruit_and_attack_on() -> None:
    """End Turn asks "End your turn anyway?" only when an option could take the Recruit or Attack left."""
    from legendary_desktop.engine.actions import spendable
    from legendary_desktop.engine.decision import Option

    end = Option("end", "End turn")
    assert spendable([Option("play:3", "Play", 3), Option("play_all", "Play All"), Option("heal", "Heal"), end]) \
        == (False, False)
    assert spendable([Option("recruit:9", "Recruit", 9), end]) == (True, False)
    assert spendable([Option("officer", "Officer", 2), end]) == (True, False)
    assert spendable([Option("fight:4", "Fight", 4), end]) == (False, True)
    assert spendable([Option("mastermind", "Fight", 1), end]) == (False, True)
    assert spendable([Option("rescue:5", "a set's action", 5), end]) == (True, True)  # may spend either
