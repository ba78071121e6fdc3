"""Where this app instance keeps its files, and what it may write.

The first instance on a data folder owns its autosave (slot 1: `autosave.json`), held by
the lock `autosave.lock`. Another instance may open the folder read-only (no autosave) or
take a slot of its own (`autosave-2.json` with `autosave-2.lock`, and so on). Every
instance appends finished games to the one history log; appends are single writes, so
none is lost. If the folder can't be used at all, the app plays without saving and says why.
"""

from __future__ import annotations

import contextlib
import time
from dataclasses import dataclass, field
from pathlib import Path

from legendary_desktop.persistence import paths
from legendary_desktop.persistence.autosave import clean_stale_temp_files
from legendary_desktop.persistence.faults import reason
from legendary_desktop.persistence.history import HistoryLog
from legendary_desktop.persistence.lock import FolderLock

MAX_SLOTS = 9
SHARED_TEMP_AGE = 3600  # seconds: a temporary save or summary file this old was left by a kill

OWN, SLOT, READ_ONLY, UNSAVED = "own", "slot", "read-only", "unsaved"


def autosave_for(folder: Path, slot: int) -> Path:
    return folder / ("autosave.json" if slot == 1 else f"autosave-{slot}.json")


def lock_for(folder: Path, slot: int) -> Path:
    return folder / ("autosave.lock" if slot == 1 else f"autosave-{slot}.lock")


@dataclass
class Storage:
    folder: Path
    autosave: Path | None  # None: this instance does not autosave
    history: HistoryLog | None  # None: finished games are not recorded
    mode: str = OWN
    slot: int = 1
    problem: str | None = None  # why nothing is saved, when the folder can't be used
    lock: FolderLock | None = field(default=None, repr=False)
    resume: Path | None = None  # the autosave offered at start (read even when nothing is written)

    def __post_init__(self) -> None:
        if self.resume is None:
            self.resume = self.autosave

    @property
    def saves(self) -> Path:
        return self.folder / "saves"

    def release(self) -> None:
        if self.lock is not None:
            self.lock.release()


def unlocked(folder: Path | None = None) -> Storage:
    """The data folder's files without taking the lock (for tests and embedded windows)."""
    folder = folder or paths.data_dir()
    return Storage(folder, autosave_for(folder, 1), HistoryLog(folder / "history.jsonl"))


def unsaved(folder: Path, problem: str) -> Storage:
    return Storage(folder, None, None, UNSAVED, problem=problem, resume=autosave_for(folder, 1))


def read_only(folder: Path) -> Storage:
    """No autosave; finished games still go to the shared history."""
    return Storage(folder, None, HistoryLog(folder / "history.jsonl"), READ_ONLY, resume=autosave_for(folder, 1))


def claim(folder: Path, slot: int = 1) -> Storage | None:
    """Take `slot` of `folder`: its lock, then clean its stale temporary files.

    None if another instance holds that slot; an unsaved Storage if the folder can't be used."""
    problem = paths.folder_problem(folder)
    if problem is not None:
        return unsaved(folder, problem)
    lock = FolderLock(lock_for(folder, slot))
    try:
        if not lock.acquire():
            return None
    except OSError as err:
        return unsaved(folder, reason(err))
    autosave = autosave_for(folder, slot)
    clean_stale_temp_files(autosave)
    clean_old_temp_files(folder, ".history.summary.json.*.tmp")
    clean_old_temp_files(folder / "saves", ".*.json.*.tmp")
    return Storage(folder, autosave, HistoryLog(folder / "history.jsonl"), OWN if slot == 1 else SLOT, slot,
                   lock=lock)


def clean_old_temp_files(folder: Path, pattern: str, age: float = SHARED_TEMP_AGE) -> int:
    """Remove temporary files of files every instance writes (saves, the summary), once old enough
    that no instance can still be writing them; returns how many were removed."""
    removed = 0
    with contextlib.suppress(OSError):
        for path in folder.glob(pattern):
            with contextlib.suppress(OSError):
                if time.time() - path.stat().st_mtime > age:
                    path.unlink()
                    removed += 1
    return removed


def own_slot(folder: Path) -> Storage:
    """The first free slot after the first, for a second instance; unsaved if all are taken."""
    for slot in range(2, MAX_SLOTS + 1):
        storage = claim(folder, slot)
        if storage is not None:
            return storage
    return unsaved(folder, f"all {MAX_SLOTS} autosave slots are in use")
