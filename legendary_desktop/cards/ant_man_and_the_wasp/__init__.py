"""Ant-Man and the Wasp (2023): Heist, Double-Cross, Explore, Ambush Schemes, Conqueror, Transforming
Masterminds, Size-Changing and Microscopic Size-Changing, Antics."""

# The modules are imported in this order (cards and help, then the lesson and status, then how the computer
# players use the set's actions), the order they declare in.
from legendary_desktop.cards.ant_man_and_the_wasp import (
    bystanders,
    help,
    henchmen,
    heroes,
    keywords,
    masterminds,
    schemes,
    villains,
)

# isort: split
from legendary_desktop.cards.ant_man_and_the_wasp import (
    lesson,  # What's new: its guided scenario
    status,  # the table's status lines
)

# isort: split
from legendary_desktop.cards.ant_man_and_the_wasp import computer_play
from legendary_desktop.engine.sets import SetPlugin

SET = SetPlugin(
    id="ant-man-and-the-wasp", title="Ant-Man and the Wasp", order=4,
    cards=(bystanders, henchmen, heroes, masterminds, schemes, villains), keywords=(keywords,),
    status=(status,), advice=(computer_play,), lessons=(lesson,), help=(help,),
)
