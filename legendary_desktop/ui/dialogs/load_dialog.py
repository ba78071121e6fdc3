"""Game → Load: the saves in the data folder with players, Mastermind, Scheme, turn and date, newest first.

Files that can't be loaded are listed as damaged, with the reason in their tooltip; they are
never chosen for the player. The columns share the dialog's width, so Turn and File stay in
view on a 1280×720 screen however long the names are.
"""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSize, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from legendary_desktop.persistence.faults import reason
from legendary_desktop.persistence.saves import SaveInfo, delete_save, list_saves
from legendary_desktop.ui.shorten import shorten

COLUMNS = ["Saved", "Players", "Mastermind", "Scheme", "Turn", "File"]
TURN, FILE = 4, 5
SIZE = (900, 480)  # fits a 1280×720 screen with room for the window frame


class WordDelegate(QStyledItemDelegate):
    """A cell too narrow for its words shows them shortened at a word (`shorten`; the tooltip has them)."""

    @staticmethod
    def margin(option: QStyleOptionViewItem) -> int:
        """What a cell keeps beside its words."""
        return 2 * option.fontMetrics.horizontalAdvance(" ") + 6

    def initStyleOption(self, option: QStyleOptionViewItem,  # noqa: N802 (Qt override)
                        index: QModelIndex | QPersistentModelIndex) -> None:
        super().initStyleOption(option, index)
        room = option.rect.width() - self.margin(option)
        option.text = shorten(option.text, option.fontMetrics, max(1, room))
        option.textElideMode = Qt.TextElideMode.ElideNone

    def sizeHint(self, option: QStyleOptionViewItem,  # noqa: N802 (Qt override)
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        """As wide as its words and the margin kept beside them: a column sized to its contents ("Saved")
        shows them whole."""
        hint = super().sizeHint(option, index)
        words = option.fontMetrics.horizontalAdvance(str(index.data() or ""))
        return QSize(max(hint.width(), words + self.margin(option) + 2), hint.height())


class LoadDialog(QDialog):
    """Pick a save to open; `chosen` is its path after Open."""

    def __init__(self, folder: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Load Game")
        self.folder = folder
        self.chosen: Path | None = None
        self.infos: list[SaveInfo] = []
        self.tree = QTreeWidget()
        self.tree.setObjectName("savesList")
        self.tree.setHeaderLabels(COLUMNS)
        self.tree.setRootIsDecorated(False)
        self.tree.setItemDelegate(WordDelegate(self.tree))
        header = self.tree.header()
        header.setStretchLastSection(False)
        for column in range(len(COLUMNS)):
            mode = (QHeaderView.ResizeMode.ResizeToContents if column in (0, TURN)
                    else QHeaderView.ResizeMode.Stretch)
            header.setSectionResizeMode(column, mode)
        self.tree.itemDoubleClicked.connect(lambda *_: self._open())
        self.tree.currentItemChanged.connect(lambda *_: self._update_buttons())
        self.empty = QLabel()
        self.empty.setWordWrap(True)
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
        self.resize(*SIZE)
        self.refresh()

    def refresh(self) -> None:
        self.tree.clear()
        problem = None
        try:
            self.infos = list_saves(self.folder) if self.folder.is_dir() else []
            if self.folder.exists() and not self.folder.is_dir():
                problem = f"The saves folder {self.folder} can't be used because it is a file."
        except OSError as err:
            self.infos = []
            problem = f"The saves folder {self.folder} can't be read because {reason(err)}."
        for info in self.infos:
            when = info.saved_at.replace("T", " ") or time.strftime("%Y-%m-%d %H:%M", time.localtime(info.modified))
            if info.problem:
                row = QTreeWidgetItem([when, "—", "damaged: can't be loaded", "", "", info.path.name])
                for column in range(len(COLUMNS)):
                    row.setToolTip(column, info.problem)
                row.setForeground(2, Qt.GlobalColor.darkRed)
            else:
                row = QTreeWidgetItem([when, info.players, info.mastermind, info.scheme, str(info.turn),
                                       info.path.name])
                for column in range(len(COLUMNS)):
                    row.setToolTip(column, row.text(column))
            row.setData(0, Qt.ItemDataRole.UserRole, str(info.path))
            self.tree.addTopLevelItem(row)
        first_good = next((i for i, info in enumerate(self.infos) if not info.problem), None)
        item = self.tree.topLevelItem(first_good) if first_good is not None else None
        if item is not None:
            self.tree.setCurrentItem(item)
        else:  # a damaged save is never chosen for the player
            self.tree.setCurrentIndex(self.tree.rootIndex())
            self.tree.clearSelection()
        self.empty.setText(problem or f"No saves yet in {self.folder}.")
        self.empty.setVisible(problem is not None or not self.infos)
        self._update_buttons()

    def _update_buttons(self) -> None:
        info = self._current()
        self.open_button.setEnabled(info is not None and info.problem is None)
        self.delete_button.setEnabled(info is not None)

    def _current(self) -> SaveInfo | None:
        item = self.tree.currentItem()
        if item is None:
            return None
        path = Path(str(item.data(0, Qt.ItemDataRole.UserRole)))
        return next((i for i in self.infos if i.path == path), None)

    def _open(self) -> None:
        info = self._current()
        if info is None or info.problem is not None:
            return
        self.chosen = info.path
        self.accept()

    def _delete(self) -> None:
        info = self._current()
        if info is None:
            return
        answer = QMessageBox.question(self, "Delete save", f"Delete {info.path.name}? This can't be undone.")
        if answer == QMessageBox.StandardButton.Yes:
            try:
                delete_save(info)
            except OSError as err:
                QMessageBox.warning(self, "Can't delete", f"{info.path.name} can't be deleted because {reason(err)}.")
            self.refresh()
