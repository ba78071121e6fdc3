"""The Load dialog lists saves newest first and deletes; the Statistics window reads the history."""

from __future__ import annotations

import os

from PySide6.QtWidgets import QMessageBox

from legendary_desktop.bots import RandomBot
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import default_setup
from legendary_desktop.persistence.history import record_game
from legendary_desktop.persistence.save_file import to_json, write_atomic
from legendary_desktop.ui.dialogs.load_dialog import LoadDialog
from legendary_desktop.ui.dialogs.stats_window import StatsWindow


def finished_game(seed: int) -> Game:
    g = Game(default_setup(3, "Dr. Doom", "The Legacy Virus"), seed)
    bot = RandomBot(seed)
    while not g.over:
        g.decide(bot.answer(g.pending))
    return g


def test_load_dialog_lists_newest_first_and_opens(qtbot, tmp_path, monkeypatch):
    write_atomic(tmp_path / "a.json", to_json(finished_game(1)))
    os.utime(tmp_path / "a.json", (1_000_000, 1_000_000))
    write_atomic(tmp_path / "b.json", to_json(finished_game(2)))
    dialog = LoadDialog(tmp_path)
    qtbot.addWidget(dialog)
    assert dialog.tree.topLevelItemCount() == 2
    assert dialog.tree.topLevelItem(0).text(5) == "b.json"
    assert dialog.tree.topLevelItem(0).text(2) == "Dr. Doom"
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    dialog.delete_button.click()
    assert dialog.tree.topLevelItemCount() == 1 and not (tmp_path / "b.json").exists()
    dialog.open_button.click()
    assert dialog.chosen == tmp_path / "a.json"


def test_load_dialog_with_no_saves(qtbot, tmp_path):
    dialog = LoadDialog(tmp_path)
    qtbot.addWidget(dialog)
    assert not dialog.open_button.isEnabled() and not dialog.empty.isHidden()


def test_statistics_window(qtbot, tmp_path):
    history = tmp_path / "history.jsonl"
    window = StatsWindow(history)
    qtbot.addWidget(window)
    assert "No finished games yet" in window.text.toPlainText()
    for seed in (1, 2):
        record_game(history, finished_game(seed), 60.0)
    window = StatsWindow(history)
    qtbot.addWidget(window)
    text = window.text.toPlainText()
    assert "2 games played" in text and "Dr. Doom" in text and "The Legacy Virus" in text


def test_statistics_filter_by_card_set_counts_damaged_records_and_survives_an_unreadable_history(qtbot, tmp_path):
    import json

    from legendary_desktop.persistence.history import append_line, encode, game_record

    history = tmp_path / "history.jsonl"
    record_game(history, finished_game(1), 60.0)
    noir = game_record(finished_game(2), 60.0)
    noir["sets"] = noir["setup"]["sets"] = ["noir"]
    append_line(history, encode(noir))
    append_line(history, (json.dumps({**noir, "vp": [None]}) + "\n").encode())
    window = StatsWindow(history)
    qtbot.addWidget(window)
    assert [window.set_box.itemText(i) for i in range(window.set_box.count())] == [
        "All card sets", "Core Set (2012)", "Marvel Noir"]
    assert "2 games played" in window.text.toPlainText()
    assert "1 damaged record" in window.text.toPlainText()
    window.set_box.setCurrentIndex(2)
    assert "1 game played" in window.text.toPlainText()
    folder = tmp_path / "folder.jsonl"
    folder.mkdir()  # the history can't be read: the window still opens and says why
    window = StatsWindow(folder)
    qtbot.addWidget(window)
    assert "can't be read" in window.text.toPlainText()


def test_load_dialog_survives_dangling_links_and_vanished_files_and_marks_wrong_formats(qtbot, tmp_path, monkeypatch):
    from pathlib import Path

    write_atomic(tmp_path / "good.json", to_json(finished_game(1)))
    os.utime(tmp_path / "good.json", (1_000_000, 1_000_000))  # the oldest: damaged files are newer
    (tmp_path / "dangling.json").symlink_to(tmp_path / "nowhere.json")
    (tmp_path / "settings.json").write_text('{"theme": "dark"}')
    (tmp_path / "other.json").write_text('{"format": "legendary-desktop-save", "version": 3, "setup": {}}')
    (tmp_path / "list.json").write_text("[1, 2]")
    real_glob = Path.glob
    monkeypatch.setattr(Path, "glob", lambda self, pattern: [*real_glob(self, pattern), self / "vanished.json"])
    dialog = LoadDialog(tmp_path)
    qtbot.addWidget(dialog)
    rows = {dialog.tree.topLevelItem(i).text(5): dialog.tree.topLevelItem(i)
            for i in range(dialog.tree.topLevelItemCount())}
    assert sorted(rows) == ["dangling.json", "good.json", "list.json", "other.json", "settings.json"]
    for name in ("dangling.json", "settings.json", "other.json", "list.json"):
        assert "damaged" in rows[name].text(2), name
    assert "links to is missing" in rows["dangling.json"].toolTip(0)
    assert dialog.tree.currentItem() is rows["good.json"]  # damaged files are never pre-selected
    assert dialog.open_button.isEnabled()
    dialog.tree.setCurrentItem(rows["settings.json"])
    assert not dialog.open_button.isEnabled()
    dialog.open_button.click()
    assert dialog.chosen is None


def test_load_dialog_with_only_damaged_saves_selects_nothing(qtbot, tmp_path):
    (tmp_path / "broken.json").write_text("{")
    dialog = LoadDialog(tmp_path)
    qtbot.addWidget(dialog)
    assert dialog.tree.topLevelItemCount() == 1 and dialog.tree.currentItem() is None
    assert not dialog.open_button.isEnabled()


def test_load_dialog_fits_1280_by_720_with_turn_and_file_columns_visible(qtbot, tmp_path):
    g = finished_game(3)
    doc = to_json(g)
    doc["meta"]["players"] = ["A player with a very long name indeed"] * 5
    doc["meta"]["scheme"] = "Secret Invasion of the Skrull Shapeshifters " * 2
    write_atomic(tmp_path / ("a save with a very long file name " * 3 + ".json"), doc)
    (tmp_path / "broken.json").write_text('{"format": "legendary-desktop-save", "version": 3' + " " * 300)
    dialog = LoadDialog(tmp_path)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    frame = dialog.frameGeometry()
    assert frame.width() <= 1280 and frame.height() <= 720
    header, viewport = dialog.tree.header(), dialog.tree.viewport().width()
    for column in (4, 5):
        assert header.sectionViewportPosition(column) + header.sectionSize(column) <= viewport + 1
        assert header.sectionSize(column) >= 30
