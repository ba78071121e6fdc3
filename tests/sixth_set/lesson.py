"""What's New in The Sixth Set: one prepared position (engine/positions.py) showing Overcharge firing."""

from __future__ import annotations

from legendary_desktop.engine.game import Game
from legendary_desktop.engine.lessons import Position, Scenario, Step, play, register_scenario
from legendary_desktop.engine.positions import position

SET = "sixth-set"


def overcharge() -> Game:
    return position(mastermind="The Examiner", scheme="Cram for the Final Exam",
                    heroes=["Spark Cadet", "Hulk", "Storm", "Thor", "Wolverine"],
                    hand=["Quick Study", "Quick Study", "Overcharged Strike"])


SCENARIO = register_scenario(Scenario(
    SET, "What's New in The Sixth Set",
    "The Sixth Set's Heroes grow stronger the more you played before them.",
    (
        Position("Overcharge", overcharge, (
            Step("Play a Quick Study: 2 Recruit.", play("Quick Study"), "First play a Quick Study."),
            Step("Play the other Quick Study.", play("Quick Study"), "Play the other Quick Study."),
            Step("Now play Overcharged Strike: two cards were played before it, so it is Overcharged.",
                 play("Overcharged Strike"), "Play Overcharged Strike."),
         ),
         "Overcharged Strike counted the two Quick Studies played before it: +2 Attack, 5 in all.",
         "Overcharge"),
    ),
))
