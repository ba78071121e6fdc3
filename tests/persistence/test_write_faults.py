"""Write failures: told once per cause, the game goes on in memory, the next good write catches up,
and the autosave is never lost (new file written and fsynced first, then the backup rotated)."""

from __future__ import annotations

import errno
import json
import os

import pytest

from legendary_desktop.bots import RandomBot
from legendary_desktop.engine.positions import default_setup
from legendary_desktop.persistence import autosave as autosave_module
from legendary_desktop.persistence.autosave import clean_stale_temp_files, stale_temp_files, write_autosave
from legendary_desktop.persistence.faults import Faults
from legendary_desktop.persistence.history import read_history
from legendary_desktop.persistence.save_file import load_game, to_json
from legendary_desktop.persistence.session import Session


def new_session(tmp_path, faults=None) -> Session:
    return Session.new(default_setup(2, "Magneto", "Midtown Bank Robbery"), 9, autosave=tmp_path / "autosave.json",
                       history=tmp_path / "history.jsonl", faults=faults)


def failing(monkeypatch, target, name, code):
    def fail(*args, **kwargs):
        raise OSError(code, os.strerror(code))
    monkeypatch.setattr(target, name, fail)


@pytest.mark.parametrize(("code", "reason"), [
    (errno.ENOSPC, "the disk is full"),
    (errno.EACCES, "permission was denied"),
    (errno.EROFS, "the disk is read-only"),
])
def test_autosave_failure_is_told_once_and_the_game_goes_on_then_catches_up(tmp_path, monkeypatch, code, reason):
    faults = Faults()
    s = new_session(tmp_path, faults)
    bot = RandomBot(1)
    s.decide(bot.answer(s.game.pending))
    good = (tmp_path / "autosave.json").read_bytes()
    failing(monkeypatch, os, "fsync", code)
    for _ in range(6):
        s.decide(bot.answer(s.game.pending))  # no exception: the game goes on in memory
    assert len(s.game.answers) == 7
    assert len(faults.told) == 1 and reason in faults.told[0] and "autosave" in faults.told[0]
    assert faults.told[0].count(".") <= 2 + str(tmp_path).count(".")  # one sentence
    assert (tmp_path / "autosave.json").read_bytes() == good  # the last good autosave is kept
    assert not stale_temp_files(tmp_path / "autosave.json")
    monkeypatch.undo()
    s.decide(bot.answer(s.game.pending))
    assert load_game(tmp_path / "autosave.json").answers == s.game.answers  # caught up
    assert faults.told[-1] == "The game is being autosaved again." and not faults.active


def test_a_new_cause_is_told_again(tmp_path, monkeypatch):
    faults = Faults()
    s = new_session(tmp_path, faults)
    bot = RandomBot(2)
    failing(monkeypatch, os, "fsync", errno.ENOSPC)
    s.decide(bot.answer(s.game.pending))
    failing(monkeypatch, os, "fsync", errno.EACCES)
    s.decide(bot.answer(s.game.pending))
    s.decide(bot.answer(s.game.pending))
    assert [("full" in t, "permission" in t) for t in faults.told] == [(True, False), (False, True)]


def test_data_folder_that_is_a_file_is_a_fault_not_a_crash(tmp_path):
    (tmp_path / "data").write_text("not a folder")
    faults = Faults()
    s = Session.new(default_setup(2, "Magneto", "Midtown Bank Robbery"), 9, autosave=tmp_path / "data" / "a.json",
                    faults=faults)
    s.decide(RandomBot(1).answer(s.game.pending))
    assert len(faults.told) == 1 and "a file is in the way" in faults.told[0]


def test_unwritable_history_keeps_the_record_and_writes_it_when_it_can(tmp_path, monkeypatch):
    faults = Faults()
    s = new_session(tmp_path, faults)
    bot = RandomBot(3)
    failing(monkeypatch, autosave_module, "write_temp", errno.EACCES)  # both files fail
    real_append = os.open

    def deny(path, *args, **kwargs):
        if str(path).endswith("history.jsonl"):
            raise PermissionError(errno.EACCES, "Permission denied")
        return real_append(path, *args, **kwargs)

    monkeypatch.setattr(os, "open", deny)
    while not s.game.over:
        s.decide(bot.answer(s.game.pending))
    assert s.game.over and {"autosave", "history"} <= set(faults.active)
    assert not (tmp_path / "history.jsonl").exists()
    monkeypatch.undo()
    s.save_autosave()  # the next write that works catches up
    records = read_history(tmp_path / "history.jsonl")
    assert len(records) == 1 and records[0]["result"] == s.game.outcome.result
    assert load_game(tmp_path / "autosave.json").over and not faults.active


def test_disk_full_while_writing_keeps_both_autosave_and_backup(tmp_path, monkeypatch):
    s = new_session(tmp_path)
    bot = RandomBot(4)
    for _ in range(3):
        s.decide(bot.answer(s.game.pending))
    autosave, backup = (tmp_path / "autosave.json").read_bytes(), (tmp_path / "autosave.previous.json").read_bytes()
    failing(monkeypatch, os, "fsync", errno.ENOSPC)
    s.decide(bot.answer(s.game.pending))
    assert (tmp_path / "autosave.json").read_bytes() == autosave
    assert (tmp_path / "autosave.previous.json").read_bytes() == backup


class Killed(BaseException):
    pass


@pytest.mark.parametrize("kill_at", range(6))
def test_a_kill_at_any_step_leaves_the_newest_fully_written_state_as_the_autosave(tmp_path, monkeypatch, kill_at):
    """Every file-system step of an autosave is a point where a kill may land; none loses the autosave."""
    s = new_session(tmp_path)
    bot = RandomBot(5)
    for _ in range(3):
        s.decide(bot.answer(s.game.pending))
    old = load_game(tmp_path / "autosave.json").answers
    s.game.decide(bot.answer(s.game.pending))
    new = s.game.replay_answers()
    steps = {"n": 0}

    def step(real):
        def run(*args, **kwargs):
            if steps["n"] == kill_at:
                raise Killed
            steps["n"] += 1
            return real(*args, **kwargs)
        return run

    for name in ("fsync", "replace", "link"):
        monkeypatch.setattr(os, name, step(getattr(os, name)))
    monkeypatch.setattr(os, "unlink", lambda *a, **k: None)  # a killed process cleans nothing up
    killed = False
    try:
        write_autosave(tmp_path / "autosave.json", to_json(s.game))
    except Killed:
        killed = True
    monkeypatch.undo()
    assert killed == (kill_at < 4)  # fsync, link, replace (backup), replace (autosave)
    loaded = load_game(tmp_path / "autosave.json").answers
    assert loaded == (new if not killed else old)
    assert load_game(tmp_path / "autosave.previous.json").answers in (old, old[:-1])
    if killed:
        assert clean_stale_temp_files(tmp_path / "autosave.json") >= 1
    assert not stale_temp_files(tmp_path / "autosave.json")


def test_stale_temporary_files_are_found_and_cleaned(tmp_path):
    for name in (".autosave.json.abc123.tmp", ".autosave.previous.json.77.tmp"):
        (tmp_path / name).write_text("{")
    (tmp_path / ".other.json.x.tmp").write_text("{")  # not the autosave's: left alone
    assert clean_stale_temp_files(tmp_path / "autosave.json") == 2
    assert sorted(p.name for p in tmp_path.iterdir()) == [".other.json.x.tmp"]


def test_autosave_write_is_new_file_first_then_rotation(tmp_path, monkeypatch):
    s = new_session(tmp_path)
    calls = []
    real_replace = os.replace

    def spy(src, dst):
        calls.append((os.path.basename(src), os.path.basename(dst), os.path.exists(tmp_path / "autosave.json")))
        return real_replace(src, dst)

    monkeypatch.setattr(os, "replace", spy)
    s.decide(RandomBot(6).answer(s.game.pending))
    assert [c[1] for c in calls] == ["autosave.previous.json", "autosave.json"]
    assert all(present for *_, present in calls)  # the autosave is never missing
    assert json.loads((tmp_path / "autosave.previous.json").read_text())["answers"] == []
