"""Core set Masterminds: Dr. Doom, Loki, Magneto, Red Skull, with their Tactics."""

from __future__ import annotations

from legendary_desktop.cards.dsl import mastermind, tactic
from legendary_desktop.engine import fight, hq
from legendary_desktop.engine.card import HYDRA, RANGED, STRENGTH, TECH, X_MEN, Effect, Kind
from legendary_desktop.engine.choices import choose_card, choose_cards
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.verbs import (
    discard_card,
    discard_down_to,
    each_other_player_draws_or_discards,
    each_player_reveals_or_wound,
    hand_size_bonus,
    ko_from,
    rescue_bystanders,
    reveal_or_wound,
)

SET = "core"

# ------------------------------------------------------------------ Dr. Doom


def _doom_strike(c: Ctx) -> Effect:
    g = c.g
    for player in g.player_order():
        p = g.players[player]
        if len(p.hand) != 6:
            continue
        if g.has_class(player, TECH):
            g.log("reveal", f"{p.name} reveals a Tech Hero.")
            continue
        chosen = yield from choose_cards(
            g, player, list(p.hand), f"{p.name}: put 2 cards from your hand on top of your deck", 2, 2,
            source="Dr. Doom",
        )
        for card in chosen:
            p.hand.remove(card)
            p.deck.append(card)
        g.log("strike", f"{p.name} puts 2 cards back on top of their deck.")


def _dark_technology(c: Ctx) -> Effect:
    yield from hq.recruit_free(
        c.g, c.player, lambda d: d.is_hero and bool(d.classes & (TECH | RANGED)),
        "Dark Technology: you may recruit a Tech or Ranged Hero from the HQ for free", optional=True,
    )


def _monarchs_decree(c: Ctx) -> Effect:
    yield from each_other_player_draws_or_discards(c.g, c.player, "Monarch's Decree")


def _secrets_of_time_travel(c: Ctx) -> None:
    c.g.turn.extra_turn = True
    c.g.log("tactic", f"{c.g.players[c.player].name} will take another turn after this one.")


DR_DOOM = mastermind(
    "Dr. Doom", set=SET, attack=9, vp=5, always_leads="Doombot Legion", leads_henchmen=True,
    text="Master Strike: each player with exactly 6 cards in hand reveals a Tech Hero or puts 2 cards "
    "from their hand on top of their deck.",
    strike=_doom_strike,
    tactics=[
        tactic("Dr. Doom", "Dark Technology", set=SET, vp=5,
               text="Fight: you may recruit a Tech or Ranged Hero from the HQ for free.",
               fight=_dark_technology),
        tactic("Dr. Doom", "Monarch's Decree", set=SET, vp=5,
               text="Fight: choose one — each other player draws a card, or each other player discards a card.",
               fight=_monarchs_decree),
        tactic("Dr. Doom", "Secrets of Time Travel", set=SET, vp=5,
               text="Fight: take another turn after this one.", fight=_secrets_of_time_travel),
        tactic("Dr. Doom", "Treasures of Latveria", set=SET, vp=5,
               text="Fight: draw three extra cards when you draw your new hand at the end of this turn.",
               fight=lambda c: hand_size_bonus(c.g, 3)),
    ],
)

# ---------------------------------------------------------------------- Loki


_loki_strike = each_player_reveals_or_wound(cls=STRENGTH)


def _cruel_ruler(c: Ctx) -> Effect:
    yield from fight.defeat_for_free(c.g, c.player, lambda space, occ: True, False,
                                     "Cruel Ruler: defeat a Villain in the city for free", source="Cruel Ruler")


def _maniacal_tyrant(c: Ctx) -> Effect:
    p = c.g.players[c.player]
    yield from ko_from(c.g, c.player, [p.discard], 4, "Maniacal Tyrant: KO up to four cards from your discard pile",
                       low=0, source="Maniacal Tyrant")


def _vanishing_illusions(c: Ctx) -> Effect:
    g = c.g
    for other in g.other_players(c.player):
        p = g.players[other]
        yield from ko_from(g, other, [p.victory_pile], 1, f"{p.name}: KO a Villain from your Victory Pile",
                           which=lambda d: d.is_villain, source="Vanishing Illusions")


def _whispers_and_lies(c: Ctx) -> Effect:
    g = c.g
    for other in g.other_players(c.player):
        p = g.players[other]
        yield from ko_from(g, other, [p.victory_pile], 2, f"{p.name}: KO two Bystanders from your Victory Pile",
                           which=lambda d: d.kind is Kind.BYSTANDER, source="Whispers and Lies")


LOKI = mastermind(
    "Loki", set=SET, attack=10, vp=5, always_leads="Enemies of Asgard",
    text="Master Strike: each player reveals a Strength Hero or gains a Wound.",
    strike=_loki_strike,
    tactics=[
        tactic("Loki", "Cruel Ruler", set=SET, vp=5, text="Fight: defeat a Villain in the city for free.",
               fight=_cruel_ruler),
        tactic("Loki", "Maniacal Tyrant", set=SET, vp=5,
               text="Fight: KO up to four cards from your discard pile.", fight=_maniacal_tyrant),
        tactic("Loki", "Vanishing Illusions", set=SET, vp=5,
               text="Fight: each other player KOs a Villain from their Victory Pile.", fight=_vanishing_illusions),
        tactic("Loki", "Whispers and Lies", set=SET, vp=5,
               text="Fight: each other player KOs two Bystanders from their Victory Pile.", fight=_whispers_and_lies),
    ],
)

# ------------------------------------------------------------------- Magneto


def _magneto_strike(c: Ctx) -> Effect:
    g = c.g
    for player in g.player_order():
        if g.has_team(player, X_MEN):
            g.log("reveal", f"{g.players[player].name} reveals an X-Men Hero.")
            continue
        yield from discard_down_to(g, player, 4, source="Magneto")


def _bitter_captor(c: Ctx) -> Effect:
    yield from hq.recruit_free(c.g, c.player, lambda d: d.is_hero and d.team == X_MEN,
                               "Bitter Captor: recruit an X-Men Hero from the HQ for free", optional=False)


def _crushing_shockwave(c: Ctx) -> Effect:
    yield from reveal_or_wound(c.g, c.g.other_players(c.player), team=X_MEN, wounds=2)


def _electromagnetic_bubble(c: Ctx) -> Effect:
    g = c.g
    xmen = [h for h in g.your_heroes(c.player) if g.cards[h].team == X_MEN]
    card = yield from choose_card(g, c.player, xmen,
                                  "Electromagnetic Bubble: choose an X-Men Hero to keep as a seventh card",
                                  source="Electromagnetic Bubble")
    if card is not None:
        g.turn.notes.setdefault("keep", []).append(card)
        g.log("tactic", f"{g.name(card)} will be added to the next hand.", card)


def _xaviers_nemesis(c: Ctx) -> None:
    g = c.g
    n = sum(1 for h in g.your_heroes(c.player) if g.cards[h].team == X_MEN)
    rescue_bystanders(g, c.player, n)


MAGNETO = mastermind(
    "Magneto", set=SET, attack=8, vp=5, always_leads="Brotherhood",
    text="Master Strike: each player reveals an X-Men Hero or discards down to four cards.",
    strike=_magneto_strike,
    tactics=[
        tactic("Magneto", "Bitter Captor", set=SET, vp=5,
               text="Fight: recruit an X-Men Hero from the HQ for free.", fight=_bitter_captor),
        tactic("Magneto", "Crushing Shockwave", set=SET, vp=5,
               text="Fight: each other player reveals an X-Men Hero or gains two Wounds.", fight=_crushing_shockwave),
        tactic("Magneto", "Electromagnetic Bubble", set=SET, vp=5,
               text="Fight: choose one of your X-Men Heroes; it joins your next hand as a seventh card.",
               fight=_electromagnetic_bubble),
        tactic("Magneto", "Xavier's Nemesis", set=SET, vp=5,
               text="Fight: rescue a Bystander for each of your X-Men Heroes.", fight=_xaviers_nemesis),
    ],
)

# ----------------------------------------------------------------- Red Skull


def _red_skull_strike(c: Ctx) -> Effect:
    g = c.g
    for player in g.player_order():
        p = g.players[player]
        heroes = [h for h in p.hand if g.cards[h].is_hero]
        card = yield from choose_card(g, player, heroes, f"{p.name}: KO a Hero from your hand", source="Red Skull")
        if card is not None:
            g.ko(card)


def _hydra_conspiracy(c: Ctx) -> None:
    g = c.g
    hydra = sum(1 for v in g.players[c.player].victory_pile
                if g.cards[v].kind is Kind.VILLAIN and g.cards[v].group == HYDRA)
    g.draw(c.player, 2 + hydra)


def _ruthless_dictator(c: Ctx) -> Effect:
    g = c.g
    p = g.players[c.player]
    top = g.top_of_deck(c.player, 3)
    if not top:
        return
    for card in top:
        p.deck.remove(card)
    g.limbo += top
    ko = yield from choose_card(g, c.player, top, "Ruthless Dictator: KO one of these", source="Ruthless Dictator")
    rest = [x for x in top if x != ko]
    if ko is not None:
        g.ko(ko)
    dis = yield from choose_card(g, c.player, rest, "Ruthless Dictator: discard one of these",
                                 source="Ruthless Dictator")
    for card in rest:
        if card != dis:
            g.limbo.remove(card)
            p.deck.append(card)
    if dis is not None:
        yield from discard_card(g, c.player, dis)  # Unending Energy may come back to hand


RED_SKULL = mastermind(
    "Red Skull", set=SET, attack=7, vp=5, always_leads=HYDRA,
    text="Master Strike: each player KOs a Hero from their hand.",
    strike=_red_skull_strike,
    tactics=[
        tactic("Red Skull", "Endless Resources", set=SET, vp=5, text="Fight: +4 Recruit.",
               fight=lambda c: c.add_recruit(4)),
        tactic("Red Skull", "HYDRA Conspiracy", set=SET, vp=5,
               text="Fight: draw two cards, plus one more for each HYDRA Villain in your Victory Pile.",
               fight=_hydra_conspiracy),
        tactic("Red Skull", "Negablast Grenades", set=SET, vp=5, text="Fight: +3 Attack.",
               fight=lambda c: c.add_attack(3)),
        tactic("Red Skull", "Ruthless Dictator", set=SET, vp=5,
               text="Fight: look at the top three cards of your deck; KO one, discard one, put one back.",
               fight=_ruthless_dictator),
    ],
)

__all__ = ["DR_DOOM", "LOKI", "MAGNETO", "RED_SKULL"]
