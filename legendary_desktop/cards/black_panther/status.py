"""What the table shows for Black Panther: who holds the Throne's Favor, this turn's Clash task."""

from __future__ import annotations

from legendary_desktop.cards.black_panther.keywords import favor_holder
from legendary_desktop.cards.black_panther.schemes import TASKS
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.status import register_status

SET = "black-panther"


def _status(g: Game) -> list[str]:
    out = []
    holder = favor_holder(g)
    if holder == "mastermind":
        out.append(f"Throne's Favor: {g.mm.name}")
    elif isinstance(holder, int):
        out.append(f"Throne's Favor: {g.players[holder].name}")
    for tasks in g.turn.notes.get("clash_tasks", []):
        out.append("Clash task: " + "; ".join(TASKS[t].split(":")[0] for t in tasks))
    return out


register_status(SET, _status)
