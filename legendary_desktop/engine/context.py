"""The context a card's ability runs in: the game, whose effect it is, which card."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from legendary_desktop.engine.card import CardDef, HeroClass

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game
    from legendary_desktop.engine.state import Occupant


@dataclass(slots=True)
class Ctx:
    g: Game
    player: int  # the player the ability belongs to (usually the active player)
    card: int  # the card instance whose ability this is
    cdef: CardDef  # the definition in force (a copy played by Rogue has the copied one)
    index: int = -1  # for a Hero: its place in this turn's played Heroes
    space: int | None = None  # for a Villain: its city space when it entered, fought or escaped
    occupant: Occupant | None = None

    def power(self, cls: HeroClass) -> bool:
        """Superpower: a Hero of that class was played earlier this turn."""
        both = int.__and__  # plain int arithmetic: an IntFlag's own & builds a new flag each time
        return any(both(d.classes, cls) for d in self.g.turn.played_defs[: self.index])

    def teampower(self, team: str) -> bool:
        return any(d.team == team for d in self.g.turn.played_defs[: self.index])

    def others_played(self) -> list[CardDef]:
        """The other Heroes played this turn so far (not this one)."""
        defs = self.g.turn.played_defs
        return defs[: self.index] + defs[self.index + 1 :]

    def add_attack(self, n: int) -> None:
        self.g.turn.attack += n

    def add_recruit(self, n: int) -> None:
        self.g.turn.recruit += n
        self.g.turn.recruit_made += n
