"""What's new in The Infinity Saga: a guided scenario of prepared positions (engine/testkit.py), each showing
one of the set's keywords firing, with the coach's words on what happened."""

from __future__ import annotations

from legendary_desktop.engine.game import Game
from legendary_desktop.engine.lessons import Position, Scenario, Step, action, choose, play, register_scenario
from legendary_desktop.engine.testkit import position

SET = "infinity-saga"
HEROES = ("Black Panther", "Bruce Banner", "Captain Marvel", "Doctor Strange", "Wanda & Vision")


def sacrifice() -> Game:
    return position(heroes=HEROES, hand=["Burst of Rage", "Burst of Rage"])


def phasing() -> Game:
    return position(heroes=HEROES, hand=["Open Portals", "Dawning Hope"],
                    deck=["S.H.I.E.L.D. Agent", "Moment of Destiny"])


SCENARIO = register_scenario(Scenario(
    SET, "What's New in The Infinity Saga",
    "The Infinity Saga's Heroes give themselves up for power and slip in and out of your hand.",
    (
        Position("Sacrifice", sacrifice, (
            Step("Play a Burst of Rage: 1 Attack. Its Sacrifice needs another Strength card played before it.",
                 play("Burst of Rage"), "Not yet \u2014 first play a Burst of Rage."),
            Step("Play the second Burst of Rage: a Strength card was played this turn, so it offers its "
                 "Sacrifice.", play("Burst of Rage"), "Not yet \u2014 play the other Burst of Rage."),
            Step("Sacrifice means KO this card for its reward: +3 Attack (and you may KO a card from your hand "
                 "or discard pile, here empty). Answer Yes.",
                 choose("Yes", "answer Yes to the Sacrifice"), "Not yet \u2014 answer Yes (or No) first: "
                 "this lesson takes Yes."),
         ),
         "The second Burst of Rage went to the KO pile for good, and your Attack is 1 + 1 + 3 = 5. A Sacrificed "
         "card still counts as played this turn, for later powers, but it is no longer one of your Heroes. "
         "Saying No would have kept the card and its 1 Attack.",
         "Sacrifice"),
        Position("Phasing", phasing, (
            Step("Open Portals has Phasing: instead of playing it, you may swap it with the top card of your "
                 "deck. Click the Phase Open Portals button.",
                 action("phase", "Phase Open Portals"), "Not yet \u2014 first use Phasing: the Phase Open "
                 "Portals button below."),
         ),
         "Open Portals went on top of your deck and Moment of Destiny, the card that was there, came into your "
         "hand. Phasing is not a draw (Dawning Hope still sees no card drawn this turn) and not a play, so it "
         "helps no Superpower. Open Portals waits for your next draw.",
         "Phasing"),
    ),
))
