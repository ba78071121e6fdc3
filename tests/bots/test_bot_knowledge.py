"""What a seat has been shown stays known in its samples (a peek put back, the top of its deck looked
at) and to it alone, until the cards are shuffled."""

from __future__ import annotations

import contextlib
import random

from legendary_desktop.bots.sample import determinize
from legendary_desktop.engine import knowledge, peek
from legendary_desktop.engine.decision import Option
from tests.bots.test_bot_sample import mid_game


def peek_and_put_back(g, seat: int, deck: list[int], n: int = 2, top: bool = True) -> list[int]:
    """`seat` looks at the top `n` of `deck` and puts them all back on top (or all on the bottom)."""
    gen = peek.peek(g, seat, deck, n, "look")
    d = next(gen)
    where = "top" if top else "bottom"
    chosen = [o for o in d.options if o.label.startswith(where + ":")]
    with contextlib.suppress(StopIteration):
        gen.send(chosen)
    return [o.card for o in chosen if isinstance(o, Option) and o.card is not None]


def tops(g, owner: int, n: int) -> tuple[int, ...]:
    return tuple(g.players[owner].deck[-n:])


def test_a_peeked_card_put_on_top_stays_on_top_in_every_sample_of_that_seat_only():
    g = mid_game()
    seat = g.pending.player
    other = (seat + 1) % len(g.players)
    peek_and_put_back(g, seat, g.players[seat].deck)
    real = tops(g, seat, 2)
    assert knowledge.known_to(g, seat) >= set(real)
    rng = random.Random(3)
    mine = {tops(determinize(g, seat, rng), seat, 2) for _ in range(30)}
    assert mine == {real}
    theirs = {tops(determinize(g, other, rng), seat, 2) for _ in range(30)}
    assert len(theirs) > 1  # another seat never saw them: its samples deal them anew


def test_peeking_another_players_deck_is_known_to_the_one_who_looked():
    g = mid_game()
    seat = g.pending.player
    other = (seat + 1) % len(g.players)
    bottoms = peek_and_put_back(g, seat, g.players[other].deck, top=False)
    assert set(g.players[other].deck[:2]) == set(bottoms)
    real = tuple(g.players[other].deck[:2])
    rng = random.Random(5)
    assert {tuple(determinize(g, seat, rng).players[other].deck[:2]) for _ in range(30)} == {real}
    third = (seat + 2) % len(g.players)
    assert len({tuple(determinize(g, third, rng).players[other].deck[:2]) for _ in range(30)}) > 1


def test_after_a_shuffle_the_card_is_unknown_again():
    g = mid_game()
    seat = g.pending.player
    peek_and_put_back(g, seat, g.players[seat].deck)
    g.shuffle(g.players[seat].deck)
    assert not knowledge.known_to(g, seat) & set(g.players[seat].deck)
    rng = random.Random(3)
    assert len({tops(determinize(g, seat, rng), seat, 2) for _ in range(30)}) > 1


def test_the_top_of_a_deck_looked_at_is_known_and_copies_keep_what_is_known():
    g = mid_game()
    seat = g.pending.player
    top = g.top_of_deck(seat, 1)
    assert (seat, top[0]) in g.known
    twin = g.copy()
    assert twin.known == g.known and twin.known is not g.known
    rng = random.Random(9)
    assert {determinize(g, seat, rng).players[seat].deck[-1] for _ in range(20)} == {top[0]}


def test_every_shuffle_in_play_goes_through_the_game_so_it_is_forgotten():
    from pathlib import Path

    import legendary_desktop

    root = Path(legendary_desktop.__file__).parent
    direct = ("g.rng.shuffle(", "self.rng.shuffle(")
    offenders = [str(p.relative_to(root)) for sub in ("engine", "cards") for p in (root / sub).rglob("*.py")
                 if p.name != "knowledge.py" and any(s in p.read_text() for s in direct)]
    assert offenders == []
