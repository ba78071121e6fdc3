"""Small English helpers for log lines and prompts: "1 Bystander", "2 Bystanders", "an X-Men Hero"."""

from __future__ import annotations

PLURALS = {"Henchman": "Henchmen", "Villain group": "Villain groups", "Henchman group": "Henchman groups",
           "space": "spaces", "Hero": "Heroes"}
SINGULARS = {many: one for one, many in PLURALS.items()}


def plural(noun: str) -> str:
    """The plural of a card word as the rules write it.

    >>> [plural(w) for w in ("Henchman", "Wound", "extra Hero", "Witness", "Enemy")]
    ['Henchmen', 'Wounds', 'extra Heroes', 'Witnesses', 'Enemies']
    """
    if noun in PLURALS:
        return PLURALS[noun]
    head, _, last = noun.rpartition(" ")
    if head and last in PLURALS:  # "extra Hero" -> "extra Heroes"
        return f"{head} {PLURALS[last]}"
    if noun.endswith(("s", "x", "ch", "sh")):
        return noun + "es"
    if noun.endswith("y") and noun[-2:-1] not in "aeiou":
        return noun[:-1] + "ies"
    return noun + "s"


def singular(noun: str) -> str:
    """The singular of a plural card word, the inverse of `plural` for the words the game uses.

    >>> [singular(w) for w in ("Wounds", "Master Strikes", "Heroes", "Henchmen", "Enemies", "Witnesses")]
    ['Wound', 'Master Strike', 'Hero', 'Henchman', 'Enemy', 'Witness']
    >>> all(singular(plural(w)) == w for w in ("Bystander", "Villain group", "Enemy", "Witness"))
    True
    """
    head, _, last = noun.rpartition(" ")
    lead = head + " " if head else ""
    if noun in SINGULARS:
        return SINGULARS[noun]
    if last in SINGULARS:
        return lead + SINGULARS[last]
    if last.endswith("ies") and len(last) > 3:
        return lead + last[:-3] + "y"
    if last.endswith(("sses", "xes", "ches", "shes")):
        return lead + last[:-2]
    if last.endswith("s") and not last.endswith("ss"):
        return lead + last[:-1]
    return noun


def count_of(n: int, plural_noun: str) -> str:
    """`n` and a noun given in the plural (a pile's name: "Wounds", "Hidden Witnesses"), singular for one.

    >>> count_of(1, "Wounds"), count_of(0, "Wounds"), count_of(1, "Master Strikes")
    ('1 Wound', '0 Wounds', '1 Master Strike')
    """
    return f"{n} {singular(plural_noun) if n == 1 else plural_noun}"


def count(n: int, noun: str) -> str:
    """`n` and the noun, singular for exactly one.

    >>> count(1, "Bystander"), count(2, "Bystander"), count(0, "Henchman")
    ('1 Bystander', '2 Bystanders', '0 Henchmen')
    """
    return f"{n} {noun if n == 1 else plural(noun)}"


#: A verb said of one thing, for the verbs that do not just take an "s": "are" -> "is"
VERB_SINGULARS = {"are": "is", "were": "was", "have": "has", "do": "does", "go": "goes"}


def verb(n: int, plural_verb: str) -> str:
    """A verb given as said of several things, agreeing with `n` of them; a phrase agrees in its first word.

    >>> verb(1, "go"), verb(2, "go"), verb(1, "are"), verb(1, "are shuffled"), verb(1, "fight")
    ('goes', 'go', 'is', 'is shuffled', 'fights')
    """
    if n == 1:
        head, space, rest = plural_verb.partition(" ")
        one = VERB_SINGULARS.get(head) or (head + "es" if head.endswith(("s", "x", "ch", "sh", "o")) else head + "s")
        return one + space + rest
    return plural_verb


def count_verb(n: int, noun: str, plural_verb: str) -> str:
    """`n` things doing something, noun and verb agreeing.

    >>> count_verb(1, "Wound", "go"), count_verb(3, "Villain", "escape")
    ('1 Wound goes', '3 Villains escape')
    """
    return f"{count(n, noun)} {verb(n, plural_verb)}"


def a_or_an(word: str) -> str:
    """The word with its indefinite article, by how it is said: a letter said by its name ("X-Men",
    "S.H.I.E.L.D.") takes "an" when its name starts with a vowel sound.

    >>> [a_or_an(w) for w in ("Instinct", "X-Men", "HYDRA", "S.H.I.E.L.D.", "Tech")]
    ['an Instinct', 'an X-Men', 'a HYDRA', 'an S.H.I.E.L.D.', 'a Tech']
    """
    first = word[:1]
    spelled = len(word) == 1 or word[1:2] in ".-"  # a letter said by its name: "X-Men", "S.H.I.E.L.D."
    vowel_sound = first.lower() in "aeiou" or (spelled and first in "AEFHILMNORSX")
    return f"{'an' if vowel_sound else 'a'} {word}"
