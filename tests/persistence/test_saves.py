"""The saves folder listing and the log export."""

from __future__ import annotations

import os

from legendary_desktop.bots import RandomBot
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import default_setup
from legendary_desktop.persistence.save_file import to_json, write_atomic
from legendary_desktop.persistence.saves import delete_save, game_log_text, list_saves


def game(steps: int) -> Game:
    g = Game(default_setup(2, "Loki", "Super Hero Civil War"), 3)
    bot = RandomBot(2)
    for _ in range(steps):
        if g.over:
            break
        g.decide(bot.answer(g.pending))
    return g


def test_list_newest_first_with_metadata_and_bad_files_flagged(tmp_path):
    write_atomic(tmp_path / "old.json", to_json(game(5)))
    os.utime(tmp_path / "old.json", (1_000_000, 1_000_000))
    write_atomic(tmp_path / "new.json", to_json(game(40)))
    (tmp_path / "junk.json").write_text("{not json")
    os.utime(tmp_path / "junk.json", (500_000, 500_000))
    infos = list_saves(tmp_path)
    assert [i.path.name for i in infos] == ["new.json", "old.json", "junk.json"]
    assert infos[0].mastermind == "Loki" and infos[0].players == "Player 1, Player 2" and infos[0].turn >= 1
    assert infos[2].problem and "not valid JSON" in infos[2].problem
    delete_save(infos[1])
    assert [i.path.name for i in list_saves(tmp_path)] == ["new.json", "junk.json"]


def test_log_export_has_setup_events_and_answers():
    g = game(60)
    text = game_log_text(g)
    assert "Mastermind: Loki" in text and f"Seed: {g.seed}" in text
    assert all(e.text in text for e in g.events[:20])
    assert "Answers (for replay):" in text
