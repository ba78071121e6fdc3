"""Transforming Masterminds: Darren Cross / Yellowjacket, Ghost, Kang. Each Strike and Tactic transforms them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.cards.ant_man_and_the_wasp.keywords import (
    MULTIVERSE,
    SET,
    can_pay,
    double_cross,
    fightable_elsewhere,
    has_size_changing,
    new_instances,
    pay_recruit,
    printed_size_changing,
)
from legendary_desktop.cards.ant_man_and_the_wasp.villains.armada_of_kang import move_villain_to
from legendary_desktop.cards.dsl import mastermind, tactic
from legendary_desktop.engine import advice, attachments, city, fight, knowledge, present, values
from legendary_desktop.engine import mastermind as mm_sides
from legendary_desktop.engine.actions import ActionKind, register_action
from legendary_desktop.engine.card import (
    COVERT,
    INSTINCT,
    STRENGTH,
    TECH,
    Effect,
    HeroClass,
)
from legendary_desktop.engine.choices import choose_card, choose_cards, choose_one, choose_player
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.decision import Decision, Option
from legendary_desktop.engine.verbs import discard_card, gain_wound

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game


def transform(c: Ctx) -> None:
    mm_sides.transform(c.g)


def discard_or_wound(g: Game, player: int, ok: list[int], what: str, source: str) -> Effect:
    """A player discards one of `ok` cards (their choice) or gains a Wound."""
    if ok:
        pick = yield from choose_card(g, player, ok, f"{source}: discard {what}, or gain a Wound", optional=True,
                                      source=source)
        if pick is not None:
            yield from discard_card(g, player, pick)
            return
    yield from gain_wound(g, player)


# ------------------------------------------------------- Darren Cross / Yellowjacket


def _cross_strike(c: Ctx) -> Effect:
    yield from double_cross(c.g, c.g.player_order(), "Darren Cross")
    transform(c)


def _yellowjacket_strike(c: Ctx) -> Effect:
    g = c.g
    for player in g.player_order():
        ok = [x for x in g.players[player].hand if g.cards[x].is_hero
              and (g.cards[x].classes & INSTINCT or printed_size_changing(g.cards[x]))]
        yield from discard_or_wound(g, player, ok, "an Instinct or Size-Changing Hero", "Yellowjacket")
    transform(c)


def _bank_empty(g: Game) -> int | None:
    bank = city.space_named(g, "Bank")
    return bank if bank is not None and g.city[bank] is None else None


def _corporate_raider(c: Ctx) -> Effect:
    g = c.g
    heroes = [x for x in g.your_heroes(c.player) if g.cards[x].recruit is not None]
    pick = yield from choose_card(g, c.player, heroes, "Corporate Raider: KO one of your Heroes with a Recruit icon",
                                  source="Corporate Raider")
    if pick is not None:
        g.ko(pick)
    if _bank_empty(g) is not None:
        yield from move_villain_to(g, c.player, "Bank", "Corporate Raider")
    transform(c)


def _protect_my_investments(c: Ctx) -> Effect:
    g = c.g
    bank = _bank_empty(g)
    if bank is not None:
        offered: list[int] = []
        for other in g.other_players(c.player):
            options = [x for x in g.players[other].victory_pile if g.cards[x].is_villain and g.cards[x].vp >= 2]
            pick = yield from choose_card(g, other, options, "Protect My Investments: offer a Villain worth 2 VP or "
                                          "more from your Victory Pile", source="Protect My Investments")
            if pick is not None:
                offered.append(pick)
        chosen = yield from choose_card(g, c.player, offered, "Which Villain enters the Bank?",
                                        source="Protect My Investments")
        if chosen is not None:
            yield from city.enter(g, chosen, bank)
    transform(c)


def _shrinking_research_budget(c: Ctx) -> Effect:
    g = c.g
    granted = g.state.setdefault("granted_sizes", {})
    for h in list(g.hq):
        if h is None or has_size_changing(g, h) or not g.cards[h].classes.each():
            continue
        classes = g.cards[h].classes.each()
        label = yield from choose_one(g, c.player, f"{g.name(h)} gains Size-Changing for which class?",
                                      [(f"class:{int(k)}", k.name.title() if k.name else "") for k in classes],
                                      source="Shrinking Research Budget")
        granted[h] = {HeroClass(int(label.partition(":")[2])): 1}
    transform(c)


def _steal_pym_particles(c: Ctx) -> Effect:
    g = c.g
    for other in g.other_players(c.player):
        p = g.players[other]
        options = [x for x in p.hand + p.discard if g.cards[x].classes & (COVERT | TECH)
                   or printed_size_changing(g.cards[x])]
        pick = yield from choose_card(g, other, options, "Steal Pym Particles: shuffle a Covert, Tech or Size-Changing "
                                      "card into the Hero Deck", source="Steal Pym Particles")
        if pick is not None:
            g.remove(pick)
            g.hero_deck.append(pick)
            g.shuffle(g.hero_deck)
            g.log("tactic", f"{p.name} shuffles {g.name(pick)} into the Hero Deck.", pick)
    transform(c)


DARREN_CROSS = mastermind(
    "Darren Cross", set=SET, attack=8, vp=6, always_leads="Cross Technologies",
    text="Bank Conqueror 6. Master Strike: Darren Cross Double-Crosses each player, then transforms.",
    strike=_cross_strike,
    back=dict(name="Yellowjacket", attack=12, attack_plus=True, extra={"size_changing": {TECH: 2}},
              text="Microscopic Size-Changing Tech ×2. Master Strike: each player discards an Instinct or "
              "Size-Changing Hero or gains a Wound. Yellowjacket transforms.", strike=_yellowjacket_strike),
    tactics=[
        tactic("Darren Cross", "Corporate Raider", set=SET, vp=6, fight=_corporate_raider,
               text="Fight: KO one of your Heroes with a Recruit icon. If the Bank is empty, move a Villain to the "
               "Bank. This Mastermind transforms."),
        tactic("Darren Cross", "Protect My Investments", set=SET, vp=6, fight=_protect_my_investments,
               text="Fight: if the Bank is empty, each other player chooses a Villain worth 2 VP or more from their "
               "Victory Pile; you choose one of them to enter the Bank. This Mastermind transforms."),
        tactic("Darren Cross", "Shrinking Research Budget", set=SET, vp=6, fight=_shrinking_research_budget,
               text="Fight: each Hero in the HQ with no Size-Changing gains Size-Changing for one of its classes. "
               "This Mastermind transforms."),
        tactic("Darren Cross", "Steal Pym Particles", set=SET, vp=6, fight=_steal_pym_particles,
               text="Fight: each other player shuffles a Covert, Tech or Size-Changing card from their hand or discard "
               "pile into the Hero Deck. This Mastermind transforms."),
    ],
)
DARREN_CROSS.card.extra["conqueror"] = {"Bank": 6}
DARREN_CROSS.card.attack_plus = True

# -------------------------------------------------------------------------- Ghost

VICTIMS = "Kidnapped Victims"


def victims(g: Game) -> list[int]:
    return list(attachments.pile(g, g.mastermind_card, VICTIMS))


def kidnap(g: Game, card: int) -> None:
    attachments.attach(g, g.mastermind_card, VICTIMS, card)
    g.log("kidnap", f"{g.name(card)} becomes one of Ghost's Kidnapped Victims.", card)


def _non_grey_heroes(g: Game, cards: list[int]) -> list[int]:
    return [x for x in cards
            if g.cards[x].is_hero and bool(g.cards[x].classes) and not g.cards[x].classes & HeroClass.GREY]


def _ghost_bonus(g: Game, occ: object) -> int:
    return len({g.cards[x].cost for x in victims(g)})


def _ghost_strike(c: Ctx) -> Effect:
    g = c.g
    for player in g.player_order():
        if g.has_class(player, INSTINCT):
            g.log("reveal", f"{g.players[player].name} reveals an Instinct Hero.")
            continue
        p = g.players[player]
        ok = [x for x in p.hand if g.cards[x].recruit is not None]
        chosen = yield from choose_cards(g, player, ok, "Ghost: discard two cards with Recruit icons", 2, 2,
                                         source="Ghost")
        for x in chosen:
            yield from discard_card(g, player, x)
    transform(c)


def _intangible_strike(c: Ctx) -> Effect:
    g = c.g
    for player in g.player_order():
        p = g.players[player]
        covert = [x for x in p.hand if g.cards[x].is_hero and g.cards[x].classes & COVERT]
        victims_ok = _non_grey_heroes(g, p.hand + p.discard)
        options = [(f"discard:{x}", f"Discard {g.name(x)}") for x in covert]
        options += [(f"kidnap:{x}", f"{g.name(x)} becomes a Kidnapped Victim") for x in victims_ok]
        if not options:
            continue
        label = yield from choose_one(g, player, "Ghost, Intangible: discard a Covert Hero or give Ghost a victim",
                                      options, source="Ghost")
        what, _, card = label.partition(":")
        if what == "discard":
            yield from discard_card(g, player, int(card))
        else:
            kidnap(g, int(card))
    transform(c)


def _intangible_advice(g: Game, d: Decision) -> advice.Advice | None:
    """Ghost, Intangible's Master Strike: a discarded Covert Hero is lost for this turn only, a Kidnapped
    Victim for good (unless recruited back for 2 more), so the computer discards its cheapest Covert Hero.
    With none, it gives the victim that hurts least: one whose cost a victim already has (on her Master
    Thief side Ghost gets +1 Attack for each different cost), from the discard pile before the hand (a
    card in hand is this turn's too), the cheapest."""
    labels = d.labels
    if not labels or not all(label.startswith(("discard:", "kidnap:")) for label in labels):
        return None
    cards = g.cards
    discards = [int(label[8:]) for label in labels if label.startswith("discard:")]
    if discards:
        cheapest = min(discards, key=lambda x: cards[x].cost)
        return f"discard:{cheapest}", (f"discard {g.name(cheapest)}: a discarded card is back with the next "
                                       "shuffle, a Kidnapped Victim is gone")
    costs = {cards[v].cost for v in victims(g)}
    hand = g.players[d.player].hand
    victim = min((int(label[7:]) for label in labels),
                 key=lambda x: (cards[x].cost not in costs, x in hand, cards[x].cost))
    return f"kidnap:{victim}", (f"{g.name(victim)} becomes the victim: it costs least to lose"
                                + (", and its cost adds nothing to Ghost's Attack" if cards[victim].cost in costs
                                   else ""))


advice.register("Ghost", _intangible_advice)


def _ghost_blocked(g: Game, player: int, card: int, free: bool) -> str | None:  # for free or not
    if card == g.mastermind_card and g.mm.name == "Ghost, Intangible" and g.turn.recruit_made < 6:
        return "You can't fight Ghost, Intangible unless you made at least 6 Recruit this turn"
    return None


fight.register_defeat_rule(SET, _ghost_blocked, needs=present.named("Ghost, Intangible"))


def _victim_options(g: Game) -> list[Option]:
    if g.mm.name != "Ghost, Master Thief" or g.turn.healed:
        return []
    out = []
    for x in victims(g):
        cost = values.hero_cost(g, x) + 2
        if can_pay(g, x, cost):
            out.append(Option(f"victim:{x}", f"Recruit the Kidnapped Victim {g.name(x)} ({cost})", x))
    return out


def _recruit_victim(g: Game, option: Option) -> None:
    card = option.card
    assert card is not None
    pay_recruit(g, card, values.hero_cost(g, card) + 2)
    g.gain(g.active, card)
    g.log("recruit", f"{g.players[g.active].name} recruits the Kidnapped Victim {g.name(card)}.", card)


register_action(SET, ActionKind("victim", _victim_options, _recruit_victim), needs=present.named("Ghost, Master Thief"))


def _draining_chamber(c: Ctx) -> Effect:
    g = c.g
    classes = HeroClass.NONE
    for x in victims(g):
        classes |= g.cards[x].classes & ~HeroClass.GREY
    for other in g.other_players(c.player):
        knowledge.show_all(g, g.players[other].hand)  # each other player reveals their hand
        ok = [x for x in g.players[other].hand if g.cards[x].classes & classes]
        pick = yield from choose_card(g, other, ok, "Draining Quantum Energy Chamber: KO a card sharing a class with "
                                      "a Kidnapped Victim", source="Draining Quantum Energy Chamber")
        if pick is not None:
            g.ko(pick)
    transform(c)


def _elaborate_rescue(c: Ctx) -> Effect:
    g = c.g
    pick = yield from choose_card(g, c.player, victims(g), "Elaborate Rescue Plan: you may choose a Kidnapped Victim "
                                  "for a player to gain", optional=True, source="Elaborate Rescue Plan")
    if pick is not None:
        who = yield from choose_player(g, c.player, f"Who gains {g.name(pick)}?", source="Elaborate Rescue Plan")
        g.gain(who, pick)
    transform(c)


def _nightmarish_wraith(c: Ctx) -> Effect:
    g = c.g
    for other in g.other_players(c.player):
        ok = _non_grey_heroes(g, g.players[other].discard)
        pick = yield from choose_card(g, other, ok, "Nightmarish Wraith: a non-grey Hero from your discard pile "
                                      "becomes a Kidnapped Victim", source="Nightmarish Wraith")
        if pick is not None:
            kidnap(g, pick)
    transform(c)


def _shadowy_abduction(c: Ctx) -> Effect:
    g = c.g
    heroes = [h for h in g.hq if h is not None]
    if heroes:
        top = max(g.cards[h].cost for h in heroes)
        pick = yield from choose_card(g, c.player, [h for h in heroes if g.cards[h].cost == top],
                                      "Shadowy Abduction: the highest-cost Hero in the HQ is kidnapped",
                                      source="Shadowy Abduction")
        if pick is not None:
            slot = g.hq.index(pick)
            kidnap(g, pick)
            g.refill_hq(slot)
    transform(c)


GHOST = mastermind(
    "Ghost, Master Thief", set=SET, attack=8, vp=6, always_leads="Ghost Chasers",
    text="+1 Attack for each different cost among her Kidnapped Victims. While this side is up, you may recruit her "
    "Kidnapped Victims for 2 Recruit more each. Master Strike: each player reveals an Instinct Hero or discards two "
    "cards with Recruit icons. Ghost transforms.",
    strike=_ghost_strike,
    back=dict(name="Ghost, Intangible", attack=6, attack_plus=True,
              text="You can't fight Ghost unless you made at least 6 Recruit this turn. Master Strike: each player "
              "discards a Covert Hero or puts a non-grey Hero from their hand or discard pile next to Ghost as a "
              "Kidnapped Victim. Ghost transforms.", strike=_intangible_strike),
    tactics=[
        tactic("Ghost, Master Thief", "Draining Quantum Energy Chamber", set=SET, vp=6, fight=_draining_chamber,
               text="Fight: each other player reveals their hand and KOs one of their cards that shares a Hero Class "
               "with any Kidnapped Victim. Ghost transforms."),
        tactic("Ghost, Master Thief", "Elaborate Rescue Plan", set=SET, vp=6, fight=_elaborate_rescue,
               text="Fight: you may choose a player to gain one of Ghost's Kidnapped Victims. Ghost transforms."),
        tactic("Ghost, Master Thief", "Nightmarish Wraith", set=SET, vp=6, fight=_nightmarish_wraith,
               text="Fight: each other player puts a non-grey Hero from their discard pile next to Ghost as a "
               "Kidnapped Victim. Ghost transforms."),
        tactic("Ghost, Master Thief", "Shadowy Abduction", set=SET, vp=6, fight=_shadowy_abduction,
               text="Fight: put the highest-cost Hero from the HQ next to Ghost as a Kidnapped Victim. Ghost "
               "transforms."),
    ],
)
GHOST.card.attack_bonus = _ghost_bonus
GHOST.card.attack_plus = True

# --------------------------------------------------------------------------- Kang

VARIANTS = "Timeline Variants"
OUTSIDE = ("Rooftops", "Streets", "Bridge")


def _kang_setup(g: Game) -> None:
    """Set aside the Villains of an extra Villain group, at random, as Timeline Variants."""
    used = set(g.setup.villains) | set(g.setup.extras)
    pool = [v for v in g.cat.villains if v not in used and g.cat.set_of.get(v) in g.setup.sets]
    if not pool:
        return
    group = g.rng.choice(sorted(pool))
    made: list[int] = []
    for cdef in g.cat.villains[group]:
        if cdef.is_villain:
            made += new_instances(g, cdef, cdef.copies)
    g.held.setdefault(g.mastermind_card, {})[VARIANTS] = made
    g.state["timeline_variants"] = group
    g.log("setup", f"Kang sets aside {group} as Timeline Variants.")


def multiverse(g: Game) -> list[int]:
    return list(attachments.pile(g, g.mastermind_card, MULTIVERSE))


def to_multiverse(g: Game) -> None:
    variants = attachments.pile(g, g.mastermind_card, VARIANTS)
    if not variants:
        return
    card = g.rng.choice(variants)
    attachments.attach(g, g.mastermind_card, MULTIVERSE, card)
    g.log("multiverse", f"{g.name(card)} appears in the Multiverse.", card)


def _kang_strike(c: Ctx) -> Effect:
    g = c.g
    for player in g.player_order():
        ok = [x for x in g.players[player].hand if g.cards[x].is_hero and g.cards[x].classes & STRENGTH]
        yield from discard_or_wound(g, player, ok, "a Strength Hero", "Kang")
    to_multiverse(g)
    transform(c)


def _empty_outside(g: Game) -> list[int]:
    return [i for i, occ in enumerate(g.city) if occ is None and g.city_names[i] in OUTSIDE]


def _multiverse_strike(c: Ctx) -> Effect:
    g = c.g
    if multiverse(g):
        for player in g.player_order():
            yield from gain_wound(g, player)
        empty = _empty_outside(g)
        if empty:
            card = yield from choose_card(g, c.player, multiverse(g), "A Villain from the Multiverse enters the city",
                                          source="Kang")
            label = yield from choose_one(g, c.player, "Which empty space?",
                                          [(f"space:{i}", g.city_names[i]) for i in empty], source="Kang")
            if card is not None:
                g.remove(card)
                g.limbo.append(card)
                yield from city.enter(g, card, int(label.partition(":")[2]))
    transform(c)


def _multiverse_fightable(g: Game) -> list[int]:
    return multiverse(g) if g.mm.name == "Kang, Multiverse Conqueror" else []


fightable_elsewhere(_multiverse_fightable, present.named("Kang, Multiverse Conqueror"))


def _conquerors_wrath(c: Ctx) -> Effect:
    g = c.g
    wounds = int(any(g.city[i] is not None for i, n in enumerate(g.city_names) if n in OUTSIDE))
    wounds += int(bool(multiverse(g)))
    for _ in range(wounds):
        for player in g.player_order():
            yield from gain_wound(g, player)
    transform(c)


def _kangs_defiance(c: Ctx) -> Effect:
    g = c.g
    empty = _empty_outside(g)
    if empty and g.villain_deck:
        top = g.villain_deck[-1]
        g.log("reveal", f"Kang's Defiance reveals {g.name(top)}.", top)
        if g.is_villain(top):
            label = yield from choose_one(g, c.player, f"{g.name(top)} enters which space?",
                                          [(f"space:{i}", g.city_names[i]) for i in empty], source="Kang's Defiance")
            g.villain_deck.pop()
            g.limbo.append(top)
            yield from city.enter(g, top, int(label.partition(":")[2]))
    to_multiverse(g)
    transform(c)


def _engine_core(c: Ctx) -> Effect:
    yield from double_cross(c.g, c.g.other_players(c.player), "Kang")
    to_multiverse(c.g)
    transform(c)


def _time_sphere(c: Ctx) -> Effect:
    g = c.g
    for other in g.other_players(c.player):
        p = g.players[other]
        chosen = yield from choose_cards(g, other, list(p.hand), "The Time Sphere: put two cards from your hand on the "
                                         "bottom of your deck", 2, 2, source="The Time Sphere")
        for x in chosen:
            p.hand.remove(x)
            p.deck.insert(0, x)
    g.draw(c.player, 2)
    transform(c)


KANG = mastermind(
    "Kang, Quantum Conqueror", set=SET, attack=11, vp=6, always_leads="Armada of Kang",
    text="Rooftops Conqueror 3, Streets Conqueror 3, Bridge Conqueror 3. Setup: set aside the Villains of an extra "
    "Villain group as Timeline Variants. Master Strike: each player discards a Strength Hero or gains a Wound. Put a "
    "random Timeline Variant face up in the Multiverse. Kang transforms.",
    strike=_kang_strike,
    back=dict(name="Kang, Multiverse Conqueror", attack=10, attack_plus=True, extra={"conqueror": {MULTIVERSE: 8}},
              text="Multiverse Conqueror 8. While either side of Kang is up, the Multiverse beside him holds any "
              "number of Villains; you can fight them only while this side is up. Master Strike: if there are Villains "
              "in the Multiverse, each player gains a Wound; then one of them enters an empty space among the "
              "Rooftops, Streets and Bridge. Kang transforms.", strike=_multiverse_strike),
    tactics=[
        tactic("Kang, Quantum Conqueror", "Conqueror's Wrath", set=SET, vp=6, fight=_conquerors_wrath,
               text="Fight: if any Villains are on the Rooftops, Streets and/or Bridge, each player gains a Wound. If "
               "any are in the Multiverse, each player gains a Wound. Kang transforms."),
        tactic("Kang, Quantum Conqueror", "Kang's Defiance", set=SET, vp=6, fight=_kangs_defiance,
               text="Fight: if any of the Rooftops, Streets or Bridge is empty, reveal the top card of the Villain "
               "Deck; a Villain enters one of those spaces. Put a random Timeline Variant in the Multiverse. Kang "
               "transforms."),
        tactic("Kang, Quantum Conqueror", "Multiversal Engine Core", set=SET, vp=6, fight=_engine_core,
               text="Fight: Kang Double-Crosses each other player. Put a random Timeline Variant in the Multiverse. "
               "Kang transforms."),
        tactic("Kang, Quantum Conqueror", "The Time Sphere", set=SET, vp=6, fight=_time_sphere,
               text="Fight: each other player puts two cards from their hand on the bottom of their deck. You draw two "
               "cards. Kang transforms."),
    ],
    on_setup=_kang_setup,
)
KANG.card.extra["conqueror"] = {"Rooftops": 3, "Streets": 3, "Bridge": 3}
KANG.card.attack_plus = True
