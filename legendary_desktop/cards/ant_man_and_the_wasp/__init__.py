"""Ant-Man and the Wasp (2023): Heist, Double-Cross, Explore, Ambush Schemes, Conqueror, Transforming
Masterminds, Size-Changing and Microscopic Size-Changing, Antics."""

from legendary_desktop.cards.ant_man_and_the_wasp import (  # noqa: F401
    bystanders,
    help,
    henchmen,
    heroes,
    keywords,
    masterminds,
    schemes,
    villains,
)
from legendary_desktop.engine import sets

SET = "ant-man-and-the-wasp"
TITLE = "Ant-Man and the Wasp"
ORDER = 4
sets.register(SET, TITLE, ORDER)  # before the lessons and status lines, which may ask for it

from legendary_desktop.cards.ant_man_and_the_wasp import (  # noqa: E402, F401
    status,  # the table's status lines
    tutorial,  # What's new: its guided scenario
)
