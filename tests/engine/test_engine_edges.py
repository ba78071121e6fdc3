"""Engine edge cases that mutation testing (scripts/mutation.sh) showed no test pinned down."""

from __future__ import annotations

from legendary_desktop.engine import city, fight, villain_deck
from legendary_desktop.engine.actions import blocked_actions
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import answer, assert_conserved, names, play, position, put
from legendary_desktop.engine.table import BANK, ROOFTOPS, SEWERS, STREETS
from legendary_desktop.engine.verbs import rescue_bystanders

FULL_CITY = {"Sewers": "Sentinel", "Bank": "Sentinel", "Rooftops": "Sentinel", "Streets": "Sentinel",
             "Bridge": "Hand Ninjas"}


def drive(g: Game, effect) -> None:  # type: ignore[no-untyped-def]
    """Run an engine effect to its end, answering every decision with its first option(s)."""
    try:
        d = next(effect)
        while True:
            d = effect.send(d.options[: max(d.min, 1)] if d.kind != "order" else d.options)
    except StopIteration:
        pass


# -- Paying for a fight ------------------------------------------------------------------------------------


def test_god_of_thunder_pays_only_the_rest_with_recruit():
    g = position(hand=["God of Thunder", "S.H.I.E.L.D. Trooper"], city={"Sewers": "Savage Land Mutates"})
    play(g, "God of Thunder")  # +5 Recruit, usable as Attack
    play(g, "S.H.I.E.L.D. Trooper")  # +1 Attack
    assert (g.turn.attack, g.turn.recruit) == (1, 5)
    answer(g, "Fight Savage Land Mutates")  # 3 Attack: 1 from Attack, 2 from Recruit
    assert (g.turn.attack, g.turn.recruit) == (0, 3)


def test_paying_exactly_the_attack_leaves_recruit_alone():
    g = position(hand=["God of Thunder"], attack=3, city={"Sewers": "Savage Land Mutates"})
    play(g, "God of Thunder")
    fight.pay_attack(g, 3)
    assert (g.turn.attack, g.turn.recruit) == (0, 5)


# -- The main phase's options and the reasons for what can't be done -----------------------------------------


def test_main_phase_options_carry_their_cards():
    g = position(recruit=3, attack=7)
    options = {o.label: o for o in g.pending.options}
    assert options["officer"].card == g.officer_stack[-1]  # the top Officer, the one recruited
    assert options["mastermind"].card == g.mastermind_card
    top = g.officer_stack[-1]
    answer(g, "officer")
    assert top in g.players[0].discard


def test_blocked_actions_respect_exact_costs_and_attack():
    g = position(hq=["Growing Anger", "Hulk Smash!", "Keen Senses", "Odinson", "Hey, Can I Get a Do-Over?"],
                 city={"Bank": "Sentinel", "Streets": "Savage Land Mutates"})
    g.turn.recruit, g.turn.attack = 3, 7  # Growing Anger and an Officer cost 3; the Mastermind needs 7
    reasons = dict(blocked_actions(g))
    anger, smash = g.hq[0], g.hq[1]
    assert anger not in reasons and "Costs 8; you have 3" in reasons[smash]
    assert g.officer_stack[-1] not in reasons and g.mastermind_card not in reasons
    assert g.city[BANK].card not in reasons
    g.turn.attack = 3  # exactly a Sentinel's Attack
    assert g.city[BANK].card not in dict(blocked_actions(g))
    g.turn.recruit, g.turn.attack = 2, 2
    reasons = dict(blocked_actions(g))
    assert "Costs 3; you have 2" in reasons[anger] and "Costs 3; you have 2" in reasons[g.officer_stack[-1]]
    assert "Needs 3 Attack; you have 2" in reasons[g.city[BANK].card]
    assert "Needs 3 Attack; you have 2" in reasons[g.city[STREETS].card]  # after an empty space, still checked
    assert "Needs 7 Attack; you have 2" in reasons[g.mastermind_card]


def test_blocked_actions_go_past_an_empty_hq_space():
    g = position(hq=["Keen Senses", "Hulk Smash!", "Growing Anger", "Odinson", "Hey, Can I Get a Do-Over?"])
    gone = g.hq[0]
    g.hq[0] = None
    reasons = dict(blocked_actions(g))
    assert all(h in reasons for h in g.hq if h is not None) and gone not in reasons
    assert len([c for c in reasons if c in g.hq]) == 4


def test_blocked_actions_give_each_cards_own_reason():
    g = position(hand=["Optic Blast"])
    optic = g.players[0].hand[0]
    assert dict(blocked_actions(g))[optic] == "To play Optic Blast you must discard another card from your hand"
    put(g, "S.H.I.E.L.D. Agent", "hand")  # now there is a card to discard
    assert optic not in dict(blocked_actions(g))

    g = position(hand=["S.H.I.E.L.D. Agent"], city={"Sewers": "Blob"}, attack=9)
    blob = g.city[SEWERS].card
    assert dict(blocked_actions(g))[blob] == (
        "You can't defeat Blob without an X-Men Hero (in hand or played this turn)")
    put(g, "Optic Blast", "hand")  # an X-Men Hero
    assert blob not in dict(blocked_actions(g))
    g.tactics.clear()
    assert dict(blocked_actions(g))[g.mastermind_card] == "The Mastermind has no Tactics left"


# -- Entering, capturing, rescuing ---------------------------------------------------------------------------


def test_a_villain_entering_a_middle_space_pushes_only_toward_the_bridge():
    g = position(city={"Sewers": "Hand Ninjas", "Rooftops": "Sentinel"})
    ninjas, sentinel = g.city[SEWERS].card, g.city[ROOFTOPS].card
    goblin = put(g, "Green Goblin", "villain_deck")
    g.villain_deck.remove(goblin)
    g.limbo.append(goblin)
    drive(g, city.enter(g, goblin, ROOFTOPS))
    assert [o.card if o else None for o in g.city] == [ninjas, None, goblin, sentinel, None]
    # Its Ambush ("captures a Bystander") captures at its own space, not the one nearest the deck.
    assert names(g, g.city[ROOFTOPS].bystanders) == ["Bystander"] and not g.city[SEWERS].bystanders
    assert_conserved(g)


def test_capture_takes_a_bystander_from_wherever_it_is():
    g = position(city={"Bank": "Sentinel"})
    bystander = put(g, "Bystander", "victory_pile", player=1)
    city.capture(g, bystander)
    assert g.city[BANK].bystanders == [bystander] and bystander not in g.players[1].victory_pile
    assert_conserved(g)


def test_a_bystander_from_the_villain_deck_is_captured_by_the_closest_villain():
    g = position(city={"Rooftops": "Sentinel", "Streets": "Hand Ninjas"})
    put(g, "Bystander", "villain_deck")
    drive(g, villain_deck.play_top(g))
    assert names(g, g.city[ROOFTOPS].bystanders) == ["Bystander"] and not g.city[STREETS].bystanders
    assert not g.limbo
    assert_conserved(g)


def test_rescue_takes_exactly_the_number_asked():
    g = position()
    stack = len(g.bystander_stack)
    rescue_bystanders(g, 0)
    assert names(g, g.players[0].victory_pile) == ["Bystander"] and len(g.bystander_stack) == stack - 1
    rescue_bystanders(g, 0, 2)
    assert len(g.players[0].victory_pile) == 3 and len(g.bystander_stack) == stack - 3
    g.ko_pile += g.bystander_stack
    g.bystander_stack.clear()
    rescue_bystanders(g, 1, 2)  # none left: nothing happens
    assert g.players[1].victory_pile == []
    assert_conserved(g)
