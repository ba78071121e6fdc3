"""Statistics from the history log, through a summary file kept beside it.

`history.summary.json` holds the totals for every card set and how far into the log they
reach (its size then, and a fingerprint of its first and last 4 KB before that point). Opening the
statistics reads the summary, folds in only the lines appended since, and writes it back.
If the log was replaced, shortened or edited before that point, or the summary is damaged,
the totals are rebuilt by streaming the log: memory stays bounded by the number of distinct
names, never by the number of games.
"""

from __future__ import annotations

import contextlib
import hashlib
import heapq
import json
import os
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from legendary_desktop.persistence.history import record_sets, scan
from legendary_desktop.persistence.save_file import write_atomic

FORMAT = "legendary-desktop-history-summary"
VERSION = 1
ALL = "*"  # the totals over every set
FINGERPRINT_BYTES = 4096
BEST = 10
QUICK_REBUILD_BYTES = 4 * 1024 * 1024  # about 10,000 games: summarised in well under a second
QUICK_TAIL_BYTES = 256 * 1024  # what a game's end reads past the summary: a few games' lines, not damage


@dataclass
class Stats:
    games: int = 0
    team_wins: int = 0
    by_mastermind: dict[str, tuple[int, int]] = field(default_factory=dict)  # name -> (wins, games)
    by_scheme: dict[str, tuple[int, int]] = field(default_factory=dict)
    best_vp: list[tuple[int, str, str]] = field(default_factory=list)  # (vp, player, date)
    heroes: list[tuple[str, int]] = field(default_factory=list)
    skipped: int = 0  # damaged records left out


@dataclass
class Tally:
    """Running totals for one filter (every game, or the games that used one card set)."""

    games: int = 0
    team_wins: int = 0
    mastermind: dict[str, list[int]] = field(default_factory=dict)
    scheme: dict[str, list[int]] = field(default_factory=dict)
    heroes: Counter[str] = field(default_factory=Counter)
    best: list[tuple[int, str, str]] = field(default_factory=list)  # a min-heap of the best scores

    def add(self, record: dict[str, Any]) -> None:
        setup = record["setup"]
        won = record["result"] == "team_win"
        self.games += 1
        self.team_wins += won
        for table, key in ((self.mastermind, setup["mastermind"]), (self.scheme, setup["scheme"])):
            entry = table.setdefault(key, [0, 0])
            entry[0] += won
            entry[1] += 1
        self.heroes.update(setup.get("heroes", []))
        vps = record.get("vp", [])
        names = setup.get("names") or []
        if len(names) != len(vps):
            names = [f"Player {i + 1}" for i in range(len(vps))]
        date = record.get("finished_at", "")[:10]
        for name, vp in zip(names, vps, strict=True):
            item = (vp, name, date)
            if len(self.best) < BEST:
                heapq.heappush(self.best, item)
            elif item > self.best[0]:
                heapq.heapreplace(self.best, item)

    def stats(self, skipped: int) -> Stats:
        return Stats(
            games=self.games,
            team_wins=self.team_wins,
            by_mastermind={k: (v[0], v[1]) for k, v in sorted(self.mastermind.items())},
            by_scheme={k: (v[0], v[1]) for k, v in sorted(self.scheme.items())},
            best_vp=sorted(self.best, key=lambda t: -t[0]),
            heroes=self.heroes.most_common(10),
            skipped=skipped,
        )

    def to_json(self) -> dict[str, Any]:
        return {"games": self.games, "team_wins": self.team_wins, "mastermind": self.mastermind,
                "scheme": self.scheme, "heroes": dict(self.heroes), "best": [list(b) for b in self.best]}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Tally:
        tally = cls(int(data["games"]), int(data["team_wins"]))
        for key in ("mastermind", "scheme"):
            table = getattr(tally, key)
            for name, (wins, games) in data[key].items():
                table[str(name)] = [int(wins), int(games)]
        tally.heroes = Counter({str(k): int(v) for k, v in data["heroes"].items()})
        tally.best = [(int(vp), str(name), str(date)) for vp, name, date in data["best"]]
        heapq.heapify(tally.best)
        return tally


@dataclass
class Summary:
    """The totals, per card set, of the log's first `log_size` bytes."""

    log_size: int = 0
    fingerprint: str = ""
    skipped: int = 0
    tallies: dict[str, Tally] = field(default_factory=lambda: {ALL: Tally()})

    def add(self, record: dict[str, Any] | None) -> None:
        if record is None:
            self.skipped += 1
            return
        self.tallies[ALL].add(record)
        for set_id in dict.fromkeys(record_sets(record)):
            self.tallies.setdefault(set_id, Tally()).add(record)

    @property
    def sets(self) -> list[str]:
        return sorted(k for k in self.tallies if k != ALL)

    def stats(self, set_id: str | None = None) -> Stats:
        return self.tallies.get(set_id or ALL, Tally()).stats(self.skipped)

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION, "log_size": self.log_size, "fingerprint": self.fingerprint,
                "skipped": self.skipped, "tallies": {k: t.to_json() for k, t in self.tallies.items()}}

    @classmethod
    def from_json(cls, data: Any) -> Summary:
        """Raises ValueError, KeyError or TypeError on anything that is not a summary this app wrote."""
        if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != VERSION:
            raise ValueError("not a history summary")
        tallies = {str(k): Tally.from_json(v) for k, v in data["tallies"].items()}
        tallies.setdefault(ALL, Tally())
        return cls(int(data["log_size"]), str(data["fingerprint"]), int(data["skipped"]), tallies)


def summary_path(log: Path) -> Path:
    return log.with_name(log.stem + ".summary.json")


def fingerprint(log: Path, size: int) -> str:
    """A hash of the log's first bytes and of the bytes just before `size`: if they change, it was rewritten."""
    digest = hashlib.sha256()
    start = max(0, size - FINGERPRINT_BYTES)
    with open(log, "rb") as f:
        digest.update(f.read(min(size, FINGERPRINT_BYTES)))
        f.seek(start)
        digest.update(f.read(size - start))
    return digest.hexdigest()


def _stored(log: Path) -> Summary | None:
    """The summary beside the log if it is readable and still describes the log's beginning."""
    try:
        with open(summary_path(log), "rb") as f:
            summary = Summary.from_json(json.load(f))
        size = os.stat(log).st_size
        if summary.log_size > size or fingerprint(log, summary.log_size) != summary.fingerprint:
            return None
        return summary
    except (OSError, ValueError, KeyError, TypeError, AttributeError, RecursionError):  # any damage: rebuild
        return None


def history_summary(log: Path, save: bool = True) -> Summary:
    """Up-to-date totals for the log: the stored summary plus what was appended since, or a rebuild.

    Raises OSError if the log exists but can't be read. The summary is written back when it
    changed and `save` is true; if it can't be written the totals are still returned."""
    summary = _stored(log) or Summary()
    start = summary.log_size
    for record, offset in scan(log, start):
        summary.add(record)
        summary.log_size = offset
    if summary.log_size != start or not summary_path(log).exists():
        summary.fingerprint = fingerprint(log, summary.log_size) if log.exists() else ""
        if save and log.exists():
            with contextlib.suppress(OSError):
                write_atomic(summary_path(log), summary.to_json())
    return summary


def keep_summary(log: Path) -> None:
    """After an append: bring the summary up to date (a few lines read), so Statistics opens at once.

    A long log that has no summary yet (one from before summaries), or a long unsummarised tail (a
    damaged run), is left for Statistics to summarise, so that finishing a game never waits for it: the
    game-ending write stays a bounded amount of work on the window's thread."""
    with contextlib.suppress(OSError):
        stored = _stored(log)
        size = log.stat().st_size
        if (stored is None and size <= QUICK_REBUILD_BYTES) \
                or (stored is not None and size - stored.log_size <= QUICK_TAIL_BYTES):
            history_summary(log)  # else an old long log or a damaged tail: left for Statistics


def statistics(records: list[dict[str, Any]], set_id: str | None = None) -> Stats:
    """Statistics of a list of valid records (the summary gives the same for a whole log)."""
    summary = Summary()
    for record in records:
        summary.add(record)
    return summary.stats(set_id)
