"""Master Strike: the Mastermind's Strike text resolves; the card goes to the KO pile."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.engine.card import Effect, run
from legendary_desktop.engine.context import Ctx

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game


def play(g: Game, card: int) -> Effect:
    if card in g.limbo:
        g.limbo.remove(card)
    g.ko_pile.append(card)
    mm = g.mm
    g.log("strike", f"Master Strike! {mm.name} strikes.", card)
    if mm.on_strike is not None:
        yield from run(mm.on_strike(Ctx(g, g.active, g.mastermind_card, mm)))
