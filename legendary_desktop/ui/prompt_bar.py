"""The prompt bar under the table: the pending decision in words and the buttons that answer it."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)


class PromptBar(QWidget):
    """Shows who decides what; offers the buttons of the current decision.

    It knows nothing of the game: the play controller fills it and listens to its signals.
    """

    optionClicked = Signal(str)  # a CHOOSE_ONE / Heal / Decline button, by option label
    confirmClicked = Signal()
    endTurnClicked = Signal()
    endTurnConfirmed = Signal()
    endTurnCancelled = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("promptBar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        outer = QHBoxLayout(self)
        outer.setContentsMargins(14, 8, 14, 8)
        outer.setSpacing(12)
        texts = QVBoxLayout()
        texts.setSpacing(2)
        self.prompt = QLabel()
        self.prompt.setObjectName("promptText")
        self.prompt.setWordWrap(True)
        self.detail = QLabel()
        self.detail.setObjectName("promptDetail")
        self.detail.setWordWrap(True)
        texts.addWidget(self.prompt)
        texts.addWidget(self.detail)
        outer.addLayout(texts, 3)
        self.order_list = QListWidget()
        self.order_list.setObjectName("orderList")
        self.order_list.setFlow(QListView.Flow.LeftToRight)
        self.order_list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.order_list.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.order_list.setIconSize(QSize(54, 76))
        self.order_list.setFixedHeight(112)
        self.order_list.setSpacing(4)
        self.order_list.setWrapping(False)
        self.order_list.setVisible(False)
        outer.addWidget(self.order_list, 3)
        self.buttons_box = QHBoxLayout()
        self.buttons_box.setSpacing(8)
        outer.addLayout(self.buttons_box)
        self.option_buttons: list[QPushButton] = []
        self.confirm = QPushButton("Confirm")
        self.confirm.setObjectName("confirmButton")
        self.confirm.setToolTip("Confirm your choice (Ctrl+Enter)")
        self.confirm.setShortcut("Ctrl+Return")
        self.confirm.clicked.connect(self.confirmClicked)
        self.end_turn = QPushButton("End Turn  (E)")
        self.end_turn.setObjectName("endTurnButton")
        self.end_turn.setToolTip("End your turn: discard your hand and played cards, draw six (E)")
        self.end_turn.clicked.connect(self.endTurnClicked)
        self.end_anyway = QPushButton("End Turn Anyway")
        self.end_anyway.setObjectName("endAnywayButton")
        self.end_anyway.clicked.connect(self.endTurnConfirmed)
        self.keep_playing = QPushButton("Keep Playing")
        self.keep_playing.setObjectName("keepPlayingButton")
        self.keep_playing.clicked.connect(self.endTurnCancelled)
        for button in (self.confirm, self.end_anyway, self.keep_playing, self.end_turn):
            button.setVisible(False)
            button.setMinimumHeight(38)
            outer.addWidget(button)
        self.setMinimumHeight(64)

    # -- filling -----------------------------------------------------------
    def clear(self) -> None:
        for button in self.option_buttons:
            self.buttons_box.removeWidget(button)
            button.deleteLater()
        self.option_buttons = []
        self.order_list.clear()
        self.order_list.setVisible(False)
        for button in (self.confirm, self.end_anyway, self.keep_playing, self.end_turn):
            button.setVisible(False)
        self.detail.setText("")

    def set_prompt(self, text: str, detail: str = "") -> None:
        self.prompt.setText(text)
        self.detail.setText(detail)
        self.detail.setVisible(bool(detail))

    def add_option_button(self, label: str, text: str, shortcut: str = "") -> QPushButton:
        button = QPushButton(text)
        button.setProperty("optionLabel", label)
        button.setMinimumHeight(38)
        if shortcut:
            button.setShortcut(shortcut)
            button.setToolTip(f"{text} ({shortcut})")
        button.clicked.connect(lambda: self.optionClicked.emit(label))
        self.buttons_box.addWidget(button)
        button.setVisible(True)  # shown now, not at the next event loop turn
        self.option_buttons.append(button)
        return button

    def show_confirm(self, enabled: bool, text: str = "Confirm") -> None:
        self.confirm.setText(text)
        self.confirm.setVisible(True)
        self.confirm.setEnabled(enabled)

    def show_end_turn(self, confirming: bool) -> None:
        self.end_turn.setVisible(not confirming)
        self.end_anyway.setVisible(confirming)
        self.keep_playing.setVisible(confirming)

    def show_order(self, entries: list[tuple[str, str, QPixmap]]) -> None:
        """A drag list of (label, name, face) — first = top of the deck."""
        self.order_list.clear()
        for label, name, face in entries:
            item = QListWidgetItem(QIcon(face), name)
            item.setData(Qt.ItemDataRole.UserRole, label)
            item.setToolTip(f"{name} — drag to reorder; leftmost goes on top")
            self.order_list.addItem(item)
        self.order_list.setVisible(True)

    def order_labels(self) -> list[str]:
        return [str(self.order_list.item(i).data(Qt.ItemDataRole.UserRole)) for i in range(self.order_list.count())]
