"""`cli simulate --bot` and `--bots`: the computer players headless, one kind for all seats or one per seat."""

from __future__ import annotations

import json

import pytest

from legendary_desktop.cli import main


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("bot", ["random", "easy", "normal", "strong"])
def test_simulate_with_each_player_kind_checks_replay(capsys, bot):
    games = "1" if bot == "strong" else "3"
    code, out, _ = run(capsys, "simulate", "--games", games, "--players", "3", "--seed", "2", "--bot", bot,
                       "--sets", "all", "--check-replay", "--json")
    data = json.loads(out)
    assert code == 0 and data["errors"] == 0 and sum(data["outcomes"].values()) == int(games)


def test_the_earlier_names_of_easy_play_as_easy(capsys):
    outs = []
    for bot in ("easy", "greedy", "heuristic"):
        _, out, _ = run(capsys, "simulate", "--games", "3", "--players", "2", "--seed", "5", "--bot", bot, "--json")
        data = json.loads(out)
        outs.append((data["outcomes"], data["decisions"]))
    assert outs[0] == outs[1] == outs[2]


def test_one_player_per_seat(capsys, tmp_path):
    code, out, _ = run(capsys, "simulate", "--games", "2", "--players", "3", "--seed", "4",
                       "--bots", "normal,easy,random", "--check-replay", "--save-dir", str(tmp_path), "--json")
    data = json.loads(out)
    assert code == 0 and data["errors"] == 0 and len(list(tmp_path.glob("*.json"))) == 2
    code, again, _ = run(capsys, "simulate", "--games", "2", "--players", "3", "--seed", "4",
                         "--bots", "normal,easy,random", "--json")
    assert json.loads(again)["decisions"] == data["decisions"]  # the same seed plays the same games
    code, other, _ = run(capsys, "simulate", "--games", "2", "--players", "3", "--seed", "4",
                         "--bots", "random,random,random", "--json")
    assert json.loads(other)["decisions"] != data["decisions"]


@pytest.mark.parametrize("argv, words", [
    (["--players", "3", "--bots", "strong,easy"], "--bots names 2 seats but --players is 3"),
    (["--players", "2-4", "--bots", "strong,easy"], "--players is 2-4"),
    (["--players", "2", "--bots", "strong,genius"], "unknown player 'genius'"),
])
def test_bots_must_name_one_known_player_per_seat(capsys, argv, words):
    code, out, err = run(capsys, "simulate", "--games", "1", "--seed", "1", *argv)
    assert code == 2 and out == "" and words in err and err.count("\n") == 1


def test_an_unknown_bot_kind_is_refused(capsys):
    code, _, err = run(capsys, "simulate", "--games", "1", "--bot", "genius")
    assert code == 2 and "genius" in err


def test_setup_estimate_says_how_hard_the_setup_is(capsys):
    from legendary_desktop import cli

    assert cli.main(["setup", "--players", "2", "--seed", "4", "--estimate", "12", "--seats", "human,easy"]) == 0
    out = capsys.readouterr().out
    line = next(li for li in out.splitlines() if li.startswith("Difficulty: "))
    assert "the team wins about" in line and "games" in line and "Easy and Normal computers" in line
    assert cli.main(["setup", "--players", "2", "--seed", "4", "--estimate", "10", "--json"]) == 0
    import json

    data = json.loads(capsys.readouterr().out)["estimate"]
    assert data["played_by"] == ["normal", "normal"] and 0 <= data["low"] <= data["rate"] <= data["high"] <= 1
    assert data["games"] == 10


def test_setup_estimate_refuses_wrong_seats(capsys):
    from legendary_desktop import cli

    assert cli.main(["setup", "--players", "2", "--estimate", "--seats", "human"]) == 2
    assert "2 players" in capsys.readouterr().err
    assert cli.main(["setup", "--players", "2", "--estimate", "--seats", "human,genius"]) == 2
    assert "unknown seat 'genius'" in capsys.readouterr().err


def test_the_retired_expert_name_still_names_strong_on_the_command_line():
    from legendary_desktop import cli

    assert cli._estimate_seats("human,expert", 2) == ("human", "strong")
    from legendary_desktop.bots import make_player
    from legendary_desktop.engine.positions import position

    g = position()
    expert, strong_player = make_player("expert", g, 0, 3), make_player("strong", g, 0, 3)
    assert (expert.turns, expert.rollouts) == (strong_player.turns, strong_player.rollouts)  # type: ignore[attr-defined]
