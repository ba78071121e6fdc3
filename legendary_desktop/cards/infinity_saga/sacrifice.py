"""Sacrifice: "[class] Sacrifice: X" on a Hero.

When the Hero is played, if another Hero of that class was played earlier this turn, its player may
KO it to do X — then or never. Its Recruit, Attack and other text happen either way. Sacrificed, it
still counts as played this turn (it stays in `Turn.played_defs`) but is no longer one of the
player's Heroes (it has left `Turn.played` for the KO pile).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from legendary_desktop.engine.card import CardDef, HeroClass
from legendary_desktop.engine.choices import may

if TYPE_CHECKING:
    from legendary_desktop.engine.context import Ctx
    from legendary_desktop.engine.decision import Decision


def sacrifice_class(cdef: CardDef) -> HeroClass | None:
    """The class a Hero's Sacrifice needs, as declared (`sacrifice=` on the card or one of its halves)."""
    for part in (cdef, *cdef.sides):
        cls = part.extra.get("sacrifice")
        if cls:
            return HeroClass(cls)
    return None


def can_sacrifice(c: Ctx, cls: HeroClass) -> bool:
    return c.power(cls) and c.card in c.g.turn.played


def sacrifice(c: Ctx, cls: HeroClass, what: str) -> Generator[Decision, Any, bool]:
    """Offer the Sacrifice; returns True when the card was KO'd (then the caller does `what`)."""
    g = c.g
    if not can_sacrifice(c, cls):
        return False
    name = g.name(c.card)
    if not (yield from may(g, c.player, f"Sacrifice {name} (KO it) to: {what}?", source=f"{name}: Sacrifice")):
        return False
    g.ko(c.card)
    g.log("sacrifice", f"{g.players[c.player].name} sacrifices {name}.", c.card)
    return True
