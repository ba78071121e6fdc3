"""What's new in Marvel Noir: a guided scenario of prepared positions (engine/positions.py) in the set's own
games (Charles Xavier and Silence the Witnesses; The Goblin and the Five Families of Crime, with Goblin's Freak
Show and the X-Men Noir), each showing the set's keywords firing, with the coach's words on what happened."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.cards.noir import witnesses
from legendary_desktop.engine.lessons import (
    Position,
    Scenario,
    Step,
    action,
    attack_now,
    attack_of,
    choose,
    end_turn,
    fight,
    on_top,
    pick,
    play,
    play_all,
    recruit_now,
    register_scenario,
)
from legendary_desktop.engine.positions import instance, position

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

SET = "noir"
HEROES = ("Spider-Man Noir", "Luke Cage Noir", "Daredevil Noir", "Angel Noir", "Iron Man Noir")
VILLAINS = ("Goblin's Freak Show", "X-Men Noir")


def hidden_witness() -> Game:
    g = position(mastermind="Charles Xavier, Professor of Crime", scheme="Silence the Witnesses",
                 villains=VILLAINS, heroes=HEROES, city={"Bank": "Montana"},
                 hand=["S.H.I.E.L.D. Agent", "S.H.I.E.L.D. Agent", "S.H.I.E.L.D. Trooper", "S.H.I.E.L.D. Trooper",
                       "S.H.I.E.L.D. Trooper", "S.H.I.E.L.D. Trooper"])
    villain = g.city[1]
    assert villain is not None
    witnesses.capture_hidden(g, villain.card, 1)
    g.refresh()
    return g


def investigate() -> Game:
    return position(mastermind="Charles Xavier, Professor of Crime", scheme="Silence the Witnesses",
                    villains=VILLAINS, heroes=HEROES, hand=["Gumshoe's Revolver"],
                    deck=["Weight of the World", "S.H.I.E.L.D. Agent", "S.H.I.E.L.D. Trooper"])


def five_families() -> Game:
    """The Goblin's Five Families: Fancy Dan on top of the Villain Deck above the Rooftops."""
    g = position(mastermind="The Goblin, Underworld Boss", scheme="Five Families of Crime", villains=VILLAINS,
                 heroes=HEROES)
    rooftops = next(d for d in g.villain_decks if d.space == g.city_names.index("Rooftops"))
    rooftops.cards.append(instance(g, "Fancy Dan"))
    g.refresh()
    return g


SCENARIO = register_scenario(Scenario(
    SET, "What's New in Marvel Noir",
    "Marvel Noir's Villains hide Witnesses, its Heroes Investigate, and the Five Families run five Villain Decks.",
    (
        Position("Hidden Witnesses", hidden_witness, (
            Step("Your hand asks nothing: play it with Play All. The two S.H.I.E.L.D. Agents give 2 Recruit and "
                 "the four S.H.I.E.L.D. Troopers 4 Attack.",
                 play_all(), "Not yet \u2014 first play your hand with Play All."),
            Step("Montana holds a Hidden Witness, a Bystander face down: while she holds it she cannot be "
                 "fought (the star beside her Attack, 4*, says fighting her has a catch). Pay 2 Recruit to rescue "
                 "it: click Montana in the Bank (outlined).",
                 action("witness", "rescue the Hidden Witness from Montana"),
                 "Not yet \u2014 first rescue the Hidden Witness: click Montana in the Bank.",
                 (recruit_now(2),)),
            Step("The Witness is rescued, so Montana can be fought: click her again to fight her with your 4 "
                 "Attack.", fight("Montana"), "Not yet \u2014 fight Montana, outlined in the Bank.",
                 (attack_of("Montana", 4), attack_now(4))),
         ),
         "The Witness went face up into your Victory Pile (1 VP) with whatever its rescue does, and Montana "
         "followed it. Anyone may rescue Hidden Witnesses in their turn, 2 Recruit each, from a Villain, the "
         "Mastermind, the Scheme or an HQ Hero; defeating the holder rescues them all for free. In Silence the "
         "Witnesses each Twist sends the Scheme's Witnesses to the Escape Pile: six there and Evil wins.",
         ("Hidden Witness", "\u2605")),
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
         "The Trooper is in your hand and the Agent is back on top of your deck, above the third card, which "
         "Investigate never saw. Investigate draws at most one card that matches (none if neither does) and "
         "puts every other card it looked at back, top or bottom, in any order.",
         ("Investigate",)),
        Position("Five Families of Crime", five_families, (
            Step("The Goblin's Scheme, Five Families of Crime, splits the Villain Deck into five, one for each "
                 "city space, and each space is a city of its own. End your turn: Player 2's turn begins by "
                 "choosing which deck plays a card.",
                 end_turn(), "Not yet \u2014 first end your turn: End Turn, bottom right."),
            Step("Player 2 chooses a Villain Deck. Choose the one above the Rooftops.",
                 choose("Villain Deck above the Rooftops", "choose the Villain Deck above the Rooftops"),
                 "Not that one \u2014 choose the Villain Deck above the Rooftops."),
         ),
         "Fancy Dan came from the deck above the Rooftops into the Rooftops and captured 3 Hidden Witnesses: "
         "6 Recruit to free them before he can be fought. A card from another deck would have entered its own "
         "space; one entering a space already held pushes the Villain there out, and it escapes. Eight escapes, "
         "or every deck run out, and the Five Families win.",
         ("Villain Decks",)),
    ),
))
