"""The Sixth Set: a tiny card set kept in the tests, outside `legendary_desktop/cards/`, to prove that a set
is a plug-in. Loading it (`legendary_desktop.cards.load_set("sixth_set")`) is the one call; it touches no
file of the program, and every screen and tool finds it through the registries (tests/test_sixth_set.py).

It holds a Mastermind with four Tactics, a Scheme, a Villain group, a Henchmen group, a Hero, one keyword
(Overcharge) with its help, its badge and its rules, and one lesson (What's New In) showing the keyword.
docs/adding-a-set.md walks through it.
"""

from legendary_desktop.engine import sets

SET = "sixth-set"
TITLE = "The Sixth Set"
ORDER = 50  # released after every set of the program
sets.register(SET, TITLE, ORDER)  # first: its lesson builds a position that asks for the base game

from . import cards, help, lesson  # noqa: E402, F401  (each registers what it declares)
