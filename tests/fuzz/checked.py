"""A fuzzed game played to its end and checked: conservation (every card in exactly one place) every
`EVERY` decisions and at the end, wrong answers refused without a trace, replay identity.

Conservation is most of a fuzzed game's cost (about three times the game itself when checked after each
decision), so it is checked every `EVERY` decisions. When a check fails, the game is rebuilt from its setup,
seed and answers up to the last check that passed and stepped on one decision at a time, checking after
each, so the failure names the first decision after which a card was lost or doubled, as a check after
every decision would. (Stepping rather than halving the interval: a break may heal and show again, and one
replay plus at most `EVERY` checks costs less than a replay per halving.)
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from legendary_desktop.bots import EasyBot, RandomBot
from legendary_desktop.engine.decision import IllegalAnswerError
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import conservation_problems
from legendary_desktop.engine.spec import Setup

#: conservation is checked after every EVERY-th decision and after the last one
EVERY = 8

#: a wrong answer is tried at every REFUSE-th decision (0: never)
REFUSE = 7


def first_broken(setup: Setup, seed: int, answers: Sequence[Sequence[str]], good: int,
                 bad: int) -> tuple[int, list[str]]:
    """The first decision (0-based, as numbered while playing) after which conservation fails, searched by
    replaying `answers` to `good` decisions (checked and whole) and stepping on to `bad` (checked and not)."""
    g = Game.replay(setup, seed, answers[:good])
    for step in range(good, bad):
        g.decide(list(answers[step]))
        problems = conservation_problems(g)
        if problems:
            return step, problems
    raise AssertionError(f"conservation failed after decision {bad - 1} but not when replayed: the game is not "
                         "deterministic")


def play_checked(setup: Setup, seed: int, greedy: bool, *, every: int = EVERY, refuse: int = REFUSE,
                 max_decisions: int = 20_000, label: str = "") -> Game:
    """Play `setup` with a random (or greedy) player to the end; fail with the first decision that broke a rule."""
    g = Game(setup, seed)
    bot = EasyBot(g, seed) if greedy else RandomBot(seed)
    players = setup.players
    where = f"{label}, seed {seed}: " if label else f"seed {seed}: "
    problems = conservation_problems(g)
    assert not problems, f"{where}at the start: {problems[:3]}"
    good = 0  # decisions made when conservation last held
    steps = 0
    while not g.over:
        d = g.pending
        assert d is not None and d.options, f"{where}a pending decision always has options"
        assert 0 <= d.player < players, f"{where}decision {steps} for player {d.player}"
        if refuse and steps % refuse == 0:  # a wrong answer is refused and changes nothing
            before = (repr(g.zones()), len(g.answers), g.turn.recruit, g.turn.attack)
            with pytest.raises(IllegalAnswerError):
                g.decide(["no-such-option"] if steps % 2 else [d.options[0].label] * 2)
            assert (repr(g.zones()), len(g.answers), g.turn.recruit, g.turn.attack) == before, where
        g.decide(bot.answer(d))
        steps += 1
        if steps % every == 0 or g.over:
            if conservation_problems(g):
                step, problems = first_broken(setup, seed, g.answers, good, steps)
                raise AssertionError(f"{where}after decision {step} ({g.answers[step]}): {problems[:3]}")
            good = steps
        assert steps < max_decisions, f"{where}the game does not end in {max_decisions} decisions"
    again = Game.replay(setup, seed, g.answers)
    assert again.zones() == g.zones() and again.outcome == g.outcome and again.state == g.state, where
    return g
