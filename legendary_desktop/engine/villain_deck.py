"""The Villain Deck: reveal the top card and resolve it by what it is."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.engine import city, master_strike, scheme_twist
from legendary_desktop.engine.card import Effect, Kind

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game


def play_top(g: Game, n: int = 1, deck: int = 0) -> Effect:
    """Play the top n cards of a Villain Deck (the first unless told), one after another.

    With several Villain Decks, one running out ends nothing by itself: the Scheme says when."""
    source = g.villain_decks[deck]
    for _ in range(n):
        if not source.cards:
            if len(g.villain_decks) == 1:
                g.deck_ran_out("Villain Deck")
            return
        card = source.cards.pop()
        g.limbo.append(card)
        g.mark_reveal()
        if not source.cards and len(g.villain_decks) == 1:
            g.deck_ran_out("Villain Deck")
        yield from resolve(g, card, source.space)
        if g.outcome is not None:
            return


def resolve(g: Game, card: int, space: int = 0) -> Effect:
    """Resolve a card just revealed from a Villain Deck (it is in limbo); a Villain enters `space`."""
    cdef = g.cards[card]
    g.log("reveal", f"Villain Deck: {cdef.name}.", card)
    if g.is_villain(card):
        yield from city.enter(g, card, space)
    elif cdef.kind is Kind.BYSTANDER:
        city.capture(g, card)
    elif cdef.kind is Kind.TWIST:
        yield from scheme_twist.play(g, card)
    elif cdef.kind is Kind.STRIKE:
        yield from master_strike.play(g, card)
    else:  # nothing else belongs in a core Villain Deck; keep the card accounted for
        g.limbo.remove(card)
        g.ko_pile.append(card)
