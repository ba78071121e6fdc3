"""What's new in Black Panther: a guided scenario of prepared positions (engine/positions.py), each showing one
of the set's keywords firing, with the coach's words on what happened."""

from __future__ import annotations

from legendary_desktop.engine.game import Game
from legendary_desktop.engine.lessons import Position, Scenario, Step, fight, pick, play, register_scenario
from legendary_desktop.engine.positions import position

SET = "black-panther"
HEROES = ("King Black Panther", "Queen Storm of Wakanda", "General Okoye", "Princess Shuri", "White Wolf")


def empowered() -> Game:
    return position(heroes=HEROES, hand=["Torrential Downpour", "Torrential Downpour"],
                    hq=["Forked Lightning", "Hurricane Winds", "Torrential Downpour", "Hurricane Winds",
                        "Hurricane Winds"])


def wounded_villains() -> Game:
    return position(heroes=HEROES, hand=["Forked Lightning"], city={"Bridge": "Sentinel", "Rooftops": "Hand Ninjas"})


def thrones_favor() -> Game:
    return position(heroes=HEROES, hand=["Hurricane Winds", "Thunderous Tempest"])


SCENARIO = register_scenario(Scenario(
    SET, "What's New in Black Panther",
    "Black Panther's Heroes grow stronger from the HQ and wear Villains down with Wounds.",
    (
        Position("Empowered", empowered, (
            Step("Play one Torrential Downpour: 2 Attack. Its Ranged power needs another Ranged card played "
                 "before it, so nothing more yet.",
                 play("Torrential Downpour"), "Not yet \u2014 first play a Torrential Downpour from your hand."),
            Step("Now play the second Torrential Downpour: a Ranged card was played this turn, so it gets "
                 "Empowered by Ranged.",
                 play("Torrential Downpour"), "Not yet \u2014 play the other Torrential Downpour."),
         ),
         "Empowered by Ranged gave +1 Attack for each Ranged Hero in the HQ: Forked Lightning and Torrential "
         "Downpour, so +2. Your Attack went from 4 to 6. The HQ changes every turn, so the same card can be "
         "worth more or less; a Multiclass card (Forked Lightning is Covert and Ranged) counts once.",
         "Empowered"),
        Position("Wounds on Villains", wounded_villains, (
            Step("Play Forked Lightning: it puts a Wound on each Villain on the Rooftops and on the Bridge.",
                 play("Forked Lightning"), "Not yet \u2014 first play Forked Lightning."),
            Step("Each Wound gives its Villain \u22121 Attack: Hand Ninjas and the Sentinel now need only 2. "
                 "Fight Hand Ninjas with your 3 Attack.",
                 fight("Hand Ninjas"), "Not that one \u2014 fight Hand Ninjas on the Rooftops (outlined)."),
         ),
         "Hand Ninjas, wounded down to 2 Attack, is defeated and its Fight gave +1 Recruit. The Wound on it went "
         "back to the Wound Stack: a Villain's Wounds return there when it is defeated or leaves the City. A "
         "Villain at 0 Attack or less stays in the City until someone fights it for 0.",
         "Wounds on Villains"),
        Position("The Throne's Favor", thrones_favor, (
            Step("Play Hurricane Winds: 2 Recruit, and a Heroes of Wakanda card for what follows (with no Villain "
                 "in the City there is nothing for it to move).",
                 play("Hurricane Winds"), "Not yet \u2014 first play Hurricane Winds."),
            Step("Play Thunderous Tempest: 5 Attack. A Heroes of Wakanda card was played before it, so you will "
                 "gain the Throne's Favor.",
                 play("Thunderous Tempest"), "Not yet \u2014 play Thunderous Tempest."),
            Step("First it may put up to three HQ Heroes on the bottom of the Hero Deck. Keep the HQ as it is: "
                 "pick none and click Confirm.",
                 pick(does="keep the HQ: pick none and Confirm"),
                 "Not this time \u2014 pick no Hero and click Confirm."),
         ),
         "You gained the Throne's Favor: the token now lies before Player 1 and the status line says who holds "
         "it. There is only one. Gaining it is a must and takes it from whoever holds it, the Mastermind too; "
         "some cards let its holder spend it for more. Thunderous Tempest played again while you hold it could "
         "spend it to get Empowered by Covert, then by Ranged.",
         "Throne's Favor"),
    ),
))
