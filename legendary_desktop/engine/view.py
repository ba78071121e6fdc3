"""One seat's view of a game: everything that seat may see, as a `SeatView` (engine/seat_view.py: its shape,
its JSON and its version, derived from the shape).

The host of an online game sends each seat only its view (legendary_desktop/net). Which cards a seat may
see is engine/visibility.py's rule (one definition for the Replay Viewer and online play): the public
zones come with every card (instance id and catalog key), every hidden zone only as a count.

- Public, card by card: each area's city (Villains with their captured Bystanders and the cards under
  them), HQ and destroyed spaces, the Mastermind and Scheme cards, the Bystanders the Mastermind holds,
  what lies beside the Scheme, every face-up pile a card holds, the cards played and set aside this turn,
  every Victory Pile and discard pile, the KO and Escape piles, the top cards of the Wound and Officer
  Stacks (face up on the table).
- A count only: every deck (each player's, the Villain Decks, the Hero Decks), the other seats' hands,
  the Mastermind's Tactics, the Bystander Stack (face down), the rest of the Wound and Officer Stacks, cards
  in the middle of an effect, and face-down piles nobody has seen (a face-down pile of cards everyone saw
  face up is shown).
- The seat's own hand.
- What the seat is being shown: the cards its own pending decision names (a peek, a keyword's reveal, a
  choice among the cards it looks at). The pending decision comes with its options only when it is the
  seat's; otherwise the view says only who is deciding and the prompt.
- The log: engine/visibility.py's rule is that the engine writes a card from a hand or deck into the log
  only when the rules reveal it, so every line is public; `log_from` lets a caller send only new lines.
- What the table says beside the cards ("table": engine/table_facts.py): every number and word the board
  draws, worked out from the real game, the same for every seat. The online host sends only the parts that
  changed since the view before ("table_changes"); the joiner's table draws these, never what it could work
  out from the view alone.

Once the game is over every card may be seen (visibility.Viewer.sees_all), so the view then holds the
hands face up too.
"""

from __future__ import annotations

import functools
from typing import Any

from legendary_desktop.engine import attachments, knowledge, table_facts
from legendary_desktop.engine.actions import blocked_actions
from legendary_desktop.engine.chronicle import key_moments
from legendary_desktop.engine.copies import copy_groups
from legendary_desktop.engine.decision import ACTION, Decision, Option
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.scoring import vp_sources
from legendary_desktop.engine.seat_view import (
    VIEW_VERSION,
    AreaView,
    CardRef,
    CitySpace,
    HeldPile,
    LogLine,
    MastermindView,
    OptionView,
    OutcomeView,
    PendingView,
    PlayerView,
    SchemeView,
    SeatView,
    StacksView,
    TurnView,
    ViewError,
    read,
)
from legendary_desktop.engine.visibility import Viewer, may_see_hand


@functools.lru_cache(maxsize=8192)
def _ref(c: int, key: str) -> CardRef:
    """One record per card, made once: a view names the same cards over and over (the log above all)."""
    return CardRef(c, key)


def card(g: Game, c: int) -> CardRef:
    """A card record: its instance id and catalog key (its name and face come from the catalog)."""
    return _ref(c, g.cards[c].key)


def cards(g: Game, cs: list[int]) -> tuple[CardRef, ...]:
    all_cards = g.cards
    return tuple([_ref(c, all_cards[c].key) for c in cs])


def _held(g: Game) -> tuple[HeldPile, ...]:
    """The piles cards hold: face up with their cards, or face down as a count (a pile everyone saw face up
    keeps its cards: attachments.UNSEEN lists the piles nobody has seen)."""
    out = []
    for holder, piles in g.held.items():
        for name, cs in piles.items():
            face_down = attachments.is_face_down(name)
            unseen = face_down and name in attachments.UNSEEN
            out.append(HeldPile(holder, name, face_down, len(cs), None if unseen else cards(g, cs)))
    return tuple(out)


def _area(g: Game, index: int) -> AreaView:
    area = g.areas[index]
    city = tuple(CitySpace(space, None) if occ is None else
                 CitySpace(space, card(g, occ.card), cards(g, occ.bystanders), cards(g, occ.under))
                 for space, occ in zip(area.city_names, area.city, strict=True))
    return AreaView(area.name, city, tuple(None if c is None else card(g, c) for c in area.hq),
                    len(area.hero_deck), tuple(sorted(area.hq_destroyed)))


def _player(g: Game, viewer: Viewer, index: int) -> PlayerView:
    p = g.players[index]
    return PlayerView(p.name, len(p.hand), len(p.deck), cards(g, p.discard), cards(g, p.victory_pile),
                      cards(g, p.hand) if may_see_hand(g, viewer, index) else None,
                      card(g, p.deck[-1]) if viewer.sees_all(g) and p.deck else None)


def _top(g: Game, stack: list[int]) -> CardRef | None:
    """A face-up stack's top card (the table shows it to everyone)."""
    return card(g, stack[-1]) if stack else None


def _pending(g: Game, seat: int | None) -> PendingView | None:
    d = g.pending
    if d is None:
        return None
    if d.player != seat:  # another seat's decision: in words that name nothing its player alone may know
        prompt, source = knowledge.public_words(g, d)
        return PendingView(player=d.player, kind=d.kind, number=len(g.answers), secret=d.secret, prompt=prompt,
                           source=source)
    private = knowledge.private_decision(g, d)  # answering it shows this seat what the others must not see
    told = knowledge.public_words(g, d)[0] if private else ""
    return PendingView(
        private=private, told="" if told == d.prompt else told,  # what the others are told (a curtain says it)
        player=d.player, kind=d.kind, number=len(g.answers), secret=d.secret, prompt=d.prompt, source=d.source,
        min=d.min, max=d.max,
        options=tuple(OptionView(o.label, o.text, None if o.card is None else card(g, o.card)) for o in d.options),
        # copies that are one choice (engine/copies.py): one face with a count
        groups=tuple(tuple(group) for group in copy_groups(g, d) if len(group) > 1),
        # what the seat sees but may not use now, and why (the cards' tooltips)
        blocked=tuple((c, why) for c, why in blocked_actions(g)) if d.kind == ACTION else None)


def log_lines(g: Game, start: int = 0) -> tuple[LogLine, ...]:
    """The log's lines from `start` on (every line is public: see the module docstring)."""
    return tuple(LogLine(e.turn, e.kind, e.text, cards(g, list(e.cards))) for e in g.events[start:])


def shown(g: Game, seat: int) -> set[int]:
    """The cards `seat` is being shown now beyond the public zones and its hand: those its own pending
    decision names (the cards of a peek or a reveal it is looking at)."""
    return knowledge.options_shown(g, seat)


def _turn(g: Game) -> TurnView:
    t = g.turn
    # a Divided Card played: the half it is, by its place among the card's halves
    return TurnView(t.player, t.number, t.recruit, t.attack, cards(g, t.played), cards(g, t.set_aside),
                    tuple((c, g.cards[c].sides.index(half)) for c, half in t.played_as.items()))


def _outcome(g: Game) -> OutcomeView:
    """The result, and its story for the end screen: where each player's VP came from and the key moments
    (all of it public: Victory Piles and the log)."""
    o = g.outcome
    assert o is not None
    return OutcomeView(o.result, o.reason, o.headline, tuple(o.vp), tuple(o.winners),
                       tuple(tuple(vp_sources(g, i)) for i in range(len(g.players))),
                       tuple((m.turn, m.kind, m.text) for m in key_moments(g)))


def view_of(g: Game, seat: int | None, log_from: int = 0, table: dict[str, Any] | None = None,
            open_hands: bool = False) -> SeatView:
    """What `seat` may see of `g` now (None: a spectator, who sees only the public table). `table`: the
    table's facts of this position as JSON when already worked out (they are the same for every seat).
    `open_hands`: casual play at one screen, every hand face up (visibility.Viewer)."""
    viewer = Viewer(seat, open_hands)
    return SeatView(
        version=VIEW_VERSION,
        seat=seat,
        players=tuple(_player(g, viewer, i) for i in range(len(g.players))),
        turn=_turn(g),
        areas=tuple(_area(g, i) for i in range(len(g.areas))),
        area_index=g.area_index,
        villain_decks=tuple((d.name, d.space, len(d.cards)) for d in g.villain_decks),
        mastermind=MastermindView(card(g, g.mastermind_card), len(g.tactics), cards(g, g.mastermind_bystanders),
                                  g.mastermind_in_play),
        scheme=SchemeView(card(g, g.scheme_card), g.twists_played, cards(g, g.beside_scheme)),
        held=_held(g),
        stacks=StacksView(len(g.bystander_stack), len(g.wound_stack), len(g.officer_stack),
                          (_top(g, g.wound_stack), _top(g, g.officer_stack))),
        ko_pile=cards(g, g.ko_pile),
        escape_pile=cards(g, g.escape_pile),
        pending=_pending(g, seat),
        outcome=None if g.outcome is None else _outcome(g),
        answers=len(g.answers),
        step_events=g.step_events,
        table=table_facts.facts(g).to_json() if table is None else table,  # the same for every seat
        log_from=log_from,
        log=log_lines(g, log_from),
        # what is nothing in most positions goes on the wire only when it is something (engine/seat_view.py)
        in_effect=len(g.limbo), escaped_villains=g.escaped_villains, ran_out=g.ran_out,
    )


def seat_view(g: Game, seat: int | None, log_from: int = 0, table: dict[str, Any] | None = None,
              open_hands: bool = False) -> dict[str, Any]:
    """`view_of` as JSON-able data: what the online host sends."""
    return view_of(g, seat, log_from, table, open_hands).to_json()


def pending_decision(view: SeatView | dict[str, Any]) -> Decision | None:
    """The seat's own pending decision rebuilt from its view (None: not this seat's, or none): what a
    joiner's table and a program player answer, exactly as they would the engine's. Raises ViewError on
    a view (as JSON) whose pending decision is not of this shape."""
    if isinstance(view, SeatView):
        p = view.pending
    else:
        raw = view.get("pending")
        p = None if raw is None else read(PendingView, raw, "view.pending")
    if p is None or p.options is None:
        return None
    assert p.min is not None and p.max is not None
    options = [Option(o.label, o.text, None if o.card is None else o.card.id) for o in p.options]
    return Decision(p.player, p.prompt, options, p.kind, p.min, p.max, p.source, p.secret)


__all__ = ["VIEW_VERSION", "SeatView", "ViewError", "log_lines", "pending_decision", "seat_view", "shown", "view_of"]
