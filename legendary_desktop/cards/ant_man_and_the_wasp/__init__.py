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
from legendary_desktop.engine import advice, sets

SET = "ant-man-and-the-wasp"
TITLE = "Ant-Man and the Wasp"
ORDER = 4
sets.register(SET, TITLE, ORDER)  # before the lessons and status lines, which may ask for it

from legendary_desktop.cards.ant_man_and_the_wasp import (  # noqa: E402, F401
    lesson,  # What's new: its guided scenario
    status,  # the table's status lines
)

# How the computer players may use the main-phase actions this set adds, in the order they weigh them
for _kind, _use in (("seal", advice.ATTACK_EXTRA), ("duplicate", advice.ATTACK_EXTRA),
                    ("pool", advice.GAIN_HERO), ("victim", advice.GAIN_HERO), ("bid", advice.GAIN_HERO),
                    ("refreshment", advice.HEAL), ("scientist", advice.TRIM)):
    advice.register_action_use(SET, _kind, _use)
