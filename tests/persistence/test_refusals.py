"""A save that names what this app does not have is refused in one short line with the closest names;
nothing of it reaches the game or the history."""

from __future__ import annotations

import pytest

from legendary_desktop.engine.game import Game
from legendary_desktop.persistence.save_file import SaveError, load, to_json, write_atomic
from legendary_desktop.setup.randomizer import random_setup


def refusal(tmp_path, change) -> str:
    doc = to_json(Game(random_setup(2, 4, sets=["core", "noir"]), 4))
    change(doc["setup"])
    path = tmp_path / "save.json"
    write_atomic(path, doc)
    before = path.read_bytes()
    with pytest.raises(SaveError) as refused:
        load(path)
    assert path.read_bytes() == before
    message = str(refused.value)
    assert "\n" not in message and len(message) < 200, message
    return message


def test_an_unknown_set_id_beside_known_ones_is_refused(tmp_path):
    message = refusal(tmp_path, lambda setup: setup["sets"].append("marvel-studios"))
    assert "card set 'marvel-studios'" in message


def test_a_misspelt_set_id_is_answered_with_the_closest(tmp_path):
    message = refusal(tmp_path, lambda setup: setup.update(sets=["core", "nior"]))
    assert "'nior'" in message and "noir" in message


def test_an_unknown_scheme_is_one_short_line_with_the_closest_names(tmp_path):
    message = refusal(tmp_path, lambda setup: setup.update(scheme="Midtown Bank Robery"))
    assert "Midtown Bank Robbery" in message


def test_an_unknown_mastermind_of_any_length_is_one_short_line(tmp_path):
    message = refusal(tmp_path, lambda setup: setup.update(mastermind="Q" * 10_000))
    assert "Mastermind" in message


def test_an_unknown_hero_is_answered_with_the_closest(tmp_path):
    message = refusal(tmp_path, lambda setup: setup["heroes"].__setitem__(0, "Spider Man"))
    assert "Spider-Man" in message
