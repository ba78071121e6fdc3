"""A session: autosave after every decision, fair undo that stops at reveals, redo, history."""

from __future__ import annotations

from legendary_desktop.bots import RandomBot
from legendary_desktop.engine.positions import default_setup
from legendary_desktop.persistence.history import read_history
from legendary_desktop.persistence.history_summary import statistics
from legendary_desktop.persistence.save_file import load_game
from legendary_desktop.persistence.session import Session


def new_session(tmp_path, **kwargs) -> Session:
    return Session.new(default_setup(2, "Magneto", "Midtown Bank Robbery"), 9,
                       autosave=tmp_path / "autosave.json", history=tmp_path / "history.jsonl", **kwargs)


def test_autosave_after_every_decision_with_backup(tmp_path):
    s = new_session(tmp_path)
    bot = RandomBot(1)
    for _ in range(5):
        s.decide(bot.answer(s.game.pending))
        assert load_game(tmp_path / "autosave.json").answers == s.game.answers
    assert len(load_game(tmp_path / "autosave.previous.json").answers) == 4


def test_undo_stops_at_the_last_reveal_unless_allowed(tmp_path):
    s = new_session(tmp_path)
    g = s.game
    # Play a card (no reveal), then undo it.
    play = next(o.label for o in g.pending.options if o.label.startswith("play:"))
    s.decide(play)
    assert s.can_undo()
    assert s.undo() and len(s.game.answers) == 0 and s.can_redo()
    assert s.redo() and s.game.answers == [[play]]
    # End the turn: a new hand is drawn and a Villain card revealed -> no undo past it.
    s.decide("end")
    assert s.game.last_reveal == 2 and not s.can_undo()
    casual = new_session(tmp_path, allow_undo_past_reveals=True)
    casual.decide("end")
    assert casual.can_undo() and casual.undo() and casual.game.answers == []


def test_a_new_decision_clears_redo(tmp_path):
    s = new_session(tmp_path)
    play = next(o.label for o in s.game.pending.options if o.label.startswith("play:"))
    s.decide(play)
    s.undo()
    s.decide("end")
    assert not s.can_redo()


def test_finished_game_is_recorded_in_history_and_counted(tmp_path):
    s = new_session(tmp_path)
    bot = RandomBot(3)
    while not s.game.over:
        s.decide(bot.answer(s.game.pending))
    records = read_history(tmp_path / "history.jsonl")
    assert len(records) == 1 and records[0]["result"] == s.game.outcome.result
    with open(tmp_path / "history.jsonl", "a") as f:
        f.write('{"torn line')
    stats = statistics(read_history(tmp_path / "history.jsonl"))
    assert stats.games == 1 and stats.by_mastermind["Magneto"][1] == 1
    assert stats.heroes and stats.best_vp[0][0] == max(s.game.outcome.vp)
