"""Log lines and prompts count in plain English: "1 Bystander", "2 Bystanders", "an X-Men Hero"."""

from __future__ import annotations

import pytest

from legendary_desktop.engine.words import a_or_an, count, plural


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


@pytest.mark.parametrize(("word", "said"), [
    ("Instinct", "an Instinct"), ("X-Men", "an X-Men"), ("S.H.I.E.L.D.", "an S.H.I.E.L.D."),
    ("HYDRA", "a HYDRA"), ("Tech", "a Tech"), ("Ranged", "a Ranged"), ("Strength", "a Strength"),
    ("Avengers", "an Avengers"), ("Covert", "a Covert"),
])
def test_article_follows_how_the_word_is_said(word, said):
    assert a_or_an(word) == said
