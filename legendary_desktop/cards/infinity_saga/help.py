"""The Infinity Saga's keywords and special rules, in the project's own words, for the card views, the
Keyword Glossary and the Rules window (engine/keyword_help.py). The behaviour is in cards/infinity_saga/endgame.py,
cards/infinity_saga/sacrifice.py, cards/infinity_saga/phasing.py, engine/divided.py and rules.py."""

from __future__ import annotations

from legendary_desktop.cards.infinity_saga.phasing import has_phasing
from legendary_desktop.cards.infinity_saga.sacrifice import sacrifice_class
from legendary_desktop.engine.keyword_help import KeywordEntry, register_keywords, register_rules

SET = "infinity-saga"

KEYWORDS = [
    KeywordEntry(
        "Endgame", "Works only while the Villain Deck (any one, under a Scheme with several) holds 8 cards per "
        "player or fewer (or a card makes it the Endgame).",
        "It is the Endgame while the Villain Deck has at most 8 cards per player; the status box counts down to "
        "it. Then Villains' and Masterminds' Endgame bonuses and abilities work, and Captain Marvel's too. "
        "Cards put back into the Villain Deck can end it again; with several Villain Decks it is the Endgame "
        "if any is small enough. \"It is the Endgame this turn\" turns it on for everyone; Turning Point turns "
        "it on for your Hero cards only.",
        "Proxima Midnight has 3 more Attack in the Endgame: 10 Villain Deck cards left with 2 players.",
        pattern=r"\bEndgame\b", test=lambda c: "endgame_attack" in c.extra),
    KeywordEntry(
        "Sacrifice", "\"Tech Sacrifice: …\": played after another Tech Hero this turn, you may KO it for its "
        "effect (badge ✝).",
        "When you play a card with a class Sacrifice after another Hero of that class this turn, you may KO "
        "it to get its Sacrifice ability; you decide as you play it, never later. It still gives its Recruit, "
        "Attack and other abilities either way, and still counts as played this turn.",
        "Play a Tech Hero, then We Have to Destroy It: KO it for +3 Recruit and a KO from your hand or discard "
        "pile.",
        pattern=r"\b(?:Strength|Instinct|Covert|Tech|Ranged) Sacrifice:",
        test=lambda c: sacrifice_class(c) is not None),
    KeywordEntry(
        "Phasing", "In your turn you may swap this card in your hand with the top card of your deck (badge ⇅).",
        "During your turn, a Phasing card in your hand may be swapped with the top card of your deck: keep it "
        "for next turn or try another card. The swap is not playing, drawing or putting a card on your deck. "
        "An empty deck is first refilled from your discard pile.",
        "Holding Open Portals when you need Attack, phase it away and take your deck's top card instead.",
        pattern=r"\bPhasing\b", test=has_phasing),
    KeywordEntry(
        "Divided Card", "Two halves on one card: you play one side; elsewhere it is both at once.",
        "When you play a Divided Card you choose a side and get only that side's numbers and abilities. In "
        "your hand, deck, discard pile or the HQ it has both sides' classes and names, is multicolored, and "
        "its printed Attack is the sum of both. Its cost is the one number printed on both halves.",
        "Hold On/Let Go: play Hold On (Wanda) for Covert: +2 Attack, or Let Go (Vision) for its Sacrifice.",
        test=lambda c: bool(c.sides)),
    KeywordEntry(
        "Infinity Stone", "A Villain of the Infinity Stones group (Stonekeeper and Nebula count too).",
        "Every card of the Infinity Stones Villain group counts as an Infinity Stone, Stonekeeper and Nebula, "
        "Stone Seeker included. Thanos grows stronger with each one in the city or the Escape Pile.",
        "With the Power Stone and the Time Stone in the city, Thanos has 2 more Attack.",
        pattern=r"\bInfinity Stones?\b"),
]

register_keywords(SET, KEYWORDS)

RULES = [
    ("Heroes of the Infinity Saga", """
<p>Each Hero of this set has six different cards (1 rare, two uncommons of 2 copies, three commons of 3).
Every Hero has a Multiclass card and Black Panther's are all Multiclass. Wanda &amp; Vision share one Hero
stack of Divided Cards.</p>"""),
    ("Thanos and the Infinity Stones", """
<p>Thanos and the Infinity Stones group are meant to be very hard to beat. Each Stone is a Villain with an
ability that grows with the game; Stonekeeper and Nebula count as Stones. Thanos wins when six Stones have
escaped (his own Evil Wins).</p>"""),
    ("Left and right in the city", """
<p>"Leftmost" means the city space nearest the escape end (the Bridge), "rightmost" the one where Villains
enter (the Sewers): the printed board has the Villain Deck on the right.</p>"""),
]

register_rules(SET, RULES)
