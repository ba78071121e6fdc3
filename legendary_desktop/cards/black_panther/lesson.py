"""What's new in Black Panther: a guided scenario of prepared positions (engine/positions.py) in the set's own
game (Killmonger, Seize the Wakandan Throne, Killmonger's League and the Enemies of Wakanda), each showing
the set's keywords firing, with the coach's words on what happened."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from legendary_desktop.engine.lessons import (
    Position,
    Scenario,
    Step,
    action,
    attack_now,
    attack_of,
    choose,
    costs,
    fight,
    pick,
    play,
    recruit,
    recruit_now,
    register_scenario,
)
from legendary_desktop.engine.positions import position, put

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

SET = "black-panther"
HEROES = ("King Black Panther", "Queen Storm of Wakanda", "General Okoye", "Princess Shuri", "White Wolf")
MASTERMIND = "Killmonger"
SCHEME = "Seize the Wakandan Throne"
VILLAINS = ("Killmonger's League", "Enemies of Wakanda")


def _table(**kw: Any) -> Game:
    return position(mastermind=MASTERMIND, scheme=SCHEME, villains=VILLAINS, heroes=HEROES, **kw)


def empowered() -> Game:
    return _table(hand=["Torrential Downpour", "Torrential Downpour"],
                  hq=["Forked Lightning", "Hurricane Winds", "Torrential Downpour", "Hurricane Winds",
                      "Hurricane Winds"])


def wounded_villains() -> Game:
    """Nightshade (Empowered by Tech, no Tech in the HQ) on the Rooftops and Preyy on the Bridge."""
    return _table(hand=["S.H.I.E.L.D. Trooper", "Forked Lightning"], city={"Bridge": "Preyy", "Rooftops": "Nightshade"},
                  hq=["Hurricane Winds", "Secret Assignment", "Torrential Downpour", "To My Last Breath",
                      "Unseen Protector"])


def hero_ambush() -> Game:
    g = _table(hand=["Hurricane Winds"],
               hq=["Unseen Protector", "Torrential Downpour", "To My Last Breath", "Vibranium Claws",
                   "Kimoyo Beads"])
    put(g, "Secret Assignment", "hero_deck")  # the next Hero to enter the HQ
    return g


def thrones_favor() -> Game:
    return _table(hand=["Hurricane Winds", "Thunderous Tempest"])


SCENARIO = register_scenario(Scenario(
    SET, "What's New in Black Panther",
    "Black Panther's Heroes grow stronger from the HQ and wear Killmonger's Villains down with Wounds.",
    (
        Position("Empowered and Multiclass", empowered, (
            Step("Play one Torrential Downpour: 2 Attack. Its Ranged power needs another Ranged card played "
                 "before it, so nothing more yet.",
                 play("Torrential Downpour"), "Not yet \u2014 first play a Torrential Downpour from your hand."),
            Step("You have 2 Attack. Now play the second Torrential Downpour: a Ranged card was played this turn, "
                 "so it gets "
                 "Empowered by Ranged: +1 Attack for each Ranged Hero in the HQ.",
                 play("Torrential Downpour"), "Not yet \u2014 play the other Torrential Downpour.",
                 (attack_now(2),)),
         ),
         "Empowered by Ranged counted two Ranged Heroes in the HQ: Torrential Downpour, and Forked Lightning, "
         "which is Multiclass (Covert and Ranged) and counts as each of its classes, but once as a card. Your "
         "Attack went from 4 to 6. The HQ changes every turn, so the same card can be worth more or less.",
         ("Empowered", "Multiclass"), (attack_now(6),)),
        Position("Wounds on Villains", wounded_villains, (
            Step("Play the S.H.I.E.L.D. Trooper: 1 Attack.",
                 play("S.H.I.E.L.D. Trooper"), "Not yet \u2014 first play the S.H.I.E.L.D. Trooper."),
            Step("Play Forked Lightning: 3 Attack, and it puts a Wound on each Villain on the Rooftops and on the "
                 "Bridge.", play("Forked Lightning"), "Not yet \u2014 play Forked Lightning.",
                 (attack_of("Nightshade", 3), attack_of("Preyy", 3))),
            Step("Each Wound gives its Villain \u22121 Attack: Nightshade and Preyy now have 2. Fight Nightshade "
                 "with 2 of your 4 Attack.",
                 fight("Nightshade"), "Not that one \u2014 fight Nightshade on the Rooftops (outlined).",
                 (attack_of("Nightshade", 2), attack_of("Preyy", 2), attack_now(4))),
            Step("Preyy, one of Killmonger's League, can't be fought while he has more than 0 Attack: spend "
                 "Attack equal to his Attack to Wound him instead. Click Preyy on the Bridge and spend your "
                 "other 2 Attack.",
                 action("wound", "Wound Preyy"), "Not yet \u2014 click Preyy on the Bridge to Wound him.",
                 (attack_of("Preyy", 2), attack_now(2))),
         ),
         "Nightshade is defeated and the Wound on her went back to the Wound Stack, as every Wound on a Villain "
         "does when it is defeated or leaves the City. Preyy holds two Wounds now and has 1 Attack; Wounding "
         "him was not a fight, and it drew you a card. At 0 Attack he can be fought for 0. Killmonger himself "
         "is the same: Wound him down to 0, then fight him.",
         ("Wounding enemies",), (attack_of("Preyy", 1),)),
        Position("Hero Ambush", hero_ambush, (
            Step("Play Hurricane Winds: 2 Recruit, and it is a Covert card.",
                 play("Hurricane Winds"), "Not yet \u2014 first play Hurricane Winds."),
            Step("Recruit Unseen Protector (cost 2) with your 2 Recruit. Its space fills from the Hero Deck, and a "
                 "Hero that enters the HQ during your turn may bring an Ambush.",
                 recruit("Unseen Protector"), "Not that one \u2014 recruit Unseen Protector, outlined in the HQ.",
                 (recruit_now(2), costs("Unseen Protector", 2))),
            Step("Secret Assignment entered the HQ. Its Covert Ambush works because you played a Covert card "
                 "this turn: Wound the Mastermind. Answer Yes.",
                 choose("Yes", "use the Ambush: answer Yes"), "Not yet \u2014 answer Yes to use the Ambush."),
         ),
         "Killmonger holds a Wound: \u22121 Attack, 4 now. A Hero's Ambush happens only when it enters the HQ in "
         "your turn, only if you have a Hero of the class it names (in your hand or played), and it is yours "
         "to take or leave. Recruiting before you fight can bring one.",
         ("Hero Ambush",), (attack_of("Killmonger", 4),)),
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
         "it. There is only one. Gaining it is a must and takes it from whoever holds it, the Mastermind too: "
         "in this Scheme a Twist gives it to Killmonger, and a Twist while he holds it defeats a Tribe of "
         "Wakanda. Thunderous Tempest played again while you hold it could spend it to get Empowered by "
         "Covert, then by Ranged.",
         ("Throne's Favor",)),
    ),
))
