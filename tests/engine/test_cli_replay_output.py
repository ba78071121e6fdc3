"""`cli replay` prints what a file holds without letting it drive the terminal, in any output encoding."""

from __future__ import annotations

import io
import json
import sys
from dataclasses import replace

import pytest

from legendary_desktop.cli import main
from legendary_desktop.engine.game import Game
from legendary_desktop.persistence.save_file import to_json, write_atomic
from legendary_desktop.report import build_report, write_report
from legendary_desktop.setup.randomizer import random_setup

HOSTILE = ("\x1b]0;owned\x07Ann", "\x1b[2J\x1b[31m山田\u202e")  # set the title; clear and recolour; flip text


def hostile_game() -> Game:
    setup = replace(random_setup(2, 4), names=HOSTILE)
    return Game(setup, 4)


@pytest.fixture
def save(tmp_path):
    path = tmp_path / "hostile.json"
    write_atomic(path, to_json(hostile_game()))
    return path


@pytest.fixture
def report(tmp_path):
    document = build_report(hostile_game(), "it broke\x1b[2J\x1b]0;title\x07", None)
    return write_report(document, tmp_path)


def controls(text: str) -> list[str]:
    return [ch for ch in text if ch in "\x1b\x07\u202e" or (ord(ch) < 32 and ch != "\n")]


@pytest.mark.parametrize("which", ["save", "report"])
def test_replay_prints_names_and_descriptions_with_their_control_characters_escaped(which, save, report, capsys):
    path = save if which == "save" else report
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert controls(out) == []
    assert "\\x1b]0;owned\\x07Ann" in out and "\\x1b[2J\\x1b[31m山田\\u202e" in out
    if which == "report":
        assert "it broke\\x1b[2J" in out


def test_replay_json_escapes_them_too(save, capsys):
    assert main(["replay", str(save), "--json"]) == 0
    out = capsys.readouterr().out
    assert controls(out) == [] and HOSTILE[0] in json.loads(out)["vp"]


@pytest.mark.parametrize("encoding", ["cp1252", "ascii"])
def test_replay_never_fails_on_the_output_encoding(encoding, save, report, monkeypatch):
    for path in (save, report):
        raw = io.BytesIO()
        out = io.TextIOWrapper(raw, encoding=encoding)  # Windows with the output redirected to a file
        monkeypatch.setattr(sys, "stdout", out)
        assert main(["replay", str(path)]) == 0
        out.flush()
        text = raw.getvalue().decode(encoding)
        assert "\\u5c71\\u7530" in text and controls(text) == []  # 山田, escaped: the encoding lacks it


def test_a_refusal_naming_a_hostile_file_is_escaped(tmp_path, capsys):
    path = tmp_path / "bad\x1b[2J.json"
    path.write_text(json.dumps({"format": "legendary-desktop-save", "version": 4, "setup": {}, "seed": 1,
                                "answers": [], "seats": []}))
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert controls(err) == [] and err.count("\n") == 1


def test_shown_keeps_what_can_be_printed():
    from legendary_desktop.cli import shown

    assert shown("Zoë 山田 Smith-Jones") == "Zoë 山田 Smith-Jones"
    assert shown("a\nb\tc") == "a\\x0ab\\x09c"
