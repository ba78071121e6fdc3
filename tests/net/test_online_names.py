"""A friend's typed name becomes their player's name in the game: the log, every screen and the save."""

from __future__ import annotations

import json
from pathlib import Path

from legendary_desktop.net.client import Client
from tests.net.harness import new_host


def joined(host, name: str, seat: int) -> Client:
    c = Client(host.join_code(), name=name)
    c.connect()
    c.take(seat)
    c.wait("view")
    return c


def test_names_typed_in_the_lobby_are_the_players_names_everywhere(tmp_path: Path) -> None:
    host = new_host(tmp_path, ["host", "friend", "friend"], seed=5, started=False)
    try:
        bea = joined(host, "Bea", 1)
        cat = joined(host, "bea", 2)  # the same name, other case: made unique
        g = host.session.game
        assert g.players[1].name == "Bea" and g.players[2].name == "bea 2"
        assert g.setup.names[0] == "Player 1"
        host.begin()
        host.answer(0, "end")
        for c in (bea, cat):
            while c.view is None or c.view["answers"] < 1:
                c.wait("view")
            assert [p["name"] for p in c.view["players"]] == ["Player 1", "Bea", "bea 2"]
        assert any("Bea" in e.text for e in host.session.game.events)  # "Turn 2: Bea."
        saved = json.loads((tmp_path / "autosave.json").read_text(encoding="utf-8"))
        assert saved["setup"]["names"] == ["Player 1", "Bea", "bea 2"]
        for c in (bea, cat):
            c.close()
    finally:
        host.stop()


def test_a_friend_taking_a_seat_mid_game_plays_under_the_games_name(tmp_path: Path) -> None:
    host = new_host(tmp_path, ["host", "friend"], seed=5)
    try:
        host.answer(0, "end")
        answers = list(host.session.game.answers)
        late = joined(host, "Dee", 1)
        g = host.session.game
        assert g.players[1].name == "Player 2" and g.answers == answers  # the game is not dealt again
        assert [p["name"] for p in late.view["players"]] == ["Player 1", "Player 2"]
        late.close()
    finally:
        host.stop()
