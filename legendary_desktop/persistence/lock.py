"""One app instance per autosave: a lock file held with the operating system's file lock.

The lock is released by the operating system when the process ends, however it ends, so a
lock file left behind by a crash or a kill is simply taken over by the next instance
(stale-lock recovery needs no guessing from process ids). The file records who holds it.
"""

from __future__ import annotations

import contextlib
import errno
import os
import socket
import sys
import time
from pathlib import Path
from typing import IO


def _try_lock(f: IO[bytes]) -> bool:
    f.seek(0)
    try:
        if sys.platform == "win32":
            import msvcrt

            msvcrt.locking(f.fileno(), msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except (BlockingIOError, PermissionError):
        return False
    except OSError as err:  # a file system without locks: there is nothing to guard with
        return err.errno not in (errno.EAGAIN, errno.EACCES, errno.EWOULDBLOCK, errno.EDEADLK)
    return True


def _unlock(f: IO[bytes]) -> None:
    f.seek(0)
    with contextlib.suppress(OSError):
        if sys.platform == "win32":
            import msvcrt

            msvcrt.locking(f.fileno(), msvcrt.LK_UNLCK, 1)
        else:
            import fcntl

            fcntl.flock(f.fileno(), fcntl.LOCK_UN)


class FolderLock:
    """`acquire` returns False while another live process holds the lock."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._file: IO[bytes] | None = None

    @property
    def held(self) -> bool:
        return self._file is not None

    def acquire(self) -> bool:
        """Take the lock. Raises OSError if the lock file can't be created."""
        if self._file is not None:
            return True
        f = open(self.path, "a+b")  # noqa: SIM115 (kept open while the lock is held)
        if not _try_lock(f):
            f.close()
            return False
        with contextlib.suppress(OSError):  # who holds it, for the second instance's message
            f.seek(0)
            f.truncate()
            f.write(f"pid {os.getpid()} on {socket.gethostname()} since {time.strftime('%Y-%m-%d %H:%M')}\n"
                    .encode())
            f.flush()
        self._file = f
        return True

    def holder(self) -> str:
        """Who holds the lock, as the lock file says (empty if it can't be read)."""
        try:
            return self.path.read_text(encoding="utf-8", errors="replace").strip()
        except OSError:
            return ""

    def release(self) -> None:
        if self._file is None:
            return
        _unlock(self._file)
        self._file.close()
        self._file = None
