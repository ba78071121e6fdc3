"""Wanda & Vision: one Hero Stack of 14 cards, three of them Divided Cards (Wanda | Vision)."""

from __future__ import annotations

from legendary_desktop.cards.dsl import divided, half, hero
from legendary_desktop.cards.infinity_saga.sacrifice import sacrifice
from legendary_desktop.engine.card import AVENGERS, COVERT, RANGED, TECH, Effect
from legendary_desktop.engine.choices import choose_card, order_cards
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.peek import look
from legendary_desktop.engine.verbs import may_ko_card

SET = "infinity-saga"
WV = "Wanda & Vision"


def odd(cost: int) -> bool:
    return cost % 2 == 1


@hero(WV, "We Have to Destroy It", set=SET, cost=1, classes=TECH, team=AVENGERS, copies=3, recruit="1+",
      phasing=True, sacrifice=TECH,
      text="Phasing. Tech Sacrifice: you get +3 Recruit and may KO a card from your hand or discard pile.")
def we_have_to_destroy_it(c: Ctx) -> Effect:
    if (yield from sacrifice(c, TECH, "+3 Recruit and you may KO a card from your hand or discard pile")):
        c.add_recruit(3)
        p = c.g.players[c.player]
        yield from may_ko_card(c.g, c.player, [p.hand, p.discard], source=c.cdef.name)


@hero(WV, "Witchcraft", set=SET, cost=3, classes=COVERT, team=AVENGERS, copies=3, attack=2,
      text="Reveal the top card of your deck; draw it if its cost is odd (0 is even).")
def witchcraft(c: Ctx) -> None:
    g = c.g
    top = g.top_of_deck(c.player)
    if not top:
        return
    g.log("reveal", f"{g.players[c.player].name} reveals {g.name(top[0])}.", top[0])
    if odd(g.cards[top[0]].cost):
        g.draw(c.player)


@half("Hold On", hero="Wanda", classes=COVERT, attack="1+", text="Covert: +2 Attack.")
def _hold_on(c: Ctx) -> None:
    if c.power(COVERT):
        c.add_attack(2)


@half("Let Go", hero="Vision", classes=RANGED, recruit=2, phasing=True, sacrifice=RANGED,
      text="Phasing. Ranged Sacrifice: draw three cards and you may KO a card from your hand or discard pile.")
def _let_go(c: Ctx) -> Effect:
    if (yield from sacrifice(c, RANGED, "draw three cards and you may KO a card from your hand or discard pile")):
        c.g.draw(c.player, 3)
        p = c.g.players[c.player]
        yield from may_ko_card(c.g, c.player, [p.hand, p.discard], source="Let Go")


HOLD_ON_LET_GO = divided(WV, "Hold On/Let Go", set=SET, cost=3, team=AVENGERS, copies=3,
                         halves=(_hold_on, _let_go))


@half("Rage", hero="Wanda", classes=COVERT, attack="2+",
      text="If a Hero was put into the KO pile this turn, +2 Attack.")
def _rage(c: Ctx) -> None:
    if c.g.turn.heroes_koed:
        c.add_attack(2)


@half("Grief", hero="Vision", classes=TECH, recruit="2+", phasing=True,
      text="Phasing. If a Master Strike was completed this turn, +2 Recruit.")
def _grief(c: Ctx) -> None:
    if c.g.turn.strikes_completed:
        c.add_recruit(2)


RAGE_GRIEF = divided(WV, "Rage/Grief", set=SET, cost=5, team=AVENGERS, copies=2, halves=(_rage, _grief))


@half("Magic", hero="Wanda", classes=RANGED, attack="1+",
      text="+1 Attack for each other Hero with an odd cost you played this turn.")
def _magic(c: Ctx) -> None:
    c.add_attack(sum(1 for d in c.others_played() if odd(d.cost)))


@half("Science", hero="Vision", classes=TECH, attack="2+", phasing=True, text="Phasing. Tech: +2 Attack.")
def _science(c: Ctx) -> None:
    if c.power(TECH):
        c.add_attack(2)


MAGIC_SCIENCE = divided(WV, "Magic/Science", set=SET, cost=5, team=AVENGERS, copies=2,
                        halves=(_magic, _science))


@hero(WV, "Odd Couple", set=SET, cost=7, classes=RANGED, team=AVENGERS, copies=1, attack=4, phasing=True,
      text="Phasing. Ranged: reveal the top five cards of the Hero Deck. You may put one with an odd cost "
      "into your hand and may KO one of them. Put the rest back in any order.")
def odd_couple(c: Ctx) -> Effect:
    if not c.power(RANGED):
        return
    g = c.g
    deck = g.hero_deck
    cards = look(g, deck, 5)
    if not cards:
        return
    g.log("reveal", "Odd Couple reveals " + ", ".join(g.name(x) for x in cards) + ".", *cards)
    take = yield from choose_card(g, c.player, [x for x in cards if odd(g.cards[x].cost)],
                                  "Odd Couple: you may put a Hero with an odd cost into your hand",
                                  optional=True, source="Odd Couple")
    if take is not None:
        g.limbo.remove(take)
        g.players[c.player].hand.append(take)
        cards.remove(take)
        g.log("gain", f"{g.players[c.player].name} puts {g.name(take)} into their hand.", take)
    ko = yield from choose_card(g, c.player, cards, "Odd Couple: you may KO one of them", optional=True,
                                source="Odd Couple")
    if ko is not None:
        g.ko(ko)
        cards.remove(ko)
    ordered = yield from order_cards(g, c.player, cards, "Odd Couple: put the rest back (first = top)",
                                     source="Odd Couple")
    for x in ordered:
        g.limbo.remove(x)
    deck.extend(reversed(ordered))
