"""A game's setup: the players and the chosen cards. Plain data, JSON round-trips."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from legendary_desktop.engine.sets import base as base_set


@dataclass(frozen=True)
class Setup:
    players: int
    mastermind: str
    scheme: str
    villains: tuple[str, ...]
    henchmen: tuple[str, ...]
    heroes: tuple[str, ...]
    names: tuple[str, ...] = field(default=())
    sets: tuple[str, ...] = ()  # the card sets the game draws from (set ids; none given: the base game)
    epic: bool = False  # Epic Mastermind side, where the Mastermind has one
    extras: tuple[str, ...] = ()  # groups a Scheme or Mastermind adds beside the usual slots

    def __post_init__(self) -> None:
        # Sets follow their cards: a Hero, Villain or Mastermind of a set puts that set in the game.
        if not self.sets:
            base = base_set()
            if base is not None:
                object.__setattr__(self, "sets", (base,))

    def player_names(self) -> tuple[str, ...]:
        if len(self.names) == self.players:
            return self.names
        return tuple(f"Player {i + 1}" for i in range(self.players))

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        for key in ("villains", "henchmen", "heroes", "names", "sets", "extras"):
            data[key] = list(data[key])
        return data

    @classmethod
    def from_json(cls, data: Any) -> Setup:
        if not isinstance(data, dict):
            raise ValueError("setup must be an object")
        try:
            players = data["players"]
            if not isinstance(players, int) or isinstance(players, bool):
                raise ValueError("setup.players must be a whole number")
            lists = {}
            for key in ("villains", "henchmen", "heroes"):
                value = data[key]
                if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                    raise ValueError(f"setup.{key} must be a list of names")
                lists[key] = tuple(value)
            names = data.get("names", [])
            if not isinstance(names, list) or not all(isinstance(v, str) for v in names):
                raise ValueError("setup.names must be a list of names")
            mastermind, scheme = data["mastermind"], data["scheme"]
            if not isinstance(mastermind, str) or not isinstance(scheme, str):
                raise ValueError("setup.mastermind and setup.scheme must be names")
            sets = data.get("sets", [])  # none recorded: the base game
            extras = data.get("extras", [])
            for key, value in (("sets", sets), ("extras", extras)):
                if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                    raise ValueError(f"setup.{key} must be a list of names")
            epic = data.get("epic", False)
            if not isinstance(epic, bool):
                raise ValueError("setup.epic must be true or false")
        except KeyError as missing:
            raise ValueError(f"setup is missing {missing}") from None
        return cls(players, mastermind, scheme, names=tuple(names), sets=tuple(sets), epic=epic,
                   extras=tuple(extras), **lists)
