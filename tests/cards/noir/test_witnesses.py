"""Hidden Witnesses: face-down Bystanders on a Villain, the Mastermind, the Scheme or an HQ Hero."""

from __future__ import annotations

import dataclasses

from legendary_desktop.cards.noir import witnesses
from legendary_desktop.cards.noir.witnesses import WITNESSES
from legendary_desktop.engine import attachments
from legendary_desktop.engine.card import Kind
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.positions import answer, assert_conserved, names, put

from .kit import drive
from .kit import noir_position as position


def _labels(g):
    return [o.label for o in g.pending.options]


def _villain_with_witnesses(n, attack=20, recruit=0, **kw):
    g = position(city={"Bank": "Comrade Rasputin, Steel Wall"}, attack=attack, recruit=recruit, **kw)
    villain = g.city[1].card
    witnesses.capture_hidden(g, villain, n)
    g.refresh()
    return g, villain


def test_a_villain_holding_a_witness_cannot_be_fought():
    g, villain = _villain_with_witnesses(1)
    assert f"fight:{villain}" not in _labels(g)
    from legendary_desktop.engine.actions import blocked_actions

    assert any(c == villain and "Hidden Witness" in why for c, why in blocked_actions(g))
    assert attachments.is_face_down(WITNESSES)


def test_paying_two_recruit_rescues_one_witness_without_fighting_then_the_villain_can_be_fought():
    g, villain = _villain_with_witnesses(2, recruit=5)
    answer(g, f"witness:{villain}")
    p = g.players[0]
    assert names(g, p.victory_pile) == ["Bystander"] and g.turn.recruit == 3
    assert witnesses.count(g, villain) == 1 and f"fight:{villain}" not in _labels(g)  # partial: one is left
    answer(g, f"witness:{villain}")
    assert witnesses.count(g, villain) == 0 and g.turn.recruit == 1
    assert "witness:" not in " ".join(_labels(g))  # 1 Recruit left: no more rescue offered
    assert f"fight:{villain}" in _labels(g)
    assert_conserved(g)


def test_rescue_is_not_offered_with_less_than_two_recruit():
    g, villain = _villain_with_witnesses(1, recruit=1)
    assert f"witness:{villain}" not in _labels(g)


def test_a_rescued_witness_gives_its_rescue_effect():
    g, villain = _villain_with_witnesses(0, recruit=2)
    base = g.cat.generic["Bystander"]
    special = dataclasses.replace(base, name="Test Informant", key="test/bystander/Test Informant",
                                  extra={"on_rescue": lambda c: c.add_attack(3)})
    g.cards.append(special)
    g.totals[special.key] = 1
    informant = len(g.cards) - 1
    g.bystander_stack.append(informant)
    witnesses.capture_hidden(g, villain, 1)
    g.refresh()
    answer(g, f"witness:{villain}")
    assert informant in g.players[0].victory_pile and g.turn.attack == 23
    assert_conserved(g)


def test_face_up_bystanders_and_witnesses_together_fight_rescues_the_face_up_ones():
    g, villain = _villain_with_witnesses(1, recruit=2)
    put(g, "Bystander", "bystanders:Bank")
    answer(g, f"witness:{villain}")
    answer(g, f"fight:{villain}")
    answer(g, *[o.label for o in g.pending.options if o.label.startswith("top:")]) if g.pending.kind != "action" \
        else None
    assert names(g, g.players[0].victory_pile).count("Bystander") == 2


def test_an_escape_with_witnesses_makes_each_player_discard_once_and_they_land_face_up_in_the_escape_pile():
    g = position(city={"Bridge": "Fancy Dan"}, hands={1: ["S.H.I.E.L.D. Agent", "S.H.I.E.L.D. Agent"]})
    dan = g.city[4].card
    witnesses.capture_hidden(g, dan, 3)
    put(g, "Bystander", "bystanders:Bridge")
    carried = list(attachments.pile(g, dan, WITNESSES))
    before = [len(p.hand) for p in g.players]
    from legendary_desktop.engine import city

    occ = g.city[4]
    g.city[4] = None
    drive(city.escape(g, occ))
    assert all(c in g.escape_pile for c in carried)
    assert g.bystanders_carried_away == 4
    assert [len(p.hand) for p in g.players] == [n - 1 for n in before]  # one each, however many Bystanders
    assert dan not in g.held
    assert_conserved(g)


def test_defeating_a_villain_for_free_rescues_its_witnesses_without_paying():
    g, villain = _villain_with_witnesses(2, mastermind="Loki", villains=["Enemies of Asgard", "X-Men Noir"])
    from legendary_desktop.engine import fight

    drive(fight.defeat_for_free(g, 0, lambda space, occ: True, False, "defeat"), prefer=villain)
    vp = names(g, g.players[0].victory_pile)
    assert "Comrade Rasputin, Steel Wall" in vp and vp.count("Bystander") == 2
    assert g.turn.recruit == 0


def test_the_mastermind_holding_witnesses_cannot_be_fought_until_they_are_rescued():
    g = position(mastermind="The Goblin, Underworld Boss", villains=["Goblin's Freak Show"], attack=30, recruit=4)
    assert witnesses.count(g, g.mastermind_card) == 2  # The Goblin starts with two
    assert "mastermind" not in _labels(g)
    answer(g, f"witness:{g.mastermind_card}")
    answer(g, f"witness:{g.mastermind_card}")
    assert "mastermind" in _labels(g)
    assert names(g, g.players[0].victory_pile) == ["Bystander", "Bystander"]


def test_the_scheme_holds_witnesses_that_can_be_rescued():
    g = position(scheme="Silence the Witnesses", recruit=2)
    witnesses.capture_hidden(g, g.scheme_card, 1)
    g.refresh()
    answer(g, f"witness:{g.scheme_card}")
    assert names(g, g.players[0].victory_pile) == ["Bystander"] and witnesses.count(g, g.scheme_card) == 0


def test_an_hq_hero_holding_a_witness_cannot_be_recruited_and_its_witnesses_are_kod_when_it_leaves():
    g = position(recruit=20, hq=["Webs of Darkness", "Balancing Act", "Impetuous Dive", "Multitalented",
                                 "Follow Big Leads"])
    hero = g.hq[0]
    witnesses.capture_hidden(g, hero, 1)
    g.refresh()
    assert f"recruit:{hero}" not in _labels(g)
    held = list(attachments.pile(g, hero, WITNESSES))
    from legendary_desktop.engine import hq

    hq.ko_from_hq(g, hero)
    assert held[0] in g.ko_pile and hero not in g.held
    assert_conserved(g)


def test_rescuing_the_witness_lets_the_hero_be_recruited():
    g = position(recruit=20, hq=["Webs of Darkness", "Balancing Act", "Impetuous Dive", "Multitalented",
                                 "Follow Big Leads"])
    hero = g.hq[0]
    witnesses.capture_hidden(g, hero, 1)
    g.refresh()
    answer(g, f"witness:{hero}")
    answer(g, f"recruit:{hero}")
    assert hero in g.players[0].discard


def test_witnesses_only_count_as_bystanders_kind():
    g, villain = _villain_with_witnesses(1)
    assert all(g.cards[c].kind is Kind.BYSTANDER for c in attachments.pile(g, villain, WITNESSES))
    assert isinstance(Ctx, type)


def test_witnesses_on_heroes_kod_by_super_hero_civil_war_are_kod_too():
    from legendary_desktop.engine import scheme_twist

    from .kit import fresh

    g = position(scheme="Super Hero Civil War", mastermind="Charles Xavier, Professor of Crime")
    hero = g.hq[1]
    witnesses.capture_hidden(g, hero, 2)
    held = list(attachments.pile(g, hero, WITNESSES))
    drive(scheme_twist.play(g, fresh(g, "Scheme Twist")))
    assert hero in g.ko_pile and all(w in g.ko_pile for w in held) and witnesses.holders(g) == []
    assert_conserved(g)


# ---------------------------------------------------------------- found by mutation testing


def _option_text(g, label):
    return next(o.text for o in g.pending.options if o.label == label)


def test_the_rescue_option_names_the_villain_or_the_scheme_that_holds_the_witness():
    g, villain = _villain_with_witnesses(1, recruit=2)
    assert _option_text(g, f"witness:{villain}") == \
        "Rescue a Hidden Witness from Comrade Rasputin, Steel Wall (2 Recruit)"
    g = position(scheme="Silence the Witnesses", recruit=2)
    witnesses.capture_hidden(g, g.scheme_card, 1)
    g.refresh()
    assert _option_text(g, f"witness:{g.scheme_card}") == \
        "Rescue a Hidden Witness from Silence the Witnesses (2 Recruit)"


def test_a_villain_holding_only_wounds_offers_no_rescue():
    g, villain = _villain_with_witnesses(0, recruit=4)
    attachments.attach(g, villain, attachments.WOUNDS, g.wound_stack[-1])
    g.refresh()
    assert witnesses.holders(g) == []
    assert not any(o.label.startswith("witness:") for o in g.pending.options)


def test_capture_hidden_takes_one_by_default_and_returns_how_many_it_took():
    g, villain = _villain_with_witnesses(0)
    assert witnesses.capture_hidden(g, villain) == 1 and witnesses.count(g, villain) == 1
    assert witnesses.capture_hidden(g, villain, 3) == 3 and witnesses.count(g, villain) == 4
    g.bystander_stack[:] = g.bystander_stack[-1:]  # only one left in the stack
    assert witnesses.capture_hidden(g, villain, 2) == 1 and witnesses.count(g, villain) == 5
    logged = len(g.events)
    assert witnesses.capture_hidden(g, villain, 2) == 0 and len(g.events) == logged  # empty stack: nothing said


def test_rescuing_the_last_witness_leaves_the_wounds_on_the_villain():
    g, villain = _villain_with_witnesses(1, recruit=2)
    wound = g.wound_stack[-1]
    attachments.attach(g, villain, attachments.WOUNDS, wound)
    g.refresh()
    answer(g, f"witness:{villain}")
    assert attachments.pile(g, villain, attachments.WOUNDS) == [wound] and witnesses.count(g, villain) == 0
    assert_conserved(g)


def test_with_exactly_two_recruit_the_rescue_is_offered_and_not_listed_as_blocked():
    from legendary_desktop.engine.actions import blocked_actions

    g, villain = _villain_with_witnesses(1, recruit=2)
    assert f"witness:{villain}" in _labels(g)
    assert not any(c == villain and "costs 2 Recruit" in why for c, why in blocked_actions(g))


def test_a_bystander_set_aside_in_limbo_can_become_a_hidden_witness():
    g, villain = _villain_with_witnesses(0)
    bystander = g.bystander_stack.pop()
    g.limbo.append(bystander)
    witnesses.hide(g, villain, bystander)
    assert bystander not in g.limbo and attachments.pile(g, villain, WITNESSES) == [bystander]
    assert g.held[villain] == {WITNESSES: [bystander]}
    assert_conserved(g)


def test_the_witness_rules_come_into_force_with_the_first_hidden_witness_of_the_game():
    """A game pays for the Hidden Witness rules only once one exists (engine/present.py `needs`): before it
    they are not asked at every decision; from it on a holder can't be fought and can be rescued from."""
    g = position(city={"Bank": "Comrade Rasputin, Steel Wall"}, attack=20, recruit=5)  # no card hides any
    villain = g.city[1].card
    assert "witness" not in [k.prefix for k in g.action_kinds] and not g.defeat_rules and not g.recruit_rules
    assert f"fight:{villain}" in _labels(g)
    witnesses.capture_hidden(g, villain, 1)
    g.refresh()
    assert "witness" in [k.prefix for k in g.action_kinds] and g.defeat_rules and g.recruit_rules
    assert f"fight:{villain}" not in _labels(g) and f"witness:{villain}" in _labels(g)
    answer(g, f"witness:{villain}")  # rescued: the rules stay in force, and have nothing to hold back
    assert f"fight:{villain}" in _labels(g) and "witness" in [k.prefix for k in g.action_kinds]
