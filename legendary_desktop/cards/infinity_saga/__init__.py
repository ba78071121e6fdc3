"""The Infinity Saga: Endgame, Sacrifice, Phasing, Divided Cards and the Infinity Stones."""

from legendary_desktop.cards.infinity_saga import (  # noqa: F401
    help,
    heroes,
    masterminds,
    rules,
    schemes,
    villains,
)

SET = "infinity-saga"
TITLE = "The Infinity Saga"
ORDER = 3

from legendary_desktop.cards.infinity_saga import (  # noqa: E402, F401
    status,  # the table's status lines
    tutorial,  # What's new: its guided scenario
)
