"""An online game is dealt from a secret the joiners never receive: no message holds a seed, a deal or the
secret, and trying every small seed against the HQ a joiner sees finds the game dealt from a seed (the
attack of issue 53) but not the one dealt from a secret."""

from __future__ import annotations

import base64
import json
import queue
from pathlib import Path
from typing import Any

from legendary_desktop.engine.deal import Deal, DealRandom
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.view import pending_decision
from legendary_desktop.net.client import Client
from legendary_desktop.net.protocol import Message
from legendary_desktop.setup.randomizer import random_setup
from tests.net.harness import TIMEOUT, Player, join, new_host

SETUP_SEED = 77
CANDIDATES = range(1, 160)  # a small candidate set holding the setup's own number
KEY = bytes.fromhex("5ec2e7000000000000000000000000a1")


def keys_in(obj: Any) -> set[str]:
    if isinstance(obj, dict):
        return {str(k) for k in obj} | {k for v in obj.values() for k in keys_in(v)}
    if isinstance(obj, list):
        return {k for v in obj for k in keys_in(v)}
    return set()


def hosted(tmp: Path, seed: int | Deal, answers: int = 40) -> tuple[Game, list[Message], list[int]]:
    """A 3-player game (two joiners, a computer) played `answers` decisions: the host's game, every message
    the joiners received, and the first HQ seat 0's first view showed."""
    setup = random_setup(3, SETUP_SEED)
    host = new_host(tmp, ["friend", "friend", "normal"], seed=seed, setup=setup)  # type: ignore[arg-type]
    inbox: queue.Queue[tuple[Client, Message]] = queue.Queue()
    received: list[Message] = []
    first_hq: list[int] = []
    try:
        g = host.session.game
        clients = join(host, [0, 1], inbox, names=dict(enumerate(g.setup.player_names())))
        players = {c.seat: Player(c.seat, 3) for c in clients if c.seat is not None}
        answered: dict[int, int] = {}
        for _ in range(20_000):
            if len(g.answers) >= answers or g.over:
                break
            c, m = inbox.get(timeout=TIMEOUT)
            received.append(m)
            if m["t"] != "view":
                continue
            view = m["view"]
            if not first_hq and c.seat == 0:
                first_hq = [h["id"] for h in view["areas"][0]["hq"] if h]
            d = pending_decision(view)
            if view is c.view and d is not None and d.player == c.seat and answered.get(c.seat) != view["answers"]:
                answered[c.seat] = view["answers"]
                answer = players[c.seat].answer(view)
                assert answer is not None
                c.answer(answer)
        while not inbox.empty():
            received.append(inbox.get_nowait()[1])
        return g, received, first_hq
    finally:
        host.stop()


def brute_force(hq: list[int]) -> list[int]:
    """Every candidate seed whose deal puts this HQ out (what a joiner could try)."""
    setup = random_setup(3, SETUP_SEED)
    return [s for s in CANDIDATES if [h for h in Game(setup, s).hq if h is not None] == hq]


def test_a_joiner_receives_no_seed_or_secret_and_cannot_find_the_deal(tmp_path: Path) -> None:
    deal = Deal(KEY, SETUP_SEED)
    g, received, hq = hosted(tmp_path / "deal", deal)
    assert g.seed == deal and isinstance(g.rng, DealRandom) and len(g.answers) >= 40
    assert received and hq
    text = json.dumps(received)
    for secret in (KEY.hex(), KEY.hex().upper(), base64.b64encode(KEY).decode(), deal.code(), str(list(KEY))):
        assert secret not in text
    assert not {"seed", "deal"} & keys_in(received)  # ("key" names a card face, "secret" a kind of decision)
    assert brute_force(hq) == []
    # the same setup dealt from an integer seed: the joiner's first HQ gives the seed away
    _, received, hq = hosted(tmp_path / "seed", SETUP_SEED, answers=1)
    assert brute_force(hq) == [SETUP_SEED]
    assert not {"seed", "deal"} & keys_in(received)  # never sent, even then


def test_the_same_setup_with_another_secret_deals_differently(tmp_path: Path) -> None:
    setup = random_setup(3, SETUP_SEED)
    a, b = Game(setup, Deal(KEY, SETUP_SEED)), Game(setup, Deal(bytes(16), SETUP_SEED))
    assert (a.hq, a.villain_deck, a.players[0].deck) != (b.hq, b.villain_deck, b.players[0].deck)
