"""The secret deal (engine/deal.py): the generator is the documented SHA-256 counter-mode keystream (not the
Mersenne Twister), a game dealt from a secret replays and copies exactly, two secrets deal differently,
and an integer seed deals as it always did."""

from __future__ import annotations

import copy
import hashlib
import pickle
import random

import pytest

from legendary_desktop.bots import RandomBot
from legendary_desktop.engine.deal import Deal, DealRandom, block, copy_rng, make_rng, seed_number
from legendary_desktop.engine.game import Game
from legendary_desktop.setup.randomizer import random_setup

KEY = bytes(range(16))


def words(key: bytes, n: int) -> list[int]:
    """The first `n` 32-bit big-endian words of sha256(key || counter) blocks, straight from hashlib."""
    stream = b"".join(hashlib.sha256(key + i.to_bytes(8, "big")).digest() for i in range(n // 8 + 1))
    return [int.from_bytes(stream[4 * j: 4 * j + 4], "big") for j in range(n)]


def test_outputs_are_the_documented_keystream() -> None:
    r = DealRandom(KEY)
    expected = words(KEY, 300)  # past the first batch of hashed blocks
    assert [r.getrandbits(32) for _ in range(300)] == expected
    assert block(KEY, 0) == hashlib.sha256(KEY + bytes(8)).digest()


def test_short_long_and_float_draws_are_cut_from_the_words() -> None:
    w = words(KEY, 8)
    r = DealRandom(KEY)
    assert r.getrandbits(5) == w[0] >> 27
    assert r.getrandbits(64) == (w[1] << 32 | w[2])
    assert r.getrandbits(40) == (w[3] << 32 | w[4]) >> 24
    assert r.random() == ((w[5] << 32 | w[6]) >> 11) / 2**53
    assert r.getrandbits(0) == 0


def test_shuffle_uses_the_keystream_not_the_mersenne_twister() -> None:
    cards = list(range(40))
    ours, twister = list(cards), list(cards)
    DealRandom(KEY).shuffle(ours)
    random.Random(int.from_bytes(KEY, "big")).shuffle(twister)
    # Random's own shuffle over our getrandbits: Fisher-Yates from the end, rejection sampling
    w = iter(words(KEY, 400))
    expected = list(cards)
    for i in reversed(range(1, len(expected))):
        k = (i + 1).bit_length()
        r = next(w) >> (32 - k)
        while r >= i + 1:
            r = next(w) >> (32 - k)
        expected[i], expected[r] = expected[r], expected[i]
    assert ours == expected != twister


def test_state_round_trips_and_copies_are_independent() -> None:
    r = DealRandom(KEY)
    for _ in range(1000):  # across several batches
        r.getrandbits(7)
    state = r.getstate()
    ahead = [r.random() for _ in range(200)]
    again = DealRandom.__new__(DealRandom)
    again.setstate(state)
    assert [again.random() for _ in range(200)] == ahead
    r.setstate(state)
    twin = copy_rng(r)
    assert isinstance(twin, DealRandom)
    assert [twin.getrandbits(32) for _ in range(300)] == [r.getrandbits(32) for _ in range(300)]
    for make in (copy.deepcopy, lambda x: pickle.loads(pickle.dumps(x))):
        other = make(r)
        assert isinstance(other, DealRandom) and other.getstate() == r.getstate()
        assert other.random() == r.random()


def test_the_secret_is_never_printed() -> None:
    deal = Deal(KEY, 1234)
    for text in (repr(deal), str(deal), repr(DealRandom(KEY)), f"{deal}"):
        assert KEY.hex() not in text and "0001020304" not in text
    assert KEY.hex() in deal.code()


def test_deal_codes_round_trip_and_refuse_other_text() -> None:
    deal = Deal.fresh(987654321)
    assert len(deal.key) == 16 and deal.key != Deal.fresh(987654321).key
    assert Deal.from_code(deal.code()) == deal
    assert Deal.from_code(f"  {deal.code().upper()} ") == deal
    assert Deal.from_code(Deal(KEY).code()) == Deal(KEY)
    for bad in ("123", "12-abc", f"x-{KEY.hex()}", f"1-{KEY.hex()}0", ""):
        with pytest.raises(ValueError):
            Deal.from_code(bad)


def test_integer_seeds_are_the_mersenne_twister_as_before() -> None:
    assert make_rng(7).getstate() == random.Random(7).getstate()
    assert type(make_rng(7)) is random.Random
    assert seed_number(7) == 7
    assert seed_number(Deal(KEY)) == seed_number(Deal(KEY, 5)) != seed_number(Deal(bytes(16)))
    with pytest.raises(TypeError):
        make_rng("7")  # type: ignore[arg-type]


def play(setup, seed, bot_seed: int = 3) -> Game:  # type: ignore[no-untyped-def]
    g = Game(setup, seed)
    bot = RandomBot(bot_seed)
    while g.pending is not None and len(g.answers) < 400:
        g.decide(bot.answer(g.pending))
    return g


def test_a_game_dealt_from_a_secret_replays_and_copies_exactly() -> None:
    setup = random_setup(3, 11)
    deal = Deal(KEY, 11)
    g = play(setup, deal)
    again = Game.replay(setup, deal, g.replay_answers())
    assert again.events == g.events and again.rng.getstate() == g.rng.getstate()
    # a copy part way plays on like the original
    h = Game.replay(setup, deal, g.replay_answers()[:150])
    twin = h.copy()
    assert isinstance(twin.rng, DealRandom) and twin.rng.getstate() == h.rng.getstate()
    for a in g.replay_answers()[150:]:
        h.decide(a)
        twin.decide(a)
    assert h.events == twin.events == g.events


def test_the_same_setup_with_two_secrets_deals_differently() -> None:
    setup = random_setup(3, 11)
    a, b = Game(setup, Deal(KEY)), Game(setup, Deal(bytes(16)))
    assert (a.hq, a.villain_deck) != (b.hq, b.villain_deck)
    assert Game(setup, Deal(KEY, 99)).hq == a.hq  # the setup number is a label: the secret deals


class Generic(DealRandom):
    """The same keystream through the standard library's own `_randbelow` and `shuffle`."""

    _randbelow = random.Random._randbelow_with_getrandbits  # type: ignore[assignment]
    shuffle = random.Random.shuffle  # type: ignore[assignment]


def test_the_inlined_draws_are_the_standard_librarys_over_the_keystream() -> None:
    ours, generic = DealRandom(KEY), Generic(KEY)
    for n in (0, 1, 2, 3, 17, 40, 64, 300, 1000):  # across batch boundaries, powers of two (rejections)
        a, b = list(range(n)), list(range(n))
        ours.shuffle(a)
        generic.shuffle(b)
        assert a == b and ours.getstate() == generic.getstate()
    for _ in range(300):
        assert ours.randrange(1, 53) == generic.randrange(1, 53)
        assert ours.choice("abcdefg") == generic.choice("abcdefg")
        assert ours.sample(range(30), 4) == generic.sample(range(30), 4)
        assert ours.randrange(2**40) == generic.randrange(2**40)
    assert ours.getstate() == generic.getstate()


def test_a_bots_sample_draws_from_the_bots_generator_never_the_deal() -> None:
    """A computer player's imagined game (bots/sample.py) takes a generator seeded from the bot's own: two
    games alike to the seat but dealt from two secrets give the same sample generator for the same bot
    seed, and the real game's generator is untouched."""
    from legendary_desktop.bots.sample import determinize

    setup = random_setup(3, 11)
    games = [Game(setup, Deal(key), first_villain_step=False) for key in (KEY, bytes(16))]
    states = [g.rng.getstate() for g in games]
    twins = [determinize(g, 0, random.Random(5)) for g in games]
    assert all(type(t.rng) is random.Random for t in twins)
    assert twins[0].rng.getstate() == twins[1].rng.getstate()
    assert [g.rng.getstate() for g in games] == states
