"""Hosting and joining in one test process: a host on 127.0.0.1 and joiners answering from their views."""

from __future__ import annotations

import dataclasses
import queue
from pathlib import Path
from typing import Any

from legendary_desktop.bots.random_bot import RandomBot
from legendary_desktop.bots.seats import STRENGTHS, make_bot
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.spec import Setup
from legendary_desktop.engine.view import pending_decision, seat_view
from legendary_desktop.net.client import Client
from legendary_desktop.net.door import Limits
from legendary_desktop.net.host import Host
from legendary_desktop.net.protocol import Message
from legendary_desktop.persistence.saved_seats import bot_seed
from legendary_desktop.persistence.session import Session
from legendary_desktop.setup.randomizer import random_setup

#: a safety net only: no test waits this long unless something is broken
TIMEOUT = 60.0


#: the rate limits lifted for tests whose joiners play as fast as the loopback goes (a person never
#: comes near the real ones; a test that checks them says `real_rates=True`)
PLAY_SPEED = {"messages_per_second": 1e6, "messages_burst": 10**6, "answers_per_second": 1e6,
              "answers_burst": 10**6}


def play_speed(limits: Limits | None = None) -> Limits:
    return dataclasses.replace(limits or Limits(), **PLAY_SPEED)


def new_host(tmp: Path, kinds: list[str], seed: int = 1, sets: tuple[str, ...] = ("core",),
             setup: Setup | None = None, real_rates: bool = False, **kwargs: Any) -> Host:
    if not real_rates:
        kwargs["limits"] = play_speed(kwargs.get("limits"))
    setup = setup or random_setup(len(kinds), seed, sets=sets)
    session = Session.new(setup, seed, autosave=tmp / "autosave.json",
                          seats=tuple("human" if k in ("host", "friend") else k for k in kinds))
    kwargs.setdefault("bind", "127.0.0.1")
    host = Host(session, kinds, advertise="127.0.0.1", cert_folder=tmp / "cert", state_file=tmp / "host.json",
                **kwargs)
    host.start()
    return host


def until(inbox: queue.Queue[tuple[Client, Message]], test: Any, bound: int = 10_000) -> tuple[Client, Message]:
    """The first (client, message) from `inbox` that passes `test` (the others are read and dropped)."""
    for _ in range(bound):
        c, m = inbox.get(timeout=TIMEOUT)
        if test(c, m):
            return c, m
    raise AssertionError("never came")


def assert_over_and_replays(g: Game) -> None:
    """The hosted game has ended, and its setup, seed and answers replay to the very same state."""
    from legendary_desktop.cli import fingerprint

    assert g.over
    assert fingerprint(Game.replay(g.setup, g.seed, g.answers)) == fingerprint(g)


class Player:
    """A seat's program player answering from the seat's view only (a random pick among its options)."""

    def __init__(self, seat: int, seed: int = 0) -> None:
        self.bot = RandomBot(seed * 10 + seat)

    def answer(self, view: dict[str, Any]) -> list[str] | str | None:
        d = pending_decision(view)
        return None if d is None else self.bot.answer(d)


def join(host: Host, seats: list[int], inbox: queue.Queue[tuple[Client, Message]] | None = None,
         names: dict[int, str] | None = None) -> list[Client]:
    """Joiners taking `seats`, named "Friend <seat>" (a new name re-deals a game nobody has answered in
    yet, net/host.py `_rename`) or as `names` says."""
    inbox = inbox if inbox is not None else queue.Queue()
    clients = []
    for seat in seats:
        c = Client(host.join_code(), name=(names or {}).get(seat, f"Friend {seat}"), inbox=inbox)
        c.connect()
        c.take(seat)
        clients.append(c)
    return clients


def play_over_network(clients: list[Client], players: dict[int, Player], max_messages: int = 200_000,
                      on_message: Any = None, answered: dict[int, int] | None = None) -> None:
    """Each client answers its own decisions from its views until every client has seen the game end.
    `answered`: the decision number each seat has already answered by hand (not answered twice when
    another copy of that position's view arrives)."""
    inbox = clients[0].inbox
    answered = dict(answered or {})
    done: set[int] = set()
    for _ in range(max_messages):
        if len(done) == len(clients):
            return
        c, m = inbox.get(timeout=TIMEOUT)
        if on_message is not None:
            on_message(c, m)
        assert m["t"] not in ("refused", "bye"), f"seat {c.seat}: {m}"
        if m["t"] != "view":
            continue
        view = m["view"]
        assert c.seat is not None
        if view["outcome"] is not None:
            done.add(c.seat)
            continue
        d = c.my_decision()
        if view is c.view and d is not None and answered.get(c.seat) != d["number"]:
            answered[c.seat] = d["number"]
            answer = players[c.seat].answer(view)
            assert answer is not None
            c.answer(answer)
    raise AssertionError("the game did not end within the bound")


def play_locally(setup: Setup, seed: int, kinds: list[str], players: dict[int, Player]) -> Game:
    """The same game with the same players, no network: each seat answers from its own view."""
    g = Game(setup, seed)
    while g.pending is not None:
        seat = g.pending.player
        if kinds[seat] in STRENGTHS:
            g.decide(make_bot(kinds[seat], g, seat, bot_seed(seed, seat, len(g.answers))).answer(g.pending))
        else:
            answer = players[seat].answer(seat_view(g, seat))
            assert answer is not None
            g.decide(answer)
    return g
