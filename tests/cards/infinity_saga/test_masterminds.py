"""Thanos and Ebony Maw: both sides' Master Strikes, Attack and Evil Wins, and every Tactic."""

from __future__ import annotations

import dataclasses

from legendary_desktop.engine import attachments, values
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import answer, assert_conserved, clear, default_setup, names, put

from .infinity_kit import AGENTS, HEROES, endgame, not_endgame, reveal_next_turn, saga, wounds


def fight_tactic(g: Game, name: str, keep_others: bool = True) -> None:
    """The next Mastermind fight takes the named Tactic (another stays unless told, so the game goes on)."""
    tactic = next(t for t in g.tactics if g.cards[t].name == name)
    others = [t for t in g.tactics if t != tactic]
    g.ko_pile += others[1:] if keep_others else others
    g.tactics[:] = ([others[0]] if keep_others else []) + [tactic]
    g.rng.randrange = lambda n: n - 1  # type: ignore[method-assign]
    g.turn.attack += 40
    g.refresh()
    answer(g, "mastermind")


# -- Thanos -----------------------------------------------------------------------------------------


def test_thanos_attack_counts_stones_in_city_and_escape_pile():
    g = saga(mastermind="Thanos")
    assert values.mastermind_attack(g) == 11
    put(g, "The Power Stone", "city:Sewers")
    put(g, "Nebula, Stone Seeker", "escape")
    put(g, "Stonekeeper", "victory_pile")  # not counted
    assert values.mastermind_attack(g) == 13
    e = saga(mastermind="Thanos", epic=True)
    put(e, "The Power Stone", "city:Sewers")
    assert values.mastermind_attack(e) == 13 + 2


def test_thanos_wins_when_six_stones_escape():
    g = saga(mastermind="Thanos")
    for name in ("The Power Stone", "The Space Stone", "The Reality Stone", "The Soul Stone", "Stonekeeper"):
        put(g, name, "escape")
    g.check_evil_wins()
    assert g.outcome is None
    put(g, "Nebula, Stone Seeker", "escape")
    g.check_evil_wins()
    assert g.outcome is not None and g.outcome.result == "evil_wins"


def test_thanos_strike_leftmost_stone_escapes_and_one_returns():
    g = saga(mastermind="Thanos", deck=AGENTS)
    put(g, "Stonekeeper", "city:Sewers")
    soul = put(g, "The Soul Stone", "city:Streets")
    mind = put(g, "The Mind Stone", "victory_pile", player=1)  # player 1 is active when the Strike comes
    reveal_next_turn(g, "Master Strike")
    if g.pending.kind != "action":  # the escape penalty
        answer(g, g.pending.options[0].label)
    assert soul in g.escape_pile
    assert g.city[0].card == mind and wounds(g, 0) == 0 and wounds(g, 1) == 0
    assert_conserved(g)


def test_thanos_strike_without_a_stone_to_return_wounds_everyone():
    g = saga(mastermind="Thanos", deck=AGENTS)
    put(g, "Stonekeeper", "victory_pile", player=1)  # 3 VP: not worth 4
    reveal_next_turn(g, "Master Strike")
    assert wounds(g, 0) == 1 and wounds(g, 1) == 1


def test_epic_thanos_strike_lowest_stone_escapes_players_without_stones_wounded():
    g = saga(mastermind="Thanos", epic=True, deck=AGENTS)
    keeper = put(g, "Nebula, Stone Seeker", "city:Sewers")  # Attack 4: the lowest
    put(g, "The Soul Stone", "city:Bank")
    put(g, "The Mind Stone", "victory_pile", player=1)
    reveal_next_turn(g, "Master Strike")
    if g.pending.kind != "action":
        answer(g, g.pending.options[0].label)
    assert keeper in g.escape_pile
    assert wounds(g, 0) == 1 and wounds(g, 1) == 0


def test_destiny_arrives_all_the_same():
    g = saga(mastermind="Thanos", players=3, hands={1: ["Odd Couple"], 2: ["Witchcraft"]})
    fight_tactic(g, "Destiny Arrives All The Same")
    assert wounds(g, 1) == 0 and wounds(g, 2) == 1 and wounds(g, 0) == 0


def test_price_to_pay_discard_or_wound():
    g = saga(mastermind="Thanos", players=3, hands={1: ["Witchcraft", "Witchcraft"], 2: ["Witchcraft"]})
    put(g, "The Power Stone", "city:Sewers")
    put(g, "Stonekeeper", "escape")
    fight_tactic(g, "Price To Pay")
    answer(g, "discard")  # player 1 discards two
    assert len(g.players[1].discard) == 2 and wounds(g, 1) == 0
    assert wounds(g, 2) == 1  # one card: can't pay 2


def test_the_snap_halves_hands_and_destroys_hq_spaces():
    g = saga(mastermind="Thanos", hands={1: ["Witchcraft"] * 5})
    fight_tactic(g, "The Snap")
    assert len(g.players[1].hand) == 3
    doomed = [g.hq[0], g.hq[1]]
    answer(g, "space:0")
    answer(g, "space:1")
    assert g.hq[0] is None and g.hq[1] is None and g.area.hq_destroyed == {0, 1}
    assert attachments.pile(g, attachments.hq_slot(0), "Destroyed HQ space") == [doomed[0]]
    g.refill_hq(0)
    assert g.hq[0] is None  # never refilled
    assert_conserved(g)


def test_you_should_have_gone_for_the_head_last_tactic_needs_a_final_fight():
    g = saga(mastermind="Thanos", hand=["Witchcraft"])
    fight_tactic(g, "You Should Have Gone For The Head", keep_others=False)
    assert "Witchcraft" in names(g, g.ko_pile)
    assert g.outcome is None and g.final_fight_pending
    g.turn.attack = 20
    g.refresh()
    answer(g, "mastermind")
    assert g.mastermind_card in g.players[0].victory_pile
    assert g.outcome is not None and g.outcome.result == "team_win"


def test_you_should_have_gone_for_the_head_not_last():
    g = saga(mastermind="Thanos", hand=["Witchcraft"])
    fight_tactic(g, "You Should Have Gone For The Head")
    assert not g.final_fight_pending and g.outcome is None


def test_another_last_tactic_wins_at_once():
    g = saga(mastermind="Thanos", players=3, hands={1: ["Odd Couple"], 2: ["Odd Couple"]})
    fight_tactic(g, "Destiny Arrives All The Same", keep_others=False)
    assert g.outcome is not None and g.outcome.result == "team_win"


# -- Ebony Maw -----------------------------------------------------------------------------------


def test_ebony_maw_endgame_attack_both_sides():
    g = saga(mastermind="Ebony Maw")
    not_endgame(g)
    assert values.mastermind_attack(g) == 8
    endgame(g)
    assert values.mastermind_attack(g) == 12
    e = saga(mastermind="Ebony Maw", epic=True)
    endgame(e)
    assert values.mastermind_attack(e) == 15


def test_ebony_maw_strike_discards_the_highest_cost_hero():
    g = saga(mastermind="Ebony Maw", deck=["Witchcraft", *AGENTS[:5]], hands={1: ["Odd Couple", "Witchcraft"]})
    not_endgame(g)
    g.villain_deck.insert(0, g.bystander_stack.pop())
    reveal_next_turn(g, "Master Strike")
    assert g.turn.notes.get("endgame")
    assert names(g, g.players[0].discard)[-1] == "Witchcraft" and "Odd Couple" in names(g, g.players[1].discard)


def test_ebony_maw_strike_in_the_endgame_kos_them():
    g = saga(mastermind="Ebony Maw", deck=["Witchcraft", *AGENTS[:5]], hands={1: ["Odd Couple", "Witchcraft"]})
    endgame(g)
    reveal_next_turn(g, "Master Strike")
    assert {"Witchcraft", "Odd Couple"} <= set(names(g, g.ko_pile[-2:]))


def test_epic_ebony_maw_strike_kos_and_in_the_endgame_plays_another_card():
    g = saga(mastermind="Ebony Maw", epic=True, deck=AGENTS, hands={1: ["Odd Couple"]})
    endgame(g)
    put(g, "Chitauri Gorilla", "villain_deck")
    reveal_next_turn(g, "Master Strike")
    assert "Odd Couple" in names(g, g.ko_pile)
    assert g.cards[g.city[0].card].name == "Chitauri Gorilla"
    n = saga(mastermind="Ebony Maw", epic=True, deck=AGENTS, hands={1: ["Odd Couple"]})
    not_endgame(n)
    n.villain_deck.insert(0, n.bystander_stack.pop())
    put(n, "Chitauri Gorilla", "villain_deck")
    reveal_next_turn(n, "Master Strike")
    assert "Odd Couple" in names(n, n.ko_pile) and all(o is None for o in n.city)


def test_hear_me_and_rejoice():
    g = saga(mastermind="Ebony Maw")
    not_endgame(g)
    fight_tactic(g, "Hear Me and Rejoice")
    assert g.turn.end_extra == 2
    e = saga(mastermind="Ebony Maw")
    endgame(e)
    fight_tactic(e, "Hear Me and Rejoice")
    assert e.turn.end_extra == 3


def test_smile_even_in_death():
    g = saga(mastermind="Ebony Maw", hand=["Witchcraft", "Witchcraft"], discard=["Odd Couple"])
    endgame(g)
    fight_tactic(g, "Smile...Even in Death")
    answer(g, *[o.label for o in g.pending.options])
    answer(g, "Odd Couple")
    assert names(g, g.ko_pile).count("Witchcraft") >= 2 and "Odd Couple" in names(g, g.ko_pile)
    n = saga(mastermind="Ebony Maw", hand=["Witchcraft"], discard=["Odd Couple"])
    not_endgame(n)
    fight_tactic(n, "Smile...Even in Death")
    answer(n, *[])
    assert n.pending.kind == "action" and "Odd Couple" in names(n, n.players[0].discard)


def test_you_may_think_this_is_suffering():
    g = saga(mastermind="Ebony Maw", players=3, hands={1: ["Witchcraft"], 2: ["Wound"]})
    endgame(g)
    fight_tactic(g, "You May Think This Is Suffering")
    assert wounds(g, 1) == 1 and wounds(g, 2) == 1 + 2


def test_your_powers_are_quaint():
    hand = ["Witchcraft", "Burst of Rage", "S.H.I.E.L.D. Agent", "Wound"]
    g = saga(mastermind="Ebony Maw", hands={1: hand})
    not_endgame(g)
    fight_tactic(g, "Your Powers Are Quaint")
    answer(g, "COVERT")
    assert names(g, g.players[1].hand) == ["Witchcraft", "S.H.I.E.L.D. Agent", "Wound"]
    e = saga(mastermind="Ebony Maw", hands={1: hand})
    endgame(e)
    fight_tactic(e, "Your Powers Are Quaint")
    answer(e, "COVERT")
    assert names(e, e.players[1].hand) == ["Witchcraft", "Wound"]


def test_a_stone_entering_from_a_victory_pile_triggers_its_ambush():
    g = saga(mastermind="Thanos", deck=AGENTS)
    put(g, "The Time Stone", "victory_pile", player=1)
    put(g, "Chitauri Gorilla", "villain_deck")
    reveal_next_turn(g, "Master Strike")
    assert names(g, [o.card for o in g.city[:2]]) == ["Chitauri Gorilla", "The Time Stone"]


# -- found by mutation testing ---------------------------------------------------------------------


def test_price_to_pay_one_stone_costs_one_card_and_none_costs_nothing():
    g = saga(mastermind="Thanos", players=3, hands={1: ["Witchcraft", "Odd Couple"], 2: []})
    put(g, "Nebula, Stone Seeker", "escape")
    fight_tactic(g, "Price To Pay")
    answer(g, "discard")
    assert g.pending.player == 1 and g.pending.max == 1  # which of two different cards
    answer(g, "Odd Couple")
    assert names(g, g.players[1].hand) == ["Witchcraft"] and names(g, g.players[1].discard) == ["Odd Couple"]
    assert wounds(g, 1) == 0 and wounds(g, 2) == 1  # an empty hand can't pay
    n = saga(mastermind="Thanos", players=3, hands={1: ["Witchcraft"], 2: []})
    fight_tactic(n, "Price To Pay")  # no Stone in the city or Escape Pile: nobody pays anything
    assert n.pending.kind == "action" and wounds(n, 1) == 0 and wounds(n, 2) == 0


def test_the_snap_player_chooses_which_half_to_discard():
    g = saga(mastermind="Thanos", hands={1: ["Witchcraft", "Odd Couple", "Open Portals", "Wound"]})
    fight_tactic(g, "The Snap")
    assert g.pending.player == 1 and g.pending.min == g.pending.max == 2
    answer(g, "Odd Couple", "Wound")
    assert names(g, g.players[1].hand) == ["Witchcraft", "Open Portals"]


def test_the_snap_can_destroy_an_empty_hq_space():
    g = saga(mastermind="Thanos")
    g.ko_pile += g.hero_deck  # the Hero Deck ran out: a recruited Hero's space stays empty
    g.hero_deck.clear()
    g.ko_pile.append(g.hq[4])
    g.hq[4] = None
    fight_tactic(g, "The Snap")
    assert [o.label for o in g.pending.options] == [f"space:{i}" for i in range(5)]
    answer(g, "space:4")
    answer(g, "space:0")
    assert g.area.hq_destroyed == {0, 4} and not attachments.pile(g, attachments.hq_slot(4), "Destroyed HQ space")
    assert_conserved(g)


def test_the_snap_in_the_past_destroys_the_pasts_hq_spaces():
    setup = default_setup(2, "Thanos", "The Time Heist", heroes=HEROES[:4])
    setup = dataclasses.replace(setup, extras=("Hulk", "Thor", "Storm", HEROES[4]),
                                sets=(*setup.sets, "infinity-saga"))
    g = Game(setup, 3, first_villain_step=False)
    g.area_index = 1  # Twist 1 moved play to The Past
    clear(g, g.players[1].hand)
    doomed = g.hq[0]
    fight_tactic(g, "The Snap")
    answer(g, "space:0")
    answer(g, "space:1")
    assert g.areas[1].hq_destroyed == {0, 1} and not g.areas[0].hq_destroyed
    assert attachments.pile(g, attachments.hq_slot(0, 1), "Destroyed HQ space") == [doomed]
    assert not attachments.pile(g, attachments.hq_slot(0), "Destroyed HQ space")  # the present's space is intact
    assert_conserved(g)


def test_you_should_have_gone_for_the_head_kos_one_hero_of_your_choice():
    g = saga(mastermind="Thanos", hand=["Witchcraft", "Odd Couple"])
    fight_tactic(g, "You Should Have Gone For The Head")
    assert g.pending.player == 0 and len(g.pending.options) == 2
    answer(g, "Odd Couple")
    assert names(g, g.players[0].hand) == ["Witchcraft"] and g.pending.kind == "action"


def test_thanos_strike_the_player_picks_which_stone_returns():
    g = saga(mastermind="Thanos", deck=AGENTS)
    mind = put(g, "The Mind Stone", "victory_pile", player=1)
    soul = put(g, "The Soul Stone", "victory_pile", player=1)
    reveal_next_turn(g, "Master Strike")
    assert g.pending.player == 1 and {o.card for o in g.pending.options} == {mind, soul}
    answer(g, "The Mind Stone")
    assert g.city[0].card == mind and soul in g.players[1].victory_pile


def test_epic_thanos_lowest_stone_counts_a_dark_portal():
    g = saga(mastermind="Thanos", epic=True, scheme="Portals to the Dark Dimension", deck=AGENTS)
    nebula = put(g, "Nebula, Stone Seeker", "city:Bank")  # 4, +1 in a Dark Portal: ties with Stonekeeper
    keeper = put(g, "Stonekeeper", "city:Sewers")  # 5
    g.state["portals"] = [g.city_names.index("Bank")]
    reveal_next_turn(g, "Master Strike")
    assert {o.card for o in g.pending.options} == {nebula, keeper}
    answer(g, "Nebula, Stone Seeker")
    assert nebula in g.escape_pile and g.city[0].card == keeper


def test_ebony_maw_strike_goes_on_past_a_hand_without_heroes():
    g = saga(mastermind="Ebony Maw", deck=["Witchcraft", *AGENTS[:5]], hands={1: ["Wound"]})
    not_endgame(g)
    g.villain_deck.insert(0, g.bystander_stack.pop())
    reveal_next_turn(g, "Master Strike")  # player 1 first: no Hero; then player 0
    assert names(g, g.players[0].discard)[-1] == "Witchcraft"


def test_smile_even_in_death_at_most_two_then_one_hero_from_the_discard_pile():
    g = saga(mastermind="Ebony Maw", hand=["Witchcraft", "Odd Couple", "Open Portals"],
             discard=["Wound", "Odd Couple", "Burst of Rage"])
    endgame(g)
    fight_tactic(g, "Smile...Even in Death")
    assert (g.pending.min, g.pending.max) == (0, 2)
    answer(g, "Witchcraft")
    assert (g.pending.min, g.pending.max) == (0, 1)
    assert sorted(names(g, [o.card for o in g.pending.options])) == ["Burst of Rage", "Odd Couple"]  # no Wound
    answer(g, "Odd Couple")
    assert names(g, g.players[0].discard) == ["Wound", "Burst of Rage"]


def test_suffering_in_the_endgame_a_ranged_hero_saves_the_second_wound():
    g = saga(mastermind="Ebony Maw", players=3, hands={1: ["Open Portals"], 2: ["Witchcraft", "Open Portals"]})
    endgame(g)
    fight_tactic(g, "You May Think This Is Suffering")
    assert wounds(g, 1) == 1 and wounds(g, 2) == 0  # Ranged, not Covert; both


def test_your_powers_are_quaint_goes_on_past_a_card_that_is_not_a_hero():
    g = saga(mastermind="Ebony Maw", hands={1: ["Wound", "Burst of Rage", "Witchcraft"]})
    not_endgame(g)
    fight_tactic(g, "Your Powers Are Quaint")
    answer(g, "COVERT")
    assert names(g, g.players[1].hand) == ["Wound", "Witchcraft"]
