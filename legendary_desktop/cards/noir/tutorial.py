"""What's new in Marvel Noir: a guided scenario of prepared positions (engine/positions.py), each showing one of
the set's keywords firing, with the coach's words on what happened."""

from __future__ import annotations

from legendary_desktop.cards.noir import witnesses
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.lessons import Position, Scenario, Step, action, on_top, pick, play, register_scenario
from legendary_desktop.engine.positions import position

SET = "noir"


def hidden_witness() -> Game:
    g = position(villains=["X-Men Noir"], city={"Bank": "Comrade Rasputin, Steel Wall"}, recruit=2,
                 hand=["S.H.I.E.L.D. Trooper", "S.H.I.E.L.D. Trooper"])
    villain = g.city[1]
    assert villain is not None
    witnesses.capture_hidden(g, villain.card, 1)
    g.refresh()
    return g


def investigate() -> Game:
    return position(villains=["X-Men Noir"], hand=["Gumshoe's Revolver"],
                    deck=["Weight of the World", "S.H.I.E.L.D. Agent", "S.H.I.E.L.D. Trooper"])


def _rescue_witness() -> Step:
    return Step("Comrade Rasputin holds a Hidden Witness, a Bystander face down: while he holds it he cannot be "
                "fought. Pay 2 Recruit to rescue it: click Rasputin (outlined) or the Rescue button.",
                action("witness", "rescue the Hidden Witness from Comrade Rasputin"),
                "Not yet \u2014 first rescue the Hidden Witness: click Comrade Rasputin in the Bank.")


SCENARIO = register_scenario(Scenario(
    SET, "What's New in Marvel Noir",
    "Marvel Noir's Villains hide Witnesses and its Heroes Investigate.",
    (
        Position("Hidden Witnesses", hidden_witness, (_rescue_witness(),),
                 "The Witness is rescued: it went face up into your Victory Pile (1 VP) with whatever its rescue "
                 "does. Anyone may rescue Hidden Witnesses in their turn, 2 Recruit each, from a Villain, the "
                 "Mastermind, the Scheme or an HQ Hero; defeating the holder rescues them all for free. Rasputin "
                 "holds none now, so he can be fought again.",
                 "Hidden Witness"),
        Position("Investigate", investigate, (
            Step("Play Gumshoe's Revolver: 1 Attack, and it Investigates your deck for a card that costs 2 or "
                 "less.", play("Gumshoe's Revolver"), "Not yet \u2014 first play Gumshoe's Revolver."),
            Step("Investigate looked at the top two cards of your deck: a S.H.I.E.L.D. Trooper and a S.H.I.E.L.D. "
                 "Agent. Both cost 0, so either may be drawn, but only one: take the Trooper.",
                 pick("S.H.I.E.L.D. Trooper", does="take the S.H.I.E.L.D. Trooper"),
                 "Not that one \u2014 take the S.H.I.E.L.D. Trooper (outlined)."),
            Step("The card not taken goes back on the top or the bottom of the deck, as you choose: it lies above "
                 "the table with its place written under it (\u201cTop card\u201d), and its Top / Bottom buttons (or "
                 "the T and B keys) move it. Leave the Agent on top and click Confirm.",
                 on_top("put the S.H.I.E.L.D. Agent back on top"),
                 "Not yet \u2014 leave the S.H.I.E.L.D. Agent on top (\u201cTop card\u201d) and click Confirm."),
         ),
         "The Trooper is in your hand and the Agent is back on top of your deck, above Weight of the World, which "
         "Investigate never saw. Investigate draws at most one card that matches (none if neither does) and "
         "puts every other card it looked at back, top or bottom, in any order.",
         "Investigate"),
    ),
))
