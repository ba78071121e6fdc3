"""The set's rules that apply across its cards: Endgame Attack, Phasing, the Infinity Stones."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.cards.infinity_saga import endgame, phasing
from legendary_desktop.engine import advice, present, values
from legendary_desktop.engine.actions import ActionKind, register_action
from legendary_desktop.engine.card import Kind
from legendary_desktop.engine.values import register_attack_modifier

if TYPE_CHECKING:
    from legendary_desktop.engine.card import CardDef
    from legendary_desktop.engine.game import Game

SET = "infinity-saga"
STONES = "Infinity Stones"
CHILDREN = "Children of Thanos"

register_attack_modifier(SET, endgame.attack_modifier, needs=present.with_extra("endgame_attack"),
                         only=values.declaring("endgame_attack"))
register_action(SET, ActionKind("phase", phasing.options, phasing.phase, phasing.blocked),
                needs=present.any_card(phasing.has_phasing))
advice.register_losing_words(SET, "sacrifice")  # a card Sacrificed is lost to its player


_STONE: dict[CardDef, bool] = {}  # card definitions never change: each is asked once


def is_stone(cdef: CardDef) -> bool:
    """Stonekeeper and Nebula, Stone Seeker count as Infinity Stones too: the whole group does."""
    found = _STONE.get(cdef)
    if found is None:
        found = _STONE[cdef] = cdef.is_villain and cdef.group == STONES
    return found


def stone_ids(g: Game) -> frozenset[int]:
    """The game's cards that are Infinity Stones, by id (a card's definition never changes; new cards get
    new ids, so the set is rebuilt only when the game has more cards)."""
    known: tuple[int, frozenset[int]] | None = g.memo.get(STONES)
    if known is None or known[0] != len(g.cards):
        known = g.memo[STONES] = (len(g.cards), frozenset(i for i, d in enumerate(g.cards) if is_stone(d)))
    return known[1]


def stones_in_city(g: Game, exclude: int | None = None) -> int:
    stones = stone_ids(g)
    return sum(1 for occ in g.city if occ is not None and occ.card != exclude and occ.card in stones)


def stones_escaped(g: Game, exclude: int | None = None) -> int:
    stones = stone_ids(g)
    found = stones.intersection(g.escape_pile)
    return len(found) - (exclude in found)


def stones_in_play(g: Game, exclude: int | None = None) -> int:
    """Infinity Stones in the city and/or the Escape Pile (`stones_in_city` + `stones_escaped` in one
    pass: Thanos' and the Power Stone's Attack ask it at every decision)."""
    stones = stone_ids(g)
    n = 0
    for occ in g.city:
        if occ is not None and occ.card in stones and occ.card != exclude:
            n += 1
    found = stones.intersection(g.escape_pile)
    return n + len(found) - (exclude in found)


_STRIKES = "Master Strikes"


def strike_ids(g: Game) -> frozenset[int]:
    """The game's Master Strike cards, by id (rebuilt only when the game has more cards)."""
    known: tuple[int, frozenset[int]] | None = g.memo.get(_STRIKES)
    if known is None or known[0] != len(g.cards):
        strikes = frozenset(i for i, d in enumerate(g.cards) if d.kind is Kind.STRIKE)
        known = g.memo[_STRIKES] = (len(g.cards), strikes)
    return known[1]


def has_stone(g: Game, player: int) -> bool:
    return any(is_stone(g.cards[c]) for c in g.players[player].victory_pile)


MIND_STONE = "mind_stone"  # Turn.notes: HQ Heroes that cost 2 more this turn


def _mind_stone_cost(g: Game, card: int) -> tuple[str, int] | None:
    if card in g.turn.notes.get(MIND_STONE, ()):
        return "The Mind Stone", 2
    return None




def mind_stone_this_turn(g: Game, heroes: list[int]) -> None:
    """These HQ Heroes cost 2 more this turn."""
    g.turn.notes.setdefault(MIND_STONE, []).extend(heroes)
    values.cost_this_turn(g, _mind_stone_cost)
