"""The seat view (engine/view.py): what each seat is sent holds nothing it may not see."""

from __future__ import annotations

import json

import pytest

from legendary_desktop.bots.random_bot import RandomBot
from legendary_desktop.engine.catalog import catalog
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.view import seat_view
from legendary_desktop.setup.randomizer import random_setup
from tests.net.privacy import Watch

SETS = catalog().sets()


def play_watched(sets: tuple[str, ...], seed: int, players: int, max_decisions: int) -> Game:
    setup = random_setup(players, seed, sets=sets)
    g = Game(setup, seed)
    bot = RandomBot(seed)
    watches = [Watch(g, s) for s in range(players)]
    for _ in range(max_decisions):
        for w in watches:
            w.look(g)
            w.check(g, seat_view(g, w.seat))
        if g.pending is None:
            break
        g.decide(bot.answer(g.pending))
    return g


@pytest.mark.parametrize("set_id", SETS)
def test_no_seat_is_shown_another_seats_hidden_cards(set_id: str) -> None:
    sets = ("core",) if set_id == "core" else ("core", set_id)
    for seed in (1, 2):
        play_watched(sets, seed, 3, 250)


@pytest.mark.slow
@pytest.mark.parametrize("set_id", SETS)
def test_whole_games_of_every_set_show_no_hidden_card(set_id: str) -> None:
    sets = ("core",) if set_id == "core" else ("core", set_id)
    for seed in range(3, 9):
        g = play_watched(sets, seed, 2 + seed % 4, 100_000)
        assert g.over


def test_the_view_holds_the_own_hand_and_only_counts_of_other_hands() -> None:
    g = Game(random_setup(3, 5, sets=("core",)), 5)
    v = seat_view(g, 1)
    json.dumps(v)  # JSON-able
    assert [c["id"] for c in v["players"][1]["hand"]] == g.players[1].hand
    assert "hand" not in v["players"][0] and v["players"][0]["hand_count"] == len(g.players[0].hand)
    assert v["players"][1]["deck"] == len(g.players[1].deck)
    assert v["villain_decks"] == [["Villain Deck", 0, len(g.villain_deck)]]  # name, space it feeds, count


def test_only_the_deciding_seat_gets_the_options() -> None:
    g = Game(random_setup(2, 5, sets=("core",)), 5)
    assert g.pending is not None
    mine, theirs = seat_view(g, g.pending.player), seat_view(g, 1 - g.pending.player)
    assert [o["label"] for o in mine["pending"]["options"]] == g.pending.labels
    assert "options" not in theirs["pending"]
    assert theirs["pending"]["player"] == g.pending.player and theirs["pending"]["prompt"] == g.pending.prompt


def test_the_privacy_check_catches_a_hand_sent_to_another_seat() -> None:
    g = Game(random_setup(2, 5, sets=("core",)), 5)
    w = Watch(g, 0)
    v = seat_view(g, 0)
    v["players"][1]["hand"] = seat_view(g, 1)["players"][1]["hand"]
    with pytest.raises(AssertionError):
        w.check(g, v)


def test_hidden_witnesses_are_a_count_only() -> None:
    from legendary_desktop.cards.noir import witnesses

    g = Game(random_setup(2, 5, sets=("core", "noir")), 5)
    w = Watch(g, 0)
    assert witnesses.capture_hidden(g, g.mastermind_card, 2) == 2
    w.look(g)
    v = seat_view(g, 0)
    w.check(g, v)
    (pile,) = [p for p in v["held"] if p["name"] == witnesses.WITNESSES]
    assert pile == {"holder": g.mastermind_card, "name": witnesses.WITNESSES, "face_down": True, "count": 2}
