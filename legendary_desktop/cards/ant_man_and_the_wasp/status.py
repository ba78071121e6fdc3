"""What the table shows for Ant-Man and the Wasp: this turn's Heist, and Recruit usable only for some Heroes."""

from __future__ import annotations

from legendary_desktop.engine.game import Game
from legendary_desktop.engine.status import register_status

SET = "ant-man-and-the-wasp"
HEIST_WORDS = {"success": "Heist: success", "tie": "Heist: a tie, nothing happens", "caught": "Heist: caught"}


def _status(g: Game) -> list[str]:
    out = []
    result = g.turn.notes.get("heist_result")
    if result in HEIST_WORDS:
        out.append(HEIST_WORDS[result])
    for amount, _ok, label in g.turn.notes.get("pools", []):
        if amount > 0:
            out.append(f"{amount} Recruit usable only {label}")
    return out


register_status(SET, _status)
