"""Bruce Banner (The Infinity Saga)."""

from __future__ import annotations

from legendary_desktop.cards.dsl import hero
from legendary_desktop.cards.infinity_saga.sacrifice import sacrifice
from legendary_desktop.engine.card import AVENGERS, STRENGTH, TECH, Effect, Kind
from legendary_desktop.engine.choices import choose_card, may
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.verbs import gain_wound, ko_from, may_ko_card, may_ko_wound
from legendary_desktop.engine.words import count

SET = "infinity-saga"
BB = "Bruce Banner"


@hero(BB, "Burst of Rage", set=SET, cost=1, classes=STRENGTH, team=AVENGERS, copies=3, attack="1+",
      sacrifice=STRENGTH,
      text="Strength Sacrifice: +3 Attack and you may KO a card from your hand or discard pile.")
def burst_of_rage(c: Ctx) -> Effect:
    if (yield from sacrifice(c, STRENGTH, "+3 Attack and you may KO a card from your hand or discard pile")):
        c.add_attack(3)
        p = c.g.players[c.player]
        yield from may_ko_card(c.g, c.player, [p.hand, p.discard], source=c.cdef.name)


@hero(BB, "Brains and Brawn", set=SET, cost=3, classes=STRENGTH | TECH, team=AVENGERS, copies=3, attack="2+",
      text="Tech and Strength: +2 Attack.")
def brains_and_brawn(c: Ctx) -> None:
    if c.power(TECH) and c.power(STRENGTH):
        c.add_attack(2)


@hero(BB, "Hulkbuster Armor", set=SET, cost=4, classes=TECH, team=AVENGERS, copies=3, recruit="2+",
      text="You may KO a Wound from your hand or discard pile; if you do, +2 Recruit.")
def hulkbuster_armor(c: Ctx) -> Effect:
    if (yield from may_ko_wound(c.g, c.player, source=c.cdef.name)):
        c.add_recruit(2)


@hero(BB, "Hulk Gets Smashed", set=SET, cost=5, classes=STRENGTH, team=AVENGERS, copies=2, attack=2,
      text="Strength: you may gain a Wound. If you do, KO up to two other cards from your hand and/or "
      "discard pile.")
def hulk_gets_smashed(c: Ctx) -> Effect:
    g = c.g
    if not c.power(STRENGTH) or not g.wound_stack:
        return
    if not (yield from may(g, c.player, "Hulk Gets Smashed: gain a Wound to KO up to two other cards?",
                           source=c.cdef.name)):
        return
    p = g.players[c.player]
    before = list(p.discard)
    yield from gain_wound(g, c.player)
    gained = [x for x in p.discard if x not in before and g.cards[x].kind is Kind.WOUND]
    if not gained:
        return  # a reaction replaced the Wound: nothing gained, nothing KO'd
    yield from ko_from(g, c.player, [p.hand, [x for x in p.discard if x not in gained]], 2,
                       "KO up to two other cards from your hand and/or discard pile", low=0, source=c.cdef.name)


@hero(BB, "Crush Puny Weaklings", set=SET, cost=6, classes=TECH, team=AVENGERS, copies=2, attack="3+",
      text="Tech: +1 Attack for each Henchman in your Victory Pile.")
def crush_puny_weaklings(c: Ctx) -> None:
    if c.power(TECH):
        g = c.g
        c.add_attack(sum(1 for x in g.players[c.player].victory_pile if g.cards[x].kind is Kind.HENCHMAN))


@hero(BB, "Reverse The Snap", set=SET, cost=7, classes=TECH, team=AVENGERS, copies=1, attack=5, sacrifice=TECH,
      text="Tech Sacrifice: gain up to one other Hero from the KO pile. Then combine your deck and discard pile: "
      "the cards that cost 0 go to your discard pile, the rest are shuffled into a new deck.")
def reverse_the_snap(c: Ctx) -> Effect:
    g = c.g
    if not (yield from sacrifice(c, TECH, "gain a Hero from the KO pile, then rebuild your deck without 0-cost "
                                 "cards")):
        return
    heroes = [x for x in g.ko_pile if x != c.card and g.cards[x].is_hero]
    pick = yield from choose_card(g, c.player, heroes, "Reverse The Snap: you may gain a Hero from the KO pile",
                                  optional=True, source=c.cdef.name)
    if pick is not None:
        g.gain(c.player, pick)
        g.log("gain", f"{g.players[c.player].name} gains {g.name(pick)} from the KO pile.", pick)
    p = g.players[c.player]
    cards = p.deck + p.discard
    p.deck = [x for x in cards if g.cards[x].cost != 0]
    p.discard = [x for x in cards if g.cards[x].cost == 0]
    g.shuffle(p.deck)
    g.log("shuffle", f"{p.name} puts {count(len(p.discard), 'card')} costing 0 in their discard pile and shuffles "
                     f"{len(p.deck)} into a new deck.")
