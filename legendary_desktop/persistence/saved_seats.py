"""Who sits in each seat: a person, or a computer player of a strength.

Seats live beside the game (in the session and the save file), not in the engine's `Setup`: they change
no rule, and a game replays from its setup, seed and answers whoever gave them. A save from before
computer players had every seat a person.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from legendary_desktop.bots.seats import HUMAN, STRENGTHS, current
from legendary_desktop.engine.deal import Seed, seed_number

Seats = tuple[str, ...]
KINDS = (HUMAN, *STRENGTHS)


def all_human(players: int) -> Seats:
    return (HUMAN,) * players


def fit(seats: Sequence[str] | None, players: int) -> Seats:
    """`seats` for a game of `players`: missing seats are people (no seats at all: every seat a person)."""
    given = tuple(seats or ())[:players]
    return given + all_human(players - len(given))


def check(value: Any, players: int) -> Seats:
    """The seats of a save, checked: one known kind per player (a retired strength read as the one that
    plays as it did, `bots.seats.RETIRED`). Raises ValueError saying what is wrong."""
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ValueError("the seats must be a list of names")
    value = [current(v) for v in value]  # a save from an earlier version: its retired strength's successor
    if len(value) != players:
        raise ValueError(f"the save has {len(value)} seats for {players} players")
    unknown = [v for v in value if v not in KINDS]
    if unknown:
        raise ValueError(f"unknown seat {unknown[0]!r}; a seat is one of {', '.join(KINDS)}")
    return tuple(value)


def humans(seats: Seats) -> list[int]:
    return [i for i, kind in enumerate(seats) if kind == HUMAN]


def is_computer(seats: Seats, player: int) -> bool:
    return 0 <= player < len(seats) and seats[player] != HUMAN


def describe(kind: str) -> str:
    """"human" -> "Human", "easy" -> "Computer (Easy)"."""
    return "Human" if kind == HUMAN else f"Computer ({kind.title()})"


def seat_name(kind: str, index: int) -> str:
    """The name a seat gets when nobody typed one: "Player 2", or "Computer 2 (Strong)" for a computer."""
    return f"Player {index + 1}" if kind == HUMAN else f"Computer {index + 1} ({kind.title()})"


def is_given_name(name: str, index: int) -> bool:
    """Is `name` one the program gave seat `index` (so a change of seat may rename it), not one typed?"""
    return name.strip() in {"", *(seat_name(kind, index) for kind in KINDS)}


def bot_seed(game_seed: Seed, player: int, answers: int) -> int:
    """The seed of a computer player's bot for one decision: from the game's seed, its seat and how many
    answers came before, so the same position always brings the same answer (after an undo, a load). A
    secret deal stands in by a one-way hash of its secret (`engine.deal.seed_number`): the bot's seed
    tells it nothing of the shuffles."""
    return (seed_number(game_seed) * 1_000_003 + answers) * 8 + player
