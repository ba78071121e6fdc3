"""The Villain Deck: reveal the top card and resolve it by what it is."""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from legendary_desktop.engine import advice, city, master_strike, scheme_twist
from legendary_desktop.engine.card import Effect, Kind, run
from legendary_desktop.engine.choices import choose_one
from legendary_desktop.engine.decision import Decision

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
        if not source.cards and len(g.villain_decks) == 1:
            g.deck_ran_out("Villain Deck")
        yield from resolve(g, card, source.space)
        if g.outcome is not None:
            return


def choose_deck(g: Game, player: int, prompt: str, source: str = "") -> Generator[Decision, Any, int | None]:
    """With several Villain Decks, `player` picks one that still has cards (None if all are empty)."""
    live = [i for i, d in enumerate(g.villain_decks) if d.cards]
    if len(g.villain_decks) == 1:
        return 0
    if not live:
        return None
    label = yield from choose_one(
        g, player, prompt, [(f"deck:{i}", f"{g.villain_decks[i].name} ({len(g.villain_decks[i].cards)} left)")
                            for i in live], source)
    return int(label.split(":")[1])


def _deck_advice(g: Game, d: Decision) -> advice.Advice | None:
    """The computer's pick of a Villain Deck: what each deck holds is unknown alike (they were dealt from
    one shuffle), so pick by the space it feeds: an empty one pushes nobody out; else the occupant whose
    escape costs least (fewest Bystanders carried away, then the fewest VP lost)."""
    decks = [int(label.split(":")[1]) for label in d.labels if label.startswith("deck:")]
    if not decks or len(decks) != len(d.options):
        return None

    def cost(i: int) -> tuple[int, int, int]:
        occ = g.city[g.villain_decks[i].space]
        return (0, 0, 0) if occ is None else (1, len(occ.bystanders), g.cards[occ.card].vp)

    best = min(decks, key=cost)  # the first of equals
    space = g.city_names[g.villain_decks[best].space]
    occ = g.city[g.villain_decks[best].space]
    why = (f"the {space} is empty: nobody is pushed out to escape" if occ is None else
           f"every space is taken; {g.villain_name(occ.card)} in the {space} costs least to lose")
    return f"deck:{best}", f"{g.villain_decks[best].name}: {why}"


advice.register("Villain step", _deck_advice)


def villain_step(g: Game, n: int = 1) -> Effect:
    """The Villain step: play the top card. With several Villain Decks the active player picks which."""
    if len(g.villain_decks) == 1:
        yield from play_top(g, n)
        return
    deck = yield from choose_deck(g, g.active, "Which Villain Deck plays a card?", source="Villain step")
    if deck is not None:
        yield from play_top(g, n, deck=deck)


def resolve(g: Game, card: int, space: int = 0) -> Effect:
    """Resolve a card just revealed from a Villain Deck (it is in limbo); a Villain enters `space`."""
    cdef = g.cards[card]
    g.log("reveal", f"Villain Deck: {cdef.name}.", card)
    if g.is_villain(card):
        yield from city.enter(g, card, space)
    elif cdef.kind is Kind.BYSTANDER:
        # In a city of separate spaces each Villain Deck feeds its own one-space city: the Villain in
        # that space captures it, or the Mastermind when the space is empty (Five Families of Crime)
        city.capture(g, card, space if g.area.separate_spaces else None)
    elif cdef.kind is Kind.TWIST:
        yield from scheme_twist.play(g, card)
    elif cdef.kind is Kind.STRIKE:
        yield from master_strike.play(g, card)
    elif (on_reveal := cdef.extra.get("on_reveal")) is not None:  # a set's own kind of card
        yield from run(on_reveal(g, card))
    else:  # nothing else belongs in a Villain Deck; keep the card accounted for
        g.limbo.remove(card)
        g.ko_pile.append(card)
