"""Plain state records: players, city occupants, the turn, log events, the outcome."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from legendary_desktop.engine.card import CardDef, Effect
    from legendary_desktop.engine.game import Game

HAND_SIZE = 6


@dataclass(slots=True)
class Player:
    index: int
    name: str
    deck: list[int] = field(default_factory=list)  # top of the deck is the end of the list
    hand: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    victory_pile: list[int] = field(default_factory=list)


@dataclass(slots=True)
class Occupant:
    """A Villain in a city space with what it holds: captured Bystanders, cards under it."""

    card: int
    bystanders: list[int] = field(default_factory=list)
    under: list[int] = field(default_factory=list)


@dataclass(slots=True)
class Turn:
    """Per-turn memory, reset at the start of each turn."""

    player: int
    number: int
    recruit: int = 0
    attack: int = 0
    recruit_made: int = 0  # all Recruit produced this turn, spent or not
    played: list[int] = field(default_factory=list)  # cards in the played area
    played_defs: list[CardDef] = field(default_factory=list)  # every Hero played, copies too
    # how many of played_defs have each Hero class (one bit each): see played_classes(); the first
    # `played_counted` of them are counted (the list only grows, except by replace_played)
    class_counts: dict[int, int] = field(default_factory=dict)
    played_counted: int = 0
    recruited: bool = False
    defeated: int = 0
    healed: bool = False
    drawn: int = 0  # cards drawn during the turn (not the end-of-turn hand)
    end_draw: int = HAND_SIZE
    end_extra: int = 0
    set_aside: list[int] = field(default_factory=list)  # added to the next hand (Electromagnetic Bubble)
    extra_turn: bool = False
    recruit_as_attack: bool = False
    space_attack: dict[str, int] = field(default_factory=dict)  # "Villains you fight on the Rooftops get -2"
    mastermind_attack: int = 0
    # modifiers an effect puts in force for the rest of this turn ("all Villains get -1 Attack this turn"),
    # asked after the game's own (engine/values.py): a card that changes Attacks or costs only on the turn
    # it is played costs nothing on the others. Module-level functions, so a copy of the turn shares them.
    attack_modifiers: list[Callable[[Game, int, int | None, bool], tuple[str, int] | None]] = field(
        default_factory=list)
    cost_modifiers: list[Callable[[Game, int], tuple[str, int] | None]] = field(default_factory=list)
    on_defeat: list[Callable[[Game, int], Effect | None]] = field(default_factory=list)
    # effects that run right after the new hand is drawn at the end of the turn ("after you draw a new hand")
    after_new_hand: list[Callable[[Game], Effect | None]] = field(default_factory=list)
    heroes_koed: int = 0  # Heroes put into the KO pile this turn
    strikes_completed: int = 0  # Master Strikes that finished resolving this turn
    played_as: dict[int, CardDef] = field(default_factory=dict)  # a Divided Card played -> its chosen half
    hq_recruits: int = 0  # Heroes recruited from the HQ this turn
    # "This turn, each card entering the HQ also has...": fn(ctx, where) run on every arrival
    arrival_triggers: list[Callable[..., Effect | None]] = field(default_factory=list)
    at_end: list[Callable[[Game], None]] = field(default_factory=list)  # "by the end of this turn" checks
    # "Whenever you ... this turn" replacements: event -> fn(game, subject) effect, True if replaced
    reactions: dict[str, list[Callable[[Game, int], Effect | None]]] = field(default_factory=dict)
    notes: dict[str, Any] = field(default_factory=dict)


@dataclass(slots=True, frozen=True)
class Event:
    """One line of the game log."""

    turn: int
    kind: str
    text: str
    cards: tuple[int, ...] = ()


@dataclass(slots=True, frozen=True)
class Outcome:
    """How the game ended: the team result and each player's Victory Points."""

    result: str  # "team_win", "evil_wins", "draw", or "individual" (each player wins or loses alone)
    reason: str
    vp: tuple[int, ...]
    winners: tuple[int, ...]  # the individual winner(s): by VP (ties shared), or by the Scheme's test

    @property
    def headline(self) -> str:
        return {"team_win": "The heroes win!", "evil_wins": "Evil wins!", "draw": "A draw",
                "individual": "Each player wins or loses alone"}[self.result]

    def won(self, player: int) -> bool:
        return player in self.winners


CLASS_BITS = (1, 2, 4, 8, 16, 32)  # HeroClass's single classes, as plain ints
_BITS_OF = [tuple(b for b in CLASS_BITS if n & b) for n in range(64)]  # each class combination's classes


def played_classes(t: Turn) -> dict[int, int]:
    """How many Heroes of each class (a single-class bit) were played this turn, copies too: counted
    when asked, only the Heroes played since the last time."""
    counts = t.class_counts
    defs = t.played_defs
    if t.played_counted != len(defs):
        for cdef in defs[t.played_counted:]:
            for bit in _BITS_OF[int(cdef.classes)]:
                counts[bit] = counts.get(bit, 0) + 1
        t.played_counted = len(defs)
    return counts


def replace_played(t: Turn, index: int, cdef: CardDef) -> None:
    """A Hero played this turn counts as `cdef` from now on (Rogue's Copy Powers)."""
    t.played_defs[index] = cdef
    t.class_counts.clear()
    t.played_counted = 0
