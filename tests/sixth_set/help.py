"""The Sixth Set's keyword, its badge and its rules, in the project's own words (engine/keyword_help.py,
engine/status.py)."""

from __future__ import annotations

from legendary_desktop.engine.keyword_help import KeywordEntry, register_keywords, register_rules
from legendary_desktop.engine.status import Badge, Label, register_badge

SET = "sixth-set"
MEANING = "This card's Overcharge ability works if you played two other cards before it this turn."

register_keywords(SET, [
    KeywordEntry(
        "Overcharge", MEANING,
        "Count the cards you played this turn before this one, whatever they are. With two or more, the "
        "Overcharge ability works: the card gets its bonus as it is played. Cards played after it don't count.",
        "Play two Quick Studies, then Overcharged Strike: it is Overcharged, 3 + 2 = 5 Attack.",
        pattern=r"\bOvercharge\b"),
])

register_rules(SET, [
    ("Studying for the exam", "<p>The Sixth Set is a test set: one Hero (Spark Cadet), one Villain group "
     "(Exam Drones), one Henchmen group (Proctor Bots), The Examiner and one Scheme. Its Heroes reward "
     "playing cards in a row (<b>Overcharge</b>).</p>"),
])

register_badge(SET, Badge(Label("Overcharge", "OVERCH.", MEANING), "#b0306a", "\u26a1",
                          lambda card: "Overcharge" in card.text))
