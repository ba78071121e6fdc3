"""What's new in The Infinity Saga: a guided scenario of prepared positions (engine/positions.py), each showing
one of the set's keywords firing, with the coach's words on what happened."""

from __future__ import annotations

from legendary_desktop.engine.game import Game
from legendary_desktop.engine.lessons import Position, Scenario, Step, action, choose, end_turn, play, register_scenario
from legendary_desktop.engine.positions import position, put

SET = "infinity-saga"
HEROES = ("Black Panther", "Bruce Banner", "Captain Marvel", "Doctor Strange", "Wanda & Vision")


def sacrifice() -> Game:
    return position(heroes=HEROES, hand=["Burst of Rage", "Burst of Rage"])


def phasing() -> Game:
    return position(heroes=HEROES, hand=["Open Portals", "Dawning Hope"],
                    deck=["S.H.I.E.L.D. Agent", "Moment of Destiny"])


def endgame() -> Game:
    """Proxima Midnight in the Sewers and a Villain Deck one card above the Endgame (8 per player), with a
    Bystander on top; the cards taken off its bottom go under the KO pile."""
    g = position(heroes=HEROES, city={"Sewers": "Proxima Midnight"})
    put(g, "Bystander", "villain_deck")
    while len(g.villain_deck) > 8 * len(g.players) + 1:
        g.ko_pile.insert(0, g.villain_deck.pop(0))  # under the KO pile, out of the way
    g.refresh()
    return g


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
        Position("Endgame", endgame, (
            Step("The Villain Deck holds 17 cards (this position set the rest aside in the KO pile). With two "
                 "players it is the Endgame once it holds 16 or fewer (8 per player). Proxima Midnight in the "
                 "Sewers says \u201cEndgame: +3 Attack\u201d and has 7 now. End your turn: Player 2's Villain step "
                 "takes a card from the deck.",
                 end_turn(), "Not yet \u2014 first end your turn: End Turn, bottom right."),
         ),
         "Player 2's Villain step revealed a Bystander (Proxima Midnight captured it) and the deck is down to "
         "16: it is the Endgame, the status line says so, and Proxima Midnight's Attack is 10. It stays the "
         "Endgame while the deck holds 16 or fewer, for every Enemy and Hero with an Endgame ability.",
         "Endgame"),
    ),
))
