"""Endgame, Sacrifice, Phasing and Divided Cards as engine capabilities, with test-only cards."""

from __future__ import annotations

from legendary_desktop.cards.infinity_saga import endgame, phasing
from legendary_desktop.cards.infinity_saga.sacrifice import sacrifice, sacrifice_class
from legendary_desktop.engine import values
from legendary_desktop.engine.card import AVENGERS, COVERT, RANGED, STRENGTH, CardDef, Effect, Kind
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.positions import answer, assert_conserved, catalog_with, names, play, position, put

from .kit import TEST, hero, hero_group, villain


def _deck_size(g, n: int) -> None:
    while len(g.villain_deck) > n:
        g.ko_pile.append(g.villain_deck.pop(0))


def test_endgame_threshold_and_this_turn_flags():
    g = position(players=3)
    _deck_size(g, 25)
    assert not endgame.is_endgame(g) and endgame.cards_to_go(g) == 1
    _deck_size(g, 24)
    assert endgame.is_endgame(g)
    g.villain_deck.append(g.bystander_stack.pop())
    assert not endgame.is_endgame(g)
    assert endgame.for_your_heroes(g) is False
    assert endgame.is_endgame(g, heroes=True) and not endgame.is_endgame(g)
    assert endgame.this_turn(g) is False and endgame.is_endgame(g)


def test_endgame_attack_of_an_enemy():
    brute = villain("Endgame Brute", attack=4, extra={"endgame_attack": 3})
    cat = catalog_with(brute)
    g = position(cat=cat)
    put(g, "Endgame Brute", "city:Sewers")
    assert endgame.attack_modifier(g, g.city[0].card, 0, True) is None
    g.turn.notes[endgame.ALL] = True
    assert endgame.attack_modifier(g, g.city[0].card, 0, True) == ("Endgame", 3)


def _sacrifice_for_three(c: Ctx) -> Effect:
    if (yield from sacrifice(c, STRENGTH, "+3 Attack")):
        c.add_attack(3)


def test_sacrifice_is_optional_needs_the_class_and_keeps_the_card_as_played():
    martyr = hero("Martyr", classes=STRENGTH, on_play=_sacrifice_for_three, attack=1, copies=2)
    cat = catalog_with(*hero_group(martyr))
    g = position(cat=cat, hand=["Martyr", "Martyr"])
    play(g, "Martyr")
    assert g.pending.kind == "action"  # no Strength before it
    play(g, "Martyr")
    answer(g, "yes")
    assert g.turn.attack == 1 + 1 + 3
    assert names(g, g.ko_pile)[-1] == "Martyr" and len(g.turn.played) == 1 and len(g.turn.played_defs) == 2
    assert g.turn.heroes_koed == 1
    assert_conserved(g)


def test_the_class_a_sacrifice_needs_is_read_from_the_card_or_its_half():
    # the board's Sacrifice badge names it ("Strength Sacrifice")
    martyr = hero("Martyr", classes=STRENGTH, extra={"sacrifice": STRENGTH})
    assert sacrifice_class(martyr) is STRENGTH
    assert sacrifice_class(hero("Plain")) is None
    whole = hero("Two Halves", sides=(hero("Half A"), hero("Half B", extra={"sacrifice": RANGED})))
    assert sacrifice_class(whole) is RANGED


def test_phasing_swaps_hand_and_top_of_deck_without_drawing():
    ghost = CardDef(
        set=TEST, kind=Kind.HERO, group="Test Hero", name="Ghost", cost=3, classes=COVERT, team=AVENGERS,
        text="Phasing.", extra={"phasing": True})
    cat = catalog_with(*hero_group(ghost))
    g = position(cat=cat, hand=["Ghost"], deck=["Wound"])
    [option] = phasing.options(g)
    phasing.phase(g, option)
    p = g.players[0]
    assert names(g, p.hand) == ["Wound"] and names(g, p.deck) == ["Ghost"] and g.turn.drawn == 0
    g2 = position(cat=cat, hand=["Ghost"], deck=[], discard=[])
    assert phasing.options(g2) == [] and phasing.blocked(g2)


def test_divided_card_plays_one_half_and_elsewhere_is_both():
    left = CardDef(set=TEST, kind=Kind.HERO, group="Duo", name="Left", cost=4, classes=COVERT, team=AVENGERS,
                   attack=2, extra={"hero_name": "One"})
    right = CardDef(set=TEST, kind=Kind.HERO, group="Duo", name="Right", cost=4, classes=RANGED, team=AVENGERS,
                    recruit=3, extra={"hero_name": "Two"})
    duo = CardDef(set=TEST, kind=Kind.HERO, group="Duo", name="Left/Right", cost=4, classes=COVERT | RANGED,
                  team=AVENGERS, attack=2, recruit=3, sides=(left, right))
    cat = catalog_with(*hero_group(duo))
    g = position(cat=cat, hand=["Left/Right"], hq=["Left/Right"], recruit=4)
    assert g.has_class(0, COVERT) and g.has_class(0, RANGED) and values.hero_cost(g, g.hq[0]) == 4
    play(g, "Left/Right")
    answer(g, "side:1")
    card = g.turn.played[0]
    assert (g.turn.recruit, g.turn.attack) == (4 + 3, 0)
    assert g.classes_of(card) == RANGED and not g.has_class(0, COVERT)
    assert g.turn.played_defs == [right]


# -- found by mutation testing ---------------------------------------------------------------------


def test_endgame_for_your_heroes_a_second_time_already_was():
    g = position(players=2)
    _deck_size(g, 17)
    assert endgame.for_your_heroes(g) is False
    assert endgame.for_your_heroes(g) is True  # "If it already was" (Turning Point played twice)
    assert not endgame.is_endgame(g)


def _phasing_catalog():
    ghost = CardDef(
        set=TEST, kind=Kind.HERO, group="Test Hero", name="Ghost", cost=3, classes=COVERT, team=AVENGERS,
        text="Phasing.", copies=2, extra={"phasing": True})
    solid = hero("Solid", cost=4)
    shade = CardDef(set=TEST, kind=Kind.HERO, group="Test Hero", name="Shade", cost=4, classes=RANGED, team=AVENGERS,
                    extra={"hero_name": "One", "phasing": True})
    bulk = CardDef(set=TEST, kind=Kind.HERO, group="Test Hero", name="Bulk", cost=4, classes=STRENGTH, team=AVENGERS,
                   extra={"hero_name": "Two"})
    duo = CardDef(set=TEST, kind=Kind.HERO, group="Test Hero", name="Shade/Bulk", cost=4, classes=RANGED | STRENGTH,
                  team=AVENGERS, sides=(shade, bulk))
    return catalog_with(*hero_group(ghost, solid, duo))


def test_phasing_one_option_per_phasing_card_a_divided_card_by_either_half():
    cat = _phasing_catalog()
    g = position(cat=cat, hand=["Ghost", "Ghost", "Solid", "Shade/Bulk"], deck=["Wound"])
    assert sorted(g.cards[o.card].name for o in phasing.options(g)) == ["Ghost", "Shade/Bulk"]


def test_phasing_blocked_only_when_deck_and_discard_are_both_empty():
    cat = _phasing_catalog()
    for deck, discard in ((["Wound"], []), ([], ["Wound"])):
        g = position(cat=cat, hand=["Ghost"], deck=deck, discard=discard)
        assert phasing.options(g) and not phasing.blocked(g)
    g = position(cat=cat, hand=["Ghost"], deck=[], discard=[])
    assert not phasing.options(g) and phasing.blocked(g)
