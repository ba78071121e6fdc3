"""Core set Schemes: setup changes, special rules, Twist effects and Evil Wins conditions."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.cards.dsl import scheme
from legendary_desktop.engine import attachments, city, hq, scheme_twist, villain_deck
from legendary_desktop.engine.actions import HERO_KINDS
from legendary_desktop.engine.card import TECH, Count, Effect, Kind
from legendary_desktop.engine.choices import choose_card
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.state import Occupant
from legendary_desktop.engine.status import register_role
from legendary_desktop.engine.values import Role
from legendary_desktop.engine.verbs import each_player_reveals_or_wound, gain_wounds

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

SET = "core"


def _eight(players: int) -> int:
    return 8


def _flag(g: Game) -> str | None:
    reason: str | None = g.state.get("evil_wins")
    return reason


# ------------------------------------------------------------ The Legacy Virus


_legacy_twist = each_player_reveals_or_wound(cls=TECH)


LEGACY_VIRUS = scheme(
    "The Legacy Virus", set=SET,
    text="Setup: 8 Twists; the Wound stack holds 6 Wounds per player. Twist: each player reveals a Tech Hero "
    "or gains a Wound. Evil Wins: when the Wound stack runs out.",
    twists=_eight, wounds_per_player=6, on_twist=_legacy_twist,
    evil_wins=lambda g: "The Wound stack ran out: the Legacy Virus spreads." if not g.wound_stack else None,
    evil_wins_progress=lambda g: f"Wounds left {len(g.wound_stack)}",
    evil_wins_counts=lambda g: (Count(len(g.wound_stack)),),
)

# --------------------------------------------------------- Midtown Bank Robbery


def _midtown_twist(c: Ctx) -> Effect:
    g = c.g
    bank = city.space_named(g, "Bank")
    if bank is not None and g.city[bank] is not None:
        city.capture_from_stack(g, bank, 2)
    yield from villain_deck.play_top(g)


def _bystander_bonus(g: Game, space: int | None, occ: Occupant) -> int:
    return len(occ.bystanders)


MIDTOWN_BANK_ROBBERY = scheme(
    "Midtown Bank Robbery", set=SET,
    text="Setup: 8 Twists; 12 Bystanders in the Villain Deck. Each Villain gets +1 Attack for each Bystander "
    "it holds. Twist: a Villain in the Bank captures two Bystanders, then play the top card of the Villain "
    "Deck. Evil Wins: when escaping Villains have carried away 8 Bystanders.",
    twists=_eight, bystanders=lambda players: 12, on_twist=_midtown_twist,
    villain_attack_bonus=_bystander_bonus,
    evil_wins=lambda g: "Escaping Villains carried away 8 Bystanders." if g.bystanders_carried_away >= 8 else None,
    evil_wins_progress=lambda g: f"Carried away {g.bystanders_carried_away} / 8",
    evil_wins_counts=lambda g: (Count(g.bystanders_carried_away, 8),),
)

# ------------------------------------------------ Negative Zone Prison Breakout


def _negative_zone_twist(c: Ctx) -> Effect:
    yield from villain_deck.play_top(c.g, 2)


NEGATIVE_ZONE_PRISON_BREAKOUT = scheme(
    "Negative Zone Prison Breakout", set=SET,
    text="Setup: 8 Twists; add an extra Henchman group. Twist: play the top two cards of the Villain Deck. "
    "Evil Wins: when 12 Villains have escaped.",
    twists=_eight, extra_henchmen=1, on_twist=_negative_zone_twist,
    evil_wins=lambda g: "12 Villains escaped the Negative Zone." if g.escaped_villains >= 12 else None,
    evil_wins_progress=lambda g: f"Escaped {g.escaped_villains} / 12",
    evil_wins_counts=lambda g: (Count(g.escaped_villains, 12),),
)

# ------------------------------------------------ Portals to the Dark Dimension


def _portals(g: Game) -> list[int]:
    portals: list[int] = g.state.setdefault("portals", [])
    return portals


def _portals_twist(c: Ctx) -> None:
    g = c.g
    scheme_twist.put_beside_scheme(g, c.card)  # the Twist itself is the Dark Portal
    n = c.index
    if n == 1:
        g.state["mastermind_portal"] = True
        g.log("scheme", f"A Dark Portal opens above {g.mm.name}: +1 Attack.")
    elif n <= 6:
        portals = _portals(g)
        for space in range(len(g.city) - 1, -1, -1):  # leftmost first: the Bridge
            if space not in portals:
                portals.append(space)
                g.log("scheme", f"A Dark Portal opens in the {g.city_names[space]}: Villains there get +1 Attack.")
                break
    else:
        g.state["evil_wins"] = "The seventh Dark Portal opened."


PORTALS_TO_THE_DARK_DIMENSION = scheme(
    "Portals to the Dark Dimension", set=SET,
    text="Setup: 7 Twists; each Twist is a Dark Portal. Twist 1: a Portal above the Mastermind gives it "
    "+1 Attack. Twists 2–6: a Portal in the leftmost city space without one gives Villains there +1 Attack. "
    "Twist 7: Evil Wins.",
    twists=lambda players: 7, on_twist=_portals_twist, evil_wins=_flag,
    villain_attack_bonus=lambda g, space, occ: 1 if space is not None and space in g.state.get("portals", ()) else 0,
    mastermind_attack_bonus=lambda g: 1 if g.state.get("mastermind_portal") else 0,
    evil_wins_progress=lambda g: f"Portals {g.twists_played} / 7",
    evil_wins_counts=lambda g: (Count(g.twists_played, 7),),
)

# ------------------------------------------------ Replace Earth's Leaders with Killbots


def _killbot_escape(g: Game, occ: Occupant) -> None:
    if g.cards[occ.card].kind is Kind.BYSTANDER:
        g.state["killbots_escaped"] = g.state.get("killbots_escaped", 0) + 1


def _killbots_twist(c: Ctx) -> None:
    scheme_twist.put_beside_scheme(c.g, c.card)
    c.g.log("scheme", f"Killbots now have {len(c.g.beside_scheme)} Attack.")


def _killbots_evil(g: Game) -> str | None:
    return "Five Killbots escaped." if g.state.get("killbots_escaped", 0) >= 5 else None


KILLBOT = Role("Killbot", lambda g, card: len(g.beside_scheme), kind=register_role(
    SET, "Killbot", "Killbot", "A Bystander acting as a Killbot Villain: its Attack is the number of Twists "
    "beside the Scheme. Defeat it to put it in your Victory Pile."))
SKRULL = register_role(SET, "Skrull", "Skrull", "A Hero acting as a Skrull Villain: its Attack is its cost +2. "
                       "Whoever defeats it gains the Hero (it goes to their discard pile).")

KILLBOTS = scheme(
    "Replace Earth's Leaders with Killbots", set=SET,
    text="Setup: 5 Twists, plus 3 Twists beside this Scheme; 18 Bystanders in the Villain Deck. Bystanders "
    "from the Villain Deck are Killbot Villains whose Attack is the number of Twists beside this Scheme. "
    "Twist: put it beside this Scheme. Evil Wins: when 5 Killbots have escaped.",
    twists=lambda players: 5, twists_beside_scheme=3, bystanders=lambda players: 18,
    on_twist=_killbots_twist, evil_wins=_killbots_evil,
    evil_wins_progress=lambda g: f"Killbots escaped {g.state.get('killbots_escaped', 0)} / 5",
    evil_wins_counts=lambda g: (Count(g.state.get("killbots_escaped", 0), 5),),
    as_villain=lambda g, card: KILLBOT if g.cards[card].kind is Kind.BYSTANDER else None,
    extra={"on_escape": _killbot_escape},
)

# --------------------------------------- Secret Invasion of the Skrull Shapeshifters


def _secret_invasion_twist(c: Ctx) -> Effect:
    g = c.g
    heroes = hq.heroes(g)
    if not heroes:
        return
    top = max(g.cards[h].cost for h in heroes)
    card = yield from choose_card(g, c.player, [h for h in heroes if g.cards[h].cost == top],
                                  "Secret Invasion: which highest-cost Hero becomes a Skrull?",
                                  source="Secret Invasion")
    assert card is not None
    hq.take(g, card)
    g.limbo.append(card)
    g.log("scheme", f"{g.name(card)} is revealed as a Skrull and moves into the Sewers.", card)
    yield from city.enter(g, card, role=_skrull(g, card))


def _skrull(g: Game, card: int) -> Role:
    """A Hero acting as a Skrull: its cost +2 Attack; whoever defeats it gains it."""
    return Role(f"{g.cards[card].name} (Skrull)", lambda g, c: g.cards[c].cost + 2, defeated_to="discard",
                kind=SKRULL)


def _heroes_escaped(g: Game) -> int:
    return city.escaped(g, HERO_KINDS)


SECRET_INVASION = scheme(
    "Secret Invasion of the Skrull Shapeshifters", set=SET,
    text="Setup: 8 Twists, 6 Heroes, the Skrull Villain group; 12 random Hero cards are shuffled into the "
    "Villain Deck. Heroes from the Villain Deck are Skrull Villains with Attack equal to their cost +2; "
    "defeat one and you gain it. Twist: the highest-cost Hero in the HQ moves into the Sewers as such a "
    "Skrull. Evil Wins: when 6 Heroes are in the Escaped Villains pile.",
    twists=_eight, heroes=lambda players: 6, required_villains=("Skrulls",), heroes_in_villain_deck=12,
    on_twist=_secret_invasion_twist,
    evil_wins=lambda g: "Six Skrull Heroes escaped." if _heroes_escaped(g) >= 6 else None,
    evil_wins_progress=lambda g: f"Heroes escaped {_heroes_escaped(g)} / 6",
    evil_wins_counts=lambda g: (Count(_heroes_escaped(g), 6),),
    as_villain=lambda g, card: _skrull(g, card) if g.cards[card].kind is Kind.HERO else None,
)

# ---------------------------------------------------------- Super Hero Civil War


def _civil_war_twist(c: Ctx) -> None:
    g = c.g
    for space, card in enumerate(g.hq):
        if card is not None:
            g.hq[space] = None
            if g.held.get(card):  # what a Hero held in the HQ (Hidden Witnesses) is KO'd with it
                attachments.settle_leaving(g, card)
            g.ko_pile.append(card)
            g.log("ko", f"{g.name(card)} is KO'd from the HQ.", card)
    for space in range(len(g.hq)):
        g.refill_hq(space)


SUPER_HERO_CIVIL_WAR = scheme(
    "Super Hero Civil War", set=SET,
    text="Setup: 8 Twists for 2–3 players, 5 for 4–5; with 2 players use only 4 Heroes. Twist: KO all the "
    "Heroes in the HQ. Evil Wins: when the Hero Deck runs out.",
    twists=lambda players: 8 if players <= 3 else 5,
    heroes=lambda players: 4 if players == 2 else (6 if players == 5 else 5),
    on_twist=_civil_war_twist,
    # The deck itself, not `g.ran_out`: the Villain Deck may have run out first, in the same turn.
    evil_wins=lambda g: "The Hero Deck ran out: the heroes are divided." if not g.hero_deck else None,
    evil_wins_progress=lambda g: f"Hero Deck {len(g.hero_deck)} left",
    evil_wins_counts=lambda g: (Count(len(g.hero_deck)),),
)

# ------------------------------------------------ Unleash the Power of the Cosmic Cube


def _cosmic_cube_twist(c: Ctx) -> Effect:
    g = c.g
    scheme_twist.put_beside_scheme(g, c.card)
    n = c.index
    if n in (5, 6):
        for player in g.player_order():
            yield from gain_wounds(g, player, 1)
    elif n == 7:
        for player in g.player_order():
            yield from gain_wounds(g, player, 3)
    elif n >= 8:
        g.state["evil_wins"] = "The Cosmic Cube's power is unleashed."


COSMIC_CUBE = scheme(
    "Unleash the Power of the Cosmic Cube", set=SET,
    text="Setup: 8 Twists. Twist: put it beside this Scheme. Twists 5–6: each player gains a Wound. "
    "Twist 7: each player gains three Wounds. Twist 8: Evil Wins.",
    twists=_eight, on_twist=_cosmic_cube_twist, evil_wins=_flag,
    evil_wins_progress=lambda g: f"Twists {g.twists_played} / 8",
    evil_wins_counts=lambda g: (Count(g.twists_played, 8),),
)
