"""Cards held by cards: named piles attached to a holder, and named stacks beside Scheme and Mastermind.

A holder is a card instance in play (a Villain in the city, the Mastermind, the Scheme, an HQ Hero)
or an HQ slot (``"hq:2"``). Each holder has piles by name ("Wounds", "Witnesses", "Tribes"...).
A pile is face up unless its name is registered face down (`FACE_DOWN`). Every pile is in
`Game.zones()`, so the conservation check covers it, and the board draws it.

When a holder leaves play, whoever moves it decides where its piles go; `release` hands them over.
The rule for Wounds on an enemy is here because it is one rule for every set: they go back to the
bottom of the Wound Stack.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from legendary_desktop.engine.words import count, verb

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

Holder = int | str

WOUNDS = "Wounds"

#: piles whose cards lie face down (their owner or nobody may look)
FACE_DOWN: set[str] = set()
#: face-down piles whose cards nobody has seen (dealt face down from a hidden stack or deck): a seat
#: knows only how many of each kind they hold. A face-down pile not listed here holds cards that were
#: face up before (a destroyed HQ space's Hero), which every seat knows.
UNSEEN: set[str] = set()
#: piles of captured Bystanders kept apart from the face-up ones (Hidden Witnesses): rescued when
#: their holder is defeated, carried into the Escape Pile when it escapes
CAPTIVES: set[str] = set()

#: pile name -> where its cards go when their holder leaves play: fn(game, holder, cards, how) with how
#: "defeated" or "escaped" (the cards are in limbo; the fn places them). Piles without a rule are KO'd.
LEAVING_RULES: dict[str, Callable[[Game, int, list[int], str], None]] = {}


def hq_slot(space: int, area: int = 0) -> str:
    return f"hq:{space}" if area == 0 else f"hq{area}:{space}"


def pile(g: Game, holder: Holder, name: str) -> list[int]:
    """The named pile of a holder (empty if it holds none)."""
    piles = g.held.get(holder)
    if piles is None:
        return []
    return piles.get(name, [])


def piles(g: Game, holder: Holder) -> dict[str, list[int]]:
    return g.held.get(holder, {})


def attach(g: Game, holder: Holder, name: str, card: int) -> None:
    """Put a card (taken from wherever it is) into a holder's named pile."""
    g.remove(card)
    g.held.setdefault(holder, {}).setdefault(name, []).append(card)


def release(g: Game, holder: Holder) -> dict[str, list[int]]:
    """Take every pile off a holder; the cards are in limbo until the caller places them."""
    piles_ = g.held.pop(holder, {})
    for cards in piles_.values():
        g.limbo += cards
    return piles_


def take_captives(g: Game, holder: Holder) -> list[int]:
    """Remove and return the cards of a holder's captive piles (they are then nowhere: place them)."""
    piles_ = g.held.get(holder)
    if not piles_:
        return []
    taken: list[int] = []
    for name in [n for n in piles_ if n in CAPTIVES]:
        taken += piles_.pop(name)
    if not piles_:
        del g.held[holder]
    return taken


def is_face_down(name: str) -> bool:
    return name in FACE_DOWN


def return_wounds(g: Game, holder: Holder) -> int:
    """Wounds on an enemy go back to the bottom of the Wound Stack. Returns how many.

    This turn remembers which they were (`returned_wounds`), for "one of the Wounds that was on it"."""
    wounds = g.held.get(holder, {}).pop(WOUNDS, [])
    if holder in g.held and not g.held[holder]:
        del g.held[holder]
    g.wound_stack[:0] = wounds
    if wounds:
        g.turn.notes.setdefault("returned_wounds", {})[holder] = list(wounds)
    if wounds:
        g.log("wound", f"{count(len(wounds), 'Wound')} on {g.name(holder) if isinstance(holder, int) else holder} "
                       f"{verb(len(wounds), 'go')} back to the Wound Stack.")
    return len(wounds)


def returned_wounds(g: Game, holder: Holder) -> list[int]:
    """The Wounds that were on `holder` when they last went back to the Wound Stack this turn."""
    found: list[int] = g.turn.notes.get("returned_wounds", {}).get(holder, [])
    return found


def settle_leaving(g: Game, holder: int, how: str = "") -> None:
    """A card leaves play (`how`: "defeated", "escaped", or moved out): its Wounds return; a pile with a
    rule in `LEAVING_RULES` goes where the rule says; any other pile goes to the KO pile so no card is lost."""
    return_wounds(g, holder)
    for name, cards in g.held.pop(holder, {}).items():
        rule = LEAVING_RULES.get(name)
        if rule is not None:
            g.limbo += cards
            rule(g, holder, list(cards), how)
        else:
            g.ko_pile += cards
