"""Random mutations of real save files, for the loader fuzz test and for longer runs by hand.

    python -m tests.persistence.loader_fuzz 20000     # more cases than CI runs
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from legendary_desktop.bots import RandomBot
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import default_setup
from legendary_desktop.persistence.save_file import SaveError, load_game, to_json

HUGE = "9" * 5000  # more digits than Python converts from text by default


def real_saves() -> list[dict[str, Any]]:
    """Genuine save documents: games in progress of several lengths, and one that ended."""
    docs = []
    for players, mastermind, scheme, seed, answers in (
        (2, "Magneto", "Midtown Bank Robbery", 3, 12),
        (3, "Dr. Doom", "The Legacy Virus", 5, 30),
        (4, "Loki", "Super Hero Civil War", 7, 45),
    ):
        game = Game(default_setup(players, mastermind, scheme), seed)
        bot = RandomBot(seed)
        while game.pending is not None and len(game.answers) < answers:
            game.decide(bot.answer(game.pending))
        docs.append(to_json(game))
    v1 = json.loads(json.dumps(docs[0]))
    v1["version"] = 1
    v1["answers"] = [a[0] if len(a) == 1 else a for a in v1["answers"]]
    docs.append(v1)
    v2 = json.loads(json.dumps(docs[1]))
    v2["version"] = 2
    for key in ("sets", "epic", "extras"):
        del v2["setup"][key]
    docs.append(v2)
    return docs


def _paths(node: Any, here: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield here
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _paths(value, (*here, key))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _paths(value, (*here, i))


def _replace(doc: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    parent = doc
    for step in path[:-1]:
        parent = parent[step]
    parent[path[-1]] = value
    return doc


PLACEHOLDER = "\u0000HUGE\u0000"


def _swap_value(rng: random.Random) -> Any:
    return rng.choice([
        None, True, False, 0, -1, 5, 2**63, 1.5, float("inf"), "", "x", "play:0", [], {}, [None], [5], ["end"],
        {"a": 1}, PLACEHOLDER, -(10**30), "\u00e9\U0001f600",
    ])


def mutate(doc: dict[str, Any], rng: random.Random) -> bytes:
    """One malformed (or by chance still valid) save file made from a real one."""
    text = json.dumps(doc, separators=(",", ":"), indent=rng.choice([None, 1]))
    raw = text.encode("utf-8")
    kind = rng.randrange(8)
    if kind == 0:  # truncation
        return raw[: rng.randrange(len(raw))]
    if kind == 1:  # byte flips
        data = bytearray(raw)
        for _ in range(rng.randint(1, 4)):
            data[rng.randrange(len(data))] = rng.randrange(256)
        return bytes(data)
    if kind == 2:  # a byte-order mark, or bytes that are not UTF-8
        return rng.choice([b"\xef\xbb\xbf", b"\xff\xfe", b"\x00", b"\xc3"]) + raw
    if kind == 3:  # deep nesting somewhere
        depth = rng.choice([50, 5000, 200_000])
        at = rng.randrange(len(raw))
        return raw[:at] + b"[" * depth + b"1" + b"]" * depth + raw[at:]
    copy = json.loads(text)
    paths = list(_paths(copy))
    path = rng.choice(paths)
    if kind == 4 and path:  # drop a key or an element
        parent = copy
        for step in path[:-1]:
            parent = parent[step]
        del parent[path[-1]]
    elif kind == 5:  # a huge number in place of any value
        _replace(copy, path, PLACEHOLDER)
    else:  # type swaps, several at once
        for _ in range(rng.randint(1, 3)):
            path = rng.choice(list(_paths(copy)))
            copy = _replace(copy, path, _swap_value(rng))
    out = json.dumps(copy, separators=(",", ":"), allow_nan=True)
    return out.replace(json.dumps(PLACEHOLDER), rng.choice([HUGE, "-" + HUGE, "1e999", "1" + "0" * 400])).encode()


def check(path: Path, raw: bytes) -> str:
    """Load `raw` from `path`: 'ok' or 'refused'; anything but SaveError escapes. The file must not change."""
    path.write_bytes(raw)
    try:
        load_game(path)
        outcome = "ok"
    except SaveError as err:
        message = str(err)
        assert message and "\n" not in message, repr(message)
        outcome = "refused"
    assert path.read_bytes() == raw, "the loader changed the file"
    return outcome


def run(cases: int, folder: Path, seed: int = 1) -> dict[str, int]:
    rng = random.Random(seed)
    docs = real_saves()
    counts = {"ok": 0, "refused": 0}
    for i in range(cases):
        raw = mutate(docs[i % len(docs)], rng)
        path = folder / f"fuzz-{i}.json"  # a new file each time: rewriting one file is slow on some disks
        try:
            counts[check(path, raw)] += 1
            path.unlink()
        except Exception as err:  # report the case that escaped, with what reproduces it
            raise AssertionError(f"case {i} (seed {seed}) escaped as {type(err).__name__}: {err}; "
                                 f"file starts {raw[:200]!r}") from err
    return counts


if __name__ == "__main__":
    import tempfile
    import time

    n = int(sys.argv[1]) if len(sys.argv) > 1 else 3000
    with tempfile.TemporaryDirectory() as tmp:
        t0 = time.perf_counter()
        print(run(n, Path(tmp), seed=int(sys.argv[2]) if len(sys.argv) > 2 else 1),
              f"{time.perf_counter() - t0:.1f}s")
