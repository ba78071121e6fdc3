"""Finished games: an append-only log, one JSON record a line, and the records read back validated.

Each record is appended with one write; if the log ends in a torn line (a kill mid-write),
the writer first ends that line, so the fragment stays a bad line of its own and the new
record is whole. Reading streams the file and skips (and counts) every line that is not a
valid record. Statistics come from a summary kept beside the log (`history_summary`).
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, BinaryIO

from legendary_desktop.engine import sets
from legendary_desktop.engine.game import Game
from legendary_desktop.persistence import save_file

RESULTS = ("team_win", "evil_wins", "draw")
BLOCK = 64 * 1024
MAX_LINE = 64 * 1024  # a record is well under 2 KB; a longer line is damage, skipped unread
RECENT_BYTES = 1024 * 1024  # "avoid recently played" looks at the last games within this much of the end


def game_record(game: Game, seconds: float) -> dict[str, Any]:
    assert game.outcome is not None
    return {
        "finished_at": time.strftime("%Y-%m-%dT%H:%M:%S"),
        "setup": game.setup.to_json(),
        "sets": list(game.setup.sets),
        **save_file.seed_json(game.seed),  # the game is over: its deal may be told
        "result": game.outcome.result,
        "reason": game.outcome.reason,
        "vp": list(game.outcome.vp),
        "winners": list(game.outcome.winners),
        "turns": game.turn_number,
        "seconds": round(seconds, 1),
    }


def encode(record: dict[str, Any]) -> bytes:
    return (json.dumps(record, separators=(",", ":")) + "\n").encode("ascii")


def append_line(path: Path, line: bytes) -> None:
    """Append one encoded record with a single write, ending a torn last line first. Raises OSError."""
    path.parent.mkdir(parents=True, exist_ok=True)
    flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags, 0o644)
    try:
        if os.fstat(fd).st_size > 0:
            with open(path, "rb") as f:
                f.seek(-1, os.SEEK_END)
                if f.read(1) != b"\n":
                    line = b"\n" + line
        written = 0
        while written < len(line):
            written += os.write(fd, line[written:])
        os.fsync(fd)
    finally:
        os.close(fd)


class HistoryLog:
    """The history file and the records not yet written to it (kept until a write succeeds)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.pending: list[bytes] = []

    def record(self, record: dict[str, Any]) -> None:
        """Queue a record and write everything queued. Raises OSError; the records stay queued."""
        self.pending.append(encode(record))
        self.flush()

    def flush(self) -> None:
        while self.pending:
            append_line(self.path, self.pending[0])
            self.pending.pop(0)


def record_game(path: Path, game: Game, seconds: float) -> None:
    """Append a finished game to the history at `path`. Raises OSError."""
    append_line(path, encode(game_record(game, seconds)))


# ------------------------------------------------------------------ reading
MAX_TEXT = 200  # characters in a name a record holds (card and player names are far shorter)


def _names(value: Any) -> bool:
    return isinstance(value, list) and len(value) <= 64 and all(_text(v) for v in value)


def _text(value: Any) -> bool:
    return isinstance(value, str) and len(value) <= MAX_TEXT


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and abs(value) < 10**6


def valid_record(record: Any) -> dict[str, Any] | None:
    """The record if every field the app reads has the right type, else None."""
    if not isinstance(record, dict):
        return None
    setup = record.get("setup")
    if not isinstance(setup, dict) or record.get("result") not in RESULTS:
        return None
    if not _text(setup.get("mastermind")) or not _text(setup.get("scheme")):
        return None
    if not all(_names(setup.get(key, [])) for key in ("villains", "henchmen", "heroes", "names", "sets")):
        return None
    if not _names(record.get("sets", [])):
        return None
    vp, winners = record.get("vp", []), record.get("winners", [])
    if not isinstance(vp, list) or not all(_whole(v) for v in vp):
        return None
    if not isinstance(winners, list) or not all(_whole(v) for v in winners):
        return None
    if not isinstance(record.get("finished_at", ""), str) or not _whole(record.get("turns", 0)):
        return None
    return record


def record_sets(record: dict[str, Any]) -> list[str]:
    """The card sets a record's game used (games from before sets were recorded are the base game's)."""
    used = record.get("sets") or record["setup"].get("sets") or [s for s in (sets.base(),) if s]
    return [str(s) for s in used]


def parse_line(line: bytes) -> dict[str, Any] | None:
    try:
        return valid_record(json.loads(line))
    except ValueError:  # not JSON, not UTF-8, or a number too large
        return None
    except RecursionError:
        return None


def scan(path: Path, start: int = 0) -> Iterator[tuple[dict[str, Any] | None, int]]:
    """(record or None if the line is bad, offset after the line) for each whole line from `start`.

    A line longer than `MAX_LINE` (a damaged run: NULs, garbage) is skipped without being held in memory
    and counted as one bad line. A last line without its newline may still be being written, so it is
    not read. Raises OSError if the file can't be read (a missing file has no lines)."""
    try:
        f = open(path, "rb")  # noqa: SIM115 (closed below; the generator holds it open)
    except FileNotFoundError:
        return
    with f:
        f.seek(start)
        offset = start
        while True:
            line = f.readline(MAX_LINE + 1)
            if not line.endswith(b"\n"):
                if len(line) <= MAX_LINE:
                    return  # the end of the file: nothing, or a last line still being written
                skipped = _skip_line(f)
                if skipped < 0:
                    return
                offset += len(line) + skipped
                yield None, offset
                continue
            offset += len(line)
            if line.strip():
                yield parse_line(line), offset


def _skip_line(f: BinaryIO) -> int:
    """Read past the rest of an over-long line, a block at a time: the bytes skipped up to and with its
    newline, or -1 if the file ends first (a damaged tail)."""
    skipped = 0
    while True:
        block = f.read(BLOCK)
        if not block:
            return -1
        newline = block.find(b"\n")
        if newline >= 0:
            f.seek(newline + 1 - len(block), os.SEEK_CUR)
            return skipped + newline + 1
        skipped += len(block)


def read_history(path: Path) -> list[dict[str, Any]]:
    """Every valid record, oldest first (reads the whole log: for small logs and tests)."""
    return [record for record, _ in scan(path) if record is not None]


def recent_records(path: Path, last: int = 5) -> list[dict[str, Any]]:
    """The last `last` valid records, read from the end of the log: at most `RECENT_BYTES`, each byte once
    (a damaged tail costs a bounded read, never a hang). Fewer if the end holds fewer; [] if unreadable."""
    found: list[dict[str, Any]] = []
    try:
        with open(path, "rb") as f:
            pos = f.seek(0, os.SEEK_END)
            floor = max(0, pos - RECENT_BYTES)
            head = b""  # the start of a line whose beginning is in a block not yet read
            while pos > floor and len(found) < last:
                step = min(BLOCK, pos - floor)
                pos -= step
                f.seek(pos)
                pieces = (f.read(step) + head).split(b"\n")
                head = pieces.pop(0) if pos > 0 else b""  # the first piece may be part of a line
                if len(head) > MAX_LINE:
                    head = b"\0"  # a damaged run: keep a bad stub, not the run
                for piece in reversed(pieces):
                    record = parse_line(piece) if piece.strip() and len(piece) <= MAX_LINE else None
                    if record is not None:
                        found.append(record)
    except OSError:
        return []
    return found[:last][::-1] if last > 0 else []


def recent_weights(records: list[dict[str, Any]], last: int = 5, weight: float = 0.15) -> Callable[[str], float]:
    """For "avoid recently played": names used in the last `last` games weigh `weight`, others 1."""
    recent: set[str] = set()
    for r in records[-last:]:
        setup = r.get("setup", {})
        if not isinstance(setup, dict):
            continue
        recent.update(str(setup.get(k, "")) for k in ("mastermind", "scheme"))
        for k in ("villains", "henchmen", "heroes"):
            value = setup.get(k, [])
            if isinstance(value, list):
                recent.update(str(n) for n in value)
    return lambda name: weight if name in recent else 1.0
