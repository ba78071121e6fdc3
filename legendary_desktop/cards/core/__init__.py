"""The 2012 core set."""

# The modules are imported in this order (their cards, then the lesson), the order they declare in.
from legendary_desktop.cards.core import (
    common,
    help,
    henchmen,
    heroes,
    masterminds,
    schemes,
    villains,
)

# isort: split
from legendary_desktop.cards.core import lesson  # Learn to Play: the guided first game
from legendary_desktop.engine.sets import SetPlugin

SET = SetPlugin(
    id="core", title="Core Set (2012)", order=0,
    cards=(common, henchmen, heroes, masterminds, schemes, villains),
    lessons=(lesson,), help=(help,),
)
