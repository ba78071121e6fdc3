"""Starting and coming back: Quick Game's seats, the wizard's seats and names, Save As's folder."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QFileDialog

from legendary_desktop.setup.randomizer import random_setup
from legendary_desktop.ui.dialogs.quick_game import QuickGameDialog
from legendary_desktop.ui.dialogs.setup_wizard import SetupWizard, summary_html
from legendary_desktop.ui.resources import stylesheet


def pick(box, kind):
    index = box.findData(kind)
    box.setCurrentIndex(index)
    box.activated.emit(index)


def test_quick_game_asks_the_count_and_the_seats_and_a_newcomer_plays_with_computers(window, qtbot):
    QSettings().remove("wizard/seats")
    QSettings().remove("quick/seats")
    QSettings().remove("quick/players")
    dialog = window.ask_quick_game()
    assert isinstance(dialog, QuickGameDialog) and dialog.isVisible()
    assert dialog.players == 2 and dialog.seats() == ("human", "normal")  # no curtain for one person
    assert "no curtain" in dialog.note.text()
    dialog.spin.setValue(3)
    assert [b.isVisible() for b in dialog.boxes] == [True, True, True, False, False]
    pick(dialog.boxes[2], "strong")
    dialog.accept()
    g = window.model.game
    assert len(g.players) == 3 and window.model.seats == ("human", "normal", "strong")
    assert [p.name for p in g.players] == ["Player 1", "Computer 2 (Normal)", "Computer 3 (Strong)"]
    assert not window.controller.curtain_up
    assert window.scene.seat_labels == {}  # "Computer 2 (Normal)" needs no "· Computer (Normal)" after it
    again = QuickGameDialog(window)  # remembered, like the wizard's seats
    qtbot.addWidget(again)
    assert again.players == 3 and again.seats() == ("human", "normal", "strong")
    wizard = SetupWizard()  # the wizard keeps its own seats: Quick Game's choice does not carry into it
    qtbot.addWidget(wizard)
    assert wizard.seat_kinds == ["human"] * 5
    wizard.seat_kinds[1] = "easy"
    wizard._store()
    third = QuickGameDialog(window)
    qtbot.addWidget(third)
    assert third.seats() == ("human", "normal", "strong")  # nor the wizard's into it


def test_seats_remembered_from_an_earlier_version_keep_their_player(qtbot):
    QSettings().remove("quick/seats")  # as before Quick Game kept its own: it starts from the wizard's
    QSettings().setValue("wizard/seats", "\n".join(["human", "expert", "normal", "expert", "easy"]))
    wizard = SetupWizard()
    qtbot.addWidget(wizard)
    assert wizard.seat_kinds == ["human", "strong", "normal", "strong", "easy"]
    dialog = QuickGameDialog()
    qtbot.addWidget(dialog)
    assert dialog.boxes[1].currentData() == "strong" and dialog.boxes[3].currentData() == "strong"


def test_quick_game_with_every_seat_a_person_brings_the_curtain(window, monkeypatch):
    from legendary_desktop.engine.knowledge import private_decision as needs_privacy

    # a fixed game (Quick Game deals a random seed; about one in 80 opens on a public choice, with no curtain)
    real = window.model.start_random
    monkeypatch.setattr(window.model, "start_random", lambda players, seed=None, *rest: real(players, 7, *rest))
    QSettings().setValue("quick/seats", "\n".join(["human"] * 5))
    QSettings().setValue("quick/players", 2)
    dialog = window.ask_quick_game()
    assert dialog.seats() == ("human", "human") and "curtain" in dialog.note.text()
    dialog.accept()
    g = window.model.game
    assert g.seed == 7 and needs_privacy(g, g.pending)
    assert window.model.seats == ("human", "human") and window.controller.curtain_up


def test_a_computer_seat_is_named_for_what_plays_it_unless_a_name_was_typed(qtbot):
    wizard = SetupWizard(remember=False)
    qtbot.addWidget(wizard)
    page = wizard.pages[0]
    pick(page.seat_boxes[1], "strong")
    assert page.edits[1].text() == "Computer 2 (Strong)" and wizard.draft.names[1] == "Computer 2 (Strong)"
    pick(page.seat_boxes[1], "easy")
    assert page.edits[1].text() == "Computer 2 (Easy)"
    pick(page.seat_boxes[1], "human")
    assert page.edits[1].text() == "Player 2"
    page.edits[2].setText("Jarvis")
    page.edits[2].textEdited.emit("Jarvis")
    pick(page.seat_boxes[2], "normal")
    assert page.edits[2].text() == "Jarvis"  # a typed name stays
    assert wizard.setup().player_names()[:3] == ("Player 1", "Player 2", "Jarvis") or \
        list(wizard.setup().player_names()[:3]) == ["Player 1", "Player 2", "Jarvis"]
    html = summary_html(wizard.setup(), 1, ("human", "human", "normal"))
    assert "Jarvis (computer, Normal)" in html


def test_a_hero_name_with_a_comma_reads_as_one_in_the_summary():
    setup = random_setup(2, 3, sets=["core", "ant-man-and-the-wasp"], heroes=["Scott Lang, Cat Burglar"])
    html = summary_html(setup, 3)
    row = html.split("<b>Heroes</b></td><td>")[1].split("</td>")[0]
    assert row.count("·") == len(setup.heroes) - 1 and "Scott Lang, Cat Burglar" in row
    assert len(row.split(" · ")) == len(setup.heroes)


def test_the_player_count_arrows_are_light_on_the_dark_field(qtbot):
    QApplication.instance().setStyleSheet(stylesheet())  # the app's one dark theme, as the window sets it
    wizard = SetupWizard(remember=False)
    qtbot.addWidget(wizard)
    wizard.show()
    spin = wizard.pages[0].spin
    spin.setValue(3)  # both arrows enabled
    image = spin.grab().toImage()
    light = sum(1 for x in range(image.width() - 20, image.width()) for y in range(image.height())
                if QColor(image.pixel(x, y)).lightness() > 170)
    assert light >= 20, f"only {light} light pixels where the arrows are"


def test_save_as_the_first_time_opens_in_the_saves_folder_and_creates_it(window, monkeypatch, tmp_path):
    import shutil

    saves = window.model.storage.saves
    shutil.rmtree(saves, ignore_errors=True)
    window.new_game(2, 1)
    asked = []

    def fake(parent, title, where, *rest, **kw):
        asked.append(where)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", fake)
    window.save_as()
    assert saves.is_dir() and asked and asked[0].startswith(str(saves))


def test_quick_game_starts_from_the_player_count_the_wizard_remembered(qtbot):
    """Quick Game opened with 2 players though the wizard remembered 3: until Quick Game has a count of its
    own, it takes the wizard's."""
    QSettings().remove("quick/players")
    QSettings().setValue("wizard/players", 3)
    dialog = QuickGameDialog()
    qtbot.addWidget(dialog)
    assert dialog.players == 3
    QSettings().setValue("quick/players", 4)  # Quick Game's own, once played
    again = QuickGameDialog()
    qtbot.addWidget(again)
    assert again.players == 4
    QSettings().remove("quick/players")
    QSettings().remove("wizard/players")
