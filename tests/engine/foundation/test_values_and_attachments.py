"""Computed values (an enemy's Attack, a Hero's cost, with breakdowns) and cards held by cards."""

from __future__ import annotations

# A set's keyword through the engine's extension point for printed Attack (engine/card.py `KeywordAttack`),
# proved here with the one set that prints such a keyword
from legendary_desktop.cards.black_panther.keywords import Empowered
from legendary_desktop.engine import attachments, city, mastermind, values
from legendary_desktop.engine.card import COVERT, RANGED, STRENGTH, TECH
from legendary_desktop.engine.positions import (
    answer,
    assert_conserved,
    catalog_with,
    conservation_problems,
    position,
    put,
)
from legendary_desktop.engine.table import SEWERS

from .kit import TEST, hero, hero_group, villain, with_test_set


def test_each_wound_on_a_villain_is_minus_one_attack_and_shows_in_the_breakdown():
    g = position(city={"Sewers": "Sentinel"})  # Attack 3
    sentinel = g.city[SEWERS].card
    assert mastermind.wound_enemy(g, 0, sentinel) and mastermind.wound_enemy(g, 0, sentinel)
    assert city.villain_attack(g, SEWERS) == 1
    assert values.breakdown(g, sentinel) == [("Printed", 3), ("Wounds", -2)]
    assert_conserved(g)


def test_attack_never_pays_below_zero_and_a_wounded_mastermind_is_cheaper():
    g = position(city={"Sewers": "Sentinel"})
    sentinel = g.city[SEWERS].card
    for _ in range(5):
        mastermind.wound_enemy(g, 0, sentinel)
    assert city.villain_attack(g, SEWERS) == 0
    g.refresh()
    answer(g, f"fight:{sentinel}")  # fought for 0 Attack
    assert sentinel in g.players[0].victory_pile
    printed = values.mastermind_attack(g)
    mastermind.wound_enemy(g, 0, g.mastermind_card)
    assert values.mastermind_attack(g) == printed - 1


def test_wounds_on_a_defeated_villain_go_to_the_bottom_of_the_wound_stack():
    g = position(city={"Sewers": "Sentinel"}, attack=3)
    sentinel = g.city[SEWERS].card
    mastermind.wound_enemy(g, 0, sentinel)
    wound = attachments.pile(g, sentinel, attachments.WOUNDS)[0]
    answer(g, f"fight:{sentinel}")
    assert g.wound_stack[0] == wound and not attachments.piles(g, sentinel)
    assert_conserved(g)


def test_wounds_on_an_escaping_villain_go_back_too():
    g = position(city={"Bridge": "Sentinel"})
    bridge = g.city[4].card
    mastermind.wound_enemy(g, 0, bridge)
    wound = attachments.pile(g, bridge, attachments.WOUNDS)[0]
    put(g, "Hand Ninjas", "villain_deck")
    for space, name in enumerate(["Doombot Legion", "Savage Land Mutates", "Supreme HYDRA", "Endless Armies of HYDRA"]):
        put(g, name, f"city:{space}")
    answer(g, "end")
    if g.pending is not None and g.pending.player == 0 and g.pending.kind != "action":
        answer(g, g.pending.options[0].label)
    assert bridge in g.escape_pile and g.wound_stack[0] == wound


def test_a_wound_comes_from_the_ko_pile_when_the_stack_is_empty_and_none_when_neither_has_one():
    g = position(city={"Sewers": "Sentinel"})
    sentinel = g.city[SEWERS].card
    g.ko_pile += g.wound_stack
    g.wound_stack.clear()
    assert mastermind.wound_enemy(g, 0, sentinel)
    for c in [c for c in g.ko_pile if g.cards[c].name == "Wound"]:
        g.ko_pile.remove(c)
        g.bystander_stack.append(c)  # out of reach of the rule (kept accounted for)
    assert not mastermind.wound_enemy(g, 0, sentinel)
    assert len(attachments.pile(g, sentinel, attachments.WOUNDS)) == 1


def test_empowered_enemy_counts_hq_heroes_of_either_class_once_times_n():
    villain_def = villain("Charged Foe", attack=2, keyword_attack=Empowered(STRENGTH | TECH, times=2))
    two = hero("Two Colours", classes=STRENGTH | TECH)
    cat = catalog_with(villain_def, *hero_group(two))
    g = position(villains=["Test Villains"], heroes=["Test Hero"], cat=cat, city={"Sewers": "Charged Foe"})
    put(g, "Two Colours", "hq:0")
    put(g, "Hulk Smash!", "hq:1")  # Strength
    put(g, "Covert Operation", "hq:2")  # Covert
    put(g, "Silent Sniper", "hq:3")  # Covert
    put(g, "Arc Reactor", "hq:4")  # Tech
    expected = sum(1 for h in g.hq if h is not None and g.cards[h].classes & (STRENGTH | TECH))
    assert city.villain_attack(g, SEWERS) == 2 + 2 * expected
    assert ("Empowered by Strength/Tech", 2 * expected) in values.breakdown(g, g.city[SEWERS].card)


def test_an_empowered_hero_counts_the_hq_when_played():
    card = hero("Charged Hero", classes=RANGED, attack=1, keyword_attack=Empowered(COVERT))
    cat = catalog_with(*hero_group(card))
    g = position(heroes=["Test Hero"], cat=cat, hand=["Charged Hero"])
    covert = sum(1 for h in g.hq if h is not None and g.cards[h].classes & COVERT)
    answer(g, "Play Charged Hero")
    assert g.turn.attack == 1 + covert


def test_set_cost_modifiers_apply_only_to_games_with_that_set():
    discount = values.register_cost_modifier(TEST, lambda g, card: ("Test discount", -2))
    try:
        cheap = hero("Cheap Hero", cost=5)
        cat = catalog_with(*hero_group(cheap))
        g = position(heroes=["Test Hero"], cat=cat, recruit=3, rulebook=with_test_set())
        put(g, "Cheap Hero", "hq:0")
        h = g.hq[0]
        assert values.hero_cost(g, h) == 3 and values.cost_breakdown(g, h) == [("Printed", 5), ("Test discount", -2)]
        assert f"recruit:{h}" in g.pending.labels
        answer(g, f"recruit:{h}")
        assert g.turn.recruit == 0
        core = position(recruit=3)
        assert all(values.hero_cost(core, c) == core.cards[c].cost for c in core.hq if c is not None)
        outside = position(heroes=["Test Hero"], cat=cat, recruit=3)  # its cards, but a rulebook without the set
        put(outside, "Cheap Hero", "hq:0")
        assert values.hero_cost(outside, outside.hq[0]) == 5 and not outside.cost_modifiers
    finally:
        values.COST_MODIFIERS[TEST].remove(discount)
        if not values.COST_MODIFIERS[TEST]:
            del values.COST_MODIFIERS[TEST]  # as before: a set's first registration makes its list


def test_named_piles_are_in_the_zones_and_the_conservation_check():
    g = position()
    twist = put(g, "Scheme Twist", "ko")
    attachments.attach(g, g.scheme_card, "Tribes", twist)
    assert g.zones()[f"held.{g.scheme_card}.Tribes"] == [twist]
    assert not conservation_problems(g)
    g.held[g.scheme_card]["Tribes"].append(twist)  # the same card twice
    assert any("is in" in p for p in conservation_problems(g))
    g.held[g.scheme_card]["Tribes"] = []  # and nowhere
    assert any("is nowhere" in p for p in conservation_problems(g))


def test_face_down_piles_are_registered_by_name():
    attachments.FACE_DOWN.add("Test Secrets")
    try:
        assert attachments.is_face_down("Test Secrets") and not attachments.is_face_down("Wounds")
    finally:
        attachments.FACE_DOWN.discard("Test Secrets")


# ---------------------------------------------------------------- found by mutation testing


def _boosted_lord(**face):
    import dataclasses

    from .kit import mastermind as test_mastermind

    mm = test_mastermind("Test Lord", attack=6)
    return dataclasses.replace(mm, card=dataclasses.replace(mm.card, **face))


def test_a_plain_enemy_breakdown_shows_its_printed_attack():
    g = position(city={"Sewers": "Sentinel"})
    assert not g.attack_modifiers and not g.held
    assert values.breakdown(g, g.city[SEWERS].card) == [("Printed", 3)]
    assert values.breakdown(g, g.mastermind_card) == [("Printed", g.mm.attack)]


def test_a_villain_printed_with_zero_attack_is_fought_for_nothing():
    cat = catalog_with(villain("Harmless Foe", attack=0))
    g = position(villains=["Test Villains"], cat=cat, city={"Sewers": "Harmless Foe"}, attack=0)
    foe = g.city[SEWERS].card
    assert city.villain_attack(g, SEWERS) == 0
    answer(g, f"fight:{foe}")
    assert foe in g.players[0].victory_pile


def test_a_mastermind_card_text_bonus_counts_in_a_game_without_other_modifiers():
    cat = catalog_with(masterminds=[_boosted_lord(attack_bonus=lambda g, occ: 2)])
    g = position(mastermind="Test Lord", cat=cat)
    assert not g.attack_modifiers
    assert values.mastermind_attack(g) == 8
    assert values.breakdown(g, g.mastermind_card) == [("Printed", 6), ("Card text", 2)]


def test_an_empowered_mastermind_counts_the_hq_in_a_game_without_other_modifiers():
    empowered = Empowered(STRENGTH | TECH | COVERT | RANGED)  # not Instinct
    cat = catalog_with(masterminds=[_boosted_lord(keyword_attack=empowered)])
    g = position(mastermind="Test Lord", cat=cat)
    classes = STRENGTH | TECH | COVERT | RANGED
    counted = sum(1 for h in g.hq if h is not None and g.cards[h].classes & classes)
    assert not g.attack_modifiers and counted
    assert values.mastermind_attack(g) == 6 + counted


def test_set_attack_modifiers_get_the_space_and_show_in_the_breakdown():
    def streets_bonus(g, card, space, fighting):
        return ("Test streets", 2) if city.is_space(g, space, "Streets") else None

    values.register_attack_modifier(TEST, streets_bonus)
    try:
        cat = catalog_with(villain("Street Thug", attack=3))
        g = position(villains=["Test Villains"], cat=cat, city={"Sewers": "Street Thug", "Streets": "Street Thug"},
                     rulebook=with_test_set())
        streets = g.city_names.index("Streets")
        assert city.villain_attack(g, SEWERS) == 3 and city.villain_attack(g, streets) == 5
        assert values.breakdown(g, g.city[streets].card) == [("Printed", 3), ("Test streets", 2)]
        assert values.breakdown(g, g.city[SEWERS].card) == [("Printed", 3)]
        core = position(city={"Streets": "Sentinel"})
        assert city.villain_attack(core, core.city_names.index("Streets")) == 3
    finally:
        values.ATTACK_MODIFIERS[TEST].remove(streets_bonus)
        if not values.ATTACK_MODIFIERS[TEST]:
            del values.ATTACK_MODIFIERS[TEST]  # as before: a set's first registration makes its list


def test_a_fight_modifier_on_a_space_shows_in_the_enemy_attack_and_its_breakdown():
    g = position(city={"Sewers": "Sentinel"})  # Attack 3
    sentinel = g.city[SEWERS].card
    city.fight_modifier(g, g.city_names[SEWERS], -2)  # like Storm's "fight on the Sewers this turn: -2 Attack"
    assert values.enemy_attack(g, sentinel) == 1  # the board's tooltip: what fighting it costs now
    assert values.breakdown(g, sentinel) == [("Printed", 3), ("This turn", -2)]


def test_card_text_and_scheme_bonuses_show_in_the_breakdown_by_name():
    from .kit import scheme

    foe = villain("Boosted Foe", attack=3, attack_bonus=lambda g, occ: 1)
    sch = scheme("Test Scheme", villain_attack_bonus=lambda g, space, occ: 2)
    g = position(villains=["Test Villains"], scheme="Test Scheme", cat=catalog_with(foe, schemes=[sch]),
                 city={"Sewers": "Boosted Foe"})
    assert city.villain_attack(g, SEWERS) == 6
    assert values.breakdown(g, g.city[SEWERS].card) == [("Printed", 3), ("Card text", 1), ("Test Scheme", 2)]


def test_a_card_acting_as_a_villain_shows_its_role_in_the_breakdown():
    g = position()
    card = g.hero_deck.pop()
    g.limbo.append(card)
    assert list(city.enter(g, card, SEWERS, ambush=False, role=values.Role("Test Construct", lambda g, c: 4))) == []
    assert values.breakdown(g, card) == [("Test Construct", 4)]
    assert city.villain_attack(g, SEWERS) == 4


def test_a_pile_with_a_leaving_rule_is_handed_over_with_its_holder_and_cards_set_aside_stay_set_aside():
    g = position(city={"Sewers": "Sentinel"})
    sentinel = g.city[SEWERS].card
    token, aside = g.bystander_stack.pop(), g.bystander_stack.pop()
    g.limbo += [token, aside]
    attachments.attach(g, sentinel, "Test Tokens", token)
    seen = []

    def leaves(g, holder, cards, how):
        seen.append((holder, list(cards), how))
        for c in cards:
            g.limbo.remove(c)
            g.escape_pile.append(c)

    attachments.LEAVING_RULES["Test Tokens"] = leaves
    try:
        attachments.settle_leaving(g, sentinel, "escaped")
    finally:
        del attachments.LEAVING_RULES["Test Tokens"]
    assert seen == [(sentinel, [token], "escaped")]
    assert g.limbo == [aside] and token in g.escape_pile and sentinel not in g.held


def test_releasing_a_holder_hands_back_its_piles_in_limbo_and_one_that_holds_nothing_hands_back_nothing():
    g = position()
    assert g.scheme_card not in g.held
    assert attachments.release(g, g.scheme_card) == {}
    token = g.bystander_stack[-1]
    attachments.attach(g, g.scheme_card, "Test Tokens", token)
    assert attachments.release(g, g.scheme_card) == {"Test Tokens": [token]}
    assert g.limbo == [token] and g.scheme_card not in g.held


def test_every_captive_pile_of_a_holder_is_taken():
    g = position(city={"Sewers": "Sentinel"})
    sentinel = g.city[SEWERS].card
    a, b = g.bystander_stack[-1], g.bystander_stack[-2]
    attachments.attach(g, sentinel, "Test Captives A", a)
    attachments.attach(g, sentinel, "Test Captives B", b)
    attachments.CAPTIVES.update({"Test Captives A", "Test Captives B"})
    try:
        assert sorted(attachments.take_captives(g, sentinel)) == sorted([a, b])
    finally:
        attachments.CAPTIVES.difference_update({"Test Captives A", "Test Captives B"})
    assert sentinel not in g.held


def test_hq_slots_of_two_areas_are_different_holders():
    assert attachments.hq_slot(1, 0) != attachments.hq_slot(1, 1)
    assert len({attachments.hq_slot(s, a) for s in range(5) for a in range(3)}) == 15
