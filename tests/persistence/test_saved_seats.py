"""Seats in saves and sessions: which seats are computers survives a save, old saves load as all people,
and undo goes back to the last decision a person made, the computers answering the same again."""

from __future__ import annotations

import json
import random

import pytest

from legendary_desktop.bots import RandomBot, make_bot
from legendary_desktop.engine.positions import default_setup
from legendary_desktop.persistence import save_file
from legendary_desktop.persistence.save_file import SaveError, load, to_json, write_atomic
from legendary_desktop.persistence.saved_seats import bot_seed
from legendary_desktop.persistence.session import Session

SEATS = ("human", "easy", "easy")


def session(tmp_path, seats=SEATS, **kwargs) -> Session:
    return Session.new(default_setup(3, "Magneto", "Midtown Bank Robbery"), 4, seats=seats,
                       autosave=tmp_path / "autosave.json", **kwargs)


def computer_answer(s: Session):
    g = s.game
    d = g.pending
    return make_bot(s.seats[d.player], g, d.player, bot_seed(g.seed, d.player, len(g.answers))).answer(d)


def play(s: Session, rng: random.Random, steps: int) -> None:
    """The person answers at random; each computer seat answers with its bot."""
    person = RandomBot(rng.randrange(1000))
    for _ in range(steps):
        if s.game.over:
            return
        d = s.game.pending
        s.decide(computer_answer(s) if s.is_computer(d.player) else person.answer(d))


def test_seats_round_trip_through_a_save(tmp_path):
    s = session(tmp_path)
    play(s, random.Random(1), 30)
    path = tmp_path / "game.json"
    s.save_as(path)
    assert json.loads(path.read_text())["seats"] == list(SEATS)
    game, seats = load(path)
    assert seats == SEATS and game.answers == s.game.answers
    assert Session.load(path).seats == SEATS
    assert load(tmp_path / "autosave.json")[1] == SEATS  # the autosave keeps them too


def test_a_version_3_save_loads_with_every_seat_a_person(tmp_path):
    s = session(tmp_path)
    play(s, random.Random(2), 10)
    old = to_json(s.game, seats=s.seats)
    old["version"] = 3
    del old["seats"]
    write_atomic(tmp_path / "old.json", old)
    game, seats = load(tmp_path / "old.json")
    assert seats == ("human", "human", "human") and game.answers == s.game.answers


def test_a_save_with_a_retired_strength_loads_with_the_player_that_plays_as_it(tmp_path):
    doc = to_json(session(tmp_path).game, seats=SEATS)
    doc["seats"] = ["human", "expert", "easy"]  # an earlier version's Expert: the deeper search, now Strong
    write_atomic(tmp_path / "old.json", doc)
    assert load(tmp_path / "old.json")[1] == ("human", "strong", "easy")


@pytest.mark.parametrize(("seats", "problem"), [
    (["human", "easy"], "2 seats for 3 players"),
    (["human", "easy", "genius"], "unknown seat 'genius'"),
    ("human", "list of names"),
    ([1, 2, 3], "list of names"),
])
def test_damaged_seats_are_refused_with_the_reason(tmp_path, seats, problem):
    doc = to_json(session(tmp_path).game, seats=SEATS)
    doc["seats"] = seats
    write_atomic(tmp_path / "bad.json", doc)
    with pytest.raises(SaveError, match=problem):
        load(tmp_path / "bad.json")


@pytest.mark.parametrize("version", [4, save_file.VERSION])
def test_a_version_4_save_without_seats_is_refused(tmp_path, version):
    doc = dict(to_json(session(tmp_path).game), version=version)
    assert save_file.VERSION >= 4 and doc["seats"] == ["human"] * 3
    del doc["seats"]
    write_atomic(tmp_path / "bad.json", doc)
    with pytest.raises(SaveError, match="missing its 'seats'"):
        load(tmp_path / "bad.json")


@pytest.mark.parametrize("seed", range(6))
def test_undo_goes_back_to_the_persons_last_decision_and_the_computers_replay_the_same(tmp_path, seed):
    rng = random.Random(seed)
    s = session(tmp_path, allow_undo_past_reveals=True)
    play(s, rng, rng.randrange(40, 160))
    deciders = list(s.deciders())
    target = s.undo_target()
    assert target is not None and deciders[target] == 0  # the person's own last decision
    assert all(p != 0 for p in deciders[target + 1:])  # only computers answered after it
    before = s.game.replay_answers()
    assert s.undo()
    assert s.game.replay_answers() == before[:target] and s.game.pending.player == 0
    # The person answers the same again: the computers answer as they did, up to where the game was.
    s.decide(before[target])
    while len(s.game.answers) < len(before):
        s.decide(computer_answer(s))
    assert s.game.replay_answers() == before


def test_redo_restores_the_persons_answer_and_the_computers_after_it(tmp_path):
    s = session(tmp_path, allow_undo_past_reveals=True)
    play(s, random.Random(7), 90)
    before = s.game.replay_answers()
    assert s.undo() and len(s.game.answers) < len(before)
    assert s.redo() and s.game.replay_answers() == before and not s.can_redo()


def test_deciders_are_learnt_by_replay_for_a_loaded_game(tmp_path):
    s = session(tmp_path)
    play(s, random.Random(3), 50)
    s.save_as(tmp_path / "g.json")
    assert Session.load(tmp_path / "g.json").deciders() == s.deciders()


def test_undo_is_refused_when_no_person_answered_since_the_last_reveal(tmp_path):
    s = session(tmp_path, seats=("easy", "easy", "easy"), allow_undo_past_reveals=True)
    play(s, random.Random(4), 20)
    assert not s.can_undo() and not s.undo()
