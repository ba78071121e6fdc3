"""Cards every game uses: S.H.I.E.L.D. starters and Officers, Bystanders, Wounds, Twists, Strikes."""

from __future__ import annotations

from legendary_desktop.cards.dsl import generic
from legendary_desktop.engine.card import SHIELD, HeroClass, Kind

SET = "core"

AGENT = generic(Kind.STARTER, "S.H.I.E.L.D. Agent", set=SET, copies=8, recruit=1, team=SHIELD,
                classes=HeroClass.GREY, text="")
TROOPER = generic(Kind.STARTER, "S.H.I.E.L.D. Trooper", set=SET, copies=4, attack=1, team=SHIELD,
                  classes=HeroClass.GREY, text="")
OFFICER = generic(Kind.OFFICER, "S.H.I.E.L.D. Officer", set=SET, copies=30, cost=3, recruit=2, team=SHIELD,
                  classes=HeroClass.GREY, text="")
BYSTANDER = generic(Kind.BYSTANDER, "Bystander", set=SET, copies=30, vp=1, text="")
WOUND = generic(Kind.WOUND, "Wound", set=SET, copies=30,
                text="Healing: if you neither recruit nor defeat anything this turn, you may KO all Wounds "
                "from your hand.")
TWIST = generic(Kind.TWIST, "Scheme Twist", set=SET, copies=8, text="Resolve the Scheme's Twist effect.")
STRIKE = generic(Kind.STRIKE, "Master Strike", set=SET, copies=5,
                 text="Resolve the Mastermind's Master Strike effect.")
