"""Black Panther (2018): five Heroes of Wakanda, two Villain groups, Killmonger and Klaw with Epic sides,
four Schemes; the keywords Hero Ambush, Wounds on enemies, Multiclass, Empowered and the Throne's Favor."""

from legendary_desktop.cards.black_panther import (  # noqa: F401
    help,
    heroes,
    keywords,
    masterminds,
    schemes,
    villains,
)
from legendary_desktop.engine import sets

SET = "black-panther"
TITLE = "Black Panther"
ORDER = 1
sets.register(SET, TITLE, ORDER)  # before the lessons and status lines, which may ask for it

from legendary_desktop.cards.black_panther import (  # noqa: E402, F401
    lesson,  # What's new: its guided scenario
    status,  # the table's status lines
)
