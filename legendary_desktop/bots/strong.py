"""The Strong player: at the main-phase choices that matter it searches on sampled copies of the game.

For each candidate action (Normal's choice, each fight, the best recruits, heal, end...) it takes a few
copies of the game as its seat might imagine it (`sample.determinize`: what it can't see shuffled by its
own generator), plays the candidate, lets the Normal policy finish the turn (and the next Villain step
happen), and scores the result with `evaluate.evaluate`: the Mastermind first, its own VP second. Every
candidate sees the same samples, so the comparison is fair. Other decisions are Normal's answers.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from legendary_desktop.bots.cardvalue import recruit_gain
from legendary_desktop.bots.evaluate import evaluate
from legendary_desktop.bots.normal import NormalBot
from legendary_desktop.bots.sample import determinize
from legendary_desktop.engine.decision import ACTION, Decision, Option
from legendary_desktop.engine.game import Answer, Game

SAMPLES = 3  # read when a Strong player is made: tests give it a smaller fixed budget (tests/ui/conftest.py)
MAX_RECRUITS = 3  # recruit candidates: the Heroes that improve the deck most
ROLLOUT_LIMIT = 200  # decisions a rollout may take before it is scored as it stands
NO_SEARCH = ("play", "play_all", "phase")


@dataclass(frozen=True, slots=True)
class Choice:
    """A searched answer: the label chosen, the score of each candidate, and Normal's own answer."""

    label: str
    scores: dict[str, float]
    normal: str


class StrongBot:
    def __init__(self, game: Game, seat: int, seed: int = 0, samples: int | None = None) -> None:
        self.game = game
        self.seat = seat
        self.samples = SAMPLES if samples is None else samples
        self.normal = NormalBot(game, seed)
        self.rng = random.Random(f"strong-{seed}")
        self.searched = False  # did the last answer search (for the thinking-time benchmark)

    def answer(self, d: Decision) -> Answer:
        if d.kind != ACTION:
            self.searched = False
            return self.normal.answer(d)
        choice = self.search(d)
        self.searched = bool(choice.scores)
        return choice.label

    def search(self, d: Decision) -> Choice:
        """Choose a main-phase action by sampled look-ahead (no search when there is nothing to weigh)."""
        normal = self.normal.action(d)
        candidates = candidate_actions(self.game, d, normal)
        if len(candidates) <= 1:
            return Choice(normal, {}, normal)
        seeds = [self.rng.getrandbits(64) for _ in range(self.samples)]
        scores = {label: 0.0 for label in candidates}
        for seed in seeds:
            for label in candidates:
                scores[label] += rollout(self.game, d.player, label, seed) / len(seeds)
        best = max(candidates, key=lambda label: (scores[label], label == normal))
        return Choice(best, scores, normal)


def candidate_actions(g: Game, d: Decision, normal: str) -> list[str]:
    """The actions worth weighing now: none while Heroes are still to be played (they are played first)."""
    if any(o.label.partition(":")[0] in ("play", "play_all") for o in d.options):
        return [normal]
    out = [normal]
    recruits: list[tuple[float, Option]] = []
    seen: set[str] = set()
    for o in d.options:
        kind = o.label.partition(":")[0]
        if kind in NO_SEARCH or o.label in out:
            continue
        if kind == "recruit" and o.card is not None:
            key = g.cards[o.card].key  # copies of one Hero are one choice
            if key not in seen:
                seen.add(key)
                recruits.append((recruit_gain(g, d.player, o.card), o))
            continue
        out.append(o.label)
    recruits.sort(key=lambda item: -item[0])
    out += [o.label for _, o in recruits[:MAX_RECRUITS] if o.label not in out]
    return out


def rollout(game: Game, seat: int, label: str, seed: int) -> float:
    """Play `label` on a sampled copy, let Normal finish the turn, and score the position for `seat`."""
    twin = determinize(game, seat, random.Random(seed))
    turn = twin.turn_number
    twin.decide(label)
    policy = NormalBot(twin, seed)
    for _ in range(ROLLOUT_LIMIT):
        pending = twin.pending
        if pending is None or twin.turn_number != turn:
            break
        twin.decide(policy.answer(pending))
    return evaluate(twin, seat)
