"""What the table shows for Marvel Noir: this turn's Investigate and recruit notes."""

from __future__ import annotations

from legendary_desktop.cards.noir import schemes
from legendary_desktop.engine import hq, investigate
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.status import register_pile, register_status

SET = "noir"


def _status(g: Game) -> list[str]:
    out = []
    if g.turn.notes.get(hq.NEXT_RECRUIT_TO_DECK):
        out.append("Your next recruit goes on top of your deck")
    if g.turn.notes.get(investigate.LOOK_NOTE):
        out.append("You Investigate 3 cards this turn")
    return out


register_status(SET, _status)

# What the set's cards hold, as the table labels it (a mark on the holder, its help in the tooltip)
register_pile(SET, schemes.SUSPECTS, "Suspects", "The Murder Suspects, face down: Bystanders and Heroes. "
              "Investigate them for a Bystander to rescue; at Twist 6 the Hero Name with the most cards among "
              "them is the Killer.")
