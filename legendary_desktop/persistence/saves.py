"""The saves folder: list saves with their metadata (newest first), delete one, export a game log."""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path

from legendary_desktop.engine.game import Game
from legendary_desktop.engine.scoring import victory_points
from legendary_desktop.persistence.save_file import SaveError, read_document


@dataclass(frozen=True)
class SaveInfo:
    path: Path
    players: str
    mastermind: str
    scheme: str
    turn: int
    saved_at: str
    modified: float
    problem: str | None = None  # why the file can't be loaded, if it can't


def list_saves(folder: Path) -> list[SaveInfo]:
    """Every .json file in `folder`, newest first; unreadable files are listed with their problem."""
    infos = []
    for path in folder.glob("*.json"):
        modified = path.stat().st_mtime
        try:
            doc = read_document(path)
            meta = doc.get("meta", {}) if isinstance(doc, dict) else {}
            if not isinstance(meta, dict):
                meta = {}
            if not isinstance(doc, dict) or "setup" not in doc:
                raise SaveError("not a save file")
            infos.append(SaveInfo(
                path, ", ".join(str(p) for p in meta.get("players", [])), str(meta.get("mastermind", "?")),
                str(meta.get("scheme", "?")), int(meta.get("turn", 0) or 0), str(meta.get("saved_at", "")), modified))
        except (SaveError, ValueError, TypeError) as err:
            infos.append(SaveInfo(path, "", "", "", 0, "", modified, problem=str(err)))
    return sorted(infos, key=lambda i: -i.modified)


def delete_save(info: SaveInfo) -> None:
    info.path.unlink(missing_ok=True)


def game_log_text(game: Game) -> str:
    """The game's log as plain text, for sharing or a bug report (with what is needed to replay it)."""
    setup = game.setup
    lines = [
        "Legendary Desktop game log",
        f"Exported {time.strftime('%Y-%m-%d %H:%M')}",
        f"Players: {', '.join(setup.player_names())}",
        f"Mastermind: {setup.mastermind}   Scheme: {setup.scheme}",
        f"Villain groups: {', '.join(setup.villains)}   Henchmen: {', '.join(setup.henchmen)}",
        f"Heroes: {', '.join(setup.heroes)}",
        f"Seed: {game.seed}   Decisions: {len(game.answers)}",
        "",
    ]
    lines += [f"T{e.turn:<3} {e.text}" for e in game.events]
    lines.append("")
    if game.outcome is not None:
        lines.append(f"Result: {game.outcome.headline} {game.outcome.reason}")
    for p in game.players:
        lines.append(f"  {p.name}: {victory_points(game, p.index)} VP")
    lines += ["", "Answers (for replay): " + json.dumps(game.answers)]
    return "\n".join(lines) + "\n"
