"""Where the app keeps its files: the per-user data directory from platformdirs.

- Linux: ``~/.local/share/legendary-desktop``
- macOS: ``~/Library/Application Support/legendary-desktop``
- Windows: ``%LOCALAPPDATA%\\LegendaryDesktop\\legendary-desktop``

``LEGENDARY_DESKTOP_DATA`` overrides it (tests, portable installs).

Nothing here raises when the folder can't be made: `folder_problem` says why, and the app
then plays without saving (see `storage`).
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

from platformdirs import user_data_path

from legendary_desktop.persistence.faults import reason

APP_DIR = "legendary-desktop"
APP_AUTHOR = "LegendaryDesktop"


def data_dir() -> Path:
    override = os.environ.get("LEGENDARY_DESKTOP_DATA")
    path = Path(override) if override else user_data_path(APP_DIR, APP_AUTHOR)
    with contextlib.suppress(OSError):
        path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    path = data_dir() / "saves"
    with contextlib.suppress(OSError):
        path.mkdir(parents=True, exist_ok=True)
    return path


def folder_problem(path: Path) -> str | None:
    """Why files can't be kept in `path` (made if missing), or None if a file can be written there."""
    if path.exists() and not path.is_dir():
        return "it is a file, not a folder"
    try:
        path.mkdir(parents=True, exist_ok=True)
        fd, probe = tempfile.mkstemp(prefix=".probe-", suffix=".tmp", dir=path)
        os.close(fd)
        os.unlink(probe)
    except OSError as err:
        return reason(err)
    return None


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def autosave_backup_path() -> Path:
    return data_dir() / "autosave.previous.json"


def history_path() -> Path:
    return data_dir() / "history.jsonl"
