"""Divided Cards: two half-cards printed on one card (Wanda | Vision).

The card costs the shared half-cost. Played, its player chooses a half: only that half's Recruit,
Attack and text happen, and for the rest of the turn it counts only as that half (`Turn.played_as`,
and the half is what `Turn.played_defs` records). Anywhere else it has both halves' classes, teams
and names, is multicolored, and its printed Attack is the sum of both halves (the whole card's
`CardDef` carries those, with the halves in `sides`).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from legendary_desktop.engine.card import CardDef
from legendary_desktop.engine.choices import choose_one

if TYPE_CHECKING:
    from legendary_desktop.engine.decision import Decision
    from legendary_desktop.engine.game import Game


def choose_side(g: Game, player: int, card: int) -> Generator[Decision, Any, CardDef]:
    cdef = g.cards[card]
    choices = [(f"side:{i}", _describe(side)) for i, side in enumerate(cdef.sides)]
    label = yield from choose_one(g, player, f"Play {cdef.name}: which half?", choices, source=cdef.name)
    side = cdef.sides[int(label.partition(":")[2])]
    g.turn.played_as[card] = side
    g.log("play", f"{g.players[player].name} plays the {side.name} half.", card)
    return side


def _describe(side: CardDef) -> str:
    numbers = []
    if side.recruit is not None:
        numbers.append(f"{side.recruit}{'+' if side.recruit_plus else ''} Recruit")
    if side.attack is not None:
        numbers.append(f"{side.attack}{'+' if side.attack_plus else ''} Attack")
    hero = side.extra.get("hero_name", "")
    label = f"{side.name} ({hero})" if hero else side.name
    return f"{label}: {', '.join([*numbers, side.text])}" if numbers or side.text else label


def names(cdef: CardDef) -> set[str]:
    """Every card name it answers to away from play: its own and each half's."""
    return {cdef.name, *(s.name for s in cdef.sides)}
