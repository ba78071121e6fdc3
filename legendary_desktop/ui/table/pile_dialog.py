"""Look through a pile you may see (KO pile, Escaped Villains, a Victory Pile, a discard pile)."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from legendary_desktop.engine.card import CardDef
from legendary_desktop.ui.table.card_faces import FACES
from legendary_desktop.ui.table.card_inspector import describe


class PileDialog(QDialog):
    """A grid of card faces; the tooltip of each is its full description."""

    def __init__(self, title: str, cards: list[CardDef], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.resize(900, 560)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(f"<b>{title}</b> — {len(cards)} card{'s' if len(cards) != 1 else ''}"))
        self.grid = QListWidget()
        self.grid.setViewMode(QListView.ViewMode.IconMode)
        self.grid.setIconSize(QSize(150, 210))
        self.grid.setResizeMode(QListView.ResizeMode.Adjust)
        self.grid.setMovement(QListView.Movement.Static)
        self.grid.setSpacing(8)
        for card in cards:
            item = QListWidgetItem(QIcon(FACES.face(card, 320)), card.name)
            item.setToolTip(describe(card))
            item.setTextAlignment(Qt.AlignmentFlag.AlignHCenter)
            self.grid.addItem(item)
        layout.addWidget(self.grid)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
