"""The story of a game read back from its log: what each turn did, and the game's key moments.

Nothing here changes the game; it reads `game.events` (all public lines, see `visibility`). Two uses:
the short summary of what computer players did before a person's turn, and the end screen's timeline
(Tactics fought, Villains that escaped, Scheme Twists). Cards are grouped by their kind, so no set is
named here.

Each moment is one event of its kind, so that every count the end screen gives is the number of those events:
a Scheme Twist is the "twist" event `scheme_twist.play` logs (one per Twist played, whatever card it is); an
escape the "escape" event `city` logs; a Tactic fought the "fight" event naming a Tactic. What a Scheme does
with its Twist (an Escape Route discovered, a Twist shuffled back) is logged as "scheme": such a line naming
its Twist card is a moment of its own ("scheme"), never counted as a Twist.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from legendary_desktop.engine.card import CardDef, Kind

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game
    from legendary_desktop.engine.state import Event


#: The kinds of log line the moments are read from: a Scheme Twist played (one line each), a Villain escaping
#: (one line each), and what a Scheme does on a Twist (any number of lines)
TWIST, ESCAPE, SCHEME = "twist", "escape", "scheme"


def turn_player(g: Game, event: Event) -> int | None:
    """The player whose turn a "turn" line starts ("Turn 4: Player 2."), else None."""
    return _turn_player([p.name for p in g.players], event)


def _turn_player(names: Sequence[str], event: Event) -> int | None:
    if event.kind != "turn":
        return None
    for index, name in enumerate(names):
        if event.text == f"Turn {event.turn}: {name}.":
            return index
    return None


@dataclass
class TurnSummary:
    """What one turn did, in card names: fought, recruited, entered the city, escaped, and the Scheme
    Twists and Master Strikes it brought."""

    player: int
    turn: int
    fought: list[str] = field(default_factory=list)
    recruited: list[str] = field(default_factory=list)
    entered: list[str] = field(default_factory=list)
    escaped: list[str] = field(default_factory=list)
    events: list[str] = field(default_factory=list)  # Scheme Twists, Master Strikes

    def line(self, g: Game) -> str:
        return self.said([p.name for p in g.players])

    def said(self, names: Sequence[str]) -> str:
        """The summary in a line, with the players' `names`."""
        parts = [f"fought {', '.join(self.fought)}" if self.fought else "fought nothing",
                 f"recruited {', '.join(self.recruited)}" if self.recruited else "recruited nothing"]
        if self.entered:
            parts.append(f"entered the city: {', '.join(self.entered)}")
        if self.escaped:
            parts.append(f"escaped: {', '.join(self.escaped)}")
        if self.events:
            parts.append(", ".join(self.events))
        return f"{names[self.player]} (turn {self.turn}): " + "; ".join(parts) + "."


def _first_card(g: Game, event: Event, *kinds: Kind) -> int | None:
    if not event.cards:
        return None
    card = event.cards[0]
    return card if not kinds or g.cards[card].kind in kinds else None


def turn_summaries(g: Game, first: int = 0) -> list[TurnSummary]:
    """Every turn that started at or after event `first`, with what it did (the turn under way too)."""
    return log_turns(g.events[first:], [p.name for p in g.players], lambda c: g.cards[c],
                     lambda c: fought_name(g, c), g.villain_name)


def log_turns(events: Sequence[Event], names: Sequence[str], card: Callable[[int], CardDef],
              fought: Callable[[int], str], villain: Callable[[int], str]) -> list[TurnSummary]:
    """The turns that `events` start, with what each did, read from the log alone: what a table that has only
    the log and its cards (an online seat's) says too. `card`: a card named in the log; `fought`: how a card
    fought is named (a Tactic is the Mastermind's); `villain`: a card's name as a Villain."""
    out: list[TurnSummary] = []
    for event in events:
        player = _turn_player(names, event)
        if player is not None:
            out.append(TurnSummary(player, event.turn))
            continue
        if not out or event.turn != out[-1].turn or not event.cards:
            continue
        now = out[-1]
        first = event.cards[0]
        if event.kind == "fight":
            now.fought.append(fought(first))
        elif event.kind == "recruit":
            now.recruited.append(card(first).name)
        elif event.kind == "enter":
            now.entered.append(villain(first))
        elif event.kind == "escape":
            now.escaped.append(villain(first))
        elif event.kind == TWIST:
            now.events.append(event.text.split("!")[0])
        elif event.kind == "strike" and card(first).kind is Kind.STRIKE:
            now.events.append("a Master Strike")
    return out


def fought_name(g: Game, card: int) -> str:
    return named_fought(card, g.cards[card], g.mastermind_card, g.mm.name, g.villain_name)


def named_fought(card: int, cdef: CardDef, mastermind_card: int, mastermind: str,
                 villain: Callable[[int], str]) -> str:
    """How a card fought is named: the Mastermind, one of its Tactics, else the Villain."""
    if card == mastermind_card:
        return mastermind
    if cdef.kind is Kind.TACTIC:
        return f"{mastermind} (Tactic {cdef.name})"
    return villain(card)


@dataclass(frozen=True)
class Moment:
    """One line of the end screen's timeline."""

    turn: int
    kind: str  # "tactic", "escape", "twist", "scheme", "mastermind"
    text: str


def key_moments(g: Game) -> list[Moment]:
    """The turns that changed the game: each Tactic fought (and the Mastermind's last fight), each
    Villain that escaped, each Scheme Twist, and what the Scheme did with a Twist card (its own moment), in the
    order they happened."""
    out: list[Moment] = []
    for event in g.events:
        if event.kind == "fight":
            card = _first_card(g, event, Kind.TACTIC)
            if card is not None:
                out.append(Moment(event.turn, "tactic", event.text))
            elif event.cards and event.cards[0] == g.mastermind_card:
                out.append(Moment(event.turn, "mastermind", event.text))
        elif event.kind == ESCAPE and event.cards:
            out.append(Moment(event.turn, ESCAPE, event.text))
        elif event.kind == TWIST:
            out.append(Moment(event.turn, TWIST, event.text))
        elif event.kind == SCHEME and _first_card(g, event, Kind.TWIST) is not None:
            out.append(Moment(event.turn, SCHEME, event.text))
    return out
