"""Privacy over the network: every message each joiner receives, over games of every set, holds no card
of another seat's hand or deck or of a hidden pile that the seat has not been shown (tests/net/privacy.py)."""

from __future__ import annotations

import queue
from pathlib import Path

import pytest

from legendary_desktop.engine.catalog import catalog
from legendary_desktop.net.client import Client
from legendary_desktop.net.protocol import Message
from tests.net.harness import TIMEOUT, Player, new_host
from tests.net.hostile import Way
from tests.net.privacy import Watch
from tests.net.rendezvous_servers import Servers, servers

__all__ = ["servers"]

SETS = catalog().sets()


def play_checked(tmp: Path, sets: tuple[str, ...], seed: int, players: int, max_decisions: int,
                 way: Way | None = None) -> int:
    """Every seat a joiner (at the host's port, or each by a short code through the relay: `way`); the
    next answer waits until every joiner has received the position it makes, so each message is checked
    against the very position it was built from. Returns the decisions made."""
    host = new_host(tmp, ["friend"] * players, seed=seed, sets=sets)
    inbox: queue.Queue[tuple[Client, Message]] = queue.Queue()
    try:
        g = host.session.game
        # the game's own names: the deal stays the one every message is checked against (a new name
        # would re-deal it while the joiners come in)
        names = dict(enumerate(g.setup.player_names()))
        clients = (way or Way("direct")).join(host, list(range(players)), inbox, names)
        watches = {c.seat: Watch(g, c.seat) for c in clients if c.seat is not None}
        bots = {s: Player(s, seed) for s in watches}
        for w in watches.values():
            w.look(g)
        for decisions in range(max_decisions + 1):
            expected = decisions  # the answers given: the position every joiner must be sent next
            fresh: set[int] = set()
            looked = expected == 0
            while len(fresh) < players:
                c, m = inbox.get(timeout=TIMEOUT)
                assert c.seat is not None
                if m["t"] == "view" and m["view"]["answers"] == expected:
                    if not looked:  # the host has made the move: the position stands still until the next
                        looked = True
                        assert len(g.answers) == expected
                        for w in watches.values():
                            w.look(g)
                    fresh.add(c.seat)
                elif m["t"] == "view":  # one view per position: never an older one
                    raise AssertionError(f"a view of answer {m['view']['answers']}, expected {expected}")
                watches[c.seat].check(g, m.get("view", m), log=None if m["t"] == "view" else [])
                if m["t"] == "view":
                    watches[c.seat].check(g, {"seats": m["seats"]}, log=[])
            if g.pending is None or decisions == max_decisions:
                return decisions
            seat = g.pending.player
            mine = next(c for c in clients if c.seat == seat)
            assert mine.view is not None
            answer = bots[seat].answer(mine.view)
            assert answer is not None
            mine.answer(answer)
        return max_decisions
    finally:
        host.stop()


@pytest.mark.parametrize("set_id", SETS)
def test_no_joiner_receives_a_hidden_card(tmp_path: Path, set_id: str) -> None:
    sets = ("core",) if set_id == "core" else ("core", set_id)
    assert play_checked(tmp_path, sets, 4, 3, 120) > 50


@pytest.mark.slow
@pytest.mark.parametrize("set_id", SETS)
def test_whole_games_of_every_set_send_no_hidden_card(tmp_path: Path, set_id: str) -> None:
    for seed in range(5, 9):
        sets = ("core",) if set_id == "core" else ("core", set_id)
        made = play_checked(tmp_path / str(seed), sets, seed, 2 + seed % 3, 5000)
        assert made < 5000


def test_no_joiner_receives_a_hidden_card_through_the_relay(tmp_path: Path, servers: Servers) -> None:
    """The same check with every joiner in by a short code, its game's TLS through the relay."""
    way = Way("relay", servers)
    try:
        assert play_checked(tmp_path, ("core",), 4, 3, 60, way) == 60
    finally:
        way.close()
