"""Texts from files that reach the screen are bounded: a save with a huge player name is refused in one
line; a history record with a huge name is skipped as damaged."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from legendary_desktop.engine.game import Game
from legendary_desktop.persistence.history import encode, game_record, read_history
from legendary_desktop.persistence.save_file import SaveError, load, to_json, write_atomic
from legendary_desktop.setup.randomizer import random_setup

MAX_NAME = 24  # the longest name (the setup wizard's name fields take no more): setup.rules.MAX_NAME


@pytest.mark.parametrize("length", [MAX_NAME + 1, 100_000])
def test_a_save_with_an_over_long_player_name_is_refused_in_one_short_line(tmp_path, length):
    doc = to_json(Game(random_setup(2, 4), 4))
    doc["setup"]["names"] = ["Ann", "Z" * length]
    path = tmp_path / "long-name.json"
    write_atomic(path, doc)
    before = path.read_bytes()
    with pytest.raises(SaveError) as refused:
        load(path)
    message = str(refused.value)
    assert "name" in message and f"{length:,}" in message and len(message) < 200 and "\n" not in message
    assert path.read_bytes() == before


def test_a_name_of_the_longest_length_loads(tmp_path):
    setup = replace(random_setup(2, 4), names=("A" * MAX_NAME, "B"))
    path = tmp_path / "ok.json"
    write_atomic(path, to_json(Game(setup, 4)))
    assert load(path)[0].players[0].name == "A" * MAX_NAME


def finished_game() -> Game:
    from legendary_desktop.bots import RandomBot

    g = Game(random_setup(2, 2), 2)
    bot = RandomBot(2)
    while not g.over:
        g.decide(bot.answer(g.pending))
    return g


def test_a_history_record_with_an_over_long_name_is_skipped(tmp_path):
    record = game_record(finished_game(), 1)
    huge = json.loads(json.dumps(record))
    huge["setup"]["mastermind"] = "M" * 20_000
    log = tmp_path / "history.jsonl"
    log.write_bytes(encode(huge) + encode(record))
    assert [r["setup"]["mastermind"] for r in read_history(log)] == [record["setup"]["mastermind"]]
