"""The shape of one seat's view (engine/view.py builds it): frozen dataclasses, and their JSON.

`SeatView` and its parts say every field a view has and its type; `SeatView.to_json()` is what the online
host sends (net/broadcast.py) and `SeatView.from_json()` reads it back, checking every field's type (it
raises `ViewError`, a ValueError, naming the first field that is wrong). The JSON is the same, byte for
byte, as the view was when it was a dict built by hand: a field whose metadata says `omit` is left out
while it holds its default (most positions have no destroyed HQ space, no cards under a Villain...), a
tuple goes as a list, and a `CardRef` as ``{"id", "key"}``.

The version (`VIEW_VERSION`) is derived, not kept by hand: it is a fingerprint of the shape, every class's
name, its fields' names, types and omit marks, in order (`fingerprint`). A number kept by hand is
forgotten the day someone adds a field; a fingerprint changes whenever the shape does, so a reader holding
another shape knows it (net/client.py drops a view of another version and says so). What it cannot see is
a field whose meaning changes while its name and type stay: such a change renames the field.
"""

from __future__ import annotations

import dataclasses
import hashlib
import typing
from collections.abc import Callable
from dataclasses import dataclass, field
from types import NoneType, UnionType
from typing import Any, TypeVar

T = TypeVar("T")


class ViewError(ValueError):
    """A view (or a part of one) that is not of this shape: the text names the field."""


def _omit() -> dict[str, bool]:
    return {"omit": True}


@dataclass(frozen=True, slots=True)
class CardRef:
    """A card the seat sees: its instance id and catalog key (its name and face come from the catalog)."""

    id: int
    key: str


@dataclass(frozen=True, slots=True)
class CitySpace:
    """A city space, and the Villain in it (None: empty) with the Bystanders it holds and the cards under it."""

    space: str
    villain: CardRef | None
    bystanders: tuple[CardRef, ...] = field(default=(), metadata=_omit())
    under: tuple[CardRef, ...] = field(default=(), metadata=_omit())


@dataclass(frozen=True, slots=True)
class AreaView:
    """One city with its HQ (a game may have several; `SeatView.area_index` is the one in play)."""

    name: str
    city: tuple[CitySpace, ...]
    hq: tuple[CardRef | None, ...]
    hero_deck: int  # a count: the Hero Deck is face down
    hq_destroyed: tuple[int, ...] = field(default=(), metadata=_omit())


@dataclass(frozen=True, slots=True)
class PlayerView:
    """A player as the seat sees them: the hand card by card only where it may be seen (else its count),
    the deck's top only once every card may be seen."""

    name: str
    hand_count: int
    deck: int
    discard: tuple[CardRef, ...]
    victory_pile: tuple[CardRef, ...]
    hand: tuple[CardRef, ...] | None = field(default=None, metadata=_omit())
    deck_top: CardRef | None = field(default=None, metadata=_omit())


@dataclass(frozen=True, slots=True)
class TurnView:
    """The turn in play; `played_as`: (card, the half of a Divided Card it was played as, by place)."""

    player: int
    number: int
    recruit: int
    attack: int
    played: tuple[CardRef, ...]
    set_aside: tuple[CardRef, ...] = field(default=(), metadata=_omit())
    played_as: tuple[tuple[int, int], ...] = field(default=(), metadata=_omit())


@dataclass(frozen=True, slots=True)
class OptionView:
    label: str
    text: str
    card: CardRef | None


@dataclass(frozen=True, slots=True, kw_only=True)
class PendingView:
    """The pending decision: any seat's says who decides and what (another seat's in words naming nothing
    its player alone may know); the seat's own has its options (`options` is None for another seat's),
    its copies that are one choice (`groups`) and, in the main phase, what it may not use now and why."""

    player: int
    kind: str
    number: int  # the answers given before it: an answer names the decision by it
    secret: bool = field(default=False, metadata=_omit())
    prompt: str
    source: str
    min: int | None = field(default=None, metadata=_omit())
    max: int | None = field(default=None, metadata=_omit())
    options: tuple[OptionView, ...] | None = field(default=None, metadata=_omit())
    groups: tuple[tuple[int, ...], ...] = field(default=(), metadata=_omit())
    blocked: tuple[tuple[int, str], ...] | None = field(default=None, metadata=_omit())
    # the seat's own decision only: answering it shows the seat what the others must not see (its hand, its
    # deck, a card only it knows: engine/knowledge.py), so a screen shared by several people puts up its curtain
    private: bool = field(default=False, metadata=_omit())
    told: str = field(default="", metadata=_omit())  # what the others are told of it, when not its prompt


@dataclass(frozen=True, slots=True)
class OutcomeView:
    """A finished game's result and its story: each player's VP by source ((group, cards, VP) rows) and
    the key moments ((turn, kind, text))."""

    result: str
    reason: str
    headline: str
    vp: tuple[int, ...]
    winners: tuple[int, ...]
    sources: tuple[tuple[tuple[str, int, int], ...], ...]
    moments: tuple[tuple[int, str, str], ...]


@dataclass(frozen=True, slots=True)
class MastermindView:
    card: CardRef
    tactics: int  # a count: the Tactics are face down
    bystanders: tuple[CardRef, ...]
    in_play: bool = field(default=True, metadata=_omit())


@dataclass(frozen=True, slots=True)
class SchemeView:
    card: CardRef
    twists: int
    beside: tuple[CardRef, ...]


@dataclass(frozen=True, slots=True)
class HeldPile:
    """A pile a card holds: face up with its cards, or face down as a count (`cards` None)."""

    holder: int | str
    name: str
    face_down: bool
    count: int
    cards: tuple[CardRef, ...] | None = field(default=None, metadata=_omit())


@dataclass(frozen=True, slots=True)
class StacksView:
    """The Bystander, Wound and Officer Stacks' counts, and the top cards of the Wound and Officer Stacks."""

    bystanders: int
    wounds: int
    officers: int
    tops: tuple[CardRef | None, CardRef | None]


@dataclass(frozen=True, slots=True)
class LogLine:
    turn: int
    kind: str
    text: str
    cards: tuple[CardRef, ...]


@dataclass(frozen=True, slots=True)
class SeatView:
    """What one seat may see of a game now (engine/view.py says what goes where). `table`: the table's facts
    (engine/table_facts.py `Facts.to_json()`, the same for every seat), or only the parts that changed
    since the view before when `table_changes` (the online host's delta)."""

    version: str
    seat: int | None
    players: tuple[PlayerView, ...]
    turn: TurnView
    areas: tuple[AreaView, ...]
    area_index: int
    villain_decks: tuple[tuple[str, int, int], ...]  # (name, the space its Villains enter, count)
    mastermind: MastermindView
    scheme: SchemeView
    held: tuple[HeldPile, ...]
    stacks: StacksView
    ko_pile: tuple[CardRef, ...]
    escape_pile: tuple[CardRef, ...]
    pending: PendingView | None
    outcome: OutcomeView | None
    answers: int
    step_events: int  # the log's first line of the step in play (its news heads a choice)
    table: dict[str, Any]
    log_from: int
    log: tuple[LogLine, ...]
    in_effect: int = field(default=0, metadata=_omit())  # cards in the middle of an effect (a count)
    escaped_villains: int = field(default=0, metadata=_omit())
    ran_out: str | None = field(default=None, metadata=_omit())
    table_changes: bool = field(default=False, metadata=_omit())

    def to_json(self) -> dict[str, Any]:
        """The view as JSON-able data (what goes on the wire)."""
        out: dict[str, Any] = _encoder(SeatView)(self)
        return out

    @classmethod
    def from_json(cls, data: Any) -> SeatView:
        """The view from its JSON; raises ViewError naming the first field missing or of the wrong type.

        A seat's view of a new two-player game, there and back (engine/view.py builds it); the seat sees its own
        hand card by card and only the other player's count:

        >>> from legendary_desktop.engine.game import Game
        >>> from legendary_desktop.engine.view import view_of
        >>> from legendary_desktop.setup.randomizer import random_setup
        >>> view = view_of(Game(random_setup(2, seed=1), 1), seat=0)
        >>> SeatView.from_json(view.to_json()) == view
        True
        >>> [(p.hand_count, p.hand is None) for p in view.players]
        [(6, False), (6, True)]
        >>> "hand" in view.to_json()["players"][1]
        False
        >>> SeatView.from_json({**view.to_json(), "answers": "0"})
        Traceback (most recent call last):
        ...
        legendary_desktop.engine.seat_view.ViewError: view.answers is not a whole number
        """
        view: SeatView = _decoder(SeatView)(data, "view")
        return view


# ------------------------------------------------------------------- the codec
# One encoder and one decoder per type, made once from the dataclasses' type hints (so a view costs about
# as much as the dict it was built as by hand). No part of a view holds itself.

_ENCODERS: dict[type, Callable[[Any], Any]] = {}
_DECODERS: dict[Any, Callable[[Any, str], Any]] = {}


def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def _plain(tp: Any) -> bool:
    """Does a value of `tp` go into JSON as it is (a number, text, true/false, null, a JSON object)?"""
    if typing.get_origin(tp) in (UnionType, typing.Union):
        return all(_plain(a) for a in typing.get_args(tp))
    return tp in (int, str, bool, NoneType, Any) or tp is dict or typing.get_origin(tp) is dict


def _expression(tp: Any, src: str, depth: int, calls: dict[str, Any]) -> str:
    """Python text turning `src`, a value of `tp`, into JSON-able data (an encoder is made of these)."""
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if _plain(tp):
        return src
    if dataclasses.is_dataclass(tp) and not any(f.metadata.get("omit") for f in dataclasses.fields(tp)):
        hints = _hints(tp)  # type: ignore[arg-type]
        return "{" + ", ".join(f"{f.name!r}: {_expression(hints[f.name], f'{src}.{f.name}', depth, calls)}"
                               for f in dataclasses.fields(tp)) + "}"  # written in place: no call per card
    if dataclasses.is_dataclass(tp):
        name = f"_{tp.__name__}"  # type: ignore[union-attr]
        calls[name] = _encoder(tp)  # type: ignore[arg-type]
        return f"{name}({src})"
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        if _plain(args[0]):
            return f"list({src})"
        v = f"v{depth}"
        return f"[{_expression(args[0], v, depth + 1, calls)} for {v} in {src}]"
    if origin is tuple:
        return "[" + ", ".join(_expression(a, f"{src}[{i}]", depth, calls) for i, a in enumerate(args)) + "]"
    if origin in (UnionType, typing.Union):
        options = [a for a in args if a is not NoneType]
        if len(options) == 1:
            return f"(None if {src} is None else {_expression(options[0], src, depth, calls)})"
    raise TypeError(f"a view holds no {tp!r}")


def _encoder(cls: type) -> Callable[[Any], Any]:
    """The function turning a `cls` into JSON-able data, written once as Python text (as `dataclasses`
    writes `__init__`): a field with `omit` is left out while it holds its default."""
    known = _ENCODERS.get(cls)
    if known is not None:
        return known
    hints = _hints(cls)
    calls: dict[str, Any] = {}
    lines = ["def encode(x):", "    out = {}"]
    for i, f in enumerate(dataclasses.fields(cls)):
        value = _expression(hints[f.name], f"x.{f.name}", 0, calls)
        if f.metadata.get("omit"):
            calls[f"_default{i}"] = f.default
            lines.append(f"    if x.{f.name} != _default{i}:")
            lines.append(f"        out[{f.name!r}] = {value}")
        else:
            lines.append(f"    out[{f.name!r}] = {value}")
    lines.append("    return out")
    scope: dict[str, Any] = dict(calls)
    exec("\n".join(lines), scope)  # noqa: S102 - text made here from the dataclasses' own fields
    encode: Callable[[Any], Any] = scope["encode"]
    _ENCODERS[cls] = encode
    return encode


def _is_int(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


_PLAIN: dict[Any, tuple[Callable[[Any], bool], str]] = {
    int: (_is_int, "a whole number"), str: (lambda x: isinstance(x, str), "text"),
    bool: (lambda x: isinstance(x, bool), "true or false"), NoneType: (lambda x: x is None, "null"),
}


def _decoder(tp: Any) -> Callable[[Any, str], Any]:
    known = _DECODERS.get(tp)
    if known is not None:
        return known
    dec: Callable[[Any, str], Any]
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if dataclasses.is_dataclass(tp):
        hints = _hints(tp)  # type: ignore[arg-type]
        parts = [(f.name, _decoder(hints[f.name]), f.default is not dataclasses.MISSING, f.default)
                 for f in dataclasses.fields(tp)]
        make: Any = tp

        def dec(x: Any, where: str) -> Any:
            if not isinstance(x, dict):
                raise ViewError(f"{where} is not an object")
            values = {}
            for name, part, optional, default in parts:
                if name in x:
                    values[name] = part(x[name], f"{where}.{name}")
                elif optional:
                    values[name] = default
                else:
                    raise ViewError(f"{where}.{name} is missing")
            return make(**values)
    elif origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            one = _decoder(args[0])

            def dec(x: Any, where: str) -> Any:
                if not isinstance(x, list):
                    raise ViewError(f"{where} is not a list")
                return tuple(one(v, f"{where}[{i}]") for i, v in enumerate(x))
        else:
            inner = [_decoder(a) for a in args]

            def dec(x: Any, where: str) -> Any:
                if not isinstance(x, list) or len(x) != len(inner):
                    raise ViewError(f"{where} is not a list of {len(inner)}")
                return tuple(part(v, f"{where}[{i}]") for i, (part, v) in enumerate(zip(inner, x, strict=True)))
    elif origin in (UnionType, typing.Union):
        options = [_decoder(a) for a in args]

        def dec(x: Any, where: str) -> Any:
            for option in options:
                try:
                    return option(x, where)
                except ViewError:
                    continue
            raise ViewError(f"{where} is none of {' or '.join(_name(a) for a in args)}")
    elif origin is dict or tp is dict:
        def dec(x: Any, where: str) -> Any:
            if not isinstance(x, dict):
                raise ViewError(f"{where} is not an object")
            return x
    elif tp in _PLAIN:
        test, words = _PLAIN[tp]

        def dec(x: Any, where: str) -> Any:
            if not test(x):
                raise ViewError(f"{where} is not {words}")
            return x
    else:
        raise TypeError(f"a view holds no {tp!r}")
    _DECODERS[tp] = dec
    return dec


def _name(tp: Any) -> str:
    """A type in words that do not depend on how Python prints it (for the fingerprint)."""
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if dataclasses.is_dataclass(tp):
        return tp.__name__  # type: ignore[union-attr]
    if origin is tuple:
        return "tuple[" + ", ".join("..." if a is Ellipsis else _name(a) for a in args) + "]"
    if origin in (UnionType, typing.Union):
        return " | ".join(_name(a) for a in args)
    if origin is dict:
        return "dict[" + ", ".join(_name(a) for a in args) + "]"
    if tp is Any:
        return "Any"
    if tp is NoneType:
        return "None"
    return str(tp.__name__)


def shape(cls: type) -> list[str]:
    """`cls` and every dataclass it holds, one line each: its name, then each field's name, type and omit
    mark, in order (what the fingerprint is made of).

    >>> for line in shape(CitySpace):
    ...     print(line)  # doctest: +NORMALIZE_WHITESPACE
    CitySpace(space: str, villain: CardRef | None,
              bystanders: tuple[CardRef, ...] omit, under: tuple[CardRef, ...] omit)
    CardRef(id: int, key: str)
    """
    lines: list[str] = []
    seen: set[type] = set()

    def walk(tp: Any) -> None:
        if dataclasses.is_dataclass(tp):
            if tp in seen:
                return
            seen.add(tp)  # type: ignore[arg-type]
            hints = _hints(tp)  # type: ignore[arg-type]
            fields = dataclasses.fields(tp)
            lines.append(tp.__name__ + "(" + ", ".join(  # type: ignore[union-attr]
                f"{f.name}: {_name(hints[f.name])}{' omit' if f.metadata.get('omit') else ''}" for f in fields) + ")")
            for f in fields:
                walk(hints[f.name])
        for a in typing.get_args(tp):
            walk(a)

    walk(cls)
    return lines


def fingerprint(cls: type) -> str:
    """The first 8 hex digits of the SHA-256 of `shape(cls)`: the same shape, the same fingerprint."""
    return hashlib.sha256("\n".join(shape(cls)).encode()).hexdigest()[:8]


#: the view's version: its shape's fingerprint (see the module docstring)
VIEW_VERSION = fingerprint(SeatView)


def read(cls: type[T], data: Any, where: str = "view") -> T:
    """A part of a view (any of the dataclasses above) from its JSON; raises ViewError as `from_json`.

    A field left out holds its default; `where` starts the name of a wrong field:

    >>> read(CitySpace, {"space": "Bridge", "villain": {"id": 7, "key": "k"}})
    CitySpace(space='Bridge', villain=CardRef(id=7, key='k'), bystanders=(), under=())
    >>> read(CitySpace, {"space": "Bridge", "villain": {"id": "7", "key": "k"}}, "city[0]")
    Traceback (most recent call last):
    ...
    legendary_desktop.engine.seat_view.ViewError: city[0].villain is none of CardRef or None
    """
    part: T = _decoder(cls)(data, where)
    return part
