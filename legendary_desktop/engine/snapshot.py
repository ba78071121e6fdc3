"""Copying a game in its main phase by copying its state (the fast path of `Game.copy`).

The turn loop is a generator and can't be copied, but in the main phase it holds nothing but whose turn
it is: a copy of the state with a new loop started in that main phase plays on exactly as the original.
That is only so while nothing in the state refers to the original game: a card's trigger for the rest
of the turn (Diamond Form's "each time you defeat...") is a closure over the game it was played in, so
a turn holding one is copied by replay instead (`Game.replay_copy`). Tests compare both paths.
"""

from __future__ import annotations

import copy
import random
from typing import TYPE_CHECKING, Any

from legendary_desktop.engine.decision import ACTION
from legendary_desktop.engine.state import Occupant, Player, Turn
from legendary_desktop.engine.table import Area, VillainDeck

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

_PLAIN = (str, int, float, bool, type(None))
_TURN_HOOKS = ("on_defeat", "after_new_hand", "arrival_triggers", "at_end", "reactions")
# Copied by reference: shared definitions, immutable records, lists the game only ever appends to whole
_SHARED = {"cat", "setup", "requirements", "mastermind", "mastermind_face", "scheme", "attack_modifiers",
           "cost_modifiers", "cost_payouts", "present_defs", "present_sets", "present_index", "defeat_rules",
           "recruit_rules", "action_kinds", "reaction_events", "outcome"}
_APPENDED = {"cards", "events", "answers", "_chosen"}  # copied shallowly (their items never change)
_REBUILT = {"_gen", "pending", "rng", "players", "areas", "villain_decks", "held", "turn", "state", "roles",
            "totals"}


def can_snapshot(g: Game) -> bool:
    """Is the fast copy exact here: the main phase, and no turn trigger or odd object in the state?"""
    pending = g.pending
    if pending is None or pending.kind != ACTION or g._fast_forward:
        return False
    turn = g.turn
    if any(getattr(turn, hook) for hook in _TURN_HOOKS):
        return False
    return _plain(turn.notes) and _plain(g.state)


def _plain(value: Any) -> bool:
    """Only data (no functions, generators or cards) inside: deep-copying it is exact."""
    if isinstance(value, _PLAIN):
        return True
    if isinstance(value, (list, tuple, set, frozenset)):
        return all(_plain(v) for v in value)
    if isinstance(value, dict):
        return all(_plain(k) and _plain(v) for k, v in value.items())
    return False


def snapshot(g: Game) -> Game:
    """A copy of `g` (which `can_snapshot`) that plays on identically."""
    from legendary_desktop.engine.game import Game

    twin = Game.__new__(Game)
    for name, value in g.__dict__.items():
        if name in _SHARED:
            setattr(twin, name, value)
        elif name in _APPENDED:
            setattr(twin, name, list(value))
        elif name not in _REBUILT:
            setattr(twin, name, _copied(value))
    twin.rng = random.Random()
    twin.rng.setstate(g.rng.getstate())
    twin.players = [Player(p.index, p.name, list(p.deck), list(p.hand), list(p.discard), list(p.victory_pile))
                    for p in g.players]
    twin.areas = [_area(a) for a in g.areas]
    twin.villain_decks = [VillainDeck(list(d.cards), d.space, d.name) for d in g.villain_decks]
    twin.held = {holder: {name: list(cards) for name, cards in piles.items()} for holder, piles in g.held.items()}
    twin.turn = _turn(g.turn)
    twin.state = copy.deepcopy(g.state)
    twin.roles = dict(g.roles)
    twin.totals = dict(g.totals)
    twin._gen = twin._run(resume=True)
    twin.pending = None
    twin._advance(None)
    return twin


def _copied(value: Any) -> Any:
    if isinstance(value, _PLAIN):
        return value
    if isinstance(value, list) and all(isinstance(v, (int, str, tuple)) for v in value):
        return list(value)  # piles of card ids, queues of (where, card)
    return copy.deepcopy(value)


def _area(a: Area) -> Area:
    city = [None if o is None else Occupant(o.card, list(o.bystanders), list(o.under)) for o in a.city]
    return Area(a.name, list(a.city_names), city, list(a.hq), set(a.hq_destroyed), list(a.hero_deck),
                a.separate_spaces)


def _turn(t: Turn) -> Turn:
    twin = copy.copy(t)
    for name in Turn.__slots__:
        value = getattr(t, name)
        if isinstance(value, (list, dict, set)):
            setattr(twin, name, copy.copy(value))
    twin.space_attack = dict(t.space_attack)
    twin.played_as = dict(t.played_as)
    twin.notes = copy.deepcopy(t.notes)
    return twin
