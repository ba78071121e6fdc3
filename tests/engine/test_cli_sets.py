"""The command line's card sets: --sets, --epic, cards --set."""

from __future__ import annotations

import json

from legendary_desktop.cli import main
from legendary_desktop.engine.catalog import catalog


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_setup_records_the_sets_and_defaults_to_core(capsys):
    code, out, _ = run(capsys, "setup", "--players", "3", "--seed", "2", "--json")
    assert code == 0 and json.loads(out)["sets"] == ["core"] and json.loads(out)["epic"] is False
    code, out, _ = run(capsys, "setup", "--players", "3", "--seed", "2", "--sets", "all", "--json")
    assert code == 0 and json.loads(out)["sets"] == catalog().sets()


def test_an_unknown_or_empty_set_is_refused_with_the_sets_that_have_cards(capsys):
    code, _, err = run(capsys, "setup", "--players", "3", "--sets", "core,nonsense")
    assert code == 2 and "nonsense" in err and "core" in err and "Traceback" not in err
    code, _, err = run(capsys, "cards", "--set", "nonsense")
    assert code == 2 and "nonsense" in err


def test_epic_on_for_a_mastermind_without_an_epic_side_plays_its_front(capsys):
    code, out, _ = run(capsys, "setup", "--players", "2", "--seed", "1", "--mastermind", "Loki", "--epic", "on",
                       "--json")
    assert code == 0 and json.loads(out)["epic"] is False


def test_cards_lists_one_set_with_classes_and_team(capsys):
    code, out, _ = run(capsys, "cards", "--json", "--set", "core")
    rows = json.loads(out)
    assert code == 0 and rows and all(r["set"] == "core" for r in rows)
    hulk = next(r for r in rows if r["name"] == "Hulk Smash!")
    assert hulk["classes"] == ["Strength"] and hulk["team"] == "Avengers" and hulk["copies"] == 1


def test_simulate_counts_individual_endings(capsys):
    code, out, _ = run(capsys, "simulate", "--games", "3", "--players", "2", "--seed", "5", "--sets", "all",
                       "--epic", "random", "--check-replay", "--json")
    data = json.loads(out)
    assert code == 0 and data["errors"] == 0 and "individual" in data["outcomes"]
    assert sum(data["outcomes"].values()) == 3
