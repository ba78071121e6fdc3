"""The Sixth Set's cards: each declared once with its facts, its text and its ability (cards/dsl.py)."""

from __future__ import annotations

from legendary_desktop.cards.dsl import hero, mastermind, scheme, tactic, villain
from legendary_desktop.engine import scheme_twist
from legendary_desktop.engine.card import INSTINCT, RANGED, TECH, Count, Effect
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.verbs import gain_wound

SET = "sixth-set"
TEAM = "Examiners"
TWISTS = 8


def overcharged(c: Ctx) -> bool:
    """Overcharge: two other cards were played this turn before this one."""
    return len(c.g.turn.played_defs[: c.index]) >= 2


def _overcharge(bonus: int):  # type: ignore[no-untyped-def]
    def ability(c: Ctx) -> None:
        if overcharged(c):
            c.add_attack(bonus)
    return ability


# ------------------------------------------------------------------ the Hero: Spark Cadet (14 copies)

hero("Spark Cadet", "Static Jolt", set=SET, cost=2, classes=TECH, team=TEAM, copies=5, attack="1+",
     text="Overcharge: +1 Attack.")(_overcharge(1))
hero("Spark Cadet", "Quick Study", set=SET, cost=3, classes=INSTINCT, team=TEAM, copies=5, recruit=2)(None)
hero("Spark Cadet", "Overcharged Strike", set=SET, cost=5, classes=TECH, team=TEAM, copies=3, attack="3+",
     text="Overcharge: +2 Attack.")(_overcharge(2))
hero("Spark Cadet", "Final Answer", set=SET, cost=7, classes=RANGED, team=TEAM, copies=1, attack="5+",
     text="Overcharge: +3 Attack.")(_overcharge(3))

# ------------------------------------------------------------------ the Villains and Henchmen

villain("Exam Drones", "Quiz Drone", set=SET, attack=3, vp=2, copies=4)
villain("Exam Drones", "Pop Quiz Drone", set=SET, attack=4, vp=3, copies=4, text="Fight: +1 Recruit.",
        fight=lambda c: c.add_recruit(1))
villain("Proctor Bots", "Proctor Bots", set=SET, attack=3, vp=1, copies=10, henchman=True,
        text="Fight: +1 Recruit.", fight=lambda c: c.add_recruit(1))

# ------------------------------------------------------------------ the Mastermind


def _strike(c: Ctx) -> Effect:
    for player in c.g.player_order():
        yield from gain_wound(c.g, player)


EXAMINER = mastermind(
    "The Examiner", set=SET, attack=8, vp=5, always_leads="Exam Drones",
    text="Master Strike: each player gains a Wound.", strike=_strike,
    tactics=[
        tactic("The Examiner", "Trick Question", set=SET, vp=5, text="Fight: +2 Recruit.",
               fight=lambda c: c.add_recruit(2)),
        tactic("The Examiner", "Open Book", set=SET, vp=5, text="Fight: +1 Recruit.",
               fight=lambda c: c.add_recruit(1)),
        tactic("The Examiner", "Pencils Down", set=SET, vp=5, text="", fight=None),
        tactic("The Examiner", "Red Ink", set=SET, vp=5, text="", fight=None),
    ],
)

# ------------------------------------------------------------------ the Scheme


def _twist(c: Ctx) -> None:
    scheme_twist.put_beside_scheme(c.g, c.card)
    if c.index >= TWISTS:
        c.g.state["evil_wins"] = "The final exam is failed."


def _failed(g: Game) -> str | None:
    reason: str | None = g.state.get("evil_wins")
    return reason


FINAL_EXAM = scheme(
    "Cram for the Final Exam", set=SET,
    text="Setup: 8 Twists. Twist: put it beside this Scheme. Twist 8: Evil Wins.",
    twists=lambda players: TWISTS, on_twist=_twist, evil_wins=_failed,
    evil_wins_progress=lambda g: f"Twists {g.twists_played} / {TWISTS}",
    evil_wins_counts=lambda g: (Count(g.twists_played, TWISTS),),
)
