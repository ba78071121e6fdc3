"""Game → Load: the saves in the data folder with players, Mastermind, Scheme, turn and date, newest first."""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from legendary_desktop.persistence.saves import SaveInfo, delete_save, list_saves


class LoadDialog(QDialog):
    """Pick a save to open; `chosen` is its path after Open."""

    def __init__(self, folder: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Load Game")
        self.folder = folder
        self.chosen: Path | None = None
        self.tree = QTreeWidget()
        self.tree.setObjectName("savesList")
        self.tree.setHeaderLabels(["Saved", "Players", "Mastermind", "Scheme", "Turn", "File"])
        self.tree.setRootIsDecorated(False)
        self.tree.itemDoubleClicked.connect(lambda *_: self._open())
        self.empty = QLabel(f"No saves yet in {folder}.")
        buttons = QDialogButtonBox()
        self.open_button = buttons.addButton("Open", QDialogButtonBox.ButtonRole.AcceptRole)
        self.delete_button = QPushButton("Delete")
        buttons.addButton(self.delete_button, QDialogButtonBox.ButtonRole.DestructiveRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.open_button.clicked.connect(self._open)
        self.delete_button.clicked.connect(self._delete)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tree)
        layout.addWidget(self.empty)
        layout.addWidget(buttons)
        self.resize(820, 420)
        self.refresh()

    def refresh(self) -> None:
        self.tree.clear()
        self.infos = list_saves(self.folder)
        for info in self.infos:
            when = info.saved_at.replace("T", " ") or time.strftime("%Y-%m-%d %H:%M", time.localtime(info.modified))
            if info.problem:
                row = QTreeWidgetItem([when, "—", "can't be loaded", info.problem, "", info.path.name])
                row.setForeground(2, Qt.GlobalColor.darkRed)
            else:
                row = QTreeWidgetItem([when, info.players, info.mastermind, info.scheme, str(info.turn),
                                       info.path.name])
            row.setData(0, Qt.ItemDataRole.UserRole, str(info.path))
            self.tree.addTopLevelItem(row)
        for column in range(6):
            self.tree.resizeColumnToContents(column)
        first = self.tree.topLevelItem(0)
        if first is not None:
            self.tree.setCurrentItem(first)
        self.empty.setVisible(not self.infos)
        self.open_button.setEnabled(bool(self.infos))
        self.delete_button.setEnabled(bool(self.infos))

    def _current(self) -> SaveInfo | None:
        item = self.tree.currentItem()
        if item is None:
            return None
        path = Path(str(item.data(0, Qt.ItemDataRole.UserRole)))
        return next((i for i in self.infos if i.path == path), None)

    def _open(self) -> None:
        info = self._current()
        if info is None:
            return
        self.chosen = info.path
        self.accept()

    def _delete(self) -> None:
        info = self._current()
        if info is None:
            return
        answer = QMessageBox.question(self, "Delete save", f"Delete {info.path.name}? This can't be undone.")
        if answer == QMessageBox.StandardButton.Yes:
            delete_save(info)
            self.refresh()
