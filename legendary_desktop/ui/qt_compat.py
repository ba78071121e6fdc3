"""Refuse a Qt binding known to crash this Python, with a message saying how to fix it.

PySide6 6.12.0 on Python 3.11 drops a reference to ``None`` on every C++ ``void`` call
(``setText``, ``setPen``, ...); after a few thousand calls Python aborts ("none_dealloc").
From 3.12 on, ``None`` is immortal and the bug is harmless. pyproject.toml keeps pip from
installing that combination; this check covers environments assembled by hand.
"""

from __future__ import annotations

import sys

BAD = {("6.12.0", (3, 11))}


def binding_problem(version: str, python: tuple[int, int]) -> str | None:
    if (version, python) in BAD:
        return (f"PySide6 {version} crashes on Python {python[0]}.{python[1]} (a reference-count bug). "
                "Install an earlier release: pip install 'PySide6-Essentials<6.12'")
    return None


def check_qt_binding() -> None:
    import PySide6

    problem = binding_problem(PySide6.__version__, (sys.version_info[0], sys.version_info[1]))
    if problem:
        raise SystemExit(problem)
