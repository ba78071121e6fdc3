"""Every problem report in tests/reports is a regression test.

`NAME.report.json` is a report as the app writes it (Help → Report a Problem); `NAME.expected.json`
beside it says what replaying it must give:

    {"reached": true,            # `cli replay` gets back to the decision the report recorded
     "retry": "accepted",        # after an internal error: what the failed answer must do now
     "facts": {"turn": 5, "vp": [3, 0], "zones": {"p0.hand": 6}, ...}}   # any subset of report.facts()

For a bug, write the facts as they *should* be; the test fails until the fix. After an intended
rules change, `UPDATE_REPORTS=1 python3 dev.py test tests/reports` rewrites them from the replay
(review the diff).
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from legendary_desktop import cli
from legendary_desktop.report import facts, replay_file

HERE = Path(__file__).resolve().parent
REPORTS = sorted(HERE.glob("*.report.json"))


def expected_path(report: Path) -> Path:
    return report.with_name(report.name.removesuffix(".report.json") + ".expected.json")


def subset_mismatches(expected: Any, actual: Any, where: str = "facts") -> list[str]:
    """Where `actual` differs from `expected`, looking only at the keys `expected` names."""
    if isinstance(expected, dict) and isinstance(actual, dict):
        out = []
        for key, value in expected.items():
            if key not in actual:
                out.append(f"{where}.{key}: missing")
            else:
                out += subset_mismatches(value, actual[key], f"{where}.{key}")
        return out
    return [] if expected == actual else [f"{where}: expected {expected!r}, got {actual!r}"]


def test_there_are_reports_to_replay():
    assert len(REPORTS) >= 2
    for report in REPORTS:
        assert expected_path(report).exists(), f"{report.name} has no {expected_path(report).name} beside it"


@pytest.mark.parametrize("report", REPORTS, ids=[r.name.removesuffix(".report.json") for r in REPORTS])
def test_report_replays_to_its_expected_outcome(report, capsys):
    code = cli.main(["replay", str(report), "--json"])
    printed = json.loads(capsys.readouterr().out)
    replayed = replay_file(report)
    actual = {"reached": replayed.reached, "retry": replayed.retry, "facts": facts(replayed.game)}
    if os.environ.get("UPDATE_REPORTS"):
        expected_path(report).write_text(json.dumps(actual, indent=2) + "\n", encoding="utf-8")
    expected = json.loads(expected_path(report).read_text(encoding="utf-8"))
    assert code == (0 if expected["reached"] else 1)
    assert printed["report"]["reached"] is expected["reached"]
    assert printed["decisions"] == actual["facts"]["answers"]
    assert replayed.retry == expected.get("retry")
    assert not subset_mismatches(expected["facts"], actual["facts"]), subset_mismatches(expected["facts"],
                                                                                         actual["facts"])


def test_subset_comparison_sees_a_difference():
    assert subset_mismatches({"vp": [3, 1], "zones": {"p0.hand": 6}}, {"vp": [3, 1], "zones": {"p0.hand": 6,
                                                                                                "ko": 2}}) == []
    assert subset_mismatches({"vp": [3, 2]}, {"vp": [3, 1]}) == ["facts.vp: expected [3, 2], got [3, 1]"]
    assert subset_mismatches({"zones": {"x": 1}}, {"zones": {}}) == ["facts.zones.x: missing"]
