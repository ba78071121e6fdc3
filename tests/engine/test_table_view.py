"""The table a seat sees (engine/table_view.py), made from its view: it matches the real game wherever the seat
may look, holds counts everywhere else, and never a card the seat may not see. A local table (`of_game`) and
an online one (`from_view` of the view as sent, through JSON) are the same table."""

from __future__ import annotations

import json
from typing import Any

import pytest

from legendary_desktop.bots.random_bot import RandomBot
from legendary_desktop.engine import knowledge, table_view
from legendary_desktop.engine import sets as set_registry
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.table_view import Table
from legendary_desktop.engine.view import seat_view
from legendary_desktop.setup.randomizer import random_setup
from tests.net.privacy import hidden_now


def real(g: Game, seat: int) -> dict[str, Any]:
    """What the table of `seat` must say, read from the game itself."""
    return {
        "hand": tuple(g.players[seat].hand),
        "hands": [len(p.hand) for p in g.players], "decks": [len(p.deck) for p in g.players],
        "discards": [tuple(p.discard) for p in g.players], "victory": [tuple(p.victory_pile) for p in g.players],
        "city": [[(s, None, (), ()) if o is None else (s, o.card, tuple(o.bystanders), tuple(o.under))
                  for s, o in zip(a.city_names, a.city, strict=True)] for a in g.areas],
        "hq": [tuple(a.hq) for a in g.areas], "hero_decks": [len(a.hero_deck) for a in g.areas],
        "villain_decks": [(d.name, d.space, len(d.cards)) for d in g.villain_decks], "ko": tuple(g.ko_pile),
        "escape": tuple(g.escape_pile), "played": tuple(g.turn.played),
        "stacks": (len(g.bystander_stack), len(g.wound_stack), len(g.officer_stack)),
        "tops": (g.wound_stack[-1] if g.wound_stack else None, g.officer_stack[-1] if g.officer_stack else None),
        "turn": (g.turn.player, g.turn.number, g.turn.recruit, g.turn.attack),
        "pending": None if g.pending is None else (g.pending.player, g.pending.prompt if g.pending.player == seat
                                                   else knowledge.public_words(g, g.pending)[0]),
        "own options": g.pending.labels if g.pending is not None and g.pending.player == seat else None,
        "mastermind": g.mm.key, "scheme": g.scheme_card,
    }


def shown(t: Table, seat: int) -> dict[str, Any]:
    """The same, read from the table."""
    return {
        "hand": t.players[seat].hand,
        "hands": [p.hand_count for p in t.players], "decks": [p.deck.count for p in t.players],
        "discards": [p.discard for p in t.players], "victory": [p.victory_pile for p in t.players],
        "city": [[(s.name, s.card, s.bystanders, s.under) for s in a.city] for a in t.areas],
        "hq": [a.hq for a in t.areas], "hero_decks": [a.hero_deck for a in t.areas],
        "villain_decks": [(d.name, d.space, d.count) for d in t.villain_decks], "ko": t.ko_pile,
        "escape": t.escape_pile, "played": t.turn.played,
        "stacks": (t.bystanders.count, t.wounds.count, t.officers.count),
        "tops": (t.wounds.top, t.officers.top),
        "turn": (t.turn.player, t.turn.number, t.turn.recruit, t.turn.attack),
        "pending": None if t.waiting is None else (t.waiting.player, t.waiting.prompt),
        "own options": None if t.decision is None else t.decision.labels,
        "mastermind": t.mastermind.key, "scheme": t.scheme_card,
    }


def comparable(t: Table) -> dict[str, Any]:
    """A table as plain values (its cards by key), to compare two tables made different ways."""
    out = {name: getattr(t, name) for name in t.__dataclass_fields__ if name not in ("cards", "facts",
                                                                                      "mastermind", "turn")}
    out["cards"] = {c: d.key for c, d in t.cards.items()}
    out["mastermind"] = t.mastermind.key
    out["turn"] = (t.turn.player, t.turn.number, t.turn.recruit, t.turn.attack, t.turn.played,
                   {c: d.key for c, d in t.turn.played_as.items()})
    out["facts"] = t.facts.to_json()
    return out


#: the base game alone, and each expansion beside it
BASE = set_registry.base()
EACH_SET = [(BASE,), *((BASE, s) for s in set_registry.TITLES if s != BASE)]


@pytest.mark.parametrize("sets", EACH_SET)
def test_a_seats_table_is_the_game_where_it_may_look_and_counts_elsewhere(sets: tuple[str, ...]) -> None:
    g = Game(random_setup(3, 2, sets=sets), 2)
    bot = RandomBot(2)
    for step in range(150):
        if g.pending is None:
            break
        if step % 5 == 0:
            for seat in range(3):
                view = seat_view(g, seat)
                sent = table_view.from_view(json.loads(json.dumps(view)))  # as a joiner reads it
                assert shown(sent, seat) == real(g, seat), f"{sets} seat {seat} after {step} answers"
                for c, card in sent.cards.items():  # each card the catalog's, by its key: the game's own card
                    assert card is g.cards[c] or (c == g.mastermind_card and card.key == g.mm.key)
                # the local table (of_game) and the joiner's (from_view of the view sent) are one table
                assert comparable(table_view.of_game(g, seat)) == comparable(sent)
        g.decide(bot.answer(g.pending))


@pytest.mark.parametrize("sets", EACH_SET)
def test_a_seats_table_holds_no_card_hidden_from_it(sets: tuple[str, ...]) -> None:
    """Other seats' hands, every deck, the Villain and Hero Decks, the Tactics, the Bystander Stack, unseen
    face-down piles and cards in the middle of an effect: none of their cards is in the table of a seat
    (tests/net/privacy.py works out what is hidden from the game itself, not from the view)."""
    g = Game(random_setup(3, 4, sets=sets), 4)
    bot = RandomBot(4)
    checked = 0
    for _ in range(200):
        if g.pending is None:
            break
        for seat in range(3):
            hidden = hidden_now(g, seat)
            for t in (table_view.of_game(g, seat), table_view.from_view(seat_view(g, seat))):
                leaked = t.card_ids() & hidden
                assert not leaked, f"seat {seat}'s table holds hidden cards {[g.cards[c].name for c in leaked]}"
                assert t.players[seat].hand is not None
                assert all(p.hand is None for p in t.players if p.index != seat)
            checked += 1
        g.decide(bot.answer(g.pending))
    assert checked > 300


def test_a_hidden_witness_holders_reason_comes_with_the_seats_own_decision() -> None:
    """Why a holder of Hidden Witnesses can't be fought is worked out by the host from the real game and sent
    with the seat's own main-phase decision: its table shows the same reason as the game gives."""
    from legendary_desktop.cards.noir import witnesses
    from legendary_desktop.engine.actions import blocked_actions

    g = Game(random_setup(2, 5, sets=("core", "noir")), 5)
    witnesses.capture_hidden(g, g.mastermind_card, 2)
    g.refresh()
    seat = g.pending.player
    t = table_view.from_view(json.loads(json.dumps(seat_view(g, seat))))
    assert t.blocked.get(g.mastermind_card) == dict(blocked_actions(g))[g.mastermind_card]
    assert "Hidden Witness" in t.blocked[g.mastermind_card]
    other = table_view.from_view(seat_view(g, 1 - seat))
    assert other.blocked == {} and other.decision is None  # another seat's decision: who and what only
