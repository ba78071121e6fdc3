"""Faults on 127.0.0.1: drops and reconnects, a host stopped and started again from its autosave, hostile
joiners (garbage, oversized lines, answers for another seat, floods), no secret, a wrong certificate."""

from __future__ import annotations

import dataclasses
import queue
import threading
from pathlib import Path
from typing import Any

import pytest

from legendary_desktop.engine.decision import IllegalAnswerError
from legendary_desktop.net.client import Client, JoinError
from legendary_desktop.net.door import Limits
from legendary_desktop.net.host import Host, HostState
from legendary_desktop.net.join_code import parse
from legendary_desktop.net.protocol import MAX_FROM_JOINER, Message
from legendary_desktop.persistence.session import Session
from tests.net.harness import TIMEOUT, Player, assert_over_and_replays, join, new_host, play_over_network, until

KINDS = ["easy", "friend", "friend"]


def my_turn(seat: int) -> Any:
    return lambda c, m: m["t"] == "view" and c.seat == seat and c.my_decision() is not None and m["view"] is c.view


def test_a_joiner_drops_mid_decision_and_comes_back_into_its_seat(tmp_path: Path) -> None:
    host = new_host(tmp_path, KINDS, seed=3)
    inbox: queue.Queue[tuple[Client, Message]] = queue.Queue()
    try:
        one, two = join(host, [1, 2], inbox)
        players = {1: Player(1, 3), 2: Player(2, 3)}
        # play until seat 1 must decide, then drop it instead of answering
        for _ in range(1000):
            c, m = until(inbox, lambda c, m: m["t"] == "view" and m["view"] is c.view)
            d = c.my_decision()
            if d is None:
                continue
            if c is one:
                break
            c.answer(players[2].answer(m["view"]))  # type: ignore[arg-type]
        waiting = one.view["pending"]["number"]  # type: ignore[index]
        one.close()
        until(inbox, lambda c, m: c is two and m["t"] == "seats" and not m["seats"][1]["connected"])
        assert host.session.game.pending is not None and host.session.game.pending.player == 1  # the table waits
        one.reconnect()
        _, m = until(inbox, lambda c, m: c is one and m["t"] == "view")
        assert m["view"]["pending"]["number"] == waiting and "options" in m["view"]["pending"]
        assert len(one.log) == len(host.session.game.events)  # the whole log again
        one.answer(players[1].answer(m["view"]))  # type: ignore[arg-type]
        play_over_network([one, two], players)
        assert host.session.game.over
    finally:
        host.stop()


def test_the_host_stops_and_starts_again_from_its_autosave_and_joiners_rejoin(tmp_path: Path) -> None:
    host = new_host(tmp_path, KINDS, seed=4)
    inbox: queue.Queue[tuple[Client, Message]] = queue.Queue()
    one, two = join(host, [1, 2], inbox)
    players = {1: Player(1, 4), 2: Player(2, 4)}
    code = host.join_code()
    answered: set[int] = set()
    for _ in range(10_000):  # six answers from the joiners, then the host goes away
        c, m = inbox.get(timeout=TIMEOUT)
        d = c.my_decision()
        if m["t"] == "view" and m["view"] is c.view and d is not None and d["number"] not in answered:
            answered.add(d["number"])
            c.answer(players[c.seat].answer(m["view"]))  # type: ignore[index,arg-type]
            if len(answered) == 6:
                break
    until(inbox, lambda c, m: m["t"] == "view" and m["view"]["answers"] > max(answered))
    assert not host.session.game.over
    host.stop()
    before = list(host.session.game.answers)
    gone: set[int] = set()
    until(inbox, lambda c, m: m["t"] == "dropped" and (gone.add(c.seat or 0) or len(gone) == 2))

    session = Session.load(tmp_path / "autosave.json", autosave=tmp_path / "autosave.json")
    assert session.game.answers[: len(before)] == before  # nothing lost (computers may have played on)
    again = Host.resume(session, HostState.read(tmp_path / "host.json"), bind="127.0.0.1", advertise="127.0.0.1",
                        cert_folder=tmp_path / "cert", state_file=tmp_path / "host.json")
    again.start()
    try:
        assert again.join_code() == code  # the same code: same address, port, secret and certificate
        assert again.names[1] == "Friend 1"
        one.reconnect()
        two.reconnect()
        play_over_network([one, two], players)
        g = again.session.game
        assert_over_and_replays(g)
    finally:
        again.stop()


def test_hostile_messages_are_refused_one_line_each_and_the_game_goes_on(tmp_path: Path) -> None:
    host = new_host(tmp_path, ["friend", "friend"], seed=5)
    inbox: queue.Queue[tuple[Client, Message]] = queue.Queue()
    try:
        good, bad = join(host, [0, 1], inbox)
        until(inbox, lambda c, m: c is bad and m["t"] == "view")
        g = host.session.game
        assert g.pending is not None
        other = 1 - g.pending.player
        hostile = good if other == 0 else bad
        n = len(g.answers)
        refusals: list[str] = []

        def refused() -> str:
            _, m = until(inbox, lambda c, m: c is hostile and m["t"] in ("refused", "bye"))
            assert m["t"] == "refused", m
            refusals.append(m["reason"])
            return str(m["reason"])

        hostile.send_raw(b"\xff\xfe not json\n")
        assert "JSON" in refused()
        hostile.send_raw(b"[" * (MAX_FROM_JOINER * 3) + b"\n")
        assert "at most" in refused()
        hostile.send_raw(b"[" * (MAX_FROM_JOINER - 10) + b"\n")  # fits, but nested past the parser
        assert "nested" in refused()
        hostile.send("answer", n=n, answer=g.pending.labels[:1])  # the other seat's decision
        assert "not your decision" in refused()
        assert len(refusals) == 4 and len(g.answers) == n
        # the game goes on for the seat whose decision it is
        mover = good if hostile is bad else bad
        mover.answer(Player(mover.seat or 0).answer(mover.view))  # type: ignore[arg-type]
        until(inbox, lambda c, m: c is mover and m["t"] == "view" and m["view"]["answers"] == n + 1)
        # one more refusal is the fifth: the hostile joiner is dropped, the other plays on
        hostile.send("take", seat=mover.seat, name="thief")  # a seat someone holds
        _, m = until(inbox, lambda c, m: c is hostile and m["t"] in ("refused", "bye"))
        assert m["t"] == "bye" and "Too many" in m["reason"]
        until(inbox, lambda c, m: c is hostile and m["t"] == "dropped")
        assert host.session.game.answers[:n + 1] == g.answers[:n + 1]
    finally:
        host.stop()


def test_a_flood_is_cut_off_by_the_rate_limit(tmp_path: Path) -> None:
    frozen = [0.0]
    host = new_host(tmp_path, ["friend", "friend"], seed=5, clock=lambda: frozen[0], real_rates=True)
    inbox: queue.Queue[tuple[Client, Message]] = queue.Queue()
    try:
        flooder, calm = join(host, [0, 1], inbox)
        for _ in range(200):
            try:
                flooder.send("ping")
            except JoinError:  # the host has already cut it off (a fast machine gets there mid-flood)
                break
        replies = []
        for _ in range(400):
            c, m = inbox.get(timeout=TIMEOUT)
            if c is flooder and m["t"] in ("pong", "refused", "bye", "dropped"):
                replies.append(m["t"])
                if m["t"] == "dropped":
                    break
        # the burst was answered (hello and take took two), then refusals, then goodbye. The flooder's own
        # end may lose the last lines: the host closes on the pings it left unread, which resets the link.
        assert replies[-1] == "dropped" and replies.count("pong") <= 38 and replies.count("refused") <= 4
        for _ in range(1000):  # the host lets go of the seat as it closes (a safety bound only)
            if host.seats[0] is None:
                break
            threading.Event().wait(0.01)
        assert host.refusals == 5 and host.seats[0] is None
        calm.send("ping")
        until(inbox, lambda c, m: c is calm and m["t"] == "pong")
    finally:
        host.stop()


def test_a_joiner_without_the_secret_is_refused(tmp_path: Path) -> None:
    host = new_host(tmp_path, ["friend", "friend"])
    try:
        code = dataclasses.replace(parse(host.join_code()), secret="guess")
        with pytest.raises(JoinError, match="not this game's"):
            Client(code).connect()
        bare = Client(host.join_code())
        bare.connect()
        assert host.secret not in str(bare.seats) + str(bare.setup)
    finally:
        host.stop()


def test_a_host_with_another_certificate_is_refused(tmp_path: Path) -> None:
    host = new_host(tmp_path, ["friend", "friend"])
    try:
        real = parse(host.join_code())
        fake = dataclasses.replace(real, fingerprint="00" * 32)
        with pytest.raises(JoinError, match="certificate does not match"):
            Client(fake).connect()
    finally:
        host.stop()


def test_a_joiner_of_another_version_gets_one_clear_line(tmp_path: Path) -> None:
    host = new_host(tmp_path, ["friend", "friend"])
    try:
        with pytest.raises(JoinError, match=r"Install the same version as the host"):
            Client(host.join_code(), app_version="0.0.1").connect()
        with pytest.raises(JoinError, match=r"protocol 99"):
            Client(host.join_code(), protocol_version=99).connect()
    finally:
        host.stop()


def test_a_computer_seat_can_not_be_taken(tmp_path: Path) -> None:
    host = new_host(tmp_path, ["friend", "easy"])
    inbox: queue.Queue[tuple[Client, Message]] = queue.Queue()
    try:
        c = Client(host.join_code(), inbox=inbox)
        c.connect()
        assert [s["open"] for s in c.seats] == [True, False]
        c.take(1)
        _, m = until(inbox, lambda c, m: m["t"] in ("refused", "welcome"))
        assert m["t"] == "refused" and "not open" in m["reason"]
    finally:
        host.stop()


def test_the_host_hands_a_missing_friends_seat_to_a_computer_and_the_game_goes_on(tmp_path: Path) -> None:
    now = [0.0]
    host = new_host(tmp_path, ["friend", "friend"], seed=6, clock=lambda: now[0])
    inbox: queue.Queue[tuple[Client, Message]] = queue.Queue()
    try:
        stays, leaves = join(host, [0, 1], inbox)
        until(inbox, lambda c, m: c is leaves and m["t"] == "welcome")
        leaves.close()
        until(inbox, lambda c, m: c is stays and m["t"] == "seats" and m["seats"][1]["held"])
        with pytest.raises(IllegalAnswerError, match="held for Friend 1"):  # the friend may come back yet
            host.hand_to_computer(1, "easy")
        now[0] += Limits().release_after
        host.hand_to_computer(1, "easy")
        play_over_network([stays], {0: Player(0, 6)})
        g = host.session.game
        assert g.over and 1 in host.session.deciders()  # the computer played seat 2 to the end
        again = Client(host.join_code())
        again.connect()
        assert not any(s["open"] for s in again.seats)  # nobody can take it back
    finally:
        host.stop()


def test_a_hosted_game_from_an_earlier_version_keeps_its_retired_computer_strength(tmp_path: Path) -> None:
    HostState("secret", 5000, ["host", "expert", "friend"], ["Ann", "", ""]).write(tmp_path / "host.json")
    assert HostState.read(tmp_path / "host.json").kinds == ["host", "strong", "friend"]  # Expert is Strong now
