"""What the table shows for Marvel Noir: this turn's Investigate and recruit notes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.cards.noir import investigate, schemes
from legendary_desktop.engine import hq
from legendary_desktop.engine.status import Line, register_pile, register_status

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

SET = "noir"


def _status(g: Game) -> list[str | Line]:
    out: list[str | Line] = []
    if g.turn.notes.get(hq.NEXT_RECRUIT_TO_DECK):
        out.append(Line("Your next recruit goes on top of your deck", "A card played this turn said so: the next "
                        "Hero you recruit goes on top of your deck instead of into your discard pile."))
    if g.turn.notes.get(investigate.LOOK_NOTE):
        out.append(Line("You Investigate 3 cards this turn", "A card played this turn said so: each time you "
                        "Investigate this turn you look at the top 3 cards instead of 2."))
    return out


register_status(SET, _status)

# What the set's cards hold, as the table labels it (a mark on the holder, its help in the tooltip)
register_pile(SET, schemes.SUSPECTS, "Suspects", "The Murder Suspects, face down: Bystanders and Heroes. "
              "Investigate them for a Bystander to rescue; at Twist 6 the Hero Name with the most cards among "
              "them is the Killer.")
