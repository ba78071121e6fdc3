"""How hard is a setup: how often its seats would win it, estimated from games played by computers.

Each game of the estimate is the setup with another shuffle (its seed drawn from the setup's seed), played
to the end by a fast computer player in every seat: an Easy seat by Easy, every other seat (a person's,
Normal, Strong) by the Normal player, as a Strong search in every game would take minutes, not seconds.
A game counts as won when the heroes defeat the Mastermind, or, in a Scheme where each player wins or
loses alone, when anybody wins. The estimate stops once its 95% interval is narrow enough (or at the game
limit, or when cancelled).

Strong seats win far more often than the Normal player standing in for them, so a table with Strong seats
is not shown the stand-ins' rate: it is turned into the Strong table's rate by a map measured offline
(`STRONG_FIT`, on setups the check below never plays), in between for a table with some Strong seats. A
person's seat is counted as a Normal computer. The text says what was played and what was adjusted.
Results are cached per setup and the stand-ins that played it.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from legendary_desktop.bots.seats import HUMAN, current, make_bot
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.spec import Setup

#: what plays each kind of seat in the estimate (a Strong seat by Normal, then adjusted: `STRONG_FIT`)
STAND_IN = {HUMAN: "normal", "easy": "easy", "normal": "normal", "strong": "normal"}
MAX_GAMES = 300
MIN_GAMES = 40
CLEAR = 0.07  # stop once the 95% interval's half-width is at most this
Z = 1.96
#: (lowest team win rate, word), hardest last
WORDS = ((0.6, "Easy"), (0.4, "Medium"), (0.2, "Hard"), (0.0, "Very hard"))

#: logit(all-Strong table's win rate) = A + B * logit(Normal stand-ins' rate, `shrunk`): a logistic
#: regression of the outcome of one all-Strong game a setup (fresh shuffles) on the estimate the Normal
#: stand-ins made of that setup, over FIT_SETUPS random setups as the wizard draws them (2-5 players,
#: every set, Epic at random). Refit with
#:     python benchmarks/calibrate_estimate.py fit --setups 100 --seed 1 --out calib-fit.jsonl
#: and checked on other setups with `... validate --setups 200 --seed 2` (docs/computer-players.md).
STRONG_FIT = (1.0943, 0.9893)
FIT_SETUPS = 400


def logit(p: float) -> float:
    return math.log(p / (1 - p))


def expit(x: float) -> float:
    return 1 / (1 + math.exp(-x))


def shrunk(wins: int, games: int) -> float:
    """The win rate half a game away from 0 and 1, so that its logit is finite."""
    return (wins + 0.5) / (games + 1)


def adjust(rate: float, strong_share: float, fit: tuple[float, float] | None = None) -> float:
    """The win rate of a table where `strong_share` of the seats are Strong, from the rate its Normal
    stand-ins won: the measured map (`fit`, by default `STRONG_FIT`) for an all-Strong table, and in between
    on the logit scale for a table with some Strong seats (that part interpolated, not measured)."""
    if strong_share <= 0:
        return rate
    a, b = STRONG_FIT if fit is None else fit
    x = logit(min(max(rate, 1e-6), 1 - 1e-6))
    return expit(x + strong_share * (a + (b - 1) * x))


@dataclass(frozen=True, slots=True)
class Estimate:
    games: int
    wins: int
    stand_ins: tuple[str, ...]
    finished: bool  # False when cancelled (or still running: a progress report)
    seats: tuple[str, ...] = ()  # the seats as chosen (a person's, a strength); () for the stand-ins'

    @property
    def chosen(self) -> tuple[str, ...]:
        return tuple(current(kind) for kind in self.seats) if self.seats else self.stand_ins

    @property
    def strong_seats(self) -> int:
        return sum(kind == "strong" for kind in self.chosen)

    @property
    def strong_share(self) -> float:
        return self.strong_seats / len(self.chosen) if self.chosen else 0.0

    @property
    def measured_rate(self) -> float:
        """The rate the stand-ins won."""
        return self.wins / self.games if self.games else 0.0

    @property
    def rate(self) -> float:
        """The chosen seats' estimated rate: the stand-ins' own, adjusted for any Strong seats."""
        if not self.games or not self.strong_seats:
            return self.measured_rate
        return adjust(shrunk(self.wins, self.games), self.strong_share)

    @property
    def measured_interval(self) -> tuple[float, float]:
        return wilson(self.wins, self.games)

    @property
    def interval(self) -> tuple[float, float]:
        """The stand-ins' 95% interval, adjusted as the rate is (so it does not count the map's own error)."""
        low, high = self.measured_interval
        if not self.games or not self.strong_seats:
            return low, high
        return adjust(low, self.strong_share), adjust(high, self.strong_share)

    @property
    def clear(self) -> bool:
        low, high = self.measured_interval
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
        """What was played, and what was adjusted: "From 60 games, every seat played by the Normal
        computer; adjusted for 3 Strong seats by a measured map (those games won 20%)."."""
        who = sorted({k.title() for k in self.stand_ins})
        state = "" if self.finished else " so far"
        by = f"every seat played by the {who[0]} computer" if len(who) == 1 else \
            f"the seats played by {' and '.join(who)} computers"
        text = f"From {self.games} games{state}, {by}"
        strong = self.strong_seats
        if strong and self.games:
            seats = "every seat Strong" if strong == len(self.chosen) else \
                f"{strong} Strong seat{'s' if strong > 1 else ''} of {len(self.chosen)}"
            text += (f"; adjusted for {seats} by a map measured on {FIT_SETUPS} other setups "
                     f"(the Normal games won {self.measured_rate:.0%})")
        people = sum(kind == HUMAN for kind in self.chosen)
        if people:
            text += f"; {'a person' if people == 1 else 'each person'} counted as a Normal computer"
        return text + "."


def to_json(e: Estimate) -> dict[str, object]:
    low, high = e.interval
    return {"games": e.games, "wins": e.wins, "rate": round(e.rate, 4), "low": round(low, 4),
            "high": round(high, 4), "word": e.word, "text": e.text(), "detail": e.detail(),
            "played_by": list(e.stand_ins), "seats": list(e.chosen), "measured_rate": round(e.measured_rate, 4),
            "adjusted_for_strong": e.strong_seats > 0, "finished": e.finished}


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
    return tuple(STAND_IN.get(current(kind), "normal") for kind in seats)


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
    hit = _CACHE.get(_key(setup, seed, seats))
    return None if hit is None else replace(hit, seats=tuple(seats))


def _key(setup: Setup, seed: int, seats: Sequence[str]) -> tuple[str, int, tuple[str, ...]]:
    return repr(setup.to_json()), seed, stand_ins(seats)


def estimate(setup: Setup, seed: int, seats: Sequence[str], max_games: int = MAX_GAMES,
             progress: Callable[[Estimate], None] | None = None,
             cancelled: Callable[[], bool] | None = None) -> Estimate:
    """Play games of `setup` until the estimate is clear (or `max_games`, or `cancelled()`); `progress`
    hears the estimate after each game. A finished estimate is cached (by the stand-ins that played)."""
    key = _key(setup, seed, seats)
    chosen = tuple(seats)
    if key in _CACHE and _CACHE[key].games >= min(max_games, MIN_GAMES):
        return replace(_CACHE[key], seats=chosen)
    players = stand_ins(seats)
    wins = games = 0
    for game_seed in game_seeds(seed, max_games):
        if cancelled is not None and cancelled():
            return Estimate(games, wins, players, finished=False, seats=chosen)
        wins += won(play(setup, game_seed, players))
        games += 1
        now = Estimate(games, wins, players, finished=False, seats=chosen)
        if now.clear:
            break
        if progress is not None:
            progress(now)
    result = Estimate(games, wins, players, finished=True, seats=chosen)
    _CACHE[key] = result
    return result
