"""Angel Noir: the four Hero cards (14 copies)."""

from __future__ import annotations

from legendary_desktop.cards.dsl import hero
from legendary_desktop.cards.noir.investigate import any_card, investigate, investigate_own_deck
from legendary_desktop.engine import hq
from legendary_desktop.engine.card import COVERT, HERO_CLASSES, INSTINCT, STRENGTH, X_MEN, Effect
from legendary_desktop.engine.choices import choose_card, choose_one
from legendary_desktop.engine.context import Ctx

SET = "noir"


@hero("Angel Noir", "Impetuous Dive", set=SET, cost=3, classes=INSTINCT, team=X_MEN, copies=5, attack="2+",
      text="Instinct: +1 Attack.")
def impetuous_dive(c: Ctx) -> None:
    if c.power(INSTINCT):
        c.add_attack(1)


@hero("Angel Noir", "Multitalented", set=SET, cost=4, classes=STRENGTH, team=X_MEN, copies=5, recruit=1, attack=1,
      text="Name a Hero class, then Investigate for a card of that class.")
def multitalented(c: Ctx) -> Effect:
    pick = yield from choose_one(c.g, c.player, "Multitalented: choose a Hero class",
                                 [(cls.name or "", cls.names[0]) for cls in HERO_CLASSES], source="Multitalented")
    cls = next(k for k in HERO_CLASSES if k.name == pick)
    yield from investigate_own_deck(c.g, c.player, lambda d: bool(d.classes & cls), f"a {cls.names[0]} card",
                                    source="Multitalented")


@hero("Angel Noir", "Identical Twin Brother", set=SET, cost=5, classes=INSTINCT, team=X_MEN, copies=3,
      recruit="0+", attack="0+",
      text="Choose a Hero in the HQ: you get its printed Recruit and Attack. Then it goes to the bottom of "
      "the Hero Deck.")
def identical_twin_brother(c: Ctx) -> Effect:
    g = c.g
    card = yield from choose_card(g, c.player, hq.heroes(g), "Identical Twin Brother: copy the numbers of which "
                                  "HQ Hero?", source="Identical Twin Brother")
    if card is None:
        return
    d = g.cards[card]
    c.add_recruit(d.recruit or 0)
    c.add_attack(d.attack or 0)
    hq.take(g, card)
    g.hero_deck.insert(0, card)
    g.log("power", f"Identical Twin Brother gets {d.recruit or 0} Recruit and {d.attack or 0} Attack from "
          f"{d.name}, which goes to the bottom of the Hero Deck.", card)


@hero("Angel Noir", "Missing Person Case", set=SET, cost=8, classes=COVERT, team=X_MEN, copies=1, attack=3,
      text="Investigate the Hero Deck for any card and put it into your hand.")
def missing_person_case(c: Ctx) -> Effect:
    g = c.g

    def to_hand(found: int) -> None:
        g.limbo.remove(found)
        g.players[c.player].hand.append(found)
        g.log("gain", f"{g.players[c.player].name} puts {g.name(found)} into their hand.", found)

    yield from investigate(g, c.player, g.hero_deck, any_card, "any card", source="Missing Person Case",
                           place=to_hand)
    if not g.hero_deck:
        g.deck_ran_out("Hero Deck")
