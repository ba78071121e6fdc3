"""The fuzz's own tools: the all-pairs generator meets every pair, and a card lost or doubled between two
conservation checks is reported at the exact decision that did it."""

from __future__ import annotations

import itertools
import re

import pytest

from legendary_desktop.engine.game import Game
from legendary_desktop.setup.randomizer import random_setup
from tests.fuzz.checked import EVERY, play_checked
from tests.fuzz.pairwise import all_pairs, unmet_pairs


@pytest.mark.parametrize("sizes", [(3, 2, 4), (2, 5, 3, 3), (4, 4, 4, 4, 4), (1, 3, 2), (6, 2, 2, 7, 2)])
def test_all_pairs_meets_every_pair(sizes):
    factors = [[f"{chr(97 + i)}{v}" for v in range(n)] for i, n in enumerate(sizes)]
    rows = all_pairs(factors)
    assert not unmet_pairs(rows, factors)
    assert all(len(r) == len(factors) and all(r[i] in factors[i] for i in range(len(r))) for r in rows)
    assert len(rows) <= len(list(itertools.product(*factors)))
    assert all_pairs(factors) == rows  # the same rows every time


def test_a_dropped_pair_is_named():
    factors = [["a", "b"], [1, 2], ["x", "y"]]
    rows = all_pairs(factors)
    without = [r for r in rows if r[:2] != ("b", 2)]
    assert "factor 0='b' with factor 1=2" in unmet_pairs(without, factors)


@pytest.fixture
def broken_at(monkeypatch):
    """Make the engine double a card right after decision `k` (0-based) of every game, replays included."""

    def arm(k: int) -> None:
        decide = Game.decide

        def doubling_decide(self, answer) -> None:  # type: ignore[no-untyped-def]
            decide(self, answer)
            if len(self.answers) == k + 1:
                self.limbo.append(next(c for cards in self.zones().values() for c in cards))

        monkeypatch.setattr(Game, "decide", doubling_decide)

    return arm


@pytest.mark.parametrize("k", [0, 3, EVERY - 2, EVERY - 1, EVERY, 2 * EVERY + 5])
def test_a_broken_game_is_reported_at_the_decision_that_broke_it(broken_at, k):
    setup = random_setup(3, 11)
    broken_at(k)
    with pytest.raises(AssertionError) as failure:
        play_checked(setup, 11, greedy=False)
    message = str(failure.value)
    assert re.search(rf"after decision {k} \(", message), message
    assert "and limbo" in message, message
