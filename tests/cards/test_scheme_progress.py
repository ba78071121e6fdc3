"""Every Scheme gives its progress toward Evil Wins twice: as the words the table shows and as numbers the
computer players weigh (`evil_wins_counts`). The two say the same thing at every step of a game."""

from __future__ import annotations

import re

import pytest

from legendary_desktop.bots import RandomBot
from legendary_desktop.engine.catalog import catalog
from legendary_desktop.engine.game import Game
from legendary_desktop.setup.randomizer import random_setup

FRACTION = re.compile(r"(\d+) / (\d+)")  # "Escaped 3 / 12" (not "cards left 7/11/6")


def read_words(text: str) -> tuple[list[tuple[int, int]], list[int]]:
    """The "n / m" counts of a progress line, and its other numbers (counted down), in order."""
    fractions = [(int(a), int(b)) for a, b in FRACTION.findall(text)]
    return fractions, [int(n) for n in re.findall(r"\d+", FRACTION.sub(" ", text))]


def read_counts(g: Game) -> tuple[list[tuple[int, int]], list[int]]:
    counts = g.scheme.evil_wins_counts
    assert counts is not None, f"{g.scheme.name} shows its progress but gives no numbers"
    now = counts(g)
    return [(c.now, c.of) for c in now if c.of is not None], [c.now for c in now if c.of is None]


@pytest.mark.parametrize("scheme", sorted(n for n, s in catalog().schemes.items() if s.evil_wins_progress))
def test_the_numbers_say_what_the_words_say(scheme):
    g = Game(random_setup(3, 11, scheme=scheme, sets=catalog().sets()), 11)
    bot = RandomBot(11)
    for _ in range(300):
        assert g.scheme.evil_wins_progress is not None
        assert read_counts(g) == read_words(g.scheme.evil_wins_progress(g)), scheme
        if g.over:
            break
        g.decide(bot.answer(g.pending))


def test_a_scheme_with_no_words_gives_no_numbers():
    assert all(s.evil_wins_counts is None for s in catalog().schemes.values() if s.evil_wins_progress is None)
