"""General capabilities added for Black Panther, proven with test-only cards: Wounds put on enemies from
the KO pile, the Wounds an enemy had, where held piles go when their holder leaves, a Mastermind's own
Fight text and a Scheme's fight rule, Master Strike reactions, gaining a given Wound, arrival triggers for
a turn or a Scheme, end-of-turn checks, the HQ recruit count, a Scheme's VP bonus, KO'd Wounds returned."""

from __future__ import annotations

import contextlib

from legendary_desktop.engine import attachments, mastermind, scoring
from legendary_desktop.engine.card import Kind
from legendary_desktop.engine.catalog import catalog
from legendary_desktop.engine.choices import may
from legendary_desktop.engine.positions import answer, assert_conserved, catalog_with, names, position, put
from legendary_desktop.engine.verbs import gain_wound

from .kit import hero, hero_group, scheme
from .kit import mastermind as make_mastermind


def _ko_wound(g):
    return next(c for c in g.ko_pile if g.cards[c].kind is Kind.WOUND)


def test_wound_an_enemy_prefers_the_ko_pile_when_asked_and_falls_back_when_one_source_is_empty():
    g = position(city={"Sewers": "Hand Ninjas"})
    ninjas = g.city[0].card
    put(g, "Wound", "ko")
    in_ko = _ko_wound(g)
    assert mastermind.wound_enemy(g, 0, ninjas, from_ko=True)
    assert attachments.pile(g, ninjas, attachments.WOUNDS) == [in_ko]
    top = g.wound_stack[-1]
    assert mastermind.wound_enemy(g, 0, ninjas, from_ko=True)  # the KO pile has none left: the stack
    assert attachments.pile(g, ninjas, attachments.WOUNDS)[-1] == top
    g.players[1].deck += g.wound_stack
    g.wound_stack.clear()
    assert not mastermind.wound_enemy(g, 0, ninjas)
    assert_conserved(g)


def test_returned_wounds_are_remembered_for_the_turn():
    g = position(city={"Sewers": "Hand Ninjas"}, attack=10)
    ninjas = g.city[0].card
    mastermind.wound_enemy(g, 0, ninjas)
    on_it = list(attachments.pile(g, ninjas, attachments.WOUNDS))
    answer(g, f"fight:{ninjas}")
    assert attachments.returned_wounds(g, ninjas) == on_it and g.wound_stack[0] == on_it[0]


def test_a_leaving_rule_places_a_named_pile_by_how_its_holder_left():
    placed = []

    def rule(g, holder, cards, how):
        placed.append(how)
        for c in cards:
            g.limbo.remove(c)
            (g.players[g.active].victory_pile if how == "defeated" else g.escape_pile).append(c)

    attachments.LEAVING_RULES["Test Loot"] = rule
    try:
        g = position(city={"Sewers": "Hand Ninjas", "Bridge": "Hand Ninjas"}, attack=10)
        fought, fleeing = g.city[0].card, g.city[4].card
        loot = [g.bystander_stack[-1], g.bystander_stack[-2]]
        attachments.attach(g, fought, "Test Loot", loot[0])
        attachments.attach(g, fleeing, "Test Loot", loot[1])
        answer(g, f"fight:{fought}")
        assert loot[0] in g.players[0].victory_pile
        for space in ("Sewers", "Bank", "Rooftops", "Streets"):
            put(g, "Hand Ninjas", f"city:{space}")
        put(g, "Hand Ninjas", "villain_deck")
        answer(g, "end")
        assert loot[1] in g.escape_pile and placed == ["defeated", "escaped"]
        assert_conserved(g)
    finally:
        del attachments.LEAVING_RULES["Test Loot"]


def test_a_mastermind_fight_text_runs_with_its_wounds_still_on_it_and_a_scheme_rule_after():
    seen = []
    mm = make_mastermind()
    mm.card.on_fight = lambda c: seen.append(len(attachments.pile(c.g, c.g.mastermind_card, attachments.WOUNDS)))
    sch = scheme("Fight Rule", extra={"on_fight_mastermind": lambda g, player: seen.append(f"player {player}")})
    g = position(mastermind="Test Lord", scheme="Fight Rule", attack=20,
                 cat=catalog_with(masterminds=[mm], schemes=[sch]))
    mastermind.wound_enemy(g, 0, g.mastermind_card)
    mastermind.wound_enemy(g, 0, g.mastermind_card)
    g.refresh()
    answer(g, "mastermind")
    assert seen == [2, "player 0"] and not attachments.pile(g, g.mastermind_card, attachments.WOUNDS)


def _cancel(g, owner, card, subject):
    return (yield from may(g, owner, "Cancel the Master Strike?", "Shield"))


def test_a_master_strike_reaction_from_any_hand_cancels_the_strike():
    shield = hero("Shield", reactions={"master_strike": _cancel})
    cat = catalog_with(*hero_group(shield))
    for cancel, kept in (("yes", 2), ("no", 1)):
        g = position(heroes=["Test Hero"], cat=cat, hands={1: ["Shield", "Keen Senses"]})
        put(g, "Master Strike", "villain_deck")
        answer(g, "end")  # player 1's turn: Red Skull would make each player KO a Hero
        assert g.pending.source == "Shield"
        answer(g, cancel)
        if g.pending.source == "Red Skull":
            answer(g, "Keen Senses")
        assert len(g.players[1].hand) == kept and "Master Strike" in names(g, g.ko_pile)


def _refuse(g, owner, card, subject):
    return (yield from may(g, owner, "Refuse the Wound?", "Refuser"))


def test_gaining_a_given_wound_takes_that_one_and_a_reaction_sends_it_to_the_wound_stack():
    g = position(city={"Sewers": "Hand Ninjas"})
    ninjas = g.city[0].card
    mastermind.wound_enemy(g, 0, ninjas)
    w = attachments.pile(g, ninjas, attachments.WOUNDS)[0]
    assert next(gain_wound(g, 1, wound=w), None) is None  # nobody can react: no decision
    assert w in g.players[1].discard and not attachments.pile(g, ninjas, attachments.WOUNDS)
    refuser = hero("Refuser", reactions={"gain_wound": _refuse})
    g = position(heroes=["Test Hero"], cat=catalog_with(*hero_group(refuser)), hands={1: ["Refuser"]},
                 city={"Sewers": "Hand Ninjas"})
    ninjas = g.city[0].card
    mastermind.wound_enemy(g, 0, ninjas)
    w = attachments.pile(g, ninjas, attachments.WOUNDS)[0]
    effect = gain_wound(g, 1, wound=w)
    decision = next(effect)
    assert decision.source == "Refuser"
    with contextlib.suppress(StopIteration):  # the reaction replaced the Wound: the effect is over
        effect.send([decision.option("yes")])
    assert g.wound_stack[0] == w and w not in g.players[1].discard
    assert_conserved(g)


def test_turn_arrival_triggers_and_a_scheme_arrival_rule_see_every_card_entering():
    seen = []
    sch = scheme("Watcher", extra={"on_arrive": lambda c, where: seen.append(("scheme", where, c.card))})
    g = position(scheme="Watcher", recruit=10, cat=catalog_with(schemes=[sch]))
    g.turn.arrival_triggers.append(lambda c, where: seen.append(("turn", where, c.card)))
    first = g.hq[0]
    arriving = g.hero_deck[-1]
    answer(g, f"recruit:{first}")
    assert seen == [("turn", "hq", arriving), ("scheme", "hq", arriving)]
    assert g.turn.hq_recruits == 1


def test_end_of_turn_checks_run_before_the_new_hand():
    g = position()
    hands = []
    g.turn.at_end.append(lambda g: hands.append(len(g.players[0].hand)))
    answer(g, "end")
    assert hands == [6]


def test_a_scheme_vp_bonus_counts_at_scoring():
    sch = scheme("Bonus", extra={"vp_bonus": lambda g, player: 7 if player == 0 else 0})
    g = position(scheme="Bonus", cat=catalog_with(schemes=[sch]))
    assert scoring.victory_points(g, 0) == 7 and scoring.victory_points(g, 1) == 0


def test_a_scheme_may_send_kod_wounds_to_the_bottom_of_the_wound_stack():
    sch = scheme("Recycle", extra={"ko_wounds_to_stack": True})
    g = position(scheme="Recycle", hand=["Wound"], cat=catalog_with(schemes=[sch]))
    wound = g.players[0].hand[0]
    answer(g, "heal")
    assert g.wound_stack[0] == wound and wound not in g.ko_pile
    g = position(hand=["Wound"])
    answer(g, "heal")
    assert "Wound" in names(g, g.ko_pile)


def test_the_core_set_registers_first():
    assert catalog().sets()[0] == "core"
