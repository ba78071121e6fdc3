"""The headless command line: setup, simulate, cards, replay."""

from __future__ import annotations

import contextlib
import json

from legendary_desktop.cli import main


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_setup_json_lists_choices_and_composition(capsys):
    code, out, _ = run(capsys, "setup", "--players", "3", "--seed", "4", "--json")
    assert code == 0
    data = json.loads(out)
    assert len(data["villains"]) == 3
    assert len(data["henchmen"]) == (2 if data["scheme"] == "Negative Zone Prison Breakout" else 1)
    assert len(data["heroes"]) == (6 if data["scheme"].startswith("Secret Invasion") else 5)
    deck = data["composition"]["villain_deck"]
    assert deck["total"] == sum(v for k, v in deck.items() if k != "total")
    assert deck["master_strikes"] == 5 and deck["bystanders"] in (8, 12, 18)
    assert data["always_leads"] in data["villains"] + data["henchmen"]


def test_setup_prints_the_villain_deck_in_words_and_its_help_matches_what_it_takes(capsys):
    code, out, _ = run(capsys, "setup", "--players", "3", "--seed", "4")
    line = next(ln for ln in out.splitlines() if ln.startswith("Villain Deck:"))
    assert code == 0 and "{" not in line and "'" not in line
    data = json.loads(run(capsys, "setup", "--players", "3", "--seed", "4", "--json")[1])
    deck = data["composition"]["villain_deck"]
    assert line.startswith(f"Villain Deck: {deck['total']} cards: {deck['villains']} Villains, "
                           f"{deck['henchmen']} Henchmen, {deck['bystanders']} Bystanders")
    assert "Master Strikes" in line and " 0 " not in line  # an empty part is left out
    code, _, err = run(capsys, "setup", "--players", "2-4")
    assert code == 2 and "range" in err
    with contextlib.suppress(SystemExit):  # argparse ends --help with an exit
        main(["setup", "--help"])
    help_text = capsys.readouterr().out
    assert "range" not in help_text.split("--players N", 2)[2].split("--seed")[0]


def test_setup_fixed_slots_are_honoured(capsys):
    code, out, _ = run(capsys, "setup", "--players", "2", "--seed", "1", "--mastermind", "Loki", "--scheme",
                       "Super Hero Civil War", "--heroes", "Hulk,Thor", "--json")
    data = json.loads(out)
    assert code == 0 and data["mastermind"] == "Loki" and "Enemies of Asgard" in data["villains"]
    assert {"Hulk", "Thor"} <= set(data["heroes"]) and len(data["heroes"]) == 4


def test_setup_unknown_name_or_impossible_setup_exits_2(capsys):
    code, out, err = run(capsys, "setup", "--players", "3", "--mastermind", "Thanos", "--json")
    assert code == 2 and "Thanos" in err and out == ""
    code, _, err = run(capsys, "setup", "--players", "2", "--scheme", "Secret Invasion of the Skrull Shapeshifters",
                       "--villains", "Brotherhood,HYDRA", "--json")
    assert code == 2 and "Villain group" in err
    code, _, err = run(capsys, "setup", "--players", "7", "--json")
    assert code == 2 and "2 to 5 players" in err


def test_simulate_reports_games_and_checks_replay(capsys, tmp_path):
    code, out, _ = run(capsys, "simulate", "--games", "6", "--players", "2-5", "--seed", "3", "--check-replay",
                       "--save-dir", str(tmp_path), "--json")
    data = json.loads(out)
    assert code == 0 and data["games"] == 6 and data["errors"] == 0
    assert sum(data["outcomes"].values()) == 6 and data["decisions"] > 0
    saves = sorted(tmp_path.glob("*.json"))
    assert len(saves) == 6
    code, out, _ = run(capsys, "replay", str(saves[0]), "--json")
    state = json.loads(out)
    assert code == 0 and state["over"] and state["outcome"]["result"] in ("team_win", "evil_wins", "draw")


def test_cards_catalogue(capsys):
    code, out, _ = run(capsys, "cards", "--json", "--set", "core")
    rows = json.loads(out)
    assert code == 0
    heroes = [r for r in rows if r["kind"] == "hero" and r["set"] == "core"]
    assert len(heroes) == 60 and sum(r["copies"] for r in heroes) == 15 * 14
    assert {r["kind"] for r in rows} >= {"villain", "henchman", "mastermind", "tactic", "scheme", "bystander"}


def test_replay_of_a_bad_file_is_one_clear_line(capsys, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "legendary-desktop-save", "version": 2, "setup"')
    code, _out, err = run(capsys, "replay", str(bad))
    assert code == 2 and err.count("\n") == 1 and "not valid JSON" in err and "Traceback" not in err
    assert bad.read_text() == '{"format": "legendary-desktop-save", "version": 2, "setup"'


def test_simulate_refuses_bad_player_counts_and_names_up_front(capsys):
    code, out, err = run(capsys, "simulate", "--games", "3", "--players", "2-7", "--json")
    assert code == 2 and "2 to 5 players" in err and out == ""
    code, out, err = run(capsys, "simulate", "--games", "3", "--players", "3", "--scheme", "Galactus", "--json")
    assert code == 2 and "Galactus" in err
