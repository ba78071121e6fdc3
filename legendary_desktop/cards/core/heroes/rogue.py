"""Rogue: the four Hero cards (14 copies)."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from legendary_desktop.cards.dsl import hero
from legendary_desktop.engine import advice
from legendary_desktop.engine.actions import resolve_hero
from legendary_desktop.engine.card import (
    COVERT,
    STRENGTH,
    X_MEN,
    CardDef,
    Effect,
    run,
)
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.decision import CHOOSE_ONE, Decision, Option
from legendary_desktop.engine.state import replace_played
from legendary_desktop.engine.verbs import discard_from_top_of_deck, may_ko_card

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

SET = "core"


@hero('Rogue', 'Borrowed Brawn', set=SET, cost=4, classes=STRENGTH, team=X_MEN, copies=5, attack='1+',
      text="Strength: +3 Attack.")
def borrowed_brawn(c: Ctx) -> None:
    if c.power(STRENGTH):
        c.add_attack(3)


@hero('Rogue', 'Energy Drain', set=SET, cost=3, classes=COVERT, team=X_MEN, copies=5, recruit='2+',
      text="Covert: you may KO a card from your hand or discard pile; if you do, +1 Recruit.")
def energy_drain(c: Ctx) -> Effect | None:
    if not c.power(COVERT):
        return None
    return _energy_drain(c)


def _energy_drain(c: Ctx) -> Effect:
    p = c.g.players[c.player]
    if (yield from may_ko_card(c.g, c.player, [p.hand, p.discard], source="Energy Drain")):
        c.add_recruit(1)


def _copy_targets(c: Ctx) -> list[tuple[int, CardDef, int | None]]:
    """The other Heroes played this turn that can be copied: (place in played_defs, definition, a card showing it).

    Identical definitions are offered once. A plain Copy Powers is left out (copying it would copy nothing),
    and so is a card whose play condition can't be met now (e.g. it needs a card in hand to discard), and,
    while a Steal Abilities is resolving, every Steal Abilities (see `_steal_abilities`)."""
    g = c.g
    pool = [x for x in g.turn.played if x != c.card]
    seen: set[str] = set()
    out: list[tuple[int, CardDef, int | None]] = []
    for i, d in enumerate(g.turn.played_defs):
        if i == c.index or d.key in seen or d.on_play is _copy_powers:
            continue
        if d.on_play is _steal_abilities and g.turn.notes.get(STEALING, 0):
            continue  # a Steal Abilities still resolving: copying it would repeat without end
        if d.can_play is not None and d.can_play(g, c.player, c.card) is not None:
            continue
        seen.add(d.key)
        shown = next((x for x in pool if g.cards[x] is d), None)
        if shown is not None:
            pool.remove(shown)
        out.append((i, d, shown))
    return out


def _copy_powers(c: Ctx) -> Effect:
    g = c.g
    targets = _copy_targets(c)
    if not targets:
        g.log("power", "Copy Powers: there is no other Hero played this turn to copy.", c.card)
        return
    pick = targets[0]
    if len(targets) > 1:
        options = [Option(f"copy:{i}", f"{d.name} ({d.group})", shown) for i, d, shown in targets]
        chosen = yield Decision(c.player, "Copy Powers: play this card as a copy of which Hero?", options,
                                CHOOSE_ONE, 1, 1, "Copy Powers")
        index = int(chosen[0].label.split(":")[1])
        pick = next(t for t in targets if t[0] == index)
    copied = pick[1]
    combined = dataclasses.replace(copied, classes=copied.classes | COVERT, key=copied.key + "+copy")
    replace_played(g.turn, c.index, combined)
    g.log("power", f"Copy Powers is played as a copy of {copied.name}.", c.card)
    if copied.recruit:
        c.add_recruit(copied.recruit)
    if copied.attack:
        c.add_attack(copied.attack)
    if copied.on_play is not None:
        yield from run(copied.on_play(Ctx(g, c.player, c.card, combined, index=c.index)))


def _copy_powers_advice(g: Game, d: Decision) -> advice.Advice | None:
    """The computer's copy: the dearest Hero played this turn (a Hero's cost is what its numbers and
    ability are worth), then the one with more Attack and Recruit printed."""
    if not all(o.label.startswith("copy:") for o in d.options):
        return None
    defs = g.turn.played_defs

    def worth(o: Option) -> tuple[int, int]:
        cdef = defs[int(o.label.split(":")[1])]
        return cdef.cost, (cdef.attack or 0) + (cdef.recruit or 0)

    best = max(d.options, key=worth)  # the first of equals
    return best.label, f"copy {best.text}: the dearest Hero you played this turn (cost {worth(best)[0]})"


advice.register("Copy Powers", _copy_powers_advice)


copy_powers = hero('Rogue', 'Copy Powers', set=SET, cost=5, classes=COVERT, team=X_MEN, copies=3,
                   text="Becomes a copy of another Hero you played this turn (its numbers and ability), "
                   "counting as Covert as well as that Hero's colour.")(_copy_powers)


#: turn note: how many Steal Abilities effects are resolving now (a copy of one may be among them)
STEALING = "steal_abilities_resolving"


def _steal_abilities(c: Ctx) -> Effect:
    """Every player discards their top card; a copy of each Hero discarded is played. A Copy Powers played
    this way can't copy a Steal Abilities while one is resolving: a player whose deck is only that Copy
    Powers would discard and copy it again without end (see docs/rulings.md)."""
    g = c.g
    g.turn.notes[STEALING] = g.turn.notes.get(STEALING, 0) + 1
    try:
        yield from _steal_and_play(c)
    finally:
        depth = g.turn.notes.pop(STEALING) - 1
        if depth:
            g.turn.notes[STEALING] = depth


def _steal_and_play(c: Ctx) -> Effect:
    g = c.g
    discarded: list[int] = []
    for player in g.player_order():
        top = g.top_of_deck(player, 1)
        if not top:
            continue
        discarded.append(top[0])
        yield from discard_from_top_of_deck(g, player, top[0])  # Unending Energy may go back to hand
    for card in discarded:
        d = g.cards[card]
        if not d.is_hero:
            continue
        if d.can_play is not None and (why := d.can_play(g, c.player, card)) is not None:
            g.log("power", f"Steal Abilities can't copy {d.name}: {why}.", card)
            continue
        g.log("power", f"Steal Abilities plays a copy of {d.name}.", card)
        yield from resolve_hero(g, card, d)


steal_abilities = hero('Rogue', 'Steal Abilities', set=SET, cost=8, classes=STRENGTH, team=X_MEN, copies=1,
                       attack=4, text="Every player discards their top card; then play a copy of each Hero "
                       "discarded this way.")(_steal_abilities)
