"""The deal: where a game's shuffles come from.

A game is dealt either from an integer seed (Python's Mersenne Twister, `random.Random(seed)`: the CLI,
the tests, the golden playthroughs and every save from before deal secrets) or from a `Deal`: a secret of
128 bits drawn from the operating system (`secrets`) for each new game of the app. A seed of about 30
bits can be found by trying them all against the five Heroes of the first HQ; a secret can't, and the
generator it keys (`DealRandom`) is a counter-mode keystream over SHA-256 whose outputs don't tell its
state, so no card seen tells a card to come.

The construction, fixed (saves replay by it; `tests/engine/test_deal.py` checks it against hashlib):
block *i* is ``sha256(key || i as 8 bytes big-endian)``; the keystream is block 0, block 1, ...; it is
read as 32-bit big-endian words, in order. ``getrandbits(k)`` takes the next ``ceil(k / 32)`` words as one
big-endian number and keeps its top *k* bits; ``random()`` is ``getrandbits(53) / 2**53``. A number below
*n* (``_randbelow``) is ``getrandbits(n.bit_length())`` drawn again until it is below *n*, and ``shuffle``
swaps item *i* with item ``_randbelow(i + 1)`` for *i* from the last down to 1: both exactly as Python 3.11's
`random.Random` does over ``getrandbits``, written out here (inlined, for speed, and fixed whatever a later
Python changes). `randrange`, `choice` and `sample` are `random.Random`'s own code over ``_randbelow``.

A `Deal` also carries the setup number the game's setup was drawn from (shown and shared before play:
it reproduces which cards are in the game, not their order). Its deal code (`Deal.code`) reproduces the
deal; the app shows it only once the game is over. `repr` and `str` of a Deal never show the secret.
"""

from __future__ import annotations

import hashlib
import random
import re
import secrets
import struct
from dataclasses import dataclass, field
from typing import Any

KEY_BYTES = 16  # 128 bits
_BLOCK_WORDS = 8  # a SHA-256 block is 32 bytes: eight 32-bit words
_BATCH = 16  # blocks hashed at a time (128 words)
_WORDS = _BLOCK_WORDS * _BATCH  # words buffered at a time
_UNPACK = struct.Struct(f">{_BLOCK_WORDS * _BATCH}I").unpack
STATE_TAG = "deal-sha256-ctr-1"
_CODE = re.compile(r"^\s*(\d{1,18})-([0-9a-fA-F]{32})\s*$")


@dataclass(frozen=True)
class Deal:
    """A secret deal: `key` (16 bytes from the OS) keys the shuffles; `setup_seed` is the public number the
    setup was drawn from (None when the setup wasn't drawn from one).

    >>> deal = Deal(bytes(range(16)), setup_seed=42)
    >>> deal.code()
    '42-000102030405060708090a0b0c0d0e0f'
    >>> Deal.from_code(deal.code()) == deal
    True
    >>> str(deal), repr(deal)
    ('setup 42, a secret deal', 'Deal(setup_seed=42)')
    """

    key: bytes = field(repr=False)
    setup_seed: int | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.key, bytes) or len(self.key) != KEY_BYTES:
            raise ValueError(f"a deal's secret is {KEY_BYTES} bytes")

    @classmethod
    def fresh(cls, setup_seed: int | None = None) -> Deal:
        """A new secret deal from the operating system's generator."""
        return cls(secrets.token_bytes(KEY_BYTES), setup_seed)

    def code(self) -> str:
        """The deal code: the setup number and the secret (``"123456789-<32 hex digits>"``). It reproduces
        every shuffle of the game: show it only once the game is over."""
        return f"{self.setup_seed or 0}-{self.key.hex()}"

    @classmethod
    def from_code(cls, text: str) -> Deal:
        """The deal of a deal code. Raises ValueError on anything else."""
        m = _CODE.match(text)
        if m is None:
            raise ValueError("not a deal code (a number, a dash and 32 hexadecimal digits)")
        return cls(bytes.fromhex(m.group(2)), int(m.group(1)) or None)

    def __str__(self) -> str:
        return "a secret deal" if self.setup_seed is None else f"setup {self.setup_seed}, a secret deal"

    def bot_seed(self) -> int:
        """A number for seeding computer players (their answers stay the same for the same position): a
        one-way hash of the secret under its own label, so it tells nothing of the shuffles."""
        digest = hashlib.blake2b(self.key, digest_size=8, person=b"bot-seeds").digest()
        return int.from_bytes(digest, "big") >> 16  # 48 bits


Seed = int | Deal


def seed_text(seed: Seed, over: bool) -> str:
    """The seed as a game log states it: an integer seed as it is; a deal's code once the game is over,
    before then only that it is secret."""
    if isinstance(seed, int):
        return f"Seed: {seed}"
    if over:
        return f"Deal code: {seed.code()}"
    return f"Deal: secret{'' if seed.setup_seed is None else f' (setup {seed.setup_seed})'}, told when the game is over"


def is_code(text: str) -> bool:
    return _CODE.match(text) is not None


def seed_number(seed: Seed) -> int:
    """An integer standing for the seed where one is needed (the computer players' seeds): the seed
    itself, or for a deal a one-way hash of its secret (`Deal.bot_seed`)."""
    return seed if isinstance(seed, int) else seed.bot_seed()


def make_rng(seed: Seed) -> random.Random:
    """The game's generator: the Mersenne Twister for an integer seed, the keystream for a deal."""
    if isinstance(seed, Deal):
        return DealRandom(seed.key)
    if isinstance(seed, int) and not isinstance(seed, bool):
        return random.Random(seed)
    raise TypeError(f"a game's seed is an int or a Deal, not {type(seed).__name__}")


def copy_rng(rng: random.Random) -> random.Random:
    """An independent generator in the same state (a copied game's)."""
    if isinstance(rng, DealRandom):
        return rng.twin()
    twin = random.Random.__new__(random.Random)  # unseeded: setstate gives it the whole state
    twin.setstate(rng.getstate())
    return twin


def block(key: bytes, i: int) -> bytes:
    """Block `i` of the keystream of `key`."""
    return hashlib.sha256(key + i.to_bytes(8, "big")).digest()


class DealRandom(random.Random):
    """`random.Random` over the SHA-256 counter-mode keystream of a secret key (see the module's text).

    The first 32 bits drawn are the first word of block 0, ``sha256(key || 0 as 8 bytes)``:

    >>> import hashlib
    >>> key = bytes(range(16))
    >>> DealRandom(key).getrandbits(32) == int.from_bytes(hashlib.sha256(key + bytes(8)).digest()[:4], "big")
    True
    >>> a, b = DealRandom(key), DealRandom(key)
    >>> [a.randrange(100) for _ in range(5)] == [b.randrange(100) for _ in range(5)]
    True
    """

    _key: bytes
    _block: int  # the keystream block the buffered words start at
    _words: tuple[int, ...]
    _i: int  # the next buffered word

    def __init__(self, key: bytes | None = None) -> None:
        super().__init__(key)

    def seed(self, a: Any = None, version: int = 2) -> None:  # noqa: ARG002 (random.Random's signature)
        """Key the keystream: `a` is the key (bytes); None draws a fresh one from the OS."""
        if a is None:
            a = secrets.token_bytes(KEY_BYTES)
        if not isinstance(a, bytes) or len(a) != KEY_BYTES:
            raise TypeError(f"a DealRandom is keyed by {KEY_BYTES} bytes")
        self._key = a
        self._fill(0)
        self.gauss_next = None

    def _fill(self, first: int) -> None:
        key = self._key
        sha = hashlib.sha256
        self._words = _UNPACK(b"".join(sha(key + i.to_bytes(8, "big")).digest()
                                       for i in range(first, first + _BATCH)))
        self._block = first
        self._i = 0

    def _word(self) -> int:
        i = self._i
        if i == _BATCH * _BLOCK_WORDS:
            self._fill(self._block + _BATCH)
            i = 0
        self._i = i + 1
        return self._words[i]

    def getrandbits(self, k: int) -> int:
        if k <= 32:
            if k < 0:
                raise ValueError("number of bits must be non-negative")
            if k == 0:
                return 0
            i = self._i
            if i == _BATCH * _BLOCK_WORDS:
                self._fill(self._block + _BATCH)
                i = 0
            self._i = i + 1
            return self._words[i] >> (32 - k)
        n = (k + 31) // 32
        x = 0
        for _ in range(n):
            x = (x << 32) | self._word()
        return x >> (32 * n - k)

    def random(self) -> float:
        return ((self._word() << 32 | self._word()) >> 11) * (1.0 / 9007199254740992.0)

    def _randbelow(self, n: int) -> int:
        """A number in [0, n): the top n.bit_length() bits of the next word, until below n."""
        k = n.bit_length()
        if k > 32 or n <= 0:
            r = self.getrandbits(k)
            while r >= n:
                r = self.getrandbits(k)
            return r
        shift, i, words = 32 - k, self._i, self._words
        while True:
            if i == _WORDS:
                self._fill(self._block + _BATCH)
                i, words = 0, self._words
            r = words[i] >> shift
            i += 1
            if r < n:
                self._i = i
                return r

    def shuffle(self, x: Any) -> None:
        """Shuffle in place: item i swapped with item `_randbelow(i + 1)`, i from the last down to 1."""
        if len(x) > 1 << 32:
            for j in reversed(range(1, len(x))):
                r = self._randbelow(j + 1)
                x[j], x[r] = x[r], x[j]
            return
        i, words = self._i, self._words
        for j in reversed(range(1, len(x))):
            n = j + 1
            shift = 32 - n.bit_length()
            while True:
                if i == _WORDS:
                    self._i = i
                    self._fill(self._block + _BATCH)
                    i, words = 0, self._words
                r = words[i] >> shift
                i += 1
                if r < n:
                    break
            x[j], x[r] = x[r], x[j]
        self._i = i

    def consumed(self) -> int:
        """Words of the keystream read so far."""
        return self._block * _BLOCK_WORDS + self._i

    def getstate(self) -> tuple[Any, ...]:
        return (STATE_TAG, self._key, self.consumed(), self.gauss_next)

    def setstate(self, state: tuple[Any, ...]) -> None:
        tag, key, consumed, gauss_next = state
        if tag != STATE_TAG or not isinstance(key, bytes) or len(key) != KEY_BYTES \
                or not isinstance(consumed, int) or consumed < 0:
            raise ValueError("not a DealRandom state")
        self._key = key
        start = consumed // (_BATCH * _BLOCK_WORDS) * _BATCH
        self._fill(start)
        self._i = consumed - start * _BLOCK_WORDS
        self.gauss_next = gauss_next

    def twin(self) -> DealRandom:
        """A copy in the same state (sharing the buffered words, which never change)."""
        twin = DealRandom.__new__(DealRandom)
        twin._key, twin._block, twin._words, twin._i = self._key, self._block, self._words, self._i
        twin.gauss_next = self.gauss_next
        return twin

    def __repr__(self) -> str:
        return "<DealRandom (secret)>"


__all__ = ["Deal", "DealRandom", "Seed", "block", "copy_rng", "is_code", "make_rng", "seed_number", "seed_text"]
