"""Cross Technologies: Villains and the Ambush Scheme Take Over Pym Technologies."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.cards.ant_man_and_the_wasp.keywords import (
    SET,
    add_restricted_recruit,
    ambush_in_play,
    ambush_scheme,
    end_ambush_scheme,
    has_size_changing,
)
from legendary_desktop.cards.dsl import villain
from legendary_desktop.engine import attachments, mastermind, present
from legendary_desktop.engine.actions import ActionKind, register_action
from legendary_desktop.engine.card import INSTINCT, TECH, Effect
from legendary_desktop.engine.choices import choose_card
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.decision import Option
from legendary_desktop.engine.scheme_twist import OTHER_SCHEMES
from legendary_desktop.engine.state import Occupant
from legendary_desktop.engine.verbs import (
    discard_card,
    each_player_discards,
    each_player_reveals_or_wound,
    ko_your_heroes,
)

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

GROUP = "Cross Technologies"


def _ko_one(c: Ctx) -> Effect:
    yield from ko_your_heroes(c.g, c.player, 1, source=c.cdef.name)


def _security_escape(c: Ctx) -> Effect:
    if mastermind.other_side_up(c.g):
        yield from each_player_discards(c.g, 1, source=c.cdef.name)


def _security_bonus(g: Game, occ: Occupant) -> int:
    return 2 if mastermind.other_side_up(g) else 0


CROSS_SECURITY_DETAIL = villain(GROUP, "Cross' Security Detail", set=SET, attack="5+", vp=4, copies=2,
                                text="While the back side of a Mastermind is face up: +2 Attack and \"Escape: each "
                                "player discards a card.\" Fight: KO one of your Heroes.",
                                fight=_ko_one, escape=_security_escape, attack_bonus=_security_bonus)


def _with_attack_icon(g: Game, card: int) -> bool:
    return g.cards[card].attack is not None


def _arms_dealer(c: Ctx) -> None:
    add_restricted_recruit(c.g, 2, _with_attack_icon, "to recruit Heroes with an Attack icon")


HYDRA_ARMS_DEALER = villain(GROUP, "Hydra Arms Dealer", set=SET, attack=4, vp=2, copies=2,
                            text="Fight: +2 Recruit, usable only to recruit Heroes with an Attack icon.",
                            fight=_arms_dealer)


def _shrinksperiments(c: Ctx) -> Effect:
    g = c.g
    heroes = [h for h in g.hq if h is not None]
    pick = yield from choose_card(g, c.player, heroes, "Shrinksperiments: a Hero in the HQ becomes Size-Changing Tech",
                                  source=c.cdef.name)
    if pick is not None:
        g.turn.notes.setdefault("sizes", {})[pick] = {TECH: 1}
        g.log("fight", f"{g.name(pick)} now has Size-Changing Tech (and no other) this turn.", pick)


SHRINKSPERIMENTS = villain(GROUP, "Shrinksperiments", set=SET, attack=6, vp=3, copies=2, size_changing={TECH: 1},
                           text="Size-Changing Tech. Fight: a Hero in the HQ loses all Size-Changing abilities, then "
                           "gains Size-Changing Tech this turn.", fight=_shrinksperiments)

PYM = "Take Over Pym Technologies"
SCIENTISTS = "Pym Tech Scientists"


def _capture_scientists(g: Game, scheme: int, n: int) -> None:
    for _ in range(n):
        if g.bystander_stack:
            attachments.attach(g, scheme, SCIENTISTS, g.bystander_stack[-1])


def _pym_ambush(c: Ctx) -> None:
    _capture_scientists(c.g, c.card, len(c.g.players) + 1)


def _pym_twist(c: Ctx) -> Effect:
    g = c.g
    _capture_scientists(g, c.card, 1)
    if len(attachments.pile(g, c.card, SCIENTISTS)) >= 3:
        yield from each_player_discards(g, 1, source=PYM)


TAKE_OVER_PYM_TECHNOLOGIES = ambush_scheme(
    GROUP, PYM, vp=2,
    text="Ambush: this Scheme captures Bystanders equal to the number of players plus 1 as Pym Tech Scientists. "
    "Once per turn you may pay 3 Recruit or discard a card with Size-Changing: rescue a Scientist and draw a card; "
    "rescuing the last defeats this Scheme. Twist: it captures another Scientist; then with 3 or more, each player "
    "discards a card.", ambush=_pym_ambush, twist=_pym_twist)


def _scientist_options(g: Game) -> list[Option]:
    scheme = ambush_in_play(g, PYM)
    if scheme is None or g.turn.notes.get("scientist") or not attachments.pile(g, scheme, SCIENTISTS):
        return []
    out = []
    if g.turn.recruit >= 3:
        out.append(Option("scientist:pay", "Pay 3 Recruit: rescue a Pym Tech Scientist and draw a card"))
    for c in g.players[g.active].hand:
        if has_size_changing(g, c):
            out.append(Option(f"scientist:{c}", f"Discard {g.name(c)}: rescue a Pym Tech Scientist and draw", c))
    return out


def _rescue_scientist(g: Game, option: Option) -> Effect:
    scheme = ambush_in_play(g, PYM)
    assert scheme is not None
    g.turn.notes["scientist"] = True
    if option.card is None:
        g.turn.recruit -= 3
    else:
        yield from discard_card(g, g.active, option.card)
    scientists = attachments.pile(g, scheme, SCIENTISTS)
    bystander = scientists[-1]
    g.remove(bystander)
    g.players[g.active].victory_pile.append(bystander)
    g.arrive("rescue", bystander)
    g.log("rescue", f"{g.players[g.active].name} rescues a Pym Tech Scientist.", bystander)
    g.draw(g.active)
    if not scientists:
        end_ambush_scheme(g, scheme, defeated=True)


register_action(SET, ActionKind("scientist", _scientist_options, _rescue_scientist,
                                    while_beside_scheme=OTHER_SCHEMES), needs=present.named(PYM))

_reveal_instinct = each_player_reveals_or_wound(cls=INSTINCT)

YELLOWJACKET_PROTOTYPE = villain(GROUP, "Yellowjacket Prototype", set=SET, attack=9, vp=5, copies=1,
                                 size_changing={INSTINCT: 4},
                                 text="Microscopic Size-Changing Instinct ×4. Ambush: each player reveals an Instinct "
                                 "Hero or gains a Wound. Escape: the same.",
                                 ambush=_reveal_instinct, escape=_reveal_instinct)
