"""Preferences kept in QSettings: animation speed, curtain behaviour, text size, computer players' pace."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout, QWidget

ANIMATION = {"off": "Off", "fast": "Fast", "normal": "Normal", "slow": "Slow"}
CURTAIN = {
    "private": "When the next player will see private cards",
    "always": "Whenever the device changes hands",
    "open": "Never: open hands (casual play)",
}
TEXT_SIZE = {"normal": "Normal", "large": "Large"}
TEXT_SCALE = {"normal": 1.0, "large": 1.25}
PACE = {"slow": "Slow: watch every action", "normal": "Normal", "instant": "Instant"}
#: How long a computer player's action is shown (its cards lit, its words in the prompt bar) before it happens.
PACE_MS = {"slow": 1600, "normal": 700, "instant": 0}


@dataclass
class Preferences:
    animation: str = "normal"
    curtain: str = "private"
    text_size: str = "normal"
    pace: str = "normal"  # how fast computer players act

    @classmethod
    def load(cls) -> Preferences:
        s = QSettings()
        prefs = cls(str(s.value("prefs/animation", "normal")), str(s.value("prefs/curtain", "private")),
                    str(s.value("prefs/text_size", "normal")), str(s.value("prefs/pace", "normal")))
        if prefs.animation not in ANIMATION:
            prefs.animation = "normal"
        if prefs.curtain not in CURTAIN:
            prefs.curtain = "private"
        if prefs.text_size not in TEXT_SIZE:
            prefs.text_size = "normal"
        if prefs.pace not in PACE:
            prefs.pace = "normal"
        return prefs

    def save(self) -> None:
        s = QSettings()
        s.setValue("prefs/animation", self.animation)
        s.setValue("prefs/curtain", self.curtain)
        s.setValue("prefs/text_size", self.text_size)
        s.setValue("prefs/pace", self.pace)


class PreferencesDialog(QDialog):
    """Four choices; OK keeps them (the caller applies `prefs`)."""

    def __init__(self, prefs: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Preferences")
        self.prefs = Preferences(prefs.animation, prefs.curtain, prefs.text_size, prefs.pace)
        form = QFormLayout()
        self.boxes: dict[str, QComboBox] = {}
        for key, label, choices in (("animation", "Card animations", ANIMATION),
                                    ("curtain", "Curtain between players", CURTAIN),
                                    ("text_size", "Table text size", TEXT_SIZE),
                                    ("pace", "Computer players' pace", PACE)):
            box = QComboBox()
            for value, words in choices.items():
                box.addItem(words, value)
            box.setCurrentIndex(list(choices).index(getattr(self.prefs, key)))
            form.addRow(label, box)
            self.boxes[key] = box
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        note = QLabel("Banners for Villain cards, Strikes, Twists, escapes and Ambushes show at every speed.")
        note.setWordWrap(True)
        layout.addWidget(note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._keep)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _keep(self) -> None:
        for key, box in self.boxes.items():
            setattr(self.prefs, key, str(box.currentData()))
        self.accept()
