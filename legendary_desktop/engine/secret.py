"""Secret simultaneous choices: every player answers behind their own curtain.

Each player gets one `Decision` marked `secret`, in turn order; nothing about the answers is logged
until all have answered, then the log shows them together. Answers are recorded like any other, so
replays and saves stay exact.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from typing import TYPE_CHECKING, Any

from legendary_desktop.engine.decision import CHOOSE_ONE, Decision, Option

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game


def secret_choices(
    g: Game, prompt: str, choices: Sequence[tuple[str, str]], players: Sequence[int] | None = None,
    source: str = "",
) -> Generator[Decision, Any, dict[int, str]]:
    """Each player secretly picks one of (label, text); returns player -> label, logged once all are in."""
    answers: dict[int, str] = {}
    texts = dict(choices)
    for player in g.player_order() if players is None else players:
        name = g.players[player].name
        decision = Decision(player, f"{name}, in secret: {prompt}", [Option(k, t) for k, t in choices],
                            CHOOSE_ONE, 1, 1, source, secret=True)
        chosen = yield decision
        answers[player] = chosen[0].label
    g.log("secret", f"{source or 'Secret choice'}: "
          + "; ".join(f"{g.players[p].name} chose {texts[a]}" for p, a in answers.items()))
    return answers


def tally(answers: dict[int, str], rng: Any) -> str:
    """The most chosen answer; a tie is broken by the game's random generator (deterministic).

    >>> import random
    >>> tally({0: "save", 1: "save", 2: "flee"}, random.Random(0))
    'save'
    >>> [tally({0: "save", 1: "flee"}, random.Random(seed)) for seed in range(4)]
    ['save', 'flee', 'flee', 'flee']
    """
    counts: dict[str, int] = {}
    for a in answers.values():
        counts[a] = counts.get(a, 0) + 1
    best = max(counts.values())
    tied = sorted(a for a, n in counts.items() if n == best)
    return tied[0] if len(tied) == 1 else tied[rng.randrange(len(tied))]
