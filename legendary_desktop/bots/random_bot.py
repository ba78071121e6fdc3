"""A player that picks uniformly among the options, from its own seeded generator."""

from __future__ import annotations

import random

from legendary_desktop.engine.decision import ORDER, TOP_BOTTOM, Decision


class RandomBot:
    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def answer(self, d: Decision) -> str | list[str]:
        options = d.options
        if d.kind == ORDER:
            labels = [o.label for o in options]
            self.rng.shuffle(labels)
            return labels
        if d.kind == TOP_BOTTOM:  # each card top or bottom, in a random order
            cards = list(dict.fromkeys(o.card for o in options))
            self.rng.shuffle(cards)
            return [f"{self.rng.choice(('top', 'bottom'))}:{c}" for c in cards]
        if d.min == 1 and d.max == 1:
            return options[self.rng.randrange(len(options))].label
        k = self.rng.randint(d.min, min(d.max, len(options)))
        return [o.label for o in self.rng.sample(options, k)]
