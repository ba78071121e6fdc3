"""Log lines and prompts count in plain English: "1 Bystander", "2 Bystanders", "an X-Men Hero"."""

from __future__ import annotations

import pytest

from legendary_desktop.engine import attachments, positions
from legendary_desktop.engine.state import Occupant
from legendary_desktop.engine.words import a_or_an, count, count_of, count_verb, plural, singular, verb


@pytest.mark.parametrize(("n", "noun", "said"), [
    (0, "Bystander", "0 Bystanders"), (1, "Bystander", "1 Bystander"), (2, "Wound", "2 Wounds"),
    (1, "Henchman group", "1 Henchman group"), (3, "Henchman group", "3 Henchman groups"),
    (2, "space", "2 spaces"), (5, "card", "5 cards"),
])
def test_count_is_singular_only_for_one(n, noun, said):
    assert count(n, noun) == said


def test_plural_of_the_rules_words():
    assert plural("Henchman") == "Henchmen"
    assert plural("Ally") == "Allies"
    assert plural("Day") == "Days"
    assert plural("Witness") == "Witnesses"
    assert plural("Hero") == "Heroes" and plural("extra Hero") == "extra Heroes"
    assert count(2, "Hidden Witness") == "2 Hidden Witnesses"


@pytest.mark.parametrize("one", ["Wound", "Hidden Witness", "Hero", "Henchman", "Ally", "Tribe", "Shrink Tech",
                                 "Bystander", "Villain group", "Switch", "Box"])
def test_singular_undoes_plural(one):
    assert singular(plural(one)) == one


@pytest.mark.parametrize(("n", "pile", "said"), [
    (1, "Wounds", "1 Wound"), (2, "Wounds", "2 Wounds"), (1, "Hidden Witnesses", "1 Hidden Witness"),
    (0, "Tribes", "0 Tribes"), (1, "Shrink Tech on Offer", "1 Shrink Tech on Offer"),
])
def test_a_pile_named_in_the_plural_counts_one_in_the_singular(n, pile, said):
    assert count_of(n, pile) == said


@pytest.mark.parametrize(("word", "said"), [
    ("Instinct", "an Instinct"), ("X-Men", "an X-Men"), ("S.H.I.E.L.D.", "an S.H.I.E.L.D."),
    ("HYDRA", "a HYDRA"), ("Tech", "a Tech"), ("Ranged", "a Ranged"), ("Strength", "a Strength"),
    ("Avengers", "an Avengers"), ("Covert", "a Covert"),
])
def test_article_follows_how_the_word_is_said(word, said):
    assert a_or_an(word) == said


@pytest.mark.parametrize(("n", "noun", "said", "done"), [
    (1, "Wound", "go", "1 Wound goes"), (2, "Wound", "go", "2 Wounds go"), (0, "Wound", "go", "0 Wounds go"),
    (1, "card", "are shuffled", "1 card is shuffled"), (3, "card", "are shuffled", "3 cards are shuffled"),
    (1, "damaged record", "were", "1 damaged record was"), (1, "Villain", "escape", "1 Villain escapes"),
    (1, "Hero", "have", "1 Hero has"), (2, "Hero", "have", "2 Heroes have"),
])
def test_a_count_and_its_verb_agree(n, noun, said, done):
    assert count_verb(n, noun, said) == done
    assert verb(n, said) == done[len(count(n, noun)) + 1:]


@pytest.mark.parametrize("wounds", [1, 2])
def test_the_wounds_on_a_villain_going_back_to_the_stack_agree_with_their_count(wounds):
    g = positions.position()
    villain = next(c for c in g.villain_deck if g.cards[c].kind.name == "VILLAIN")
    g.villain_deck.remove(villain)
    g.city[1] = Occupant(villain)
    g.held.setdefault(villain, {})[attachments.WOUNDS] = [g.wound_stack.pop() for _ in range(wounds)]
    assert attachments.return_wounds(g, villain) == wounds
    said = g.events[-1].text
    name = g.cards[villain].name
    assert said == (f"1 Wound on {name} goes back to the Wound Stack." if wounds == 1
                    else f"2 Wounds on {name} go back to the Wound Stack.")
