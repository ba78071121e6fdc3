"""What's new in Ant-Man and the Wasp: a guided scenario of prepared positions (engine/positions.py) in the set's
own game (Darren Cross, Safeguard Dark Secrets, Cross Technologies, the Armada of Kang and the
Quantumnauts), each showing the set's keywords firing, with the coach's words on what happened."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from legendary_desktop.engine.lessons import (
    Position,
    Scenario,
    Step,
    attack_now,
    attack_of,
    choose,
    cost_shown,
    costs,
    end_turn,
    label,
    pick,
    play,
    recruit,
    recruit_now,
    register_scenario,
)
from legendary_desktop.engine.positions import position, put

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

SET = "ant-man-and-the-wasp"
HEROES = ("Ant-Man", "Wasp", "Scott Lang, Cat Burglar", "Jentorra", "Janet van Dyne")
MASTERMIND = "Darren Cross"
SCHEME = "Safeguard Dark Secrets"
VILLAINS = ("Cross Technologies", "Armada of Kang")
HENCHMEN = ("Quantumnauts",)


def _table(**kw: Any) -> Game:
    return position(mastermind=MASTERMIND, scheme=SCHEME, villains=VILLAINS, henchmen=HENCHMEN,
                    heroes=HEROES, **kw)


def size_changing() -> Game:
    return _table(hand=["Master Physicist"], hq=["Anticipate", "Quaz", "Anti-Tank Weapons", "Mystics", "Xolum"])


def antics() -> Game:
    return _table(hand=["Up the Ante", "Antagonize", "Veb"])


def heist() -> Game:
    """Hydra Arms Dealer (2 VP) on top of the Villain Deck."""
    g = _table(hand=["Petty Larceny", "Shocking Support", "Hitch a Ride"])
    put(g, "Hydra Arms Dealer", "villain_deck")
    return g


def explore() -> Game:
    """Quaz and Giant-Man the top two cards of the Hero Deck."""
    g = _table(hand=["Flitting Sting", "Prepare for War"],
               hq=["Mystics", "Veb", "Hitch a Ride", "Steel Warrior", "Petty Larceny"])
    put(g, "Giant-Man", "hero_deck")
    put(g, "Quaz", "hero_deck")
    return g


def master_strike() -> Game:
    """Hydra Arms Dealer in the Bank, a Master Strike on top of the Villain Deck, and a hand for Player 2 with
    doubles costing 4."""
    g = _table(city={"Bank": "Hydra Arms Dealer"},
               hands={1: ["Anticipate", "Master Physicist", "Shocking Support", "Petty Larceny",
                          "S.H.I.E.L.D. Agent", "S.H.I.E.L.D. Agent"]})
    put(g, "Master Strike", "villain_deck")
    return g


def ambush_scheme() -> Game:
    """Hydra Arms Dealer in the Bank and Build a Conquering Army on top of the Villain Deck."""
    g = _table(city={"Bank": "Hydra Arms Dealer"})
    put(g, "Build a Conquering Army", "villain_deck")
    return g


SCENARIO = register_scenario(Scenario(
    SET, "What's New in Ant-Man and the Wasp",
    "Ant-Man and the Wasp's Heroes shrink their cost, pull off Heists and explore; Darren Cross conquers the "
    "city and turns into Yellowjacket.",
    (
        Position("Size-Changing", size_changing, (
            Step("Anticipate costs 4 and Anti-Tank Weapons 6 in the HQ. Play Master Physicist: 2 Recruit, and it "
                 "is a Tech card.",
                 play("Master Physicist"), "Not yet \u2014 first play Master Physicist.",
                 (costs("Anticipate", 4), costs("Anti-Tank Weapons", 6))),
            Step("Anticipate has Size-Changing Tech: after you play a Tech card this turn it costs 2 less, so 2 "
                 "instead of 4. Anti-Tank Weapons has Microscopic Size-Changing Tech \u00d73: 2 less for each Tech "
                 "card played, up to three, so 4 instead of 6. Recruit Anticipate with your 2 Recruit.",
                 recruit("Anticipate"), "Not that one \u2014 recruit Anticipate, outlined in the HQ.",
                 (costs("Anticipate", 2), costs("Anti-Tank Weapons", 4), recruit_now(2))),
         ),
         "Anticipate cost 2, not 4. Only Heroes with the keyword change; Xolum still costs 5. Size-Changing "
         "changes a cost only at the moment you recruit the card: in your discard pile Anticipate costs its "
         "printed 4 again (the Card panel says \u201cCost 4\u201d).",
         ("Size-Changing", "Microscopic Size-Changing"), (costs("Anti-Tank Weapons", 4), cost_shown("Anticipate", 4))),
        Position("Antics", antics, (
            Step("Play Up the Ante (cost 1): 1 Attack.",
                 play("Up the Ante"), "Not yet \u2014 first play Up the Ante."),
            Step("You have 1 Attack. Antagonize has Antics: +2 Attack if you have at least three cards that cost "
                 "1 or 2 or have Size-Changing, counting your hand, the cards played this turn and itself. Up the "
                 "Ante (played, cost 1), Veb (in hand, cost 2) and Antagonize make three. Play Antagonize.",
                 play("Antagonize"), "Not yet \u2014 play Antagonize.", (attack_now(1),)),
         ),
         "Up the Ante gave 1 Attack, Antagonize 1 and its Antics +2: 4 Attack. With only two such cards "
         "Antics would do nothing, and it counts only at the moment the card is played: play it while the "
         "cards are there.",
         ("Antics",), (attack_now(4),)),
        Position("Heist", heist, (
            Step("Play Petty Larceny (cost 1): 1 Recruit, and a Heist card.",
                 play("Petty Larceny"), "Not yet \u2014 first play Petty Larceny."),
            Step("Play Shocking Support (cost 4): 2 Attack, and a Heist card too.",
                 play("Shocking Support"), "Not yet \u2014 play Shocking Support."),
            Step("Now attempt the Heist: your Heist Count is the number of different costs among your Heroes, in "
                 "hand and played: 1, 4 and Hitch a Ride's 2 make 3. The top card of the Villain Deck is "
                 "revealed and stays there; beat its VP and every Heist effect happens. Click the Attempt a Heist "
                 "button.",
                 label("heist", "attempt the Heist"), "Not yet \u2014 click the Attempt a Heist button.",
                 (attack_now(2), recruit_now(1))),
            Step("Count 3 beat Hydra Arms Dealer's 2 VP: the Heist works. This Scheme, Safeguard Dark Secrets, "
                 "gives every player a Heist of its own, so three Heist effects happen, in the order you choose. "
                 "First Petty Larceny.",
                 choose("Petty Larceny", "choose Petty Larceny first"), "Not yet \u2014 choose Petty Larceny."),
            Step("Then Shocking Support.",
                 choose("Shocking Support", "choose Shocking Support"), "Not yet \u2014 choose Shocking Support."),
         ),
         "Petty Larceny's Heist gave +2 Recruit, Shocking Support's +2 Attack and the Scheme's +1 Recruit: 4 "
         "Recruit and 4 Attack (the Scheme's Heist would also shuffle a Secret back into the Villain Deck, but "
         "Darren Cross holds none yet). A tie "
         "would have done nothing and a lower count would have given you a Wound. One Heist a turn; a Heist card "
         "played after it is too late.",
         ("Heist",), (attack_now(4), recruit_now(4))),
        Position("Explore", explore, (
            Step("Play Flitting Sting: a Ranged card, 1 Recruit and 1 Attack.",
                 play("Flitting Sting"), "Not yet \u2014 first play Flitting Sting."),
            Step("Play Prepare for War: 2 Attack, and after a Ranged card it Explores, then gives +Attack equal "
                 "to the Found Hero's printed Attack.",
                 play("Prepare for War"), "Not yet \u2014 play Prepare for War."),
            Step("Exploring: first put a Hero from the HQ on the bottom of the Hero Deck. Choose Mystics.",
                 pick("Mystics", does="put Mystics under the Hero Deck"),
                 "Not that one \u2014 choose Mystics (outlined)."),
            Step("The top two cards of the Hero Deck are Quaz and Giant-Man: one fills the empty HQ space as the "
                 "Found Hero, the other goes under the Hero Deck. You have 3 Attack; choose Giant-Man (printed "
                 "Attack 6).",
                 pick("Giant-Man", does="choose Giant-Man as the Found Hero"),
                 "Not that one \u2014 choose Giant-Man (outlined).", (attack_now(3),)),
         ),
         "Giant-Man is in the HQ now and Prepare for War gave +6 Attack: 9 in all. Exploring changes the HQ, "
         "so it can also bring a Hero you want to recruit.",
         ("Explore",), (attack_now(9),)),
        Position("Darren Cross strikes", master_strike, (
            Step("Darren Cross has Bank Conqueror 6: +6 Attack while any Villain is in the Bank. Hydra Arms "
                 "Dealer is there, so he has 14. A Master Strike is on top of the Villain Deck: end your turn "
                 "and Player 2's turn reveals it.",
                 end_turn(), "Not yet \u2014 first end your turn: End Turn, bottom right.",
                 (attack_of("Darren Cross", 14),)),
            Step("His Master Strike Double-Crosses each player: each reveals their hand and discards one of "
                 "their highest-cost doubles (two or more cards with the same cost). Player 2 has three cards "
                 "costing 4: discard Master Physicist.",
                 pick("Master Physicist", does="discard Master Physicist"),
                 "Not that one \u2014 discard Master Physicist (outlined)."),
            Step("Player 1's new hand is all S.H.I.E.L.D. cards, each costing 0: discard a S.H.I.E.L.D. Agent.",
                 pick("S.H.I.E.L.D. Agent", does="discard a S.H.I.E.L.D. Agent"),
                 "Not that one \u2014 discard a S.H.I.E.L.D. Agent."),
         ),
         "Then Darren Cross transformed: the Mastermind turned over to Yellowjacket, 12 Attack, Microscopic "
         "Size-Changing Tech \u00d72 and a Master Strike of his own. Only the face-up side counts: the Bank "
         "Conqueror went with Darren Cross. A hand with no two costs alike loses nothing to a Double-Cross.",
         ("Conqueror", "Double-Cross", "Transform"), (attack_of("Yellowjacket", 12),)),
        Position("Ambush Scheme", ambush_scheme, (
            Step("Build a Conquering Army, an Ambush Scheme of the Armada of Kang, is on top of the Villain Deck. "
                 "End your turn: Player 2's turn reveals it.",
                 end_turn(), "Not yet \u2014 first end your turn: End Turn, bottom right."),
            Step("An Ambush Scheme goes beside the Scheme and does its Ambush: the Bridge was empty, so Hydra "
                 "Arms Dealer moved there. Now it stacks a Henchman of an unused group per player beside it: "
                 "choose Quantum Hound.",
                 choose("Quantum Hound", "choose the Quantum Hound group"),
                 "Not that one \u2014 choose Quantum Hound."),
         ),
         "Two Quantum Hounds wait beside Build a Conquering Army. They can be fought there, with Bridge Conqueror 1 "
         "while a Villain is on the Bridge; defeat them all and the Ambush Scheme goes to your Victory Pile. "
         "From now on each Scheme Twist does its Twist too. It is not a Villain: the Heroes win without "
         "defeating it. Only one Ambush Scheme is in play at a time.",
         ("Ambush Scheme",)),
    ),
))
