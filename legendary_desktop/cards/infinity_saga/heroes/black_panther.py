"""Black Panther (The Infinity Saga): every card is Multiclass."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.cards.dsl import hero
from legendary_desktop.cards.infinity_saga.sacrifice import sacrifice
from legendary_desktop.engine.card import (
    AVENGERS,
    COVERT,
    HERO_CLASSES,
    INSTINCT,
    RANGED,
    STRENGTH,
    TECH,
    Effect,
    HeroClass,
)
from legendary_desktop.engine.choices import choose_one, may
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.verbs import discard_from_top_of_deck, ko_from

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

SET = "infinity-saga"
BP = "Black Panther"


def classes_you_have(g: Game, player: int) -> HeroClass:
    """The union of the classes of the player's Heroes (hand, and played this turn)."""
    have = HeroClass.NONE
    for card in g.your_heroes(player):
        have |= g.classes_of(card)
    return have


@hero(BP, "Wakanda Forever", set=SET, cost=2, classes=COVERT | TECH, team=AVENGERS, copies=3, attack=1,
      text="Covert: draw a card.")
def wakanda_forever(c: Ctx) -> None:
    if c.power(COVERT):
        c.g.draw(c.player)


@hero(BP, "Avengers Reassembled", set=SET, cost=3, classes=INSTINCT | COVERT, team=AVENGERS, copies=3,
      attack="2+", text="If you have Heroes of all five Hero Classes, +3 Attack.")
def avengers_reassembled(c: Ctx) -> None:
    have = classes_you_have(c.g, c.player)
    if all(cls in have for cls in HERO_CLASSES):
        c.add_attack(3)


@hero(BP, "Great Many Lives Lost", set=SET, cost=4, classes=STRENGTH | INSTINCT, team=AVENGERS, copies=3,
      recruit=2, sacrifice=INSTINCT,
      text="Instinct Sacrifice: KO up to two cards from your hand and/or discard pile.")
def great_many_lives_lost(c: Ctx) -> Effect:
    if (yield from sacrifice(c, INSTINCT, "KO up to two cards from your hand and/or discard pile")):
        p = c.g.players[c.player]
        yield from ko_from(c.g, c.player, [p.hand, p.discard], 2, "KO up to two cards from your hand and/or "
                           "discard pile", low=0, source=c.cdef.name)


@hero(BP, "Council of War", set=SET, cost=5, classes=STRENGTH | COVERT, team=AVENGERS, copies=2,
      recruit="3+", attack="0+",
      text="+1 Recruit for each other multicolored Hero you have. Strength: you may have this card make all "
      "Attack instead of Recruit.")
def council_of_war(c: Ctx) -> Effect:
    g = c.g
    bonus = sum(1 for h in g.your_heroes(c.player) if h != c.card and g.classes_of(h).multicolored)
    c.add_recruit(bonus)
    made = (c.cdef.recruit or 0) + bonus
    if c.power(STRENGTH) and (yield from may(g, c.player, f"Council of War: make {made} Attack instead of "
                                             f"{made} Recruit?", source=c.cdef.name)):
        g.turn.recruit -= made
        g.turn.recruit_made -= made
        c.add_attack(made)


@hero(BP, "Vibranium Nanites", set=SET, cost=6, classes=TECH | RANGED, team=AVENGERS, copies=2, attack=3,
      text="Reveal the top card of your deck. If it is multicolored, draw it; otherwise put it back or discard "
      "it. Tech: you may KO that card instead.")
def vibranium_nanites(c: Ctx) -> Effect:
    g = c.g
    top = g.top_of_deck(c.player)
    if not top:
        return
    card = top[0]
    g.log("reveal", f"{g.players[c.player].name} reveals {g.name(card)}.", card)
    if c.power(TECH) and (yield from may(g, c.player, f"Vibranium Nanites: KO {g.name(card)}?",
                                         source=c.cdef.name)):
        g.ko(card)
        return
    if g.cards[card].classes.multicolored:
        g.draw(c.player)
        return
    pick = yield from choose_one(g, c.player, f"Vibranium Nanites: {g.name(card)}",
                                 [("back", "Put it back on your deck"), ("discard", "Discard it")],
                                 source=c.cdef.name)
    if pick == "discard":
        yield from discard_from_top_of_deck(g, c.player, card)


@hero(BP, "Fateful Return", set=SET, cost=8, classes=INSTINCT | TECH, team=AVENGERS, copies=1, attack="0+",
      text="+2 Attack for each Hero Class you have.")
def fateful_return(c: Ctx) -> None:
    c.add_attack(2 * classes_you_have(c.g, c.player).count)


