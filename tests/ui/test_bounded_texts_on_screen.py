"""Texts from files and people that reach the screen are bounded: the wizard's names, the log's lines."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QLineEdit

from legendary_desktop.engine.game import Game
from legendary_desktop.engine.state import Event
from legendary_desktop.setup.randomizer import random_setup
from legendary_desktop.ui.dialogs.setup_wizard import SetupWizard
from legendary_desktop.ui.table.log_dock import LogDock

MAX_NAME = 24  # setup.rules.MAX_NAME: the wizard's name fields take no more


def test_names_remembered_in_the_settings_file_are_bounded_in_the_wizard_and_its_game(qtbot):
    settings = QSettings()
    settings.setValue("wizard/names", "\n".join(["Z" * 100_000, "Ben", "Cy", "Di", "Ed"]))
    settings.setValue("wizard/players", 2)
    try:
        w = SetupWizard()
        qtbot.addWidget(w)
        edit = w.pages[0].body.findChild(QLineEdit, "nameEdit1")
        assert edit.maxLength() == MAX_NAME and len(edit.text()) <= MAX_NAME
        assert all(len(n) <= MAX_NAME for n in w.draft.names)
        w.pages[-1].refresh()
        assert w.setup().player_names()[0] == "Z" * MAX_NAME
    finally:
        settings.remove("wizard/names")
        settings.remove("wizard/players")


def test_one_very_long_log_line_is_shown_cut_and_wrappable(qtbot):
    game = Game(random_setup(2, 1), 1)
    dock = LogDock()
    qtbot.addWidget(dock)
    first = len(game.events)
    game.events.append(Event(1, "turn", "Z" * 100_000 + " takes a turn."))
    game.events.append(Event(1, "recruit", "Then an ordinary line."))
    dock.append_events(game.events, first, lambda c: game.cards[c])
    lines = dock.plain_text().split("\n")[-2:]
    assert len(lines[0]) < 1000 and lines[0].startswith("T1") and lines[0].endswith("…")
    assert "\u200b" in lines[0]  # the run without a space may wrap
    assert lines[1].endswith("Then an ordinary line.") and dock.lines == 2
