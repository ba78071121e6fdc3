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

from legendary_desktop.cards.infinity_saga import status  # noqa: E402, F401  (the table's status lines)
