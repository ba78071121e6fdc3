"""Card definitions: the facts printed on a card and the code of its abilities.

A `CardDef` is declared once per distinct card in its set's module; a game holds
card *instances* (integer ids) that each point at one definition.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import dataclass, field
from enum import Enum, IntFlag
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from legendary_desktop.engine.decision import Decision
    from legendary_desktop.engine.game import Game

#: An effect: a generator that yields decisions and receives their answers.
Effect = Generator["Decision", Any, Any]


class Kind(Enum):
    HERO = "hero"
    STARTER = "starter"  # S.H.I.E.L.D. Agent and Trooper
    OFFICER = "officer"
    VILLAIN = "villain"
    HENCHMAN = "henchman"
    MASTERMIND = "mastermind"
    TACTIC = "tactic"
    SCHEME = "scheme"
    BYSTANDER = "bystander"
    WOUND = "wound"
    TWIST = "scheme_twist"
    STRIKE = "master_strike"


class HeroClass(IntFlag):
    """Hero classes ("colours"). Grey is the S.H.I.E.L.D. starting cards' colour."""

    NONE = 0
    STRENGTH = 1
    INSTINCT = 2
    COVERT = 4
    TECH = 8
    RANGED = 16
    GREY = 32

    @property
    def names(self) -> list[str]:
        return [c.name.title() for c in HeroClass if c and c in self and c.name]

    @property
    def count(self) -> int:
        """How many classes: a multiclass card counts as each of its classes."""
        return sum(1 for c in HERO_CLASSES if c in self)

    @property
    def multicolored(self) -> bool:
        """"Multicolored" means two or more Hero classes (grey S.H.I.E.L.D. is not a class here)."""
        return self.count >= 2

    def each(self) -> list[HeroClass]:
        """Each class of the card, one flag each."""
        return [c for c in HERO_CLASSES if c in self]


class KeywordAttack(Protocol):
    """The engine's extension point for a set's keyword printed on a card that adds Attack by the state of the
    table ("+1 Attack for each ..."): the set's own object, which the engine asks for its amount (engine/values.py
    for an enemy's Attack and its breakdown, engine/actions.py as a Hero is played)."""

    @property
    def label(self) -> str:
        """Its term in an Attack breakdown."""
        ...

    @property
    def word(self) -> str:
        """The keyword as a log line says it ("<card> is <word>: +2 Attack.")."""
        ...

    def amount(self, g: Game) -> int:
        """The Attack it adds now."""
        ...


AVENGERS = "Avengers"
X_MEN = "X-Men"
SHIELD = "S.H.I.E.L.D."
SPIDER_FRIENDS = "Spider Friends"
UNAFFILIATED = "(Unaffiliated)"
HYDRA = "HYDRA"


@dataclass(eq=False, slots=True)
class CardDef:
    """One distinct card: printed facts, display text and behaviour, declared together."""

    set: str
    kind: Kind
    group: str  # Hero name, Villain group, Henchman group, Mastermind, Scheme...
    name: str
    copies: int = 1
    cost: int = 0
    attack: int | None = None
    attack_plus: bool = False  # printed "2+": the ability can add more
    recruit: int | None = None
    recruit_plus: bool = False
    vp: int = 0
    vp_plus: bool = False
    classes: HeroClass = HeroClass.NONE
    team: str = ""
    text: str = ""
    key: str = ""
    # Behaviour; which hooks a card uses depends on its kind.
    on_play: Callable[..., Effect | None] | None = None
    can_play: Callable[..., str | None] | None = None  # returns a reason when not playable
    on_fight: Callable[..., Effect | None] | None = None
    on_ambush: Callable[..., Effect | None] | None = None
    on_escape: Callable[..., Effect | None] | None = None
    on_strike: Callable[..., Effect | None] | None = None
    can_defeat: Callable[..., str | None] | None = None  # returns a reason when not allowed
    vp_bonus: Callable[..., int] | None = None  # (game, player) -> extra VP at scoring
    attack_bonus: Callable[..., int] | None = None  # (game, card id) -> extra Attack
    # (ctx, where) -> effect, after the step in which this card entered the HQ ("hq") or city ("city")
    on_arrive: Callable[..., Effect | None] | None = None
    # A set's printed keyword that adds Attack by the state of the table (a `KeywordAttack`): asked when the
    # card's Attack is worked out as an enemy, and as it is played as a Hero
    keyword_attack: KeywordAttack | None = None
    reactions: dict[str, Callable[..., Effect | None]] = field(default_factory=dict)  # event -> reaction
    # A Divided Card's two halves (engine/divided.py): played as one of them, elsewhere both at once
    sides: tuple[CardDef, ...] = ()
    extra: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.key:
            self.key = f"{self.set}/{self.kind.value}/{self.group}/{self.name}"

    @property
    def is_hero(self) -> bool:
        return self.kind in (Kind.HERO, Kind.STARTER, Kind.OFFICER)

    @property
    def is_villain(self) -> bool:
        return self.kind in (Kind.VILLAIN, Kind.HENCHMAN)

    def __repr__(self) -> str:
        return f"<CardDef {self.key}>"


@dataclass(eq=False, slots=True)
class MastermindDef:
    """A Mastermind: the card itself plus its Tactics and Always Leads group.

    A Mastermind may have an Epic side (chosen at setup: its own Attack, text and Master Strike,
    the same Tactics and VP) and a back side it transforms into during play. The game keeps the
    face-up side (`Game.mm`); the card instance stays the same whichever side is up."""

    card: CardDef
    tactics: list[CardDef]
    always_leads: str
    leads_henchmen: bool
    epic: CardDef | None = None
    back: CardDef | None = None  # a Transforming Mastermind's other side
    on_setup: Callable[[Game], None] | None = None
    evil_wins: Callable[[Game], str | None] | None = None  # the Mastermind's own Evil Wins
    final_fight: Callable[[Game], bool] | None = None  # after the last Tactic, fight it once more?
    set_aside_villains: tuple[str, ...] = ()  # Villain groups it sets aside at setup (by name)
    extra: dict[str, Any] = field(default_factory=dict)

    def side(self, epic: bool = False) -> CardDef:
        """The side that starts face up."""
        return self.epic if epic and self.epic is not None else self.card

    @property
    def sides(self) -> list[CardDef]:
        return [c for c in (self.card, self.epic, self.back) if c is not None]


@dataclass(frozen=True, slots=True)
class Count:
    """One number of a Scheme's progress toward Evil Wins: `now` out of `of`, or (`of` None) a number that
    counts down, such as a stack's size, read against the same number as the game began."""

    now: int
    of: int | None = None


@dataclass(eq=False, slots=True)
class SchemeDef:
    """A Scheme and its setup changes, special rules, Twist effect and Evil Wins test."""

    card: CardDef
    twists: Callable[[int], int]  # players -> number of Twists in the Villain Deck
    on_twist: Callable[..., Effect | None]
    evil_wins: Callable[[Game], str | None]  # returns the reason when Evil has won
    evil_wins_progress: Callable[[Game], str] | None = None  # e.g. "Escaped 5 / 12"
    evil_wins_counts: Callable[[Game], tuple[Count, ...]] | None = None  # the same progress as numbers
    bystanders: Callable[[int], int] | None = None  # override of the per-player-count table
    extra_henchmen: int = 0
    extra_villains: int = 0  # more Villain groups than the player count says
    set_aside_villains: tuple[str, ...] = ()  # Villain groups set aside at setup (by name)
    extra_heroes: int = 0  # Heroes set aside at setup, chosen at random among those `extra_hero_ok` accepts
    extra_hero_ok: Callable[[list[CardDef]], bool] | None = None
    heroes: Callable[[int], int] | None = None  # override of 5 (6 for five players)
    required_villains: tuple[str, ...] = ()
    heroes_in_villain_deck: int = 0
    twists_beside_scheme: int = 0
    wounds_per_player: int | None = None
    # Special rules
    villain_attack_bonus: Callable[..., int] | None = None  # (game, space index, card id) -> bonus
    mastermind_attack_bonus: Callable[..., int] | None = None
    table: Callable[[Game], None] | None = None  # changes the city, HQ or Villain Decks before setup
    on_setup: Callable[[Game], None] | None = None  # after the decks are built, before the HQ fills
    # A card revealed from the Villain Deck that this Scheme turns into a Villain: its role, or None
    as_villain: Callable[..., Any] | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def name(self) -> str:
        return self.card.name


def run(result: Effect | None) -> Effect:
    """Run an ability's result: abilities with no decision may be plain functions returning None."""
    if result is not None:
        return (yield from result)
    return None


HERO_CLASSES = (HeroClass.STRENGTH, HeroClass.INSTINCT, HeroClass.COVERT, HeroClass.TECH, HeroClass.RANGED)

STRENGTH = HeroClass.STRENGTH
INSTINCT = HeroClass.INSTINCT
COVERT = HeroClass.COVERT
TECH = HeroClass.TECH
RANGED = HeroClass.RANGED
