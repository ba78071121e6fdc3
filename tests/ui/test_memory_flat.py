"""Memory stays flat from game to game: a finished or abandoned game is not kept alive by the computer
players' work (their thoughts, the closures that made them) or anything else in the window."""

from __future__ import annotations

import gc
import threading

from conftest import COMPUTER_WAIT_MS

from legendary_desktop.engine.game import Game
from legendary_desktop.setup.randomizer import random_setup


def thoughts_ended(qtbot) -> None:
    """Every computer thought has ended (an abandoned one may still be thinking on its copy) and its
    answer, if any, has arrived."""
    for thread in threading.enumerate():
        if thread.name.startswith("computer-thought"):
            thread.join(COMPUTER_WAIT_MS / 1000)
    qtbot.wait(1)


def live_games() -> int:
    gc.collect()
    return sum(1 for o in gc.get_objects() if isinstance(o, Game))


def test_many_games_with_computers_in_one_window_leave_no_game_behind(window, qtbot):
    window.model.keep_files = False
    window.computers.pace_ms = 0
    before = live_games()
    for seed in range(1, 13):
        window.model.start(random_setup(2, seed), seed, ("easy", "strong"))
        g = window.model.game
        qtbot.waitUntil(lambda g=g: len(g.answers) >= 12 or g.over, timeout=COMPUTER_WAIT_MS)
        del g
    window.model.start(random_setup(2, 99), 99)  # a game of people: no computer is thinking
    thoughts_ended(qtbot)
    assert live_games() <= before + 1  # the current game only


def test_a_game_played_to_its_end_by_computers_is_let_go(window, qtbot):
    window.model.keep_files = False
    window.computers.pace_ms = 0
    before = live_games()
    window.model.start(random_setup(2, 2), 2, ("easy", "easy"))
    g = window.model.game
    qtbot.waitUntil(lambda g=g: g.over, timeout=COMPUTER_WAIT_MS)
    del g
    window.model.start(random_setup(2, 3), 3)
    thoughts_ended(qtbot)
    assert live_games() <= before + 1


def test_the_card_face_cache_keeps_the_faces_in_use_and_no_more(qtbot, monkeypatch):
    from legendary_desktop.engine.catalog import catalog
    from legendary_desktop.ui.table.card_faces import FaceCache

    monkeypatch.setattr(FaceCache, "MAX_FACES", 5)
    cache = FaceCache()
    cards = catalog().all_cards()[:12]
    in_use = cache.face(cards[0], 60)
    for card in cards[1:]:
        cache.face(card, 60)
        assert cache.face(cards[0], 60) is in_use or cache.face(cards[0], 60).cacheKey() == in_use.cacheKey()
    assert len(cache) == 5  # a long session of many games' cards: the cache stays this size
