"""Double-sided Masterminds (Epic sides, transforming) and multiclass Heroes."""

from __future__ import annotations

from legendary_desktop.engine import mastermind, values
from legendary_desktop.engine.card import COVERT, INSTINCT, RANGED, STRENGTH, TECH, HeroClass
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.positions import answer, assert_conserved, catalog_with, names, play, position, put
from legendary_desktop.engine.verbs import reveal_or_wound

from .kit import hero, hero_group, side
from .kit import mastermind as make_mastermind


def _strike_log(tag: str):
    def strike(c: Ctx) -> None:
        c.g.log("strike", f"{tag} strikes")
    return strike


def epic_catalog():
    epic = side("Epic Test Lord", 9, _strike_log("epic side"))
    back = side("Test Lord, Reborn", 12, _strike_log("back side"))
    mm = make_mastermind(epic=epic, back=back, strike=_strike_log("front side"))
    return catalog_with(masterminds=[mm]), mm


def test_epic_side_starts_face_up_with_its_own_attack_and_strike():
    cat, mm = epic_catalog()
    g = position(mastermind="Test Lord", cat=cat, epic=True)
    assert g.setup.epic and g.mm is mm.epic and mastermind.is_epic(g)
    assert values.mastermind_attack(g) == 9
    put(g, "Master Strike", "villain_deck")
    answer(g, "end")
    assert any(e.text == "epic side strikes" for e in g.events)
    assert not any(e.text == "front side strikes" for e in g.events)


def test_without_epic_the_front_side_is_up():
    cat, mm = epic_catalog()
    g = position(mastermind="Test Lord", cat=cat)
    assert g.mm is mm.card and values.mastermind_attack(g) == 6 and not mastermind.is_epic(g)


def test_transform_turns_the_mastermind_over_and_back_reading_the_face_up_side():
    cat, mm = epic_catalog()
    g = position(mastermind="Test Lord", cat=cat)
    assert not mastermind.other_side_up(g)
    mastermind.transform(g)
    assert g.mm is mm.back and mastermind.other_side_up(g) and values.mastermind_attack(g) == 12
    put(g, "Master Strike", "villain_deck")
    answer(g, "end")
    assert any(e.text == "back side strikes" for e in g.events)
    mastermind.transform(g)
    assert g.mm is mm.card and values.mastermind_attack(g) == 6
    assert g.zones()["mastermind"] == [g.mastermind_card]  # one card, whichever side is up
    assert_conserved(g)


def test_a_multiclass_card_counts_as_each_of_its_classes():
    assert (STRENGTH | TECH).count == 2 and (STRENGTH | TECH).multicolored
    assert not STRENGTH.multicolored and not HeroClass.GREY.multicolored
    assert (INSTINCT | COVERT | RANGED).each() == [INSTINCT, COVERT, RANGED]
    seen: list[bool] = []
    two = hero("Two Colours", classes=STRENGTH | TECH)
    asks_tech = hero("Asks Tech", classes=COVERT, on_play=lambda c: seen.append(c.power(TECH)))
    asks_str = hero("Asks Strength", classes=COVERT, on_play=lambda c: seen.append(c.power(STRENGTH)))
    cat = catalog_with(*hero_group(two, asks_tech, asks_str))
    g = position(heroes=["Test Hero"], cat=cat, hand=["Two Colours", "Asks Tech", "Asks Strength"])
    play(g, "Two Colours")
    play(g, "Asks Tech")
    play(g, "Asks Strength")
    assert seen == [True, True]
    assert g.has_class(0, TECH) and g.has_class(0, STRENGTH) and not g.has_class(0, RANGED)


def test_a_multiclass_card_in_hand_satisfies_a_reveal_of_either_class():
    two = hero("Two Colours", classes=STRENGTH | TECH)
    cat = catalog_with(*hero_group(two))
    g = position(heroes=["Test Hero"], cat=cat, hand=["Two Colours"], hands={1: ["S.H.I.E.L.D. Agent"]})
    wounds = len(g.wound_stack)
    effect = reveal_or_wound(g, [0, 1], TECH)
    for _ in effect:
        raise AssertionError("no decision expected")
    assert len(g.wound_stack) == wounds - 1  # only the player without a Tech Hero
    assert "Wound" in names(g, g.players[1].discard) and "Wound" not in names(g, g.players[0].discard)
