"""The HQ: five face-up Heroes to recruit, refilled from the Hero Deck at once."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from legendary_desktop.engine import attachments, present, sets, values
from legendary_desktop.engine.card import CardDef, Effect
from legendary_desktop.engine.choices import choose_card

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game
    from legendary_desktop.engine.present import Needs


#: (game, HQ Hero card id) -> why it can't be recruited now, or None
RecruitRule = Callable[["Game", int], "str | None"]
#: set id -> rules that stop an HQ Hero being recruited (one holding Hidden Witnesses...)
RECRUIT_RULES: dict[str, list[RecruitRule]] = sets.declarations("recruit rules")


def register_recruit_rule(set_id: str, rule: RecruitRule, needs: Needs | None = None) -> RecruitRule:
    RECRUIT_RULES.setdefault(set_id, []).append(rule)
    present.note(rule, needs)
    return rule


def recruit_blocked(g: Game, card: int) -> str | None:
    for rule in g.recruit_rules:
        why = rule(g, card)
        if why:
            return why
    return None


#: Turn note: "the next Hero you recruit this turn goes on top of your deck" (Balancing Act)
NEXT_RECRUIT_TO_DECK = "next_recruit_to_deck"


def heroes(g: Game) -> list[int]:
    return [c for c in g.hq if c is not None]


def slot_of(g: Game, card: int) -> int:
    return g.hq.index(card)


def take(g: Game, card: int) -> None:
    """Take a Hero out of the HQ and refill its space."""
    space = slot_of(g, card)
    g.hq[space] = None
    if g.held.get(card):  # a Hero leaving the HQ takes nothing with it: what it held is KO'd...
        # ...except piles the Scheme deals with after the step (Poison Lakes' Wounds go to players)
        keep = {name: g.held[card].pop(name) for name in g.scheme.extra.get("hq_leaving_keeps", ())
                if name in g.held[card]}
        attachments.settle_leaving(g, card, "left_hq")
        if keep:
            g.held[card] = keep
    g.refill_hq(space)


def ko_from_hq(g: Game, card: int) -> None:
    take(g, card)
    g.ko_pile.append(card)
    g.turn.heroes_koed += 1
    g.log("ko", f"{g.name(card)} is KO'd from the HQ.", card)


def ko_cheap_hero(g: Game) -> Effect:
    """Escape penalty: the active player KOs a Hero costing 6 or less from the HQ."""
    cheap = [c for c in heroes(g) if g.cards[c].cost <= 6]
    card = yield from choose_card(
        g, g.active, cheap, "A Villain escaped: KO a Hero costing 6 or less from the HQ", source="Escape"
    )
    if card is not None:
        ko_from_hq(g, card)


def recruit(g: Game, player: int, card: int, free: bool = False, to: str = "discard") -> None:
    """Recruit a Hero from the HQ: pay its cost (unless free), gain it, refill."""
    cost = values.hero_cost(g, card)
    if not free:
        g.turn.recruit -= cost
    take(g, card)
    p = g.players[player]
    to = recruit_destination(g, player, to)
    {"discard": p.discard, "hand": p.hand, "deck": p.deck}[to].append(card)
    if player == g.active:
        g.turn.recruited = True
        g.turn.hq_recruits += 1
    g.log("recruit", f"{p.name} recruits {g.name(card)}" + (" for free." if free else "."), card)


def recruit_destination(g: Game, player: int, to: str) -> str:
    """Where a Hero the player recruits goes: the top of the deck once after "the next Hero you recruit"."""
    if player == g.active and to == "discard" and g.turn.notes.pop(NEXT_RECRUIT_TO_DECK, False):
        g.log("recruit", "It goes on top of the deck.")
        return "deck"
    return to


def gain_from_hq(g: Game, player: int, card: int, to: str = "discard") -> None:
    """A player gains a Hero from the HQ without recruiting it (e.g. Paibok); the HQ refills."""
    take(g, card)
    p = g.players[player]
    {"discard": p.discard, "hand": p.hand, "deck": p.deck}[to].append(card)
    g.log("gain", f"{p.name} gains {g.name(card)} from the HQ.", card)


def recruit_free(g: Game, player: int, which: Callable[[CardDef], bool], prompt: str, optional: bool) -> Effect:
    """Recruit a Hero matching `which` from the HQ for free (Tactics such as Bitter Captor)."""
    options = [c for c in heroes(g) if which(g.cards[c]) and recruit_blocked(g, c) is None]
    card = yield from choose_card(g, player, options, prompt, optional=optional)
    if card is not None:
        recruit(g, player, card, free=True)
