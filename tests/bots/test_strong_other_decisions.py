"""The Strong player answers a set's own decisions on purpose: where no written rule fits
(`answers.by_rule` is None), it tries each answer on sampled copies and keeps the best, and the
Hint says so. The Split Personality Killer guess, the case the issue named (a uniform pick before),
now has Noir's own rule (engine/advice.py), judged here against the seat's imagined piles."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from legendary_desktop.bots import answers, hint, make_bot
from legendary_desktop.bots.strong import one_turn, other_candidates
from legendary_desktop.cards.noir.schemes import SUSPECTS
from legendary_desktop.cli import fingerprint
from legendary_desktop.engine import advice, attachments
from legendary_desktop.engine.decision import CHOOSE_CARDS, CHOOSE_ONE, Decision, Option
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import default_setup

SPLIT = "Find the Split Personality Killer"


def _to_the_guess(seed: int) -> Game:
    """A real 2-player game of the Split Personality Killer, played by Normal seats up to the guess (the
    first game from `seed` on that lasts until the sixth Twist: Normal wins some before it)."""
    for game_seed in range(seed, seed + 20):
        g = Game(default_setup(2, "Red Skull", SPLIT), game_seed)
        bots = [make_bot("normal", g, i, i) for i in range(2)]
        while g.pending is not None and "Split Personality Killer?" not in g.pending.prompt:
            g.decide(bots[g.pending.player].answer(g.pending))
        if g.pending is not None:
            return g
    raise AssertionError("no game reached the sixth Twist")


def _killer_odds(g: Game, seat: int, samples: int = 300) -> Counter[str]:
    """How often each Hero is (one of) the Killer over the seat's own imagined piles: the suspects dealt
    anew from what the seat can't see, as `determinize` deals them."""
    from legendary_desktop.bots.sample import shuffle_hidden

    rng = random.Random(99)
    odds: Counter[str] = Counter()
    for _ in range(samples):
        twin = g.copy()
        shuffle_hidden(twin, seat, rng)
        count = Counter(twin.cards[c].group for c in attachments.pile(twin, twin.scheme_card, SUSPECTS)
                        if twin.cards[c].is_hero)
        top = max(count.values(), default=0)
        for hero in g.setup.heroes:
            odds[hero] += count[hero] == top
    return odds


def test_the_killer_guess_is_answered_by_the_schemes_own_rule_and_strong_follows_it():
    """Noir writes the rule for its guess (engine/advice.py): Normal, Strong and the Hint all give it."""
    g = _to_the_guess(seed=1)
    d = g.pending
    assert d is not None
    ruled = answers.by_rule(g, d)
    assert ruled in d.labels
    before = (repr(fingerprint(g)), g.rng.getstate())
    choice = one_turn(g, d.player, 1).search_other(d)
    assert (repr(fingerprint(g)), g.rng.getstate()) == before
    assert choice.answer == ruled and choice.scores == {}  # nothing left to search
    assert make_bot("normal", g, d.player, 5).answer(d) == ruled
    assert "Murder Suspects" in hint(g).reason


def test_the_killer_guess_is_better_than_a_guess_at_random():
    """Over six real games, the Strong seat's guess is right more often than a uniform guess would be,
    judged by the odds of each Hero over 200 of the seat's own imagined suspect piles."""
    guessed, uniform, best = 0.0, 0.0, 0.0
    games: list[Game] = []
    seed = 1
    while len(games) < 6:  # six different games that reach the guess
        g = _to_the_guess(seed)
        games.append(g)
        seed = g.seed + 1
    for g in games:
        d = g.pending
        odds = _killer_odds(g, d.player, samples=200)
        choice = one_turn(g, d.player, 1).search_other(d)
        guessed += odds[d.option(str(choice.answer)).text]
        uniform += sum(odds[o.text] for o in d.options) / len(d.options)
        best += max(odds[o.text] for o in d.options)
    assert guessed > uniform + 0.5 * (best - uniform), (guessed, uniform, best)


def test_the_hint_for_a_searched_decision_says_it_was_searched(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(advice, "_RULES", {})  # as if Noir had written no rule for its guess
    g = _to_the_guess(seed=1)
    assert answers.by_rule(g, g.pending) is None
    h = hint(g, seed=1)
    assert h.answer in g.pending.labels and "tried on sampled futures" in h.detail


def test_candidates_one_per_option_text_or_a_few_distinct_legal_picks():
    one = Decision(0, "choose", [Option("a", "Same"), Option("b", "Same"), Option("c", "Other")], CHOOSE_ONE)
    assert other_candidates(one, random.Random(1)) == ["a", "c"]
    many = Decision(0, "up to two", [Option(f"x{i}", f"Card {i}", i) for i in range(5)], CHOOSE_CARDS, 0, 2)
    picks = other_candidates(many, random.Random(1))
    assert 1 < len(picks) <= 6 and len({tuple(p) for p in picks}) == len(picks)
    assert all(0 <= len(p) <= 2 and set(p) <= set(many.labels) for p in picks)


def test_a_written_rule_is_not_searched():
    g = _to_the_guess(seed=1)
    bot = one_turn(g, 0, 1)
    ruled = Decision(0, "KO a card", [Option(f"ko:{c}", g.cards[c].name, c) for c in g.players[0].hand],
                     CHOOSE_CARDS, 1, 1)
    assert answers.by_rule(g, ruled) is not None
    assert bot.search_other(ruled).scores == {}
