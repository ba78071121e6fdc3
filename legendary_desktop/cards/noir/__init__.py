"""Marvel Noir (2013): five Heroes, two Masterminds, two Villain groups, four Schemes.

Keywords: Investigate (cards/noir/investigate.py) and Hidden Witnesses (cards/noir/witnesses.py).
"""

from legendary_desktop.cards.noir import (  # noqa: F401
    help,
    heroes,
    masterminds,
    rules,
    schemes,
    villains,
)
from legendary_desktop.engine import sets

SET = "noir"
TITLE = "Marvel Noir"
ORDER = 2
sets.register(SET, TITLE, ORDER)  # before the lessons and status lines, which may ask for it

from legendary_desktop.cards.noir import (  # noqa: E402, F401
    lesson,  # What's new: its guided scenario
    status,  # the table's status lines
)
