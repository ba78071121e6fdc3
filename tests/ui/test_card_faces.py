"""Card faces: a Divided Card shows both halves; a Villain with the Attack Symbol shows its `*`."""

from __future__ import annotations

import dataclasses

import pytest

from legendary_desktop.engine.card import Kind
from legendary_desktop.engine.catalog import catalog
from legendary_desktop.ui.table.card_faces import (
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


def _whole_name_drawn(card, width: int) -> bool:
    words = painted_words(card, width, COMPACT)
    return card.name in words or any("…" not in w and card.name == w for w in words)


@pytest.mark.parametrize("width", [62, 66, 80])
def test_every_compact_face_draws_its_whole_name_even_on_a_narrow_card(qtbot, width):
    # a crowded table (The Time Heist's two areas, Five Families' five decks) deals narrow cards:
    # the name wraps onto more lines between its words, the cost moves below it, and a word too long for a
    # line is set in narrower type: never broken, never elided
    cache = FaceCache()
    cut = [c.name for c in catalog().all_cards() if not c.sides and not _whole_name_drawn(c, width)]
    assert not cut, cut[:5]
    for card in catalog().all_cards()[:80]:
        assert min(cache.text_sizes(card, width, COMPACT)) >= MIN_TEXT_PX


def _keyword_cards():
    from legendary_desktop.cards.infinity_saga.phasing import has_phasing
    from legendary_desktop.cards.infinity_saga.sacrifice import sacrifice_class

    cards = [c for c in catalog().all_cards() if c.is_hero]
    return ([c for c in cards if has_phasing(c)], [c for c in cards if sacrifice_class(c) is not None])


@pytest.mark.parametrize(("style", "width"), [(FULL, 260), (COMPACT, 80), (COMPACT, 62)])
def test_phasing_and_sacrifice_cards_wear_their_badge(qtbot, style, width):
    from legendary_desktop.ui.table.card_faces import badges_of

    phasing, sacrifice = _keyword_cards()
    assert phasing and sacrifice, "The Infinity Saga has Phasing and Sacrifice Heroes"
    for card in phasing + sacrifice:
        words = painted_words(card, width, style)
        badges = badges_of(card)
        assert badges
        for badge in badges:
            # the long words, the short word or, where room is shortest, the glyph
            assert badge.words in words or badge.short in words or badge.glyph in words, (card.name, words)
        assert min(FaceCache().text_sizes(card, width, style)) >= MIN_TEXT_PX
    plain = next(c for c in catalog().all_cards() if c.is_hero and c.text and c not in phasing + sacrifice)
    assert not badges_of(plain)
    assert not {"PHASING", "SACRIFICE", "⇅", "✝"} & set(painted_words(plain, width, style))


def test_the_large_view_explains_each_badge_and_the_help_lists_the_keywords():
    from legendary_desktop.ui.help.help_texts import keyword_help
    from legendary_desktop.ui.table.card_inspector import describe

    phasing, sacrifice = _keyword_cards()
    both = next(c for c in phasing if c in sacrifice and not c.sides)
    html = describe(both)
    assert "⇅ Phasing&nbsp;</span> In your turn you may swap this card" in html
    assert "✝ Ranged Sacrifice&nbsp;</span> When you play it after another Ranged Hero" in html
    assert "<i>Phasing</i>" not in html  # explained once, by its badge
    scheme = catalog().find("Sacrifice for the Soul Stone")
    assert "Sacrifice" not in [t for t, _ in keyword_help(scheme.text)]
