"""Table geometry as data: areas of city spaces, HQ slots and a Hero Deck; Villain Decks.

Most games have one area: a city of five spaces (Sewers to Bridge) and an HQ of five slots, fed
by one Villain Deck. Schemes change that through data: a city of any length whose spaces have any
names (and may be added or removed during play), HQ slots that number other than five or are
destroyed, several Villain Decks each feeding its own space, or a second area (its own city, HQ
and Hero Deck) with one of them active. The board lays all of it out from these records.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from legendary_desktop.engine.state import Occupant

CITY_NAMES = ("Sewers", "Bank", "Rooftops", "Streets", "Bridge")
#: Space indexes of the standard five-space city (tests and base-game positions use them).
SEWERS, BANK, ROOFTOPS, STREETS, BRIDGE = range(5)
HQ_SLOTS = 5


@dataclass(slots=True)
class Area:
    """One city with its HQ and Hero Deck. `city[i]` is the space named `city_names[i]`;
    index 0 is where Villains enter (the Villain Deck end), the last index where they escape."""

    name: str
    city_names: list[str] = field(default_factory=lambda: list(CITY_NAMES))
    city: list[Occupant | None] = field(default_factory=list)
    hq: list[int | None] = field(default_factory=list)
    hq_destroyed: set[int] = field(default_factory=set)  # HQ slots out of play, never refilled
    hero_deck: list[int] = field(default_factory=list)  # top is the end of the list
    separate_spaces: bool = False  # each space is a one-space city of its own (a newcomer pushes out)

    def __post_init__(self) -> None:
        if not self.city:
            self.city = [None] * len(self.city_names)
        if not self.hq:
            self.hq = [None] * HQ_SLOTS


@dataclass(slots=True)
class VillainDeck:
    """A Villain Deck and the space of the active area's city where its Villains enter."""

    cards: list[int] = field(default_factory=list)  # top is the end of the list
    space: int = 0
    name: str = "Villain Deck"
