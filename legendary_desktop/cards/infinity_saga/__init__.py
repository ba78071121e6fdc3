"""The Infinity Saga: Endgame, Sacrifice, Phasing, Divided Cards and the Infinity Stones."""

# The modules are imported in this order (cards and help, then the lesson and status), the order they declare in.
from legendary_desktop.cards.infinity_saga import (
    help,
    heroes,
    masterminds,
    rules,
    schemes,
    villains,
)

# isort: split
from legendary_desktop.cards.infinity_saga import (
    lesson,  # What's new: its guided scenario
    status,  # the table's status lines
)

# isort: split
from legendary_desktop.cards.infinity_saga import endgame, phasing, sacrifice  # (imported by the cards above)
from legendary_desktop.engine.sets import SetPlugin

SET = SetPlugin(
    id="infinity-saga", title="The Infinity Saga", order=3,
    cards=(heroes, masterminds, schemes, villains), keywords=(endgame, phasing, sacrifice), rules=(rules,),
    status=(status,), lessons=(lesson,), help=(help,),
)
