"""Deck peeks: look at the top cards of a deck and put each on its top or bottom, in any order.

Works on any deck kept as a list with its top at the end: a player's own deck, another player's,
the Villain Deck, the Hero Deck, the Bystander Stack. Looking is a reveal: the cards are named to the
looker by the decision that places them (engine/knowledge.py finds it), so undo stops there.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from legendary_desktop.engine import knowledge
from legendary_desktop.engine.decision import TOP_BOTTOM, Decision, Option
from legendary_desktop.engine.words import count

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game


def look(g: Game, deck: list[int], n: int, owner: int | None = None) -> list[int]:
    """Take up to n top cards off a deck into limbo, topmost first. A player's own deck that is too
    short first shuffles their discard pile in beneath it (as for any look at the top)."""
    if owner is not None:
        g.top_of_deck(owner, n)
    taken = deck[::-1][:n]
    del deck[len(deck) - len(taken):]
    g.limbo += taken
    return taken


def put_back(g: Game, deck: list[int], tops: list[int], bottoms: list[int]) -> None:
    """`tops` go on top (the first is topmost); `bottoms` under the deck (the last is the very bottom)."""
    for c in tops + bottoms:
        g.limbo.remove(c)
    deck.extend(reversed(tops))
    deck[:0] = list(reversed(bottoms))


def top_or_bottom(
    g: Game, player: int, deck: list[int], cards: list[int], prompt: str, source: str = ""
) -> Generator[Decision, Any, tuple[list[int], list[int]]]:
    """Ask `player` where each looked-at card goes (cards are in limbo); put them back. Returns (tops, bottoms)."""
    if not cards:
        return [], []
    options: list[Option] = []
    for c in cards:
        name = g.cards[c].name
        options.append(Option(f"top:{c}", f"{name}: top", c))
        options.append(Option(f"bottom:{c}", f"{name}: bottom", c))
    chosen = yield Decision(player, prompt, options, TOP_BOTTOM, len(cards), len(cards), source)
    tops = [o.card for o in chosen if o.label.startswith("top:") and o.card is not None]
    bottoms = [o.card for o in chosen if o.label.startswith("bottom:") and o.card is not None]
    put_back(g, deck, tops, bottoms)
    knowledge.show(g, player, tops + bottoms)
    g.log("peek", f"{g.players[player].name} puts {count(len(tops), 'card')} on top and {len(bottoms)} on the bottom.")
    return tops, bottoms


def peek(
    g: Game, player: int, deck: list[int], n: int, prompt: str, source: str = "", owner: int | None = None
) -> Generator[Decision, Any, tuple[list[int], list[int]]]:
    """Look at the top n cards of a deck, then put each on the top or bottom in the chosen order."""
    cards = look(g, deck, n, owner)
    return (yield from top_or_bottom(g, player, deck, cards, prompt, source))
