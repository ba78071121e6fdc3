"""A whole game over the network on 127.0.0.1: a host with a computer seat and two joiners."""

from __future__ import annotations

from pathlib import Path

from legendary_desktop.cli import fingerprint
from tests.net.harness import Player, join, new_host, play_locally, play_over_network


def test_a_whole_game_over_the_network_ends_as_the_same_answers_played_locally(tmp_path: Path) -> None:
    kinds = ["easy", "friend", "friend"]
    # the rate limit's clock stands still: play itself must never run into it (accepted answers are free)
    host = new_host(tmp_path, kinds, seed=6, clock=lambda: 0.0)
    try:
        clients = join(host, [1, 2])
        players = {1: Player(1, 6), 2: Player(2, 6)}
        play_over_network(clients, players)
        g = host.session.game
        assert g.over and min(host.session.deciders().count(s) for s in (1, 2)) > 40  # more than a burst
        local = play_locally(g.setup, g.seed, kinds, {1: Player(1, 6), 2: Player(2, 6)})
        assert fingerprint(local) == fingerprint(g)
        for c in clients:
            assert c.view is not None and c.view["outcome"]["vp"] == list(g.outcome.vp)
            assert [line["text"] for line in c.log] == [e.text for e in g.events]  # the whole log, in pieces
            c.close()
    finally:
        host.stop()
