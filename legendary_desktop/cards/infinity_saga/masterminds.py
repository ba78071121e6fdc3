"""The Infinity Saga Masterminds: Thanos and Ebony Maw, each with an Epic side, and their Tactics."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from legendary_desktop.cards.dsl import mastermind, tactic
from legendary_desktop.cards.infinity_saga import endgame
from legendary_desktop.cards.infinity_saga.rules import CHILDREN, STONES, is_stone, stones_escaped, stones_in_play
from legendary_desktop.engine import attachments, city, values, villain_deck
from legendary_desktop.engine.card import COVERT, HERO_CLASSES, RANGED, Effect, HeroClass
from legendary_desktop.engine.choices import choose_card, choose_cards, choose_one
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.verbs import (
    discard_card,
    gain_wound,
    hand_size_bonus,
    ko_from,
    ko_your_heroes,
    reveal_or_wound,
)
from legendary_desktop.engine.words import count

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

SET = "infinity-saga"

# ------------------------------------------------------------------ Thanos

THANOS_WINS = 6
FINAL_FIGHT = "thanos_final_fight"  # g.state: the last Tactic fought was You Should Have Gone For The Head
DESTROYED = "Destroyed HQ space"  # a face-down Hero marking an HQ space The Snap destroyed
attachments.FACE_DOWN.add(DESTROYED)


def _thanos_bonus(per: int) -> Callable[[Game, object], int]:
    def bonus(g: Game, _card: object) -> int:
        return per * stones_in_play(g)

    return bonus


def _thanos_wins(g: Game) -> str | None:
    if stones_escaped(g) >= THANOS_WINS:
        return f"{THANOS_WINS} Infinity Stones escaped: Thanos wins."
    return None


def _stones_worth_four(g: Game, player: int) -> list[int]:
    return [x for x in g.players[player].victory_pile if is_stone(g.cards[x]) and g.cards[x].vp >= 4]


def _stone_escapes(g: Game, lowest: bool) -> Effect:
    stones = [(i, occ) for i, occ in enumerate(g.city) if occ is not None and is_stone(g.cards[occ.card])]
    if not stones:
        return
    if lowest:
        low = min(values.occupant_attack(g, occ, i) for i, occ in stones)
        tied = [occ.card for i, occ in stones if values.occupant_attack(g, occ, i) == low]
        card = yield from choose_card(g, g.active, tied, "Epic Thanos: the lowest-Attack Infinity Stone escapes",
                                      source="Epic Thanos")
        space = city.find_space(g, card) if card is not None else None
    else:
        space = stones[-1][0]  # the leftmost: the one nearest the Bridge end, where Villains escape
    if space is None:
        return
    occ = city.remove_occupant(g, space)
    yield from city.escape(g, occ)


def _stone_enters(g: Game) -> Effect:
    stones = _stones_worth_four(g, g.active)
    card = yield from choose_card(g, g.active, stones, "An Infinity Stone worth 4 VP or more from your Victory "
                                  "Pile enters the city", source="Thanos")
    if card is not None and g.city:
        yield from city.enter(g, card, g.villain_decks[0].space)


def _thanos_strike(c: Ctx) -> Effect:
    g = c.g
    yield from _stone_escapes(g, lowest=False)
    if g.outcome is not None:
        return
    had = bool(_stones_worth_four(g, g.active))
    yield from _stone_enters(g)
    if not had:
        for player in g.player_order():
            yield from gain_wound(g, player)


def _epic_thanos_strike(c: Ctx) -> Effect:
    g = c.g
    yield from _stone_escapes(g, lowest=True)
    if g.outcome is not None:
        return
    without = [p for p in g.player_order() if not _stones_worth_four(g, p)]
    yield from _stone_enters(g)
    for player in without:
        yield from gain_wound(g, player)


def _destiny_arrives(c: Ctx) -> Effect:
    g = c.g
    for player in g.other_players(c.player):
        if any(g.cards[h].cost >= 7 for h in g.your_heroes(player)):
            g.log("reveal", f"{g.players[player].name} reveals a Hero that costs 7 or more.")
            continue
        yield from gain_wound(g, player)


def _price_to_pay(c: Ctx) -> Effect:
    g = c.g
    n = stones_in_play(g)
    for player in g.other_players(c.player):
        p = g.players[player]
        if n == 0:
            continue
        pick = "wound"
        if len(p.hand) >= n:
            pick = yield from choose_one(g, player, f"Price To Pay: discard {count(n, 'card')} or gain a Wound",
                                         [("discard", f"Discard {count(n, 'card')}"), ("wound", "Gain a Wound")],
                                         source="Price To Pay")
        if pick == "discard":
            chosen = yield from choose_cards(g, player, list(p.hand), f"{p.name}: discard {count(n, 'card')}", n, n,
                                             source="Price To Pay")
            for card in chosen:
                yield from discard_card(g, player, card)
        else:
            yield from gain_wound(g, player)


def _the_snap(c: Ctx) -> Effect:
    g = c.g
    for player in g.other_players(c.player):
        p = g.players[player]
        n = len(p.hand) // 2
        chosen = yield from choose_cards(g, player, list(p.hand), f"{p.name}: The Snap — discard half your cards "
                                         f"({n})", n, n, source="The Snap")
        for card in chosen:
            yield from discard_card(g, player, card)
    area = g.area
    standing = [i for i in range(len(area.hq)) if i not in area.hq_destroyed]
    n = len(standing) // 2
    if not n:
        return
    labels = yield from _choose_spaces(g, c.player, standing, n)
    for i in labels:
        area.hq_destroyed.add(i)
        hero = area.hq[i]
        if hero is not None:
            attachments.attach(g, attachments.hq_slot(i, g.area_index), DESTROYED, hero)
        g.log("tactic", f"The Snap destroys HQ space {i + 1}.")


def _choose_spaces(g: Game, player: int, standing: list[int], n: int) -> Effect:
    """The active player picks n of the standing HQ spaces, one at a time."""
    left = list(standing)
    chosen: list[int] = []
    for k in range(n):
        label = yield from choose_one(
            g, player, f"The Snap: destroy an HQ space ({k + 1} of {n})",
            [(f"space:{i}", f"HQ space {i + 1}: " + (g.name(h) if (h := g.hq[i]) is not None else "empty"))
             for i in left], source="The Snap")
        space = int(label.partition(":")[2])
        left.remove(space)
        chosen.append(space)
    return chosen


def _gone_for_the_head(c: Ctx) -> Effect:
    g = c.g
    yield from ko_your_heroes(g, c.player, 1, source="You Should Have Gone For The Head")
    if not g.tactics:
        g.state[FINAL_FIGHT] = True


THANOS = mastermind(
    "Thanos", set=SET, attack="11+", vp=7, always_leads=STONES,
    text="+1 Attack for each Infinity Stone in the city and/or Escape Pile. Master Strike: the leftmost Infinity "
    "Stone in the city escapes; then an Infinity Stone worth 4 VP or more enters the city from your Victory Pile. "
    "If you had none, each player gains a Wound. Thanos Wins: when 6 Infinity Stones have escaped.",
    strike=_thanos_strike, attack_bonus=_thanos_bonus(1),
    epic=dict(
        attack="13+", attack_bonus=_thanos_bonus(2), strike=_epic_thanos_strike,
        text="+2 Attack for each Infinity Stone in the city and/or Escape Pile. Master Strike: the lowest-Attack "
        "Infinity Stone in the city escapes; then an Infinity Stone worth 4 VP or more enters the city from your "
        "Victory Pile. Each player who had none gains a Wound. Thanos Wins: when 6 Infinity Stones have escaped.",
    ),
    evil_wins=_thanos_wins,
    final_fight=lambda g: bool(g.state.get(FINAL_FIGHT)),
    tactics=[
        tactic("Thanos", "Destiny Arrives All The Same", set=SET, vp=7,
               text="Fight: each other player reveals a Hero that costs 7 or more or gains a Wound.",
               fight=_destiny_arrives),
        tactic("Thanos", "Price To Pay", set=SET, vp=7,
               text="Fight: each other player discards a card for each Infinity Stone in the city and/or Escape "
               "Pile, or gains a Wound.", fight=_price_to_pay),
        tactic("Thanos", "The Snap", set=SET, vp=7,
               text="Fight: each other player discards half their cards. Destroy half the HQ spaces (round the "
               "losses down): the Heroes there turn face down and those spaces are never refilled.",
               fight=_the_snap),
        tactic("Thanos", "You Should Have Gone For The Head", set=SET, vp=7,
               text="Fight: KO one of your Heroes. If this is the last Tactic, you do not win yet: Thanos must be "
               "fought once more, into your Victory Pile.", fight=_gone_for_the_head),
    ],
)

# -------------------------------------------------------------- Ebony Maw


def _highest_cost_hero(g: Game, player: int, source: str) -> Effect:
    p = g.players[player]
    heroes = [h for h in p.hand if g.cards[h].is_hero]
    if not heroes:
        g.log("reveal", f"{p.name} reveals a hand without Heroes.")
        return None
    top = max(g.cards[h].cost for h in heroes)
    card = yield from choose_card(g, player, [h for h in heroes if g.cards[h].cost == top],
                                  f"{p.name}: your highest-cost Hero", source=source)
    return card


def _ebony_strike(c: Ctx) -> Effect:
    g = c.g
    was = endgame.this_turn(g)
    for player in g.player_order():
        card = yield from _highest_cost_hero(g, player, "Ebony Maw")
        if card is None:
            continue
        if was:
            g.ko(card)
        else:
            yield from discard_card(g, player, card)


def _epic_ebony_strike(c: Ctx) -> Effect:
    g = c.g
    was = endgame.this_turn(g)
    for player in g.player_order():
        card = yield from _highest_cost_hero(g, player, "Epic Ebony Maw")
        if card is not None:
            g.ko(card)
    if was and g.outcome is None:
        yield from villain_deck.play_top(g)


def _hear_me(c: Ctx) -> None:
    hand_size_bonus(c.g, 3 if endgame.is_endgame(c.g) else 2)


def _smile(c: Ctx) -> Effect:
    g = c.g
    heroes = g.your_heroes(c.player)
    chosen = yield from choose_cards(g, c.player, heroes, "Smile...Even in Death: KO up to two of your Heroes",
                                     0, 2, source="Smile...Even in Death")
    for card in chosen:
        g.ko(card)
    if endgame.is_endgame(g):
        p = g.players[c.player]
        yield from ko_from(g, c.player, [p.discard], 1, "KO up to one Hero from your discard pile",
                           which=lambda d: d.is_hero, low=0, source="Smile...Even in Death")


def _suffering(c: Ctx) -> Effect:
    g = c.g
    yield from reveal_or_wound(g, g.other_players(c.player), cls=COVERT)
    if endgame.is_endgame(g):
        yield from reveal_or_wound(g, g.other_players(c.player), cls=RANGED)


def _quaint(c: Ctx) -> Effect:
    g = c.g
    grey_too = endgame.is_endgame(g)
    for player in g.other_players(c.player):
        p = g.players[player]
        label = yield from choose_one(g, player, f"{p.name}: Your Powers Are Quaint — choose a Hero Class",
                                      [(cls.name or "", cls.names[0]) for cls in HERO_CLASSES],
                                      source="Your Powers Are Quaint")
        named = HeroClass[label]
        g.log("reveal", f"{p.name} chooses {named.names[0]} and reveals their hand.")
        for card in list(p.hand):
            cdef = g.cards[card]
            if not cdef.is_hero:
                continue
            grey = cdef.classes.count == 0
            if (grey and grey_too) or (not grey and not cdef.classes & named):
                yield from discard_card(g, player, card)


EBONY_MAW = mastermind(
    "Ebony Maw", set=SET, attack="8+", vp=6, always_leads=CHILDREN,
    text="Endgame: +4 Attack. Master Strike: it is the Endgame this turn. Each player reveals their hand and "
    "discards their highest-cost Hero; if it already was the Endgame, they KO those Heroes instead.",
    strike=_ebony_strike, card_extra={"endgame_attack": 4},
    epic=dict(
        attack="10+", strike=_epic_ebony_strike, extra={"endgame_attack": 5},
        text="Endgame: +5 Attack. Master Strike: it is the Endgame this turn. Each player reveals their hand and "
        "KOs their highest-cost Hero. If it already was the Endgame, play another card from the Villain Deck.",
    ),
    tactics=[
        tactic("Ebony Maw", "Hear Me and Rejoice", set=SET, vp=6,
               text="Fight: when you draw your new hand at the end of this turn, draw two extra cards (Endgame: "
               "three).", fight=_hear_me),
        tactic("Ebony Maw", "Smile...Even in Death", set=SET, vp=6,
               text="Fight: KO up to two of your Heroes. Endgame: then KO up to one Hero from your discard pile.",
               fight=_smile),
        tactic("Ebony Maw", "You May Think This Is Suffering", set=SET, vp=6,
               text="Fight: each other player reveals a Covert Hero or gains a Wound. Endgame: then each other "
               "player reveals a Ranged Hero or gains a Wound.", fight=_suffering),
        tactic("Ebony Maw", "Your Powers Are Quaint", set=SET, vp=6,
               text="Fight: each other player chooses a Hero Class, reveals their hand and discards every non-grey "
               "Hero not of that class. Endgame: they discard their grey Heroes too.", fight=_quaint),
    ],
)
