"""The seat view's shape (engine/seat_view.py): a view goes to JSON and back unchanged, a view of another
shape is refused with the field named, and the version follows the shape."""

from __future__ import annotations

import dataclasses
import json
from dataclasses import field

import pytest

from legendary_desktop.bots.random_bot import RandomBot
from legendary_desktop.engine.catalog import catalog
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.seat_view import (
    VIEW_VERSION,
    CardRef,
    SeatView,
    ViewError,
    fingerprint,
    shape,
)
from legendary_desktop.engine.view import seat_view, view_of
from legendary_desktop.net.client import _view_problem
from legendary_desktop.setup.randomizer import random_setup

SETS = catalog().sets()


def through_json(v: SeatView) -> SeatView:
    return SeatView.from_json(json.loads(json.dumps(v.to_json())))


@pytest.mark.parametrize("set_id", SETS)
def test_every_view_of_a_random_game_of_each_set_comes_back_from_json_equal(set_id: str) -> None:
    sets = ("core",) if set_id == "core" else ("core", set_id)
    g = Game(random_setup(3, 7, sets=sets), 7)
    bot = RandomBot(7)
    checked = 0
    for n in range(400):
        for seat in (0, 1, 2, None):
            v = view_of(g, seat, log_from=n // 3)
            assert through_json(v) == v
            assert v.to_json() == seat_view(g, seat, log_from=n // 3)  # what the host sends is the dataclass's
            checked += 1
        if g.pending is None:
            break
        g.decide(bot.answer(g.pending))
    assert checked > 100


def test_what_is_left_out_while_nothing_comes_back_when_it_is_something() -> None:
    g = Game(random_setup(2, 3, sets=("core",)), 3)
    v = view_of(g, 0)
    assert "in_effect" not in v.to_json() and "in_play" not in v.to_json()["mastermind"]
    odd = dataclasses.replace(v, in_effect=2, escaped_villains=1, ran_out="Villain Deck", table_changes=True,
                              mastermind=dataclasses.replace(v.mastermind, in_play=False))
    data = odd.to_json()
    assert data["in_effect"] == 2 and data["ran_out"] == "Villain Deck" and data["mastermind"]["in_play"] is False
    assert through_json(odd) == odd


def test_a_view_not_of_this_shape_is_refused_naming_the_field() -> None:
    g = Game(random_setup(2, 3, sets=("core",)), 3)
    good = seat_view(g, 0)
    bad = json.loads(json.dumps(good))
    bad["players"][1]["deck"] = True  # a count that is not a number
    with pytest.raises(ViewError, match=r"view\.players\[1\]\.deck"):
        SeatView.from_json(bad)
    del bad["players"][1]["deck"]
    with pytest.raises(ViewError, match="deck is missing"):
        SeatView.from_json(bad)
    bad = json.loads(json.dumps(good))
    bad["ko_pile"] = [{"id": "7", "key": "x"}]
    with pytest.raises(ViewError, match=r"view\.ko_pile\[0\]\.id"):
        SeatView.from_json(bad)


def test_the_version_is_the_shapes_fingerprint_and_a_joiner_refuses_another() -> None:
    g = Game(random_setup(2, 3, sets=("core",)), 3)
    view = seat_view(g, 0)
    assert view["version"] == VIEW_VERSION == fingerprint(SeatView)
    # every field of every part is in the shape the fingerprint is made of
    lines = "\n".join(shape(SeatView))
    for part in (SeatView, CardRef, type(view_of(g, 0).pending)):
        for f in dataclasses.fields(part):
            assert f"{f.name}: " in lines
    assert _view_problem(view, 0) is None
    other = {**view, "version": "0" * 8}
    problem = _view_problem(other, 0)
    assert problem is not None and "another shape" in problem


def _shape_of(inner: list[tuple[str, type] | tuple[str, type, object]], optional: bool = False) -> type:
    """A view-like pair of classes, made afresh each time (so only the shape can tell two apart)."""
    inner_cls = dataclasses.make_dataclass("Inner", inner, frozen=True)
    return dataclasses.make_dataclass("Outer", [("inner", inner_cls | None if optional else inner_cls)], frozen=True)


def test_the_fingerprint_changes_when_any_part_of_the_shape_does() -> None:
    base = fingerprint(_shape_of([("a", int)]))
    assert fingerprint(_shape_of([("a", int)])) == base  # the same shape, the same version
    others = [
        _shape_of([("a", int), ("b", str, field(default="", metadata={"omit": True}))]),  # a field more, inside
        _shape_of([("z", int)]),  # a field renamed
        _shape_of([("a", str)]),  # retyped
        _shape_of([("a", int)], optional=True),  # the part may be missing
        _shape_of([("a", int, field(default=0, metadata={"omit": True}))]),  # left out while nothing
    ]
    prints = [fingerprint(o) for o in others]
    assert base not in prints and len(set(prints)) == len(prints)
