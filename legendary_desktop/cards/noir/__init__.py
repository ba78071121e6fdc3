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

SET = "noir"
TITLE = "Marvel Noir"
ORDER = 2

from legendary_desktop.cards.noir import (  # noqa: E402, F401
    status,  # the table's status lines
    tutorial,  # What's new: its guided scenario
)
