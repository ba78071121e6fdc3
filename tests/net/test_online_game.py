"""A whole game over the network on 127.0.0.1: a host with a computer seat and two joiners."""

from __future__ import annotations

from pathlib import Path

from legendary_desktop.cli import fingerprint
from tests.net.harness import Player, join, new_host, play_locally, play_over_network


def test_a_whole_game_over_the_network_ends_as_the_same_answers_played_locally(tmp_path: Path) -> None:
    kinds = ["easy", "friend", "friend"]
    host = new_host(tmp_path, kinds, seed=3)
    try:
        clients = join(host, [1, 2])
        players = {1: Player(1, 3), 2: Player(2, 3)}
        play_over_network(clients, players)
        g = host.session.game
        assert g.over
        local = play_locally(g.setup, g.seed, kinds, {1: Player(1, 3), 2: Player(2, 3)})
        assert fingerprint(local) == fingerprint(g)
        for c in clients:
            assert c.view is not None and c.view["outcome"]["vp"] == list(g.outcome.vp)
            assert [line["text"] for line in c.log] == [e.text for e in g.events]  # the whole log, in pieces
            c.close()
    finally:
        host.stop()
