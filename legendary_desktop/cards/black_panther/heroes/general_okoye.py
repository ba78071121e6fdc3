"""General Okoye: the four Hero cards (14 copies)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.cards.black_panther.keywords import SET, WAKANDA, hero_ambush, wound_a_villain
from legendary_desktop.cards.dsl import hero
from legendary_desktop.engine import advice
from legendary_desktop.engine.card import COVERT, INSTINCT, SHIELD, STRENGTH, Effect, Kind
from legendary_desktop.engine.choices import choose_card, choose_one, may
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.decision import Decision
from legendary_desktop.engine.verbs import gain_officer, gain_wound

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

GROUP = "General Okoye"


def _draw(c: Ctx) -> None:
    c.g.draw(c.player, 1)


@hero(GROUP, "To My Last Breath", set=SET, cost=3, classes=INSTINCT, team=WAKANDA, copies=5, attack="2+",
      text="Instinct Ambush: draw a card. Instinct: you may draw a card and get +1 Attack; if you do, gain a Wound.",
      on_arrive=hero_ambush(INSTINCT, "draw a card", _draw))
def to_my_last_breath(c: Ctx) -> Effect:
    if not c.power(INSTINCT):
        return
    if (yield from may(c.g, c.player, "To My Last Breath: draw a card and get +1 Attack, then gain a Wound?",
                       "To My Last Breath")):
        c.g.draw(c.player, 1)
        c.add_attack(1)
        yield from gain_wound(c.g, c.player)


def ko_for_attack(c: Ctx, which: str) -> Effect:
    """"KO a <S.H.I.E.L.D. kind> or Wound from your hand or discard pile to get +2 Attack". Returns whether done."""
    g = c.g
    p = g.players[c.player]

    def fits(card: int) -> bool:
        d = g.cards[card]
        if d.kind is Kind.WOUND:
            return True
        return d.kind is Kind.OFFICER if which == "officer" else d.team == SHIELD and d.is_hero

    cards = [x for x in p.hand + p.discard if fits(x)]
    card = yield from choose_card(g, c.player, cards, f"{c.cdef.name}: you may KO a card for +2 Attack",
                                  optional=True, source=c.cdef.name)
    if card is None:
        return False
    g.ko(card)
    c.add_attack(2)
    return True


@hero(GROUP, "Lead the Dora Milaje", set=SET, cost=4, classes=STRENGTH | INSTINCT, team=WAKANDA, copies=5,
      attack="2+",
      text="You may gain a S.H.I.E.L.D. Officer. Strength: instead, you may KO a S.H.I.E.L.D. Officer or a "
      "Wound from your hand or discard pile to get +2 Attack.")
def lead_the_dora_milaje(c: Ctx) -> Effect:
    g = c.g
    choices = [("officer", "Gain a S.H.I.E.L.D. Officer")] if g.officer_stack else []
    if c.power(STRENGTH):
        choices.append(("ko", "Instead, KO an Officer or Wound from your hand or discard pile for +2 Attack"))
    choices.append(("none", "Neither"))
    pick = yield from choose_one(g, c.player, "Lead the Dora Milaje: choose", choices, "Lead the Dora Milaje")
    if pick == "officer":
        gain_officer(g, c.player)
    elif pick == "ko":
        yield from ko_for_attack(c, "officer")


def _dora_milaje_advice(g: Game, d: Decision) -> advice.Advice | None:
    """The computer's choice: KO a Wound for +2 Attack when one is in your hand or discard pile (the
    Wound goes and the Attack comes); else gain the Officer (2 Recruit, better than a starter); an Officer
    is not KO'd for Attack."""
    labels = set(d.labels)
    if not labels <= {"officer", "ko", "none"}:
        return None
    p = g.players[d.player]
    if "ko" in labels and any(g.cards[c].kind is Kind.WOUND for c in (*p.hand, *p.discard)):
        return "ko", "KO a Wound: one fewer in your deck and +2 Attack now"
    if "officer" in labels:
        return "officer", "a S.H.I.E.L.D. Officer gives 2 Recruit, more than any starting card"
    return "none", "no Wound to KO and no Officer left to gain"


advice.register("Lead the Dora Milaje", _dora_milaje_advice)


def _bodyguard(g: Game, owner: int, card: int, subject: int) -> Effect:
    """Once per turn, when a player gains a Wound: return it, draw a card, Wound a Villain."""
    key = f"sovereign_bodyguard:{owner}"
    if g.turn.notes.get(key):
        return False
    who = g.players[subject].name
    if not (yield from may(g, owner, f"Sovereign Bodyguard: {who} would gain a Wound. Reveal this to return it "
                                     "to the Wound Stack, draw a card and Wound a Villain?", "Sovereign Bodyguard")):
        return False
    g.turn.notes[key] = True
    g.log("reveal", f"{g.players[owner].name} reveals Sovereign Bodyguard: the Wound goes back.", card)
    g.draw(owner, 1)
    yield from wound_a_villain(g, owner, "Sovereign Bodyguard")
    return True


@hero(GROUP, "Sovereign Bodyguard", set=SET, cost=5, classes=STRENGTH, team=WAKANDA, copies=3, attack=3,
      text="Once per turn, when any player gains a Wound, you may reveal this card from your hand to return "
      "that Wound to the Wound Stack, draw a card, and Wound a Villain.",
      reactions={"gain_wound": _bodyguard})
def sovereign_bodyguard(c: Ctx) -> None:
    return None


@hero(GROUP, "Direct the Agents of Wakanda", set=SET, cost=7, classes=COVERT, team=WAKANDA, copies=1, attack="4+",
      text="Heroes of Wakanda: you may KO a S.H.I.E.L.D. Hero or a Wound from your hand or discard pile to get "
      "+2 Attack.")
def direct_the_agents(c: Ctx) -> Effect:
    if c.teampower(WAKANDA):
        yield from ko_for_attack(c, "shield")
