"""The Hint command's contract: for any pending decision, a legal answer and one line saying why,
without changing the game."""

from __future__ import annotations

import pytest

from legendary_desktop.bots import RandomBot
from legendary_desktop.bots.hint import hint
from legendary_desktop.engine.game import Game
from legendary_desktop.setup.randomizer import random_setup

#: the search's language, kept out of the Hint's line ("2 Attack each draw; your cards give 1.0 on average;
#: best of 6 on sampled futures")
SEARCH_WORDS = ("sampled", "futures", "on average", "each draw", "did worse", "% →")


@pytest.mark.parametrize("seed", range(4))
def test_a_hint_is_a_legal_answer_in_one_line_and_changes_nothing(seed):
    g = Game(random_setup(3, seed), seed)
    bot = RandomBot(seed)
    kinds = set()
    details = 0
    for _ in range(150):
        if g.over:
            break
        d = g.pending
        before = (g.zones(), len(g.answers), len(g.events), g.rng.getstate())
        h = hint(g, seed)
        assert (g.zones(), len(g.answers), len(g.events), g.rng.getstate()) == before
        assert g.pending is d
        d.parse(h.answer)  # raises if the hint is not one of the options
        assert h.reason and "\n" not in h.reason
        # a player's words: what to do and a short why; the search's numbers are its detail, apart
        assert not [w for w in SEARCH_WORDS if w in h.reason], h.reason
        details += bool(h.detail)
        kinds.add(d.kind)
        g.decide(bot.answer(d))
    assert "action" in kinds and details


def test_no_hint_when_the_game_is_over():
    g = Game(random_setup(2, 1), 1)
    bot = RandomBot(1)
    while not g.over:
        g.decide(bot.answer(g.pending))
    with pytest.raises(ValueError):
        hint(g)
