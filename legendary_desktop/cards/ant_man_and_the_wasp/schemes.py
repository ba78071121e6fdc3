"""Ant-Man and the Wasp Schemes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.cards.ant_man_and_the_wasp.keywords import (
    SET,
    can_pay,
    fightable_elsewhere,
    pay_recruit,
    printed_size_changing,
)
from legendary_desktop.cards.dsl import scheme
from legendary_desktop.engine import attachments, fight, present, values, villain_deck
from legendary_desktop.engine.actions import ActionKind, register_action
from legendary_desktop.engine.card import CardDef, Count, Effect, run
from legendary_desktop.engine.choices import choose_cards, choose_one, choose_player
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.decision import Option
from legendary_desktop.engine.state import Occupant

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

# ----------------------------------------------------- Auction Shrink Tech to Highest Bidder

AUCTION = "Auction Shrink Tech to Highest Bidder"
BIDS = "Hostile Bids"
OFFER = "Shrink Tech on Offer"
CONTROLLED = "Controlled by Arms Dealers"


def shrink_tech(g: Game) -> list[int]:
    return [x for name, pile in attachments.piles(g, g.scheme_card).items() if name.startswith("Set aside: ")
            for x in pile]


def _offer_lapses(g: Game) -> None:
    for card in list(attachments.pile(g, g.scheme_card, OFFER)):
        attachments.attach(g, g.scheme_card, CONTROLLED, card)
        g.log("scheme", f"Nobody bought {g.name(card)}: it is Controlled by Arms Dealers.", card)


def _auction_twist(c: Ctx) -> None:
    g = c.g
    attachments.attach(g, g.scheme_card, BIDS, c.card)
    tech = shrink_tech(g)
    if not tech:
        return
    card = g.rng.choice(tech)
    attachments.attach(g, g.scheme_card, OFFER, card)
    g.log("scheme", f"Shrink Tech up for auction: {g.name(card)}.", card)
    if _offer_lapses not in g.turn.at_end:
        g.turn.at_end.append(_offer_lapses)


def bid_price(g: Game, card: int) -> int:
    return values.hero_cost(g, card) + len(attachments.pile(g, g.scheme_card, BIDS))


def _bid_options(g: Game) -> list[Option]:
    if g.turn.healed:
        return []
    return [Option(f"bid:{x}", f"Recruit the Shrink Tech {g.name(x)} ({bid_price(g, x)})", x)
            for x in attachments.pile(g, g.scheme_card, OFFER) if can_pay(g, x, bid_price(g, x))]


def _win_bid(g: Game, option: Option) -> Effect:
    card = option.card
    assert card is not None
    pay_recruit(g, card, bid_price(g, card))
    what = yield from choose_one(g, g.active, f"{g.name(card)}: KO it or choose a player to gain it?",
                                 [("ko", "KO it"), ("gain", "A player gains it")], source=AUCTION)
    if what == "ko":
        g.ko(card)
    else:
        who = yield from choose_player(g, g.active, f"Who gains {g.name(card)}?", source=AUCTION)
        g.gain(who, card)


register_action(SET, ActionKind("bid", _bid_options, _win_bid, while_beside_scheme=OFFER), needs=present.named(AUCTION))


def _shrinks(cards: list[CardDef]) -> bool:
    return any(printed_size_changing(c) for c in cards)


AUCTION_SCHEME = scheme(
    AUCTION, set=SET,
    text="Setup: 11 Twists. Set aside all 14 cards of an extra Hero with Size-Changing cards as Shrink Tech. Twist: "
    "stack it as a Hostile Bid; reveal a random Shrink Tech Hero. This turn you may recruit it for 1 Recruit more "
    "per Hostile Bid; then KO it or choose a player to gain it. Unbought by the end of the turn, it is Controlled by "
    "Arms Dealers. Evil Wins: when 8 Shrink Tech cards are Controlled by Arms Dealers.",
    twists=lambda n: 11, on_twist=_auction_twist, extra_heroes=1, extra_hero_ok=_shrinks,
    extra={"set_aside_as": "Shrink Tech"},
    evil_wins=lambda g: "Arms Dealers control 8 Shrink Tech cards." if len(
        attachments.pile(g, g.scheme_card, CONTROLLED)) >= 8 else None,
    evil_wins_progress=lambda g: f"Controlled {len(attachments.pile(g, g.scheme_card, CONTROLLED))} / 8",
    evil_wins_counts=lambda g: (Count(len(attachments.pile(g, g.scheme_card, CONTROLLED)), 8),),
)

# -------------------------------------------------------- Escape an Imprisoning Dimension

ESCAPE = "Escape an Imprisoning Dimension"
ROUTES = "Discovered Escape Routes"
SEAL = "Seal: "
MASTERMIND_SPACE = "Mastermind"


def seals(g: Game) -> dict[str, list[int]]:
    return {n[len(SEAL):]: p for n, p in attachments.piles(g, g.scheme_card).items() if n.startswith(SEAL) and p}


def _seal_options(g: Game) -> list[Option]:
    if g.scheme.name != ESCAPE or not g.wound_stack:
        return []
    if fight.available_attack(g) < 1:
        return []
    sealed = seals(g)
    return [Option(f"seal:{name}", f"Spend 1 Attack to Seal the {name}")
            for name in [*g.city_names, MASTERMIND_SPACE] if name not in sealed]


def _seal(g: Game, option: Option) -> None:
    name = option.label.partition(":")[2]
    fight.pay_attack(g, 1)
    attachments.attach(g, g.scheme_card, SEAL + name, g.wound_stack[-1])
    g.log("seal", f"{g.players[g.active].name} seals the {name}.")


register_action(SET, ActionKind("seal", _seal_options, _seal), needs=present.named(ESCAPE))


def _escape_twist(c: Ctx) -> Effect:
    g = c.g
    sealed = seals(g)
    open_spaces = [g.city_names[i] for i, occ in enumerate(g.city) if occ is not None and g.city_names[i] not in sealed]
    if MASTERMIND_SPACE not in sealed:
        open_spaces.append(MASTERMIND_SPACE)
    if open_spaces:
        attachments.attach(g, g.mastermind_card, ROUTES, c.card)
        g.log("scheme", f"An Escape Route is discovered (through the {open_spaces[0]}).", c.card)
        return
    wounds = [x for pile in sealed.values() for x in pile]
    back = yield from choose_cards(g, c.player, wounds, "Return 3 Seals to the Wound Stack", 3, 3, source=ESCAPE)
    for x in back:
        g.remove(x)
        g.wound_stack.append(x)
    g.remove(c.card)
    g.villain_deck.append(c.card)
    g.shuffle(g.villain_deck)
    g.log("scheme", "Every way out is sealed: 3 Seals break and the Twist is shuffled back into the Villain Deck.")
    yield from villain_deck.play_top(g)


ESCAPE_SCHEME = scheme(
    ESCAPE, set=SET,
    text="Setup: 5 Twists. During your turn, any number of times, you may spend 1 Attack to Seal an unsealed city "
    "space or the Mastermind space with a Wound from the Wound Stack. Twist: if any city space with a Villain, or the "
    "Mastermind space, is unsealed, stack this Twist by the Mastermind as a Discovered Escape Route. Otherwise return "
    "3 Seals to the Wound Stack, shuffle this Twist into the Villain Deck and play another card. Evil Wins: when 3 "
    "Escape Routes have been discovered.",
    twists=lambda n: 5, on_twist=_escape_twist,
    evil_wins=lambda g: "Three Escape Routes have been discovered." if len(
        attachments.pile(g, g.mastermind_card, ROUTES)) >= 3 else None,
    evil_wins_progress=lambda g: f"Escape Routes {len(attachments.pile(g, g.mastermind_card, ROUTES))} / 3",
    evil_wins_counts=lambda g: (Count(len(attachments.pile(g, g.mastermind_card, ROUTES)), 3),),
)

# ------------------------------------------------------------------ Safeguard Dark Secrets

SECRETS = "Secrets"


def _secrets_twist(c: Ctx) -> Effect:
    g = c.g
    attachments.attach(g, g.mastermind_card, SECRETS, c.card)
    g.log("scheme", "The Mastermind guards another Secret.", c.card)
    g.check_evil_wins()
    if g.outcome is None:
        yield from villain_deck.play_top(g)


def _secrets_heist(c: Ctx) -> None:
    g = c.g
    c.add_recruit(1)
    secrets = attachments.pile(g, g.mastermind_card, SECRETS)
    if secrets:
        secret = secrets[-1]
        g.remove(secret)
        g.villain_deck.append(secret)
        g.shuffle(g.villain_deck)
        g.log("heist", "A Secret is shuffled back into the Villain Deck.", secret)


SAFEGUARD_SCHEME = scheme(
    "Safeguard Dark Secrets", set=SET,
    text="Setup: 5 Twists. Twist: stack it by the Mastermind as a Secret, then play another card from the Villain "
    "Deck. You have the ability \"Heist: +1 Recruit. Shuffle a Secret from next to the Mastermind into the Villain "
    "Deck.\" Evil Wins: when the Mastermind has 5 Secrets.",
    twists=lambda n: 5, on_twist=_secrets_twist, extra={"heist": _secrets_heist},
    evil_wins=lambda g: "The Mastermind keeps 5 Secrets." if len(
        attachments.pile(g, g.mastermind_card, SECRETS)) >= 5 else None,
    evil_wins_progress=lambda g: f"Secrets {len(attachments.pile(g, g.mastermind_card, SECRETS))} / 5",
    evil_wins_counts=lambda g: (Count(len(attachments.pile(g, g.mastermind_card, SECRETS)), 5),),
)

# ------------------------------------------------------ Siphon Energy from the Quantum Realm

SIPHON = "Siphon Energy from the Quantum Realm"
REALM = "Quantum Realm"
SIPHONS = "Quantum Siphons"
ON_SIPHONS = "On the Siphons"


def _siphon_setup(g: Game) -> None:
    pile = attachments.pile(g, g.scheme_card, REALM)
    for card in [x for x in pile if g.cards[x].extra.get("ambush_scheme")]:
        pile.remove(card)
        g.villain_deck.append(card)
    g.shuffle(g.villain_deck)


def _siphon_twist(c: Ctx) -> Effect:
    g = c.g
    attachments.attach(g, g.mastermind_card, SIPHONS, c.card)
    old = list(attachments.pile(g, g.mastermind_card, ON_SIPHONS))
    realm = [x for x in attachments.pile(g, g.scheme_card, REALM) if g.cards[x].is_villain]
    if realm:
        card = g.rng.choice(realm)
        attachments.attach(g, g.mastermind_card, ON_SIPHONS, card)
        g.log("scheme", f"{g.name(card)} is drawn onto the Quantum Siphons.", card)
        cdef = g.cards[card]
        if cdef.on_ambush is not None:
            yield from run(cdef.on_ambush(Ctx(g, g.active, card, cdef, space=None, occupant=Occupant(card))))
    for card in old:
        if card in attachments.pile(g, g.mastermind_card, ON_SIPHONS):
            attachments.settle_leaving(g, card)
            g.ko(card)
            g.state["siphon_kos"] = g.state.get("siphon_kos", 0) + 1


def on_siphons(g: Game) -> list[int]:
    return list(attachments.pile(g, g.mastermind_card, ON_SIPHONS)) if g.scheme.name == SIPHON else []


fightable_elsewhere(on_siphons, present.named(SIPHON))


def _siphon_attack(g: Game, card: int, space: int | None, fighting: bool) -> tuple[str, int] | None:
    if space is None and g.scheme.name == SIPHON and card in on_siphons(g):
        n = len(attachments.pile(g, g.mastermind_card, SIPHONS)) // 2
        return ("Quantum Siphons", n) if n else None
    return None


values.register_attack_modifier(SET, _siphon_attack, needs=present.named(SIPHON))


def _siphon_evil(g: Game) -> str | None:
    if g.state.get("siphon_kos", 0) >= 4:
        return "Four Quantum Realm Villains have been drained on the Siphons."
    if len(attachments.pile(g, g.mastermind_card, SIPHONS)) >= 9:
        return "Nine Quantum Siphons drain the Quantum Realm."
    return None


SIPHON_SCHEME = scheme(
    SIPHON, set=SET,
    text="Setup: 9 Twists. Set aside the Quantum Realm Villain group; shuffle its Ambush Scheme into the Villain Deck. "
    "You may fight Villains on the Quantum Siphons; they get +1 Attack for each two Siphons. Twist: stack it by the "
    "Mastermind as a Quantum Siphon. Put a random set-aside Quantum Realm Villain on the Siphons and do its Ambush; "
    "KO any Quantum Realm Villain that was already there. Evil Wins: when 4 Quantum Realm Villains have been KO'd or "
    "there are 9 Siphons.",
    twists=lambda n: 9, on_twist=_siphon_twist, set_aside_villains=(REALM,), on_setup=_siphon_setup,
    evil_wins=_siphon_evil,
    evil_wins_progress=lambda g: f"KO'd {g.state.get('siphon_kos', 0)} / 4, Siphons "
    f"{len(attachments.pile(g, g.mastermind_card, SIPHONS))} / 9",
    evil_wins_counts=lambda g: (Count(g.state.get("siphon_kos", 0), 4),
                                Count(len(attachments.pile(g, g.mastermind_card, SIPHONS)), 9)),
)
