"""What the product says it is: one description, built from the registered card sets, for the About
box and anything else the program writes about itself. Static descriptions (pyproject, the AppStream
metainfo, the desktop entry, the installers) are checked against the same set titles by a test."""

from __future__ import annotations

import re
from collections.abc import Sequence

from legendary_desktop.cards import SET_TITLES

SEATS = "2–5 players"
COMPUTERS = "any seat can be a computer player (Easy, Normal or Strong)"
ONLINE = "friends at other computers can join a game online"


def sets_phrase(titles: Sequence[str] | None = None) -> str:
    """"the Base (year) and the A, B and C expansions": the first title is the base game."""
    names = list(SET_TITLES.values() if titles is None else titles)
    if not names:
        return "no card sets"
    base, expansions = names[0], names[1:]
    if not expansions:
        return f"the {base}"
    listed = expansions[0] if len(expansions) == 1 else ", ".join(expansions[:-1]) + " and " + expansions[-1]
    word = "expansion" if len(expansions) == 1 else "expansions"
    return f"the {base} and the {listed} {word}"


def summary(titles: Sequence[str] | None = None) -> str:
    """One sentence: what the game is, which sets, how many players, the computers."""
    return (f"Legendary: A Marvel Deck Building Game at one screen for {SEATS}, pass-and-play, with every rule "
            f"enforced by the program: {sets_phrase(titles)}; {COMPUTERS}, and {ONLINE}.")


def welcome_line(titles: Sequence[str] | None = None) -> str:
    """The welcome screen's line under the title: short, with the number of expansions."""
    names = list(SET_TITLES.values() if titles is None else titles)
    count = len(names) - 1
    base = "the " + re.sub(r"\s*\(.*\)$", "", names[0]).lower() if names else "no card sets"  # the title, no year
    sets = base if count <= 0 else f"{base} and {count} expansion{'s' if count > 1 else ''}"
    return f"A cooperative deck-building game for 2–5 players at one screen: {sets}, computer players for any seat."
