"""General capabilities added for Marvel Noir, proven with test-only rules: defeat and recruit rules,
captive piles, the several-deck Villain step, after-new-hand effects, the rescue path, Investigate."""

from __future__ import annotations

from legendary_desktop.cards.noir.investigate import investigate
from legendary_desktop.engine import actions, attachments, city, hq, verbs, villain_deck
from legendary_desktop.engine.card import Kind
from legendary_desktop.engine.decision import TOP_BOTTOM
from legendary_desktop.engine.positions import answer, assert_conserved, names, position, put
from legendary_desktop.engine.table import VillainDeck

CAPTIVE = "Test Captives"
attachments.CAPTIVES.add(CAPTIVE)


def _drive(effect, pick=lambda d: d.options[: max(d.min, 1)]):
    decision = next(effect, None)
    while decision is not None:
        try:
            decision = effect.send(pick(decision))
        except StopIteration:
            return


def test_a_defeat_rule_blocks_fighting_but_may_allow_defeat_for_free():
    g = position(attack=20, city={"Sewers": "Hand Ninjas"}, henchmen=["Hand Ninjas"])
    ninja = g.city[0].card
    g.defeat_rules = [lambda g, player, card, free: None if free else "guarded"]
    g.refresh()
    assert f"fight:{ninja}" not in g.pending.labels
    assert (ninja, "guarded") in actions.blocked_actions(g)
    from legendary_desktop.engine import fight

    _drive(fight.defeat_for_free(g, 0, lambda s, o: True, False, "defeat"))
    assert ninja in g.players[0].victory_pile


def test_a_recruit_rule_keeps_an_hq_hero_from_being_recruited_even_for_free():
    g = position(recruit=20)
    blocked = g.hq[0]
    g.recruit_rules = [lambda g, card: "held" if card == blocked else None]
    g.refresh()
    assert f"recruit:{blocked}" not in g.pending.labels and f"recruit:{g.hq[1]}" in g.pending.labels
    assert hq.recruit_blocked(g, blocked) == "held"


def test_captive_piles_are_rescued_with_a_defeated_holder_and_carried_off_by_an_escaping_one():
    g = position(attack=20, city={"Sewers": "Hand Ninjas", "Bridge": "Hand Ninjas"}, henchmen=["Hand Ninjas"])
    fought, fleeing = g.city[0].card, g.city[4].card
    attachments.attach(g, fought, CAPTIVE, g.bystander_stack[-1])
    attachments.attach(g, fleeing, CAPTIVE, g.bystander_stack[-1])
    g.refresh()
    answer(g, f"fight:{fought}")
    assert sorted(names(g, g.players[0].victory_pile)) == ["Bystander", "Hand Ninjas"]
    occ = g.city[4]
    g.city[4] = None
    _drive(city.escape(g, occ))
    assert g.bystanders_carried_away == 1 and names(g, g.escape_pile).count("Bystander") == 1
    assert_conserved(g)


def test_a_hero_leaving_the_hq_has_its_held_cards_kod():
    g = position()
    hero = g.hq[2]
    attachments.attach(g, hero, CAPTIVE, g.bystander_stack[-1])
    held = attachments.pile(g, hero, CAPTIVE)[0]
    hq.take(g, hero)
    g.limbo.append(hero)
    assert held in g.ko_pile and hero not in g.held


def test_with_several_villain_decks_the_villain_step_asks_which_plays():
    g = position()
    g.villain_decks.append(VillainDeck(space=1, name="Second Deck"))
    g.villain_decks[1].cards.append(put(g, "Bystander", "villain_deck"))
    g.villain_deck.remove(g.villain_decks[1].cards[0])
    effect = villain_deck.villain_step(g)
    decision = next(effect)
    assert decision.labels == ["deck:0", "deck:1"]
    assert_conserved(g)


def test_after_new_hand_effects_run_once_the_new_hand_is_drawn():
    g = position()
    seen = []
    g.turn.after_new_hand.append(lambda g: seen.append(len(g.players[0].hand)))
    answer(g, "end")
    assert seen == [6]


def test_the_rescue_path_runs_a_bystanders_own_rescue_effect():
    import dataclasses

    g = position()
    special = dataclasses.replace(g.cat.generic["Bystander"], key="test/bystander/Informant",
                                  extra={"on_rescue": lambda c: c.add_recruit(2)})
    g.cards.append(special)
    g.totals[special.key] = 1
    card = len(g.cards) - 1
    g.limbo.append(card)
    _drive(verbs.rescue(g, 0, card))
    assert card in g.players[0].victory_pile and g.turn.recruit == 2


def test_the_next_recruit_goes_on_top_of_the_deck_once():
    g = position(recruit=20)
    g.turn.notes[hq.NEXT_RECRUIT_TO_DECK] = True
    first = g.hq[0]
    answer(g, f"recruit:{first}")
    assert g.players[0].deck[-1] == first and hq.NEXT_RECRUIT_TO_DECK not in g.turn.notes


def test_investigate_takes_exactly_one_match_and_arranges_the_rest():
    g = position(deck=["S.H.I.E.L.D. Agent", "S.H.I.E.L.D. Trooper", "S.H.I.E.L.D. Agent"])
    effect = investigate(g, 0, g.players[0].deck, lambda d: d.kind is Kind.STARTER, "a starter", owner=0)
    decision = next(effect)
    assert decision.kind != TOP_BOTTOM and len(decision.options) == 2
    decision = effect.send([decision.options[0]])
    assert decision.kind == TOP_BOTTOM and len(decision.options) == 2
