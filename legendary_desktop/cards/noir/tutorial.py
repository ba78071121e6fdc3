"""What's new in Marvel Noir: a guided scenario of prepared positions (engine/testkit.py), each showing one of
the set's keywords firing, with the coach's words on what happened."""

from __future__ import annotations

from legendary_desktop.engine import witnesses
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.lessons import Position, Scenario, Step, action, register_scenario
from legendary_desktop.engine.testkit import position

SET = "noir"


def hidden_witness() -> Game:
    g = position(villains=["X-Men Noir"], city={"Bank": "Comrade Rasputin, Steel Wall"}, recruit=2,
                 hand=["S.H.I.E.L.D. Trooper", "S.H.I.E.L.D. Trooper"])
    villain = g.city[1]
    assert villain is not None
    witnesses.capture_hidden(g, villain.card, 1)
    g.refresh()
    return g


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
    ),
))
