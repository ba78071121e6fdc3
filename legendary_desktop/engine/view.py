"""One seat's view of a game: everything that seat may see, as plain JSON-able data.

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

from typing import Any

from legendary_desktop.engine import attachments, knowledge, table_facts
from legendary_desktop.engine.actions import blocked_actions
from legendary_desktop.engine.chronicle import key_moments
from legendary_desktop.engine.copies import copy_groups
from legendary_desktop.engine.decision import ACTION, Decision, Option
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.scoring import vp_sources
from legendary_desktop.engine.visibility import Viewer, may_see_hand

#: The view's own format; a change a reader must know of bumps it. 2: the table's facts ("table",
#: engine/table_facts.py), card records without their names (the catalog key gives them). 3: what the board
#: draws from the view alone (engine/table_view.py): each Villain Deck's name and space, the top cards of
#: the Wound and Officer Stacks, the half a Divided Card was played as, each deck's top once every card may be seen;
#: the first log line of the step in play; with the seat's own decision, its copies that are one choice
#: and (the main phase) what it may not use now and why; the Mastermind's and Scheme's names and the city's
#: labels go (the keys and the table's facts say them), and so do the players' indexes (their places say
#: them); the count of cards in the middle of an effect, the escaped Villains, the Mastermind not in play,
#: the cards set aside and what ran out, a city Villain's captives and the cards under it, the destroyed HQ
#: spaces and a decision's secrecy come only when they are something. 4: a finished game's outcome carries
#: its story (each player's VP by source, the key moments), so every seat's end screen tells it. 5: another
#: seat's decision comes in words naming no card its player alone may know (engine/knowledge.py), and a
#: player's Wounds on the panel as text ("1+" once cards changed hands face down).
VIEW_VERSION = 5

Card = dict[str, Any]


def card(g: Game, c: int) -> Card:
    """A card record: its instance id and catalog key (its name and face come from the catalog)."""
    return {"id": c, "key": g.cards[c].key}


def cards(g: Game, cs: list[int]) -> list[Card]:
    return [card(g, c) for c in cs]


def _pile(g: Game, name: str, cs: list[int]) -> dict[str, Any]:
    """A held pile: face up with its cards, or face down as a count (a pile everyone saw face up keeps
    its cards: attachments.UNSEEN lists the piles nobody has seen)."""
    if attachments.is_face_down(name) and name in attachments.UNSEEN:
        return {"name": name, "face_down": True, "count": len(cs)}
    return {"name": name, "face_down": attachments.is_face_down(name), "count": len(cs), "cards": cards(g, cs)}


def _held(g: Game) -> list[dict[str, Any]]:
    out = []
    for holder, piles in g.held.items():
        for name, cs in piles.items():
            out.append({"holder": holder, **_pile(g, name, cs)})
    return out


def _area(g: Game, index: int) -> dict[str, Any]:
    area = g.areas[index]
    city: list[dict[str, Any]] = []
    for space, occ in zip(area.city_names, area.city, strict=True):
        if occ is None:
            city.append({"space": space, "villain": None})
        else:
            space_out: dict[str, Any] = {"space": space, "villain": card(g, occ.card)}
            if occ.bystanders:  # what it holds, when it holds anything
                space_out["bystanders"] = cards(g, occ.bystanders)
            if occ.under:
                space_out["under"] = cards(g, occ.under)
            city.append(space_out)
    out = {"name": area.name, "city": city, "hq": [None if c is None else card(g, c) for c in area.hq],
           "hero_deck": len(area.hero_deck)}
    if area.hq_destroyed:
        out["hq_destroyed"] = sorted(area.hq_destroyed)
    return out


def _player(g: Game, viewer: Viewer, index: int) -> dict[str, Any]:
    p = g.players[index]
    out: dict[str, Any] = {
        "name": p.name,
        "hand_count": len(p.hand), "deck": len(p.deck),
        "discard": cards(g, p.discard), "victory_pile": cards(g, p.victory_pile),
    }
    if may_see_hand(g, viewer, index):
        out["hand"] = cards(g, p.hand)
    if viewer.sees_all(g) and p.deck:
        out["deck_top"] = card(g, p.deck[-1])
    return out


def _top(g: Game, stack: list[int]) -> Card | None:
    """A face-up stack's top card (the table shows it to everyone)."""
    return card(g, stack[-1]) if stack else None


def _pending(g: Game, seat: int | None) -> dict[str, Any] | None:
    d = g.pending
    if d is None:
        return None
    out: dict[str, Any] = {"player": d.player, "kind": d.kind, "number": len(g.answers)}
    if d.secret:
        out["secret"] = True
    if d.player != seat:  # another seat's decision: in words that name nothing its player alone may know
        out["prompt"], out["source"] = knowledge.public_words(g, d)
    else:
        if knowledge.private_decision(g, d):  # answering it shows this seat what the others must not see
            out["private"] = True
            told = knowledge.public_words(g, d)[0]
            if told != d.prompt:  # what the other seats are told of it (a curtain says it to everyone)
                out["told"] = told
        out.update(prompt=d.prompt, source=d.source, min=d.min, max=d.max, options=[
            {"label": o.label, "text": o.text, "card": None if o.card is None else card(g, o.card)}
            for o in d.options])
        groups = [group for group in copy_groups(g, d) if len(group) > 1]
        if groups:  # copies that are one choice (engine/copies.py): one face with a count
            out["groups"] = groups
        if d.kind == ACTION:  # what the seat sees but may not use now, and why (the cards' tooltips)
            out["blocked"] = [[c, why] for c, why in blocked_actions(g)]
    return out


def log_lines(g: Game, start: int = 0) -> list[dict[str, Any]]:
    """The log's lines from `start` on (every line is public: see the module docstring)."""
    return [{"turn": e.turn, "kind": e.kind, "text": e.text, "cards": cards(g, list(e.cards))}
            for e in g.events[start:]]


def shown(g: Game, seat: int) -> set[int]:
    """The cards `seat` is being shown now beyond the public zones and its hand: those its own pending
    decision names (the cards of a peek or a reveal it is looking at)."""
    return knowledge.options_shown(g, seat)


def _turn(g: Game) -> dict[str, Any]:
    t = g.turn
    out: dict[str, Any] = {"player": t.player, "number": t.number, "recruit": t.recruit, "attack": t.attack,
                           "played": cards(g, t.played)}
    if t.set_aside:
        out["set_aside"] = cards(g, t.set_aside)
    if t.played_as:  # a Divided Card played: the half it is, by its place among the card's halves
        out["played_as"] = [[c, g.cards[c].sides.index(half)] for c, half in t.played_as.items()]
    return out


def _outcome(g: Game) -> dict[str, Any]:
    """The result, and its story for the end screen: where each player's VP came from and the key moments
    (all of it public: Victory Piles and the log)."""
    o = g.outcome
    assert o is not None
    return {"result": o.result, "reason": o.reason, "headline": o.headline, "vp": list(o.vp),
            "winners": list(o.winners),
            "sources": [[list(row) for row in vp_sources(g, i)] for i in range(len(g.players))],
            "moments": [[m.turn, m.kind, m.text] for m in key_moments(g)]}


def seat_view(g: Game, seat: int | None, log_from: int = 0, table: dict[str, Any] | None = None,
              open_hands: bool = False) -> dict[str, Any]:
    """What `seat` may see of `g` now (None: a spectator, who sees only the public table). `table`: the
    table's facts of this position when already worked out (they are the same for every seat). `open_hands`:
    casual play at one screen, every hand face up (visibility.Viewer)."""
    viewer = Viewer(seat, open_hands)
    ms = g.mastermind_card
    view: dict[str, Any] = {
        "version": VIEW_VERSION,
        "seat": seat,
        "players": [_player(g, viewer, i) for i in range(len(g.players))],
        "turn": _turn(g),
        "areas": [_area(g, i) for i in range(len(g.areas))],
        "area_index": g.area_index,
        "villain_decks": [[d.name, d.space, len(d.cards)] for d in g.villain_decks],
        "mastermind": {"card": card(g, ms), "tactics": len(g.tactics), "bystanders": cards(g, g.mastermind_bystanders)},
        "scheme": {"card": card(g, g.scheme_card), "twists": g.twists_played,
                   "beside": cards(g, g.beside_scheme)},
        "held": _held(g),
        "stacks": {"bystanders": len(g.bystander_stack), "wounds": len(g.wound_stack),
                   "officers": len(g.officer_stack),
                   "tops": [_top(g, g.wound_stack), _top(g, g.officer_stack)]},
        "ko_pile": cards(g, g.ko_pile),
        "escape_pile": cards(g, g.escape_pile),
        "pending": _pending(g, seat),
        "outcome": None if g.outcome is None else _outcome(g),
        "answers": len(g.answers),
        "step_events": g.step_events,  # the log's first line of the step in play (its news heads a choice)
        "table": table_facts.facts(g).to_json() if table is None else table,  # the same for every seat
        "log_from": log_from,
        "log": log_lines(g, log_from),
    }
    # what is nothing in most positions is sent only when it is something (missing: none, 0 or False)
    if not g.mastermind_in_play:
        view["mastermind"]["in_play"] = False
    for key, value in (("in_effect", len(g.limbo)), ("escaped_villains", g.escaped_villains),
                       ("ran_out", g.ran_out)):
        if value:
            view[key] = value
    return view


def pending_decision(view: dict[str, Any]) -> Decision | None:
    """The seat's own pending decision rebuilt from its view (None: not this seat's, or none): what a
    joiner's table and a program player answer, exactly as they would the engine's."""
    p = view.get("pending")
    if p is None or "options" not in p:
        return None
    options = [Option(o["label"], o["text"], None if o["card"] is None else o["card"]["id"]) for o in p["options"]]
    return Decision(p["player"], p["prompt"], options, p["kind"], p["min"], p["max"], p["source"],
                    p.get("secret", False))
