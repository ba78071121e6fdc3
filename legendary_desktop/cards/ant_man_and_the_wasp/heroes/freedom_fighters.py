"""Freedom Fighters (Unaffiliated)."""

from __future__ import annotations

from legendary_desktop.cards.ant_man_and_the_wasp.keywords import SET, explore, hero_conqueror
from legendary_desktop.cards.dsl import hero
from legendary_desktop.engine import hq
from legendary_desktop.engine.card import INSTINCT, RANGED, UNAFFILIATED, CardDef, Effect, Kind
from legendary_desktop.engine.choices import choose_one, choose_player, may
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.verbs import hand_size_bonus

GROUP = "Freedom Fighters"


@hero(GROUP, "Mystics", set=SET, cost=3, classes=RANGED, team=UNAFFILIATED, copies=3, recruit=1,
      text="When you draw a new hand this turn, draw an extra card.")
def mystics(c: Ctx) -> None:
    hand_size_bonus(c.g, 1)


@hero(GROUP, "Steel Warrior", set=SET, cost=4, classes=INSTINCT, team=UNAFFILIATED, copies=3, attack="1+",
      conqueror={"Streets": 1}, text="Streets Conqueror 1. Draw a card.")
def steel_warrior(c: Ctx) -> None:
    hero_conqueror(c)
    c.g.draw(c.player)


@hero(GROUP, "Xolum", set=SET, cost=5, classes=RANGED, team=UNAFFILIATED, copies=3, attack="2+",
      conqueror={"Bridge": 1}, text="Bridge Conqueror 1. Ranged: +2 Attack.")
def xolum(c: Ctx) -> None:
    hero_conqueror(c)
    if c.power(RANGED):
        c.add_attack(2)


def _quaz(c: Ctx) -> Effect:
    icon = yield from choose_one(c.g, c.player, "Quaz: choose Recruit or Attack",
                                 [("recruit", "Recruit"), ("attack", "Attack")], source=c.cdef.name)
    found = yield from explore(c.g, c.player, c.cdef.name)
    if found is not None:
        fdef = c.g.cards[found]
        if icon == "recruit":
            c.add_recruit(fdef.recruit or 0)
        else:
            c.add_attack(fdef.attack or 0)


@hero(GROUP, "Quaz", set=SET, cost=6, classes=RANGED, team=UNAFFILIATED, copies=2, recruit="2+", attack="2+",
      text="Ranged: choose Recruit or Attack, then Explore; you get the Found Hero's printed value of that icon.")
def quaz(c: Ctx) -> Effect | None:
    return _quaz(c) if c.power(RANGED) else None


HOLES = set("04689")


def has_holes(cdef: CardDef) -> bool:
    """Any "hole" digit (0, 4, 6, 8, 9) printed in the card's cost, Recruit or Attack icon.
    S.H.I.E.L.D. starters and Wounds have no printed cost."""
    printed: list[int] = []
    if cdef.kind in (Kind.HERO, Kind.OFFICER):
        printed.append(cdef.cost)
    printed += [v for v in (cdef.recruit, cdef.attack) if v is not None]
    return any(ch in HOLES for v in printed for ch in str(v))


def _veb(c: Ctx) -> Effect:
    g = c.g
    top = g.top_of_deck(c.player, 1)
    if not top:
        return
    card = top[0]
    g.log("reveal", f"{g.players[c.player].name} reveals {g.name(card)}.", card)
    if not has_holes(g.cards[card]):
        return
    g.draw(c.player)
    if c.power(INSTINCT) and (yield from may(g, c.player, f"Veb: KO {g.name(card)}?", source=c.cdef.name)):
        g.ko(card)


@hero(GROUP, "Veb", set=SET, cost=2, classes=INSTINCT, team=UNAFFILIATED, copies=2, attack=1,
      text="Reveal the top card of your deck. If any of its icons has a \"hole\" (0, 4, 6, 8 or 9), draw it. "
      "Instinct: you may KO the card you drew this way.")
def veb(c: Ctx) -> Effect:
    return _veb(c)


def _freedom_forever(c: Ctx) -> Effect:
    g = c.g
    found = yield from explore(g, c.player, c.cdef.name)
    if found is None or not c.power(INSTINCT):
        return
    if not (yield from may(g, c.player, f"Freedom Forever: choose a player to gain {g.name(found)}?",
                           source=c.cdef.name)):
        return
    who = yield from choose_player(g, c.player, f"Who gains {g.name(found)}?", source=c.cdef.name)
    hq.gain_from_hq(g, who, found)


@hero(GROUP, "Freedom Forever", set=SET, cost=7, classes=INSTINCT, team=UNAFFILIATED, copies=1, attack=5,
      text="Explore. Instinct: you may choose a player to gain the Found Hero.")
def freedom_forever(c: Ctx) -> Effect:
    return _freedom_forever(c)
