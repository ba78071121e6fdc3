"""What's new in Ant-Man and the Wasp: a guided scenario of prepared positions (engine/positions.py), each
showing one of the set's keywords firing, with the coach's words on what happened."""

from __future__ import annotations

from legendary_desktop.engine.game import Game
from legendary_desktop.engine.lessons import Position, Scenario, Step, play, recruit, register_scenario
from legendary_desktop.engine.positions import position, put

SET = "ant-man-and-the-wasp"
HEROES = ("Ant-Man", "Wasp", "Cassie Lang", "Jentorra", "Janet van Dyne")


def size_changing() -> Game:
    return position(heroes=HEROES, hand=["Master Physicist"], hq=["Anticipate", "Quaz", "Veb", "Mystics", "Xolum"])


def antics() -> Game:
    g = position(heroes=HEROES, hand=["Antagonize", "Veb"])
    put(g, "Up the Ante", "played")
    return g


SCENARIO = register_scenario(Scenario(
    SET, "What's New in Ant-Man and the Wasp",
    "Ant-Man and the Wasp's Heroes shrink their cost and show off with many cards.",
    (
        Position("Size-Changing", size_changing, (
            Step("Play Master Physicist: 2 Recruit, and it is a Tech card.",
                 play("Master Physicist"), "Not yet \u2014 first play Master Physicist."),
            Step("Anticipate has Size-Changing Tech: after you play a Tech card this turn it costs 2 less. "
                 "It now costs 2 instead of 4: recruit it with your 2 Recruit.",
                 recruit("Anticipate"), "Not that one \u2014 recruit Anticipate, outlined in the HQ."),
         ),
         "Anticipate cost 2, not 4: Size-Changing lowers a Hero's cost by 2 while you recruit it, once you have "
         "played a card of the class it names. Only Heroes with the keyword change; Xolum still costs 5. Its "
         "cost on the card stays 4 everywhere else.",
         "Size-Changing"),
        Position("Antics", antics, (
            Step("Antagonize has Antics: +2 Attack if you have at least three cards that cost 1 or 2 or have "
                 "Size-Changing, counting your hand, the cards played this turn and itself. Up the Ante (played, "
                 "cost 1), Veb (in hand, cost 2) and Antagonize make three. Play Antagonize.",
                 play("Antagonize"), "Not yet \u2014 first play Antagonize."),
         ),
         "Antagonize gave 1 Attack and its Antics +2: 3 Attack. With only two such cards Antics would do "
         "nothing, and it counts only at the moment the card is played: play it while the cards are there.",
         "Antics"),
    ),
))
