"""Scenario tests for the core rules text, paragraph by paragraph (../shared/rules/core-set-2012.txt)."""

from __future__ import annotations

import pytest

from legendary_desktop.bots import RandomBot
from legendary_desktop.engine import city, villain_deck
from legendary_desktop.engine.card import INSTINCT, TECH, Kind
from legendary_desktop.engine.decision import ACTION, GameOverError, IllegalAnswerError
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import (
    answer,
    assert_conserved,
    default_setup,
    instance,
    names,
    play,
    position,
    put,
)
from legendary_desktop.engine.state import Occupant
from legendary_desktop.engine.table import BRIDGE, SEWERS


def drive(g: Game, effect) -> None:
    """Run an engine effect to its end, answering every decision with its first option."""
    try:
        d = next(effect)
        while True:
            pick = [o for o in d.options][: max(d.min, 1)] if d.kind != "order" else d.options
            d = effect.send(pick)
    except StopIteration:
        pass


def labels(g: Game) -> list[str]:
    assert g.pending is not None
    return g.pending.labels


# -- Setup: "Villain groups / Henchman groups / Bystanders: 2/1/2, 3/1/8, 3/2/8, 4/2/12" ------------


@pytest.mark.parametrize(("players", "groups", "henchmen", "bystanders", "heroes"),
                         [(2, 2, 1, 2, 5), (3, 3, 1, 8, 5), (4, 3, 2, 8, 5), (5, 4, 2, 12, 6)])
def test_setup_counts_by_player_count(players, groups, henchmen, bystanders, heroes):
    g = Game(default_setup(players, "Red Skull", "Unleash the Power of the Cosmic Cube"), seed=3)
    kinds = [g.cards[c].kind for c in g.villain_deck]
    # the first Villain card of turn 1 is already revealed: count it back in
    revealed = 1
    assert kinds.count(Kind.VILLAIN) + kinds.count(Kind.HENCHMAN) + kinds.count(Kind.BYSTANDER) \
        + kinds.count(Kind.TWIST) + kinds.count(Kind.STRIKE) + revealed == 8 * groups + 10 * henchmen \
        + bystanders + 8 + 5
    assert len(g.setup.heroes) == heroes
    assert len(g.hero_deck) + 5 == 14 * heroes  # five Heroes are face up in the HQ
    assert all(c is not None for c in g.hq)
    assert len(g.officer_stack) == 30 and len(g.wound_stack) == 30
    assert len(g.bystander_stack) + bystanders == 30 or g.city[SEWERS] is not None
    for p in g.players:
        mine = p.hand + p.deck
        assert len(p.hand) == 6 and len(mine) == 12
        assert sorted(g.cards[c].name for c in mine).count("S.H.I.E.L.D. Agent") == 8
    assert_conserved(g)


def test_always_leads_group_is_required():
    # "Include its Always Leads Villain or Henchman group before filling the remaining required groups."
    from legendary_desktop.engine.setup_rules import SetupError, validate
    from legendary_desktop.engine.spec import Setup

    bad = Setup(2, "Loki", "Negative Zone Prison Breakout", ("Brotherhood", "HYDRA"), ("Sentinel", "Hand Ninjas"),
                ("Hulk", "Thor", "Storm", "Rogue", "Gambit"))
    with pytest.raises(SetupError, match="Always Leads Enemies of Asgard"):
        validate(bad)


def test_setup_with_wrong_counts_is_refused_naming_the_rule():
    from legendary_desktop.engine.setup_rules import SetupError, validate
    from legendary_desktop.engine.spec import Setup

    with pytest.raises(SetupError, match="3 players use 3 Villain group"):
        validate(Setup(3, "Red Skull", "Super Hero Civil War", ("HYDRA",), ("Sentinel",),
                       ("Hulk", "Thor", "Storm", "Rogue", "Gambit")))
    with pytest.raises(SetupError, match="2 to 5 players"):
        validate(Setup(6, "Red Skull", "Super Hero Civil War", (), (), ()))
    with pytest.raises(SetupError, match="Henchman group"):
        validate(Setup(2, "Red Skull", "Super Hero Civil War", ("HYDRA", "Sentinel"), ("Hand Ninjas",),
                       ("Hulk", "Thor", "Storm", "Rogue")))


# -- Villain step ---------------------------------------------------------------------------------


def test_villain_enters_the_sewers_and_pushes_the_chain():
    g = position(city={"Sewers": "Hand Ninjas", "Bank": "Sentinel"})
    newcomer = instance(g, "Savage Land Mutates")
    g.limbo.append(newcomer)
    drive(g, city.enter(g, newcomer))
    assert [None if o is None else g.cards[o.card].name for o in g.city] == [
        "Savage Land Mutates", "Hand Ninjas", "Sentinel", None, None]
    assert_conserved(g)


def test_chain_stops_at_the_first_empty_space():
    # Only the contiguous chain from the Sewers moves; a gap absorbs the push.
    g = position(city={"Sewers": "Hand Ninjas", "Rooftops": "Sentinel"})
    newcomer = instance(g, "Savage Land Mutates")
    g.limbo.append(newcomer)
    drive(g, city.enter(g, newcomer))
    assert [None if o is None else g.cards[o.card].name for o in g.city] == [
        "Savage Land Mutates", "Hand Ninjas", "Sentinel", None, None]


def test_escape_kos_a_cheap_hq_hero_refills_and_each_player_discards_for_bystanders():
    # "The active player must KO a Hero costing six or less from HQ and refill immediately. If any
    #  Bystanders escaped with it, every player discards exactly one card total."
    g = position(players=3, city={"Sewers": "Sentinel", "Bank": "Sentinel", "Rooftops": "Sentinel",
                                  "Streets": "Sentinel", "Bridge": "Hand Ninjas"})
    put(g, "Bystander", "bystanders:Bridge")
    put(g, "Bystander", "bystanders:Bridge")
    hq_before = list(g.hq)
    hands_before = [len(p.hand) for p in g.players]
    newcomer = instance(g, "Savage Land Mutates")
    g.limbo.append(newcomer)
    drive(g, city.enter(g, newcomer))
    assert g.cards[g.escape_pile[0]].name == "Hand Ninjas"
    assert names(g, g.escape_pile).count("Bystander") == 2
    assert g.escaped_villains == 1 and g.bystanders_carried_away == 2
    ko_hero = [c for c in g.ko_pile if c in hq_before]
    assert len(ko_hero) == 1 and g.cards[ko_hero[0]].cost <= 6
    assert all(c is not None for c in g.hq)  # refilled at once
    assert [len(p.hand) for p in g.players] == [n - 1 for n in hands_before]  # one card each, not two
    assert_conserved(g)


def test_escape_without_bystanders_makes_nobody_discard():
    g = position(city={"Sewers": "Sentinel", "Bank": "Sentinel", "Rooftops": "Sentinel",
                       "Streets": "Sentinel", "Bridge": "Hand Ninjas"})
    hands = [len(p.hand) for p in g.players]
    newcomer = instance(g, "Savage Land Mutates")
    g.limbo.append(newcomer)
    drive(g, city.enter(g, newcomer))
    assert [len(p.hand) for p in g.players] == hands


def test_ambush_happens_when_the_entering_villain_pushes_another_out():
    g = position(city={"Sewers": "Sentinel", "Bank": "Sentinel", "Rooftops": "Sentinel",
                       "Streets": "Sentinel", "Bridge": "Hand Ninjas"})
    put(g, "Green Goblin", "villain_deck")  # "Ambush: Green Goblin captures a Bystander."
    stack = len(g.bystander_stack)
    drive(g, villain_deck.play_top(g))
    assert names(g, g.escape_pile) == ["Hand Ninjas"] and g.escaped_villains == 1
    goblin = g.city[SEWERS]
    assert goblin is not None and g.cards[goblin.card].name == "Green Goblin"
    assert names(g, goblin.bystanders) == ["Bystander"] and len(g.bystander_stack) == stack - 1
    assert_conserved(g)


def test_ambush_happens_when_the_city_has_room_too():
    g = position(city={"Bank": "Sentinel"})
    put(g, "Green Goblin", "villain_deck")
    drive(g, villain_deck.play_top(g))
    goblin = g.city[SEWERS]
    assert goblin is not None and names(g, goblin.bystanders) == ["Bystander"] and not g.escape_pile


EXPENSIVE = ["Silent Sniper", "Hulk Smash!", "X-Men United", "Quantum Breakthrough", "Berserker Rage"]  # 7 or 8


def test_escape_never_kos_an_hq_hero_costing_seven_or_more():
    g = position(city={"Sewers": "Sentinel", "Bank": "Sentinel", "Rooftops": "Sentinel",
                       "Streets": "Sentinel", "Bridge": "Hand Ninjas"}, hq=EXPENSIVE)
    hq_before = list(g.hq)
    ko_before = list(g.ko_pile)
    put(g, "Savage Land Mutates", "villain_deck")
    drive(g, villain_deck.play_top(g))
    assert g.escaped_villains == 1
    assert g.hq == hq_before and g.ko_pile == ko_before  # nothing costs 6 or less: no KO


def test_escape_kos_the_hq_hero_costing_six_not_the_one_costing_seven():
    g = position(city={"Sewers": "Sentinel", "Bank": "Sentinel", "Rooftops": "Sentinel",
                       "Streets": "Sentinel", "Bridge": "Hand Ninjas"},
                 hq=["Silent Sniper", "Diving Block", "X-Men United", "Quantum Breakthrough", "Berserker Rage"])
    expensive = [c for c in g.hq if c is not None and g.cards[c].cost >= 7]
    newcomer = instance(g, "Savage Land Mutates")
    g.limbo.append(newcomer)
    drive(g, city.enter(g, newcomer))  # the only Hero costing 6 or less goes, without a question
    assert names(g, g.ko_pile)[-1] == "Diving Block"
    assert all(c in g.hq for c in expensive)  # Silent Sniper (7), first in line, stays
    assert_conserved(g)


def test_your_heroes_are_your_hand_and_only_the_active_players_played_cards():
    g = position(hand=["Diving Block", "Growing Anger"], hands={1: ["Keen Senses"]})  # Tech; Strength; Instinct
    play(g, "Diving Block")
    assert names(g, g.your_heroes(0)) == ["Growing Anger", "Diving Block"]
    assert names(g, g.your_heroes(1)) == ["Keen Senses"]  # player 0's played card is not player 1's
    assert g.has_class(0, TECH) and not g.has_class(1, TECH)
    assert g.has_class(1, INSTINCT) and not g.has_class(0, INSTINCT)


def test_a_strike_in_your_turn_judges_each_player_by_their_own_heroes():
    # Loki: "Each player reveals a [Strength] Hero or gains a Wound". Player 0 has played one; player 1
    # has none, and player 0's played card must not count for them.
    g = position(mastermind="Loki", hand=["Growing Anger"], hands={1: ["Keen Senses"]})
    play(g, "Growing Anger")
    put(g, "Master Strike", "villain_deck")
    drive(g, villain_deck.play_top(g))
    assert names(g, g.players[0].discard).count("Wound") == 0
    assert names(g, g.players[1].discard).count("Wound") == 1


def test_bystander_is_captured_by_the_villain_closest_to_the_villain_deck():
    g = position(city={"Rooftops": "Sentinel", "Bridge": "Hand Ninjas"})
    put(g, "Bystander", "villain_deck")
    drive(g, villain_deck.play_top(g))
    rooftops = g.city[2]
    assert rooftops is not None and names(g, rooftops.bystanders) == ["Bystander"]


def test_bystander_is_captured_by_the_mastermind_when_the_city_is_empty():
    g = position()
    put(g, "Bystander", "villain_deck")
    drive(g, villain_deck.play_top(g))
    assert names(g, g.mastermind_bystanders) == ["Bystander"]


def test_twists_and_strikes_do_not_push_the_city():
    g = position(city={"Sewers": "Sentinel"})
    sentinel = g.city[SEWERS].card
    strike = put(g, "Master Strike", "villain_deck")
    drive(g, villain_deck.play_top(g))
    twist = put(g, "Scheme Twist", "villain_deck")
    drive(g, villain_deck.play_top(g))
    assert g.city[SEWERS].card == sentinel and g.city[1] is None
    assert strike in g.ko_pile and twist in g.beside_scheme  # Cosmic Cube keeps its Twists beside it
    assert g.twists_played == 1


def test_turn_starts_with_the_villain_step():
    # "At the start of the active player's Turn, reveal and resolve the top card of the Villain Deck."
    g = position()
    top = put(g, "Sentinel", "villain_deck")
    answer(g, "end")
    assert g.turn.player == 1 and g.city[SEWERS] is not None and g.city[SEWERS].card == top
    assert g.pending is not None and g.pending.kind == ACTION


# -- Playing Heroes, Recruit and Attack -----------------------------------------------------------


def test_recruit_and_attack_are_separate():
    g = position(hand=["S.H.I.E.L.D. Agent", "S.H.I.E.L.D. Agent", "S.H.I.E.L.D. Agent", "S.H.I.E.L.D. Trooper"],
                 city={"Sewers": "Sentinel"})
    for _ in range(3):
        play(g, "S.H.I.E.L.D. Agent")
    play(g, "S.H.I.E.L.D. Trooper")
    assert (g.turn.recruit, g.turn.attack) == (3, 1)
    assert not any(label.startswith("fight:") for label in labels(g))  # 3 Recruit can't fight a 3-Attack Villain


def test_recruit_from_hq_goes_to_discard_and_refills_at_once():
    g = position(hand=["S.H.I.E.L.D. Agent"] * 6, hq=["Growing Anger", "Keen Senses", "Quick Draw",
                                                        "Mental Discipline", "Odinson"])
    for _ in range(6):
        play(g, "S.H.I.E.L.D. Agent")
    deck_top = g.hero_deck[-1]
    answer(g, "Recruit Keen Senses (2)")
    assert names(g, g.players[0].discard)[-1] == "Keen Senses"
    assert g.hq[1] == deck_top  # the replacement is there now and may be recruited this turn
    assert g.turn.recruit == 4
    assert f"recruit:{deck_top}" in labels(g) or g.cards[deck_top].cost > 4


def test_officer_costs_three_and_goes_to_discard():
    g = position(hand=["S.H.I.E.L.D. Agent"] * 3)
    for _ in range(3):
        play(g, "S.H.I.E.L.D. Agent")
    answer(g, "officer")
    assert names(g, g.players[0].discard) == ["S.H.I.E.L.D. Officer"]
    assert g.turn.recruit == 0 and len(g.officer_stack) == 29


# -- Fighting ---------------------------------------------------------------------------------------


def test_fight_needs_the_attack_and_puts_villain_and_bystanders_in_victory_pile():
    g = position(attack=3, city={"Bridge": "Sentinel", "Sewers": "Hand Ninjas"})
    put(g, "Bystander", "bystanders:Bridge")
    answer(g, "Fight Hand Ninjas (Sewers)")  # anywhere in the city
    assert g.turn.attack == 0 and g.turn.recruit == 1  # paid, then the Fight effect
    assert names(g, g.players[0].victory_pile) == ["Hand Ninjas"]
    assert "fight:" + str(g.city[BRIDGE].card) not in labels(g)  # no Attack left for the Sentinel


def test_fight_pays_before_fight_effect():
    # "pay, Victory Pile, then Fight": the Villain is already in the Victory Pile when its Fight resolves.
    g = position(attack=6, city={"Sewers": "Hand Ninjas", "Bank": "Hand Ninjas"})
    answer(g, "Fight Hand Ninjas (Sewers)")
    answer(g, "Fight Hand Ninjas (Bank)")  # several fights a turn
    assert names(g, g.players[0].victory_pile) == ["Hand Ninjas", "Hand Ninjas"]
    assert g.turn.recruit == 2


def test_mastermind_fight_takes_a_random_tactic_and_rescues_its_bystanders():
    g = position(attack=7)
    put(g, "Bystander", "mastermind_bystanders")
    answer(g, "mastermind")
    vp = g.players[0].victory_pile
    assert [g.cards[c].kind for c in vp].count(Kind.TACTIC) == 1
    assert names(g, vp).count("Bystander") == 1
    assert len(g.tactics) == 3 and not g.mastermind_bystanders


def test_fourth_tactic_wins_for_the_team():
    g = position(attack=7)
    for t in g.tactics[:3]:
        g.players[0].victory_pile.append(t)
    del g.tactics[:3]
    # A Tactic whose Fight asks a question would need an answer; make the last one Negablast Grenades.
    tactic = next(c for c in g.players[0].victory_pile + g.tactics if g.cards[c].name == "Negablast Grenades")
    if tactic not in g.tactics:
        g.players[0].victory_pile.remove(tactic)
        g.players[0].victory_pile.append(g.tactics.pop())
        g.tactics.append(tactic)
    g.refresh()
    answer(g, "mastermind")
    assert g.over and g.outcome is not None and g.outcome.result == "team_win"
    assert g.outcome.vp[0] == 20  # four Tactics at 5 VP
    assert g.outcome.winners == (0,)


# -- End of turn and reshuffling -----------------------------------------------------------------------


def test_end_of_turn_discards_everything_and_draws_six():
    g = position(hand=["S.H.I.E.L.D. Agent", "S.H.I.E.L.D. Trooper", "Wound"])
    play(g, "S.H.I.E.L.D. Agent")
    deck_before = len(g.players[0].deck)
    put(g, "Sentinel", "villain_deck")
    answer(g, "end")
    p = g.players[0]
    assert len(p.hand) == 6 and len(p.deck) == deck_before - 6
    assert sorted(names(g, p.discard)) == ["S.H.I.E.L.D. Agent", "S.H.I.E.L.D. Trooper", "Wound"]


def test_discard_is_shuffled_in_only_when_the_deck_is_empty():
    g = position(hand=[], deck=["S.H.I.E.L.D. Agent"] * 2, discard=["S.H.I.E.L.D. Trooper"] * 5)
    g.draw(0, 2)
    assert len(g.players[0].discard) == 5  # deck had enough: no shuffle
    g.draw(0, 3)
    assert len(g.players[0].hand) == 5 and len(g.players[0].discard) == 0 and len(g.players[0].deck) == 2


# -- KO and Wounds ---------------------------------------------------------------------------------------


def test_healing_kos_all_wounds_when_nothing_was_recruited_or_fought():
    g = position(hand=["Wound", "Wound", "S.H.I.E.L.D. Agent"])
    answer(g, "heal")
    assert names(g, g.players[0].hand) == ["S.H.I.E.L.D. Agent"]
    assert names(g, g.ko_pile)[-2:] == ["Wound", "Wound"]
    assert not any(label.startswith("recruit") or label == "officer" for label in labels(g))


def test_no_healing_after_recruiting():
    g = position(hand=["Wound", "S.H.I.E.L.D. Agent", "S.H.I.E.L.D. Agent", "S.H.I.E.L.D. Agent"])
    for _ in range(3):
        play(g, "S.H.I.E.L.D. Agent")
    answer(g, "officer")
    assert "heal" not in labels(g)


def test_wounds_are_not_heroes_and_cannot_be_played():
    g = position(hand=["Wound", "S.H.I.E.L.D. Agent"])
    assert not any(o.text == "Play Wound" for o in g.pending.options)
    assert g.your_heroes(0) == [c for c in g.players[0].hand if g.cards[c].kind is not Kind.WOUND]


# -- Endings ------------------------------------------------------------------------------------------


def test_villain_deck_running_out_finishes_the_turn_then_draws():
    g = position()
    g.ko_pile += g.villain_deck
    g.villain_deck.clear()
    put(g, "Sentinel", "villain_deck")
    answer(g, "end")  # player 1 reveals the last Villain card: the deck has run out
    assert not g.over and g.ran_out == "Villain Deck"
    assert g.turn.player == 1
    answer(g, "end")
    assert g.over and g.outcome.result == "draw"


def test_individual_winner_by_victory_points_and_ties_are_shared():
    from legendary_desktop.engine.scoring import winners

    assert winners((3, 3)) == (0, 1)
    assert winners((2, 3)) == (1,)


def test_evil_wins_ends_the_game_for_everyone():
    # "If the Scheme's Evil Wins condition is fulfilled, all players lose regardless of personal points."
    g = position(scheme="Negative Zone Prison Breakout")
    put(g, "Sentinel", "victory_pile")
    g.escaped_villains = 12
    g.check_evil_wins()
    assert g.outcome is not None and g.outcome.result == "evil_wins"
    assert g.outcome.vp == (1, 0) and g.outcome.winners == ()


def test_nothing_more_happens_once_evil_has_won_during_an_effect():
    # The twelfth escape wins for Evil: the escape penalties and the newcomer's Ambush don't follow.
    g = position(scheme="Negative Zone Prison Breakout",
                 city={"Sewers": "Sentinel", "Bank": "Sentinel", "Rooftops": "Sentinel", "Streets": "Sentinel",
                       "Bridge": "Sentinel"})
    g.escaped_villains = 11
    hq_before = list(g.hq)
    put(g, "Ymir, Frost Giant King", "villain_deck")  # its Ambush would wound players
    answer(g, "end")
    assert g.over and g.outcome.result == "evil_wins" and g.pending is None
    assert g.hq == hq_before
    assert g.events[-1].kind == "end"
    assert not any("Wound" in names(g, p.discard) for p in g.players)


def test_civil_war_evil_wins_even_when_the_villain_deck_ran_out_first():
    g = position(scheme="Super Hero Civil War")
    g.ko_pile += g.villain_deck
    g.villain_deck.clear()
    put(g, "Scheme Twist", "villain_deck")  # the last Villain card KOs the HQ; the Hero Deck has 1 card
    g.ko_pile += g.hero_deck[1:]
    del g.hero_deck[1:]
    answer(g, "end")
    assert g.ran_out == "Villain Deck" and not g.hero_deck
    assert g.over and g.outcome.result == "evil_wins"


# -- Decisions, determinism ------------------------------------------------------------------------------


def test_an_answer_that_is_not_an_option_changes_nothing():
    g = position(hand=["S.H.I.E.L.D. Agent"])
    before = (list(g.players[0].hand), g.turn.recruit, len(g.answers))
    with pytest.raises(IllegalAnswerError, match="not an option"):
        g.decide("fight:99999")
    with pytest.raises(IllegalAnswerError):
        g.decide(["end", "end"])
    with pytest.raises(IllegalAnswerError):
        g.decide(123)  # type: ignore[arg-type]
    assert (list(g.players[0].hand), g.turn.recruit, len(g.answers)) == before


def test_answering_a_finished_game_is_refused():
    g = position(scheme="Negative Zone Prison Breakout")
    g.escaped_villains = 12
    answer(g, "end")
    assert g.over
    with pytest.raises(GameOverError):
        g.decide("end")


def test_same_setup_seed_and_answers_give_the_same_game():
    setup = default_setup(3, "Magneto", "Midtown Bank Robbery")
    g = Game(setup, seed=11)
    bot = RandomBot(5)
    while not g.over:
        g.decide(bot.answer(g.pending))
        assert_conserved(g)
    again = Game.replay(setup, 11, g.answers)
    assert again.zones() == g.zones() and again.outcome == g.outcome
    assert [e.text for e in again.events] == [e.text for e in g.events]


def test_fair_undo_marker_moves_when_hidden_information_is_revealed():
    g = position(hand=["S.H.I.E.L.D. Agent"])
    play(g, "S.H.I.E.L.D. Agent")
    assert g.last_reveal == 0
    answer(g, "end")
    assert g.last_reveal == 2  # new hand drawn and a Villain card revealed after answer 2


def test_occupant_records_what_a_villain_holds():
    occ = Occupant(1)
    assert occ.bystanders == [] and occ.under == []


def test_blocked_actions_say_why_for_hq_city_officers_and_mastermind():
    from legendary_desktop.engine.actions import blocked_actions

    g = position(hand=["S.H.I.E.L.D. Agent", "Wound"], city={"Sewers": "Sentinel"})
    reasons = dict(blocked_actions(g))
    assert "not a Hero" in reasons[g.players[0].hand[1]]
    assert "Needs 3 Attack" in reasons[g.city[SEWERS].card]
    assert "Costs 3" in reasons[g.officer_stack[-1]]
    assert "Needs 7 Attack" in reasons[g.mastermind_card]
    answer(g, "heal")
    reasons = dict(blocked_actions(g))
    assert "healed" in reasons[g.officer_stack[-1]] and "healed" in reasons[g.mastermind_card]
