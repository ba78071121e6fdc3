"""Table status lines a set adds: short facts every player should see (a token's holder, how near the
Endgame is, what this turn's Heist did). The board shows them; a game shows only its sets' lines."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

StatusLines = Callable[["Game"], list[str]]

#: set id -> functions giving that set's status lines for a game
STATUS: dict[str, list[StatusLines]] = {}


def register_status(set_id: str, fn: StatusLines) -> StatusLines:
    STATUS.setdefault(set_id, []).append(fn)
    return fn


def lines(g: Game) -> list[str]:
    """Every status line of the game's sets, in set order."""
    out: list[str] = []
    for set_id in g.setup.sets:
        for fn in STATUS.get(set_id, ()):
            out += fn(g)
    return out
