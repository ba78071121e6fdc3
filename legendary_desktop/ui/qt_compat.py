"""What differs between the Qt for Python releases this app allows, in one place.

The binding check: PySide6 6.12.0 on Python 3.11 drops a reference to ``None`` on every
C++ ``void`` call (``setText``, ``setPen``, ...); after a few thousand calls Python aborts
("none_dealloc"). From 3.12 on, ``None`` is immortal and the bug is harmless. pyproject.toml
keeps pip from installing that combination; this check covers environments assembled by hand.

The shims: a call that one allowed release has and another lacks is made here, with the
older way beside it, so the rest of the app calls one function on every release
(tests/ui/test_qt_compat.py runs each on the installed release).
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QSortFilterProxyModel
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

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


@contextmanager
def rows_filter_change(proxy: QSortFilterProxyModel) -> Iterator[None]:
    """Around a change to what `proxy.filterAcceptsRow` answers: the proxy filters its rows again after it.

    Qt 6.10 brought endFilterChange (and deprecates invalidateFilter); 6.9 has only beginFilterChange,
    finished by an invalidate call; before 6.9 the invalidate call alone does it.
    """
    begin = getattr(proxy, "beginFilterChange", None)
    end = getattr(proxy, "endFilterChange", None)
    if begin is not None:
        begin()
    try:
        yield
    finally:  # a change that failed half-way is shown as far as it went
        if end is not None:
            end(QSortFilterProxyModel.Direction.Rows)
        else:
            proxy.invalidateRowsFilter()


def menu_of(action: QAction) -> QMenu | None:
    """The menu `action` opens (a menu bar's title, a submenu's entry), or None for a plain action.

    Up to PySide6 6.11.0 (6.6, 6.9.3, 6.10.0 and 6.11.0 tried; 6.11.3 is fixed) the QMenu that
    ``action.menu()`` returns is usable only while that QAction's Python object lives:
    ``bar.actions()[0].menu().actions()`` raises "Internal C++ object (QMenu) already deleted"
    although the menu is there. A menu's own action has the menu as its parent, with no such tie;
    an action given a menu by setMenu falls back to ``menu()``.
    """
    owner = action.parent()
    if isinstance(owner, QMenu) and owner.menuAction() is action:
        return owner
    menu = action.menu()
    return menu if isinstance(menu, QMenu) else None
