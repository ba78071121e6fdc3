"""Table status lines and tokens a set adds: short facts every player should see (a token's holder, how
near a turning point of the game is, what this turn's special action did), and tokens that lie on a card or
before a player. The board shows them; a game shows only its sets' lines and tokens.

A set also names what it puts on or makes of a card, so the table can draw it as a labelled mark with its
help (`Label`): the piles of cards a card holds (Hidden Witnesses, a Sonic Frequency), the roles a card
plays (a Bystander as a Smuggler Villain) and the keywords a card shows in hand (its badges)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from legendary_desktop.engine import sets

if TYPE_CHECKING:
    from legendary_desktop.engine.card import CardDef
    from legendary_desktop.engine.game import Game

@dataclass(frozen=True)
class Line:
    """A status line with what it means (its tooltip on the table): "Stones escaped 2/6" and why it counts."""

    text: str
    meaning: str = ""


StatusLines = Callable[["Game"], "list[str | Line]"]


@dataclass(frozen=True)
class Token:
    """A token held by a player or lying on a card: the board draws `short` on its holder and explains it
    with `name` and `meaning`. Exactly one of `player` and `card` is set."""

    name: str
    short: str
    meaning: str
    player: int | None = None
    card: int | None = None

    def __post_init__(self) -> None:
        if (self.player is None) == (self.card is None):
            raise ValueError(f"the {self.name} token lies on a card or before a player, not both or neither")


Tokens = Callable[["Game"], list[Token]]


@dataclass(frozen=True)
class Label:
    """How the table names a thing a set adds: `short` is drawn on the card ("Witnesses"), `name` and
    `meaning` are its tooltip and its entry in the large view."""

    name: str
    short: str
    meaning: str

    def __post_init__(self) -> None:
        if not (self.name and self.short and self.meaning):
            raise ValueError(f"{self.name!r} needs a name, a short label and a meaning to be shown on the table")


@dataclass(frozen=True)
class Badge:
    """A keyword a card shows on its face wherever it lies (in hand too): its label, the colour of its badge,
    a one-letter glyph for when even the short word has no room, and which cards have it."""

    label: Label
    fill: str
    glyph: str
    has: Callable[[CardDef], bool]
    #: a label that depends on the card (the keyword with the class it names), where the badge's own is a pattern
    label_for: Callable[[CardDef], Label] | None = None

    def label_of(self, cdef: CardDef) -> Label:
        return self.label if self.label_for is None else self.label_for(cdef)


#: set id -> pile name (as held, engine/attachments.py) -> its label
PILES: dict[str, dict[str, Label]] = sets.declarations("piles")
#: set id -> the roles its cards may play as Villains (engine/values.Role.kind)
ROLES: dict[str, list[Label]] = sets.declarations("roles")
#: set id -> the keyword badges of its cards
BADGES: dict[str, list[Badge]] = sets.declarations("badges")


def register_pile(set_id: str, name: str, short: str, meaning: str) -> Label:
    label = Label(name, short, meaning)
    PILES.setdefault(set_id, {})[name] = label
    return label


def register_role(set_id: str, name: str, short: str, meaning: str) -> Label:
    label = Label(name, short, meaning)
    ROLES.setdefault(set_id, []).append(label)
    return label


def register_badge(set_id: str, badge: Badge) -> Badge:
    BADGES.setdefault(set_id, []).append(badge)
    return badge


def pile_label(g: Game, name: str) -> Label | None:
    """The label the game's sets give a pile of held cards (None: the pile's own name says it)."""
    piles = g.rulebook.declared(PILES)
    for set_id in g.setup.sets:
        found = piles.get(set_id, {}).get(name)
        if found is not None:
            return found
    return None


def badges(cdef: CardDef) -> list[Badge]:
    """The keyword badges any of the program's sets declares for this card (a card has only its own set's
    keywords)."""
    return [b for b in sets.program().entries(BADGES) if b.has(cdef)]

#: set id -> functions giving that set's status lines for a game
STATUS: dict[str, list[StatusLines]] = sets.declarations("status lines")
#: set id -> functions giving that set's tokens on the table
TOKENS: dict[str, list[Tokens]] = sets.declarations("tokens")


def register_status(set_id: str, fn: StatusLines) -> StatusLines:
    STATUS.setdefault(set_id, []).append(fn)
    return fn


def register_tokens(set_id: str, fn: Tokens) -> Tokens:
    TOKENS.setdefault(set_id, []).append(fn)
    return fn


def explained(g: Game) -> list[Line]:
    """Every status line of the game's sets, in set order, each with what it means."""
    out: list[Line] = []
    status = g.rulebook.declared(STATUS)
    for set_id in g.setup.sets:
        for fn in status.get(set_id, ()):
            out += [line if isinstance(line, Line) else Line(line) for line in fn(g)]
    return out


def lines(g: Game) -> list[str]:
    """Every status line of the game's sets, in set order (their words alone)."""
    return [line.text for line in explained(g)]


def tokens(g: Game) -> list[Token]:
    """Every token of the game's sets on the table now, in set order."""
    out: list[Token] = []
    tokens = g.rulebook.declared(TOKENS)
    for set_id in g.setup.sets:
        for fn in tokens.get(set_id, ()):
            out += fn(g)
    return out
