"""What a seat has been shown of the hidden cards: a peek, a card a keyword revealed to it, the top of a deck
looked at.

A seat that looked at a card and put it back (on top of a deck, at its bottom, into a face-down pile)
knows where it is until the cards around it are shuffled. `Game.known` keeps (seat, card) pairs;
the computer players keep those cards in place when they imagine what they can't see
(`bots/sample.py`). Every shuffle of the game goes through `shuffle`, which forgets the shuffled cards.

A known card is kept wherever it now is. Hidden cards move only by public steps (a draw from the
top, a card put on top or under), so its place follows from what the seat saw; the one gap is a card
that leaves for another hidden place and comes back unseen before any shuffle (rare: noted, not
handled).

Only the seat that looked is told: a card revealed to the whole table is not recorded for the others,
so nothing here can tell a seat more than it saw (a seat forgetting a public card only plays worse).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from legendary_desktop.engine import attachments
from legendary_desktop.engine.decision import ACTION, ORDER, TOP_BOTTOM, Decision

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game


def show(g: Game, seat: int, cards: Iterable[int]) -> None:
    """`seat` has seen `cards` where they now lie."""
    have = set(g.known)
    g.known += [(seat, c) for c in cards if (seat, c) not in have]


def shuffle(g: Game, cards: list[int]) -> None:
    """Shuffle `cards` in place with the game's generator; nobody knows where they are any more."""
    g.rng.shuffle(cards)
    forget(g, cards)


def forget(g: Game, cards: Iterable[int]) -> None:
    gone = set(cards)
    if g.known and gone:
        g.known = [(s, c) for s, c in g.known if c not in gone]


def known_to(g: Game, seat: int) -> set[int]:
    """The hidden cards whose place `seat` knows."""
    return {c for s, c in g.known if s == seat}


# ------------------------------------------------------------------------------------ what a seat sees
# One model of who may know what. `public` is every card the table shows face up to everyone; `in_view`
# adds what one seat alone is shown (its hand, the cards its own decision names); `seen` adds the hidden
# cards whose place it knows. engine/view.py sends a seat exactly the cards of `in_view` (a test holds the
# two together), and a `Watch` on the real game compares `seen` before and after every answer: an answer
# after which a seat sees a card it did not see before is a reveal, and fair undo stops there. Nothing is
# marked card by card: a card that comes face up anywhere, a look, a passed card, a hand shown to all are
# all found the same way.


def public(g: Game) -> set[int]:
    """Every card face up for all: the city and what it holds, the HQ, the Mastermind and Scheme and what
    they hold face up, every face-up pile a card holds, the cards played and set aside this turn, every
    Victory Pile and discard pile, the KO and Escape piles, the tops of the Wound and Officer Stacks."""
    shown: set[int] = {g.mastermind_card, g.scheme_card, *g.turn.played, *g.turn.set_aside, *g.ko_pile,
                       *g.escape_pile, *g.mastermind_bystanders, *g.beside_scheme}
    for area in g.areas:
        for occ in area.city:
            if occ is not None:
                shown.add(occ.card)
                shown.update(occ.bystanders)
                shown.update(occ.under)
        shown.update(c for c in area.hq if c is not None)
    for p in g.players:
        shown.update(p.victory_pile)
        shown.update(p.discard)
    for piles in g.held.values():
        for name, cs in piles.items():
            if name not in attachments.UNSEEN or not attachments.is_face_down(name):
                shown.update(cs)
    for stack in (g.wound_stack, g.officer_stack):
        if stack:
            shown.add(stack[-1])
    return shown


def options_shown(g: Game, seat: int) -> set[int]:
    """The cards `seat`'s own pending decision names (a peek, a keyword's reveal, a choice it looks at)."""
    d = g.pending
    if d is None or d.player != seat:
        return set()
    return {o.card for o in d.options if o.card is not None}


def options_all(g: Game) -> set[int]:
    d = g.pending
    return set() if d is None else {o.card for o in d.options if o.card is not None}


def in_view(g: Game, seat: int | None, shown: set[int] | None = None) -> set[int]:
    """The cards `seat` sees face up now (None: a spectator): the public ones, its own hand, the cards its
    own decision names; once the game is over, every hand and each deck's top too."""
    out = set(public(g) if shown is None else shown)
    if g.over:
        for p in g.players:
            out.update(p.hand)
            if p.deck:
                out.add(p.deck[-1])
        return out
    if seat is not None:
        out.update(g.players[seat].hand)
        out.update(options_shown(g, seat))
    return out


def uniform(g: Game) -> set[int]:
    """The cards of a face-down stack whose cards are all alike (the Wound Stack, the Officer Stack, a
    Bystander Stack of plain Bystanders): seeing which one comes next tells nobody anything."""
    out: set[int] = set()
    for stack in (g.bystander_stack, g.wound_stack, g.officer_stack):
        if stack and len({g.cards[c].key for c in stack}) == 1:
            out.update(stack)
    return out


def seen(g: Game, seat: int, shown: set[int] | None = None) -> set[int]:
    """Every card whose face and place `seat` knows now: what it sees, the hidden cards it has looked at
    where they still lie, and the cards of a stack of alike cards."""
    return in_view(g, seat, shown) | known_to(g, seat) | uniform(g)


def show_all(g: Game, cards: Iterable[int]) -> None:
    """Every seat has seen `cards` where they lie (a hand revealed to the table)."""
    cs = list(cards)
    for seat in range(len(g.players)):
        show(g, seat, cs)


def private_names(g: Game, seat: int) -> list[str]:
    """The card names that words about a decision of `seat`'s may not say to the other seats: those of the
    cards that could be in its hand or deck (which cards those are, together, is public: each was gained in
    sight; once cards changed hands face down, the cards of every player they passed among and those in the
    middle of an effect), those its decision offers that not everyone sees, and those of every card lying
    hidden with no copy face up. The rule reads only what every seat knows, so whether a decision's words are
    told to the others tells nothing either. The rules' own words that are also card names (Wound, Master
    Strike) and the setup's names are no secret."""
    shown = public(g)
    su = g.setup
    plain = set(g.cat.generic) | {su.mastermind, su.scheme, *su.villains, *su.henchmen, *su.heroes}
    pool: set[int] = set()
    players = [p for p in g.players if p.index in g.mixed] if seat in g.mixed else [g.players[seat]]
    for p in players:
        pool.update(p.hand)
        pool.update(p.deck)
    if seat in g.mixed:
        pool.update(g.limbo)
    d = g.pending
    if d is not None and d.player == seat:
        pool.update(o.card for o in d.options if o.card is not None and o.card not in shown)
    cards = g.cards
    face_up = {cards[c].name for c in shown}
    hidden = {cards[c].name for c in range(len(cards)) if c not in shown} - face_up
    return sorted(({cards[c].name for c in pool} | hidden) - plain)


def names_private(g: Game, text: str, seat: int, names: list[str] | None = None) -> bool:
    """Might `text`, words about a decision of `seat`'s, name a card the other seats may not know
    (`private_names`)?"""
    return bool(text) and any(name in text for name in (private_names(g, seat) if names is None else names))


def private_decision(g: Game, d: Decision) -> bool:
    """Will answering `d` show its player something the other seats must not see? The main phase and
    putting cards in order show a hand or a deck; a secret choice is secret; and any decision that offers
    cards not everyone sees, or whose words might name one (`names_private`: "reveal Diving Block?")."""
    if d.kind in (ACTION, ORDER, TOP_BOTTOM) or d.secret:
        return True
    if g.over:
        return False
    shown = public(g)
    if any(o.card is not None and o.card not in shown for o in d.options):
        return True
    names = private_names(g, d.player)
    return any(names_private(g, text, d.player, names) for text in (d.prompt, d.source, *(o.text for o in d.options)))


def public_words(g: Game, d: Decision) -> tuple[str, str]:
    """What the other seats are told of `d`, (prompt, source): its own words when they can name no card its
    player alone may know, else only who decides (a secret choice: that it is secret)."""
    name = g.players[d.player].name
    if d.secret:
        return f"{name} is choosing in secret.", ""
    if d.kind in (ORDER, TOP_BOTTOM):
        return f"{name} is deciding.", ""
    names = private_names(g, d.player)
    if names_private(g, d.prompt, d.player, names) or names_private(g, d.source, d.player, names):
        return f"{name} is deciding.", ""
    return d.prompt, d.source


# ------------------------------------------------------------------------------------ the watch
REVEAL_WORDS = (  # where a newly seen card lies -> how the player told why undo stops says it
    ("city", "a card from the Villain Deck"),
    ("hq", "a new Hero dealt into the HQ"),
    ("hand", "a card drawn"),
    ("looked", "cards looked at"),
)


class Watch:
    """Kept by a real game (not by a search's copies): what the seats see at the position, each player's
    hidden cards (hand and deck), and the players whose hidden cards changed hands face down.

    What a seat sees is kept in two parts, the cards every seat sees (`shared`: the public ones, the cards
    the log has named, the stacks of alike cards) and each seat's own (`own`: its hand, the cards its
    decision names, the hidden cards it has looked at), so an answer costs one pass over the table."""

    __slots__ = ("_uniform", "origin", "own", "pools", "shared", "sums")

    def __init__(self, g: Game) -> None:
        self._uniform: tuple[tuple[int, ...], set[int]] = ((), set())
        self.shared = self._shared(g, 0)
        self.own = self._own(g)
        self.pools = [frozenset((*p.hand, *p.deck)) for p in g.players]
        self.sums = [_signature(p.hand, p.deck) for p in g.players]
        self.origin: dict[int, int] = {}  # a card that left a player's hidden cards for a hidden place -> who

    def _shared(self, g: Game, log_from: int) -> set[int]:
        out = in_view(g, None) if g.over else public(g)
        for e in g.events[log_from:]:  # a card the log names is shown to everyone
            if e.cards:
                out.update(e.cards)
        stacks = (g.bystander_stack, g.wound_stack, g.officer_stack)
        shape = tuple(x for st in stacks for x in (len(st), st[-1] if st else -1))
        if shape != self._uniform[0]:  # the stacks changed: are they still of alike cards?
            self._uniform = (shape, uniform(g))
        out.update(self._uniform[1])
        return out

    def _own(self, g: Game) -> list[set[int]]:
        own: list[set[int]] = [set(p.hand) for p in g.players]
        for seat, card in g.known:
            own[seat].add(card)
        d = g.pending
        if d is not None:
            own[d.player].update(o.card for o in d.options if o.card is not None)
        return own

    def seen(self, seat: int) -> set[int]:
        """Every card `seat` sees or knows the place of, at the position after the last answer."""
        return self.shared | self.own[seat]

    def after(self, g: Game, decider: int, active: int, log_from: int) -> None:
        """The answer of `decider` (in `active`'s turn) was played out: is it a reveal, and did hidden cards
        change hands?

        A seat seeing a card the decider had not seen is a reveal: nobody may undo this answer. A seat seeing
        only the decider's own cards, shown by its choice, is one for the others: the decider may take this
        answer back, but when the decider is not the active player nobody may go back behind it (the active
        player would choose again knowing them); the active player's own cards, played or shown in its own
        turn, stop nothing."""
        shared, own = self._shared(g, log_from), self._own(g)
        came_up = shared - self.shared  # now seen by every seat
        mine = self.own[decider]  # what the decider alone saw before (beyond what every seat saw)
        newly: set[int] = set()
        for before, now in zip(self.own, own, strict=True):
            newly |= came_up - before
            newly |= now - self.shared - before
        self.shared, self.own = shared, own
        if newly - mine:
            g.last_reveal = len(g.answers)
            g.reveal_word = _word(g, newly - mine)
        elif newly and decider != active and g.last_reveal < len(g.answers) - 1:
            g.last_reveal = len(g.answers) - 1
            g.reveal_word = f"a card {g.players[decider].name} showed"
        self._passes(g, shared)

    def _passes(self, g: Game, shown: set[int]) -> None:
        """A card leaving a player's hand and deck for a place nobody sees, or coming into them from another
        player's, changed hands face down: from then on, how many Wounds those players hold is not public."""
        sums = [_signature(p.hand, p.deck) for p in g.players]
        if sums == self.sums and not self.origin:
            return
        self.sums = sums
        pools = [frozenset((*p.hand, *p.deck)) for p in g.players]
        mixed = set(g.mixed)
        every = set().union(*pools)
        for i, (before, after) in enumerate(zip(self.pools, pools, strict=True)):
            if before == after:
                continue
            for c in before - after:
                if c not in shown and c not in every:  # to a hidden place (in the middle of an effect)
                    mixed.add(i)
                    self.origin[c] = i
                elif c not in shown and c not in after:  # straight into another player's hand or deck
                    mixed.add(i)
            for c in after - before:
                came = self.origin.pop(c, i)
                if came != i or any(c in self.pools[j] for j in range(len(pools)) if j != i):
                    mixed.update((i, came))
        for c in [c for c in self.origin if c in shown]:
            del self.origin[c]
        self.pools = pools
        if len(mixed) != len(g.mixed):
            g.mixed = frozenset(mixed)


def _signature(hand: list[int], deck: list[int]) -> tuple[int, int]:
    """Which cards a hand and deck hold, cheaply: their number and the sum of their ids (a card in for a
    card out changes the sum: ids differ)."""
    return len(hand) + len(deck), sum(hand) + sum(deck)


def _word(g: Game, cards: set[int]) -> str:
    where: set[str] = set()
    hands = {c for p in g.players for c in p.hand}
    hq = {c for a in g.areas for c in a.hq if c is not None}
    city = {c for a in g.areas for occ in a.city if occ is not None for c in (occ.card, *occ.bystanders)}
    for c in cards:
        if c in city or c in g.escape_pile:
            where.add("city")
        elif c in hq:
            where.add("hq")
        elif c in hands:
            where.add("hand")
        elif any(c == k for _, k in g.known) or c in options_all(g):
            where.add("looked")
    for key, words in REVEAL_WORDS:
        if key in where:
            return words
    return "a hidden card"
