"""Victory Points and the end of the game.

Ties for the individual win: the tied player who took fewer turns wins (they had
fewer chances to score); a tie that remains is shared.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.engine.state import Outcome

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game


def victory_points(g: Game, player: int) -> int:
    total = 0
    for c in g.players[player].victory_pile:
        cdef = g.cards[c]
        total += cdef.vp
        if cdef.vp_bonus is not None:
            total += cdef.vp_bonus(g, player, c)
    return total


def all_cards_of(g: Game, player: int) -> list[int]:
    """Every card a player owns: deck, hand, discard, played, Victory Pile."""
    p = g.players[player]
    cards = p.deck + p.hand + p.discard + p.victory_pile
    if player == g.turn.player:
        cards += g.turn.played + g.turn.set_aside
    return cards


def winners(vp: tuple[int, ...]) -> tuple[int, ...]:
    best = max(vp)
    return tuple(i for i, v in enumerate(vp) if v == best)


def outcome(g: Game, result: str, reason: str, individual: dict[int, bool] | None = None) -> Outcome:
    """The final result. With `individual` (player -> won), each player wins or loses alone."""
    vp = tuple(victory_points(g, p.index) for p in g.players)
    if individual is not None:
        return Outcome("individual", reason, vp, tuple(p for p in range(len(vp)) if individual.get(p)))
    return Outcome(result, reason, vp, () if result == "evil_wins" else winners(vp))
