"""The command line's argument checks: every bad argument is one line on stderr and exit status 2.

Names given on the command line are checked against the catalogue up front; an unknown one
is answered with the closest valid names (spelling, case and punctuation forgiven).
"""

from __future__ import annotations

import argparse
import difflib
import random
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import NoReturn

from legendary_desktop.engine.catalog import Catalog
from legendary_desktop.persistence.faults import reason

MIN_PLAYERS, MAX_PLAYERS = 2, 5
EXIT_USAGE = 2


class UsageError(Exception):
    """A bad argument found after parsing; the message is the one line printed."""


class OneLineParser(argparse.ArgumentParser):
    """An ArgumentParser whose errors are one line (no usage block), exit status 2."""

    def error(self, message: str) -> NoReturn:
        sys.stderr.write(f"{self.prog}: {message} (see {self.prog} --help)\n")
        sys.exit(EXIT_USAGE)


def players(value: str) -> tuple[int, int]:
    """`N` or a range `A-B`: how many players (2 to 5)."""
    low, dash, high = value.strip().partition("-")
    try:
        a, b = int(low), int(high) if dash else int(low)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"players must be a number like 3 or a range like 2-5, not {value!r}") from None
    for n in (a, b):
        if not MIN_PLAYERS <= n <= MAX_PLAYERS:
            raise argparse.ArgumentTypeError(
                f"Legendary is played by {MIN_PLAYERS} to {MAX_PLAYERS} players here, not {n}")
    if a > b:
        raise argparse.ArgumentTypeError(f"the players range {value!r} is backwards; write {b}-{a}")
    return a, b


def games(value: str) -> int:
    """A count of games: a whole number of at least 1."""
    try:
        n = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"games must be a whole number, not {value!r}") from None
    if n < 1:
        raise argparse.ArgumentTypeError(f"games must be at least 1, not {n}")
    return n


def seed(value: str) -> int:
    try:
        return int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"the seed must be a whole number, not {value!r}") from None


def seed_or_random(value: int | None) -> int:
    """The seed given, or a fresh random one when none was (the caller prints it)."""
    return random.SystemRandom().randrange(2**31) if value is None else value


def _key(name: str) -> str:
    return "".join(ch for ch in name.casefold() if ch.isalnum())


def closest(name: str, choices: Iterable[str], n: int = 3) -> list[str]:
    """The valid names nearest to `name`, best first."""
    by_key: dict[str, str] = {}
    for choice in choices:
        by_key.setdefault(_key(choice), choice)
    if _key(name) in by_key:
        return [by_key[_key(name)]]
    keys = difflib.get_close_matches(_key(name), list(by_key), n=n, cutoff=0.6)
    return [by_key[k] for k in keys]


def unknown(kind: str, name: str, choices: Iterable[str]) -> str:
    near = closest(name, choices)
    if near:
        return f"unknown {kind} {name!r}; did you mean {' or '.join(repr(c) for c in near)}?"
    return f"unknown {kind} {name!r}; `legendary-cli cards` lists every card"


def check_names(cat: Catalog, slots: dict[str, list[str]]) -> None:
    """Raise `UsageError` for the first name not in the catalogue, with the closest valid names."""
    pools: dict[str, Iterable[str]] = {
        "Mastermind": cat.masterminds, "Scheme": cat.schemes, "Villain group": cat.villains,
        "Henchman group": cat.henchmen, "Hero": cat.heroes,
    }
    for kind, names in slots.items():
        known = set(pools[kind])
        for name in names:
            if name not in known:
                raise UsageError(unknown(kind, name, known))


def output_folder(value: str, option: str = "--save-dir") -> Path:
    """A folder to write into, created if needed; a problem with it is a `UsageError`."""
    path = Path(value)
    if path.exists() and not path.is_dir():
        raise UsageError(f"{option} {value} is a file, not a folder")
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise UsageError(f"{option} {value} can't be created because {reason(err)}") from None
    return path
