"""The autosave and its backup, written so that a failure or a kill never loses the last good state.

The new state is written to a temporary file and fsynced first. Only then is the old autosave
kept as the backup (a hard link, or a copy where links are not possible) and the new file
renamed over the autosave. Each step is atomic, so at every moment `autosave.json` is a
complete state: the old one until the final rename, the new one after it. A failed write
leaves both files as they were. Temporary files left by a kill are removed at the next start.
"""

from __future__ import annotations

import contextlib
import os
import shutil
from pathlib import Path
from typing import Any

from legendary_desktop.persistence.save_file import write_temp


def backup_path(autosave: Path) -> Path:
    return autosave.with_name(autosave.stem + ".previous.json")


def write_autosave(autosave: Path, data: dict[str, Any]) -> None:
    """Write `data` as the autosave and keep the old autosave as the backup. Raises OSError."""
    tmp = write_temp(autosave, data)
    try:
        if autosave.exists():
            _keep_as_backup(autosave)
        os.replace(tmp, autosave)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def _keep_as_backup(autosave: Path) -> None:
    """Make the backup the current autosave, without ever removing the autosave itself."""
    backup = backup_path(autosave)
    link = backup.with_name(f".{backup.name}.{os.getpid()}.tmp")
    with contextlib.suppress(FileNotFoundError):
        link.unlink()
    try:
        try:
            os.link(autosave, link)
        except OSError:  # no hard links here (some file systems): a copy, fsynced
            shutil.copyfile(autosave, link)
            with open(link, "rb+") as f:
                os.fsync(f.fileno())
        os.replace(link, backup)
    except OSError:
        # The backup stays one step older; the new autosave matters more than the rotation.
        with contextlib.suppress(OSError):
            link.unlink()


def stale_temp_files(autosave: Path) -> list[Path]:
    """Temporary files of this autosave and its backup (left by a kill or a power cut)."""
    found: list[Path] = []
    for name in (autosave.name, backup_path(autosave).name):
        with contextlib.suppress(OSError):
            found += autosave.parent.glob(f".{name}.*.tmp")
    return sorted(found)


def clean_stale_temp_files(autosave: Path) -> int:
    """Remove them (call only while holding the folder's lock); returns how many were removed."""
    removed = 0
    for path in stale_temp_files(autosave):
        with contextlib.suppress(OSError):
            path.unlink()
            removed += 1
    return removed
