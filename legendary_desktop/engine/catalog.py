"""The card catalogue: every card definition of every loaded set, by group.

Set modules register their cards here when imported. Whoever starts the program loads the sets
(`legendary_desktop.cards`); the engine imports none.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from legendary_desktop.engine import sets
from legendary_desktop.engine.card import CardDef, Kind, MastermindDef, SchemeDef

HENCHMAN_GROUP_SIZE = 10


@dataclass
class Catalog:
    heroes: dict[str, list[CardDef]] = field(default_factory=dict)
    villains: dict[str, list[CardDef]] = field(default_factory=dict)
    henchmen: dict[str, CardDef] = field(default_factory=dict)  # group -> its (first) card
    henchman_groups: dict[str, list[CardDef]] = field(default_factory=dict)  # groups of unlike cards
    masterminds: dict[str, MastermindDef] = field(default_factory=dict)
    schemes: dict[str, SchemeDef] = field(default_factory=dict)
    generic: dict[str, CardDef] = field(default_factory=dict)  # Agent, Trooper, Officer, Bystander...
    set_of: dict[str, str] = field(default_factory=dict)  # group name -> set
    by_key: dict[str, CardDef] = field(default_factory=dict)
    #: how many times cards came or went (a set loaded or forgotten): what was worked out from the cards
    #: at one generation holds until the next
    generation: int = 0
    _sets: list[str] = field(default_factory=list, repr=False)
    _sets_seen: int = field(default=-1, repr=False)

    def _add(self, card: CardDef) -> CardDef:
        if card.key in self.by_key:
            raise ValueError(f"card declared twice: {card.key}")
        self.by_key[card.key] = card
        self.generation += 1
        return card

    def add_hero(self, card: CardDef) -> CardDef:
        self.heroes.setdefault(card.group, []).append(self._add(card))
        self.set_of[card.group] = card.set
        return card

    def add_villain(self, card: CardDef) -> CardDef:
        self.villains.setdefault(card.group, []).append(self._add(card))
        self.set_of[card.group] = card.set
        return card

    def add_henchman(self, card: CardDef) -> CardDef:
        """A Henchman card. A group is usually ten copies of one card; a group of unlike cards
        (declared with their own `copies`, adding up to ten) keeps each card in `henchman_groups`."""
        self._add(card)
        if card.group in self.henchmen:
            self.henchman_groups.setdefault(card.group, [self.henchmen[card.group]]).append(card)
        else:
            self.henchmen[card.group] = card
        self.set_of[card.group] = card.set
        return card

    def henchman_cards(self, group: str) -> list[CardDef]:
        return self.henchman_groups.get(group) or [self.henchmen[group]]

    def henchman_copies(self, group: str, card: CardDef) -> int:
        """Copies of this card in a Henchman group: ten of a lone card, else as declared."""
        return card.copies if group in self.henchman_groups else HENCHMAN_GROUP_SIZE

    def add_mastermind(self, mm: MastermindDef) -> MastermindDef:
        self._add(mm.card)
        for side in (mm.epic, mm.back):
            if side is not None:
                self._add(side)
        for tactic in mm.tactics:
            self._add(tactic)
        self.masterminds[mm.card.name] = mm
        self.set_of[mm.card.name] = mm.card.set
        return mm

    def add_scheme(self, scheme: SchemeDef) -> SchemeDef:
        self._add(scheme.card)
        self.schemes[scheme.card.name] = scheme
        self.set_of[scheme.card.name] = scheme.card.set
        return scheme

    def add_generic(self, card: CardDef) -> CardDef:
        self.generic[card.name] = self._add(card)
        return card

    def all_cards(self) -> list[CardDef]:
        return list(self.by_key.values())

    def sets(self) -> list[str]:
        """Set ids that have cards, in the order they were registered."""
        if self._sets_seen != len(self.by_key):  # recomputed only after cards were added
            self._sets = list(dict.fromkeys(c.set for c in self.by_key.values()))
            self._sets_seen = len(self.by_key)
        return list(self._sets)

    def in_set(self, set_id: str) -> list[CardDef]:
        return [c for c in self.by_key.values() if c.set == set_id]

    def forget_set(self, set_id: str) -> None:
        """Take out every card of a set (a set loaded only for a while)."""
        for key in [k for k, c in self.by_key.items() if c.set == set_id]:
            del self.by_key[key]
        for table in (self.heroes, self.villains, self.henchmen, self.henchman_groups, self.masterminds,
                      self.schemes, self.generic):
            for name in [n for n, v in table.items() if _set_of_entry(v) == set_id]:
                del table[name]
        for name in [n for n, s in self.set_of.items() if s == set_id]:
            del self.set_of[name]
        self._sets_seen = -1
        self.generation += 1

    def find(self, name: str, kinds: tuple[Kind, ...] | None = None) -> CardDef:
        """A card by its name (or "Group/Name"), for tests and tools."""
        matches = [
            c
            for c in self.by_key.values()
            if (c.name == name or f"{c.group}/{c.name}" == name) and (kinds is None or c.kind in kinds)
        ]
        if not matches:
            raise KeyError(f"no card named {name!r}")
        if len(matches) > 1:
            raise KeyError(f"{name!r} is ambiguous: " + ", ".join(c.key for c in matches))
        return matches[0]


def _set_of_entry(entry: CardDef | MastermindDef | SchemeDef | list[CardDef]) -> str:
    if isinstance(entry, list):
        return entry[0].set
    return entry.set if isinstance(entry, CardDef) else entry.card.set


CATALOG = Catalog()
sets.on_forget(CATALOG.forget_set)


def catalog() -> Catalog:
    """The catalogue of every loaded set's cards."""
    return CATALOG
