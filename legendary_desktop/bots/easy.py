"""A simple greedy player: play every card, fight the Mastermind or the best Villain, recruit the
most expensive Hero, then end the turn. Other decisions are answered at random (seeded).

It wins games often enough to exercise the team-victory paths that random players rarely reach.
"""

from __future__ import annotations

from legendary_desktop.bots.random_bot import RandomBot
from legendary_desktop.engine import advice
from legendary_desktop.engine.decision import ACTION, Decision, Option
from legendary_desktop.engine.game import Game


class EasyBot(RandomBot):
    def __init__(self, game: Game, seed: int = 0) -> None:
        super().__init__(seed)
        self.game = game

    def answer(self, d: Decision) -> str | list[str]:
        if d.kind != ACTION:
            return super().answer(d)
        g = self.game
        by_kind: dict[str, list[Option]] = {}
        for o in d.options:
            by_kind.setdefault(o.label.partition(":")[0], []).append(o)
        if "play" in by_kind:
            return by_kind["play"][0].label
        if "mastermind" in by_kind:
            return "mastermind"
        if "fight" in by_kind:
            best = max(by_kind["fight"], key=lambda o: g.cards[o.card].vp if o.card is not None else 0)
            return best.label
        for spend in advice.spends():  # what a set's action buys with Recruit (points, a way to a fight)
            if spend.kind in by_kind:
                return by_kind[spend.kind][0].label
        if "wound" in by_kind:  # an enemy that must be Wounded before it can be fought (Killmonger)
            return by_kind["wound"][0].label
        if "recruit" in by_kind:
            best = max(by_kind["recruit"], key=lambda o: g.cards[o.card].cost if o.card is not None else 0)
            return best.label
        if "officer" in by_kind:
            return "officer"
        if "heal" in by_kind:
            return "heal"
        return "end"
