"""For every set, an online game on loopback: after every decision, each online table (the host's for its seat,
the joiner's for hers) shows the items, numbers and words a pass-and-play table of the real game shows for that
seat: every card drawn (which card, face up or down, where), each pile (its count and face-up top), each
enemy's Attack and each HQ cost now, the marks on cards, the strips under the city, the Evil Wins meter, the
status lines, the players' panels (VP, counts, Wounds, tokens), Recruit and Attack."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from legendary_desktop.bots.seats import make_bot
from legendary_desktop.engine import sets, table_view
from legendary_desktop.engine.chronicle import key_moments
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.scoring import vp_sources
from legendary_desktop.net.client import Client
from legendary_desktop.ui.dialogs.preferences import Preferences
from legendary_desktop.ui.main_window import MainWindow
from legendary_desktop.ui.online.online import ClientLink, HostLink, HostLobby, open_table
from legendary_desktop.ui.table.board_scene import BoardScene
from tests.ui.conftest import COMPUTER_WAIT_MS
from tests.ui.test_online_windows import (  # noqa: F401 (the autouse fixtures: a host without rate limits, Yes to leave)
    _lobby_with_bea,
    leave_answers,
    play_speed_limits,
)

#: decisions checked per set (whole games run several hundred; CI runs the first part of each)
DECISIONS = 120


def said(scene: BoardScene) -> dict[str, object]:
    """Every number and word the table shows beside the cards, and each card's numbers and marks."""
    cards = {cid: (item.card.key, item.now, tuple(m.text for m in item.marks))
             for cid, item in scene.items_by_id.items() if item.isVisible() and item.face_up}
    items = {cid: (item.face_up, round(item.x(), 1), round(item.y(), 1), round(item.w, 1))
             for cid, item in scene.items_by_id.items() if item.isVisible()}
    piles = {name: (pile.count, None if pile.shown_card() is None else pile.shown_card().key)
             for name, pile in scene.piles.items()}
    strips = {name: (strip.text, tuple(c for c, _ in strip.held)) for name, strip in scene.pills.items()
              if strip.isVisible()}
    assert scene.meter is not None and scene.totals is not None
    return {
        "cards": cards, "items": items, "piles": piles, "strips": strips, "meter": scene.meter.lines,
        "status": scene.status.lines,
        "status tips": scene.status.toolTip(),
        "panels": [(p.info[1], p.info[2], p.tokens) for p in scene.plaques],
        "totals": (scene.totals.recruit, scene.totals.attack),
        "hq titles": {name: slot.title for name, slot in scene.slots.items() if name.startswith("hq")},
    }


SETS = list(sets.TITLES)  # every set of the program


@pytest.mark.parametrize("set_id", SETS)
def test_each_online_table_says_what_the_real_game_says_for_its_seat(qtbot, tmp_path: Path, set_id: str) -> None:
    play_and_compare(qtbot, tmp_path, set_id, DECISIONS)


@pytest.mark.slow
@pytest.mark.parametrize("set_id", SETS)
def test_whole_online_games_say_what_the_real_game_says(qtbot, tmp_path: Path, set_id: str) -> None:
    play_and_compare(qtbot, tmp_path, set_id, 5000)


#: how the joiner comes in: (qtbot, tmp_path, seed, sets) -> the started lobby and the joiner's client
Joins = Callable[[Any, Path, int, tuple[str, ...]], tuple[HostLobby, Client]]


def _with_long_code(qtbot: Any, tmp_path: Path, seed: int, sets: tuple[str, ...]) -> tuple[HostLobby, Client]:
    return _lobby_with_bea(qtbot, tmp_path, seed, sets=sets)


def play_and_compare(qtbot, tmp_path: Path, set_id: str, decisions: int, join: Joins = _with_long_code) -> Game:
    """`join`: the way the joiner's window comes in (the long code by default). Returns the real game played."""
    sets = ("core",) if set_id == "core" else ("core", set_id)
    seed = 11
    lobby, client = join(qtbot, tmp_path, seed, sets)
    host_win = open_table(MainWindow, HostLink(lobby.host, 0), "host")
    join_win = open_table(MainWindow, ClientLink(client), "joiner")
    windows = {0: host_win, 1: join_win}
    try:
        for w in windows.values():
            qtbot.addWidget(w)
            w.apply_preferences(Preferences("off", "private", "normal", "instant"))
            w.resize(1400, 800)
        real = lobby.host.session.game
        local = BoardScene()  # a pass-and-play table of the real game, for one seat at a time
        checked = 0
        for step in range(decisions):
            if real.over:
                break
            answers = len(real.answers)
            qtbot.waitUntil(lambda n=answers: all(w.model.view is not None and w.model.view["answers"] == n
                                                  for w in windows.values()), timeout=COMPUTER_WAIT_MS)
            for seat, window in windows.items():
                window.controller.refresh()
                copy = lobby.host.game_copy()
                local.set_view_size(*window.scene.view_size)
                local.seat_labels = dict(window.scene.seat_labels)
                local.home_seat = window.scene.home_seat  # an online table lays out its own seat's hand
                local.sync(table_view.of_game(copy, seat), seat)  # the table of the real game for the seat
                assert said(window.scene) == said(local), f"{set_id}: seat {seat} after {answers} answers"
                checked += 1
            d = real.pending
            labels = make_bot("normal", real, d.player, seed + step).answer(d)
            windows[d.player].model.answer(labels)
            qtbot.waitUntil(lambda n=answers: len(real.answers) > n or real.over, timeout=COMPUTER_WAIT_MS)
        assert checked >= 2 * min(decisions, 40)
        if real.over:  # each end screen tells the real game's story: where the VP came from, the key moments
            qtbot.waitUntil(lambda: all(w.model.view is not None and w.model.view["outcome"] is not None
                                        for w in windows.values()), timeout=COMPUTER_WAIT_MS)
            for window in windows.values():
                window._game_over()
                screen = window.end_screen
                assert screen.chart.sources == [vp_sources(real, p.index) for p in real.players], set_id
                moments = [screen.moments.item(i).text() for i in range(screen.moments.count())]
                assert len(moments) == max(1, len(key_moments(real))), set_id
        return real
    finally:
        join_win.model.close()
        host_win.model.close()
