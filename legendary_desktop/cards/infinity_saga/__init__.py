"""The Infinity Saga: Endgame, Sacrifice, Phasing, Divided Cards and the Infinity Stones."""

from legendary_desktop.cards.infinity_saga import (  # noqa: F401
    help,
    heroes,
    masterminds,
    rules,
    schemes,
    villains,
)
from legendary_desktop.engine import sets

SET = "infinity-saga"
TITLE = "The Infinity Saga"
ORDER = 3
sets.register(SET, TITLE, ORDER)  # before the lessons and status lines, which may ask for it

from legendary_desktop.cards.infinity_saga import (  # noqa: E402, F401
    lesson,  # What's new: its guided scenario
    status,  # the table's status lines
)
