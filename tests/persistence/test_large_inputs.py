"""Large inputs are refused cheaply: counted before they are parsed, and the Open dialog's list reads a
small summary of each save rather than the whole file."""

from __future__ import annotations

import json

import pytest

from legendary_desktop.engine.game import Game
from legendary_desktop.persistence.save_file import SaveError, load, read_document, to_json
from legendary_desktop.persistence.saves import list_saves
from legendary_desktop.setup.randomizer import random_setup
from tests.persistence.memory_peak import peak_bytes

MB = 1024 * 1024


def document() -> dict:
    return to_json(Game(random_setup(2, 4), 4))


def padded(doc: dict, answers: str, size: int) -> bytes:
    """`doc` as a file whose answers are `answers` repeated to about `size` bytes."""
    text = json.dumps({k: v for k, v in doc.items() if k != "answers"})[:-1]
    body = answers * (size // len(answers))
    return (text + ', "answers": [' + body.rstrip(",") + "]}").encode()


@pytest.mark.parametrize(("answers", "what"), [("[],", "answers"), ('"",', "items")])
def test_a_save_of_millions_of_answers_is_refused_before_it_is_parsed(tmp_path, answers, what):
    path = tmp_path / "huge.json"
    path.write_bytes(padded(document(), answers, 7 * MB))
    caught: list[SaveError] = []

    def refuse() -> None:
        with pytest.raises(SaveError) as refused:
            load(path)
        caught.append(refused.value)

    assert peak_bytes(refuse) < 2 * 7 * MB  # the bytes read, not millions of parsed answers
    message = str(caught[0])
    assert what in message and "\n" not in message and len(message) < 120


def test_a_file_larger_than_any_save_is_refused_unread(tmp_path):
    path = tmp_path / "huge.json"
    with open(path, "wb") as f:
        f.truncate(12 * MB)

    def refuse() -> None:
        with pytest.raises(SaveError, match="too large"):
            read_document(path)

    assert peak_bytes(refuse) < MB


def test_the_open_list_reads_a_small_summary_of_each_large_file(tmp_path):
    doc = document()
    doc["meta"]["mastermind"] = "M" * 10_000  # what a file says is shown cut
    for i in range(5):
        (tmp_path / f"huge-{i}.json").write_bytes(padded(doc, "[],", 7 * MB))
    infos: list = []
    assert peak_bytes(lambda: infos.extend(list_saves(tmp_path))) < 2 * MB  # not five whole 7 MB files
    assert len(infos) == 5 and all(i.problem is None for i in infos)
    assert all(i.players == "Player 1, Player 2" and len(i.mastermind) <= 80 for i in infos)


def test_a_large_save_written_with_its_summary_last_is_listed_too(tmp_path):
    doc = document()
    meta = doc.pop("meta")
    text = padded(doc, '["end"],', 200_000).decode()[:-1] + ', "meta": ' + json.dumps(meta) + "}"
    (tmp_path / "old-layout.json").write_text(text)
    [info] = list_saves(tmp_path)
    assert info.problem is None and info.mastermind == meta["mastermind"] and info.players == "Player 1, Player 2"


def test_a_large_damaged_file_is_listed_with_its_problem(tmp_path):
    raw = padded(document(), '["end"],', 200_000)
    (tmp_path / "cut.json").write_bytes(raw[: len(raw) // 2])  # a copy that stopped half-way
    (tmp_path / "other.json").write_bytes(b'{"format": "something-else", "data": [' + b"1," * 100_000 + b"1]}")
    infos = {i.path.name: i.problem for i in list_saves(tmp_path)}
    assert "truncated" in infos["cut.json"] and "not a Legendary Desktop save" in infos["other.json"]


def test_a_save_lists_and_loads_as_written(tmp_path):
    from legendary_desktop.persistence.save_file import write_atomic

    g = Game(random_setup(2, 4), 4)
    while len(g.answers) < 30:
        g.decide(g.pending.labels[0])
    write_atomic(tmp_path / "game.json", to_json(g))
    [info] = list_saves(tmp_path)
    assert info.problem is None and info.mastermind == g.setup.mastermind
    assert load(tmp_path / "game.json")[0].replay_answers() == g.replay_answers()
