"""The city: five spaces from the Sewers to the Bridge. Villains enter, push, escape."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.engine import attachments, hq, values
from legendary_desktop.engine.card import Effect, Kind, run
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.state import Occupant
from legendary_desktop.engine.verbs import each_player_discards
from legendary_desktop.engine.words import count

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game


def villain_attack(g: Game, space: int, fighting: bool = True) -> int:
    """The Attack of the Villain in a city space, with every modifier in force (never below 0).

    `fighting=False` leaves out "Villains you fight on the Rooftops this turn get -2" (Lightning
    Bolt): an effect that only compares Attack (Pure Fury) does not fight."""
    occ = g.city[space]
    assert occ is not None
    return values.occupant_attack(g, occ, space, fighting)


def escaped(g: Game, kinds: tuple[Kind, ...]) -> int:
    """How many cards of these kinds are in the Escape Pile: a Scheme's Evil Wins, checked after every step,
    so a plain loop (no generator, no property)."""
    cards = g.cards
    n = 0
    for c in g.escape_pile:
        if cards[c].kind in kinds:
            n += 1
    return n


def space_named(g: Game, name: str) -> int | None:
    """The index of the city space with this name, or None when this city has no such space."""
    try:
        return g.city_names.index(name)
    except ValueError:
        return None


def is_space(g: Game, space: int | None, *names: str) -> bool:
    """Is `space` (an index, or None when not in the city) one of the named spaces?"""
    return space is not None and 0 <= space < len(g.city_names) and g.city_names[space] in names


def fight_modifier(g: Game, space_name: str, amount: int) -> None:
    """"Villains you fight in <space> get +/-N Attack this turn"."""
    g.turn.space_attack[space_name] = g.turn.space_attack.get(space_name, 0) + amount


def closest_villain(g: Game) -> int | None:
    """The occupied space closest to the Villain Deck (the Sewers end)."""
    for i, occ in enumerate(g.city):
        if occ is not None:
            return i
    return None


def capture(g: Game, bystander: int, space: int | None = None) -> None:
    """A Bystander is captured by the Villain in `space`, else the closest Villain, else the Mastermind."""
    if bystander in g.limbo:
        g.limbo.remove(bystander)
    else:
        g.remove(bystander)
    if space is None:
        space = closest_villain(g)
    occ = g.city[space] if space is not None else None
    if occ is not None and space is not None:
        occ.bystanders.append(bystander)
        g.log("capture", f"{g.villain_name(occ.card)} captures a Bystander in the {g.city_names[space]}.", occ.card)
    else:
        g.mastermind_bystanders.append(bystander)
        g.log("capture", f"{g.mm.name} captures a Bystander.", g.mastermind_card)


def capture_from_stack(g: Game, space: int | None = None, n: int = 1) -> None:
    for _ in range(n):
        if not g.bystander_stack:
            return
        bystander = g.bystander_stack.pop()
        g.limbo.append(bystander)
        capture(g, bystander, space)


def enter(g: Game, card: int, space: int = 0, ambush: bool = True, role: values.Role | None = None) -> Effect:
    """A Villain enters a city space (the first unless told), pushing the chain toward the exit.

    A card that is not printed as a Villain enters as one with a `role` (or the role the Scheme gives
    it); it leaves the city as what it was. In a city of separate spaces the occupant is pushed out."""
    if card in g.limbo:
        g.limbo.remove(card)
    else:
        g.remove(card)
    role = role or g.role_for(card)
    if role is not None:
        g.roles[card] = role
    escaped: Occupant | None = None
    empty: int | None
    if g.area.separate_spaces:
        empty = space
        if g.city[space] is not None:
            escaped = g.city[space]
    else:
        empty = next((i for i in range(space, len(g.city)) if g.city[i] is None), None)
    if empty is None:
        escaped = g.city[-1]
        empty = len(g.city) - 1
    for i in range(empty, space, -1):
        g.city[i] = g.city[i - 1]
    g.city[space] = Occupant(card)
    g.log("enter", f"{g.villain_name(card)} enters the {g.city_names[space]}.", card)
    g.arrive("city", card)
    if escaped is not None:
        yield from escape(g, escaped)
    if ambush and g.outcome is None:
        cdef = g.cards[card]
        if cdef.on_ambush is not None:
            where = find_space(g, card)
            yield from run(cdef.on_ambush(Ctx(g, g.active, card, cdef, space=where, occupant=occupant(g, card))))


def find_space(g: Game, card: int) -> int | None:
    for i, occ in enumerate(g.city):
        if occ is not None and occ.card == card:
            return i
    return None


def occupant(g: Game, card: int) -> Occupant | None:
    space = find_space(g, card)
    return g.city[space] if space is not None else None


def escape(g: Game, occ: Occupant) -> Effect:
    """A Villain escapes: KO a cheap HQ Hero, discard for its Bystanders, then its Escape text."""
    g.escape_pile.append(occ.card)
    g.roles.pop(occ.card, None)
    captives = attachments.take_captives(g, occ.card)  # face-down ones land face up in the Escape Pile
    attachments.settle_leaving(g, occ.card, "escaped")
    g.escape_pile += occ.bystanders
    g.escape_pile += captives
    g.escape_pile += occ.under
    g.escaped_villains += 1
    g.bystanders_carried_away += len(occ.bystanders) + len(captives)
    g.log("escape", f"{g.villain_name(occ.card)} escapes!", occ.card)
    on_escaped = g.scheme.extra.get("on_escape")
    if on_escaped is not None:
        on_escaped(g, occ)
    g.check_evil_wins()  # e.g. the twelfth escape: nothing more happens then
    if g.outcome is not None:
        return
    yield from hq.ko_cheap_hero(g)
    if occ.bystanders or captives:
        carried = len(occ.bystanders) + len(captives)
        g.log("discard", f"{g.villain_name(occ.card)} carried off {count(carried, 'Bystander')}: each player discards.")
        yield from each_player_discards(g, 1, source="Escaped Bystanders", by_effect=False)  # a rule, no card
    cdef = g.cards[occ.card]
    if cdef.on_escape is not None and g.outcome is None:
        yield from run(cdef.on_escape(Ctx(g, g.active, occ.card, cdef, space=None, occupant=occ)))
    g.check_evil_wins()


def remove_occupant(g: Game, space: int) -> Occupant:
    occ = g.city[space]
    assert occ is not None
    g.city[space] = None
    return occ


def move(g: Game, source: int, target: int) -> None:
    """Move a Villain to another space; a Villain already there swaps places with it."""
    g.city[source], g.city[target] = g.city[target], g.city[source]
    moved = g.city[target]
    assert moved is not None
    g.log("move", f"{g.villain_name(moved.card)} moves to the {g.city_names[target]}.", moved.card)
