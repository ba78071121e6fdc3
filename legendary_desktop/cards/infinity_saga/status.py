"""What the table shows for The Infinity Saga: how near the Endgame is, and Infinity Stones escaped."""

from __future__ import annotations

from legendary_desktop.cards.infinity_saga import masterminds, schemes
from legendary_desktop.cards.infinity_saga.rules import stones_escaped
from legendary_desktop.engine import endgame
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.status import register_pile, register_status

SET = "infinity-saga"


def _status(g: Game) -> list[str]:
    out = []
    if endgame.by_deck(g):
        out.append("ENDGAME")
    else:
        out.append("Endgame this turn" if g.turn.endgame else f"Endgame in {endgame.cards_to_go(g)}")
        if g.turn.endgame_heroes and not g.turn.endgame:
            out.append("Endgame for your Heroes")
    if g.mastermind.card.name == "Thanos":
        out.append(f"Stones escaped {stones_escaped(g)}/6")
    return out


register_status(SET, _status)

# What the set's cards hold, as the table labels it (a mark on the holder, its help in the tooltip)
register_pile(SET, schemes.SACRIFICED, "Sacrificed", "Heroes sacrificed for the Soul Stone by the Mastermind: "
              "when there are 5, Evil wins.")
register_pile(SET, masterminds.DESTROYED, "Destroyed", "A face-down Hero marking an HQ space The Snap destroyed: "
              "no Hero comes to it any more.")
