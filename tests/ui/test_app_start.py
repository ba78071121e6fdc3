"""The app always starts, whatever the data folder's state; if it can't save, it says so and plays."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from legendary_desktop.persistence import storage
from legendary_desktop.persistence.lock import FolderLock
from legendary_desktop.ui import app as app_module
from legendary_desktop.ui.main_window import MainWindow


@pytest.fixture
def started(qapp, monkeypatch):
    """Run the app's start-up; `seen` is the main window as it stood when the event loop would begin."""
    seen: dict[str, object] = {}

    def exec_(self) -> int:
        windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
        window = windows[-1]
        seen.update(window=window, storage=window.model.storage, shown=list(window.fault_notice.shown),
                    game=window.model.game, label=window.fault_notice.label.text())
        window.close()
        return 0

    monkeypatch.setattr(QApplication, "exec", exec_)
    names = (qapp.applicationName(), qapp.organizationName())
    yield seen
    qapp.setApplicationName(names[0])
    qapp.setOrganizationName(names[1])


def test_data_folder_that_is_a_file_starts_plays_and_says_so(started, tmp_path, monkeypatch):
    folder = tmp_path / "data"
    folder.write_text("a file")
    monkeypatch.setenv("LEGENDARY_DESKTOP_DATA", str(folder))
    assert app_module.run(["--players", "3", "--seed", "4"]) == 0
    assert started["storage"].mode == storage.UNSAVED and started["game"] is not None
    assert any("data folder can't be used" in m and "it is a file" in m for m in started["shown"])
    assert started["label"] == "Not saving"


def test_a_second_instance_is_told_and_can_quit_or_open_read_only(started, tmp_path, monkeypatch):
    monkeypatch.setenv("LEGENDARY_DESKTOP_DATA", str(tmp_path))
    other = FolderLock(storage.lock_for(tmp_path, 1))
    assert other.acquire()  # the first instance
    monkeypatch.setattr(app_module, "ask_second_instance", lambda folder, holder: "quit")
    assert app_module.run([]) == 0 and "window" not in started
    monkeypatch.setattr(app_module, "ask_second_instance", lambda folder, holder: "read-only")
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    assert app_module.run(["--players", "2"]) == 0
    assert started["storage"].mode == storage.READ_ONLY and started["label"] == "Read-only: no autosave"
    assert not (tmp_path / "autosave.json").exists()  # the read-only window wrote no autosave
    other.release()


def test_the_first_instance_owns_the_autosave_and_cleans_stale_temporary_files(started, tmp_path, monkeypatch):
    monkeypatch.setenv("LEGENDARY_DESKTOP_DATA", str(tmp_path))
    (tmp_path / ".autosave.json.dead.tmp").write_text("{")
    assert app_module.run(["--players", "2"]) == 0
    assert started["storage"].mode == storage.OWN and (tmp_path / "autosave.json").exists()
    assert not list(tmp_path.glob(".autosave.json.*.tmp"))
    assert FolderLock(storage.lock_for(tmp_path, 1)).acquire()  # released when the app ended


def test_a_data_folder_path_too_long_for_the_os_starts_and_says_it_plays_without_saving(started, tmp_path,
                                                                                      monkeypatch):
    folder = tmp_path / ("a-folder-name-longer-than-any-file-system-allows-" * 8)  # over 255 characters
    monkeypatch.setenv("LEGENDARY_DESKTOP_DATA", str(folder))
    assert app_module.run([]) == 0  # no traceback: the start offers no game to resume, and plays
    assert started["storage"].mode == storage.UNSAVED and started["label"] == "Not saving"
    assert any("data folder can't be used" in m for m in started["shown"])


def test_a_data_folder_that_cant_even_be_examined_starts_and_says_it_plays_without_saving(started, tmp_path,
                                                                                        monkeypatch):
    import pathlib

    folder = tmp_path / "data"
    monkeypatch.setenv("LEGENDARY_DESKTOP_DATA", str(folder))
    real_stat = pathlib.Path.stat

    def stat(self, *args, **kwargs):
        if str(self).startswith(str(folder)):
            raise PermissionError(13, "Permission denied", str(self))
        return real_stat(self, *args, **kwargs)

    monkeypatch.setattr(pathlib.Path, "stat", stat)
    monkeypatch.setattr(pathlib.Path, "mkdir", lambda self, *a, **k: stat(self))
    assert app_module.run([]) == 0
    assert started["storage"].mode == storage.UNSAVED and started["label"] == "Not saving"
    assert any("data folder can't be used" in m for m in started["shown"])
