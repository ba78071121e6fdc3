"""The second privacy audit's findings through a real host and joiners on loopback (issue #62).

1. A reaction card in a joiner's hand: the question goes to her alone; every other joiner is told only
   that she is deciding, in every message, and never hears the card's name while it stays in her hand.
2. Halving the Hero Deck face up: the host refuses Undo after it.
3. A card passed face down: the panels every joiner is sent don't tell whether it was a Wound.

The joiners come in each way: at the host's port, and by short codes through the relay.
"""

from __future__ import annotations

import json
import queue
import time
from pathlib import Path
from typing import Any

from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import find_option, position, put
from legendary_desktop.net.client import Client
from legendary_desktop.net.host import Host
from legendary_desktop.net.protocol import Message
from legendary_desktop.persistence.session import Session

from .harness import TIMEOUT, play_speed
from .hostile import Way, way
from .rendezvous_servers import servers

__all__ = ["servers", "way"]  # fixtures: the joiners come to the port or through the relay

Inbox = queue.Queue[tuple[Client, Message]]


def host_for(tmp: Path, g: Game, kinds: list[str]) -> Host:
    session = Session(g, seats=tuple("human" if k in ("host", "friend") else k for k in kinds))
    host = Host(session, kinds, bind="127.0.0.1", advertise="127.0.0.1", cert_folder=tmp / "cert",
                state_file=tmp / "host.json", limits=play_speed())
    host.start()
    return host


def joiners(host: Host, seats: list[int], way: Way) -> tuple[list[Client], Inbox]:
    """The app's clients in `seats`, at the host's port or each by a short code through the relay."""
    inbox: Inbox = queue.Queue()
    # the game's own name for each seat: a new name would deal the game anew (net/host.py `_rename`)
    names = {seat: host.session.game.players[seat].name for seat in seats}
    return way.join(host, seats, inbox, names), inbox


class Mail:
    """The joiners' messages as they come: every one kept as text by seat, and each view waiting to be taken."""

    def __init__(self, inbox: Inbox) -> None:
        self.inbox = inbox
        self.text: dict[int, list[str]] = {}
        self.waiting: list[tuple[int, dict[str, Any]]] = []

    def view(self, seat: int, test: Any) -> dict[str, Any]:
        """The first view `seat` got (after the last one taken) that passes `test`. The bound is on time, a hang
        guard only: heartbeats keep coming."""
        for i, (s, view) in enumerate(self.waiting):
            if s == seat and test(view):
                del self.waiting[: i + 1]
                return view
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline:
            c, m = self.inbox.get(timeout=TIMEOUT)
            assert c.seat is not None
            self.text.setdefault(c.seat, []).append(json.dumps(m))
            if m["t"] != "view":
                continue
            if c.seat == seat and test(m["view"]):
                return m["view"]  # type: ignore[no-any-return]
            self.waiting.append((c.seat, m["view"]))
        raise AssertionError("never came")


def test_a_joiners_reaction_card_is_named_to_her_alone(tmp_path: Path, way: Way) -> None:
    g = position(players=3, hand=["Crazed Rampage"], hands={1: ["Diving Block", "S.H.I.E.L.D. Agent"]})
    host = host_for(tmp_path, g, ["host", "friend", "friend"])
    clients: list[Client] = []
    try:
        clients, inbox = joiners(host, [1, 2], way)
        mail = Mail(inbox)
        mail.view(2, lambda v: v["pending"] is not None)
        assert host.session.game.pending is not None
        host.answer(0, find_option(host.session.game.pending, "Play Crazed Rampage").label)
        mine = mail.view(1, lambda v: v["pending"] is not None and v["pending"]["player"] == 1)
        assert "Diving Block" in mine["pending"]["prompt"]
        other = mail.view(2, lambda v: v["pending"] is not None and v["pending"]["player"] == 1)
        assert other["pending"]["prompt"] == "Player 2 is deciding."
        clients[0].answer("no")  # declined: the card was never revealed
        mail.view(2, lambda v: v["pending"] is not None and v["pending"]["player"] == 0
                    and v["pending"]["kind"] == "action")
        assert host.session.game.players[1].hand and "Diving Block" in [
            host.session.game.name(c) for c in host.session.game.players[1].hand]
        assert not [m for m in mail.text[2] if "Diving Block" in m], "the other joiner heard of Diving Block"
        assert any("Diving Block" in m for m in mail.text[1])
    finally:
        for c in clients:
            c.close()
        host.stop()


def test_the_host_refuses_undo_after_half_the_hero_deck_is_shown(tmp_path: Path) -> None:
    from tests.cards.infinity_saga.infinity_kit import saga  # the set's own test kit

    g = saga(scheme="Halve All Life In The Universe")
    g.twists_played = 1
    put(g, "Scheme Twist", "villain_deck")
    host = host_for(tmp_path, g, ["host"] * len(g.players))
    try:
        host.answer(0, "end")
        d = host.session.game.pending
        assert d is not None and d.options[0].label.startswith("pile:")
        host.answer(d.player, d.options[0].label)
        assert host.undo_refusal(d.player) == "undo stops at the last card that was revealed"
    finally:
        host.stop()


def test_the_panels_a_joiner_is_sent_dont_tell_a_passed_wound(tmp_path: Path, way: Way) -> None:
    plaques = []
    for wound in (True, False):
        g = position(players=3, hand=["Random Acts of Unkindness", "S.H.I.E.L.D. Agent"],
                     hands={1: ["Wound", "S.H.I.E.L.D. Agent"], 2: ["Quick Draw", "Optic Blast"]})
        host = host_for(tmp_path / str(wound), g, ["host", "host", "friend"])
        clients: list[Client] = []
        try:
            clients, inbox = joiners(host, [2], way)
            mail = Mail(inbox)
            mail.view(2, lambda v: v["pending"] is not None)
            game = host.session.game
            assert game.pending is not None
            host.answer(0, find_option(game.pending, "Play Random Acts of Unkindness").label)
            host.answer(0, "no")
            d = game.pending
            assert d is not None and d.player == 1
            host.answer(1, next(o.label for o in d.options
                                if o.card is not None and (game.name(o.card) == "Wound") == wound))
            view = mail.view(2, lambda v: v["pending"] is not None and v["pending"]["player"] == 2)
            plaques.append(view["table"]["plaques"])
        finally:
            for c in clients:
                c.close()
            host.stop()
    assert plaques[0] == plaques[1]
