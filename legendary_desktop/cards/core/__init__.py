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

SET = "core"
TITLE = "Core Set (2012)"
ORDER = 0

from legendary_desktop.cards.core import tutorial  # noqa: E402, F401  (Learn to Play: the guided first game)
