"""The leak test: a computer player may use only what its seat can see. Variants of one position that
differ only in what the seat can't see (its own deck's order, the others' hands and decks, the Villain
Deck, the stacks, the game's generator) must give the same distribution of answers. A permutation test
compares the answers on the real position (over bot seeds) with the answers on such variants; a
deliberately leaking copy of the player, one that searches the real cards instead of samples, is
caught by the same test, so the test can fail."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

import pytest

from legendary_desktop.bots import make_bot, sample
from legendary_desktop.bots.strong import candidate_actions, strong
from legendary_desktop.engine.decision import ACTION
from legendary_desktop.engine.game import Game
from tests.bots.test_bot_sample import mid_game


def distance(a: Sequence[object], b: Sequence[object]) -> float:
    """Total variation distance between two samples' histograms."""
    ca, cb = Counter(a), Counter(b)
    return 0.5 * sum(abs(ca[k] / len(a) - cb[k] / len(b)) for k in ca.keys() | cb.keys())


def ks(a: Sequence[float], b: Sequence[float]) -> float:
    """The Kolmogorov-Smirnov statistic: the largest gap between the two samples' distribution functions."""
    points = sorted(set(a) | set(b))
    return max(abs(sum(x <= p for x in a) / len(a) - sum(x <= p for x in b) / len(b)) for p in points)


def permutation_p(a: Sequence[Any], b: Sequence[Any], rounds: int = 2000, seed: int = 0,
                  statistic: Callable[[Sequence[Any], Sequence[Any]], float] = distance) -> float:
    """How often relabelling the pooled answers at random gives a statistic at least the observed one."""
    observed = statistic(a, b)
    pooled = list(a) + list(b)
    rng = random.Random(seed)
    hits = 0
    for _ in range(rounds):
        rng.shuffle(pooled)
        hits += statistic(pooled[: len(a)], pooled[len(a):]) >= observed - 1e-12
    return (hits + 1) / (rounds + 1)


def variants(g: Game, seat: int, n: int, seed: int = 99) -> list[Game]:
    """`n` games the seat can't tell from `g`: what it can't see dealt anew (its knowledge kept)."""
    rng = random.Random(seed)
    return [sample.determinize(g, seat, rng) for _ in range(n)]


def answers_on(games: Sequence[Game], seat: int, ask: Callable[[Game, int, int], object]) -> list[object]:
    return [ask(game, seat, 1000 + i) for i, game in enumerate(games)]


def strong_answer(g: Game, seat: int, seed: int) -> object:
    d = g.pending
    assert d is not None
    return strong(g, seat, seed).answer(d)  # the player as shipped


def strong_scores(g: Game, seat: int, seed: int) -> tuple[float, ...]:
    """What Strong's search makes of each action it weighs: a finer reading than the answer alone."""
    d = g.pending
    assert d is not None
    scores = strong(g, seat, seed).search(d).scores
    return tuple(scores[label] for label in sorted(scores))


def ks_each(a: Sequence[tuple[float, ...]], b: Sequence[tuple[float, ...]]) -> float:
    """The largest Kolmogorov-Smirnov statistic over the actions' scores."""
    return max(ks([x[i] for x in a], [x[i] for x in b]) for i in range(len(a[0])))


def leaking(ask: Callable[[Game, int, int], Any]) -> Callable[[Game, int, int], Any]:
    """`ask`, but every sample is an exact copy of the real game: the player sees every hidden card."""

    def leak(g: Game, seat: int, seed: int) -> Any:
        real = sample.shuffle_hidden

        def peek(twin: Game, seat: int, rng: random.Random) -> None:
            twin.rng.seed(rng.getrandbits(64))  # the future's draws still vary; the hidden cards are real

        sample.shuffle_hidden = peek
        try:
            return ask(g, seat, seed)
        finally:
            sample.shuffle_hidden = real

    return leak


leaking_answer = leaking(strong_answer)


def own_deck_top(g: Game, seat: int, seed: int) -> object:
    """A cheap stand-in for a player: what its sample puts on top of its own deck (and of the Villain Deck)."""
    return _tops(sample.determinize(g, seat, random.Random(seed)), seat)


def leaking_deck_top(g: Game, seat: int, seed: int) -> object:
    return _tops(g.copy(), seat)


def _tops(g: Game, seat: int) -> object:
    """The name of the seat's top card and the kind of the Villain Deck's (few values: a fair histogram)."""
    villain = g.cards[g.villain_deck[-1]].kind.name if g.villain_deck else None
    return (g.name(g.players[seat].deck[-1]), villain)


def position() -> tuple[Game, int]:
    g = mid_game(players=3, seed=5, answers=40)
    assert g.pending is not None
    return g, g.pending.player


def test_samples_do_not_depend_on_the_hidden_arrangement_and_a_leaking_copy_is_caught():
    """Fast version on the sampler itself: the top cards a sample deals have one distribution whatever
    the real hidden cards are; a copy that keeps the real cards fails the same test."""
    g, seat = position()
    n = 150
    worlds = variants(g, seat, n)
    honest_real = [own_deck_top(g, seat, 1000 + i) for i in range(n)]
    honest_var = answers_on(worlds, seat, own_deck_top)
    leak_real = [leaking_deck_top(g, seat, 1000 + i) for i in range(n)]
    leak_var = answers_on(worlds, seat, leaking_deck_top)
    for part in (0, 1):  # the seat's own deck; the Villain Deck
        assert permutation_p([a[part] for a in honest_real], [a[part] for a in honest_var], rounds=1000) > 0.01
        assert permutation_p([a[part] for a in leak_real], [a[part] for a in leak_var], rounds=1000) < 0.005


def searched_position() -> tuple[Game, int]:
    """A main phase where the hidden cards matter: several actions to weigh, and a player seeing the
    hidden cards would answer differently in different variants (found by looking, from turn 1)."""
    g, _ = position()
    normal = [make_bot("normal", g, i, i) for i in range(len(g.players))]
    while True:
        d = g.pending
        assert d is not None
        if d.kind == ACTION and len(candidate_actions(g, d, normal[d.player].action(d))) >= 3:
            seen = {leaking_answer(v, d.player, 7) for v in variants(g, d.player, 6, seed=len(g.answers))}
            if len(seen) > 1:
                return g, d.player
        g.decide(normal[d.player].answer(d))


@pytest.mark.slow
def test_strong_answers_the_same_whatever_it_cannot_see_and_a_leaking_strong_is_caught():
    g, seat = searched_position()
    n = 60
    worlds = variants(g, seat, n)
    for ask, statistic in ((strong_answer, distance), (strong_scores, ks_each)):
        real = [ask(g, seat, 1000 + i) for i in range(n)]
        honest = answers_on(worlds, seat, ask)
        assert permutation_p(real, honest, statistic=statistic) > 0.01
    leak = leaking(strong_scores)
    real = [leak(g, seat, 1000 + i) for i in range(n)]
    seen = answers_on(worlds, seat, leak)
    assert permutation_p(real, seen, statistic=ks_each) < 0.005
