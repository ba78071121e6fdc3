"""Finished games, one JSON object per line, and the statistics read from them."""

from __future__ import annotations

import json
import os
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from legendary_desktop.engine.game import Game


def game_record(game: Game, seconds: float) -> dict[str, Any]:
    assert game.outcome is not None
    return {
        "finished_at": time.strftime("%Y-%m-%dT%H:%M:%S"),
        "setup": game.setup.to_json(),
        "seed": game.seed,
        "result": game.outcome.result,
        "reason": game.outcome.reason,
        "vp": list(game.outcome.vp),
        "winners": list(game.outcome.winners),
        "turns": game.turn_number,
        "seconds": round(seconds, 1),
    }


def record_game(path: Path, game: Game, seconds: float) -> None:
    """Append a finished game (one line; a torn last line is skipped when reading)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    line = json.dumps(game_record(game, seconds), separators=(",", ":")) + "\n"
    with open(path, "a", encoding="utf-8") as f:
        f.write(line)
        f.flush()
        os.fsync(f.fileno())


def read_history(path: Path) -> list[dict[str, Any]]:
    if not path.exists():
        return []
    games = []
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        try:
            record = json.loads(line)
        except json.JSONDecodeError:
            continue
        if isinstance(record, dict) and isinstance(record.get("setup"), dict) and "result" in record:
            games.append(record)
    return games


@dataclass
class Stats:
    games: int = 0
    team_wins: int = 0
    by_mastermind: dict[str, tuple[int, int]] = field(default_factory=dict)  # name -> (wins, games)
    by_scheme: dict[str, tuple[int, int]] = field(default_factory=dict)
    best_vp: list[tuple[int, str, str]] = field(default_factory=list)  # (vp, player, date)
    heroes: list[tuple[str, int]] = field(default_factory=list)


def statistics(records: list[dict[str, Any]]) -> Stats:
    stats = Stats()
    mm: dict[str, list[int]] = {}
    sch: dict[str, list[int]] = {}
    heroes: Counter[str] = Counter()
    best: list[tuple[int, str, str]] = []
    for r in records:
        setup = r["setup"]
        won = r["result"] == "team_win"
        stats.games += 1
        stats.team_wins += won
        for table, key in ((mm, setup.get("mastermind", "?")), (sch, setup.get("scheme", "?"))):
            entry = table.setdefault(str(key), [0, 0])
            entry[0] += won
            entry[1] += 1
        heroes.update(str(h) for h in setup.get("heroes", []))
        names = setup.get("names") or [f"Player {i + 1}" for i in range(len(r.get("vp", [])))]
        for name, vp in zip(names, r.get("vp", []), strict=False):
            best.append((int(vp), str(name), str(r.get("finished_at", ""))[:10]))
    stats.by_mastermind = {k: (v[0], v[1]) for k, v in sorted(mm.items())}
    stats.by_scheme = {k: (v[0], v[1]) for k, v in sorted(sch.items())}
    stats.best_vp = sorted(best, key=lambda t: -t[0])[:10]
    stats.heroes = heroes.most_common(10)
    return stats


def recent_weights(records: list[dict[str, Any]], last: int = 5, weight: float = 0.15) -> Callable[[str], float]:
    """For "avoid recently played": names used in the last `last` games weigh `weight`, others 1."""
    recent: set[str] = set()
    for r in records[-last:]:
        setup = r.get("setup", {})
        recent.update(str(setup.get(k, "")) for k in ("mastermind", "scheme"))
        for k in ("villains", "henchmen", "heroes"):
            recent.update(str(n) for n in setup.get(k, []))
    return lambda name: weight if name in recent else 1.0
