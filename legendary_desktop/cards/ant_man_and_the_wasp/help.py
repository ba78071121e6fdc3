"""Ant-Man and the Wasp's keywords and special rules, in the project's own words, for the card views, the
Keyword Glossary and the Rules window (engine/keyword_help.py). The behaviour is in keywords.py."""

from __future__ import annotations

from legendary_desktop.engine.card import CardDef, Kind
from legendary_desktop.engine.keyword_help import KeywordEntry, register_keywords, register_rules

SET = "ant-man-and-the-wasp"

def _size_icons(card: CardDef) -> dict[object, int]:
    icons: dict[object, int] = card.extra.get("size_changing", {})
    return icons


#: the one-line meanings, shared with the Size-Change badge on the table (status.py)
SIZE_CHANGING = "Costs 2 less to recruit (or 2 less Attack to fight) if you played a card of that class this turn."
MICROSCOPIC = "2 less for each card of that class played this turn, up to the number of icons — it can go below 0."

KEYWORDS = [
    KeywordEntry(
        "Heist", "Once per turn you may attempt a Heist: beat the top Villain card's VP with your different "
        "costs to get every Heist effect.",
        "If you played a Hero with Heist (or fought an enemy with it), you may attempt one Heist a turn. Your "
        "Heist Count is the number of different non-zero printed costs among your Heroes this turn: those in "
        "your hand and those you played. "
        "The top card of the Villain Deck is revealed (it stays there): count higher than its VP — every Heist "
        "effect of this turn happens; equal — nothing; lower — you gain a Wound. A Heist card played after "
        "the attempt is too late.",
        "Heroes costing 2 and 3 played and one costing 5 in your hand make a Heist Count of 3: against a 2-VP "
        "Villain on top, Petty Larceny's Heist gives +2 Recruit.",
        pattern=r"\bHeist:"),
    KeywordEntry(
        "Double-Cross", "Each player reveals their hand and discards one of their highest-cost doubles.",
        "A double is a card with the same cost as another card in your hand (Wounds and S.H.I.E.L.D. cards "
        "cost 0). Each player discards one of the highest-cost ones; a hand with no two costs alike loses "
        "nothing.",
        "Your hand costs 0, 0, 4, 4, 4, 6: you must discard one of the 4s.",
        pattern=r"\bDouble-Cross(?:es|ed|ing)?\b"),
    KeywordEntry(
        "Explore", "Put an HQ Hero under the Hero Deck; of the next two Hero Deck cards, one fills the space "
        "(the Found Hero).",
        "Exploring: choose a Hero in the HQ and put it on the bottom of the Hero Deck, reveal the top two "
        "cards of the Hero Deck, choose one to fill the empty space — the Found Hero — and put the other on "
        "the bottom. Many cards then give you something from the Found Hero.",
        "Prepare for War: after Exploring, +Attack equal to the Found Hero's printed Attack.",
        pattern=r"\b[Ee]xplor(?:e|es|ed|ing)\b"),
    KeywordEntry(
        "Conqueror", "\"Rooftops Conqueror 2\": +2 Attack while any Villain is on the Rooftops.",
        "An enemy with Conqueror gets the bonus while any Villain (itself or another) is in the named space. "
        "On a Hero it is +Attack when you play it, if a Villain is there then.",
        "Xolum: Bridge Conqueror 1 — +1 Attack if a Villain is on the Bridge.",
        pattern=r"\b\w+ Conqueror \d+\b", test=lambda c: bool(c.extra.get("conqueror"))),
    KeywordEntry(
        "Size-Changing", SIZE_CHANGING,
        "\"Size-Changing Ranged\" on a Hero: recruiting it costs 2 less if you played any Ranged card this "
        "turn. On a Villain or Mastermind: fighting it needs 2 less Attack (never below 0). The discount is "
        "only while you recruit or fight it.",
        "Flitting Sting (cost 3, Size-Changing Ranged) costs 1 after you played a Ranged Hero.",
        pattern=r"(?<!Microscopic )\bSize-Chang(?:ing|es?)\b",
        test=lambda c: bool(_size_icons(c)) and max(_size_icons(c).values()) == 1),
    KeywordEntry(
        "Microscopic Size-Changing", MICROSCOPIC,
        "\"Microscopic Size-Changing Tech ×3\": 2 less for each Tech card you played this turn, counting up to "
        "three (6 less at most). A Hero's cost may go below 0: recruiting it then gives you the rest as "
        "Recruit. On an enemy it works on the Attack you need to fight it (stopping at 0).",
        "Anti-Tank Weapons (cost 6, Tech ×3) costs 4 after one Tech card, 2 after two and 0 after three.",
        pattern=r"\bMicroscopic Size-Changing\b",
        test=lambda c: bool(_size_icons(c)) and max(_size_icons(c).values()) > 1),
    KeywordEntry(
        "Antics", "Works only if you have three cards that cost 1–2 and/or have Size-Changing.",
        "Count the cards you have — in your hand and played this turn, this card too — that cost 1 or 2 or "
        "have Size-Changing (printed). With three or more, the Antics ability works; it is checked as you play "
        "the card.",
        "Antagonize has Size-Changing: with two cards costing 2 in your hand, its Antics gives +2 Attack.",
        pattern=r"\bAntics:"),
    KeywordEntry(
        "Transform", "The Mastermind turns over to its other side, with its own Attack and abilities.",
        "This set's Masterminds are double-sided and start with the Always Leads side up. \"Transforms\" turns "
        "it over (no Master Strike of the new side happens). Only the face-up side's Attack and abilities count.",
        "Darren Cross's Master Strike: he Double-Crosses each player, then transforms into Yellowjacket.",
        pattern=r"\b[Tt]ransform(?:s|ed|ing)?\b|\bback side of a Mastermind\b"),
    KeywordEntry(
        "Ambush Scheme", "A second Scheme shuffled into the Villain Deck with its Villain group: its Ambush "
        "happens when it is revealed.",
        "When an Ambush Scheme is revealed it goes beside the Scheme and does its Ambush; from then on each "
        "Twist also does its Twist effect. It says how to defeat it: then it goes to the current player's "
        "Victory Pile. It is not a Villain and need not be defeated to win. Only one can be in play: another "
        "one revealed is KO'd and the next card is played.",
        "Build a Conquering Army is revealed: a stack of Henchmen with Bridge Conqueror 1 waits beside it.",
        pattern=r"\bAmbush:", applies=lambda c: c.kind is Kind.SCHEME, test=lambda c: "ambush_scheme" in c.extra),
]

register_keywords(SET, KEYWORDS)

RULES = [
    ("Heroes of Ant-Man and the Wasp", """
<p>Each Hero has six different cards (3, 3, 3, 2, 2 and 1 copies), a wide spread of costs for Heists and for
avoiding Double-Crosses. Four special Bystanders are shuffled into the Bystander Stack; their Rescue abilities
happen when rescued.</p>"""),
    ("Recruit for some Heroes only", """
<p>Some cards give Recruit usable only for some Heroes (Hydra Arms Dealer, Young Cassie Lang). It is kept apart
and spent first on a Hero it allows.</p>"""),
]

register_rules(SET, RULES)
