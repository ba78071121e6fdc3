"""Every bad command line is one line on stderr and exit status 2; names get suggestions; pipes end quietly."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys

import pytest

from legendary_desktop.cli import build_parser, main


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize(("argv", "expected"), [
    (["simulate", "--games", "-1"], "at least 1, not -1"),
    (["simulate", "--games", "0"], "at least 1, not 0"),
    (["simulate", "--games", "many"], "whole number"),
    (["setup", "--players", "6"], "2 to 5 players here, not 6"),
    (["setup", "--players", "1"], "not 1"),
    (["simulate", "--players", "2-6"], "not 6"),
    (["simulate", "--players", "4-2"], "backwards"),
    (["simulate", "--players", "two"], "range like 2-5"),
    (["setup", "--players", "2-4"], "one player count"),
    (["setup"], "required: --players"),
    (["setup", "--players", "3", "--seed", "x"], "seed must be a whole number"),
    (["simulate", "--bot", "clever"], "invalid choice"),
    (["fly"], "invalid choice"),
    ([], "required"),
    (["replay"], "required"),
    (["cards", "--colour"], "unrecognized arguments"),
    (["setup", "--players", "3", "--heroes", "Spiderman"], "did you mean 'Spider-Man'"),
    (["setup", "--players", "3", "--heroes", "spider-man"], "did you mean 'Spider-Man'"),
    (["setup", "--players", "3", "--mastermind", "Doctor Doom"], "did you mean 'Dr. Doom'"),
    (["simulate", "--players", "3", "--scheme", "Legacy Virus"], "did you mean 'The Legacy Virus'"),
    (["simulate", "--villains", "Hydra"], "did you mean 'HYDRA'"),
    (["setup", "--players", "3", "--henchmen", "Zzyzx"], "legendary-cli cards"),
])
def test_bad_arguments_exit_2_with_one_line(capsys, argv, expected):
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and expected in err and "Traceback" not in err, err


def test_save_dir_problems_are_one_line(capsys, tmp_path):
    a_file = tmp_path / "file"
    a_file.write_text("x")
    for folder, expected in ((a_file, "is a file"), (a_file / "sub", "can't be created")):
        code, out, err = run(capsys, "simulate", "--games", "1", "--save-dir", str(folder))
        assert code == 2 and out == "" and err.count("\n") == 1 and expected in err, err


def test_without_seed_a_random_seed_is_used_and_printed(capsys):
    seeds = set()
    for _ in range(3):
        code, out, _ = run(capsys, "setup", "--players", "3", "--json")
        assert code == 0
        seeds.add(json.loads(out)["seed"])
    assert len(seeds) > 1
    code, out, _ = run(capsys, "setup", "--players", "3")
    seed = int(out.split("Seed: ")[1].split()[0])
    code, again, _ = run(capsys, "setup", "--players", "3", "--seed", str(seed))
    assert again == out  # the printed seed reproduces the setup
    code, out, _ = run(capsys, "simulate", "--games", "1", "--players", "2", "--json")
    assert isinstance(json.loads(out)["seed"], int)


def test_replay_names_the_path_as_given(capsys, tmp_path, monkeypatch):
    (tmp_path / "dir").mkdir()
    (tmp_path / "dir" / "save.json").write_text("{")
    monkeypatch.chdir(tmp_path)
    code, _, err = run(capsys, "replay", "dir/save.json")
    assert code == 2 and err.startswith("legendary-cli: dir/save.json: ") and err.count("save.json") == 1


def test_every_option_has_help_and_the_player_range_is_explained():
    parser = build_parser()
    commands = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    for name, sub in commands.choices.items():
        for action in sub._actions:
            assert action.help, f"{name} {action.option_strings or action.dest} has no help"
        players = next((a for a in sub._actions if "--players" in a.option_strings), None)
        if players is not None:  # a range where the command takes one; one number where it takes only that
            takes_range = name != "setup"
            assert ("A-B" in (players.help or "")) == takes_range, name


@pytest.mark.parametrize("argv", [["cards"], ["cards", "--json"], ["setup", "--players", "3"]])
def test_output_to_a_closed_pipe_ends_quietly(argv):
    """Like `cards | head`: the reader is gone before the output is written."""
    proc = subprocess.Popen([sys.executable, "-m", "legendary_desktop.cli", *argv], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.close()  # long before the interpreter has started and written anything
    err = proc.stderr.read().decode()
    proc.wait(timeout=60)
    assert err == "" and proc.returncode == 0
