"""The second privacy audit's findings, each as it was found (issue #62), at one screen's engine level.

1. A reaction card in a hand (Diving Block, Sovereign Bodyguard, Unbreakable Cage, Reflective Vibranium
   Armor) asked its owner "reveal X?", and every other seat's view named X while it sat unrevealed in the
   hand; at one screen the question came with no curtain.
2. Halve All Life In The Universe's Twist put half the Hero Deck face up in the KO pile, yet Undo was still
   allowed: undo, KO the other half, and the whole Hero Deck is known.
3. Random Acts of Unkindness passes cards face down, but every seat's player panels counted Wounds over
   hand and deck, so the counts told which card was passed, and by whom.

The online halves (through a real host) are in tests/net/test_online_hidden.py.
"""

from __future__ import annotations

import json

import pytest

from legendary_desktop.engine import knowledge, table_facts
from legendary_desktop.engine.catalog import catalog
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import answer, play, position, put
from legendary_desktop.engine.view import seat_view
from legendary_desktop.persistence.session import Session


def reaction_cards() -> list[tuple[str, str]]:
    """Each reaction card of every set and what sets it off (a Wound gained, a Master Strike)."""
    cat = catalog()
    found = {(c.name, event) for group in cat.heroes.values() for c in group for event in c.reactions}
    return sorted(found)


def asked(name: str, event: str) -> Game:
    """Three players; player 2 (index 1) holds `name`; player 1 sets its event off, so player 2 is asked."""
    if event == "gain_wound":
        g = position(players=3, hand=["Crazed Rampage"], hands={1: [name, "S.H.I.E.L.D. Agent"]})
        play(g, "Crazed Rampage")
    else:
        assert event == "master_strike", event
        g = position(players=3, hands={1: [name, "S.H.I.E.L.D. Agent"]})
        put(g, "Master Strike", "villain_deck")
        answer(g, "end")
    assert g.pending is not None and g.pending.player == 1, (name, g.pending)
    assert name in g.pending.prompt  # the owner is asked in words that name the card
    return g


def test_every_reaction_card_of_every_set_is_found() -> None:
    names = [name for name, _ in reaction_cards()]
    assert {"Diving Block", "Sovereign Bodyguard", "Unbreakable Cage", "Reflective Vibranium Armor"} <= set(names)


@pytest.mark.parametrize(("name", "event"), reaction_cards())
def test_a_reaction_question_names_its_card_to_its_owner_only(name: str, event: str) -> None:
    g = asked(name, event)
    own = seat_view(g, 1)
    assert name in own["pending"]["prompt"]
    for seat in (0, 2, None):
        view = seat_view(g, seat)
        assert view["pending"]["player"] == 1
        assert view["pending"]["prompt"] == "Player 2 is deciding."
        assert name not in json.dumps(view), f"seat {seat} is told of {name}"


@pytest.mark.parametrize(("name", "event"), reaction_cards())
def test_a_reaction_question_comes_behind_its_owners_curtain(name: str, event: str) -> None:
    """At one screen: the question is private, so the table asks for the device to be passed first."""
    g = asked(name, event)
    assert g.pending is not None
    assert knowledge.private_decision(g, g.pending)


@pytest.mark.parametrize(("name", "event"), reaction_cards())
def test_a_declined_reaction_never_names_the_card_to_the_others(name: str, event: str) -> None:
    g = asked(name, event)
    views = [json.dumps(seat_view(g, seat)) for seat in (0, 2)]
    answer(g, "no")
    for _ in range(3):  # and for a few answers after, while the card stays in the hand
        views += [json.dumps(seat_view(g, seat)) for seat in (0, 2)]
        if g.pending is None or g.pending.player != 0 or "end" not in g.pending.labels:
            break
        answer(g, "end")
        if name not in [g.name(c) for c in g.players[1].hand]:
            break
    assert not any(name in v for v in views)


def test_a_choice_among_public_cards_keeps_its_words_for_everyone() -> None:
    """Words that name only what every seat sees are no secret: the others read them as they are."""
    g = position(players=3, hand=["Crazed Rampage"])
    play(g, "Crazed Rampage")
    d = g.pending
    assert d is None or d.player == 0 or not knowledge.names_private(g, d.prompt, d.player)
    g = position(players=2, hand=["Crazed Rampage"], city={"Bridge": "Hand Ninjas"}, attack=3)
    assert not knowledge.names_private(g, "Fight Hand Ninjas on the Bridge", 0)
    assert not knowledge.names_private(g, "Gain a Wound", 0)  # the rules' words are no secret
    assert knowledge.names_private(g, "reveal Crazed Rampage", 0)  # a card in the hand
    assert knowledge.names_private(g, "reveal Crazed Rampage", 1)  # ...that is nowhere face up


# ----------------------------------------------------------------- 2: Halve All Life In The Universe
def halve_all_life() -> Session:
    from tests.cards.infinity_saga.infinity_kit import saga  # noqa: PLC0415 (the set's own test kit)

    g = saga(scheme="Halve All Life In The Universe")
    g.twists_played = 1
    put(g, "Scheme Twist", "villain_deck")
    return Session(g)


def test_halving_the_hero_deck_face_up_stops_undo() -> None:
    s = halve_all_life()
    g = s.game
    s.decide("end")  # player 2's Villain step reveals Twist 2: the Hero Deck is split into two halves
    assert g.pending is not None and g.pending.options[0].label.startswith("pile:")
    floor = g.last_reveal
    s.decide(g.pending.options[0].label)  # one half goes face up into the KO pile
    assert g.last_reveal == len(g.answers) > floor
    assert not s.can_undo()


# ----------------------------------------------------------------- 3: Random Acts of Unkindness
def passing(wound_passed: bool) -> Game:
    """Three players; player 2 (index 1) holds a Wound and an Agent and passes one of them to the left (player 1
    passes its only other card; player 3 has two to choose from, and is asked next)."""
    g = position(players=3, hand=["Random Acts of Unkindness", "S.H.I.E.L.D. Agent"],
                 hands={1: ["Wound", "S.H.I.E.L.D. Agent"], 2: ["Quick Draw", "Optic Blast"]})
    play(g, "Random Acts of Unkindness")
    answer(g, "no")  # no Wound for player 1, whose Agent goes at once (it is the only card)
    assert g.pending is not None and g.pending.player == 1
    pick = next(o.label for o in g.pending.options
                if o.card is not None and (g.name(o.card) == "Wound") == wound_passed)
    g.decide(pick)
    return g


def panels(g: Game) -> list[tuple[int, str]]:
    return [(vp, wounds) for vp, wounds, _ in table_facts.facts(g).plaques]


def test_a_card_passed_face_down_leaves_the_wound_counts_telling_nothing() -> None:
    """The third player can't tell from the panels whether player 2 passed its Wound (so which card the
    third player is holding is still its own secret, and player 2's too)."""
    with_wound, without = passing(True), passing(False)
    for g in (with_wound, without):
        assert g.pending is not None and g.pending.player == 2  # the third player picks, nothing passed yet
    assert panels(with_wound) == panels(without)
    view = [{k: v for k, v in seat_view(g, 0).items() if k not in ("log",)} for g in (with_wound, without)]
    assert view[0]["table"]["plaques"] == view[1]["table"]["plaques"]
    for g in (with_wound, without):
        g.decide(g.pending.options[0].label)  # all pass
    assert panels(with_wound) == panels(without)
    assert {1, 2} <= with_wound.mixed


def test_wound_counts_stay_exact_while_nothing_changes_hands_face_down() -> None:
    g = position(players=3, hand=["Crazed Rampage"])
    play(g, "Crazed Rampage")
    while g.pending is not None and g.pending.player != 0:
        answer(g, "no")
    assert g.mixed == frozenset()
    assert all(not w.endswith("+") for _, w in panels(g))
    assert [w for _, w in panels(g)] == ["1", "1", "1"]
