"""Marvel Noir (2013): five Heroes, two Masterminds, two Villain groups, four Schemes.

Keywords: Investigate (cards/noir/investigate.py) and Hidden Witnesses (cards/noir/witnesses.py).
"""

# The modules are imported in this order (cards and help, then the lesson and status), the order they declare in.
from legendary_desktop.cards.noir import (
    help,
    heroes,
    masterminds,
    rules,
    schemes,
    villains,
)

# isort: split
from legendary_desktop.cards.noir import (
    lesson,  # What's new: its guided scenario
    status,  # the table's status lines
)

# isort: split
from legendary_desktop.cards.noir import investigate, witnesses  # (imported by the cards above)
from legendary_desktop.engine.sets import SetPlugin

SET = SetPlugin(
    id="noir", title="Marvel Noir", order=2,
    cards=(heroes, masterminds, schemes, villains), keywords=(investigate, witnesses), rules=(rules,),
    status=(status,), lessons=(lesson,), help=(help,),
)
