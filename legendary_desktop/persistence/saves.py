"""The saves folder: list saves with their metadata (newest first), delete one, export a game log."""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path

from legendary_desktop.engine.deal import seed_text
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.scoring import victory_points
from legendary_desktop.persistence.save_file import SaveError, read_summary


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
    """Every .json file in `folder`, newest first; files that can't be loaded are listed with their problem.

    Each save is listed from its summary (`save_file.read_summary`): a small one is checked as a document
    (format, version, setup, seed, answers) without replaying it; a larger one from its first bytes, so a
    huge file costs no more than a small one. What a file says is shown cut to `SHOWN` characters.
    A dangling link is listed as damaged; a file deleted while the folder is read is left out.
    Raises OSError if the folder itself can't be read."""
    infos = []
    for path in folder.glob("*.json"):
        try:
            modified = path.lstat().st_mtime
        except OSError:  # gone since the folder was listed
            continue
        try:
            doc = read_summary(path)
            meta = doc.get("meta", {})
            if not isinstance(meta, dict):
                meta = {}
            players = meta.get("players", [])
            names = ", ".join(str(p) for p in players[:MAX_PLAYERS_SHOWN]) if isinstance(players, list) else ""
            infos.append(SaveInfo(
                path, _shown(names), _shown(meta.get("mastermind", "?")), _shown(meta.get("scheme", "?")),
                _turn(meta.get("turn")), _shown(meta.get("saved_at", "")), modified))
        except SaveError as err:
            problem = "the file it links to is missing" if not path.exists() else str(err)
            infos.append(SaveInfo(path, "", "", "", 0, "", modified, problem=problem))
    return sorted(infos, key=lambda i: -i.modified)


SHOWN = 80  # characters of a name or date from a file, as the list shows it
MAX_PLAYERS_SHOWN = 5


def _shown(value: object) -> str:
    text = " ".join(str(value).split())  # no line breaks or tabs from a file
    return text if len(text) <= SHOWN else text[: SHOWN - 1] + "…"


def _turn(value: object) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 10**6 else 0


def delete_save(info: SaveInfo) -> None:
    info.path.unlink(missing_ok=True)


def game_log_text(game: Game) -> str:
    """The game's log as plain text, for sharing or a bug report (with what is needed to replay it)."""
    setup = game.setup
    lines = [
        "Legendary Desktop game log",
        f"Exported {time.strftime('%Y-%m-%d %H:%M')}",
        f"Players: {' · '.join(setup.player_names())}",  # never a comma: a name may hold one
        f"Mastermind: {setup.mastermind}   Scheme: {setup.scheme}",
        f"Villain groups: {' · '.join(setup.villains)}   Henchmen: {' · '.join(setup.henchmen)}",
        f"Heroes: {' · '.join(setup.heroes)}",
        f"{seed_text(game.seed, game.over)}   Decisions: {len(game.answers)}",
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
