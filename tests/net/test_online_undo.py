"""Undo online (127.0.0.1): a seat takes back its own last answer, only while nobody has answered since and
not behind a reveal; every screen is told and redrawn; the game stays the replay of its answers."""

from __future__ import annotations

import queue
from pathlib import Path
from typing import Any

import pytest

from legendary_desktop.engine.decision import IllegalAnswerError
from legendary_desktop.net.client import Client
from legendary_desktop.net.protocol import Message
from tests.net.harness import Player, assert_over_and_replays, join, new_host, play_over_network, until


def at(client: Client, answers: int) -> Any:
    """The test for `until`: `client`'s latest view is of the game after `answers` answers."""
    return lambda c, m: c is client and m["t"] == "view" and m["view"] is c.view and m["view"]["answers"] == answers


def sync(inbox: queue.Queue[tuple[Client, Message]], clients: list[Client], answers: int) -> None:
    for c in clients:
        if not (c.view is not None and c.view["answers"] == answers):
            until(inbox, at(c, answers))


def a_play(c: Client) -> str:
    """The seat's first option that plays a card from its hand (no card is revealed by it)."""
    d = c.my_decision()
    assert d is not None
    return next(o["label"] for o in d["options"] if o["label"].startswith("play:") and "S.H.I.E.L.D." in o["text"])


def refused(inbox: queue.Queue[tuple[Client, Message]], client: Client) -> str:
    _, m = until(inbox, lambda c, m: c is client and m["t"] in ("refused", "undone"))
    assert m["t"] == "refused", m
    return str(m["reason"])


def test_a_seat_takes_back_its_last_choice_every_screen_shows_it_and_the_game_replays(tmp_path: Path) -> None:
    host = new_host(tmp_path, ["friend", "friend"], seed=9)
    inbox: queue.Queue[tuple[Client, Message]] = queue.Queue()
    try:
        one, two = join(host, [0, 1], inbox)
        sync(inbox, [one, two], 0)
        assert not one.can_undo and not two.can_undo  # nothing decided yet
        one.answer(a_play(one))
        sync(inbox, [one, two], 1)
        assert one.can_undo and not two.can_undo  # only the seat whose answer it was
        log_before = list(one.log)
        two.undo()  # not its choice
        assert "own last choice" in refused(inbox, two)
        assert len(host.session.game.answers) == 1
        one.undo()
        told: dict[int | None, str] = {}  # every screen gets the line (in whatever order they arrive)
        until(inbox, lambda c, m: m["t"] == "undone" and told.setdefault(c.seat, m["text"]) is not None
              and len(told) == 2)
        assert told == {0: "Friend 0 took back their last choice.", 1: "Friend 0 took back their last choice."}
        sync(inbox, [one, two], 0)
        assert host.session.game.answers == []
        for c in (one, two):
            assert [line["text"] for line in c.log] == [e.text for e in host.session.game.events]
            assert not c.can_undo
        assert len(log_before) > len(one.log)  # the played card's lines went with it
        assert one.my_decision() is not None  # seat 0 decides again
        players = {0: Player(0, 9), 1: Player(1, 9)}
        number = one.my_decision()["number"]  # type: ignore[index]
        one.answer(players[0].answer(one.view))  # (its view has been read: the game goes on from this answer)
        play_over_network([one, two], players, answered={0: number})
        g = host.session.game
        assert_over_and_replays(g)
    finally:
        host.stop()


def test_undo_is_refused_once_another_seat_has_answered_and_behind_a_reveal(tmp_path: Path) -> None:
    host = new_host(tmp_path, ["friend", "friend"], seed=9)
    inbox: queue.Queue[tuple[Client, Message]] = queue.Queue()
    try:
        one, two = join(host, [0, 1], inbox)
        sync(inbox, [one, two], 0)
        one.answer("end")  # the end of a turn draws a new hand and reveals the next Villain card
        sync(inbox, [one, two], 1)
        assert host.session.game.pending is not None and host.session.game.pending.player == 1
        assert not one.can_undo
        one.undo()
        assert "revealed" in refused(inbox, one)
        two.answer(a_play(two))
        sync(inbox, [one, two], 2)
        assert two.can_undo and not one.can_undo
        one.undo()
        assert "chosen since" in refused(inbox, one)
        assert len(host.session.game.answers) == 2  # nothing changed
        two.undo()
        until(inbox, lambda c, m: c is one and m["t"] == "undone")
        sync(inbox, [one, two], 1)
        assert len(host.session.game.answers) == 1
    finally:
        host.stop()


def test_a_computers_answer_after_a_persons_blocks_the_persons_undo(tmp_path: Path) -> None:
    host = new_host(tmp_path, ["friend", "easy"], seed=8)
    inbox: queue.Queue[tuple[Client, Message]] = queue.Queue()
    try:
        (one,) = join(host, [0], inbox)
        sync(inbox, [one], 0)
        one.answer("end")
        until(inbox, lambda c, m: m["t"] == "view" and m["view"] is c.view and c.my_decision() is not None
              and m["view"]["answers"] > 1)  # the computer played its turn; seat 0 decides again
        assert host.session.deciders()[-1] == 1 and not one.can_undo
        one.undo()
        assert "chosen since" in refused(inbox, one)
    finally:
        host.stop()


def test_the_host_player_undoes_its_own_seat_and_the_joiner_is_told(tmp_path: Path) -> None:
    host = new_host(tmp_path, ["host", "friend"], seed=9)
    inbox: queue.Queue[tuple[Client, Message]] = queue.Queue()
    try:
        (two,) = join(host, [1], inbox)
        sync(inbox, [two], 0)
        g = host.session.game
        assert g.pending is not None and g.pending.player == 0
        play = next(o.label for o in g.pending.options if o.label.startswith("play:"))
        host.answer(0, play)
        assert host.undo_refusal(0) is None and host.undo_refusal(1) is not None
        with pytest.raises(IllegalAnswerError):
            host.undo(1)  # not the host's seat
        host.undo(0)
        _, m = until(inbox, lambda c, m: m["t"] == "undone")
        assert m["seat"] == 0 and "took back" in m["text"]
        assert host.notices == [m["text"]]
        sync(inbox, [two], 0)
        assert host.session.game.answers == []
        host.answer(0, "end")
        with pytest.raises(IllegalAnswerError, match="revealed"):
            host.undo(0)
    finally:
        host.stop()


def test_an_undo_without_a_seat_or_a_number_is_refused(tmp_path: Path) -> None:
    host = new_host(tmp_path, ["friend", "friend"], seed=9)
    try:
        c = Client(host.join_code(), name="Nobody")
        c.connect()
        c.send("undo", n=0)
        assert "take a seat" in c.wait("refused")["reason"]
        c.take(0)
        c.wait("view")
        c.send("undo", n="0")
        assert "\"n\"" in c.wait("refused")["reason"]
        c.send("undo", n=5)
        assert "moved on" in c.wait("refused")["reason"]
        c.close()
    finally:
        host.stop()


def long_game_at_a_play(tmp_path: Path, answers: int = 500) -> tuple[Any, int]:
    """A 5-player core game hosted on 127.0.0.1, played by Easy computers (on the host's loop) to at least
    `answers` answers and on to a seat's decision that can play a S.H.I.E.L.D. card (nothing revealed by
    it): the host and that seat."""
    from legendary_desktop.bots.seats import make_bot
    from legendary_desktop.persistence.saved_seats import bot_seed

    host = new_host(tmp_path, ["friend"] * 5, seed=2)

    def play_on() -> int:
        g = host.session.game
        for _ in range(5000):  # bounded
            d = g.pending
            assert d is not None, "the game ended first"
            if len(g.answers) >= answers and any(o.label.startswith("play:") and "S.H.I.E.L.D." in o.text
                                                 for o in d.options):
                return d.player
            host.session.decide(make_bot("easy", g, d.player, bot_seed(g.seed, d.player, len(g.answers))).answer(d))
            g = host.session.game
        raise AssertionError("never reached")

    return host, host._call(play_on)


def test_an_undo_sends_each_seat_only_the_log_lines_that_changed(tmp_path: Path) -> None:
    """At 500 answers a seat's undo used to send every seat the whole log again (~150 KB each); now each
    seat gets the lines from where the log changed (the view's "log_from": lines after it are dropped)."""
    from legendary_desktop.engine.view import seat_view
    from legendary_desktop.net.protocol import encode

    host, seat = long_game_at_a_play(tmp_path)
    inbox: queue.Queue[tuple[Client, Message]] = queue.Queue()
    try:
        (c,) = join(host, [seat], inbox)
        n = len(host.session.game.answers)
        sync(inbox, [c], n)
        full_log = len(c.log)
        c.answer(a_play(c))
        sync(inbox, [c], n + 1)
        lines = list(c.log)
        before = c.received_bytes
        c.undo()
        sync(inbox, [c], n)
        per_undo = c.received_bytes - before
        whole = len(encode("view", view=seat_view(host.session.game, seat), seats=host.seat_table()))
        assert c.log == lines[: len(c.log)] and len(c.log) < len(lines)  # the undone lines dropped
        assert [e["text"] for e in c.log] == [e.text for e in host.session.game.events]
        assert full_log > 700 and per_undo * 5 < whole, (per_undo, whole)
        print(f"bytes to one seat for an undo at {n} answers: {per_undo:,} (a whole log: {whole:,})")
        c.close()
    finally:
        host.stop()
