"""Armada of Kang: seven Villains and the Ambush Scheme Build a Conquering Army."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.cards.ant_man_and_the_wasp.keywords import (
    AFTER_ELSEWHERE,
    SET,
    ambush_in_play,
    ambush_scheme,
    double_cross,
    end_ambush_scheme,
    face,
    fightable_elsewhere,
    new_instances,
)
from legendary_desktop.cards.dsl import villain
from legendary_desktop.engine import attachments, city, fight, present
from legendary_desktop.engine.card import RANGED, Effect
from legendary_desktop.engine.choices import choose_card, choose_one, may
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.verbs import each_player_reveals_or_wound, gain_wound, ko_your_heroes

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

GROUP = "Armada of Kang"
ARMY = "Build a Conquering Army"
STACKED = "Henchmen"
RESERVE = "Reserve"


def move_villain_to(g: Game, player: int, space_name: str, source: str) -> Effect:
    """If the named space is empty, move a Villain (of the player's choice) there."""
    target = city.space_named(g, space_name)
    if target is None or g.city[target] is not None:
        return
    villains = [occ.card for occ in g.city if occ is not None]
    mover = yield from choose_card(g, player, villains, f"{source}: move a Villain to the {space_name}", source=source)
    if mover is not None:
        space = city.find_space(g, mover)
        assert space is not None
        city.move(g, space, target)


def _army_ambush(c: Ctx) -> Effect:
    g = c.g
    yield from move_villain_to(g, c.player, "Bridge", ARMY)
    unused = [h for h in g.cat.henchmen if h not in g.setup.henchmen and g.cat.set_of.get(h) in g.setup.sets]
    if not unused:
        g.log("ambush", f"{ARMY}: no unused Henchman group.")
        return
    label = yield from choose_one(g, c.player, f"{ARMY}: choose an unused Henchman group",
                                  [(f"group:{h}", h) for h in unused], source=ARMY)
    group = label.partition(":")[2]
    made: list[int] = []
    for cdef in g.cat.henchman_cards(group):
        made += new_instances(g, cdef, g.cat.henchman_copies(group, cdef))
    g.shuffle(made)
    g.held.setdefault(c.card, {})[RESERVE] = made
    g.state["army_group"] = group
    for _ in range(len(g.players)):
        _stack_one(g, c.card)


def _stack_one(g: Game, scheme: int) -> None:
    reserve = attachments.pile(g, scheme, RESERVE)
    if reserve:
        attachments.attach(g, scheme, STACKED, reserve[-1])
        return
    group = g.state.get("army_group")
    for p in g.players:  # from a Victory Pile if necessary
        for x in p.victory_pile:
            if g.cards[x].group == group and g.cards[x].is_villain:
                attachments.attach(g, scheme, STACKED, x)
                return


def _army_twist(c: Ctx) -> Effect:
    g = c.g
    _stack_one(g, c.card)
    stacked = attachments.pile(g, c.card, STACKED)
    if len(stacked) < len(g.players) + 2:
        return
    for player in g.player_order():
        yield from gain_wound(g, player)
    entering = list(stacked[-3:])
    held = end_ambush_scheme(g, c.card, defeated=False)
    for card in entering:
        yield from city.enter(g, card)
        if g.outcome is not None:
            return
    for cards in held.values():
        for card in cards:
            if card in g.limbo:
                g.limbo.remove(card)
                g.ko_pile.append(card)


def _army_fightable(g: Game) -> list[int]:
    scheme = ambush_in_play(g, ARMY)
    return list(attachments.pile(g, scheme, STACKED)) if scheme is not None else []


def _army_defeated(g: Game, card: int) -> None:
    scheme = ambush_in_play(g, ARMY)
    if scheme is not None and g.cards[card].is_villain and not attachments.pile(g, scheme, STACKED) \
            and "army_last" not in g.turn.notes:
        g.turn.notes["army_last"] = True
        held = end_ambush_scheme(g, scheme, defeated=True)
        for cards in held.values():
            for x in cards:
                g.limbo.remove(x)
                g.ko_pile.append(x)


fightable_elsewhere(_army_fightable, present.named(ARMY))
AFTER_ELSEWHERE.append(_army_defeated)


def army_conqueror(g: Game, card: int) -> dict[str, int]:
    """Henchmen stacked by Build a Conquering Army also have Bridge Conqueror 1."""
    scheme = ambush_in_play(g, ARMY)
    return {"Bridge": 1} if scheme is not None and card in attachments.pile(g, scheme, STACKED) else {}


BUILD_A_CONQUERING_ARMY = ambush_scheme(
    GROUP, ARMY, vp=4,
    text="Ambush: if the Bridge is empty, move a Villain there. Choose an unused Henchman group and stack one of "
    "its Henchmen here per player. Players may fight them; here they also have Bridge Conqueror 1. Defeat the last "
    "to defeat this Scheme. Twist: stack another (from a Victory Pile if necessary). Then, with two more here than "
    "players, each player gains a Wound, 3 of them enter the city, and this Scheme and the rest are KO'd.",
    ambush=_army_ambush, twist=_army_twist, conqueror_of=army_conqueror)


_reveal_ranged = each_player_reveals_or_wound(cls=RANGED)

CITY_DEFENSE_SYSTEM = villain(GROUP, "City Defense System", set=SET, attack="4+", vp=3, copies=1,
                              conqueror={"Streets": 2},
                              text="Streets Conqueror 2. Ambush: each player reveals a Ranged Hero or gains a Wound. "
                              "Escape: the same.", ambush=_reveal_ranged, escape=_reveal_ranged)

SHIELD = "Energy Shield"


def _energy_shield_ambush(c: Ctx) -> None:
    g = c.g
    space = city.find_space(g, c.card)
    if space is None:
        return
    city.remove_occupant(g, space)
    g.held.setdefault(g.mastermind_card, {}).setdefault(SHIELD, []).append(c.card)
    g.log("ambush", "The Energy Shield goes above the Mastermind: the Mastermind can't be fought while it's there.")


def shield_up(g: Game) -> list[int]:
    return list(attachments.pile(g, g.mastermind_card, SHIELD))


fightable_elsewhere(shield_up, present.named("Energy Shield"))

ENERGY_SHIELD = villain(GROUP, SHIELD, set=SET, attack="5+", vp=4, copies=1, conqueror={"Streets": 2},
                        text="Streets Conqueror 2. Ambush: put this above the Mastermind. While it's there, you can't "
                        "fight the Mastermind (you can fight the Energy Shield).", ambush=_energy_shield_ambush)


def _krylar_trust(c: Ctx) -> Effect:
    g = c.g
    if not (yield from may(g, c.player, "Say \"I'm sure we can trust Lord Krylar...\"?", source="Lord Krylar's Yacht")):
        return
    drawn = g.draw(c.player)
    if not drawn:
        return
    g.log("reveal", f"{g.players[c.player].name} draws and reveals {g.name(drawn[0])}.", drawn[0])
    if g.cards[drawn[0]].cost % 2 == 1:
        yield from double_cross(g, g.player_order(), "Lord Krylar")


LORD_KRYLARS_YACHT = villain(GROUP, "Lord Krylar's Yacht", set=SET, attack=5, vp=3, copies=1,
                             text="Ambush, Fight and Escape: you may say \"I'm sure we can trust Lord Krylar...\". "
                             "If you do, draw a card and reveal it; if its cost is odd, Lord Krylar Double-Crosses "
                             "each player.", ambush=_krylar_trust, fight=_krylar_trust, escape=_krylar_trust)


def _each_player_kos_hero(c: Ctx) -> Effect:
    for player in c.g.player_order():
        yield from ko_your_heroes(c.g, player, 1, source=c.cdef.name)


def _double_cross_ambush(c: Ctx) -> Effect:
    yield from double_cross(c.g, c.g.player_order(), c.cdef.name)


MODOK = villain(GROUP, "M.O.D.O.K.", set=SET, attack=8, vp=5, copies=1, size_changing={RANGED: 4},
                text="Microscopic Size-Changing Ranged ×4. Ambush: M.O.D.O.K. Double-Crosses each player. "
                "Fight: each player KOs one of their Heroes.",
                ambush=_double_cross_ambush, fight=_each_player_kos_hero)


def _pursuit_craft(c: Ctx) -> Effect:
    g = c.g
    names: set[str] = set(g.mm.extra.get("conqueror", {}))
    for occ in g.city:
        if occ is not None and occ.card != c.card:
            names |= set(face(g, occ.card).extra.get("conqueror", {}))
    empty = [i for i, occ in enumerate(g.city) if occ is None and g.city_names[i] in names]
    space = city.find_space(g, c.card)
    if not empty or space is None:
        return
    label = yield from choose_one(g, c.player, "Pursuit Craft moves to which space?",
                                  [(f"space:{i}", g.city_names[i]) for i in empty], source="Pursuit Craft")
    city.move(g, space, int(label.partition(":")[2]))


PURSUIT_CRAFT = villain(GROUP, "Pursuit Craft", set=SET, attack="5+", vp=4, copies=1, conqueror={"Rooftops": 2},
                        text="Rooftops Conqueror 2. Ambush (after it enters): if other Villains or the Mastermind "
                        "have Conqueror naming any empty city space, Pursuit Craft moves to one of them.",
                        ambush=_pursuit_craft)


def _ko_two(c: Ctx) -> Effect:
    yield from ko_your_heroes(c.g, c.player, 2, source=c.cdef.name)


QUANTUMNAUT_ELITE = villain(GROUP, "Quantumnaut Elite", set=SET, attack="4+", vp=4, copies=1,
                            conqueror={"Rooftops": 2, "Streets": 2},
                            text="Rooftops Conqueror 2, Streets Conqueror 2. Fight: KO two of your Heroes.",
                            fight=_ko_two)


def _troop_ships(c: Ctx) -> Effect:
    g = c.g
    options = [x for p in g.players for x in p.victory_pile if g.cards[x].is_villain and g.cards[x].vp in (2, 3)]
    pick = yield from choose_card(g, c.player, options, "Troop Ships of Kang: a Villain worth 2 or 3 VP enters",
                                  source=c.cdef.name)
    if pick is not None:
        yield from city.enter(g, pick)


TROOP_SHIPS_OF_KANG = villain(GROUP, "Troop Ships of Kang", set=SET, attack="4+", vp=3, copies=1,
                              conqueror={"Rooftops": 2},
                              text="Rooftops Conqueror 2. Ambush: a Villain worth 2 or 3 VP from any player's Victory "
                              "Pile enters the city.", ambush=_troop_ships)


def _shield_blocks(g: Game, player: int, card: int, free: bool) -> str | None:  # for free or not
    if card == g.mastermind_card and shield_up(g):
        return "The Energy Shield protects the Mastermind: fight the Shield first"
    return None


fight.register_defeat_rule(SET, _shield_blocks, needs=present.named("Energy Shield"))
