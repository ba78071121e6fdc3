"""benchmarks/ab_bots.py: its overrides change what they name (and refuse a name nothing has), and two runs
of the same setups are compared game by game."""

from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path

import pytest

from legendary_desktop.bots import strong, weights

ROOT = Path(__file__).resolve().parents[2]


def _module():
    if str(ROOT / "benchmarks") not in sys.path:
        sys.path.insert(0, str(ROOT / "benchmarks"))
    return importlib.import_module("ab_bots")  # by name: the worker processes find its functions


def test_set_changes_the_number_it_names(monkeypatch: pytest.MonkeyPatch) -> None:
    ab = _module()
    monkeypatch.setitem(weights.E, "escape", weights.E["escape"])
    monkeypatch.setitem(weights.W, "fight_base", weights.W["fight_base"])
    monkeypatch.setattr(strong, "MAX_RECRUITS", strong.MAX_RECRUITS)
    ab.apply(["E.escape=7.5", "W.fight_base=0.25", "legendary_desktop.bots.strong.MAX_RECRUITS=5"])
    assert weights.E["escape"] == 7.5
    assert weights.W["fight_base"] == 0.25
    assert strong.MAX_RECRUITS == 5 and isinstance(strong.MAX_RECRUITS, int)


def test_set_refuses_an_unknown_number() -> None:
    ab = _module()
    with pytest.raises(SystemExit, match="no number"):
        ab.apply(["E.no_such_weight=1"])
    with pytest.raises(SystemExit, match="expected"):
        ab.apply(["escape"])


def test_compare_counts_the_games_only_one_run_won(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    ab = _module()
    first = tmp_path / "a.json"
    assert ab.main(["run", "--strength", "easy", "--games", "2", "--jobs", "1", "--out", str(first)]) == 0
    run = json.loads(first.read_text(encoding="utf-8"))
    assert len(run["results"]) == 2 and len(run["per_game"]) == 2
    assert run["seed"] == 99 and all(g["seed"] >= 2**31 for g in run["per_game"])  # the tuning's range
    flipped = dict(run, results="".join("0" if r == "1" else "1" for r in run["results"]))
    second = tmp_path / "b.json"
    second.write_text(json.dumps(flipped), encoding="utf-8")
    ab.main(["compare", str(first), str(second)])
    wins = run["results"].count("1")
    assert f"only the first won {wins}, only the second {2 - wins}" in capsys.readouterr().out
