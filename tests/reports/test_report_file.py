"""The report file: exactly what it should hold and nothing else; reading it back; a recorded internal error."""

from __future__ import annotations

import json
import platform
from pathlib import Path

import pytest

from legendary_desktop import cli, report
from legendary_desktop.bots import RandomBot
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.spec import Setup
from legendary_desktop.persistence import paths
from legendary_desktop.persistence.save_file import SaveError, to_json, write_atomic
from legendary_desktop.setup.randomizer import random_setup

ROOT = Path(__file__).resolve().parents[2]


def played(answers: int = 40, seed: int = 3, names: tuple[str, ...] = ()) -> Game:
    setup = random_setup(3, seed)
    if names:
        setup = Setup(**{**setup.__dict__, "names": names})
    game = Game(setup, seed)
    bot = RandomBot(seed)
    while game.pending is not None and len(game.answers) < answers:
        game.decide(bot.answer(game.pending))
    return game


def test_a_report_holds_the_save_decision_versions_os_log_and_description_only():
    game = played(names=("Ann", "Bob", "Cy"))
    doc = report.build_report(game, "  The Bank ambush took two Bystanders.  ", "6.9.1")
    assert tuple(doc) == report.KEYS
    assert doc["description"] == "The Bank ambush took two Bystanders."
    assert doc["save"]["answers"] == game.answers and doc["save"]["seed"] == game.seed
    assert doc["save"]["setup"] == game.setup.to_json()
    assert doc["decision"] == {"number": len(game.answers) + 1, "player": game.pending.player,
                               "kind": game.pending.kind, "prompt": game.pending.prompt,
                               "options": game.pending.labels}
    assert doc["log"] == [f"T{e.turn} {e.text}" for e in game.events]
    assert doc["qt"] == "6.9.1" and doc["python"].endswith(platform.python_version())
    assert doc["os"] == {"system": platform.system(), "release": platform.release(), "machine": platform.machine()}
    assert doc["error"] is None
    text = json.dumps(doc)
    for private in (str(Path.home()), str(paths.data_dir()), str(ROOT), platform.node()):
        assert private not in text, f"the report names {private!r}"
    assert "saved_at" not in text
    assert {"Ann", "Bob", "Cy"} <= set(doc["save"]["meta"]["players"])


def test_a_long_description_is_cut_to_a_paragraph():
    doc = report.build_report(played(5), "x" * 10_000, None)
    assert len(doc["description"]) == report.MAX_DESCRIPTION


def test_written_report_replays_to_the_same_decision_and_position(tmp_path, capsys):
    game = played(60)
    path = report.write_report(report.build_report(game, "check", "6.9.1"), tmp_path)
    again = report.write_report(report.build_report(game, "check", "6.9.1"), tmp_path)
    assert path != again and path.parent == tmp_path and path.name.startswith("report-")  # never overwritten
    replayed = report.replay_file(path)
    assert replayed.reached and replayed.retry is None
    assert replayed.game.zones() == game.zones() and replayed.game.pending.labels == game.pending.labels
    assert cli.main(["replay", str(path)]) == 0
    assert "Reached the reported decision." in capsys.readouterr().out


def test_a_report_that_no_longer_reaches_its_decision_says_so(tmp_path, capsys):
    game = played(60)
    doc = report.build_report(game, "check", None)
    doc["save"]["answers"] = doc["save"]["answers"][:-1]  # as if the rules had changed what comes next
    path = tmp_path / "report.json"
    write_atomic(path, doc)
    assert not report.replay_file(path).reached
    assert cli.main(["replay", str(path), "--json"]) == 1
    assert json.loads(capsys.readouterr().out)["report"]["reached"] is False


def test_plain_saves_still_replay_and_bad_reports_are_refused(tmp_path, capsys):
    game = played(30)
    save = tmp_path / "save.json"
    write_atomic(save, to_json(game))
    replayed = report.replay_file(save)
    assert replayed.report is None and replayed.game.zones() == game.zones()
    future = tmp_path / "future.json"
    write_atomic(future, {**report.build_report(game, "", None), "version": report.VERSION + 1})
    with pytest.raises(SaveError, match="report format version"):
        report.replay_file(future)
    assert cli.main(["replay", str(future)]) == cli.EXIT_USAGE
    assert "report format version" in capsys.readouterr().err


def boom(game: Game) -> None:
    raise KeyError(f"no such card in {Path.home() / 'secret' / 'folder'}")


def test_an_internal_error_is_recorded_without_paths_and_retried_on_replay(tmp_path):
    game = played(30)
    answer = game.pending.labels[0]
    try:
        boom(game)
    except KeyError as exc:
        fault = report.Fault.from_exception(answer, exc)
    assert fault.answer == [answer] and fault.error == "KeyError"
    assert str(Path.home()) not in fault.message and "~/secret/folder" in fault.message.replace("\\", "/")
    assert fault.where and all(not Path(w.split(":")[0]).is_absolute() for w in fault.where)
    assert fault.where[-1].endswith("in boom")
    doc = report.build_report(game, "it crashed", None, fault)
    assert doc["error"]["answer"] == [answer]
    assert any("internal error" in line for line in report.contents(doc))
    path = report.write_report(doc, tmp_path)
    replayed = report.replay_file(path)
    assert replayed.reached and replayed.retry == "accepted"  # this engine takes the answer without failing
    assert len(replayed.game.answers) == len(game.answers)  # the retry ran on a copy


def test_the_report_module_and_cli_replay_import_no_qt(tmp_path):
    import subprocess
    import sys

    path = report.write_report(report.build_report(played(20), "", None), tmp_path)
    code = ("import sys\nfrom legendary_desktop import cli\n"
            f"assert cli.main(['replay', {str(path)!r}]) == 0\n"
            "bad = [n for n in sys.modules if n.startswith(('PySide6', 'shiboken'))]\nassert not bad, bad\n")
    subprocess.run([sys.executable, "-c", code], check=True, capture_output=True)


@pytest.mark.parametrize(("filename", "shown"), [
    ("/home/ann/src/legendary_desktop/engine/game.py", "engine/game.py"),
    ("legendary_desktop/ui/app.py", "ui/app.py"),  # a frozen bundle's relative paths
    (r"C:\Users\Ann\AppData\Local\Programs\Legendary Desktop\_internal\legendary_desktop\cli.py", "cli.py"),
    ("/usr/lib/python3.11/contextlib.py", "contextlib.py"),
])
def test_traceback_places_never_show_a_full_path(filename, shown):
    assert report._where(filename.replace("\\", "/")) == shown


def test_a_report_of_a_game_dealt_from_a_secret_replays_and_its_contents_do_not_show_the_secret(tmp_path):
    from legendary_desktop.engine.deal import Deal

    deal = Deal(bytes(range(16)), 9)
    g = Game(random_setup(2, 9), deal)
    bot = RandomBot(2)
    for _ in range(30):
        g.decide(bot.answer(g.pending))
    doc = report.build_report(g, "odd", None)
    assert doc["save"]["deal"] == deal.code() and "seed" not in doc["save"]
    lines = report.contents(doc)
    assert any("its secret deal" in line for line in lines)
    assert not any(deal.key.hex() in line for line in lines)
    path = tmp_path / "r.report.json"
    write_atomic(path, doc)
    replayed = report.replay_file(path)
    assert replayed.reached and replayed.game.seed == deal and replayed.game.events == g.events
