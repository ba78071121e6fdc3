"""Infinity Stones: the Villain group Thanos leads (8 cards). Stonekeeper and Nebula count as Stones too."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.cards.dsl import villain
from legendary_desktop.cards.infinity_saga.heroes.doctor_strange import take_another_turn_without_villain_card
from legendary_desktop.cards.infinity_saga.rules import (
    STONES,
    has_stone,
    is_stone,
    mind_stone_this_turn,
    stones_in_play,
    strike_ids,
)
from legendary_desktop.engine import city, hq, master_strike, values, villain_deck
from legendary_desktop.engine.card import Effect, Kind
from legendary_desktop.engine.choices import choose_card, choose_one, choose_player, order_cards
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.peek import look
from legendary_desktop.engine.verbs import discard_from_hand, gain_wound, ko_from, ko_your_heroes

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game
    from legendary_desktop.engine.state import Occupant

SET = "infinity-saga"


def _name(g: Game, card: int) -> str:
    return g.villain_name(card)


# ----------------------------------------------------------- The Power Stone


def _power_bonus(g: Game, occ: Occupant) -> int:
    return stones_in_play(g, exclude=occ.card)


def _power_ambush(c: Ctx) -> Effect:
    g = c.g
    for player in g.player_order():
        if not has_stone(g, player):
            yield from gain_wound(g, player)


def _power_fight(c: Ctx) -> Effect:
    yield from ko_your_heroes(c.g, c.player, 1, source="The Power Stone")
    g = c.g
    p = g.players[c.player]
    wounds = [x for x in p.hand + p.discard if g.cards[x].kind is Kind.WOUND]
    card = yield from choose_card(g, c.player, wounds, "The Power Stone: KO a Wound from your hand or discard "
                                  "pile", source="The Power Stone")
    if card is not None:
        g.ko(card)


villain(STONES, "The Power Stone", set=SET, attack="6+", vp=5, copies=1, attack_bonus=_power_bonus,
        text="+1 Attack for each other Infinity Stone in the city and/or Escape Pile. Ambush: each player without "
        "an Infinity Stone in their Victory Pile gains a Wound. Fight: KO one of your Heroes, then KO a Wound "
        "from your hand or discard pile.", ambush=_power_ambush, fight=_power_fight)

# ----------------------------------------------------------- The Space Stone


def _space_bonus(g: Game, occ: Occupant) -> int:
    return g.city.count(None)


def _space_ambush(c: Ctx) -> Effect:
    g = c.g
    space = city.find_space(g, c.card)
    if space is not None:
        city.capture_from_stack(g, space, 3)
    stones = [o.card for o in g.city if o is not None and is_stone(g.cards[o.card])]
    card = yield from choose_card(g, g.active, stones, "The Space Stone: move an Infinity Stone to the "
                                  f"{g.city_names[-1]}", source="The Space Stone")
    if card is None:
        return
    source = city.find_space(g, card)
    last = len(g.city) - 1
    if source is not None and source != last:
        city.move(g, source, last)


def _space_fight(c: Ctx) -> Effect:
    g = c.g
    while g.outcome is None and len(g.city) > 1:
        villains = [o.card for o in g.city if o is not None]
        card = yield from choose_card(g, c.player, villains, "The Space Stone: you may move a Villain to another "
                                      "city space (swapping with any Villain there)", optional=True,
                                      source="The Space Stone")
        if card is None:
            return
        source = city.find_space(g, card)
        assert source is not None
        label = yield from choose_one(g, c.player, f"Move {_name(g, card)} to which space?",
                                      [(f"space:{i}", n) for i, n in enumerate(g.city_names) if i != source],
                                      source="The Space Stone")
        city.move(g, source, int(label.partition(":")[2]))


villain(STONES, "The Space Stone", set=SET, attack="5+", vp=5, copies=1, attack_bonus=_space_bonus,
        text="+1 Attack for each empty city space. Ambush: the Space Stone captures three Bystanders; then move an "
        "Infinity Stone from any city space to the Bridge (swapping with any Villain there). Fight: move and/or "
        "swap any number of Villains to other city spaces.", ambush=_space_ambush, fight=_space_fight)

# ---------------------------------------------------------- The Reality Stone


def _reality_bonus(g: Game, occ: Occupant) -> int:
    """(An Attack is asked at every decision: the KO pile is counted by set intersection, not copied.)"""
    strikes = strike_ids(g)
    n = len(strikes.intersection(g.ko_pile))
    held = g.held.get(g.mastermind_card) if g.held else None
    if held:
        for pile in held.values():
            n += len(strikes.intersection(pile))
    return n


def _reality(c: Ctx, play: bool) -> Effect:
    """Reveal the top three of the Villain Deck; the rest go back in any order first, then a Master Strike
    among them is played (Ambush) or KO'd (Fight)."""
    g = c.g
    deck = g.villain_deck
    cards = look(g, deck, 3)
    if not cards:
        return
    g.log("reveal", "The Reality Stone reveals " + ", ".join(_name(g, x) for x in cards) + ".", *cards)
    strikes = [x for x in cards if g.cards[x].kind is Kind.STRIKE]
    strike = strikes[0] if strikes else None
    rest = [x for x in cards if x != strike]
    ordered = yield from order_cards(g, g.active, rest, "The Reality Stone: put the rest back (first = top)",
                                     source="The Reality Stone")
    for x in ordered:
        g.limbo.remove(x)
    deck.extend(reversed(ordered))
    if strike is not None:
        if play:
            yield from master_strike.play(g, strike)
        else:
            g.ko(strike)


def _reality_ambush(c: Ctx) -> Effect:
    yield from _reality(c, play=True)


def _reality_fight(c: Ctx) -> Effect:
    yield from _reality(c, play=False)
    g = c.g
    if g.bystander_stack:
        g.villain_deck.append(g.bystander_stack.pop())
        g.log("fight", "A Bystander goes on top of the Villain Deck.")


villain(STONES, "The Reality Stone", set=SET, attack="5+", vp=5, copies=1, attack_bonus=_reality_bonus,
        text="+1 Attack for each Master Strike in the KO pile and/or stacked next to the Mastermind. Ambush: "
        "reveal the top three cards of the Villain Deck, play a Master Strike among them, put the rest back in "
        "any order. Fight: the same, but KO the Master Strike instead of playing it; then put a Bystander on top "
        "of the Villain Deck.", ambush=_reality_ambush, fight=_reality_fight)

# ------------------------------------------------------------- The Soul Stone


def _soul_bonus(g: Game, occ: Occupant) -> int:
    spaces = g.city
    n = len(spaces) - spaces.count(None)
    for o in spaces:  # this Villain is not another
        if o is not None and o.card == occ.card:
            return n - 1
    return n


def _soul_ambush(c: Ctx) -> Effect:
    g = c.g
    for player in g.player_order():
        if has_stone(g, player):
            continue
        p = g.players[player]
        yield from ko_from(g, player, [p.discard], 1, f"{p.name}: KO a non-grey Hero from your discard pile",
                           which=lambda d: d.is_hero and d.classes.count > 0,
                           source="The Soul Stone")


def _soul_fight(c: Ctx) -> Effect:
    g = c.g
    top = g.top_of_deck(c.player, 2)
    if not top:
        return
    p = g.players[c.player]
    g.log("reveal", f"{p.name} reveals " + ", ".join(g.name(x) for x in top) + ".", *top)
    ko = yield from choose_card(g, c.player, top, "The Soul Stone: KO one of them (you draw the other)",
                                source="The Soul Stone")
    if ko is not None:
        g.ko(ko)
    for x in top:
        if x != ko:
            p.deck.remove(x)
            p.hand.append(x)
            g.turn.drawn += 1


villain(STONES, "The Soul Stone", set=SET, attack="5+", vp=5, copies=1, attack_bonus=_soul_bonus,
        text="+1 Attack for each other Villain in the city. Ambush: each player without an Infinity Stone in their "
        "Victory Pile KOs a non-grey Hero from their discard pile. Fight: reveal the top two cards of your deck; "
        "KO one and draw the other.", ambush=_soul_ambush, fight=_soul_fight)

# ------------------------------------------------------------- The Time Stone


def _time_ambush(c: Ctx) -> Effect:
    yield from villain_deck.play_top(c.g)


def _time_fight(c: Ctx) -> None:
    take_another_turn_without_villain_card(c.g, c.player)


villain(STONES, "The Time Stone", set=SET, attack="5+", vp=5, copies=1, endgame_attack=4,
        text="Endgame: +4 Attack. Ambush: play another card from the Villain Deck. Fight: take another turn after "
        "this one; play no card from the Villain Deck at its start.", ambush=_time_ambush, fight=_time_fight)

# ------------------------------------------------------------- The Mind Stone


def _mind_bonus(g: Game, occ: Occupant) -> int:
    """The highest current cost among the HQ Heroes (its own Ambush makes them cost 2 more this turn)."""
    return max((values.hero_cost(g, h) for h in hq.heroes(g)), default=0)


def _mind_ambush(c: Ctx) -> None:
    g = c.g
    mind_stone_this_turn(g, hq.heroes(g))
    g.log("ambush", "The Heroes now in the HQ cost 2 more this turn.")


def _mind_fight(c: Ctx) -> Effect:
    g = c.g
    card = yield from choose_card(g, c.player, hq.heroes(g), "The Mind Stone: gain a Hero from the HQ",
                                  source="The Mind Stone")
    if card is not None:
        hq.gain_from_hq(g, c.player, card)


villain(STONES, "The Mind Stone", set=SET, attack="1+", vp=5, copies=1, attack_bonus=_mind_bonus,
        text="+Attack equal to the highest cost among the HQ Heroes. Ambush: the Heroes now in the HQ cost 2 more "
        "this turn. Fight: gain a Hero from the HQ.", ambush=_mind_ambush, fight=_mind_fight)

# ------------------------------------------------------------------ Stonekeeper


def _soul_stone_where(g: Game) -> tuple[bool, int | None]:
    """(is the Soul Stone in the city or Escape Pile?, the player whose Victory Pile holds it)."""
    for occ in g.city:
        if occ is not None and g.cards[occ.card].name == "The Soul Stone":
            return True, None
    if any(g.cards[x].name == "The Soul Stone" for x in g.escape_pile):
        return True, None
    for p in g.players:
        if any(g.cards[x].name == "The Soul Stone" for x in p.victory_pile):
            return False, p.index
    return False, None


def _stonekeeper_ambush(c: Ctx) -> Effect:
    g = c.g
    loose, holder = _soul_stone_where(g)
    if loose:
        for player in g.player_order():
            yield from discard_from_hand(g, player, 1, source="Stonekeeper")
    elif holder is not None:
        g.draw(holder, 2)


def _stonekeeper_fight(c: Ctx) -> Effect:
    for player in c.g.player_order():
        yield from ko_your_heroes(c.g, player, 1, source="Stonekeeper")


villain(STONES, "Stonekeeper", set=SET, attack=5, vp=3, copies=1,
        text="Counts as an Infinity Stone. Ambush: if the Soul Stone is in the city or Escape Pile, each player "
        "discards a card; if it is in a player's Victory Pile, that player draws two cards. Fight: each player KOs "
        "one of their Heroes.", ambush=_stonekeeper_ambush, fight=_stonekeeper_fight)

# ---------------------------------------------------------- Nebula, Stone Seeker


def _nebula_ambush(c: Ctx) -> Effect:
    g = c.g
    occ = city.occupant(g, c.card)
    if occ is None:
        return
    options = [h for h in hq.heroes(g) if g.cards[h].cost <= 4]
    if g.officer_stack:
        options.append(g.officer_stack[-1])
    card = yield from choose_card(g, g.active, options, "Nebula captures a Hero that costs 4 or less from the HQ "
                                  "or the Officer Deck", source="Nebula, Stone Seeker")
    if card is None:
        return
    if card in g.hq:
        hq.take(g, card)
    else:
        g.officer_stack.remove(card)
    occ.under.append(card)
    g.log("ambush", f"Nebula captures {g.name(card)}.", card)


def _nebula_fight(c: Ctx) -> Effect:
    g = c.g
    held = [x for x in (c.occupant.under if c.occupant is not None else []) if x in g.limbo]
    for card in held:
        pick = yield from choose_one(g, c.player, f"Nebula's captive {g.name(card)}",
                                     [("ko", "KO it"), ("gain", "Choose a player to gain it")],
                                     source="Nebula, Stone Seeker")
        if pick == "ko":
            g.ko(card)
        else:
            player = yield from choose_player(g, c.player, f"Who gains {g.name(card)}?",
                                              source="Nebula, Stone Seeker")
            g.gain(player, card)
            g.log("gain", f"{g.players[player].name} gains {g.name(card)}.", card)


villain(STONES, "Nebula, Stone Seeker", set=SET, attack=4, vp=2, copies=1,
        text="Counts as an Infinity Stone. Ambush: Nebula captures a Hero that costs 4 or less from the Officer "
        "Deck or the HQ. Fight: KO that Hero or choose a player to gain it.", ambush=_nebula_ambush,
        fight=_nebula_fight)
