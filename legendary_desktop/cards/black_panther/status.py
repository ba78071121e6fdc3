"""What the table shows for Black Panther: who holds the Throne's Favor (a line, and the token on its
holder), this turn's Clash task."""

from __future__ import annotations

from legendary_desktop.cards.black_panther.keywords import MASTERMIND, favor_holder
from legendary_desktop.cards.black_panther.schemes import TASKS
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.status import Token, register_status, register_tokens

SET = "black-panther"
FAVOR_MEANING = ("One token, held by a player, by the Mastermind or by nobody. Gaining it is a must and takes it "
                 "from whoever has it; some cards let its holder spend it (then nobody holds it) for a reward.")


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


def _tokens(g: Game) -> list[Token]:
    holder = favor_holder(g)
    if holder == MASTERMIND:
        return [Token("Throne's Favor", "Favor", FAVOR_MEANING, card=g.mastermind_card)]
    if isinstance(holder, int):
        return [Token("Throne's Favor", "Favor", FAVOR_MEANING, player=holder)]
    return []


register_tokens(SET, _tokens)
