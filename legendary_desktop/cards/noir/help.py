"""Marvel Noir's keywords and special rules, in the project's own words, for the card views, the Keyword
Glossary and the Rules window (engine/keyword_help.py). The behaviour is in cards/noir/investigate.py and
cards/noir/witnesses.py."""

from __future__ import annotations

from legendary_desktop.engine.keyword_help import KeywordEntry, register_keywords, register_rules

SET = "noir"

KEYWORDS = [
    KeywordEntry(
        "Investigate", "Look at the top two cards of a deck, take one that matches, put the rest back top or "
        "bottom.",
        "\"Investigate for a Tech card\": look at the top two cards of your deck, reveal a matching one and draw "
        "it (exactly one; if any matches you must take one). Then put the others back on the top and/or the "
        "bottom of your deck in any order, found or not — a way to set up your next draws. Some cards "
        "investigate another deck (the Hero Deck, the Villain Deck, the Bystander Stack) and say where the "
        "card found goes.",
        "Gumshoe's Revolver: of your top two cards you draw the one that costs 2 or less and put the other "
        "under your deck.",
        pattern=r"\bInvestigat(?:e|es|ed|ing|ion|ions)\b"),
    KeywordEntry(
        "Hidden Witness", "A face-down captured Bystander: its holder can't be fought (an HQ Hero can't be "
        "recruited) until it is rescued for 2 Recruit.",
        "\"Captures a Hidden Witness\": the top Bystander of the stack goes face down on the Villain (or "
        "Mastermind, Scheme or HQ Hero). While it has one it can't be fought or recruited. In your turn pay 2 "
        "Recruit per Witness to rescue it into your Victory Pile, even without fighting and even after "
        "healing. Defeating the holder for free rescues them all; an escaping holder carries them away as "
        "Bystanders; an HQ Hero leaving the HQ has its Witnesses KO'd. The ★ on a Villain's Attack marks it.",
        "Fancy Dan enters and captures 3 Hidden Witnesses: 6 Recruit frees them, then he can be fought.",
        pattern=r"\bHidden Witness(?:es)?\b", test=lambda c: "star" in c.extra),
]

register_keywords(SET, KEYWORDS)

RULES = [
    ("Charles Xavier's Witnesses on Heroes", """
<p>Charles Xavier, Professor of Crime puts Hidden Witnesses on Heroes in the HQ. Such a Hero cannot be recruited
until its Witnesses are rescued (2 Recruit each); they count as Bystanders for his Attack. If the Hero leaves
the HQ any other way, its Witnesses are KO'd.</p>"""),
    ("Hidden Heart of Darkness", """
<p>This Scheme shuffles the Mastermind's Tactics into the Villain Deck. In the city a Tactic is a Villain with
the Mastermind's printed Attack and none of its bonuses; defeated, it goes to your Victory Pile as a Tactic and
does its Fight. While no Tactic is in the city, fighting the Mastermind card wins the game.</p>"""),
    ("The ★ on a Villain's Attack", """
<p>A star beside a Villain's Attack means fighting it has a catch, such as Hidden Witnesses to rescue first.</p>"""),
]

register_rules(SET, RULES)
