"""Which decisions the computer players answer with no written rule (rerun:
`python benchmarks/decision_rules.py --games 300`). Prints one JSON object.

Plays N random 3-player games over all five sets (Epic at random) with Normal seats and, at every
decision other than the main phase, asks `answers.by_rule`: a set's own rule (`engine/advice.py`),
else the generic rules by prompt words. Counted by the decision's source (the card or rule asking)
and kind: how often each is answered by a set's rule, by a generic rule, or by no rule at all (Normal
then picks at random; Strong searches it on sampled copies). The top of the "no rule" list
is where a rule written for the card would help most.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter

from legendary_desktop.bots import answers, make_bot
from legendary_desktop.engine import advice
from legendary_desktop.engine.decision import ACTION
from legendary_desktop.engine.game import Game
from legendary_desktop.setup.randomizer import random_setup


def audit(games: int, seed: int) -> dict[str, object]:
    by_set_rule: Counter[str] = Counter()
    generic: Counter[str] = Counter()
    none: Counter[str] = Counter()
    decisions = 0
    for k in range(games):
        g = Game(random_setup(3, seed + k, epic="random"), seed + k)
        bots = [make_bot("normal", g, i, seed + k + i) for i in range(3)]
        while g.pending is not None:
            d = g.pending
            if d.kind != ACTION:
                decisions += 1
                key = f"{d.source or '(the rules)'} / {d.kind}"
                if advice.ruled(g, d) is not None:
                    by_set_rule[key] += 1
                elif answers.by_rule(g, d) is not None:
                    generic[key] += 1
                else:
                    none[key] += 1
            g.decide(bots[d.player].answer(d))
    return {
        "games": games, "seed": seed, "decisions other than the main phase": decisions,
        "answered by a set's own rule": sum(by_set_rule.values()),
        "answered by a generic rule": sum(generic.values()),
        "answered by no rule (Normal: at random; Strong: searched)": sum(none.values()),
        "no rule, by source and kind (most frequent first)": dict(none.most_common(40)),
        "a set's own rule, by source": dict(by_set_rule.most_common()),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(json.dumps(audit(args.games, args.seed), indent=2))


if __name__ == "__main__":
    main()
