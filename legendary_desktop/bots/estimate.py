"""How hard is a setup: how often its seats would win it, estimated from games played by computers.

Each game of the estimate is the setup with another shuffle (its seed drawn from the setup's seed), played
to the end by a fast computer player in every seat: a person's seat, and any seat stronger than Normal,
by the Normal player (a Strong search in every game would take minutes, not seconds); an Easy seat by
Easy. A game counts as won when the heroes defeat the Mastermind, or, in a Scheme where each player wins
or loses alone, when anybody wins. The estimate stops once its 95% interval is narrow enough (or at the
game limit, or when cancelled) and says what it measured. Results are cached per setup and seats.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from legendary_desktop.bots.seats import HUMAN, make_bot
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.spec import Setup

#: what plays each kind of seat in the estimate
STAND_IN = {HUMAN: "normal", "easy": "easy", "normal": "normal"}
MAX_GAMES = 300
MIN_GAMES = 40
CLEAR = 0.07  # stop once the 95% interval's half-width is at most this
Z = 1.96
#: (lowest team win rate, word), hardest last
WORDS = ((0.6, "Easy"), (0.4, "Medium"), (0.2, "Hard"), (0.0, "Very hard"))


@dataclass(frozen=True, slots=True)
class Estimate:
    games: int
    wins: int
    stand_ins: tuple[str, ...]
    finished: bool  # False when cancelled (or still running: a progress report)

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.wins, self.games)

    @property
    def clear(self) -> bool:
        low, high = self.interval
        return self.games >= MIN_GAMES and (high - low) / 2 <= CLEAR

    @property
    def word(self) -> str:
        return next(word for floor, word in WORDS if self.rate >= floor)

    def text(self) -> str:
        """"Hard: the team wins about 30% (25–35%)"."""
        if not self.games:
            return "No games played yet."
        low, high = self.interval
        return f"{self.word}: the team wins about {self.rate:.0%} ({low * 100:.0f}–{high:.0%})"

    def detail(self) -> str:
        who = sorted({k.title() for k in self.stand_ins})
        state = "" if self.finished else " so far"
        by = f"every seat played by the {who[0]} computer" if len(who) == 1 else \
            f"the seats played by {' and '.join(who)} computers"
        return f"From {self.games} games{state}, {by}."


def to_json(e: Estimate) -> dict[str, object]:
    low, high = e.interval
    return {"games": e.games, "wins": e.wins, "rate": round(e.rate, 4), "low": round(low, 4),
            "high": round(high, 4), "word": e.word, "text": e.text(), "played_by": list(e.stand_ins),
            "finished": e.finished}


def wilson(wins: int, games: int) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    denom = 1 + Z * Z / games
    centre = (p + Z * Z / (2 * games)) / denom
    half = Z * math.sqrt(p * (1 - p) / games + Z * Z / (4 * games * games)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def stand_ins(seats: Sequence[str]) -> tuple[str, ...]:
    return tuple(STAND_IN.get(kind, "normal") for kind in seats)


def game_seeds(seed: int, count: int) -> list[int]:
    rng = random.Random(f"estimate-{seed}")
    return [rng.getrandbits(48) for _ in range(count)]


def won(g: Game) -> bool:
    outcome = g.outcome
    assert outcome is not None
    return outcome.result == "team_win" or (outcome.result == "individual" and bool(outcome.winners))


def play(setup: Setup, seed: int, players: Sequence[str]) -> Game:
    g = Game(setup, seed)
    bots = [make_bot(kind, g, i, seed + i) for i, kind in enumerate(players)]
    while g.pending is not None:
        g.decide(bots[g.pending.player].answer(g.pending))
    return g


_CACHE: dict[tuple[str, int, tuple[str, ...]], Estimate] = {}


def cached(setup: Setup, seed: int, seats: Sequence[str]) -> Estimate | None:
    return _CACHE.get(_key(setup, seed, seats))


def _key(setup: Setup, seed: int, seats: Sequence[str]) -> tuple[str, int, tuple[str, ...]]:
    return repr(setup.to_json()), seed, stand_ins(seats)


def estimate(setup: Setup, seed: int, seats: Sequence[str], max_games: int = MAX_GAMES,
             progress: Callable[[Estimate], None] | None = None,
             cancelled: Callable[[], bool] | None = None) -> Estimate:
    """Play games of `setup` until the estimate is clear (or `max_games`, or `cancelled()`); `progress`
    hears the estimate after each game. A finished estimate is cached."""
    key = _key(setup, seed, seats)
    if key in _CACHE and _CACHE[key].games >= min(max_games, MIN_GAMES):
        return _CACHE[key]
    players = stand_ins(seats)
    wins = games = 0
    for game_seed in game_seeds(seed, max_games):
        if cancelled is not None and cancelled():
            return Estimate(games, wins, players, finished=False)
        wins += won(play(setup, game_seed, players))
        games += 1
        now = Estimate(games, wins, players, finished=False)
        if now.clear:
            break
        if progress is not None:
            progress(now)
    result = Estimate(games, wins, players, finished=True)
    _CACHE[key] = result
    return result
