"""Children of Thanos: the Villain group Ebony Maw leads (8 cards), fiercest in the Endgame."""

from __future__ import annotations

from collections.abc import Callable

from legendary_desktop.cards.dsl import villain
from legendary_desktop.cards.infinity_saga import endgame
from legendary_desktop.cards.infinity_saga.rules import CHILDREN
from legendary_desktop.engine import city, hq
from legendary_desktop.engine.card import INSTINCT, Effect, Kind
from legendary_desktop.engine.choices import choose_card, choose_cards
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.verbs import gain_wound, ko_your_heroes, may_ko_card, reveal_or_wound

SET = "infinity-saga"


def _endgame_then(punish: Callable[[Ctx], Effect]) -> Callable[[Ctx], Effect]:
    """"It is the Endgame this turn. If it was already the Endgame, <punish>.\""""

    def ability(c: Ctx) -> Effect:
        if endgame.this_turn(c.g):
            yield from punish(c)

    return ability


def _instinct_or_wound(c: Ctx) -> Effect:
    yield from reveal_or_wound(c.g, c.g.player_order(), cls=INSTINCT)


def _bystander_or_wound(c: Ctx) -> Effect:
    """Each player KOs a Bystander from their Victory Pile — or declines and gains a Wound."""
    g = c.g
    for player in g.player_order():
        p = g.players[player]
        bystanders = [x for x in p.victory_pile if g.cards[x].kind is Kind.BYSTANDER]
        ko = yield from choose_card(g, player, bystanders, f"{p.name}: KO a Bystander from your Victory Pile "
                                    "(or choose none and gain a Wound)", optional=True, source="Corvus Glaive")
        if ko is not None:
            g.ko(ko)
        else:
            yield from gain_wound(g, player)


def _cost_six_or_wound(c: Ctx) -> Effect:
    g = c.g
    for player in g.player_order():
        if any(g.cards[h].cost >= 6 for h in g.your_heroes(player)):
            g.log("reveal", f"{g.players[player].name} reveals a Hero that costs 6 or more.")
            continue
        yield from gain_wound(g, player)


_proxima = _endgame_then(_instinct_or_wound)
_corvus = _endgame_then(_bystander_or_wound)
_cull = _endgame_then(_cost_six_or_wound)

villain(CHILDREN, "Proxima Midnight", set=SET, attack="7+", vp=5, copies=1, endgame_attack=3,
        text="Endgame: +3 Attack. Ambush and Escape: it is the Endgame this turn; if it already was, each "
        "player reveals an Instinct Hero or gains a Wound.", ambush=_proxima, escape=_proxima)
villain(CHILDREN, "Corvus Glaive", set=SET, attack="6+", vp=5, copies=1, endgame_attack=3,
        text="Endgame: +3 Attack. Ambush and Escape: it is the Endgame this turn; if it already was, each "
        "player KOs a Bystander from their Victory Pile or gains a Wound.", ambush=_corvus, escape=_corvus)
villain(CHILDREN, "Cull Obsidian", set=SET, attack="6+", vp=5, copies=1, endgame_attack=3,
        text="Endgame: +3 Attack. Ambush and Escape: it is the Endgame this turn; if it already was, each "
        "player reveals a Hero that costs 6 or more or gains a Wound.", ambush=_cull, escape=_cull)


def _gorilla_ambush(c: Ctx) -> None:
    city.capture_from_stack(c.g, c.space)


villain(CHILDREN, "Chitauri Gorilla", set=SET, attack="5+", vp=4, copies=1, endgame_attack=2,
        text="Endgame: +2 Attack. Ambush: Chitauri Gorilla captures a Bystander.", ambush=_gorilla_ambush)


def _threshers_fight(c: Ctx) -> Effect:
    g = c.g
    yield from ko_your_heroes(g, c.player, 1, source="Outrider Threshers")
    chosen = yield from choose_cards(g, c.player, hq.heroes(g), "Outrider Threshers: choose any number of HQ "
                                     "Heroes to put on the bottom of the Hero Deck", 0, len(g.hq),
                                     source="Outrider Threshers")
    for card in chosen:
        space = hq.slot_of(g, card)
        g.hq[space] = None
        g.hero_deck.insert(0, card)
        g.log("move", f"{g.name(card)} goes to the bottom of the Hero Deck.", card)
    for space in range(len(g.hq)):
        g.refill_hq(space)


villain(CHILDREN, "Outrider Threshers", set=SET, attack="5+", vp=4, copies=1, endgame_attack=2,
        text="Endgame: +2 Attack. Fight: KO one of your Heroes. Then put any number of HQ Heroes on the bottom "
        "of the Hero Deck.", fight=_threshers_fight)


def _endless_armies_fight(c: Ctx) -> Effect:
    g = c.g
    yield from ko_your_heroes(g, c.player, 1, source="Endless Armies of Chitauri")
    if not g.villain_deck:
        return
    top = g.villain_deck[-1]
    g.log("reveal", f"The top card of the Villain Deck is {g.villain_name(top)}.", top)
    cdef = g.cards[top]
    if cdef.is_villain and cdef.group == CHILDREN and c.card in g.players[c.player].victory_pile and g.city:
        g.log("fight", "Endless Armies of Chitauri re-enters the city.", c.card)
        yield from city.enter(g, c.card, g.villain_decks[0].space)


villain(CHILDREN, "Endless Armies of Chitauri", set=SET, attack="4+", vp=3, copies=1, endgame_attack=2,
        text="Endgame: +2 Attack. Fight: KO one of your Heroes. Then reveal the top card of the Villain Deck; if "
        "it is a Children of Thanos Villain, Endless Armies of Chitauri re-enters the Sewers.",
        fight=_endless_armies_fight)


def _outriders_fight(c: Ctx) -> Effect:
    yield from may_ko_card(c.g, c.player, [c.g.players[c.player].discard], source="Outriders")


villain(CHILDREN, "Outriders", set=SET, attack="4+", vp=3, copies=1, endgame_attack=2,
        text="Endgame: +2 Attack. Fight: you may KO a card from your discard pile.", fight=_outriders_fight)


def _dropship_ambush(c: Ctx) -> Effect:
    g = c.g
    candidates = [x for p in g.players for x in p.victory_pile
                  if g.cards[x].is_villain and g.cards[x].vp in (2, 3, 4)]
    card = yield from choose_card(g, g.active, candidates, "Outrider Dropship: a Villain worth 2, 3 or 4 VP from "
                                  "a Victory Pile enters the city", source="Outrider Dropship")
    if card is not None and g.city:
        yield from city.enter(g, card, g.villain_decks[0].space)


villain(CHILDREN, "Outrider Dropship", set=SET, attack="4+", vp=3, copies=1, endgame_attack=2,
        text="Endgame: +2 Attack. Ambush: a Villain worth 2, 3 or 4 VP from any player's Victory Pile enters "
        "the city.", ambush=_dropship_ambush)
