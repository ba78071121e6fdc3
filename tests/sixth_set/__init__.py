"""The Sixth Set: a tiny card set kept in the tests, outside `legendary_desktop/cards/`, to prove that a set
is a plug-in. Importing it (`legendary_desktop.cards.load_set("sixth_set")`) gives its plug-in; a rulebook
with it (`sets.program().plus(plugin)`) plays it, and every screen and tool finds it while that rulebook is
the program's (`sets.use`). It touches no file of the program (tests/test_sixth_set.py).

It holds a Mastermind with four Tactics, a Scheme, a Villain group, a Henchmen group, a Hero, one keyword
(Overcharge) with its help, its badge and its rules, and one lesson (What's New In) showing the keyword.
docs/adding-a-set.md walks through it.
"""

from legendary_desktop.engine.sets import SetPlugin

from . import cards, help, lesson

SET = SetPlugin(id="sixth-set", title="The Sixth Set", order=50,  # released after every set of the program
                cards=(cards,), status=(help,), lessons=(lesson,), help=(help,))  # help.py declares its badge too
