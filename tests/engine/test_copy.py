"""Game.copy: a copy of a position plays on exactly as the original (the search of the Strong player
relies on it). Both paths are checked: the state snapshot in the main phase, the replay elsewhere."""

from __future__ import annotations

import random

import pytest

from legendary_desktop.bots import make_bot
from legendary_desktop.cli import fingerprint
from legendary_desktop.engine import sets, snapshot
from legendary_desktop.engine.catalog import catalog
from legendary_desktop.engine.decision import ACTION
from legendary_desktop.engine.game import Game
from legendary_desktop.setup.randomizer import random_setup

SETS = list(sets.TITLES)  # every set of the program, the base game first


def finished(setup, seed: int, strength: str = "normal") -> Game:
    g = Game(setup, seed)
    bots = [make_bot(strength, g, i, seed + i) for i in range(setup.players)]
    while g.pending is not None:
        g.decide(bots[g.pending.player].answer(g.pending))
    return g


def same_game(a: Game, b: Game) -> bool:
    return fingerprint(a) == fingerprint(b) and a.events == b.events and a.rng.getstate() == b.rng.getstate()


def check_copies(setup, seed: int, points: int = 8) -> tuple[int, int]:
    """Copy the game at sampled decisions, play the rest of the original's answers on each copy, compare."""
    whole = finished(setup, seed)
    answers = whole.replay_answers()
    rng = random.Random(seed)
    at = sorted(rng.sample(range(len(answers)), min(points, len(answers))))
    g = Game(setup, seed)
    done = snapshots = 0
    for point in at:
        while done < point:
            g.decide(answers[done])
            done += 1
        fast = snapshot.can_snapshot(g)
        snapshots += fast
        copies = [g.copy(), g.replay_copy()]
        for twin in copies:
            for a in answers[point:]:
                twin.decide(a)
            assert same_game(twin, whole), f"the copy at decision {point} ({'snapshot' if fast else 'replay'}) differs"
    return len(at), snapshots


@pytest.mark.parametrize("sets", [["core"], *[["core", s] for s in SETS[1:]], SETS])
def test_copy_plays_on_identically(sets):
    total = snapshots = 0
    for seed in range(3):
        players = 2 + (seed + len(sets)) % 4
        setup = random_setup(players, 100 + seed, sets=sets, epic="random")
        n, fast = check_copies(setup, 100 + seed)
        total += n
        snapshots += fast
    assert 0 < snapshots <= total  # the snapshot path was taken (replay_copy is checked at every point)


def test_snapshot_in_the_main_phase_and_replay_inside_an_effect():
    g = Game(random_setup(3, 5, sets=["core"]), 5)
    assert g.pending is not None and g.pending.kind == ACTION
    assert snapshot.can_snapshot(g)
    twin = g.copy()
    assert twin is not g and twin.players[0].hand is not g.players[0].hand and same_game(twin, g)
    bot = make_bot("normal", g, 0, 5)
    while g.pending is not None and g.pending.kind == ACTION:
        g.decide(bot.answer(g.pending))
    assert g.pending is not None  # a decision inside an effect or the Villain step: only replay is exact
    assert not snapshot.can_snapshot(g)
    assert same_game(g.copy(), g)


def test_copying_and_playing_the_copy_leaves_the_original_alone():
    g = Game(random_setup(4, 9, sets=catalog().sets(), epic="random"), 9)
    bot = make_bot("normal", g, 0, 9)
    for _ in range(40):
        assert g.pending is not None
        g.decide(bot.answer(g.pending))
    before = (repr(fingerprint(g)), g.rng.getstate(), len(g.events), g.pending)
    twin = g.copy()
    twin_bot = make_bot("normal", twin, 0, 1)
    for _ in range(60):
        if twin.pending is None:
            break
        twin.decide(twin_bot.answer(twin.pending))
    assert (repr(fingerprint(g)), g.rng.getstate(), len(g.events), g.pending) == before


@pytest.mark.slow
def test_copy_fuzz_all_sets():
    for seed in range(60):
        setup = random_setup(2 + seed % 4, seed, sets=SETS, epic="random")
        check_copies(setup, seed, points=6)


def snapshot_plays_on(setups, at, check) -> None:
    """For games by random players, the first main-phase decision where `at(g)` holds: the snapshot is
    taken (not a replay), `check(g, twin)` holds, and the twin plays the rest of the answers exactly;
    at least two such games."""
    from legendary_desktop.bots import RandomBot

    checked = 0
    for setup, seed in setups:
        whole = Game(setup, seed)
        bot = RandomBot(seed)
        while whole.pending is not None:
            whole.decide(bot.answer(whole.pending))
        answers = whole.replay_answers()
        g = Game(setup, seed)
        for i, a in enumerate(answers):
            if g.pending.kind == ACTION and at(g):
                assert snapshot.can_snapshot(g)
                twin = snapshot.snapshot(g)
                check(g, twin)
                for rest in answers[i:]:
                    twin.decide(rest)
                assert same_game(twin, whole)
                checked += 1
                break
            g.decide(a)
        if checked >= 2:
            break
    assert checked >= 2


def test_a_turn_trigger_over_data_only_is_copied_by_snapshot():
    """Provoke Clash of Nations' end-of-turn check is a closure over data (the tasks, the counts it started
    from): the main-phase copy takes it with fresh copies of that data, and both copies play on exactly."""
    def check(g, twin):
        assert twin.turn.at_end[0] is not g.turn.at_end[0]  # a new closure over copied data
        cells = zip(twin.turn.at_end[0].__closure__, g.turn.at_end[0].__closure__, strict=True)
        assert all(a is not b and a.cell_contents == b.cell_contents for a, b in cells)

    setups = ((random_setup(3, seed, sets=["core", "black-panther"], scheme="Provoke Clash of Nations"), seed)
              for seed in range(40))
    snapshot_plays_on(setups, lambda g: bool(g.turn.at_end), check)


def test_a_note_naming_a_rule_function_is_copied_by_snapshot():
    """Restricted Recruit (Young Cassie Lang, Hydra Arms Dealer) notes which Heroes its pool may pay for
    with a plain function: the main-phase copy shares that function and plays on exactly."""
    def check(g, twin):
        assert twin.turn.notes["pools"] is not g.turn.notes["pools"]

    setups = ((random_setup(3, seed, sets=["core", "ant-man-and-the-wasp"], epic="random"), seed)
              for seed in range(1, 200))
    snapshot_plays_on(setups, lambda g: bool(g.turn.notes.get("pools")) and not g.turn.notes.get("heists"), check)
