"""Marvel Noir's keywords in play: Hidden Witnesses in every game with this set; shared helpers."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.cards.noir import witnesses
from legendary_desktop.engine.card import CardDef, Kind

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

SET = "noir"
MARVEL_KNIGHTS = "Marvel Knights"
FREAK_SHOW = "Goblin's Freak Show"
X_MEN_NOIR = "X-Men Noir"

witnesses.register(SET)


def is_bystander(cdef: CardDef) -> bool:
    return cdef.kind is Kind.BYSTANDER


def costs_4_or_more_played(g: Game, others: list[CardDef]) -> int:
    """How many of these played cards cost 4 or more."""
    return sum(1 for d in others if d.cost >= 4)


def freak_show_in_city(g: Game) -> list[int]:
    return [occ.card for occ in g.city if occ is not None and g.cards[occ.card].group == FREAK_SHOW
            and g.cards[occ.card].is_villain]
