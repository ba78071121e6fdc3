"""What one seat may see: its own hand and deck contents, the public table; everything after the game."""

from __future__ import annotations

from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import default_setup, put
from legendary_desktop.engine.scoring import outcome
from legendary_desktop.engine.visibility import (
    Viewer,
    contents,
    hidden_cards,
    may_see_deck_contents,
    may_see_deck_order,
    may_see_hand,
    public_cards,
)


def test_a_seat_sees_its_own_hand_and_deck_contents_but_no_other_seats():
    g = Game(default_setup(3), 7)
    me = Viewer(1)
    assert may_see_hand(g, me, 1) and not may_see_hand(g, me, 0) and not may_see_hand(g, me, 2)
    assert may_see_deck_contents(g, me, 1) and not may_see_deck_contents(g, me, 0)
    assert not may_see_deck_order(g, me, 1)
    hidden = hidden_cards(g, me)
    for p in g.players:
        mine = p.index == 1
        assert all((c in hidden) != mine for c in p.hand + p.deck)
    assert all(c in hidden for c in g.hero_deck) and all(c in hidden for c in g.villain_deck)
    assert not hidden & public_cards(g)


def test_nobody_at_the_screen_sees_no_hand_and_public_zones_are_never_hidden():
    g = Game(default_setup(2), 3)
    hero = put(g, "Keen Senses", "discard", 0)
    won = put(g, "Hand Ninjas", "victory_pile", 1)
    nobody = Viewer(None)
    hidden = hidden_cards(g, nobody)
    assert all(c in hidden for p in g.players for c in p.hand)
    assert hero not in hidden and won not in hidden
    assert {hero, won} <= public_cards(g)


def test_open_hands_and_the_end_of_the_game_show_everything():
    g = Game(default_setup(2), 3)
    assert hidden_cards(g, Viewer(0, open_hands=True)) == set()
    assert may_see_hand(g, Viewer(None, open_hands=True), 1)
    g.outcome = outcome(g, "evil_wins", "the test ends it")
    assert g.over and hidden_cards(g, Viewer(None)) == set() and may_see_deck_order(g, Viewer(None), 0)


def test_contents_are_sorted_by_name_with_counts_and_say_nothing_of_order():
    g = Game(default_setup(2), 5)
    deck = g.players[0].deck
    listed = contents(g, deck)
    assert sum(n for _, n in listed) == len(deck)
    assert [name for name, _ in listed] == sorted({g.cards[c].name for c in deck}, key=str.casefold)
    assert contents(g, list(reversed(deck))) == listed
