"""Marvel Noir Masterminds: Charles Xavier, Professor of Crime and The Goblin, Underworld Boss."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.cards.dsl import mastermind, tactic
from legendary_desktop.cards.noir import witnesses
from legendary_desktop.cards.noir.investigate import investigate
from legendary_desktop.cards.noir.rules import FREAK_SHOW, X_MEN_NOIR, freak_show_in_city, is_bystander
from legendary_desktop.engine import advice, hq, villain_deck
from legendary_desktop.engine.card import SPIDER_FRIENDS, X_MEN, Effect
from legendary_desktop.engine.choices import choose_card, choose_cards
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.decision import Decision
from legendary_desktop.engine.verbs import discard_from_hand, gain_wound, reveal_or_wound

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

SET = "noir"
SINISTER_SIX = "Sinister Six"
VP = 6

# ------------------------------------------------------------ Charles Xavier


def bystanders_in_hq_and_city(g: Game) -> int:
    """Bystanders held in the city (face up or hidden) and Hidden Witnesses on HQ Heroes."""
    held = g.held  # (written out: the Mastermind's Attack is asked at every main-phase decision)
    n = 0
    for occ in g.city:
        if occ is not None:
            n += len(occ.bystanders)
            if held and (piles := held.get(occ.card)):
                n += len(piles.get(witnesses.WITNESSES, ()))
    if held:
        for h in g.hq:
            if h is not None and (piles := held.get(h)):
                n += len(piles.get(witnesses.WITNESSES, ()))
    return n


def _xavier_strike(c: Ctx) -> Effect:
    """Four HQ Heroes each capture a Hidden Witness: with five, the active player picks the four."""
    g = c.g
    heroes = hq.heroes(g)
    chosen = yield from choose_cards(g, c.player, heroes, "Charles Xavier: which four HQ Heroes capture a Hidden "
                                     "Witness?", 4, 4, source="Charles Xavier")
    for h in chosen:
        witnesses.capture_hidden(g, h, 1)


def _xavier_strike_advice(g: Game, d: Decision) -> advice.Advice | None:
    """The computer's four: every HQ Hero but the dearest (a Hero holding a Hidden Witness can't be
    recruited until it is rescued for 2 Recruit, so the Hero the team most wants is the one left free)."""
    if d.min != 4 or any(o.card is None for o in d.options):
        return None
    free = max(d.options, key=lambda o: g.cards[o.card].cost if o.card is not None else 0)  # the first of equals
    picked = [o.label for o in d.options if o is not free][:4]
    cost = g.cards[free.card].cost if free.card is not None else 0
    return picked, f"{free.text} (cost {cost}), the dearest Hero in the HQ, stays free to recruit"


advice.register("Charles Xavier", _xavier_strike_advice)


def _x_con_men(c: Ctx) -> Effect:
    yield from reveal_or_wound(c.g, c.g.other_players(c.player), team=X_MEN)


def _commit_to_the_asylum(c: Ctx) -> Effect:
    g = c.g
    for other in g.other_players(c.player):
        found = yield from investigate(g, other, g.players[other].deck, lambda d: d.attack is not None,
                                       "a card with an Attack icon", owner=other, reveal=True,
                                       source="Commit to the Asylum")
        if found is not None:
            g.ko(found)


def _master_manipulator(c: Ctx) -> Effect:
    g = c.g

    def to_discard(found: int) -> None:
        g.limbo.remove(found)
        g.players[c.player].discard.append(found)
        g.log("gain", f"{g.players[c.player].name} puts {g.name(found)} into their discard pile.", found)

    yield from investigate(g, c.player, g.hero_deck, lambda d: d.team == X_MEN, "an X-Men card",
                           source="Master Manipulator", place=to_discard)
    if not g.hero_deck:
        g.deck_ran_out("Hero Deck")


def _corrupt_weak_minds(c: Ctx) -> Effect:
    g = c.g
    for other in g.other_players(c.player):
        p = g.players[other]
        held = [b for b in p.victory_pile if is_bystander(g.cards[b])]
        heroes = hq.heroes(g)
        if not held or not heroes:
            continue
        bystander = held[g.rng.randrange(len(held))]
        hero_card = yield from choose_card(g, other, heroes, f"{p.name}: put a random Bystander from your Victory "
                                           "Pile onto which HQ Hero as a Hidden Witness?",
                                           source="Corrupt Weak Minds")
        assert hero_card is not None
        witnesses.hide(g, hero_card, bystander)
        g.log("capture", f"{g.name(hero_card)} holds a Hidden Witness from {p.name}'s Victory Pile.", hero_card)


CHARLES_XAVIER = mastermind(
    "Charles Xavier, Professor of Crime", set=SET, attack=8, vp=VP, always_leads=X_MEN_NOIR,
    text="Charles Xavier gets +1 Attack for each Bystander in the HQ and the city. Master Strike: four Heroes "
    "in the HQ each capture a Hidden Witness.",
    strike=_xavier_strike,
    tactics=[
        tactic("Charles Xavier, Professor of Crime", "X-Con Men", set=SET, vp=VP,
               text="Fight: each other player reveals an X-Men Hero or gains a Wound.", fight=_x_con_men),
        tactic("Charles Xavier, Professor of Crime", "Commit to the Asylum", set=SET, vp=VP,
               text="Fight: each other player Investigates their deck for a card with an Attack icon and KOs it, "
               "revealing the cards they look at.", fight=_commit_to_the_asylum),
        tactic("Charles Xavier, Professor of Crime", "Master Manipulator", set=SET, vp=VP,
               text="Fight: Investigate the Hero Deck for an X-Men card and put it into your discard pile.",
               fight=_master_manipulator),
        tactic("Charles Xavier, Professor of Crime", "Corrupt Weak Minds", set=SET, vp=VP,
               text="Fight: each other player puts a random Bystander from their Victory Pile onto a Hero in the "
               "HQ as a Hidden Witness.", fight=_corrupt_weak_minds),
    ],
)
CHARLES_XAVIER.card.attack_bonus = lambda g, _card: bystanders_in_hq_and_city(g)
CHARLES_XAVIER.card.extra["star"] = True

# ------------------------------------------------------------------ The Goblin


def _goblin_setup(g: Game) -> None:
    witnesses.capture_hidden(g, g.mastermind_card, 2)


def _goblin_strike(c: Ctx) -> Effect:
    g = c.g
    for player in g.player_order():
        p = g.players[player]
        held = [b for b in p.victory_pile if is_bystander(g.cards[b])]
        if len(held) < 2:
            yield from gain_wound(g, player)
            continue
        for b in g.rng.sample(held, 2):
            witnesses.hide(g, g.mastermind_card, b)
        g.log("capture", f"Two random Bystanders from {p.name}'s Victory Pile become Hidden Witnesses held by "
              "The Goblin.", g.mastermind_card)


def _sinister_dreams(c: Ctx) -> Effect:
    g = c.g
    for other in g.other_players(c.player):
        if g.has_team(other, SINISTER_SIX) or g.has_team(other, SPIDER_FRIENDS):
            g.log("reveal", f"{g.players[other].name} reveals a Sinister Six or Spider Friends Hero.")
            continue
        yield from gain_wound(g, other)


def _blackmail_the_judges(c: Ctx) -> None:
    n = len(freak_show_in_city(c.g))
    witnesses.capture_hidden(c.g, c.g.mastermind_card, 2 * n)


def _carnival_of_carnage(c: Ctx) -> Effect:
    g = c.g
    n = len(freak_show_in_city(g))
    for other in g.other_players(c.player):
        yield from discard_from_hand(g, other, n, source="Carnival of Carnage")


def _blind_loyalty(c: Ctx) -> Effect:
    g = c.g
    deck = yield from villain_deck.choose_deck(g, c.player, "Blind Loyalty: investigate which Villain Deck?",
                                               source="Blind Loyalty")
    if deck is None:
        return

    def to_victory_pile(found: int) -> None:
        g.limbo.remove(found)
        g.players[c.player].victory_pile.append(found)
        g.log("gain", f"{g.players[c.player].name} puts {g.name(found)} into their Victory Pile.", found)

    yield from investigate(g, c.player, g.villain_decks[deck].cards,
                           lambda d: d.is_villain and d.group == FREAK_SHOW, "a Goblin's Freak Show Villain",
                           source="Blind Loyalty", place=to_victory_pile)


THE_GOBLIN = mastermind(
    "The Goblin, Underworld Boss", set=SET, attack=10, vp=VP, always_leads=FREAK_SHOW,
    text="Start of the game: The Goblin captures 2 Hidden Witnesses. Master Strike: two random Bystanders from "
    "each player's Victory Pile become Hidden Witnesses held by The Goblin; a player without two gains a Wound "
    "instead.",
    strike=_goblin_strike,
    on_setup=_goblin_setup,
    tactics=[
        tactic("The Goblin, Underworld Boss", "Sinister Dreams", set=SET, vp=VP,
               text="Fight: each other player reveals a Sinister Six or Spider Friends Hero or gains a Wound.",
               fight=_sinister_dreams),
        tactic("The Goblin, Underworld Boss", "Blackmail the Judges", set=SET, vp=VP,
               text="Fight: The Goblin captures 2 Hidden Witnesses for each Goblin's Freak Show Villain in the city.",
               fight=_blackmail_the_judges),
        tactic("The Goblin, Underworld Boss", "Carnival of Carnage", set=SET, vp=VP,
               text="Fight: each other player discards a card for each Goblin's Freak Show Villain in the city.",
               fight=_carnival_of_carnage),
        tactic("The Goblin, Underworld Boss", "Blind Loyalty", set=SET, vp=VP,
               text="Fight: Investigate the Villain Deck for a Goblin's Freak Show Villain and put it into your "
               "Victory Pile.", fight=_blind_loyalty),
    ],
)
THE_GOBLIN.card.extra["star"] = True
