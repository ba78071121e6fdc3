"""The known-bad Qt binding is refused with a fix in the message; good ones pass. Every shim of qt_compat works
on the installed release (CI runs the newest allowed; docs/testing.md says how to run the suite on the floor)."""

from __future__ import annotations

import gc
import inspect

import PySide6
from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSortFilterProxyModel
from PySide6.QtGui import QAction, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QMainWindow

from legendary_desktop.ui import qt_compat
from legendary_desktop.ui.qt_compat import binding_problem, check_qt_binding, menu_of, rows_filter_change


def test_pyside_6_12_0_on_python_3_11_is_refused_with_the_fix():
    problem = binding_problem("6.12.0", (3, 11))
    assert problem is not None and "PySide6-Essentials<6.12" in problem


def test_other_combinations_pass():
    assert binding_problem("6.12.0", (3, 12)) is None
    assert binding_problem("6.11.3", (3, 11)) is None


def test_the_installed_binding_passes_the_check():
    check_qt_binding()  # raises SystemExit for a known-bad one


class Kept(QSortFilterProxyModel):
    """Keeps the rows whose number is in `kept` (None: all), as the Card Gallery's filter does."""

    def __init__(self) -> None:
        super().__init__()
        self.kept: set[int] | None = None

    def filterAcceptsRow(self, row: int, parent: QModelIndex | QPersistentModelIndex) -> bool:  # noqa: N802
        return self.kept is None or row in self.kept


def test_rows_filter_change_filters_the_rows_again(qtbot):
    source = QStandardItemModel()
    for name in ("Wolverine", "Storm", "Hulk", "Cyclops"):
        source.appendRow(QStandardItem(name))
    proxy = Kept()
    proxy.setSourceModel(source)
    assert proxy.rowCount() == 4

    def shown() -> list[str]:
        return [proxy.index(r, 0).data() for r in range(proxy.rowCount())]

    with qtbot.waitSignal(proxy.rowsRemoved), rows_filter_change(proxy):
        proxy.kept = {1, 3}
    assert shown() == ["Storm", "Cyclops"], PySide6.__version__
    with qtbot.waitSignal(proxy.rowsInserted), rows_filter_change(proxy):
        proxy.kept = {0, 1, 3}
    assert shown() == ["Wolverine", "Storm", "Cyclops"], PySide6.__version__
    with rows_filter_change(proxy):
        proxy.kept = None
    assert proxy.rowCount() == 4


def test_menu_of_finds_menus_whatever_became_of_the_python_objects_that_made_them(qtbot):
    window = QMainWindow()
    qtbot.addWidget(window)
    window.menuBar().addMenu("&Game").addMenu("What's &New In").addAction("Black Panther")
    plain = QAction("Quit", window)
    window.addAction(plain)
    gc.collect()  # the wrappers addMenu returned are gone, as after MainWindow._build_menus
    game = menu_of(window.menuBar().actions()[0])  # the menu bar's action dropped at once, as code does
    gc.collect()
    assert game is not None and [a.text() for a in game.actions()] == ["What's &New In"], PySide6.__version__
    inner = menu_of(game.actions()[0])
    gc.collect()
    assert inner is not None and [a.text() for a in inner.actions()] == ["Black Panther"]
    assert menu_of(inner.actions()[0]) is None and menu_of(plain) is None


def test_every_function_of_qt_compat_is_tested_here():
    functions = {name for name, f in inspect.getmembers(qt_compat, inspect.isfunction)
                 if f.__module__ == qt_compat.__name__ and not name.startswith("_")}
    tested = {"binding_problem", "check_qt_binding", "menu_of", "rows_filter_change"}
    assert functions == tested, "a new shim in qt_compat needs a test here that runs it on the installed release"
