"""A joiner's Replay Viewer steps through the views its seat was sent (ui/table/replay_viewer.py SeenViews): each
position shows what the seat saw then — its own hand as it was, the public table — and nothing more."""

from __future__ import annotations

from pathlib import Path

from legendary_desktop.engine.game import Game
from legendary_desktop.engine.visibility import Viewer
from legendary_desktop.ui.table.replay_viewer import SeenViews
from tests.net.harness import Player, join, new_host, play_over_network
from tests.net.privacy import Watch


def test_a_joiners_positions_are_its_own_views_of_the_game_as_it_was(tmp_path: Path) -> None:
    kinds = ["easy", "friend"]
    host = new_host(tmp_path, kinds, seed=12, clock=lambda: 0.0)
    seen = SeenViews()
    try:
        [client] = join(host, [1])

        def record(c, m) -> None:
            if m["t"] == "view" and c.view is m["view"]:
                seen.record(m["view"], c.log)

        play_over_network([client], {1: Player(1, 12)}, on_message=record)
        real = host.session.game
        assert real.over
        answers = real.replay_answers()
        counts = [int(v["answers"]) for v, _ in seen.seen]
        assert counts == sorted(set(counts)) and len(counts) > 20  # one position per number of answers
        assert seen.steps == len(counts) - 1 and len(seen.turn_at) == len(counts)
        then = Game(real.setup, real.seed)
        watch = Watch(then, 1)
        for k, n in enumerate(counts):
            # the game as it was at this position; the seat saw every position on the way to it, recorded or
            # not (a busy machine may send several answers' views before the test reads one)
            while len(then.answers) < n:
                then.decide(answers[len(then.answers)])
                watch.look(then)
            shown, _ = seen.table_at(k, Viewer(1), live=True)
            assert shown.turn.number == then.turn.number == seen.turn_at[k]
            assert sorted(shown.players[1].hand or ()) == sorted(then.players[1].hand)  # its own hand, as it was
            assert [p.hand_count for p in shown.players] == [len(p.hand) for p in then.players]
            assert list(shown.area.hq) == list(then.hq)  # the public table, as it was
            assert [text for _, text in seen.log_at(k)] == [e.text for e in then.events]
            view, log = seen.seen[k]
            watch.look(then)
            watch.check(then, view, log)  # what the position is made of holds no card the seat couldn't see
        client.close()
    finally:
        host.stop()


def test_a_view_sent_again_or_an_undo_keeps_one_position_per_number_of_answers() -> None:
    from legendary_desktop.engine.view import seat_view
    from legendary_desktop.setup.randomizer import random_setup

    setup = random_setup(2, 3, sets=("core",))
    g = Game(setup, 3)
    seen = SeenViews()
    views = []
    for _ in range(4):
        views.append(seat_view(g, 1))
        seen.record(views[-1], [])
        seen.record(seat_view(g, 1), [])  # the same position sent again (a friend connected)
        g.decide(g.pending.options[-1].label)
    assert [v["answers"] for v, _ in seen.seen] == [0, 1, 2, 3]
    seen.record(views[1], [])  # back to one answer (an undo)
    assert [v["answers"] for v, _ in seen.seen] == [0, 1] and seen.steps == 1 and len(seen.turn_at) == 2
