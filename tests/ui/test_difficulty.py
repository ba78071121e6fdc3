"""The wizard's difficulty estimate: computers play the setup in the background and the summary says how
hard it is, as a word and a percentage with its interval; Cancel stops it; a finished one is cached."""

from __future__ import annotations

import pytest

from legendary_desktop.bots import estimate as est
from legendary_desktop.setup.randomizer import random_setup
from legendary_desktop.ui.dialogs.difficulty import DifficultyRow
from legendary_desktop.ui.dialogs.setup_wizard import SetupWizard


@pytest.fixture(autouse=True)
def _fresh_cache():
    est._CACHE.clear()
    yield
    est._CACHE.clear()


def test_the_estimate_plays_in_the_background_and_shows_a_word_and_an_interval(qtbot):
    row = DifficultyRow(max_games=12)
    qtbot.addWidget(row)
    setup = random_setup(2, 3)
    row.show_for(setup, 3, ("human", "easy"))
    assert "estimating" in row.label.text()
    qtbot.waitUntil(lambda: row.result is not None, timeout=60_000)
    e = row.result
    assert e.finished and e.games == 12 and e.stand_ins == ("normal", "easy")
    assert row.label.text() == f"Difficulty: {e.text()}"
    assert e.word in row.label.text() and "%" in row.label.text()
    assert "12 games" in row.detail.text() and "not yet a clear estimate" in row.detail.text()
    assert est.cached(setup, 3, ("human", "easy")) == e
    row.show_for(setup, 3, ("human", "easy"))  # cached: shown at once, nothing plays
    assert row.worker is None and row.result == e


def test_the_same_estimate_as_the_engine_alone(qtbot):
    setup = random_setup(2, 5)
    alone = est.estimate(setup, 5, ("human", "human"), max_games=10)
    est._CACHE.clear()
    row = DifficultyRow(max_games=10)
    qtbot.addWidget(row)
    row.show_for(setup, 5, ("human", "human"))
    qtbot.waitUntil(lambda: row.result is not None, timeout=60_000)
    assert (row.result.games, row.result.wins) == (alone.games, alone.wins)


def test_cancel_stops_the_estimate(qtbot):
    row = DifficultyRow(max_games=300)
    qtbot.addWidget(row)
    row.show_for(random_setup(3, 8), 8, ("human",) * 3)
    qtbot.waitUntil(lambda: row.worker is not None, timeout=60_000)
    worker = row.worker
    row.button.click()
    assert row.worker is None and "cancelled" in row.label.text() and row.button.text() == "Estimate"
    qtbot.waitUntil(worker.isFinished, timeout=60_000)
    assert row.result is None and est.cached(random_setup(3, 8), 8, ("human",) * 3) is None


def test_a_new_setup_replaces_the_running_estimate(qtbot):
    row = DifficultyRow(max_games=6)
    qtbot.addWidget(row)
    first, second = random_setup(2, 1), random_setup(2, 2)
    row.show_for(first, 1, ("human", "human"))
    row.show_for(second, 2, ("human", "human"))
    qtbot.waitUntil(lambda: row.result is not None, timeout=60_000)
    assert est.cached(second, 2, ("human", "human")) == row.result


def test_the_wizard_summary_shows_the_estimate_and_closing_stops_it(qtbot, monkeypatch):
    monkeypatch.setattr(est, "MAX_GAMES", 6)
    wizard = SetupWizard(remember=False)
    qtbot.addWidget(wizard)
    wizard.show()
    while wizard.currentPage() is not wizard.pages[-1]:
        wizard.next()
    row = wizard.pages[-1].difficulty
    assert row.isVisible()
    qtbot.waitUntil(lambda: row.result is not None, timeout=60_000)
    assert row.label.text().startswith("Difficulty: ") and "%" in row.label.text()
    wizard.reject()
    assert row.worker is None


def test_estimate_text_and_word():
    e = est.Estimate(100, 30, ("normal",) * 3, finished=True)
    low, high = e.interval
    assert 0.21 < low < 0.22 and 0.39 < high < 0.40
    assert e.text() == "Hard: the team wins about 30% (22–40%)"
    assert est.Estimate(10, 7, ("normal",), True).word == "Easy"
    assert est.Estimate(10, 0, ("normal",), True).word == "Very hard"
    assert e.detail() == "From 100 games, every seat played by the Normal computer."


def test_a_table_of_strong_seats_shows_the_adjusted_estimate_and_says_so(qtbot):
    row = DifficultyRow(max_games=12)
    qtbot.addWidget(row)
    setup = random_setup(3, 4)
    row.show_for(setup, 4, ("human", "normal", "normal"))
    qtbot.waitUntil(lambda: row.result is not None, timeout=60_000)
    normal = row.result
    row.show_for(setup, 4, ("strong",) * 3)  # the same Normal games (cached), adjusted: nothing plays
    strong = row.result
    assert row.worker is None and strong is not None and strong.games == normal.games == 12
    assert strong.rate > normal.rate and row.label.text() == f"Difficulty: {strong.text()}"
    assert "every seat played by the Normal computer; adjusted for every seat Strong" in row.detail.text()
    assert "a person counted as a Normal computer" in normal.detail()
