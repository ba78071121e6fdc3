"""Computer seats: the strengths a seat can have, and the one way to make the player behind it.

The table and the CLI ask only this module for a computer player, so a new strength is added here.
A bot answers the pending decision of the game it is given; it may look only at what its seat may
see (its own hand, the open table, the sizes of hidden piles).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from legendary_desktop.engine.decision import Decision
from legendary_desktop.engine.game import Answer, Game

HUMAN = "human"
STRENGTHS = ("easy", "normal", "strong")  # Easy is the greedy player the engine has always shipped
#: a strength an earlier version offered, and the one that plays as it did: Expert was Strong looking a
#: turn further; once Strong did that too the two won alike (docs/computer-players.md), so one name is left
RETIRED = {"expert": "strong"}
#: the command line's names for program players: a strength, or the random player
PLAYER_KINDS = ("random", "easy", "normal", "strong")
#: names earlier versions' command lines took, and the player each is now ("greedy" and "heuristic" were Easy)
ALIASES = {"greedy": "easy", "heuristic": "easy", **RETIRED}


def current(kind: str) -> str:
    """A seat's kind as this version names it: a retired strength becomes the one that plays as it did
    (a save, a remembered wizard seat or an online game from an earlier version keeps its player)."""
    return RETIRED.get(kind, kind)


class Bot(Protocol):
    def answer(self, d: Decision) -> Answer: ...


@dataclass(frozen=True, slots=True)
class Hint:
    """What a strong player would answer now, and why, in one line of a player's words (`reason`: what to do
    and a short why); `detail`: the search's own numbers behind it, for whoever wants them (a tooltip)."""

    answer: Answer
    reason: str
    detail: str = ""


def make_bot(strength: str, game: Game, seat: int, seed: int = 0) -> Bot:
    """The computer player of `strength` for `seat` of `game` (deterministic for a given seed)."""
    from legendary_desktop.bots.easy import EasyBot
    from legendary_desktop.bots.normal import NormalBot

    if strength == "easy":
        return EasyBot(game, seed)
    if strength == "normal":
        return NormalBot(game, seed)
    if current(strength) == "strong":
        from legendary_desktop.bots.strong import strong

        return strong(game, seat, seed)
    raise ValueError(f"unknown computer strength {strength!r}; choose one of {', '.join(STRENGTHS)}")


def make_player(kind: str, game: Game, seat: int, seed: int = 0) -> Bot:
    """A program player by its command-line name (`PLAYER_KINDS` or an alias) for `seat`.

    Two Easy players play a game to its end; the same setup and seeds play the same game:

    >>> from legendary_desktop.setup.randomizer import random_setup
    >>> def play(seed):
    ...     game = Game(random_setup(2, seed=seed), seed)
    ...     players = [make_player("easy", game, seat, seed) for seat in range(2)]
    ...     while not game.over:
    ...         game.decide(players[game.pending.player].answer(game.pending))
    ...     return game
    >>> game = play(3)
    >>> game.over, len(game.answers) > 100, play(3).answers == game.answers
    (True, True, True)
    >>> [type(make_player(kind, game, 0)).__name__ for kind in ("easy", "greedy", "normal", "random")]
    ['EasyBot', 'EasyBot', 'NormalBot', 'RandomBot']
    >>> make_player("expertt", game, 0)
    Traceback (most recent call last):
    ...
    ValueError: unknown player 'expertt'; choose one of random, easy, normal, strong
    """
    from legendary_desktop.bots.random_bot import RandomBot

    kind = ALIASES.get(kind, kind)
    if kind == "random":
        return RandomBot(seed)
    if kind not in PLAYER_KINDS:
        raise ValueError(f"unknown player {kind!r}; choose one of {', '.join(PLAYER_KINDS)}")
    return make_bot(kind, game, seat, seed)
