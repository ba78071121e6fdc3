"""What's new in The Infinity Saga: a guided scenario of prepared positions (engine/positions.py) in the set's
own game (Thanos, Halve All Life In The Universe, the Infinity Stones and the Children of Thanos), each showing
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
    end_turn,
    fight,
    pick,
    play,
    play_all,
    register_scenario,
    villain_deck,
)
from legendary_desktop.engine.positions import position, put

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

SET = "infinity-saga"
HEROES = ("Black Panther", "Bruce Banner", "Captain Marvel", "Doctor Strange", "Wanda & Vision")
MASTERMIND = "Thanos"
SCHEME = "Halve All Life In The Universe"
VILLAINS = ("Infinity Stones", "Children of Thanos")


def _table(**kw: Any) -> Game:
    return position(mastermind=MASTERMIND, scheme=SCHEME, villains=VILLAINS, heroes=HEROES, **kw)


def sacrifice() -> Game:
    return _table(hand=["Burst of Rage", "Burst of Rage"])


def phasing() -> Game:
    return _table(hand=["Open Portals", "Dawning Hope"], deck=["S.H.I.E.L.D. Agent", "Moment of Destiny"])


def divided() -> Game:
    return _table(hand=["Wakanda Forever", "Hold On/Let Go"])


def infinity_stones() -> Game:
    """The Power Stone on the Bridge and the Mind Stone in the Sewers; the HQ's dearest Hero costs 4."""
    return _table(city={"Bridge": "The Power Stone", "Sewers": "The Mind Stone"}, hand=["S.H.I.E.L.D. Trooper"] * 5,
                  hq=["Open Portals", "Witchcraft", "Sift Futures", "Brains and Brawn", "Wakanda Forever"])


def endgame() -> Game:
    """Proxima Midnight in the Sewers and a Villain Deck one card above the Endgame (8 per player), with a
    Bystander on top; the cards taken off its bottom go under the KO pile."""
    g = _table(city={"Sewers": "Proxima Midnight"})
    put(g, "Bystander", "villain_deck")
    while len(g.villain_deck) > 8 * len(g.players) + 1:
        g.ko_pile.insert(0, g.villain_deck.pop(0))  # under the KO pile, out of the way
    g.refresh()
    return g


SCENARIO = register_scenario(Scenario(
    SET, "What's New in The Infinity Saga",
    "Thanos hunts the Infinity Stones; the Infinity Saga's Heroes give themselves up for power, slip in and out "
    "of your hand, and split in two.",
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
         ("Sacrifice",), (attack_now(5),)),
        Position("Phasing", phasing, (
            Step("Open Portals has Phasing: instead of playing it, you may swap it with the top card of your "
                 "deck. Click the Phase Open Portals button.",
                 action("phase", "Phase Open Portals"), "Not yet \u2014 first use Phasing: the Phase Open "
                 "Portals button below."),
         ),
         "Open Portals went on top of your deck and Moment of Destiny, the card that was there, came into your "
         "hand. Phasing is not a draw (Dawning Hope still sees no card drawn this turn) and not a play, so it "
         "helps no Superpower. Open Portals waits for your next draw.",
         ("Phasing",)),
        Position("Divided Cards", divided, (
            Step("Play Wakanda Forever: 1 Attack, and it is a Covert card.",
                 play("Wakanda Forever"), "Not yet \u2014 first play Wakanda Forever."),
            Step("Hold On/Let Go is a Divided Card: two halves, Wanda's and Vision's, on one card. Play it: you "
                 "choose one half and get only that half.",
                 play("Hold On/Let Go"), "Not yet \u2014 play Hold On/Let Go."),
            Step("Choose Hold On (Wanda): 1 Attack and, since you played a Covert card, +2 Attack. Let Go "
                 "(Vision) would give 2 Recruit and could be Sacrificed after a Ranged card.",
                 choose("Hold On", "choose the Hold On half"), "Not yet \u2014 choose the Hold On half.",
                 (attack_now(1),)),
         ),
         "You played the Hold On half: your Attack is 1 + 1 + 2 = 4, and Let Go did nothing. Everywhere else "
         "(your hand, deck and discard pile, the HQ) a Divided Card is both halves at once: both names, both "
         "classes, many colours.",
         ("Divided Card",), (attack_now(4),)),
        Position("Infinity Stones", infinity_stones, (
            Step("Play your five S.H.I.E.L.D. Troopers with Play All: 1 Attack each, 5 in all.",
                 play_all(), "Not yet \u2014 first play your hand with Play All."),
            Step("Thanos has 11 Attack and +1 for each Infinity Stone in the city or the Escape Pile: with the "
                 "Power Stone and the Mind Stone in the city he has 13. The Mind Stone's Attack is 1 plus the "
                 "highest cost in the HQ (4): 5. Fight the Mind Stone with your 5 Attack.",
                 fight("The Mind Stone"), "Not that one \u2014 fight the Mind Stone, outlined in the Sewers.",
                 (attack_of("Thanos", 13), attack_of("The Mind Stone", 5), attack_now(5))),
            Step("Its Fight: gain a Hero from the HQ. Take Brains and Brawn.",
                 pick("Brains and Brawn", does="gain Brains and Brawn"),
                 "Not that one \u2014 gain Brains and Brawn (outlined)."),
         ),
         "The Mind Stone is in your Victory Pile and Brains and Brawn in your discard pile. One Stone fewer in "
         "the city: Thanos has 12 Attack now, and the Power Stone (6, +1 for each other Stone) has 6. A "
         "Master Strike sends the leftmost Stone in the city into the Escape Pile; six Stones escaped and "
         "Thanos wins.",
         ("Infinity Stone",), (attack_of("Thanos", 12), attack_of("The Power Stone", 6))),
        Position("Endgame", endgame, (
            Step("The Villain Deck holds 17 cards (this position set the rest aside in the KO pile). With two "
                 "players it is the Endgame once it holds 16 or fewer (8 per player). Proxima Midnight in the "
                 "Sewers says \u201cEndgame: +3 Attack\u201d and has 7 now. End your turn: Player 2's Villain step "
                 "takes a card from the deck.",
                 end_turn(), "Not yet \u2014 first end your turn: End Turn, bottom right.",
                 (villain_deck(17), attack_of("Proxima Midnight", 7))),
         ),
         "Player 2's Villain step revealed a Bystander (Proxima Midnight captured it) and the deck is down to "
         "16: it is the Endgame, the status line says so, and Proxima Midnight's Attack is 10. It stays the "
         "Endgame while the deck holds 16 or fewer, for every Enemy and Hero with an Endgame ability.",
         ("Endgame",), (villain_deck(16), attack_of("Proxima Midnight", 10))),
    ),
))
