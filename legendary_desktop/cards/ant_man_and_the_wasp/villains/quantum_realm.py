"""Quantum Realm: Villains and the Ambush Scheme Quantumania."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.cards.ant_man_and_the_wasp.keywords import (
    SET,
    ambush_in_play,
    ambush_scheme,
    end_ambush_scheme,
    explore,
)
from legendary_desktop.cards.dsl import villain
from legendary_desktop.engine import advice, attachments, fight, knowledge, present, values
from legendary_desktop.engine.actions import ActionKind, register_action
from legendary_desktop.engine.card import COVERT, TECH, Effect, HeroClass, Kind, run
from legendary_desktop.engine.choices import choose_card, choose_one, choose_player
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.decision import Option
from legendary_desktop.engine.scheme_twist import OTHER_SCHEMES
from legendary_desktop.engine.state import Occupant
from legendary_desktop.engine.verbs import discard_card, ko_your_heroes

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

GROUP = "Quantum Realm"
REFRESHMENTS = "refreshments"


def _bartender(c: Ctx) -> None:
    c.g.turn.notes[REFRESHMENTS] = True
    c.g.log("ambush", "Axian Bartender: this turn you may pay 2 Recruit to buy a refreshment (KO a Wound).")


def _wounds_to_ko(g: Game) -> list[int]:
    cards = g.players[g.active].hand + [x for p in g.players for x in p.discard]
    return [x for x in cards if g.cards[x].kind is Kind.WOUND]


def _refreshment_options(g: Game) -> list[Option]:
    if g.turn.notes.get(REFRESHMENTS) and g.turn.recruit >= 2 and _wounds_to_ko(g):
        return [Option("refreshment", "Buy a refreshment: pay 2 Recruit to KO a Wound")]
    return []


def _buy_refreshment(g: Game, option: Option) -> Effect:
    g.turn.recruit -= 2
    wound = yield from choose_card(g, g.active, _wounds_to_ko(g), "KO a Wound from your hand or a discard pile",
                                   source="Axian Bartender")
    if wound is not None:
        g.ko(wound)


register_action(SET, ActionKind("refreshment", _refreshment_options, _buy_refreshment, while_note=REFRESHMENTS),
                needs=present.named("Axian Bartender"))

AXIAN_BARTENDER = villain(GROUP, "Axian Bartender", set=SET, attack=4, vp=2, copies=1,
                          text="Ambush and Fight: any number of times this turn, you may pay 2 Recruit to buy a "
                          "refreshment and KO a Wound from your hand or any player's discard pile.",
                          ambush=_bartender, fight=_bartender)

CHEAPER = "cheaper"


def _cheaper(g: Game, card: int) -> tuple[str, int] | None:
    cheaper: dict[int, int] | None = g.turn.notes.get(CHEAPER)
    if not cheaper:
        return None
    n = cheaper.get(card, 0)
    return ("Axian Maitre d'", -n) if n else None


def _maitre_d(c: Ctx) -> Effect:
    found = yield from explore(c.g, c.player, "Axian Maitre d'")
    if found is not None:
        cheaper = c.g.turn.notes.setdefault(CHEAPER, {})
        cheaper[found] = cheaper.get(found, 0) + 2
        values.cost_this_turn(c.g, _cheaper)


AXIAN_MAITRE_D = villain(GROUP, "Axian Maitre d'", set=SET, attack=4, vp=2, copies=1,
                         text="Fight: Explore. The Found Hero costs 2 less to recruit this turn.", fight=_maitre_d)


def _ko_one(c: Ctx) -> Effect:
    yield from ko_your_heroes(c.g, c.player, 1, source=c.cdef.name)


HUNGERING_ENERGY = villain(GROUP, "Hungering Energy", set=SET, attack=7, vp=4, copies=1, size_changing={TECH: 4},
                           text="Microscopic Size-Changing Tech ×4. Fight: KO one of your Heroes.", fight=_ko_one)


def _appetizer(c: Ctx) -> Effect:
    g = c.g
    who = yield from choose_player(g, c.player, "Who eats the appetizer (KOs a card from their discard pile)?",
                                   source="Lord Krylar's Appetizer")
    pick = yield from choose_card(g, who, list(g.players[who].discard), "KO a card from your discard pile",
                                  source="Lord Krylar's Appetizer")
    if pick is not None:
        g.ko(pick)


LORD_KRYLARS_APPETIZER = villain(GROUP, "Lord Krylar's Appetizer", set=SET, attack=6, vp=3, copies=1,
                                 size_changing={COVERT: 4},
                                 text="Microscopic Size-Changing Covert ×4. Fight: choose a player to eat the "
                                 "appetizer and KO a card of their choice from their discard pile.", fight=_appetizer)


def _valet(c: Ctx) -> Effect:
    found = yield from explore(c.g, c.player, "Lord Krylar's Valet")
    if found is not None:
        c.add_recruit(c.g.cards[found].recruit or 0)


LORD_KRYLARS_VALET = villain(GROUP, "Lord Krylar's Valet", set=SET, attack=5, vp=3, copies=1,
                             text="Fight: Explore. You get +Recruit equal to the Found Hero's printed Recruit.",
                             fight=_valet)

QUANTUMANIA = "Quantumania"
DUPLICATES = "Quantum Duplicates"


def _non_grey(g: Game, card: int) -> bool:
    cdef = g.cards[card]
    return cdef.is_hero and not cdef.classes & HeroClass.GREY and bool(cdef.classes)


def _duplicate_twist(c: Ctx) -> Effect:
    g = c.g
    if g.hero_deck:
        attachments.attach(g, c.card, DUPLICATES, g.hero_deck[-1])
        if not g.hero_deck:
            g.deck_ran_out("Hero Deck")
    names = {g.name(x) for x in attachments.pile(g, c.card, DUPLICATES)}
    for player in g.player_order():
        knowledge.show_all(g, g.players[player].hand)  # each hand is revealed to the table
        for x in [x for x in g.players[player].hand if g.name(x) in names]:
            yield from discard_card(g, player, x)


def _quantumania_ambush(c: Ctx) -> Effect:
    g = c.g
    for player in g.player_order():
        p = g.players[player]
        options = [x for x in p.hand + p.discard if _non_grey(g, x)]
        pick = yield from choose_card(g, player, options, "Quantumania: put a non-grey Hero next to the Scheme as a "
                                      "Quantum Duplicate", source=QUANTUMANIA)
        if pick is not None:
            attachments.attach(g, c.card, DUPLICATES, pick)
    yield from _duplicate_twist(c)


QUANTUMANIA_SCHEME = ambush_scheme(
    GROUP, QUANTUMANIA, vp=2,
    text="Ambush: each player puts a non-grey Hero from their hand or discard pile here as a Quantum Duplicate; "
    "then do the Twist. Twist: the top card of the Hero Deck becomes another Duplicate; each player reveals their "
    "hand and discards every card with the name of a Duplicate. Players may spend Attack equal to a Duplicate's "
    "printed cost to KO it or have a player gain it. With no Duplicates left, defeat this Scheme.",
    ambush=_quantumania_ambush, twist=_duplicate_twist)


def _duplicate_options(g: Game) -> list[Option]:
    scheme = ambush_in_play(g, QUANTUMANIA)
    if scheme is None or g.turn.healed:
        return []
    attack = fight.available_attack(g)
    return [Option(f"duplicate:{x}", f"Spend {g.cards[x].cost} Attack on the Quantum Duplicate {g.name(x)}", x)
            for x in attachments.pile(g, scheme, DUPLICATES) if g.cards[x].cost <= attack]


def _free_duplicate(g: Game, option: Option) -> Effect:
    scheme = ambush_in_play(g, QUANTUMANIA)
    card = option.card
    assert scheme is not None and card is not None
    fight.pay_attack(g, g.cards[card].cost)
    what = yield from choose_one(g, g.active, f"{g.name(card)}: KO it or have a player gain it?",
                                 [("ko", "KO it"), ("gain", "A player gains it")], source=QUANTUMANIA)
    if what == "ko":
        g.ko(card)
    else:
        who = yield from choose_player(g, g.active, f"Who gains {g.name(card)}?", source=QUANTUMANIA)
        g.gain(who, card)
    if not attachments.pile(g, scheme, DUPLICATES):
        end_ambush_scheme(g, scheme, defeated=True)


advice.register(QUANTUMANIA, advice.a_player_gains)  # a freed Quantum Duplicate


register_action(SET, ActionKind("duplicate", _duplicate_options, _free_duplicate,
                                    while_beside_scheme=OTHER_SCHEMES), needs=present.named(QUANTUMANIA))

EATEN = "eaten"


def _quantumoeba_ambush(c: Ctx) -> Effect:
    g = c.g
    options = [x for p in g.players for x in p.victory_pile if g.cards[x].kind is Kind.HENCHMAN]
    pick = yield from choose_card(g, c.player, options, "Quantumoeba eats a Henchman from a Victory Pile",
                                  source="Quantumoeba")
    if pick is not None:
        attachments.attach(g, c.card, "Eaten", pick)
        g.state.setdefault(EATEN, {})[c.card] = pick


def _quantumoeba_bonus(g: Game, occ: Occupant) -> int:
    return sum(g.cards[x].attack or 0 for x in attachments.pile(g, occ.card, "Eaten"))


def _quantumoeba_fight(c: Ctx) -> Effect:
    g = c.g
    eaten = g.state.get(EATEN, {}).pop(c.card, None)
    if eaten is None or eaten not in g.ko_pile:  # it left with Quantumoeba into the KO pile
        return
    g.ko_pile.remove(eaten)
    g.players[c.player].victory_pile.append(eaten)
    edef = g.cards[eaten]
    g.log("fight", f"{g.players[c.player].name} takes the eaten {edef.name} and does its Fight effect.", eaten)
    if edef.on_fight is not None:
        yield from run(edef.on_fight(Ctx(g, c.player, eaten, edef, space=None, occupant=Occupant(eaten))))


QUANTUMOEBA = villain(GROUP, "Quantumoeba", set=SET, attack=8, vp=5, copies=1, size_changing={TECH: 4},
                      text="Microscopic Size-Changing Tech ×4. Ambush: Quantumoeba eats a Henchman from any player's "
                      "Victory Pile, capturing it and gaining its printed Attack. Fight: put the eaten Henchman in "
                      "your Victory Pile and do its Fight effect.",
                      ambush=_quantumoeba_ambush, fight=_quantumoeba_fight, attack_bonus=_quantumoeba_bonus)


def _sky_manta(c: Ctx) -> Effect:
    g = c.g
    found = yield from explore(g, c.player, "Sky Manta")
    if found is None:
        return
    player = c.player

    def keep(game: Game) -> None:
        p = game.players[player]
        if found in p.discard and found not in game.hq:
            p.discard.remove(found)
            game.turn.set_aside.append(found)
            game.log("power", f"Sky Manta: {game.name(found)} goes to {p.name}'s new hand.", found)

    g.turn.at_end.append(keep)


SKY_MANTA = villain(GROUP, "Sky Manta", set=SET, attack=5, vp=3, copies=1,
                    text="Fight: Explore. If you recruit the Found Hero this turn, set it aside; when you draw a new "
                    "hand this turn, add it to your hand.", fight=_sky_manta)
