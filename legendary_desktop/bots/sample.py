"""Sampling the unknown: a copy of the game as one seat might imagine it ("determinize").

A seat knows its hand, the open table, every discard pile and Victory Pile, and the sizes of decks
and hands. What it can't see is shuffled on a copy with the bot's own generator: its own deck; the
other players' hands and decks together (each keeping its size); each Villain Deck; each Hero Deck;
the Bystander and Wound Stacks; the face-down piles. The copy's generator is reseeded from the bot's,
so later draws are the bot's guess too. The real game and its generator are never touched.
"""

from __future__ import annotations

import random

from legendary_desktop.engine import attachments
from legendary_desktop.engine.game import Game


def determinize(game: Game, seat: int, rng: random.Random) -> Game:
    """A copy of `game` with everything `seat` can't see shuffled by `rng`."""
    twin = game.copy()
    shuffle_hidden(twin, seat, rng)
    return twin


def shuffle_hidden(g: Game, seat: int, rng: random.Random) -> None:
    """Shuffle in place every zone of `g` hidden from `seat`; reseed `g.rng` from `rng`."""
    rng.shuffle(g.players[seat].deck)
    others = [p for p in g.players if p.index != seat]
    pool = [c for p in others for c in (*p.hand, *p.deck)]
    rng.shuffle(pool)
    at = 0
    for p in others:  # lists are refilled in place: the turn loop may hold references to them
        n = len(p.hand)
        p.hand[:] = pool[at:at + n]
        at += n
        n = len(p.deck)
        p.deck[:] = pool[at:at + n]
        at += n
    for deck in g.villain_decks:
        rng.shuffle(deck.cards)
    for area in g.areas:
        rng.shuffle(area.hero_deck)
    rng.shuffle(g.bystander_stack)
    rng.shuffle(g.wound_stack)
    hidden: dict[str, list[list[int]]] = {}
    for piles in g.held.values():
        for name, cards in piles.items():
            if attachments.is_face_down(name):
                hidden.setdefault(name, []).append(cards)
    for same_name in hidden.values():  # face-down piles of one name hold cards of one kind: pool them
        pool = [c for cards in same_name for c in cards]
        rng.shuffle(pool)
        at = 0
        for cards in same_name:
            cards[:] = pool[at:at + len(cards)]
            at += len(cards)
    g.rng.seed(rng.getrandbits(64))
