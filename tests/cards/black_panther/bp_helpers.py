"""Shared moves for the Black Panther scenario tests."""

from __future__ import annotations

from legendary_desktop.engine import attachments
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import answer, put

BP_HEROES = ["King Black Panther", "Queen Storm of Wakanda", "General Okoye", "Princess Shuri", "White Wolf"]
HQ5 = ["Hurricane Winds", "Hurricane Winds", "Hurricane Winds", "Hurricane Winds", "Hurricane Winds"]  # Covert, 3


def wounds(g: Game, holder: int) -> int:
    return len(attachments.pile(g, holder, attachments.WOUNDS))


def villain_at(g: Game, space: str) -> int:
    occ = g.city[g.city_names.index(space)]
    assert occ is not None, f"no Villain in the {space}"
    return occ.card


def arrive_by_recruit(g: Game, arriving: str) -> int:
    """Put `arriving` on top of the Hero Deck and recruit the Hero in HQ space 0: `arriving` enters the HQ."""
    card = put(g, arriving, "hero_deck")
    first = g.hq[0]
    assert first is not None
    g.turn.recruit += g.cards[first].cost
    g.refresh()
    answer(g, f"recruit:{first}")
    return card


def drain_wound_stack(g: Game, player: int = 1) -> None:
    """Empty the Wound Stack into a player's deck (every card stays accounted for)."""
    g.players[player].deck += g.wound_stack
    g.wound_stack.clear()


def give_wounds(g: Game, holder: int, n: int) -> None:
    for _ in range(n):
        attachments.attach(g, holder, attachments.WOUNDS, g.wound_stack[-1])
    g.refresh()


def option_labels(g: Game) -> list[str]:
    assert g.pending is not None
    return [o.label for o in g.pending.options]
