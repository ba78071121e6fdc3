"""How a computer player answers a card's own decision: rules the sets write for their decisions.

A set registers, under the `source` its decisions carry (the card or Scheme asking), a function
`rule(g, d) -> (answer, why) | None`; the computer players ask it before their generic rules
(`bots/answers.by_rule`), so Normal, Strong, Expert and the Hint all answer that decision on purpose,
and the Hint says `why` in the game's terms. None means "no opinion here" (another decision of the
same card) and the generic rules go on.

A rule answers for the seat deciding (`d.player`) from what that seat may know: the open table, its
own cards, the sizes and kinds of hidden piles, what it was shown (`engine/knowledge.py`), and the
multiset of cards a hidden pile was drawn from. It must not read the order or contents of a hidden
pile beyond that (the leak tests in tests/bots check the rules the sets register).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from legendary_desktop.engine import attachments, knowledge

if TYPE_CHECKING:
    from legendary_desktop.engine.decision import Decision
    from legendary_desktop.engine.game import Answer, Game

Advice = tuple["Answer", str]  # the answer, and why in one short line
Rule = Callable[["Game", "Decision"], "Advice | None"]

_RULES: dict[str, list[Rule]] = {}


def register(source: str, rule: Rule) -> None:
    """`rule` answers decisions whose source is `source` (it may return None to pass)."""
    _RULES.setdefault(source, []).append(rule)


def sources() -> list[str]:
    """Every source some set answers on purpose (for the list of decisions and its test)."""
    return sorted(_RULES)


def ruled(g: Game, d: Decision) -> Advice | None:
    """The answer (and why) a set's own rule gives to `d`, or None when no rule of its source has one."""
    for rule in _RULES.get(d.source, ()):
        advice = rule(g, d)
        if advice is not None:
            return advice
    return None


def hero_pool(g: Game, seat: int) -> list[int]:
    """The Heroes `seat` can't see whose multiset it can know: the Hero Deck's cards and the Heroes in
    face-down piles nobody has seen (they came from the Hero Deck), but those it knows the place of."""
    known = knowledge.known_to(g, seat)
    unseen = [c for piles in g.held.values() for name, cards in piles.items() if name in attachments.UNSEEN
              for c in cards]
    cards = g.cards
    return [c for c in (*g.hero_deck, *unseen) if cards[c].is_hero and c not in known]
