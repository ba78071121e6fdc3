"""Copying a game in its main phase by copying its state (the fast path of `Game.copy`).

The turn loop is a generator and can't be copied, but in the main phase it holds nothing but whose turn
it is: a copy of the state with a new loop started in that main phase plays on exactly as the original.
That is only so while nothing in the state refers to the original game: a card's trigger for the rest
of the turn (Diamond Form's "each time you defeat...") is a closure over the game it was played in, so
a turn holding one is copied by replay instead (`Game.replay_copy`). A trigger that is a plain function,
or a closure over data only (Provoke Clash of Nations' end-of-turn check holds the task and the counts
it started from), is copied with the turn: its data is deep-copied into a new closure. Tests compare
both paths.
"""

from __future__ import annotations

import copy
import types
from typing import TYPE_CHECKING, Any

from legendary_desktop.engine import turn_loop
from legendary_desktop.engine.deal import copy_rng
from legendary_desktop.engine.decision import ACTION
from legendary_desktop.engine.state import Occupant, Player, Turn
from legendary_desktop.engine.table import Area, VillainDeck

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

_PLAIN = (str, int, float, bool, type(None))
_TURN_HOOKS = ("on_defeat", "after_new_hand", "arrival_triggers", "at_end", "reactions")
# Copied by reference: shared definitions, immutable records, lists the game only ever appends to whole
_SHARED = {"mixed", "cat", "rulebook", "setup", "requirements", "mastermind", "mastermind_face", "scheme",
           "attack_modifiers", "modifier_tests", "attack_by_card", "cost_by_card",
           "cost_modifiers", "cost_payouts", "present_defs", "present_sets", "present_index", "defeat_rules",
           "recruit_rules", "action_kinds", "reaction_events", "outcome"}
_APPENDED = {"cards", "events", "answers", "_chosen"}  # copied shallowly (their items never change)
# piles of card ids (and the arrivals queue of (where, card) pairs): copied as lists, no need to look inside
_PILES = {"bystander_stack", "wound_stack", "officer_stack", "ko_pile", "escape_pile", "limbo", "tactics",
          "mastermind_bystanders", "beside_scheme", "extra_turns", "arrivals"}
_REBUILT = {"watch", "_gen", "pending", "rng", "players", "areas", "villain_decks", "held", "turn", "state", "roles",
            "totals", "memo"}


def can_snapshot(g: Game) -> bool:
    """Is the fast copy exact here: the main phase, and no turn trigger or odd object in the state?"""
    pending = g.pending
    if pending is None or pending.kind != ACTION or g._fast_forward:
        return False
    turn = g.turn
    for hook in _TURN_HOOKS:
        held = getattr(turn, hook)
        if held and not all(_portable(fn) for fns in (held.values() if isinstance(held, dict) else (held,))
                            for fn in fns):
            return False
    return _plain(turn.notes) and _plain(g.state)


def _portable(fn: Any) -> bool:
    """A trigger the copy can take: a function that refers to no game, only to data (if to anything)."""
    if not isinstance(fn, types.FunctionType):
        return False
    try:
        return all(_plain(cell.cell_contents) for cell in fn.__closure__ or ())
    except ValueError:  # a cell not filled yet
        return False


def _copy_hook(fn: Any, cells: dict[int, Any]) -> Any:
    """The same function over deep copies of its data (a cell two triggers share stays shared)."""
    if not fn.__closure__:
        return fn
    closure = []
    for cell in fn.__closure__:
        if id(cell) not in cells:
            cells[id(cell)] = types.CellType(copy.deepcopy(cell.cell_contents))
        closure.append(cells[id(cell)])
    twin = types.FunctionType(fn.__code__, fn.__globals__, fn.__name__, fn.__defaults__, tuple(closure))
    twin.__kwdefaults__ = fn.__kwdefaults__
    return twin


def _plain(value: Any) -> bool:
    """Only data (no closures, generators or cards) inside: deep-copying it is exact."""
    if isinstance(value, _PLAIN):
        return True
    if isinstance(value, (list, tuple, set, frozenset)):
        return all(_plain(v) for v in value)
    if isinstance(value, dict):
        return all(_plain(k) and _plain(v) for k, v in value.items())
    # a function that holds nothing (a rule named in a note: Restricted Recruit's "which Heroes") is shared
    return isinstance(value, types.FunctionType) and not value.__closure__


def snapshot(g: Game) -> Game:
    """A copy of `g` (which `can_snapshot`) that plays on identically."""
    twin = object.__new__(type(g))  # not Game(): its setup is copied below, not made again
    for name, value in g.__dict__.items():
        if name in _SHARED:
            setattr(twin, name, value)
        elif name in _APPENDED or name in _PILES:
            setattr(twin, name, list(value))
        elif name not in _REBUILT:
            setattr(twin, name, _copied(value))
    twin.rng = copy_rng(g.rng)
    twin.players = [Player(p.index, p.name, list(p.deck), list(p.hand), list(p.discard), list(p.victory_pile))
                    for p in g.players]
    twin.areas = [_area(a) for a in g.areas]
    twin.villain_decks = [VillainDeck(list(d.cards), d.space, d.name) for d in g.villain_decks]
    twin.held = {holder: {name: list(cards) for name, cards in piles.items()} for holder, piles in g.held.items()}
    twin.turn = _turn(g.turn)
    twin.state = copy.deepcopy(g.state)
    twin.roles = dict(g.roles)
    twin.totals = dict(g.totals)
    twin.memo = dict(g.memo)  # each entry is checked against the cards it came from (Game.memo)
    twin.watch = None  # a search's copy: what the seats have seen is the real game's to keep
    twin._gen = turn_loop.turns(twin, resume=True)
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


# Turn's fields that hold containers (each copied one level down; notes deeply; hooks as `_copy_hook` says)
_TURN_CONTAINERS = tuple(name for name in Turn.__slots__
                         if isinstance(getattr(Turn(0, 0), name), (list, dict, set)) and name != "notes"
                         and name not in _TURN_HOOKS)


def _turn(t: Turn) -> Turn:
    twin = copy.copy(t)
    for name in _TURN_CONTAINERS:
        setattr(twin, name, getattr(t, name).copy())
    twin.notes = copy.deepcopy(t.notes) if t.notes else {}
    cells: dict[int, Any] = {}
    for hook in _TURN_HOOKS:
        held = getattr(t, hook)
        if isinstance(held, dict):
            setattr(twin, hook, {k: [_copy_hook(fn, cells) for fn in fns] for k, fns in held.items()})
        else:
            setattr(twin, hook, [_copy_hook(fn, cells) for fn in held])
    return twin
