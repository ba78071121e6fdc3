"""Loader gaps from the fault audit, each a case that escaped or was told wrongly, and the loader fuzz test."""

from __future__ import annotations

import json
import time

import pytest
from loader_fuzz import HUGE, real_saves, run

from legendary_desktop.persistence.save_file import SaveError, load_game


def write(tmp_path, raw: bytes):
    path = tmp_path / "x.json"
    path.write_bytes(raw)
    return path


def doc_text(doc) -> str:
    return json.dumps(doc, separators=(",", ":"))


@pytest.mark.parametrize("where", ["seed", "players", "answer"])
def test_a_number_of_thousands_of_digits_is_a_clean_save_error(tmp_path, where):
    doc = real_saves()[0]
    if where == "seed":
        doc["seed"] = "HUGE"
    elif where == "players":
        doc["setup"]["players"] = "HUGE"
    else:
        doc["answers"][0] = "HUGE"
    raw = doc_text(doc).replace('"HUGE"', HUGE).encode()
    with pytest.raises(SaveError, match="number too large"):
        load_game(write(tmp_path, raw))


@pytest.mark.parametrize("answers", [5, None, "end", {"a": 1}])
def test_version_1_answers_that_are_not_a_list_are_refused(tmp_path, answers):
    doc = real_saves()[3]
    assert doc["version"] == 1
    doc["answers"] = answers
    with pytest.raises(SaveError, match="answers are not a list"):
        load_game(write(tmp_path, doc_text(doc).encode()))


def test_version_1_save_without_answers_is_refused_not_loaded_as_a_new_game(tmp_path):
    doc = real_saves()[3]
    del doc["answers"]
    with pytest.raises(SaveError, match="missing its 'answers'"):
        load_game(write(tmp_path, doc_text(doc).encode()))


def test_a_save_with_a_utf8_byte_order_mark_loads(tmp_path):
    doc = real_saves()[1]
    game = load_game(write(tmp_path, b"\xef\xbb\xbf" + doc_text(doc).encode()))
    assert game.replay_answers() == doc["answers"]


@pytest.mark.parametrize("raw", [b"", b"{", b"[1]", b"\xff\xfe", b'{"format": "legendary-desktop-save"}'])
def test_messages_do_not_name_the_file(tmp_path, raw):
    path = tmp_path / "my-precious-game.json"
    path.write_bytes(raw)
    with pytest.raises(SaveError) as caught:
        load_game(path)
    assert "my-precious-game" not in str(caught.value)


def test_loader_fuzz_thousands_of_mutated_real_saves_only_ever_raise_save_error(tmp_path):
    started = time.perf_counter()
    counts = run(3000, tmp_path, seed=20261129)
    assert counts["refused"] > 2000 and counts["ok"] > 0  # the mutations do reach every part of the loader
    assert time.perf_counter() - started < 30
