"""Problem reports: one JSON file that lets anyone replay a game to the decision where it went wrong.

A report holds exactly: the save (setup, seed, every answer — `persistence.save_file.to_json`), the
decision the game was waiting on, the app, Python and Qt versions, the OS, the game log, the
player's description and, after an internal error, the answer that failed and where. Nothing else:
no paths of the player's files, no names they did not type (player names are the ones they typed
into the setup). Imports no Qt: the window passes its Qt version in.

`replay_file` reads a report (or a plain save) and replays it; `cli replay REPORT` uses it.
"""

from __future__ import annotations

import datetime as _dt
import getpass
import json
import platform
import re
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from legendary_desktop import __version__
from legendary_desktop.engine.decision import Decision
from legendary_desktop.engine.game import Game
from legendary_desktop.persistence import paths
from legendary_desktop.persistence.save_file import SaveError, from_json, read_document, replay, to_json, write_atomic

FORMAT = "legendary-desktop-report"
VERSION = 1
MAX_DESCRIPTION = 4000  # characters: a paragraph, not a novel
KEYS = ("format", "version", "description", "app_version", "python", "qt", "os", "save", "decision", "log",
        "error")
PACKAGE_DIR = Path(__file__).resolve().parent


@dataclass(frozen=True)
class Fault:
    """An exception the engine raised while answering: the answer, the error, and where (in the app's code)."""

    answer: list[str]
    error: str  # the exception's type
    message: str
    where: list[str] = field(default_factory=list)  # "engine/actions.py:120 in do_action", innermost last

    @classmethod
    def from_exception(cls, answer: str | Sequence[str], exc: BaseException) -> Fault:
        labels = [answer] if isinstance(answer, str) else [str(a) for a in answer]
        frames = [f"{_where(f.filename)}:{f.lineno} in {f.name}" for f in traceback.extract_tb(exc.__traceback__)]
        return cls(labels, type(exc).__name__, _scrub(str(exc)), frames)

    def to_json(self) -> dict[str, Any]:
        return {"answer": list(self.answer), "error": self.error, "message": self.message, "where": list(self.where)}


def _where(filename: str) -> str:
    """A source file named inside the app (`engine/game.py`), or by its bare name: never a full path.

    Works for a source tree, an installed package and a frozen bundle (whose paths are relative)."""
    parts = Path(filename).parts
    if PACKAGE_DIR.name in parts[:-1]:
        inside = len(parts) - parts[::-1].index(PACKAGE_DIR.name)
        return "/".join(parts[inside:])
    return Path(filename).name


#: what may end a folder's name in a message: its end, a separator, a quote, a space, punctuation (a full
#: stop only at a sentence's end: it may be part of a folder's name)
_FOLDER_END = r"(?=$|[\\/\s'\"`),;:\]>]|[.!?](?:$|\s))"


def folder_pattern(folder: str) -> str:
    """A folder as a message may spell it: either separator, doubled backslashes (a Windows path's repr
    in an OSError), any letter case (Windows and macOS ignore it)."""
    parts = [part for part in re.split(r"[\\/]+", folder) if part]
    lead = r"[\\/]+" if folder[:1] in "/\\" else ""
    return lead + r"[\\/]+".join(re.escape(part) for part in parts) + _FOLDER_END


Folders = Sequence[tuple[str, str]]


def scrub(text: str, folders: Folders | None = None) -> str:
    """`text` without any folder the app knows (`paths.known_folders`, the app's own), nor the user's login
    name as a part of a path: each is shown as what it is ("<data>", "~", "<user>")."""
    return _scrubber(folders)(text)


def _scrubber(folders: Folders | None = None) -> Callable[[str], str]:
    """`scrub` with the folders and the login name looked up once, for many strings."""
    if folders is None:
        folders = [(str(PACKAGE_DIR), "<app>"), *paths.known_folders()]
    ordered = sorted(folders, key=lambda f: -len(f[0]))  # the data folder before the home folder it is in
    patterns = [(re.compile(folder_pattern(folder), re.IGNORECASE), shown.replace("\\", "\\\\"))
                for folder, shown in ordered]
    user = _login()
    if user:
        patterns.append((re.compile(r"(?<=[\\/])" + re.escape(user) + _FOLDER_END, re.IGNORECASE), "<user>"))

    def clean(text: str) -> str:
        for pattern, shown in patterns:
            text = pattern.sub(shown, text)
        return text

    return clean


def _login() -> str:
    """The user's login name, if the system says it (it may be anywhere in a path, e.g. an 8.3 short name)."""
    try:
        name = getpass.getuser()
    except Exception:  # no login name to be found (getuser raises OSError or KeyError)
        return ""
    return name if len(name) > 1 else ""


def scrub_document(value: Any, folders: Folders | None = None) -> Any:
    """Every string in a report document scrubbed (`scrub`), keys included."""
    return _scrub_value(value, _scrubber(folders))


def _scrub_value(value: Any, clean: Callable[[str], str]) -> Any:
    if isinstance(value, str):
        return clean(value)
    if isinstance(value, dict):
        return {clean(str(k)): _scrub_value(v, clean) for k, v in value.items()}
    if isinstance(value, list):
        return [_scrub_value(v, clean) for v in value]
    return value


_scrub = scrub


def decision_json(decision: Decision | None, number: int) -> dict[str, Any] | None:
    """The decision a game waits on, as a report records it (None once the game is over)."""
    if decision is None:
        return None
    return {"number": number, "player": decision.player, "kind": decision.kind, "prompt": decision.prompt,
            "options": decision.labels}


def os_json() -> dict[str, str]:
    return {"system": platform.system(), "release": platform.release(), "machine": platform.machine()}


def build_report(game: Game, description: str, qt_version: str | None, fault: Fault | None = None) -> dict[str, Any]:
    """The report document for `game` as it stands (after an internal error: at the last good decision)."""
    save = to_json(game)
    save["meta"].pop("saved_at", None)  # the report's own content is all there is; no clock readings
    document: dict[str, Any] = scrub_document({
        "format": FORMAT,
        "version": VERSION,
        "description": description.strip()[:MAX_DESCRIPTION],
        "app_version": __version__,
        "python": f"{platform.python_implementation()} {platform.python_version()}",
        "qt": qt_version,
        "os": os_json(),
        "save": save,
        "decision": decision_json(game.pending, len(game.answers) + 1),
        "log": [f"T{e.turn} {e.text}" for e in game.events],
        "error": None if fault is None else fault.to_json(),
    })
    return document


def contents(document: dict[str, Any]) -> list[str]:
    """What a report holds, one line each, for the player to read before sending it."""
    save = document["save"]
    setup = save["setup"]
    decision = document.get("decision")
    where = (f"decision {decision['number']} ({decision['prompt']})" if decision else "the end of the game")
    lines = [
        f"Your description ({len(document['description'])} characters)",
        f"The game: {setup['players']} players ({', '.join(save['meta'].get('players', []))}), "
        f"{setup['mastermind']}, {setup['scheme']}, "
        f"{'seed ' + str(save['seed']) if 'seed' in save else 'its secret deal'}, all {len(save['answers'])} answers",
        f"Where it stands: {where}",
        f"The game log ({len(document['log'])} lines)",
        f"Versions: Legendary Desktop {document['app_version']}, {document['python']}, Qt {document['qt'] or '?'}",
        f"Operating system: {document['os']['system']} {document['os']['release']} ({document['os']['machine']})",
    ]
    if document.get("error"):
        err = document["error"]
        lines.append(f"The internal error: {err['error']} answering {err['answer']}, with where in the program")
    lines.append("Nothing else: no file paths, no names but the players' names you typed.")
    return lines


def reports_dir() -> Path:
    folder = paths.data_dir() / "reports"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def write_report(document: dict[str, Any], folder: Path | None = None) -> Path:
    """Write the report as `report-YYYYMMDD-HHMMSS.json` (never over another) and return its path."""
    folder = reports_dir() if folder is None else folder
    folder.mkdir(parents=True, exist_ok=True)
    document = scrub_document(document)  # the description was typed after the report was built
    stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    path = folder / f"report-{stamp}.json"
    n = 2
    while path.exists():
        path = folder / f"report-{stamp}-{n}.json"
        n += 1
    write_atomic(path, document)
    return path


# ------------------------------------------------------------------ reading
@dataclass
class Replayed:
    """A replayed report: the game at the reported decision, and how the replay compares with the report."""

    game: Game
    report: dict[str, Any] | None  # None for a plain save
    reached: bool = True  # the replay waits on the same decision the report recorded
    retry: str | None = None  # after an internal error: what the failed answer does now

    def summary(self) -> dict[str, Any] | None:
        if self.report is None:
            return None
        description = str(self.report.get("description", ""))[:MAX_DESCRIPTION]
        return {"description": description, "app_version": self.report.get("app_version"),
                "decision": decision_json(self.game.pending, len(self.game.answers) + 1), "reached": self.reached,
                "error": self.report.get("error"), "retry": self.retry}


def is_report(document: Any) -> bool:
    return isinstance(document, dict) and document.get("format") == FORMAT


def replay_file(path: Path) -> Replayed:
    """Replay a report to its decision (or a save to its end). Raises `SaveError` saying what is wrong."""
    document = read_document(path)
    if not is_report(document):
        return Replayed(replay(*from_json(document)), None)
    version = document.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or not 1 <= version <= VERSION:
        raise SaveError(f"{path.name} is report format version {version!r}; this app reads 1 to {VERSION}")
    game = replay(*from_json(document.get("save")))
    recorded = document.get("decision")
    reached = recorded == decision_json(game.pending, len(game.answers) + 1)
    retry = None
    error = document.get("error")
    if isinstance(error, dict) and isinstance(error.get("answer"), list):
        retry = try_answer(game, error["answer"])
    return Replayed(game, document, reached, retry)


def try_answer(game: Game, answer: list[str]) -> str:
    """What the answer that failed does now, tried on a copy of the game: "accepted" or the error it raises."""
    copy = Game.replay(game.setup, game.seed, game.replay_answers())
    try:
        copy.decide(answer)
    except Exception as exc:  # the point is to see the error the report was about, whatever it is
        return f"raises {type(exc).__name__}: {_scrub(str(exc))}"
    return "accepted"


def facts(game: Game) -> dict[str, Any]:
    """Facts a regression test compares: turn, who is to play, the decision, zone sizes, the outcome."""
    from legendary_desktop.engine.scoring import victory_points

    return {
        "turn": game.turn_number,
        "active_player": game.turn.player,
        "answers": len(game.answers),
        "decision": decision_json(game.pending, len(game.answers) + 1),
        "zones": {name: len(cards) for name, cards in game.zones().items()},
        "vp": [victory_points(game, p.index) for p in game.players],
        "outcome": None if game.outcome is None else game.outcome.result,
    }


def dumps(document: dict[str, Any]) -> str:
    return json.dumps(document, indent=2, ensure_ascii=False)


__all__ = ["FORMAT", "KEYS", "Fault", "Replayed", "build_report", "contents", "facts", "replay_file", "write_report"]
