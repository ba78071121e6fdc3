"""Where the app keeps its files: the per-user data directory from platformdirs.

- Linux: ``~/.local/share/legendary-desktop``
- macOS: ``~/Library/Application Support/legendary-desktop``
- Windows: ``%LOCALAPPDATA%\\LegendaryDesktop\\legendary-desktop``

``LEGENDARY_DESKTOP_DATA`` overrides it (tests, portable installs).
"""

from __future__ import annotations

import os
from pathlib import Path

from platformdirs import user_data_path

APP_DIR = "legendary-desktop"
APP_AUTHOR = "LegendaryDesktop"


def data_dir() -> Path:
    override = os.environ.get("LEGENDARY_DESKTOP_DATA")
    path = Path(override) if override else user_data_path(APP_DIR, APP_AUTHOR)
    path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def autosave_backup_path() -> Path:
    return data_dir() / "autosave.previous.json"


def history_path() -> Path:
    return data_dir() / "history.jsonl"
