"""Quick Game: how many play and who sits in each seat (a person, or a computer of a strength); the rest
of the setup is random. The seats are remembered with the setup wizard's. A newcomer's first Quick Game
seats them with computer players (no curtain: one person holds the device all game).
"""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from legendary_desktop.bots.seats import HUMAN
from legendary_desktop.persistence.saved_seats import KINDS, Seats, describe, seat_name
from legendary_desktop.ui.dialogs import setup_wizard
from legendary_desktop.ui.dialogs.setup_wizard import STRENGTH_TIPS, seat_note

MAX_SEATS = 5
#: Before anything is remembered: one person with computer players of normal strength.
FIRST_SEATS = [HUMAN] + ["normal"] * (MAX_SEATS - 1)
QUICK_SEATS = "quick/seats"  # where Quick Game keeps its seats (the wizard keeps its own)


def remembered_seats() -> list[str]:
    """Quick Game's own seats (before it had its own: those the wizard had, as it used to share them)."""
    return (setup_wizard.remembered_seats(QUICK_SEATS) or setup_wizard.remembered_seats()
            or list(FIRST_SEATS))


def remembered_players() -> int:
    """How many played Quick Game last (before Quick Game was played here: as many as the setup wizard
    last set up), else 2."""
    settings = QSettings()
    for key in ("quick/players", "wizard/players"):
        try:
            players = int(str(settings.value(key, 0)))
        except ValueError:
            continue
        if 2 <= players <= MAX_SEATS:
            return players
    return 2


class QuickGameDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("quickGame")
        self.setWindowTitle("Quick Game")
        self.kinds = remembered_seats()
        intro = QLabel("A random legal setup from the card sets last chosen in the setup wizard. "
                       "Who plays each seat?")
        intro.setWordWrap(True)
        self.spin = QSpinBox()
        self.spin.setObjectName("quickPlayers")
        self.spin.setRange(2, MAX_SEATS)
        self.spin.setValue(remembered_players())
        self.spin.setSuffix(" players")
        form = QFormLayout()
        form.addRow("How many play:", self.spin)
        self.boxes: list[QComboBox] = []
        self.labels: list[QLabel] = []
        for i in range(MAX_SEATS):
            box = QComboBox()
            box.setObjectName(f"quickSeat{i + 1}")
            for kind in KINDS:
                box.addItem(describe(kind), kind)
                if kind in STRENGTH_TIPS:
                    box.setItemData(box.count() - 1, STRENGTH_TIPS[kind], Qt.ItemDataRole.ToolTipRole)
            box.setCurrentIndex(max(0, box.findData(self.kinds[i])))
            box.activated.connect(self._changed)
            label = QLabel(f"Seat {i + 1}:")
            form.addRow(label, box)
            self.boxes.append(box)
            self.labels.append(label)
        self.note = QLabel()
        self.note.setObjectName("quickNote")
        self.note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        start = buttons.button(QDialogButtonBox.StandardButton.Ok)
        start.setText("Start Game")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.note)
        layout.addWidget(buttons)
        self.spin.valueChanged.connect(self._changed)
        self.setMinimumWidth(440)
        self._changed()

    @property
    def players(self) -> int:
        return self.spin.value()

    def seats(self) -> Seats:
        return tuple(str(box.currentData()) for box in self.boxes[: self.players])

    def names(self) -> list[str]:
        """"Player 1", "Computer 2 (Normal)"...: each seat's name says who plays it."""
        return [seat_name(kind, i) for i, kind in enumerate(self.seats())]

    def _changed(self) -> None:
        for i, (box, label) in enumerate(zip(self.boxes, self.labels, strict=True)):
            box.setVisible(i < self.players)
            label.setVisible(i < self.players)
        self.note.setText(seat_note(self.seats()) or "Every seat is a person: the curtain hides each hand "
                          "while the device passes.")
        self.adjustSize()

    def accept(self) -> None:
        s = QSettings()
        s.setValue("quick/players", self.players)
        kinds = [str(box.currentData()) for box in self.boxes]
        s.setValue(QUICK_SEATS, "\n".join(kinds))
        super().accept()
