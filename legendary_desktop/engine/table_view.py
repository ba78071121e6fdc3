"""The table one seat sees, as the board draws it: every place and the cards in it, in order, made from that
seat's view (engine/view.py) and nothing else.

Every table draws from this model: the local pass-and-play table and the Replay Viewer make it from the view
of the game for the seat whose hand lies on the table (`of_game`), an online table (the host's and every
joiner's) from the view the host sent (`from_view`). It is the same function either way, so a joiner's table
for seat k and the host's table for seat k are the same by construction, and no table can draw a card the
seat was not shown: a hidden zone is a count, never a card.

A card is its instance id; its definition comes from the catalog by the key the view gives (`defs`), so the
model holds a definition only for the cards the seat may see. What the table says beside the cards (each
enemy's Attack now, the marks, the status lines…) is the view's `table` (engine/table_facts.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from legendary_desktop.engine import table_facts
from legendary_desktop.engine.card import CardDef
from legendary_desktop.engine.catalog import Catalog, catalog
from legendary_desktop.engine.chronicle import Moment
from legendary_desktop.engine.decision import Decision
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.seat_view import CardRef, SeatView
from legendary_desktop.engine.state import Outcome
from legendary_desktop.engine.table_facts import Facts
from legendary_desktop.engine.view import pending_decision, view_of

#: a card's definition from its instance id and catalog key
Defs = Callable[[int, str], CardDef]


@dataclass(frozen=True)
class Space:
    """A city space: its name, and the Villain in it (None: empty) with what it holds."""

    name: str
    card: int | None = None
    bystanders: tuple[int, ...] = ()
    under: tuple[int, ...] = ()


@dataclass(frozen=True)
class Area:
    """One city with its HQ (a game may have several areas; one is in play)."""

    name: str
    city: tuple[Space, ...]
    hq: tuple[int | None, ...]
    hq_destroyed: frozenset[int]
    hero_deck: int  # a count: the Hero Deck is face down

    @property
    def city_names(self) -> list[str]:
        return [s.name for s in self.city]


@dataclass(frozen=True)
class VillainDeck:
    name: str
    space: int  # the space of the city in play where its Villains enter
    count: int


@dataclass(frozen=True)
class Pile:
    """A pile seen as the table shows it: how many cards, and its top card where the seat sees it."""

    count: int
    top: int | None = None


@dataclass(frozen=True)
class Seat:
    """A player as this seat sees them: their hand card by card when it may be seen (else None), the rest
    by count or, where public, card by card."""

    index: int
    name: str
    hand: tuple[int, ...] | None
    hand_count: int
    deck: Pile
    discard: tuple[int, ...]
    victory_pile: tuple[int, ...]


@dataclass(frozen=True)
class Turn:
    player: int
    number: int
    recruit: int
    attack: int
    played: tuple[int, ...]
    played_as: dict[int, CardDef] = field(default_factory=dict)  # a Divided Card played -> the half it is


@dataclass(frozen=True)
class Waiting:
    """Who is deciding and what (any seat's: the options come in `Table.decision` when they are this seat's)."""

    player: int
    prompt: str
    kind: str
    source: str
    secret: bool
    # the seat's own decision only: answering it shows the seat what the others must not see (its hand, its
    # deck, a card only it knows: engine/knowledge.py), so a screen shared by several people puts up its curtain
    private: bool = False
    told: str = ""  # what the other seats are told of it, when that is not its prompt ("Bea is deciding.")


@dataclass(frozen=True)
class Story:
    """The end screen's story of a finished game: for each player, where their Victory Points came from
    ((group, cards, VP), engine/scoring.py's `vp_sources`), and the turns that changed the game."""

    sources: tuple[tuple[tuple[str, int, int], ...], ...]
    moments: tuple[Moment, ...]


@dataclass
class Table:
    """One seat's table (see the module docstring)."""

    seat: int | None
    cards: dict[int, CardDef]  # every card this seat sees, by instance id
    players: tuple[Seat, ...]
    turn: Turn
    areas: tuple[Area, ...]
    area_index: int
    villain_decks: tuple[VillainDeck, ...]
    scheme_card: int
    mastermind_card: int
    mastermind: CardDef  # the Mastermind's face-up side (Epic, or turned over)
    mastermind_bystanders: tuple[int, ...]
    beside_scheme: tuple[int, ...]
    bystanders: Pile  # face down: a count
    wounds: Pile
    officers: Pile
    ko_pile: tuple[int, ...]
    escape_pile: tuple[int, ...]
    waiting: Waiting | None
    decision: Decision | None  # this seat's own pending decision, with its options
    groups: list[list[int]]  # its cards that are copies of one choice (engine/copies.py), each group in order
    blocked: dict[int, str]  # in the main phase: the cards it sees but may not use now, and why
    outcome: Outcome | None
    story: Story | None  # once the game is over: where the VP came from and the key moments
    answers: int
    step_events: int  # the log's first line of the step in play
    facts: Facts

    @property
    def area(self) -> Area:
        """The area in play."""
        return self.areas[self.area_index]

    @property
    def over(self) -> bool:
        return self.outcome is not None

    def card_ids(self) -> set[int]:
        return set(self.cards)


def from_view(view: SeatView | dict[str, Any], defs: Defs | None = None, cat: Catalog | None = None,
              facts: Facts | None = None) -> Table:
    """The table of a seat's view (as JSON, it is read with `SeatView.from_json`: a view not of its shape
    raises ViewError). `defs`: each card's definition from its id and key (by default the catalog's, by
    key); `facts`: the view's table facts when already read."""
    if not isinstance(view, SeatView):
        view = SeatView.from_json(view)
    by_key = (cat or catalog()).by_key
    lookup: Defs = defs if defs is not None else (lambda _c, key: by_key[key])
    cards: dict[int, CardDef] = {}

    def one(record: CardRef) -> int:
        c = record.id
        if c not in cards:
            cards[c] = lookup(c, record.key)
        return c

    def ids(records: tuple[CardRef, ...]) -> tuple[int, ...]:
        return tuple(one(r) for r in records)

    def top(record: CardRef | None) -> int | None:
        return None if record is None else one(record)

    areas = []
    for av in view.areas:
        city = tuple(Space(s.space) if s.villain is None else
                     Space(s.space, one(s.villain), ids(s.bystanders), ids(s.under))
                     for s in av.city)
        areas.append(Area(av.name, city, tuple(top(c) for c in av.hq), frozenset(av.hq_destroyed), av.hero_deck))
    players = tuple(Seat(i, pv.name, None if pv.hand is None else ids(pv.hand), pv.hand_count,
                         Pile(pv.deck, top(pv.deck_top)), ids(pv.discard), ids(pv.victory_pile))
                    for i, pv in enumerate(view.players))
    t = view.turn
    played = ids(t.played)
    played_as = {c: cards[c].sides[side] for c, side in t.played_as}
    turn = Turn(t.player, t.number, t.recruit, t.attack, played, played_as)
    mm = view.mastermind
    stacks = view.stacks
    p = view.pending
    waiting = None if p is None else Waiting(p.player, p.prompt, p.kind, p.source, p.secret, p.private, p.told)
    decision = pending_decision(view)
    if decision is not None and p is not None and p.options is not None:
        for option in p.options:
            if option.card is not None:
                one(option.card)
    o = view.outcome
    if facts is None:
        facts = Facts.from_json(view.table)
    mastermind_card = one(mm.card)
    side = facts.mastermind_key
    return Table(
        seat=view.seat, cards=cards, players=players, turn=turn, areas=tuple(areas),
        area_index=view.area_index,
        villain_decks=tuple(VillainDeck(name, space, count) for name, space, count in view.villain_decks),
        scheme_card=one(view.scheme.card), mastermind_card=mastermind_card,
        mastermind=by_key[side] if side in by_key else cards[mastermind_card],
        mastermind_bystanders=ids(mm.bystanders), beside_scheme=ids(view.scheme.beside),
        bystanders=Pile(stacks.bystanders), wounds=Pile(stacks.wounds, top(stacks.tops[0])),
        officers=Pile(stacks.officers, top(stacks.tops[1])),
        ko_pile=ids(view.ko_pile), escape_pile=ids(view.escape_pile),
        waiting=waiting, decision=decision,
        groups=[] if p is None else [list(group) for group in p.groups],
        blocked={} if p is None or p.blocked is None else dict(p.blocked),
        outcome=None if o is None else Outcome(o.result, o.reason, o.vp, o.winners),
        story=None if o is None else Story(o.sources, tuple(Moment(*m) for m in o.moments)),
        answers=view.answers, step_events=view.step_events, facts=facts,
    )


def of_game(g: Game, seat: int | None, facts: Facts | None = None, open_hands: bool = False) -> Table:
    """The table of `g` as `seat` sees it: the table of its view, so a local table and an online one draw from
    the same function (`facts`: the position's table facts when already worked out; `open_hands`: every hand
    face up, casual play at one screen)."""
    view = view_of(g, seat, log_from=len(g.events), table={}, open_hands=open_hands)  # facts as they are
    return from_view(view, lambda c, _key: g.cards[c], g.cat, table_facts.facts(g) if facts is None else facts)


def pass_and_play(g: Game) -> Table:
    """The table a pass-and-play screen draws: `g` as the seat whose hand lies on the table sees it (the
    deciding player's, else the player whose turn it is); the curtain decides whether that hand is face up."""
    return of_game(g, g.pending.player if g.pending is not None else g.turn.player)


def on_table(t: Table, card_id: int) -> bool:
    """Is the card on the table where everyone sees it: the Scheme, the Mastermind, a city, an HQ, or played?"""
    if card_id in (t.scheme_card, t.mastermind_card) or card_id in t.turn.played:
        return True
    return any(card_id in area.hq or any(space.card == card_id for space in area.city) for area in t.areas)


def whereabouts(t: Table, card_id: int) -> str:
    """Where a card that has left the table is now, as the seat sees it: a card in a place the seat does not see
    has only "left the table". The one `whereabouts` every screen says (the card panel, local or online)."""
    for p in t.players:
        if card_id in p.victory_pile:
            return f"In {p.name}'s Victory Pile."
        if card_id in p.discard:
            return f"In {p.name}'s discard pile."
        if p.hand is not None and card_id in p.hand:
            return f"In {p.name}'s hand."
    if any(card_id in space.bystanders for area in t.areas for space in area.city):
        return "Captured by a Villain in the city."
    if card_id in t.ko_pile:
        return "In the KO pile."
    if card_id in t.escape_pile:
        return "In the Escape pile."
    if card_id in t.mastermind_bystanders:
        return "Captured by the Mastermind."
    if card_id in t.beside_scheme:
        return "Beside the Scheme."
    return "No longer on the table."
