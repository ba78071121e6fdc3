"""The one rule for text longer than its room, everywhere in the UI: it is shortened after a whole word,
with "…", and its whole is in the tooltip of whatever shows it. Never cut inside a word (but for a first
word wider than the whole room: a stem of four letters or more, never a bare "…"), never from the
start. (Shrinking the type or condensing it comes first; this is what is left when those are not enough.)"""

from __future__ import annotations

from typing import Protocol

ELLIPSIS = "…"
#: What may end the words kept before the "…" only to be dropped with it (" ·", a comma, an open bracket, a
#: full stop: never "Recruit.…")
_TRAILING = " ·,;:–—-/([."


class Metrics(Protocol):
    def horizontalAdvance(self, text: str, /) -> float: ...  # noqa: N802 (Qt's name)


def shorten(text: str, metrics: Metrics, width: float) -> str:
    """`text` if it fits `width`; else its longest start of whole words (a compound's part before its hyphen
    counts as one), not ending inside brackets, that fits with "…" after it; when not even its first word
    does, a readable stem of that word (`stem`), else "…" alone."""
    if metrics.horizontalAdvance(text) <= width:
        return text
    # where a start of it may end: before a space, or after the hyphen of a compound ("Half-" of
    # "Half-Healed", shown "Half…")
    ends = [i for i, ch in enumerate(text) if ch == " " or (ch == "-" and 0 < i < len(text) - 1
                                                             and text[i - 1].isalpha() and text[i + 1].isalpha())]
    for end in reversed(ends):
        head = text[:end].rstrip(_TRAILING)
        if head.count("(") > head.count(")"):
            continue  # never ends inside brackets ("the Rooftops (12…"): before them ("the Rooftops…")
        if head and metrics.horizontalAdvance(head + ELLIPSIS) <= width:
            return head + ELLIPSIS
    return stem(text, metrics, width)


#: Letters a word too long for its whole room keeps before its "…" ("Shrinksperiments" on a small card)
STEM = 4


def stem(text: str, metrics: Metrics, width: float) -> str:
    """Its first word is wider than the whole room: the longest start of that word, of at least `STEM`
    letters, that fits with "…" ("Shrin…"); "…" alone when not even that does. The one place a word is cut:
    a bare "…" would say nothing."""
    word = text.split(" ")[0].split("-")[0]
    for n in range(len(word) - 1, STEM - 1, -1):
        head = word[:n]
        if sum(ch.isalpha() for ch in head) >= STEM and metrics.horizontalAdvance(head + ELLIPSIS) <= width:
            return head + ELLIPSIS
    return ELLIPSIS


def cut_at_a_word(shown: str, full: str) -> bool:
    """Is `shown` the whole of `full`, or a start of it ending at a word with "…" (never mid-word, never
    from the start)? For the layout checks."""
    if shown == full:
        return True
    if not shown.endswith(ELLIPSIS):
        return False
    head = shown[: -len(ELLIPSIS)]
    if not full.startswith(head):
        return False
    rest = full[len(head):]
    first = full.split(" ")[0].split("-")[0]
    if len(head) < len(first) and sum(ch.isalpha() for ch in head) >= STEM:
        return True  # a stem of a first word too long for the whole room (`stem`)
    return head == "" or (rest[:1] in tuple(_TRAILING) and rest.strip() != "")


def words_fit(words: list[str], metrics: Metrics, width: float) -> list[str]:
    """`words` on lines of whole words no wider than `width`; a word longer than a line ends the text there
    with "…" (on the line before it, or alone)."""
    rows: list[str] = []
    for i, word in enumerate(words):
        if rows and metrics.horizontalAdvance(f"{rows[-1]} {word}") <= width:
            rows[-1] = f"{rows[-1]} {word}"
        elif metrics.horizontalAdvance(word) <= width:
            rows.append(word)
        else:
            if i == 0:
                return [shorten(word, metrics, width)]  # a stem of it, or "…"
            rows[-1] = shorten(f"{rows[-1]} {word}", metrics, width)  # too long with the word: shortened
            return rows
    return rows
