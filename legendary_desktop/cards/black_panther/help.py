"""Black Panther's keywords and special rules, in the project's own words, for the card views, the Keyword
Glossary and the Rules window (engine/keyword_help.py). The behaviour is in keywords.py."""

from __future__ import annotations

from legendary_desktop.cards.black_panther.keywords import empowered_by
from legendary_desktop.engine.card import CardDef
from legendary_desktop.engine.keyword_help import KeywordEntry, register_keywords, register_rules

SET = "black-panther"

def _multiclass(card: CardDef) -> bool:
    return card.is_hero and not card.sides and card.classes.multicolored


#: "Wound a Villain", "Wound each Villain", "Wound the Mastermind", "Wound him", "a Wound that was on …"
#: (not "the Wound Stack", "a Wound from …", "gain a Wound to your hand")
WOUND_ENEMY = (r"\bWound (?!Stack\b|Deck\b)(?:[A-Z]\w+|a\b|each\b|the\b|it\b|him\b|her\b|them\b)"
               r"|\bWounds? (?:on|that was on)\b|\bhas any Wounds\b|\bwith a Wound on it\b")

KEYWORDS = [
    KeywordEntry(
        "Hero Ambush", "When this Hero enters the HQ in your turn, you may use its Ambush if you have a Hero "
        "of that class or team.",
        "Some Heroes have an Ambush marked with a class or team. When such a Hero enters the HQ during your "
        "turn (a recruit or an escape left a space to refill), you may use its Ambush if you have a Hero of "
        "that class or team: in your hand or played this turn. It is optional and only for the active player, "
        "never at setup. Recruiting before fighting can pay off.",
        "You recruit from the HQ and Vibranium Claws fills the space; with an Instinct Hero in hand you may "
        "take its Ambush: +2 Attack.",
        pattern=r"\bAmbush:", applies=lambda c: c.is_hero),
    KeywordEntry(
        "Wounding enemies", "A Wound put on a Villain or the Mastermind gives it -1 Attack until it leaves.",
        "\"Wound a Villain\" puts a Wound from the Wound Stack (or the KO pile — your choice when both have one) "
        "on it: -1 Attack each. When it is defeated or leaves the city its Wounds go back under the Wound Stack; "
        "the Mastermind's go back when a Tactic is fought. At 0 Attack or less it is fought for 0. Killmonger, "
        "Preyy and Malice cannot be fought above 0 Attack: spend Attack equal to their Attack to Wound them "
        "instead — that is not a fight, so you may still heal.",
        "Secret Assignment's Ambush Wounds the Mastermind: a 9-Attack Mastermind is fought for 8.",
        pattern=WOUND_ENEMY, test=lambda c: "wound_instead" in c.extra),
    KeywordEntry(
        "Empowered", "+1 Attack (or Recruit) for each HQ card of the named class, counted when it matters.",
        "\"You get Empowered by Tech\": +1 Attack for each Tech card in the HQ as you play the card. An "
        "Empowered Villain or Mastermind gets +1 Attack per such HQ card when you fight it. Double or "
        "Quadruple Empowered counts each card two or four times. Changing the HQ (recruiting, putting a Hero "
        "under the Hero Deck) changes the count.",
        "Nightshade is Empowered by Tech: with two Tech Heroes in the HQ she has 2 more Attack.",
        pattern=r"\bEmpowered\b|\bEmpowering\b", test=lambda c: bool(empowered_by(c))),
    KeywordEntry(
        "Throne's Favor", "A single token: gaining it takes it from whoever holds it; some cards spend it.",
        "There is one Throne's Favor. \"Gain the Throne's Favor\" is mandatory and takes it from a player or the "
        "Mastermind. A card that says you may spend it lets you give it up, at that moment only, for its bonus; "
        "then nobody holds it. Held before the card resolves, you may spend it or keep it; not held, you gain it.",
        "Vibranium Claws: gain the Throne's Favor; if you already had it, you may spend it for +2 Attack.",
        pattern=r"\bThrone's Favor\b"),
    KeywordEntry(
        "Multiclass", "A card with two classes counts as each of them.",
        "A Multiclass Hero counts as both its classes for Superpowers, \"reveal a … Hero\" and Empowered counts. "
        "It is one card: it counts once as a card.",
        "King Black Panther's Unseen Protector is Instinct and Covert: it enables a Covert Superpower "
        "played after it.",
        test=_multiclass),
]

register_keywords(SET, KEYWORDS)

RULES = [
    ("Wakanda's Heroes", """
<p>Every Hero of Wakanda has at least one Multiclass card, and King Black Panther's cards are all Multiclass.
Heroes may have an Ambush of their own (Hero Ambush), Wound enemies, get Empowered, or gain and spend the
Throne's Favor.</p>"""),
    ("Killmonger, Preyy and Malice", """
<p>While they have more than 0 Attack they cannot be fought. Instead you may spend Attack equal to their Attack
to Wound them, as many times as you can pay (Killmonger: +1 Recruit each time). At 0 Attack they are fought
normally. Wounding them is not a fight: it does not stop you healing, nor healing stop it.</p>"""),
    ("Each player in turn", """
<p>When every player does something, the active player goes first and the others follow in turn order.
Wounds shared \"as evenly as possible\" give each the same number; the active player chooses who takes
the ones left over.</p>"""),
]

register_rules(SET, RULES)
