"""A hint for the player deciding now: what a computer player would answer, and why, in one line.

Until the Strong player lands this asks the Easy one (the greedy player); the reason it gives is the
plain words of the options it picked, since the Easy player weighs nothing it could explain. The game
is only read, never changed.
"""

from __future__ import annotations

from legendary_desktop.bots.seats import Hint, make_bot
from legendary_desktop.engine.decision import ORDER
from legendary_desktop.engine.game import Game


def hint(game: Game, seed: int = 0) -> Hint:
    """What the computer player would do in `game`'s pending decision now (raises ValueError when over)."""
    d = game.pending
    if d is None:
        raise ValueError("the game is over: there is nothing to decide")
    answer = make_bot("easy", game, d.player, seed).answer(d)
    texts = [o.text for o in d.parse(answer)]
    if d.kind == ORDER:
        reason = "in this order, the first on top: " + ", ".join(texts)
    elif not texts:
        reason = "none"
    else:
        reason = ", ".join(texts)
    return Hint(answer, f"The Easy player would choose: {reason}.")
