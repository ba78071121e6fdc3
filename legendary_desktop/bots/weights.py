"""The computer players' tuned numbers: how Normal (and so every rollout of Strong) values a
fight, a recruit, a heal, and what a card is worth to a hand (`W`); and how Strong scores
the positions its searches reach (`E`, read by `bots/evaluate.py`).

The values live in `weights.json` beside this module, written by `benchmarks/tune_bots.py` (a
cross-entropy search over simulated games; its runs are logged in `docs/tuning-run.json` and
`docs/tuning-eval-run.json`). A name missing from the file keeps its default here, so the file may lag
behind the code.
"""

from __future__ import annotations

import json
from pathlib import Path

FILE = Path(__file__).with_name("weights.json")

DEFAULTS: dict[str, float] = {
    # Normal's fights (bots/normal.py)
    "mastermind_bonus": 10.0,  # a Tactic brings the team a step nearer to winning
    "fight_base": 1.0,  # any Villain defeated, besides its VP
    "fight_bystander": 1.5,  # each Bystander it holds
    "escape_last": 4.0,  # a Villain on the escape space
    "escape_slope": 2.0,  # nearer the escape end (times the share of the way)
    # Normal's recruits and heal
    "officer_gain": 2.0,  # an Officer's power (less the deck's mean)
    "witness": 1.0,  # a Recruit spend a set adds (engine/advice.Spend), as its weight names it
    "heal_per_recruit": 2.0,  # what a planned recruit is worth against healing
    "heal_per_wound": 2.5,  # what each Wound KO'd by healing is worth
    # a card's power to a hand (bots/cardvalue.py)
    "ability": 0.7,  # a Hero's ability, beyond its printed Attack and Recruit
    "cost_slope": 0.55,  # a Hero is worth at least cost_slope * cost + cost_base
    "cost_base": 0.6,
    "short_attack": 0.6,  # a deck short of Attack values an Attack card more
    "short_recruit": 0.4,
    "synergy": 0.1,  # each card of the same class or team already owned (up to 5)
}


#: Strong's evaluation of a position (bots/evaluate.py), in points where a Tactic is 60 and
#: a team win 1000
EVAL_DEFAULTS: dict[str, float] = {
    "progress": 120.0,  # the whole way to Evil Wins (times the square of each counter's share)
    "escape": 4.0,  # each Villain escaped
    "own_wound": 3.0,  # each Wound the seat owns
    "team_wound": 1.5,  # each Wound another player owns
    "own_vp": 2.0,  # each Victory Point of the seat
    "team_vp": 0.3,  # each Victory Point of another player
    "deck": 18.0,  # each point of the seat's mean card power, per own turn left (up to 8)
    # the chance a hand of the seat's deck could fight the Mastermind, per own turn left: set by measurement
    # (600 base-game setups of the tuning's range, every seat Strong: 0 won 360, 20 won 379, 35 won 384, 50 won 379)
    "reach": 35.0,
    "city_villain": 2.0,  # each Villain in the city
    "city_bystander": 2.0,  # each Bystander a Villain in the city holds
    "city_last": 4.0,  # a Villain on the escape space (times 1 + its Bystanders)
    "city_slope": 2.0,  # nearer the escape end (times the share of the way, and 1 + its Bystanders)
}


def load(path: Path = FILE, section: str = "weights", defaults: dict[str, float] = DEFAULTS) -> dict[str, float]:
    """The defaults, overridden by the tuned file's `section` where it names a value."""
    out = dict(defaults)
    if path.exists():
        tuned = json.loads(path.read_text(encoding="utf-8")).get(section, {})
        out.update({k: float(v) for k, v in tuned.items() if k in defaults})
    return out


#: the values in use; the tuners change them in place (every reader looks them up when it runs)
W = load()
E = load(section="evaluation", defaults=EVAL_DEFAULTS)


def use(values: dict[str, float], into: dict[str, float] = W) -> None:
    """Play with these values from now on (the tuners' candidates); `into` is `W` or `E`."""
    into.clear()
    into.update(DEFAULTS if into is W else EVAL_DEFAULTS)
    into.update(values)
