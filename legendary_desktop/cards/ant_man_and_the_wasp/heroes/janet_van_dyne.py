"""Janet van Dyne (Unaffiliated)."""

from __future__ import annotations

from legendary_desktop.cards.ant_man_and_the_wasp.keywords import SET, explore
from legendary_desktop.cards.dsl import hero
from legendary_desktop.engine.card import COVERT, RANGED, UNAFFILIATED, Effect
from legendary_desktop.engine.choices import choose_one
from legendary_desktop.engine.context import Ctx

GROUP = "Janet van Dyne"


def _explore_for(c: Ctx, recruit: bool, attack: bool) -> Effect:
    found = yield from explore(c.g, c.player, c.cdef.name)
    if found is not None:
        fdef = c.g.cards[found]
        if recruit:
            c.add_recruit(fdef.recruit or 0)
        if attack:
            c.add_attack(fdef.attack or 0)


@hero(GROUP, "Prepare for War", set=SET, cost=4, classes=RANGED, team=UNAFFILIATED, copies=3, attack="2+",
      text="Ranged: Explore. You get +Attack equal to the Found Hero's printed Attack.")
def prepare_for_war(c: Ctx) -> Effect | None:
    return _explore_for(c, False, True) if c.power(RANGED) else None


@hero(GROUP, "Search for Peace", set=SET, cost=3, classes=COVERT, team=UNAFFILIATED, copies=3, recruit="2+",
      text="Covert: Explore. You get +Recruit equal to the Found Hero's printed Recruit.")
def search_for_peace(c: Ctx) -> Effect | None:
    return _explore_for(c, True, False) if c.power(COVERT) else None


def _wasp_of_another_generation(c: Ctx) -> Effect:
    yield from explore(c.g, c.player, c.cdef.name)
    c.add_attack(c.g.turn.notes.get("explored", 0))


@hero(GROUP, "Wasp of Another Generation", set=SET, cost=5, classes=COVERT, team=UNAFFILIATED, copies=3,
      attack="2+", size_changing={COVERT: 1},
      text="Size-Changing Covert. Covert: Explore. Then +1 Attack for each time you explored this turn.")
def wasp_of_another_generation(c: Ctx) -> Effect | None:
    return _wasp_of_another_generation(c) if c.power(COVERT) else None


def _quantum_contradiction(c: Ctx) -> Effect:
    g = c.g
    where = yield from choose_one(g, c.player, "Quantum Contradiction: put it on top of the Hero Deck or KO it",
                                  [("top", "Top of the Hero Deck"), ("ko", "KO it")], source=c.cdef.name)
    if c.card not in g.turn.played:
        return
    if where == "ko":
        g.ko(c.card)
    else:
        g.remove(c.card)
        g.hero_deck.append(c.card)
        g.log("play", "Quantum Contradiction goes on top of the Hero Deck.", c.card)


@hero(GROUP, "Quantum Contradiction", set=SET, cost=6, classes=RANGED, team=UNAFFILIATED, copies=2, recruit=4,
      attack=4, text="When you play this, put it on top of the Hero Deck or KO it.")
def quantum_contradiction(c: Ctx) -> Effect:
    return _quantum_contradiction(c)


@hero(GROUP, "Subatomic Size", set=SET, cost=2, classes=COVERT, team=UNAFFILIATED, copies=2, attack="0+",
      size_changing={COVERT: 2},
      text="Microscopic Size-Changing Covert ×2. Draw a card. Covert Covert (two other Covert cards played this "
      "turn): +2 Attack.")
def subatomic_size(c: Ctx) -> None:
    c.g.draw(c.player)
    if sum(1 for d in c.g.turn.played_defs[: c.index] if d.classes & COVERT) >= 2:
        c.add_attack(2)


def _finally_found_you(c: Ctx) -> Effect:
    found = yield from explore(c.g, c.player, c.cdef.name)
    if found is not None and c.power(COVERT):
        fdef = c.g.cards[found]
        c.add_recruit(fdef.recruit or 0)
        c.add_attack(fdef.attack or 0)


@hero(GROUP, "Finally Found You", set=SET, cost=8, classes=COVERT, team=UNAFFILIATED, copies=1, recruit="4+",
      attack="4+",
      text="Explore. Covert: you get +Recruit equal to the Found Hero's printed Recruit and +Attack equal to its "
      "printed Attack.")
def finally_found_you(c: Ctx) -> Effect:
    return _finally_found_you(c)
