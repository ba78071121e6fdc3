"""Problems writing the player's files, told once per cause.

A write that fails never stops the game: the caller records the failure here and plays on.
Each listener hears one sentence when a kind of file first fails for a reason, nothing more
while it keeps failing for that reason, and one sentence when it is written again.
"""

from __future__ import annotations

import errno
from collections.abc import Callable
from pathlib import Path

Listener = Callable[[str, bool], None]  # (message, recovered)

_REASONS = {
    errno.ENOSPC: "the disk is full",
    errno.EDQUOT: "the disk quota is used up",
    errno.EACCES: "permission was denied",
    errno.EPERM: "permission was denied",
    errno.EROFS: "the disk is read-only",
    errno.ENOTDIR: "a file is in the way of a folder",
    errno.EEXIST: "a file is in the way of a folder",
    errno.EISDIR: "a folder is in the way of the file",
    errno.ENOENT: "its folder is missing",
    errno.ENAMETOOLONG: "its path is longer than the system allows",
}

# What failed, as the start of a sentence, and what happens meanwhile.
_WHAT = {
    "autosave": ("The game can't be autosaved", "play goes on and it will be saved as soon as it can be"),
    "history": ("The finished game can't be added to the history",
                "it is kept and will be added when the file can be written"),
    "save": ("The game can't be saved", "choose another place and try again"),
    "export": ("The game log can't be exported", "choose another place and try again"),
    "folder": ("The data folder can't be used", "you can play, but nothing will be saved"),
    "settings": ("Your preferences can't be saved", "they apply until the app is closed"),
}
_AGAIN = {
    "autosave": "The game is being autosaved again.",
    "history": "The game history is being written again.",
    "settings": "Your preferences are being saved again.",
}


def reason(err: OSError) -> str:
    """A short, plain reason for an operating-system error."""
    if err.errno in _REASONS:
        return _REASONS[err.errno]
    return (err.strerror or str(err) or type(err).__name__).rstrip(".").lower()


def message(what: str, path: Path | None, err: OSError | str) -> str:
    """One sentence: what failed, where, why, and what happens now."""
    head, meanwhile = _WHAT.get(what, (f"The {what} can't be written", "the game goes on"))
    why = err if isinstance(err, str) else reason(err)
    where = f" to {path}" if path is not None and what != "folder" else f" ({path})" if path is not None else ""
    return f"{head}{where} because {why}; {meanwhile}."


class Faults:
    """Which kinds of file are failing now, and why; tells listeners once per cause."""

    def __init__(self) -> None:
        self.active: dict[str, str] = {}  # kind of file -> reason told
        self.listeners: list[Listener] = []
        self.told: list[str] = []

    def _tell(self, text: str, recovered: bool) -> None:
        self.told.append(text)
        for listener in list(self.listeners):
            listener(text, recovered)

    def failed(self, what: str, path: Path | None, err: OSError | str) -> bool:
        """Record a failed write; True if the player was told (a new cause)."""
        why = err if isinstance(err, str) else reason(err)
        if self.active.get(what) == why:
            return False
        self.active[what] = why
        self._tell(message(what, path, err), False)
        return True

    def succeeded(self, what: str) -> None:
        if self.active.pop(what, None) is not None and what in _AGAIN:
            self._tell(_AGAIN[what], True)
