"""Card faces: a Divided Card shows both halves; a Villain with the Attack Symbol shows its `*`."""

from __future__ import annotations

import dataclasses

import pytest

from legendary_desktop.engine.card import Kind
from legendary_desktop.engine.catalog import catalog
from legendary_desktop.ui.card_faces import (
    CLASS_LOOKS,
    COMPACT,
    FULL,
    MIN_TEXT_PX,
    FaceCache,
    attack_text,
    classes_of,
    painted_words,
)


def divided_cards():
    return [c for c in catalog().all_cards() if len(c.sides) == 2]


def test_the_catalogue_has_divided_cards():
    assert len(divided_cards()) >= 3


@pytest.mark.parametrize(("style", "width"), [(FULL, 260), (FULL, 400), (COMPACT, 80), (COMPACT, 130)])
def test_a_divided_card_shows_both_halves_names_numbers_and_classes(qtbot, style, width):
    cache = FaceCache()
    for card in divided_cards():
        words = painted_words(card, width, style)
        text = " ".join(words)
        assert str(card.cost) in words
        for side in card.sides:
            assert side.name[:3] in text, (card.name, side.name, words)
            for value, plus in ((side.attack, side.attack_plus), (side.recruit, side.recruit_plus)):
                if value is not None:
                    assert f"{value}{'+' if plus else ''}" in words
            letters = [CLASS_LOOKS[cls].letter for cls in classes_of(side)]
            assert letters
            assert all(letter in words for letter in letters)
        if style == FULL:
            assert all(str(side.extra["hero_name"]) in words for side in card.sides)
        # the whole card's summed numbers are not what is shown: each half's are
        assert card.name not in words
        assert min(cache.text_sizes(card, width, style)) >= MIN_TEXT_PX


def test_a_half_is_painted_as_an_ordinary_hero(qtbot):
    side = divided_cards()[0].sides[0]
    words = painted_words(side, 80, COMPACT)
    assert side.name in " ".join(words)


def test_the_villain_attack_symbol_follows_the_attack():
    villain = next(c for c in catalog().all_cards() if c.kind is Kind.VILLAIN and c.attack is not None)
    starred = dataclasses.replace(villain, extra={**villain.extra, "star": True})
    plain = dataclasses.replace(villain, extra={k: v for k, v in villain.extra.items() if k != "star"})
    assert attack_text(starred) == f"{attack_text(plain)}*"
    assert not attack_text(plain).endswith("*")


@pytest.mark.parametrize(("style", "width"), [(FULL, 260), (COMPACT, 80)])
def test_a_starred_villain_face_draws_the_star(qtbot, style, width):
    starred = [c for c in catalog().all_cards() if c.extra.get("star") and c.attack is not None
               and c.kind in (Kind.VILLAIN, Kind.HENCHMAN, Kind.MASTERMIND)]
    assert starred, "Marvel Noir has Villains with the Attack Symbol"
    for card in starred:
        assert f"{card.attack}{'+' if card.attack_plus else ''}*" in painted_words(card, width, style)
