"""Ghost Chasers: Villains and the Ambush Scheme High-Speed Car Chase."""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from legendary_desktop.cards.ant_man_and_the_wasp.keywords import (
    SET,
    ambush_scheme,
    double_cross_each,
    end_ambush_scheme,
    gain,
    heist,
)
from legendary_desktop.cards.ant_man_and_the_wasp.villains.armada_of_kang import move_villain_to
from legendary_desktop.cards.dsl import villain
from legendary_desktop.engine import advice, attachments, city, fight, hq, knowledge, peek, values
from legendary_desktop.engine.card import HERO_CLASSES, RANGED, STRENGTH, TECH, Effect
from legendary_desktop.engine.choices import choose_card, choose_cards, choose_one, choose_player, order_cards
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.verbs import discard_card

if TYPE_CHECKING:
    from legendary_desktop.engine.decision import Decision
    from legendary_desktop.engine.game import Game

GROUP = "Ghost Chasers"


def _anitolov_heist(c: Ctx) -> Effect:
    g = c.g
    chosen = yield from choose_cards(g, c.player, g.your_heroes(c.player), "Anitolov: KO up to two of your Heroes",
                                     0, 2, source="Anitolov")
    for card in chosen:
        g.ko(card)


ANITOLOV = villain(GROUP, "Anitolov", set=SET, attack=5, vp=3, copies=1,
                   text="Fight: Heist: you may KO up to two of your Heroes.",
                   fight=lambda c: heist(c, _anitolov_heist))


def _agents_fight(c: Ctx) -> Effect:
    g = c.g
    decks: list[tuple[str, str, list[int], int | None]] = [("villain", "Villain Deck", g.villain_deck, None),
                                                           ("hero", "Hero Deck", g.hero_deck, None)]
    for p in g.players:
        decks.append((f"player:{p.index}", f"{p.name}'s deck", p.deck, p.index))
    label = yield from choose_one(g, c.player, "Corrupted Government Agents: look at the top three of a deck?",
                                  [("none", "Don't look"), *((k, t) for k, t, _, _ in decks)], source=c.cdef.name)
    if label == "none":
        return
    _, _, deck, owner = next(d for d in decks if d[0] == label)
    cards = peek.look(g, deck, 3, owner)
    order = yield from order_cards(g, c.player, cards, "Put them back in any order (first on top)", source=c.cdef.name)
    peek.put_back(g, deck, order, [])


CORRUPTED_GOVERNMENT_AGENTS = villain(GROUP, "Corrupted Government Agents", set=SET, attack=5, vp=3, copies=1,
                                      text="Ambush: they Double-Cross each player. Fight: you may look at the top "
                                      "three cards of any deck and put them back in any order.",
                                      ambush=double_cross_each("Corrupted Government Agents"), fight=_agents_fight)


def equations(g: Game, cards: list[int]) -> list[tuple[int, int, int]]:
    """Triples of cards where two costs add up to the third (not all 0)."""
    out = []
    for trio in itertools.combinations(cards, 3):
        costs = sorted(g.cards[x].cost for x in trio)
        if costs[0] + costs[1] == costs[2] and costs[2] > 0:
            out.append(trio)
    return out


def _foster_blocked(g: Game, player: int, card: int) -> str | None:
    if not equations(g, g.players[player].hand):
        return "Dr. Bill Foster: you need three cards in hand where two costs add up to the third"
    return None


def _foster_fight(c: Ctx) -> Effect:
    g = c.g
    hand = g.players[c.player].hand
    while True:
        valid = {x for trio in equations(g, hand) for x in trio}
        if not valid:
            return
        chosen = yield from choose_cards(g, c.player, sorted(valid), "Dr. Bill Foster: discard three cards where two "
                                         "costs add up to the third", 3, 3, source="Dr. Bill Foster")
        if tuple(sorted(chosen)) in {tuple(sorted(t)) for t in equations(g, hand)}:
            for x in chosen:
                yield from discard_card(g, c.player, x)
            return


def _foster_escape(c: Ctx) -> Effect:
    g = c.g
    for player in g.player_order():
        zeros = [x for x in g.players[player].hand if g.cards[x].cost == 0]
        pick = yield from choose_card(g, player, zeros, "Dr. Bill Foster escaped: discard a card that costs 0",
                                      source="Dr. Bill Foster")
        if pick is not None:
            yield from discard_card(g, player, pick)


DR_BILL_FOSTER = villain(GROUP, "Dr. Bill Foster", set=SET, attack=0, vp=4, copies=1,
                         text="To fight Dr. Bill Foster, discard three cards where the costs of two add up to the "
                         "cost of the third (not all 0). Escape: each player discards a card that costs 0.",
                         can_defeat=_foster_blocked, fight=_foster_fight, escape=_foster_escape)


def _goliath_fight(c: Ctx) -> Effect:
    g = c.g
    if c.space is None:
        return
    targets = [g.city[i].card for i in (c.space - 1, c.space + 1)  # type: ignore[union-attr]
               if 0 <= i < len(g.city) and g.city[i] is not None
               and values.occupant_attack(g, g.city[i], i, fighting=False) <= 4  # type: ignore[arg-type]
               and fight.defeat_blocked(g, c.player, g.city[i].card) is None]  # type: ignore[union-attr]
    pick = yield from choose_card(g, c.player, targets, "Goliath topples over: you may defeat an adjacent Villain "
                                  "with 4 Attack or less", optional=True, source="Goliath")
    if pick is not None:
        space = city.find_space(g, pick)
        assert space is not None
        yield from fight.defeat_villain(g, space)


GOLIATH = villain(GROUP, "Goliath", set=SET, attack=8, vp=5, copies=1, size_changing={STRENGTH: 1},
                  text="Size-Changing Strength. Ambush: Goliath Double-Crosses each player. Fight: you may defeat a "
                  "Villain with 4 Attack or less in an adjacent city space.",
                  ambush=double_cross_each("Goliath"), fight=_goliath_fight)

CHASE = "High-Speed Car Chase"
STUNTS = "Dangerous Stunts"


def _add_stunts(g: Game, scheme: int, n: int) -> None:
    for _ in range(n):
        if g.wound_stack:
            attachments.attach(g, scheme, STUNTS, g.wound_stack[-1])


def _chase_ambush(c: Ctx) -> None:
    _add_stunts(c.g, c.card, 2)


def _chase_twist(c: Ctx) -> Effect:
    g = c.g
    streets = city.space_named(g, "Streets")
    stunts = attachments.pile(g, c.card, STUNTS)
    if streets is not None and g.city[streets] is not None:
        _add_stunts(g, c.card, 2)
        stunts = attachments.pile(g, c.card, STUNTS)
        if len(stunts) >= 5:
            g.log("scheme", "Car crash! Each player gains a Dangerous Stunt as a Wound.")
            for player in g.player_order():
                if stunts:
                    g.gain(player, stunts[-1])
            held = end_ambush_scheme(g, c.card, defeated=False)
            for cards in held.values():
                for x in cards:
                    g.limbo.remove(x)
                    g.ko_pile.append(x)
        return
    if stunts:
        wound = stunts[-1]
        g.remove(wound)
        g.wound_stack.append(wound)
        g.log("scheme", "A Dangerous Stunt goes back to the Wound Stack.")
    if attachments.pile(g, c.card, STUNTS):
        yield from move_villain_to(g, c.player, "Streets", CHASE)
    else:
        end_ambush_scheme(g, c.card, defeated=True)


HIGH_SPEED_CAR_CHASE = ambush_scheme(
    GROUP, CHASE, vp=3,
    text="Ambush: stack 2 Wounds from the Wound Stack here as Dangerous Stunts. Twist: with a Villain in the "
    "Streets, add 2 Stunts; then with 5 or more, a car crash: each player gains a Stunt as a Wound, the rest and "
    "this Scheme are KO'd. Otherwise return a Stunt to the Wound Stack; if Stunts remain, move a Villain to the "
    "Streets; if none, defeat this Scheme.", ambush=_chase_ambush, twist=_chase_twist)


def _burch_heist(c: Ctx) -> Effect:
    g = c.g
    options = [h for h in g.hq if h is not None and g.cards[h].classes & (TECH | RANGED)]
    pick = yield from choose_card(g, c.player, options, "Sonny Burch: you may choose a Tech or Ranged Hero from the HQ "
                                  "for a player to gain", optional=True, source="Sonny Burch")
    if pick is not None:
        who = yield from choose_player(g, c.player, f"Who gains {g.name(pick)}?", source="Sonny Burch")
        hq.gain_from_hq(g, who, pick)


SONNY_BURCH = villain(GROUP, "Sonny Burch", set=SET, attack=6, vp=4, copies=1,
                      text="Ambush: Sonny Burch Double-Crosses each player. Fight: Heist: you may choose a player to "
                      "gain a Tech or Ranged Hero from the HQ.",
                      ambush=double_cross_each("Sonny Burch"), fight=lambda c: heist(c, _burch_heist))

SONNY_BURCHS_GOONS = villain(GROUP, "Sonny Burch's Goons", set=SET, attack=4, vp=2, copies=1,
                             text="Fight: Heist: +2 Recruit.", fight=lambda c: heist(c, gain(recruit=2)))


def _uzman(c: Ctx) -> Effect:
    g = c.g
    if not g.hero_deck:
        return
    top = g.hero_deck[-1]
    tdef = g.cards[top]
    knowledge.show(g, c.player, [top])  # the player alone sees it
    claims = [(cls.name.lower(), cls.name.title()) for cls in HERO_CLASSES if cls.name]
    claim = yield from choose_one(g, c.player, f"Uzman: you see {tdef.name}. Claim a Hero Class it has",
                                  claims, source="Uzman")
    truth = any((cls.name or "").lower() == claim for cls in tdef.classes.each())
    guesser = g.other_players(c.player)[0] if len(g.players) > 1 else c.player
    if len(g.players) > 2:
        guesser = yield from choose_player(g, c.player, "Uzman: choose another player to guess", source="Uzman")
        if guesser == c.player:
            guesser = g.other_players(c.player)[0]
    guess = yield from choose_one(g, guesser, f"Uzman claims the top Hero is {claim.title()}: truth or lie?",
                                  [("truth", "Truth"), ("lie", "Lie")], source="Uzman")
    decider = guesser if (guess == "truth") == truth else c.player
    g.log("fight", f"{g.players[guesser].name} guesses {guess}; {g.players[decider].name} decides the Hero's fate.")
    what = yield from choose_one(g, decider, f"Uzman: KO {tdef.name} or have a player gain it?",
                                 [("ko", "KO it"), ("gain", "A player gains it")], source="Uzman")
    if what == "ko":
        g.ko(top)
    else:
        who = yield from choose_player(g, decider, f"Who gains {tdef.name}?", source="Uzman")
        g.gain(who, top)


def _uzman_advice(g: Game, d: Decision) -> advice.Advice | None:
    """The table plays together, and whoever decides the Hero's fate wants the same for it: so the computer
    claims a class the card has, guesses Truth (a computer's claim is true), and has the Hero gained by the
    player whose Heroes are worth least (a free Hero for the weakest deck)."""
    labels = d.labels
    if d.prompt.startswith("Uzman: you see "):
        shown = d.prompt.removeprefix("Uzman: you see ").rpartition(". Claim")[0]  # what it was shown
        cdef = next((x for x in g.present_defs if x.name == shown and x.is_hero), None)
        for cls in cdef.classes.each() if cdef is not None else ():
            if (cls.name or "").lower() in labels:
                return (cls.name or "").lower(), f"claim {(cls.name or '').title()}: the truth, for the team"
        return None
    if labels == ["truth", "lie"]:
        return "truth", "Truth: the claim is a teammate's, and the team gains nothing from a lie"
    if d.prompt.startswith("Uzman: choose another player"):
        other = next((label for label in labels if label != f"player:{d.player}"), labels[0])
        return other, "any teammate: whoever decides wants the same for the Hero"
    return advice.a_player_gains(g, d)


advice.register("Uzman", _uzman_advice)


UZMAN = villain(GROUP, "Uzman, With Truth Serum", set=SET, attack=5, vp=3, copies=1,
                text="Fight: look at the top card of the Hero Deck and claim a Hero Class it has. Another player "
                "guesses Truth or Lie. If right, they KO that Hero or choose a player to gain it; if wrong, you "
                "decide.",
                fight=_uzman)
