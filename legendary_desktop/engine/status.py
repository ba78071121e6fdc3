"""Table status lines and tokens a set adds: short facts every player should see (a token's holder, how
near the Endgame is, what this turn's Heist did), and tokens that lie on a card or before a player (the
Throne's Favor). The board shows them; a game shows only its sets' lines and tokens."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

StatusLines = Callable[["Game"], list[str]]


@dataclass(frozen=True)
class Token:
    """A token held by a player or lying on a card: the board draws `short` on its holder and explains it
    with `name` and `meaning`. Exactly one of `player` and `card` is set."""

    name: str
    short: str
    meaning: str
    player: int | None = None
    card: int | None = None

    def __post_init__(self) -> None:
        if (self.player is None) == (self.card is None):
            raise ValueError(f"the {self.name} token lies on a card or before a player, not both or neither")


Tokens = Callable[["Game"], list[Token]]

#: set id -> functions giving that set's status lines for a game
STATUS: dict[str, list[StatusLines]] = {}
#: set id -> functions giving that set's tokens on the table
TOKENS: dict[str, list[Tokens]] = {}


def register_status(set_id: str, fn: StatusLines) -> StatusLines:
    STATUS.setdefault(set_id, []).append(fn)
    return fn


def register_tokens(set_id: str, fn: Tokens) -> Tokens:
    TOKENS.setdefault(set_id, []).append(fn)
    return fn


def lines(g: Game) -> list[str]:
    """Every status line of the game's sets, in set order."""
    out: list[str] = []
    for set_id in g.setup.sets:
        for fn in STATUS.get(set_id, ()):
            out += fn(g)
    return out


def tokens(g: Game) -> list[Token]:
    """Every token of the game's sets on the table now, in set order."""
    out: list[Token] = []
    for set_id in g.setup.sets:
        for fn in TOKENS.get(set_id, ()):
            out += fn(g)
    return out
