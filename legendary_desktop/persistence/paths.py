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

from platformdirs import user_cache_path, user_config_path, user_data_path

from legendary_desktop.persistence.faults import reason

APP_DIR = "legendary-desktop"
APP_AUTHOR = "LegendaryDesktop"


def data_dir() -> Path:
    override = os.environ.get("LEGENDARY_DESKTOP_DATA")
    path = Path(override) if override else user_data_path(APP_DIR, APP_AUTHOR)
    with contextlib.suppress(OSError, ValueError):
        path.mkdir(parents=True, exist_ok=True)
    return path


def folder_problem(path: Path) -> str | None:
    """Why files can't be kept in `path` (made if missing), or None if a file can be written there."""
    try:
        if path.exists() and not path.is_dir():
            return "it is a file, not a folder"
        path.mkdir(parents=True, exist_ok=True)
        fd, probe = tempfile.mkstemp(prefix=".probe-", suffix=".tmp", dir=path)
        os.close(fd)
        os.unlink(probe)
    except OSError as err:
        return reason(err)
    except ValueError:  # a path holding a NUL character: no OS takes it
        return "its path holds a character no file system allows"
    return None


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def autosave_backup_path() -> Path:
    return data_dir() / "autosave.previous.json"


def history_path() -> Path:
    return data_dir() / "history.jsonl"


def known_folders() -> list[tuple[str, str]]:
    """Every folder the app knows that may name the player: (path, what a report shows instead).

    The data folder both ways it may be chosen (`LEGENDARY_DESKTOP_DATA` and the platform's default), the
    saves, config and cache folders, the temporary folder and the home folder, each also as the OS resolves
    it (macOS shows /var as /private/var). Nothing here raises."""
    found: list[tuple[str, str]] = []

    def add(path: object, shown: str) -> None:
        text = str(path)
        found.append((text, shown))
        with contextlib.suppress(OSError, ValueError):
            found.append((os.path.realpath(text), shown))

    override = os.environ.get("LEGENDARY_DESKTOP_DATA")
    for folder, shown in ((override, "<data>"), (os.environ.get("XDG_CONFIG_HOME"), "<config>"),
                          (os.environ.get("XDG_CACHE_HOME"), "<cache>"), (os.environ.get("TMPDIR"), "<temp>")):
        if folder:
            add(folder, shown)
            if shown == "<data>":
                add(Path(folder) / "saves", "<saves>")
    for make, shown in ((user_data_path, "<data>"), (user_config_path, "<config>"), (user_cache_path, "<cache>")):
        with contextlib.suppress(Exception):  # platformdirs reads the environment and the registry
            add(make(APP_DIR, APP_AUTHOR), shown)
            add(make(), shown)  # the platform's folder for every app's data, config or cache
    with contextlib.suppress(Exception):
        add(user_data_path(APP_DIR, APP_AUTHOR) / "saves", "<saves>")
    with contextlib.suppress(Exception):
        add(tempfile.gettempdir(), "<temp>")
    with contextlib.suppress(Exception):  # Path.home raises when the home folder can't be found
        add(Path.home(), "~")
    return [(folder, shown) for folder, shown in dict.fromkeys(found) if not _root(folder)]


def _root(folder: str) -> bool:
    """A root ("/", "C:\\") or nothing: it names no one, and is in every path."""
    stripped = folder.strip().rstrip("/\\")
    return len(stripped) <= 2 and (not stripped or stripped.endswith(":") or len(stripped) == 1)
