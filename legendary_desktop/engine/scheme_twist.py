"""Scheme Twist: count it, then resolve the Scheme's Twist text with its number."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.engine.card import Effect, run
from legendary_desktop.engine.context import Ctx

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game


def play(g: Game, card: int) -> Effect:
    """Resolve a Twist. The card goes to the KO pile unless the Scheme puts it elsewhere."""
    if card in g.limbo:
        g.limbo.remove(card)
    else:
        g.remove(card)
    g.ko_pile.append(card)
    g.twists_played += 1
    g.log("twist", f"Scheme Twist {g.twists_played}! ({g.scheme.name})", card)
    yield from run(g.scheme.on_twist(Ctx(g, g.active, card, g.scheme.card, index=g.twists_played)))
    g.check_evil_wins()


def put_beside_scheme(g: Game, card: int) -> None:
    """Move a Twist (already in the KO pile) next to the Scheme."""
    g.ko_pile.remove(card)
    g.beside_scheme.append(card)
