"""King Black Panther: the four Hero cards (14 copies), every one Multiclass."""

from __future__ import annotations

from legendary_desktop.cards.black_panther.keywords import (
    SET,
    WAKANDA,
    classes_you_have,
    gain_favor_or_spend,
    hero_ambush,
)
from legendary_desktop.cards.dsl import hero
from legendary_desktop.engine.card import COVERT, INSTINCT, RANGED, STRENGTH, TECH, Effect
from legendary_desktop.engine.choices import choose_one
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.verbs import rescue_bystanders

GROUP = "King Black Panther"


def _rescue(c: Ctx) -> None:
    rescue_bystanders(c.g, c.player)


def _plus_two_recruit(c: Ctx) -> None:
    c.add_recruit(2)


def _plus_two_attack(c: Ctx) -> None:
    c.add_attack(2)


def draw_or_ko_top(c: Ctx) -> Effect:
    """Look at the top card of your deck; draw it or KO it."""
    g = c.g
    top = g.top_of_deck(c.player, 1)
    if not top:
        return
    card = top[0]
    pick = yield from choose_one(g, c.player, f"{c.cdef.name}: the top card of your deck is {g.name(card)}",
                                 [("draw", f"Draw {g.name(card)}"), ("ko", f"KO {g.name(card)}")], c.cdef.name)
    if pick == "draw":
        g.draw(c.player, 1)
    else:
        g.ko(card)


def _per_class(c: Ctx, recruit: bool) -> None:
    n = classes_you_have(c.g, c.player).count
    c.add_attack(n)
    if recruit:
        c.add_recruit(n)


@hero(GROUP, "Unseen Protector", set=SET, cost=2, classes=INSTINCT | COVERT, team=WAKANDA, copies=5,
      recruit="1+",
      text="Heroes of Wakanda Ambush: rescue a Bystander. Gain the Throne's Favor; if you already have it, "
      "you may spend it for +2 Recruit.",
      on_arrive=hero_ambush(WAKANDA, "rescue a Bystander", _rescue))
def unseen_protector(c: Ctx) -> Effect:
    yield from gain_favor_or_spend(c, "get +2 Recruit", _plus_two_recruit)


# Classes from the text (Instinct and Tech; JSON: Instinct only). Its Favor line has no Superpower in the text
# (JSON: an Instinct Superpower); the insert is silent, so the text is followed.
@hero(GROUP, "Vibranium Claws", set=SET, cost=4, classes=INSTINCT | TECH, team=WAKANDA, copies=5, attack="2+",
      text="Instinct Ambush: +2 Attack. Gain the Throne's Favor; if you already have it, you may spend it "
      "for +2 Attack.",
      on_arrive=hero_ambush(INSTINCT, "you get +2 Attack", _plus_two_attack))
def vibranium_claws(c: Ctx) -> Effect:
    yield from gain_favor_or_spend(c, "get +2 Attack", _plus_two_attack)


@hero(GROUP, "Heart-Shaped Herb", set=SET, cost=5, classes=STRENGTH | COVERT, team=WAKANDA, copies=3, attack=3,
      text="Covert Ambush: look at the top card of your deck; draw it or KO it. Covert: gain the Throne's "
      "Favor; if you already have it, you may instead look at your top card and draw or KO it.",
      on_arrive=hero_ambush(COVERT, "look at the top card of your deck, then draw or KO it", draw_or_ko_top))
def heart_shaped_herb(c: Ctx) -> Effect:
    if c.power(COVERT):
        yield from gain_favor_or_spend(c, "look at the top card of your deck and draw or KO it", draw_or_ko_top)


@hero(GROUP, "Unite the Tribes of Wakanda", set=SET, cost=8, classes=STRENGTH | RANGED, team=WAKANDA, copies=1,
      recruit="0+", attack="5+",
      text="Heroes of Wakanda Ambush: +1 Attack for each Hero Class you have. Heroes of Wakanda: gain the "
      "Throne's Favor; if you already have it, you may spend it for +1 Recruit and +1 Attack for each Hero "
      "Class you have.",
      on_arrive=hero_ambush(WAKANDA, "+1 Attack for each Hero Class you have", lambda c: _per_class(c, False)))
def unite_the_tribes(c: Ctx) -> Effect:
    if c.teampower(WAKANDA):
        yield from gain_favor_or_spend(c, "get +1 Recruit and +1 Attack for each Hero Class you have",
                                       lambda c: _per_class(c, True))
