"""Small English helpers for log lines and prompts: "1 Bystander", "2 Bystanders", "an X-Men Hero"."""

from __future__ import annotations

PLURALS = {"Henchman": "Henchmen", "Villain group": "Villain groups", "Henchman group": "Henchman groups",
           "space": "spaces"}


def plural(noun: str) -> str:
    """The plural of a card word as the rules write it ("Henchman" -> "Henchmen", "Wound" -> "Wounds")."""
    if noun in PLURALS:
        return PLURALS[noun]
    if noun.endswith(("s", "x", "ch", "sh")):
        return noun + "es"
    if noun.endswith("y") and noun[-2:-1] not in "aeiou":
        return noun[:-1] + "ies"
    return noun + "s"


def count(n: int, noun: str) -> str:
    """`n` and the noun, singular for exactly one: count(1, "Bystander") == "1 Bystander"."""
    return f"{n} {noun if n == 1 else plural(noun)}"


def a_or_an(word: str) -> str:
    """The word with its indefinite article, by how it is said.

    "an Instinct", "an X-Men", "a HYDRA", "an S.H.I.E.L.D.", "a Tech"."""
    first = word[:1]
    spelled = len(word) == 1 or word[1:2] in ".-"  # a letter said by its name: "X-Men", "S.H.I.E.L.D."
    vowel_sound = first.lower() in "aeiou" or (spelled and first in "AEFHILMNORSX")
    return f"{'an' if vowel_sound else 'a'} {word}"
