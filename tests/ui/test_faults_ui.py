"""The window when files fail: one sentence per cause, the table keeps up, the app always starts."""

from __future__ import annotations

import errno
import os
import tempfile

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox, QPushButton

from legendary_desktop.bots import RandomBot
from legendary_desktop.persistence import storage
from legendary_desktop.persistence.save_file import load_game, to_json, write_atomic
from legendary_desktop.ui.app import choose_storage, use_storage
from legendary_desktop.ui.dialogs.load_dialog import LoadDialog


def disk_full(*args, **kwargs):
    raise OSError(errno.ENOSPC, "No space left on device")


def play(window, steps: int, seed: int = 1) -> None:
    window.controller.curtain_enabled = False
    bot = RandomBot(seed)
    for _ in range(steps):
        if window.model.game.over:
            return
        assert window.model.answer(bot.answer(window.model.game.pending))


def test_autosave_failure_is_told_once_and_the_table_keeps_updating(window, tmp_path, monkeypatch):
    use_storage(window, tmp_path)
    window.new_game(2, 4)
    play(window, 2)
    monkeypatch.setattr(os, "fsync", disk_full)
    lines = window.log_dock.lines
    play(window, 8)  # every answer is accepted although nothing can be written
    assert len(window.model.game.answers) == 10
    assert window.log_dock.lines == len(window.model.game.events) > lines  # the log keeps up
    assert window.stack.currentWidget() in (window.table, window.curtain) and window.model.pending is not None
    assert f"Turn {window.model.game.turn.number}" in window.windowTitle()  # the table was redrawn
    assert len(window.fault_notice.shown) == 1 and "disk is full" in window.fault_notice.shown[0]
    assert len(window.fault_notice.boxes) == 1 and "autosave" in window.fault_notice.label.text()
    undo_allowed = window.model.can_undo()
    assert window.model.undo() == undo_allowed  # undo still answers
    monkeypatch.undo()
    play(window, 1)
    assert load_game(tmp_path / "autosave.json").answers == window.model.game.answers  # caught up
    assert window.fault_notice.shown[-1] == "The game is being autosaved again."
    assert window.fault_notice.label.text() == ""


def test_data_folder_that_is_a_file_starts_and_plays_without_saving(window, tmp_path):
    folder = tmp_path / "data"
    folder.write_text("I am a file")
    assert use_storage(window, folder)
    assert window.model.storage.mode == storage.UNSAVED
    assert len(window.fault_notice.shown) == 1 and "it is a file" in window.fault_notice.shown[0]
    assert "nothing will be saved" in window.fault_notice.shown[0]
    window.new_game(3, 2)  # like --players 3
    play(window, 5)
    assert not window.offer_resume()
    assert folder.read_text() == "I am a file"


def test_read_only_data_folder_resumes_and_plays_without_saving(window, tmp_path, monkeypatch):
    use_storage(window, tmp_path)
    window.new_game(2, 6)
    play(window, 4)
    answers = window.model.game.replay_answers()

    def denied(*args, **kwargs):
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(tempfile, "mkstemp", denied)  # nothing can be created in the folder
    monkeypatch.setattr(os, "open", denied)
    window.model.storage.release()
    assert use_storage(window, tmp_path)
    assert window.model.storage.mode == storage.UNSAVED and "permission was denied" in window.fault_notice.shown[-1]
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    assert window.offer_resume()  # Resume reads the autosave even though nothing can be written
    assert window.model.game.answers == answers
    play(window, 3)
    window.new_game(3, 1)


def test_a_saves_path_that_is_a_file_does_not_stop_open_load_or_save(window, tmp_path, monkeypatch, qtbot):
    (tmp_path / "saves").write_text("not a folder")
    use_storage(window, tmp_path)
    window.new_game(2, 3)
    opened = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: opened.append(a[2]) or ("", ""))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)

    def choose_other_file(dialog):  # the Open dialog lists nothing: the player browses for another file
        assert "it is a file" in dialog.empty.text()
        other = next(b for b in dialog.findChildren(QPushButton) if b.text() == "Other File…")
        other.click()
        return 0

    monkeypatch.setattr(LoadDialog, "exec", choose_other_file)
    window.actions_by_name["open"].trigger()
    assert opened
    dialog = LoadDialog(window.model.storage.saves)
    qtbot.addWidget(dialog)
    assert "it is a file" in dialog.empty.text() and not dialog.open_button.isEnabled()
    warned = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(tmp_path / "saves" / "mine.json"), ""))
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warned.append(text))
    window.actions_by_name["save"].trigger()
    assert len(warned) == 1 and "can't be saved" in warned[0] and "a file is in the way" in warned[0]


def test_unwritable_history_still_shows_the_end_screen_and_statistics_open(window, tmp_path):
    (tmp_path / "history.jsonl").mkdir()  # can't be appended to, can't be read
    use_storage(window, tmp_path)
    window.new_game(2, 7)
    play(window, 5000, seed=7)
    assert window.model.game.over
    assert window.stack.currentWidget() is window.end_screen
    assert any("history" in m for m in window.fault_notice.shown)
    window.actions_by_name["stats"].trigger()
    from legendary_desktop.ui.dialogs.stats_window import StatsWindow

    stats = window.findChild(StatsWindow)
    assert stats is not None and "can't be read" in stats.text.toPlainText()
    (tmp_path / "history.jsonl").rmdir()  # the history can be written again
    window.new_game(2, 8)  # the next write catches up: the finished game reaches the history
    from legendary_desktop.persistence.history import read_history

    assert [r["seed"] for r in read_history(tmp_path / "history.jsonl")] == [7]
    assert window.fault_notice.shown[-1] == "The game history is being written again."


def test_second_instance_is_told_and_chooses_read_only_or_its_own_slot(tmp_path):
    first = choose_storage(tmp_path)
    assert first is not None and first.mode == storage.OWN and first.autosave == tmp_path / "autosave.json"
    asked = []
    ro = choose_storage(tmp_path, lambda folder, holder: asked.append(holder) or "read-only")
    assert ro is not None and ro.mode == storage.READ_ONLY and ro.autosave is None
    assert ro.resume == tmp_path / "autosave.json" and f"pid {os.getpid()}" in asked[0]
    slot = choose_storage(tmp_path, lambda *a: "slot")
    assert slot is not None and slot.mode == storage.SLOT and slot.autosave == tmp_path / "autosave-2.json"
    third = choose_storage(tmp_path, lambda *a: "slot")
    assert third is not None and third.autosave == tmp_path / "autosave-3.json"
    assert choose_storage(tmp_path, lambda *a: "quit") is None
    for s in (first, slot, third):
        s.release()
    again = choose_storage(tmp_path, lambda *a: pytest.fail("the lock was released"))
    assert again is not None and again.mode == storage.OWN
    again.release()


def test_stale_temporary_autosave_files_are_cleaned_when_the_folder_is_claimed(tmp_path):
    (tmp_path / ".autosave.json.k1ll3d.tmp").write_text('{"format"')
    (tmp_path / ".autosave-2.json.other.tmp").write_text("{")  # another slot's: not ours to clean
    claimed = choose_storage(tmp_path)
    assert claimed is not None
    assert sorted(p.name for p in tmp_path.glob(".*.tmp")) == [".autosave-2.json.other.tmp"]
    claimed.release()


def test_resume_offers_the_backup_when_the_autosave_parses_but_does_not_replay(window, tmp_path, monkeypatch):
    use_storage(window, tmp_path)
    window.new_game(2, 13)
    play(window, 6)
    previous = window.model.game.replay_answers()[:-1]
    doc = to_json(window.model.game)
    doc["answers"][2] = ["fight:999999"]
    write_atomic(tmp_path / "autosave.json", doc)  # valid JSON, a valid save document, but it does not replay
    asked = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda p, t, text: asked.append(text) or QMessageBox.StandardButton.Yes)
    assert window.offer_resume()  # as at the next start
    assert "previous autosave" in asked[-1] and "does not replay" in asked[-1]
    assert window.model.game.replay_answers() == previous
    assert (tmp_path / "autosave.damaged.json").exists()
    assert load_game(tmp_path / "autosave.previous.json").answers == previous  # the damage was not rotated in
    assert load_game(tmp_path / "autosave.json").answers == previous


def test_settings_that_cannot_be_written_are_told_once(window, tmp_path, monkeypatch):
    from PySide6.QtCore import QCoreApplication, QSettings

    monkeypatch.setattr(QCoreApplication, "organizationName", lambda: "LegendaryDesktop")  # as the app sets it
    blocked = tmp_path / "blocked.conf"
    blocked.mkdir()  # a folder where the settings file should be
    monkeypatch.setattr(QSettings, "fileName", lambda self: str(blocked))
    monkeypatch.setattr(QSettings, "status", lambda self: QSettings.Status.AccessError)
    action = window.actions_by_name["undo_past_reveals"]
    initial = action.isChecked()
    action.setChecked(not action.isChecked())
    action.setChecked(not action.isChecked())
    told = [m for m in window.fault_notice.shown if "preferences" in m]
    assert len(told) == 1 and str(blocked) in told[0] and "until the app is closed" in told[0]
    monkeypatch.setattr(QSettings, "status", lambda self: QSettings.Status.NoError)  # writable again
    action.setChecked(not action.isChecked())
    assert window.fault_notice.shown[-1] == "Your preferences are being saved again."
    action.setChecked(not action.isChecked())  # leave the preference as it was for the tests that follow
    assert action.isChecked() == initial


def test_export_failure_is_one_sentence(window, tmp_path, monkeypatch):
    (tmp_path / "file").write_text("x")
    window.new_game(2, 1)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / "file" / "log.txt"), ""))
    warned = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warned.append(text))
    window.actions_by_name["export_log"].trigger()
    assert len(warned) == 1 and warned[0].startswith("The game log can't be exported to ")
    assert "a file is in the way" in warned[0] and warned[0].endswith(".")


def test_old_temporary_save_and_summary_files_are_cleaned_when_the_folder_is_claimed(tmp_path):
    (tmp_path / "saves").mkdir()
    old = [tmp_path / ".history.summary.json.a1.tmp", tmp_path / "saves" / ".mine.json.b2.tmp"]
    fresh = tmp_path / "saves" / ".other.json.c3.tmp"  # perhaps being written by another window right now
    for path in [*old, fresh]:
        path.write_text("{")
    for path in old:
        os.utime(path, (1_000_000, 1_000_000))
    claimed = choose_storage(tmp_path)
    assert claimed is not None
    assert not any(p.exists() for p in old) and fresh.exists()
    claimed.release()
