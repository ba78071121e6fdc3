"""X-Men Noir: the Villain group (8 cards)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from legendary_desktop.cards.dsl import villain
from legendary_desktop.cards.noir.investigate import any_card, investigate, investigate_own_deck
from legendary_desktop.cards.noir.rules import X_MEN_NOIR
from legendary_desktop.engine import attachments, hq, scheme_twist, villain_deck
from legendary_desktop.engine.card import STRENGTH, TECH, Effect, Kind
from legendary_desktop.engine.choices import choose_card
from legendary_desktop.engine.context import Ctx

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

SET = "noir"


def _iceman_fight(c: Ctx) -> Effect:
    yield from investigate_own_deck(c.g, c.player, lambda d: d.recruit is not None, "a card with a Recruit icon",
                                    source='Bobby "Iceman" Drake')


def _rasputin_fight(c: Ctx) -> Effect:
    found = yield from investigate_own_deck(c.g, c.player, lambda d: d.is_hero and d.cost == 0,
                                            "a Hero costing 0", source="Comrade Rasputin, Steel Wall")
    if found is not None:
        c.g.ko(found)


def _beast_fight(c: Ctx) -> Effect:
    yield from investigate_own_deck(c.g, c.player, lambda d: bool(d.classes & (TECH | STRENGTH)),
                                    "a Tech or Strength card", source='Henry "Beast" McCoy')


def _jean_grey_new_hand(player: int) -> Callable[[Game], Effect]:
    def after(g: Game) -> Effect:
        yield from investigate_own_deck(g, player, any_card, "an extra card", source="Jean Grey Noir")

    return after


def _jean_grey_fight(c: Ctx) -> None:
    c.g.turn.after_new_hand.append(_jean_grey_new_hand(c.player))
    c.g.log("power", "Jean Grey Noir: investigate for an extra card after drawing the new hand.")


def _cyclops_escape(c: Ctx) -> Effect:
    g = c.g
    for player in g.player_order():
        found = yield from investigate(g, player, g.players[player].deck, lambda d: d.cost >= 1,
                                       "a card costing 1 or more", owner=player, reveal=True,
                                       source='Scott "Cyclops" Summers')
        if found is not None:
            g.ko(found)


def _emma_frost_escape(c: Ctx) -> Effect:
    g = c.g
    deck = yield from villain_deck.choose_deck(g, c.player, "Warden Emma Frost: investigate which Villain Deck?",
                                               source="Warden Emma Frost")
    if deck is None:
        return
    found = yield from investigate(g, c.player, g.villain_decks[deck].cards, lambda d: d.kind is Kind.TWIST,
                                   "a Scheme Twist", reveal=True, source="Warden Emma Frost")
    if found is not None:
        yield from scheme_twist.play(g, found)


def _storm_fight(c: Ctx) -> Effect:
    g = c.g
    card = yield from choose_card(g, c.player, hq.heroes(g), "Ororo Munroe: KO a Hero from the HQ",
                                  source="Ororo Munroe, Storm-Tossed")
    if card is None:
        return
    space = hq.slot_of(g, card)
    area = g.area
    area.hq[space] = None  # emptied: refilled below from the Investigation, not from the top of the Hero Deck
    if g.held.get(card):
        attachments.settle_leaving(g, card)
    g.ko_pile.append(card)
    g.log("ko", f"{g.name(card)} is KO'd from the HQ.", card)
    found = yield from investigate(g, c.player, area.hero_deck, any_card, "a Hero for the emptied HQ space",
                                   source="Ororo Munroe, Storm-Tossed")
    if found is not None and area.hq[space] is None:
        g.limbo.remove(found)
        area.hq[space] = found
        g.arrive("hq", found)
        g.log("hq", f"{g.name(found)} fills the emptied HQ space.", found)
    g.refill_hq(space)  # nothing found (an empty Hero Deck): the usual rule
    if not area.hero_deck:
        g.deck_ran_out("Hero Deck")


ICEMAN = villain(X_MEN_NOIR, 'Bobby "Iceman" Drake', set=SET, attack=4, vp=2, copies=1,
                 text="Fight: Investigate for a card with a Recruit icon.", fight=_iceman_fight)
RASPUTIN = villain(X_MEN_NOIR, "Comrade Rasputin, Steel Wall", set=SET, attack=5, vp=3, copies=2,
                   text="Fight: Investigate for a Hero that costs 0 and KO it.", fight=_rasputin_fight)
BEAST = villain(X_MEN_NOIR, 'Henry "Beast" McCoy', set=SET, attack=5, vp=3, copies=1,
                text="Fight: Investigate for a Tech or Strength card.", fight=_beast_fight)
JEAN_GREY = villain(X_MEN_NOIR, "Jean Grey Noir", set=SET, attack=5, vp=3, copies=1,
                    text="Fight: when you draw your new hand at the end of this turn, Investigate for an extra card.",
                    fight=_jean_grey_fight)
CYCLOPS = villain(X_MEN_NOIR, 'Scott "Cyclops" Summers', set=SET, attack=6, vp=4, copies=1,
                  text="Escape: each player Investigates their deck for a card that costs 1 or more and KOs it, "
                  "revealing the cards they look at.", escape=_cyclops_escape)
EMMA_FROST = villain(X_MEN_NOIR, "Warden Emma Frost", set=SET, attack=6, vp=4, copies=1,
                     text="Escape: Investigate the Villain Deck for a Scheme Twist and play it, revealing the cards "
                     "you look at.", escape=_emma_frost_escape)
STORM = villain(X_MEN_NOIR, "Ororo Munroe, Storm-Tossed", set=SET, attack=4, vp=2, copies=1,
                text="Fight: KO a Hero from the HQ, then Investigate the Hero Deck for a card to fill that space.",
                fight=_storm_fight)
