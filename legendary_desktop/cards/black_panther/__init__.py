"""Black Panther (2018): five Heroes of Wakanda, two Villain groups, Killmonger and Klaw with Epic sides,
four Schemes; the keywords Hero Ambush, Wounds on enemies, Multiclass, Empowered and the Throne's Favor."""

# The modules are imported in this order (cards and help, then the lesson and status), the order they declare in.
from legendary_desktop.cards.black_panther import (
    help,
    heroes,
    keywords,
    masterminds,
    schemes,
    villains,
)

# isort: split
from legendary_desktop.cards.black_panther import (
    lesson,  # What's new: its guided scenario
    status,  # the table's status lines
)
from legendary_desktop.engine.sets import SetPlugin

SET = SetPlugin(
    id="black-panther", title="Black Panther", order=1,
    cards=(heroes, masterminds, schemes, villains), keywords=(keywords,), status=(status,),
    lessons=(lesson,), help=(help,),
)
