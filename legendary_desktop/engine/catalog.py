"""The card catalogue: card definitions by group.

Set modules declare their cards into `CATALOG` when imported (every card of every imported set). What a
game or a screen draws from is the catalogue of a rulebook (engine/sets.py): the cards of its sets alone
(`catalog_of`); `catalog()` is the program's.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

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
    #: the generation of `CATALOG` this catalogue was taken from (`catalog_of` takes it again after a change)
    generation_of: int = field(default=-1, repr=False)
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

    def only(self, set_ids: Iterable[str]) -> Catalog:
        """The cards of these sets alone, in declaration order (a new catalogue sharing the definitions)."""
        ids = frozenset(set_ids)

        def keep(table: dict[str, Any]) -> dict[str, Any]:
            return {name: v for name, v in table.items() if _set_of_entry(v) in ids}

        return Catalog(
            heroes=keep(self.heroes), villains=keep(self.villains), henchmen=keep(self.henchmen),
            henchman_groups=keep(self.henchman_groups), masterminds=keep(self.masterminds),
            schemes=keep(self.schemes), generic=keep(self.generic),
            set_of={n: s for n, s in self.set_of.items() if s in ids},
            by_key={k: c for k, c in self.by_key.items() if c.set in ids},
            generation=next(_GENERATIONS),
        )

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


#: every card declared by every imported set (a rulebook's catalogue takes its sets' cards from here)
CATALOG = Catalog()
_GENERATIONS = itertools.count(1)  # each catalogue a rulebook builds is a generation of its own


def catalog_of(rulebook: sets.Rulebook) -> Catalog:
    """The cards of a rulebook's sets (built once per rulebook)."""
    found = rulebook.cache.get("catalog")
    if found is None or found.generation_of != CATALOG.generation:
        found = rulebook.cache["catalog"] = CATALOG.only(rulebook.ids)
        found.generation_of = CATALOG.generation
    return found


def catalog() -> Catalog:
    """The catalogue of the program's sets (engine/sets.py: `program`)."""
    return catalog_of(sets.program())
