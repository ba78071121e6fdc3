"""Sampling the unknown: a copy of the game as one seat might imagine it ("determinize").

A seat knows its hand, the open table, every discard pile and Victory Pile, the sizes of decks, hands
and piles, and what kind of card each face-down pile holds. What it can't see is dealt anew on a copy,
with the bot's own generator, from the pool those cards came from, every zone keeping its size:

- its own deck (shuffled);
- the other players' hands and decks together;
- the Villain Decks together: a game with several (one above each space) dealt them from one shuffled
  deck, so a seat can't tell which deck holds which card;
- every Bystander it can't see: the Bystander Stack, the Bystanders among the Villain Decks' cards and
  those in face-down piles nobody has seen (Hidden Witnesses, a pile of suspects), each position keeping
  a Bystander;
- every Hero it can't see: each area's Hero Deck, the first area's with the Heroes in face-down piles
  nobody has seen (they came from the Hero Deck in play; no Scheme with such a pile has a second area);
- the Wound Stack.

A face-down pile of cards that were face up before (a destroyed HQ space's Hero) is known and kept, and
so is every card the seat has been shown where it lies (a peek, a card a set's keyword revealed to it, the top of
its deck looked at: `engine/knowledge.py`) until it is shuffled: the rest are dealt around it.
The copy's generator is replaced by one seeded from the bot's, so later draws are the bot's guess too
(a Mersenne Twister, whether the real game is dealt from a seed or a secret deal: engine/deal.py). The real game
and its generator are never touched.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from legendary_desktop.engine import attachments, knowledge
from legendary_desktop.engine.card import Kind
from legendary_desktop.engine.game import Game

Slot = tuple[list[int], int]


def determinize(game: Game, seat: int, rng: random.Random) -> Game:
    """A copy of `game` with everything `seat` can't see dealt anew by `rng` (marked `dealt_anew`: only a
    fast copy copies it on, as a replay would rebuild the real game)."""
    twin = game.copy()
    shuffle_hidden(twin, seat, rng)
    twin.dealt_anew = True
    return twin


def deal(zones: list[list[int]], rng: random.Random, known: frozenset[int] | set[int] = frozenset()) -> None:
    """Pool the zones' cards, shuffle, and refill each zone in place with as many as it held (the turn
    loop may hold references to the lists); a `known` card stays where it is."""
    deal_slots([(z, i) for z in zones for i, c in enumerate(z) if c not in known], rng)


def shuffle(zone: list[int], rng: random.Random, known: frozenset[int] | set[int] = frozenset()) -> None:
    """Shuffle one zone in place around its `known` cards."""
    deal([zone], rng, known)


def deal_slots(slots: list[Slot], rng: random.Random) -> None:
    """Shuffle the cards standing at these positions among the positions."""
    cards = [zone[i] for zone, i in slots]
    rng.shuffle(cards)
    for (zone, i), card in zip(slots, cards, strict=True):
        zone[i] = card


def unseen_piles(g: Game) -> list[list[int]]:
    return [cards for piles in g.held.values() for name, cards in piles.items() if name in attachments.UNSEEN]


def shuffle_hidden(g: Game, seat: int, rng: random.Random) -> None:
    """Deal anew in place every card of `g` hidden from `seat` (but those it knows); `g.rng` becomes a
    Twister seeded from `rng` (never a copy of the real generator)."""
    known = knowledge.known_to(g, seat)
    shuffle(g.players[seat].deck, rng, known)
    deal([z for p in g.players if p.index != seat for z in (p.hand, p.deck)], rng, known)
    decks = [d.cards for d in g.villain_decks]
    deal(decks, rng, known)
    unseen = unseen_piles(g)

    def slots(zones: list[list[int]], keep: Callable[[int], bool]) -> list[Slot]:
        return [(z, i) for z in zones for i, c in enumerate(z) if keep(c) and c not in known]

    deal_slots(slots([g.bystander_stack, *decks, *unseen], lambda c: g.cards[c].kind is Kind.BYSTANDER), rng)
    for area in g.areas:
        shuffle(area.hero_deck, rng, known)
    deal_slots(slots([g.areas[0].hero_deck, *unseen], lambda c: g.cards[c].is_hero), rng)
    rng.shuffle(g.wound_stack)
    g.rng = random.Random(rng.getrandbits(64))  # the bot's guess, whatever generator the real game has
