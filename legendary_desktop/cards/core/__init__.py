"""The 2012 core set."""

from legendary_desktop.cards.core import (  # noqa: F401
    common,
    help,
    henchmen,
    heroes,
    masterminds,
    schemes,
    villains,
)
from legendary_desktop.engine import sets

SET = "core"
TITLE = "Core Set (2012)"
ORDER = 0
sets.register(SET, TITLE, ORDER)  # before the lessons and status lines, which may ask for it

from legendary_desktop.cards.core import lesson  # noqa: E402, F401  (Learn to Play: the guided first game)
