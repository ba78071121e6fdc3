"""The Strong player: at the main-phase choices that matter it searches on sampled copies of the game.

For each candidate action (Normal's choice, each fight, the best recruits, heal, end...) it takes a few
copies of the game as its seat might imagine it (`sample.determinize`: what it can't see shuffled by its
own generator), plays the candidate, lets the Normal policy finish the turn and play every seat through
the next one (`strong`: `STRONG_TURNS`), and scores the result with `evaluate.evaluate`: the Mastermind
first, its own VP second. Every candidate sees the same samples, so the comparison is fair. Other
decisions follow Normal's written rules where one fits; the rest (a set's own choices) are searched the
same way. `one_turn` makes the search that looks to the end of its own turn alone (the evaluation was
tuned with it: `benchmarks/tune_bots.py`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from legendary_desktop.bots import answers
from legendary_desktop.bots.cardvalue import recruit_gain
from legendary_desktop.bots.evaluate import evaluate
from legendary_desktop.bots.normal import NormalBot
from legendary_desktop.bots.sample import determinize
from legendary_desktop.engine.decision import ACTION, ORDER, TOP_BOTTOM, Decision, IllegalAnswerError, Option
from legendary_desktop.engine.game import Answer, Game

SAMPLES = 3  # read when a Strong player is made: tests give it a smaller fixed budget (tests/ui/conftest.py)
MAX_SAMPLES = 8  # with a rollout budget: at most this many samples per candidate, however few the candidates
MAX_RECRUITS = 3  # recruit candidates: the Heroes that improve the deck most
ROLLOUT_LIMIT = 200  # decisions a rollout may take before it is scored as it stands
NO_SEARCH = ("play", "play_all", "phase")
MAX_OTHER = 6  # candidates tried for a decision no written rule answers
MAX_OTHER_SAMPLES = 24  # and samples for each: a one-off guess needs many to tell the odds apart
OTHER_REPLAY_BUDGET = 20_000  # answers replayed by the copies of one such search (~0.2-0.5 s)
UNPLAYABLE = -1e6  # the score of an answer a sampled copy refuses


@dataclass(frozen=True, slots=True)
class Choice:
    """A searched answer: the label chosen, the score of each candidate, and Normal's own answer."""

    label: str
    scores: dict[str, float]
    normal: str


class StrongBot:
    """The search; as made here with no more said, the shipped Strong player (`STRONG_TURNS`, `STRONG_ROLLOUTS`,
    read when the player is made, so a test or an A/B run can set them). `one_turn` makes the search that
    looks no further than its own turn, which the evaluation's tuning plays (benchmarks/tune_bots.py)."""

    def __init__(self, game: Game, seat: int, seed: int = 0, samples: int | None = None, turns: int | None = None,
                 rollouts: int | None = None) -> None:
        self.game = game
        self.seat = seat
        self.samples = SAMPLES if samples is None else samples
        # a main-phase search's budget of rollouts (0: `samples` per candidate)
        self.rollouts = STRONG_ROLLOUTS if rollouts is None else rollouts
        self.turns = STRONG_TURNS if turns is None else turns  # whole turns each rollout plays past this one
        self.normal = NormalBot(game, seed)
        self.rng = random.Random(f"strong-{seed}")
        self.searched = False  # did the last answer search (for the thinking-time benchmark)

    def answer(self, d: Decision) -> Answer:
        if d.kind != ACTION:
            other = self.search_other(d)
            self.searched = bool(other.scores)
            return other.answer
        choice = self.search(d)
        self.searched = bool(choice.scores)
        return choice.label

    def search_other(self, d: Decision) -> OtherChoice:
        """Any other decision: by its written rule (`answers.by_rule`); where none fits, each candidate
        answer is tried on sampled copies and the best kept (a set's own choices: which Scheme Twist
        resolves first, whom to give a Wound, which Villain to move, a secret guess...)."""
        ruled = answers.by_rule(self.game, d)
        if ruled is not None:
            return OtherChoice(ruled, {})
        candidates = other_candidates(d, self.rng)
        if len(candidates) <= 1:
            return OtherChoice(candidates[0] if candidates else self.normal.answer(d), {})
        seeds = [self.rng.getrandbits(64) for _ in range(other_samples(self.game, len(candidates), self.samples))]
        scores = [0.0] * len(candidates)
        for seed in seeds:
            for i, candidate in enumerate(candidates):
                scores[i] += rollout(self.game, d.player, candidate, seed, self.turns) / len(seeds)
        best = max(range(len(candidates)), key=lambda i: (scores[i], -i))
        return OtherChoice(candidates[best], {_key(c): s for c, s in zip(candidates, scores, strict=True)})

    def search(self, d: Decision) -> Choice:
        """Choose a main-phase action by sampled look-ahead (no search when there is nothing to weigh)."""
        normal = self.normal.action(d)
        candidates = candidate_actions(self.game, d, normal)
        if len(candidates) <= 1:
            return Choice(normal, {}, normal)
        seeds = [self.rng.getrandbits(64) for _ in range(self.action_samples(len(candidates)))]
        scores = {label: 0.0 for label in candidates}
        for seed in seeds:
            for label in candidates:
                scores[label] += rollout(self.game, d.player, label, seed, self.turns) / len(seeds)
        best = max(candidates, key=lambda label: (scores[label], label == normal))
        return Choice(best, scores, normal)

    def action_samples(self, candidates: int) -> int:
        """Samples per candidate: `samples`, or as many as the rollout budget allows (a count of
        rollouts, not a clock: the same position always gets the same answer, on any machine)."""
        if not self.rollouts:
            return self.samples
        return max(self.samples, min(MAX_SAMPLES, self.rollouts // candidates))


#: The Strong player: the search above whose rollouts play on through the next turn (every seat by Normal),
#: with a budget of rollouts per main-phase decision shared among the candidates, scored at that horizon.
#: (Until session 19 this was "Expert", and Strong the search without them: the two won alike, so the
#: deeper one took the name: docs/computer-players.md. What was tried beside it and dropped is in the log.)
STRONG_TURNS = 1
STRONG_ROLLOUTS = 24


def strong(game: Game, seat: int, seed: int = 0) -> StrongBot:
    """The Strong player: the search looking `STRONG_TURNS` turns past its own, within `STRONG_ROLLOUTS`."""
    return StrongBot(game, seat, seed)


def one_turn(game: Game, seat: int, seed: int = 0) -> StrongBot:
    """The search that looks no further than its own turn, `SAMPLES` rollouts per candidate: what the
    evaluation was tuned with (benchmarks/tune_bots.py), and the plainer search some tests examine."""
    return StrongBot(game, seat, seed, turns=0, rollouts=0)


@dataclass(frozen=True, slots=True)
class OtherChoice:
    """A decision other than the main phase: the answer, and each candidate's score when searched."""

    answer: Answer
    scores: dict[str, float]


def _key(answer: Answer) -> str:
    return answer if isinstance(answer, str) else "+".join(answer)


def other_candidates(d: Decision, rng: random.Random) -> list[Answer]:
    """The answers worth trying: each option of a single pick (one per option text, so identical cards
    are one candidate); for a multi pick or an order, a few distinct legal answers drawn by `rng`."""
    if not d.multi and d.kind not in (ORDER, TOP_BOTTOM):
        by_text: dict[str, str] = {}
        for o in d.options:
            by_text.setdefault(o.text, o.label)
        labels = list(by_text.values())
        return list(labels[:MAX_OTHER])
    out: list[Answer] = []
    seen: set[str] = set()
    for _ in range(3 * MAX_OTHER):
        candidate = answers.random_answer(d, rng)
        key = _key(candidate)
        if key not in seen:
            seen.add(key)
            out.append(candidate)
        if len(out) == MAX_OTHER:
            break
    return out


def other_samples(g: Game, candidates: int, least: int) -> int:
    """Samples for a decision no rule answers: as many as a fixed budget of replayed answers allows
    (a copy inside an effect replays the game: its cost grows with the answers so far), between `least`
    and `MAX_OTHER_SAMPLES`. A count, not a clock, so the same position always gets the same answer."""
    per_copy = max(1, len(g.answers))
    return max(least, min(MAX_OTHER_SAMPLES, OTHER_REPLAY_BUDGET // (candidates * per_copy)))


def candidate_actions(g: Game, d: Decision, normal: str) -> list[str]:
    """The actions worth weighing now. While Heroes are still to be played only the order is weighed (they
    are played first; the ones that ask nothing first of all): which of the Heroes with an ability
    goes next, one candidate per card name, as a superpower or a draw may depend on it."""
    plays = [o for o in d.options if o.label.partition(":")[0] in ("play", "play_all")]
    if plays:
        if normal == "play_all":
            return [normal]
        out: list[str] = []
        names: set[str] = set()
        for o in (d.option(normal), *plays):  # Normal's choice first
            if o.card is not None and g.cards[o.card].key not in names:
                names.add(g.cards[o.card].key)
                out.append(o.label)
        return out
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


def rollout(game: Game, seat: int, label: Answer, seed: int, turns: int = 0) -> float:
    """Play `label` on a sampled copy, let Normal finish the turn (and `turns` more, every seat played by
    Normal), and score the position for `seat`."""
    twin = determinize(game, seat, random.Random(seed))
    end = twin.turn_number + turns
    try:
        twin.decide(label)
    except IllegalAnswerError:  # the answer names a card the sample dealt elsewhere: not this future
        return UNPLAYABLE
    policy = NormalBot(twin, seed)
    for _ in range(ROLLOUT_LIMIT * (1 + turns)):
        pending = twin.pending
        if pending is None or twin.turn_number > end:
            break
        twin.decide(policy.answer(pending))
    return evaluate(twin, seat)
