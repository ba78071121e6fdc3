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
    scheme_bonus = g.scheme.extra.get("vp_bonus")  # e.g. Vibranium in a Victory Pile is worth 3 VP
    if scheme_bonus is not None:
        total += scheme_bonus(g, player)
    return total


#: How the end screen groups a Victory Pile, by the kind of card the scoring counts (no set is named).
VP_GROUPS = {"villain": "Villains", "henchman": "Henchmen", "bystander": "Bystanders", "tactic": "Tactics"}
OTHER_CARDS = "Other cards"
CARD_BONUSES = "Card bonuses"
SCHEME_BONUS = "The Scheme's bonus"


def vp_sources(g: Game, player: int) -> list[tuple[str, int, int]]:
    """Where a player's Victory Points come from: (group, cards, VP), groups with cards or VP only, in a
    fixed order: printed VP by kind of card (a card acting as a Villain counts as one), then the bonuses
    cards give ("3 VP for each other..."), then the Scheme's. The VP add up to `victory_points`."""
    cards: dict[str, int] = {}
    points: dict[str, int] = {}
    for c in g.players[player].victory_pile:
        cdef = g.cards[c]
        group = VP_GROUPS.get(cdef.kind.value) or ("Villains" if c in g.roles else OTHER_CARDS)
        cards[group] = cards.get(group, 0) + 1
        points[group] = points.get(group, 0) + cdef.vp
        if cdef.vp_bonus is not None:
            points[CARD_BONUSES] = points.get(CARD_BONUSES, 0) + cdef.vp_bonus(g, player, c)
    scheme_bonus = g.scheme.extra.get("vp_bonus")
    if scheme_bonus is not None:
        points[SCHEME_BONUS] = scheme_bonus(g, player)
    order = [*VP_GROUPS.values(), OTHER_CARDS, CARD_BONUSES, SCHEME_BONUS]
    return [(group, cards.get(group, 0), points.get(group, 0)) for group in order
            if cards.get(group) or points.get(group)]


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
