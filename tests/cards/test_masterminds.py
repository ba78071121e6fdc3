"""Masterminds: each Master Strike and each of the 16 Tactics, played through the engine."""

from __future__ import annotations

import pytest

from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import answer, assert_conserved, names, position, put
from legendary_desktop.engine.scoring import outcome, victory_points


def strike_next_turn(g: Game) -> None:
    """Put a Master Strike on the Villain Deck and end player 0's turn: player 1 reveals it."""
    put(g, "Master Strike", "villain_deck")
    answer(g, "end")


def fight_tactic(g: Game, name: str) -> None:
    """Arrange for the next Mastermind fight to take the named Tactic (one other stays, so the game goes on)."""
    keep = next(t for t in g.tactics if g.cards[t].name == name)
    others = [t for t in g.tactics if t != keep]
    g.ko_pile += others[1:]  # still accounted for
    g.tactics[:] = [others[0], keep]
    g.rng.randrange = lambda n: n - 1  # type: ignore[method-assign]  (the "random" Tactic is the last)
    g.turn.attack += 20
    g.refresh()
    answer(g, "mastermind")


# -- Dr. Doom -------------------------------------------------------------------------------------


def test_doom_strike_hits_players_with_exactly_six_cards_and_no_tech():
    g = position(mastermind="Dr. Doom", hands={1: ["S.H.I.E.L.D. Agent"] * 5})
    strike_next_turn(g)
    # Player 0 drew a new hand of six S.H.I.E.L.D. cards (no Tech) and is hit; player 1 holds 5 and is not.
    assert g.pending.player == 0 and "top of your deck" in g.pending.prompt
    top_before = len(g.players[0].deck)
    answer(g, *[o.label for o in g.pending.options[:2]])
    assert len(g.players[0].hand) == 4 and len(g.players[0].deck) == top_before + 2


def test_doom_strike_hits_exactly_the_players_with_six_cards():
    # "Each player with exactly 6 cards in hand reveals a [Tech] Hero or puts 2 cards from their hand
    #  on top of their deck." Nobody below has a Tech Hero: only the hand size decides.
    g = position(mastermind="Dr. Doom", players=3,
                 hands={1: ["S.H.I.E.L.D. Agent"] * 5, 2: ["S.H.I.E.L.D. Agent"] * 7})
    strike_next_turn(g)  # player 1 reveals the Strike; player 0 has drawn a new hand of 6
    decks = [len(p.deck) for p in g.players]
    asked = []
    while g.pending.kind != "action":
        asked.append(g.pending.player)
        answer(g, *[o.label for o in g.pending.options[:2]])
    assert asked == [0]  # not player 1 (5 cards), not player 2 (7 cards)
    assert [len(p.hand) for p in g.players] == [4, 5, 7]
    assert [len(p.deck) for p in g.players] == [decks[0] + 2, decks[1], decks[2]]


def test_doom_strike_spares_a_player_who_reveals_tech():
    g = position(mastermind="Dr. Doom", hands={1: ["Endless Invention"] + ["S.H.I.E.L.D. Agent"] * 5})
    strike_next_turn(g)
    while g.pending.player == 0:
        answer(g, *[o.label for o in g.pending.options[:2]])
    assert len(g.players[1].hand) == 6  # revealed Iron Man's Tech card


def test_dark_technology_may_recruit_tech_or_ranged_for_free():
    g = position(mastermind="Dr. Doom", hq=["Endless Invention", "Growing Anger", "Keen Senses", "Odinson",
                                            "Hulk Smash!"])
    fight_tactic(g, "Dark Technology")
    answer(g, "Endless Invention")
    assert "Endless Invention" in names(g, g.players[0].discard)
    assert g.turn.recruit == 0


def test_monarchs_decree_each_other_player_discards():
    g = position(mastermind="Dr. Doom", players=3)
    fight_tactic(g, "Monarch's Decree")
    answer(g, "discard")
    answer(g, g.pending.options[0].label)
    answer(g, g.pending.options[0].label)
    assert [len(p.hand) for p in g.players] == [6, 5, 5]


def test_monarchs_decree_each_other_player_draws():
    g = position(mastermind="Dr. Doom", players=3)
    fight_tactic(g, "Monarch's Decree")
    answer(g, "draw")
    assert [len(p.hand) for p in g.players] == [6, 7, 7]


def test_secrets_of_time_travel_gives_another_turn():
    g = position(mastermind="Dr. Doom")
    fight_tactic(g, "Secrets of Time Travel")
    answer(g, "end")
    assert g.turn.player == 0 and g.turn.number == 2


def test_treasures_of_latveria_draws_three_extra():
    g = position(mastermind="Dr. Doom")
    fight_tactic(g, "Treasures of Latveria")
    answer(g, "end")
    assert len(g.players[0].hand) == 9


@pytest.mark.parametrize(("mastermind", "vp"), [("Dr. Doom", 5), ("Loki", 5), ("Magneto", 5), ("Red Skull", 5)])
def test_each_tactic_scores_the_masterminds_printed_vp(mastermind: str, vp: int):
    """A Tactic is worth its Mastermind's VP (5 for each core Mastermind, from the printed cards)."""
    g = position(mastermind=mastermind)
    tactics = list(g.tactics)
    assert len(tactics) == 4
    for n, tactic in enumerate(tactics, start=1):
        g.tactics.remove(tactic)
        g.players[0].victory_pile.append(tactic)
        assert victory_points(g, 0) == n * vp, g.cards[tactic].name
    assert victory_points(g, 1) == 0
    assert outcome(g, "team_win", "test").vp == (4 * vp, 0)
    assert_conserved(g)


# -- Loki -------------------------------------------------------------------------------------------


def test_loki_strike_wounds_players_without_strength():
    g = position(mastermind="Loki", hands={1: ["Growing Anger"]})
    strike_next_turn(g)  # player 0's new hand is six S.H.I.E.L.D. cards: no Strength
    assert names(g, g.players[1].discard).count("Wound") == 0
    assert names(g, g.players[0].discard).count("Wound") == 1


def test_cruel_ruler_defeats_a_villain_for_free():
    g = position(mastermind="Loki", city={"Bank": "Hand Ninjas"})
    fight_tactic(g, "Cruel Ruler")
    assert "Hand Ninjas" in names(g, g.players[0].victory_pile) and g.city[1] is None
    assert g.turn.recruit == 1  # the Villain's own Fight effect happened too


def test_cruel_ruler_cannot_take_blob_without_an_x_men_hero():
    g = position(mastermind="Loki", city={"Sewers": "Blob", "Bank": "Hand Ninjas"})
    fight_tactic(g, "Cruel Ruler")  # only Hand Ninjas can be defeated: no question asked
    assert "Hand Ninjas" in names(g, g.players[0].victory_pile) and g.city[0] is not None


def test_cruel_ruler_may_take_blob_with_an_x_men_hero():
    g = position(mastermind="Loki", hand=["Optic Blast"], city={"Sewers": "Blob", "Bank": "Hand Ninjas"})
    fight_tactic(g, "Cruel Ruler")
    assert sorted(g.cards[o.card].name for o in g.pending.options if o.card is not None) == ["Blob", "Hand Ninjas"]
    answer(g, "Blob")
    assert "Blob" in names(g, g.players[0].victory_pile) and g.city[0] is None


def test_maniacal_tyrant_kos_up_to_four_from_discard():
    g = position(mastermind="Loki", discard=["Wound"] * 5)
    fight_tactic(g, "Maniacal Tyrant")
    answer(g, *[o.label for o in g.pending.options[:4]])
    assert names(g, g.players[0].discard) == ["Wound"]


def test_vanishing_illusions_each_other_player_kos_a_villain_from_victory_pile():
    g = position(mastermind="Loki", players=3)
    put(g, "Sentinel", "victory_pile", player=1)
    put(g, "Bystander", "victory_pile", player=1)
    fight_tactic(g, "Vanishing Illusions")
    assert names(g, g.players[1].victory_pile) == ["Bystander"]
    assert g.players[2].victory_pile == []


def test_whispers_and_lies_each_other_player_kos_two_bystanders():
    g = position(mastermind="Loki")
    for _ in range(3):
        put(g, "Bystander", "victory_pile", player=1)
    fight_tactic(g, "Whispers and Lies")  # identical Bystanders: no question to ask
    assert names(g, g.players[1].victory_pile) == ["Bystander"]


# -- Magneto ------------------------------------------------------------------------------------------


def test_magneto_strike_discards_down_to_four_without_x_men():
    g = position(mastermind="Magneto", hands={1: ["Mental Discipline"] + ["S.H.I.E.L.D. Agent"] * 5},
                 heroes=["Emma Frost", "Hulk", "Thor", "Iron Man", "Hawkeye"])
    strike_next_turn(g)
    while g.pending.kind != "action":
        answer(g, g.pending.options[0].label)
    assert len(g.players[0].hand) == 4  # player 0 drew six S.H.I.E.L.D. cards: no X-Men
    assert len(g.players[1].hand) == 6  # revealed Emma Frost


def test_magneto_strike_discards_seven_cards_down_to_exactly_four():
    g = position(mastermind="Magneto", hands={1: ["S.H.I.E.L.D. Agent"] * 7})
    strike_next_turn(g)
    while g.pending.kind != "action":
        answer(g, g.pending.options[0].label)
    assert len(g.players[1].hand) == 4 and len(g.players[0].hand) == 4  # three discards and two


def test_bitter_captor_recruits_an_x_men_hero_for_free():
    g = position(mastermind="Magneto", hq=["Mental Discipline", "Growing Anger", "Endless Invention", "Odinson",
                                           "Quick Draw"])
    fight_tactic(g, "Bitter Captor")  # Emma Frost's card is the only X-Men Hero in the HQ
    assert names(g, g.players[0].discard) == ["Mental Discipline"]
    assert g.turn.recruit == 0


def test_crushing_shockwave_two_wounds_to_each_other_player_without_x_men():
    g = position(mastermind="Magneto", players=3, hands={1: ["Optic Blast"], 2: ["Growing Anger"]})
    fight_tactic(g, "Crushing Shockwave")
    assert names(g, g.players[1].discard).count("Wound") == 0
    assert names(g, g.players[2].discard).count("Wound") == 2
    assert names(g, g.players[0].discard).count("Wound") == 0  # not the fighting player


def test_electromagnetic_bubble_keeps_an_x_men_hero_as_seventh_card():
    g = position(mastermind="Magneto", hand=["Mental Discipline", "S.H.I.E.L.D. Agent"])
    emma = g.players[0].hand[0]
    fight_tactic(g, "Electromagnetic Bubble")
    answer(g, "end")
    assert len(g.players[0].hand) == 7 and emma in g.players[0].hand
    assert_conserved(g)


def test_xaviers_nemesis_rescues_a_bystander_per_x_men_hero():
    g = position(mastermind="Magneto", hand=["Mental Discipline", "Keen Senses", "Growing Anger"])
    fight_tactic(g, "Xavier's Nemesis")
    assert names(g, g.players[0].victory_pile).count("Bystander") == 2


# -- Red Skull ------------------------------------------------------------------------------------------


def test_red_skull_strike_each_player_kos_a_hero_from_hand():
    g = position(mastermind="Red Skull")
    strike_next_turn(g)
    while g.pending.kind != "action":
        answer(g, g.pending.options[0].label)
    assert [len(p.hand) for p in g.players] == [5, 5]
    assert names(g, g.ko_pile).count("Master Strike") == 1


def test_endless_resources_and_negablast_grenades():
    g = position(mastermind="Red Skull")
    fight_tactic(g, "Endless Resources")
    assert g.turn.recruit == 4
    g2 = position(mastermind="Red Skull")
    fight_tactic(g2, "Negablast Grenades")
    assert g2.turn.attack == 20 - 7 + 3


def test_hydra_conspiracy_draws_two_plus_one_per_hydra_villain():
    g = position(mastermind="Red Skull")
    put(g, "Viper", "victory_pile")
    put(g, "Sentinel", "victory_pile")
    fight_tactic(g, "HYDRA Conspiracy")
    assert len(g.players[0].hand) == 6 + 3


def test_ruthless_dictator_kos_one_discards_one_puts_one_back():
    g = position(mastermind="Red Skull", deck=["S.H.I.E.L.D. Agent", "Wound", "S.H.I.E.L.D. Trooper"])
    fight_tactic(g, "Ruthless Dictator")
    answer(g, "Wound")
    answer(g, "S.H.I.E.L.D. Trooper")
    assert names(g, g.players[0].deck) == ["S.H.I.E.L.D. Agent"]
    assert names(g, g.players[0].discard) == ["S.H.I.E.L.D. Trooper"]
    assert "Wound" in names(g, g.ko_pile)
