"""Save files: round trip, atomic writes, migration, and every kind of bad file refused cleanly."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

from legendary_desktop.bots import RandomBot
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import default_setup
from legendary_desktop.persistence import save_file
from legendary_desktop.persistence.save_file import SaveError, load_game, to_json, write_atomic


def played(seed: int, steps: int | None = None, players: int = 3) -> Game:
    rng = random.Random(seed)
    from legendary_desktop.engine.catalog import catalog

    cat = catalog()
    core = [m for m in sorted(cat.masterminds) if cat.set_of[m] == "core"]  # saves before sets were core-only
    schemes = [s for s in sorted(cat.schemes) if cat.set_of[s] == "core"]
    setup = default_setup(players, rng.choice(core), rng.choice(schemes))
    g = Game(setup, seed)
    bot = RandomBot(seed)
    n = 0
    while not g.over and (steps is None or n < steps):
        g.decide(bot.answer(g.pending))
        n += 1
    return g


@pytest.mark.parametrize("seed", range(40))
def test_save_then_load_gives_the_identical_game_at_random_points(tmp_path, seed):
    full = played(seed)
    cut = random.Random(seed).randrange(len(full.answers) + 1)
    g = played(seed, steps=cut)
    path = tmp_path / "game.json"
    write_atomic(path, to_json(g))
    again = load_game(path)
    assert again.zones() == g.zones()
    assert again.answers == g.answers and again.turn_number == g.turn_number
    assert (again.pending is None) == (g.pending is None)
    if g.pending is not None:
        assert again.pending.labels == g.pending.labels


def test_save_is_json_with_format_version_and_metadata(tmp_path):
    g = played(1, steps=30)
    data = to_json(g)
    assert data["format"] == "legendary-desktop-save" and data["version"] == save_file.VERSION
    assert data["meta"]["mastermind"] == g.setup.mastermind and data["meta"]["turn"] == g.turn_number
    json.dumps(data)  # plain JSON, nothing else


def write(tmp_path: Path, text: str | bytes) -> Path:
    path = tmp_path / "bad.json"
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text)
    return path


def good_doc() -> dict:
    return to_json(played(2, steps=20))


@pytest.mark.parametrize(("content", "message"), [
    ("", "empty"),
    ('{"format": "legendary-desktop-save", "ver', "not valid JSON"),
    ("hello", "not valid JSON"),
    ("[1, 2, 3]", "not a JSON object"),
    ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
    ('{"format": "something-else", "version": 2}', "not a Legendary Desktop save"),
    ('{"format": "legendary-desktop-save"}', "no format version"),
    ('{"format": "legendary-desktop-save", "version": 99}', "newer than this app"),
    (b"\xff\xfe\x00garbage", "not UTF-8"),
])
def test_bad_files_are_refused_with_a_clear_message_and_left_untouched(tmp_path, content, message):
    path = write(tmp_path, content)
    before = path.read_bytes()
    with pytest.raises(SaveError, match=message):
        load_game(path)
    assert path.read_bytes() == before


def test_missing_field_unknown_names_and_answers_that_do_not_replay(tmp_path):
    doc = good_doc()
    for key in ("setup", "seed", "answers"):
        broken = dict(doc)
        del broken[key]
        with pytest.raises(SaveError, match=key):
            load_game(write(tmp_path, json.dumps(broken)))
    broken = json.loads(json.dumps(doc))
    broken["setup"]["mastermind"] = "Thanos"
    with pytest.raises(SaveError, match="Thanos"):
        load_game(write(tmp_path, json.dumps(broken)))
    broken = json.loads(json.dumps(doc))
    broken["setup"]["heroes"][0] = "Squirrel Girl"
    with pytest.raises(SaveError, match="Squirrel Girl"):
        load_game(write(tmp_path, json.dumps(broken)))
    broken = json.loads(json.dumps(doc))
    broken["answers"][3] = ["fight:123456"]
    with pytest.raises(SaveError, match="decision 4"):
        load_game(write(tmp_path, json.dumps(broken)))
    broken = json.loads(json.dumps(doc))
    broken["answers"][0] = {"x": 1}
    with pytest.raises(SaveError, match="answer 1"):
        load_game(write(tmp_path, json.dumps(broken)))


def test_huge_file_is_refused_without_reading_it(tmp_path):
    path = tmp_path / "huge.json"
    with open(path, "wb") as f:
        f.truncate(save_file.MAX_BYTES + 1)
    with pytest.raises(SaveError, match="too large"):
        load_game(path)


def test_version_1_save_is_migrated(tmp_path):
    doc = good_doc()
    old = dict(doc, version=1, answers=[a[0] if len(a) == 1 else a for a in doc["answers"]])
    del old["meta"]
    g = load_game(write(tmp_path, json.dumps(old)))
    assert g.answers == doc["answers"]


def test_writer_killed_between_write_and_rename_leaves_previous_save_intact(tmp_path, monkeypatch):
    path = tmp_path / "game.json"
    first = to_json(played(3, steps=10))
    write_atomic(path, first)

    def killed(src, dst):
        raise KeyboardInterrupt("killed before rename")

    monkeypatch.setattr(os, "replace", killed)
    with pytest.raises(KeyboardInterrupt):
        write_atomic(path, to_json(played(3, steps=40)))
    monkeypatch.undo()
    assert json.loads(path.read_text()) == first
    assert load_game(path).answers == first["answers"]
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]  # no temporary file left behind


def test_version_2_save_is_migrated_to_core_sets_without_epic(tmp_path):
    doc = good_doc()
    old = dict(doc, version=2)
    old["setup"] = {k: v for k, v in doc["setup"].items() if k not in ("sets", "epic", "extras")}
    g = load_game(write(tmp_path, json.dumps(old)))
    assert g.setup.sets == ("core",) and g.setup.epic is False and g.setup.extras == ()
    assert g.answers == doc["answers"]


def test_setup_records_sets_epic_and_extras_in_the_save():
    doc = good_doc()
    assert doc["version"] == save_file.VERSION
    assert doc["setup"]["sets"] == ["core"] and doc["setup"]["epic"] is False and doc["setup"]["extras"] == []


def played_deal(steps: int) -> Game:
    from legendary_desktop.engine.deal import Deal

    setup = default_setup(3, "Red Skull", "The Legacy Virus")
    g = Game(setup, Deal(bytes(range(16)), 4242))
    bot = RandomBot(5)
    while not g.over and len(g.answers) < steps:
        g.decide(bot.answer(g.pending))
    return g


def test_version_4_save_with_an_integer_seed_loads_and_replays_identically(tmp_path):
    g = played(7, steps=120)
    old = dict(to_json(g), version=4)
    assert old["seed"] == 7 and "deal" not in old
    again = load_game(write(tmp_path, json.dumps(old)))
    assert type(again.seed) is int and again.seed == 7
    assert again.zones() == g.zones() and again.events == g.events
    assert again.rng.getstate() == g.rng.getstate()


def test_a_secret_deal_is_saved_as_its_code_and_replays_exactly(tmp_path):
    from legendary_desktop.engine.deal import Deal, DealRandom

    g = played_deal(150)
    doc = to_json(g)
    assert doc["version"] == 5 and "seed" not in doc
    assert doc["deal"] == f"4242-{bytes(range(16)).hex()}"
    again = load_game(write(tmp_path, json.dumps(doc)))
    assert isinstance(again.seed, Deal) and again.seed == g.seed and isinstance(again.rng, DealRandom)
    assert again.zones() == g.zones() and again.events == g.events
    assert again.rng.getstate() == g.rng.getstate()
    for damaged in ("4242-xyz", 17, None):
        with pytest.raises(SaveError, match="deal"):
            load_game(write(tmp_path, json.dumps(dict(doc, deal=damaged))))
    with pytest.raises(SaveError, match="newer than this app"):  # an app of version 4 refuses it
        save_file.check_header(dict(doc, version=save_file.VERSION + 1))
