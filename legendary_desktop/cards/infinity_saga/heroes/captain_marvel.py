"""Captain Marvel: she arrives for the Endgame (her Endgame abilities work like enemies')."""

from __future__ import annotations

from legendary_desktop.cards.dsl import hero
from legendary_desktop.cards.infinity_saga import endgame
from legendary_desktop.engine.card import AVENGERS, RANGED, STRENGTH
from legendary_desktop.engine.context import Ctx

SET = "infinity-saga"
CM = "Captain Marvel"


def recruit_to_attack(c: Ctx, amount: int) -> None:
    """"This card makes Attack instead of Recruit": the Recruit it made becomes Attack."""
    t = c.g.turn
    t.recruit -= amount
    t.recruit_made -= amount
    t.attack += amount


@hero(CM, "Infused By the Tesseract", set=SET, cost=3, classes=RANGED, team=AVENGERS, copies=3, recruit=1,
      attack="0+", text="Draw a card. Endgame: this card makes Attack instead of Recruit.")
def infused_by_the_tesseract(c: Ctx) -> None:
    c.g.draw(c.player)
    if endgame.is_endgame(c.g, heroes=True):
        recruit_to_attack(c, c.cdef.recruit or 0)


@hero(CM, "Return From the Stars", set=SET, cost=4, classes=STRENGTH, team=AVENGERS, copies=3, recruit="2+",
      attack="0+", text="Strength: +2 Recruit. Endgame: this card makes all Attack instead of Recruit.")
def return_from_the_stars(c: Ctx) -> None:
    made = c.cdef.recruit or 0
    if c.power(STRENGTH):
        c.add_recruit(2)
        made += 2
    if endgame.is_endgame(c.g, heroes=True):
        recruit_to_attack(c, made)


@hero(CM, "Turning Point", set=SET, cost=5, classes=STRENGTH | RANGED, team=AVENGERS, copies=3, attack="2+",
      text="For the rest of this turn it is the Endgame for your Hero cards. If it already was, +2 Attack.")
def turning_point(c: Ctx) -> None:
    if endgame.for_your_heroes(c.g):
        c.add_attack(2)


@hero(CM, "Dawning Hope", set=SET, cost=2, classes=RANGED, team=AVENGERS, copies=2,
      text="Draw a card; if you had already drawn any cards this turn, draw two cards instead.")
def dawning_hope(c: Ctx) -> None:
    c.g.draw(c.player, 2 if c.g.turn.drawn else 1)


@hero(CM, "Moment of Destiny", set=SET, cost=6, classes=STRENGTH, team=AVENGERS, copies=2, attack="4+",
      text="Ranged: +2 Attack.")
def moment_of_destiny(c: Ctx) -> None:
    if c.power(RANGED):
        c.add_attack(2)


@hero(CM, "Time to End It", set=SET, cost=8, classes=RANGED, team=AVENGERS, copies=1, attack="5+",
      text="+1 Attack for each other Ranged and/or Strength card you played this turn. Endgame: +2 for each "
      "instead.")
def time_to_end_it(c: Ctx) -> None:
    n = sum(1 for d in c.others_played() if d.classes & (RANGED | STRENGTH))
    c.add_attack(n * (2 if endgame.is_endgame(c.g, heroes=True) else 1))
