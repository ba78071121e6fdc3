"""Gambit: the four Hero cards (14 copies)."""

from __future__ import annotations

from legendary_desktop.cards.dsl import hero
from legendary_desktop.engine.card import (
    COVERT,
    INSTINCT,
    RANGED,
    X_MEN,
    Effect,
)
from legendary_desktop.engine.context import Ctx

SET = "core"


@hero('Gambit', 'Card Shark', set=SET, cost=4, classes=RANGED, team=X_MEN, copies=5, attack=2,
      text="TODO own words")
def card_shark(c: Ctx) -> Effect | None:
    ...

@hero('Gambit', 'Stack the Deck', set=SET, cost=2, classes=COVERT, team=X_MEN, copies=5,
      text="TODO own words")
def stack_the_deck(c: Ctx) -> Effect | None:
    ...

@hero('Gambit', 'Hypnotic Charm', set=SET, cost=3, classes=INSTINCT, team=X_MEN, copies=3, recruit=2,
      text="TODO own words")
def hypnotic_charm(c: Ctx) -> Effect | None:
    ...

@hero('Gambit', 'High Stakes Jackpot', set=SET, cost=7, classes=INSTINCT, team=X_MEN, copies=1, attack='4+',
      text="TODO own words")
def high_stakes_jackpot(c: Ctx) -> Effect | None:
    ...
