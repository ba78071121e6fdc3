"""The help every set declares beside its cards: its keywords (what each means, how to recognise it on a
card) and its special rules, for the card views, the Keyword Glossary and the Rules window.

A set's ``help.py`` registers its entries when the set is imported, as a set's status lines do
(engine/status.py). Nothing here or in the UI names a keyword or a set: a card shows the help of every
keyword its text or structure uses, whichever set declares it (a base-game Hero in any game still
explains its Superpower).

A keyword is recognised by a regular expression searched in the card's text (and its halves' texts),
by a test of the card definition, or both; a keyword with neither is a rules concept (Recruit, the HQ)
that the glossary and the Rules window explain but no card view lists.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from legendary_desktop.engine import sets

if TYPE_CHECKING:
    from legendary_desktop.engine.card import CardDef

CardTest = Callable[["CardDef"], bool]


@dataclass(frozen=True)
class Keyword:
    """One keyword's help, in the project's own words."""

    term: str  # "Master Strike"
    meaning: str  # one line
    explanation: str  # longer
    example: str  # a concrete example from the game
    set_id: str  # the set that declares it
    anchor: str  # stable id the Rules window knows it by, e.g. "kw-master-strike"


@dataclass(frozen=True)
class KeywordEntry:
    """A set's declaration of a keyword: its help and how to recognise it on a card."""

    term: str
    meaning: str
    explanation: str
    example: str
    #: a regular expression searched in a card's text (case-sensitive), or a function giving it (asked
    #: once, when first needed: e.g. built from the catalogue's team names)
    pattern: str | Callable[[], str] | None = field(default=None, compare=False)
    applies: CardTest | None = field(default=None, compare=False)  # the cards the pattern is for (all if None)
    test: CardTest | None = field(default=None, compare=False)  # a test of the card definition, besides


@dataclass(frozen=True)
class RulesSection:
    """A part of a set's rules for the Rules window: a title, a stable anchor and an HTML body."""

    title: str
    anchor: str
    body: str  # HTML (paragraphs, lists), in the project's own words
    set_id: str


@dataclass
class _Recogniser:
    keyword: Keyword
    source: str | Callable[[], str] | None
    applies: CardTest | None
    test: CardTest | None
    _compiled: re.Pattern[str] | None = None

    @property
    def pattern(self) -> re.Pattern[str] | None:
        if self._compiled is None and self.source is not None:
            self._compiled = re.compile(self.source if isinstance(self.source, str) else self.source())
        return self._compiled

    def spans(self, texts: list[str], card: CardDef | None) -> list[tuple[int, int, int]]:
        """(text index, start, end) of each match in the texts (none if the pattern is not for this card)."""
        pattern = self.pattern
        if pattern is None or (card is not None and self.applies is not None and not self.applies(card)):
            return []
        return [(i, m.start(), m.end()) for i, t in enumerate(texts) for m in pattern.finditer(t)]


_KEYWORDS: dict[str, list[_Recogniser]] = sets.declarations("keywords")  # set id -> its keywords, in declaration order
_RULES: dict[str, list[RulesSection]] = sets.declarations("rules sections")  # set id -> its rules sections


def anchor_of(term: str, prefix: str = "kw") -> str:
    """"Master Strike" -> "kw-master-strike"; "Evil Wins!" -> "kw-evil-wins"."""
    slug = re.sub(r"[^a-z0-9]+", "-", term.lower().replace("'", "")).strip("-")
    return f"{prefix}-{slug}"


def register_keywords(set_id: str, entries: Iterable[KeywordEntry | Keyword]) -> list[Keyword]:
    """Declare a set's keywords. A plain `Keyword` is recognised by its term as a whole word."""
    known = {r.keyword.term.casefold(): r.keyword.set_id for rs in _KEYWORDS.values() for r in rs}
    out: list[Keyword] = []
    for entry in entries:
        if isinstance(entry, Keyword):
            rec = _Recogniser(entry, rf"\b{re.escape(entry.term)}\b", None, None)
        else:
            kw = Keyword(entry.term, entry.meaning, entry.explanation, entry.example, set_id,
                         anchor_of(entry.term))
            rec = _Recogniser(kw, entry.pattern, entry.applies, entry.test)
        term = rec.keyword.term.casefold()
        if term in known:
            raise ValueError(f"keyword {rec.keyword.term!r} declared twice ({known[term]} and {set_id})")
        known[term] = set_id
        _KEYWORDS.setdefault(set_id, []).append(rec)
        out.append(rec.keyword)
    return out


def register_rules(set_id: str, sections: Iterable[tuple[str, str] | RulesSection]) -> list[RulesSection]:
    """Declare a set's rules sections: (title, HTML body) pairs ("rule-<set>-<title>" anchors), or sections
    with their own anchor."""
    out = []
    for s in sections:
        section = s if isinstance(s, RulesSection) else RulesSection(s[0], anchor_of(f"{set_id} {s[0]}", "rule"),
                                                                     s[1], set_id)
        _RULES.setdefault(set_id, []).append(section)
        out.append(section)
    return out


def _set_order(set_ids: Iterable[str] | None, registered: dict[str, Any]) -> list[str]:
    """The sets asked for (all the program's when None), in release order (the base game first)."""
    book = sets.program()
    wanted = list(book.declared(registered)) if set_ids is None else list(dict.fromkeys(set_ids))
    return sorted(wanted, key=book.rank)


def _recognisers() -> list[_Recogniser]:
    return [r for s in _set_order(None, _KEYWORDS) for r in _KEYWORDS.get(s, ())]


def declared(set_ids: Iterable[str] | None = None) -> list[Keyword]:
    """The keywords the given sets declare (every set of the program's when None), the base game first."""
    return [r.keyword for s in _set_order(set_ids, _KEYWORDS) for r in _KEYWORDS.get(s, ())]


def keyword(term_or_anchor: str) -> Keyword | None:
    """A declared keyword by its term (case-blind) or its anchor."""
    folded = term_or_anchor.casefold()
    return next((r.keyword for r in _recognisers()
                 if r.keyword.term.casefold() == folded or r.keyword.anchor == term_or_anchor), None)


def _texts(card: CardDef) -> list[str]:
    return [card.text, *(side.text for side in card.sides)]


def spans(card: CardDef) -> list[tuple[Keyword, int, int, int]]:
    """Where each keyword shows in a card's texts (its own, then its halves'): (keyword, text index,
    start, end). Keywords known by the card's structure alone are not here."""
    texts = _texts(card)
    return [(r.keyword, *span) for r in _recognisers() for span in r.spans(texts, card)]


def keywords_of(card: CardDef) -> list[Keyword]:
    """Every keyword a card definition uses, by its text or its structure, whichever set declares it:
    in the order its text uses them (those known by structure alone first)."""
    texts = _texts(card)
    found: list[tuple[tuple[int, int], int, Keyword]] = []
    for i, r in enumerate(_recognisers()):
        places = r.spans(texts, card)
        if places:
            found.append((min((t, start) for t, start, _ in places), i, r.keyword))
        elif r.test is not None and r.test(card):
            found.append(((-1, 0), i, r.keyword))
    return [k for _, _, k in sorted(found, key=lambda f: (f[0], f[1]))]


def keywords_in_text(text: str) -> list[Keyword]:
    """The keywords a piece of card text uses (recognised by their patterns, whatever card the pattern is
    for), in text order."""
    found = [(places[0][1], i, r.keyword) for i, r in enumerate(_recognisers()) if (places := r.spans([text], None))]
    return [k for _, _, k in sorted(found, key=lambda f: (f[0], f[1]))]


def is_concept(kw: Keyword) -> bool:
    """A rules concept: declared with no way to recognise it on a card (never listed by a card view)."""
    return any(r.keyword == kw and r.source is None and r.test is None for r in _recognisers())


def rules_sections(set_ids: Iterable[str] | None = None) -> list[RulesSection]:
    """The rules sections of the given sets (every set of the program's when None), the base game first."""
    return [s for set_id in _set_order(set_ids, _RULES) for s in _RULES.get(set_id, ())]
