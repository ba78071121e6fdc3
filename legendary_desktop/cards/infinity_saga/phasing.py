"""Phasing: in your turn you may swap a Phasing card in your hand with the top card of your deck.

The swap is not a play, a draw nor a "put on top of your deck" for other abilities. With an empty
deck the discard pile is shuffled into a new deck first (as for any look at the top). A Divided Card
has Phasing in hand when either half has it. Sets with Phasing cards register `ACTION`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.engine import knowledge
from legendary_desktop.engine.card import CardDef
from legendary_desktop.engine.decision import Option

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game


_PHASING: dict[CardDef, bool] = {}  # card definitions never change: each is asked once


def has_phasing(cdef: CardDef) -> bool:
    found = _PHASING.get(cdef)
    if found is None:
        found = _PHASING[cdef] = bool(cdef.extra.get("phasing")) or any(s.extra.get("phasing") for s in cdef.sides)
    return found


def options(g: Game) -> list[Option]:
    p = g.players[g.active]
    if not p.deck and not p.discard:
        return []
    out: list[Option] = []
    seen: set[str] = set()
    known = _PHASING
    cards = g.cards
    for c in p.hand:
        cdef = cards[c]
        phasing = known.get(cdef)  # `has_phasing` written out: asked for every card in hand at every decision
        if phasing is None:
            phasing = has_phasing(cdef)
        if phasing and cdef.key not in seen:
            seen.add(cdef.key)  # copies in one hand phase alike: one option each
            out.append(Option(f"phase:{c}", f"Phase {cdef.name}: swap it with the top card of your deck", c))
    return out


def phase(g: Game, option: Option) -> None:
    card = option.card
    assert card is not None
    player = g.active
    p = g.players[player]
    if not p.deck:
        p.deck, p.discard = p.discard, []
        g.shuffle(p.deck)
        g.log("shuffle", f"{p.name} shuffles their discard pile into a new deck.")
    top = p.deck.pop()
    p.hand.remove(card)
    p.deck.append(card)
    p.hand.append(top)
    knowledge.show(g, player, [card])
    g.log("phase", f"{p.name} phases {g.name(card)} onto their deck.", card)


def blocked(g: Game) -> list[tuple[int, str]]:
    p = g.players[g.active]
    if p.deck or p.discard:
        return []
    return [(c, "Nothing to phase with: your deck and discard pile are empty")
            for c in p.hand if has_phasing(g.cards[c])]
