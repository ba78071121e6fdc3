"""Save files: JSON with a format name and version, the setup, the seed, the answers and the seats.

The seed is either ``"seed"``: an integer (the Mersenne Twister: every save before version 5, and games
started from a number, e.g. by the CLI), or ``"deal"``: the deal code of a secret deal (engine/deal.py;
the app's new games since version 5). A save holds the secret: it replays exactly.

Loading is replay. A file is never trusted: every problem becomes a `SaveError` with
a message naming it, and nothing is changed. Files are written atomically.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from legendary_desktop import __version__
from legendary_desktop.engine import sets
from legendary_desktop.engine.deal import Deal, Seed
from legendary_desktop.engine.decision import IllegalAnswerError
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.setup_rules import SetupError
from legendary_desktop.engine.spec import Setup
from legendary_desktop.persistence import saved_seats as seat_kinds
from legendary_desktop.persistence.saved_seats import Seats

FORMAT = "legendary-desktop-save"
VERSION = 5
MAX_BYTES = 8 * 1024 * 1024  # a 600-answer game is ~20 KB; anything this large is not ours
MAX_ANSWERS = 200_000
MAX_LISTS = MAX_ANSWERS + 1000  # the answers, each a list, and the setup's few lists
MAX_ITEMS = 4 * MAX_ANSWERS  # commas: an answer has a few labels
HEAD_BYTES = 64 * 1024  # what the Open dialog reads of a larger save: its summary is at the start


class SaveError(ValueError):
    """A save file that can't be loaded; the message says why."""


def to_json(game: Game, meta: dict[str, Any] | None = None, seats: Seats | None = None) -> dict[str, Any]:
    """The save-file document for a game; `seats` says who plays each seat (None: every seat a person)."""
    setup = game.setup
    info = {
        "saved_at": time.strftime("%Y-%m-%dT%H:%M:%S"),
        "players": list(setup.player_names()),
        "mastermind": setup.mastermind,
        "scheme": setup.scheme,
        "turn": game.turn_number,
        "over": game.over,
        "result": None if game.outcome is None else game.outcome.result,
    }
    if meta:
        info.update(meta)
    return {
        "format": FORMAT,
        "version": VERSION,
        "app_version": __version__,
        "meta": info,  # before the answers: the Open dialog lists a save from its first bytes
        "setup": setup.to_json(),
        **seed_json(game.seed),
        "seats": list(seat_kinds.fit(seats, setup.players)),
        "answers": game.replay_answers(),
    }


def seed_json(seed: Seed) -> dict[str, Any]:
    """How a document holds a game's seed: ``{"seed": 7}``, or ``{"deal": "<deal code>"}`` for a secret deal.

    >>> seed_json(7), seed_json(Deal(bytes(16), setup_seed=3))
    ({'seed': 7}, {'deal': '3-00000000000000000000000000000000'})
    >>> all(seed_of(seed_json(s)) == s for s in (7, Deal(bytes(16), setup_seed=3)))
    True
    """
    return {"deal": seed.code()} if isinstance(seed, Deal) else {"seed": seed}


def seed_of(data: dict[str, Any]) -> Seed:
    """The seed a document holds (`seed_json`). Raises `SaveError`.

    >>> seed_of({"seed": True})
    Traceback (most recent call last):
    ...
    legendary_desktop.persistence.save_file.SaveError: the save's seed is not a whole number
    """
    if "deal" in data:
        deal = data["deal"]
        try:
            return Deal.from_code(deal) if isinstance(deal, str) else Deal.from_code("")
        except ValueError:
            raise SaveError("the save's deal is damaged (not a deal code)") from None
    if "seed" not in data:
        raise SaveError("the save is missing its 'seed'")
    seed = data["seed"]
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise SaveError("the save's seed is not a whole number")
    return seed


def migrate(data: dict[str, Any]) -> dict[str, Any]:
    """Bring an older document up to the current version."""
    version = data.get("version")
    if version == 1:
        # Version 1 stored each answer as a bare label or a list; version 2 always a list.
        data = dict(data)
        answers = data.get("answers")
        if isinstance(answers, list):
            data["answers"] = [[a] if isinstance(a, str) else a for a in answers]
        data.setdefault("meta", {})
        data["version"] = 2
        version = 2
    if version == 2:
        # Version 3 records the card sets and the Epic side in the setup; older games are the base game's, not Epic.
        data = dict(data)
        setup = data.get("setup")
        if isinstance(setup, dict):
            data["setup"] = {"sets": [s for s in (sets.base(),) if s], "epic": False, "extras": [], **setup}
        data["version"] = 3
        version = 3
    if version == 3:
        # Version 4 records who plays each seat; before computer players every seat was a person.
        data = dict(data)
        setup = data.get("setup")
        players = setup.get("players") if isinstance(setup, dict) else None
        if "seats" not in data and isinstance(players, int) and not isinstance(players, bool) \
                and 0 <= players <= 16:
            data["seats"] = list(seat_kinds.all_human(players))
        data["version"] = 4
        version = 4
    if version == 4:
        # Version 5 may hold a secret deal ("deal") instead of the integer seed; a version-4 seed stays.
        data = dict(data)
        data["version"] = 5
    return data


@dataclass(frozen=True)
class Saved:
    """What a save holds: enough to replay the game, and who plays each seat."""

    setup: Setup
    seed: Seed
    answers: list[list[str]]
    seats: Seats


def from_json(data: Any) -> tuple[Setup, Seed, list[list[str]]]:
    """Check a save document and return (setup, seed, answers). Raises `SaveError`."""
    saved = parse(data)
    return saved.setup, saved.seed, saved.answers


def check_header(data: Any) -> None:
    """The document is an object of this format, in a version this app reads. Raises `SaveError`."""
    if not isinstance(data, dict):
        raise SaveError("not a save file: the top level is not a JSON object")
    if data.get("format") != FORMAT:
        raise SaveError(f"not a Legendary Desktop save (format is {short(data.get('format'))})")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError("the save has no format version")
    if version > VERSION:
        raise SaveError(f"the save is format version {version}, newer than this app reads ({VERSION}); "
                        "update Legendary Desktop")
    if version < 1:
        raise SaveError(f"unknown save format version {version}")


def short(value: Any, most: int = 60) -> str:
    """A value from a file as a refusal names it: its repr, cut to `most` characters.

    >>> short("turn"), short("x" * 100, most=12)
    ("'turn'", "'xxxxxxxxxx…")
    """
    text = repr(value)
    return text if len(text) <= most else text[: most - 1] + "…"


def parse(data: Any) -> Saved:
    """Check a save document and return what it holds. Raises `SaveError`."""
    check_header(data)
    data = migrate(data)
    for key in ("setup", "answers"):
        if key not in data:
            raise SaveError(f"the save is missing its {key!r}")
    seed = seed_of(data)
    try:
        setup = Setup.from_json(data["setup"])
    except ValueError as err:
        raise SaveError(f"the save's setup is damaged: {err}") from None
    answers = data["answers"]
    if not isinstance(answers, list) or len(answers) > MAX_ANSWERS:
        raise SaveError("the save's answers are not a list of decisions")
    for i, answer in enumerate(answers):
        if not isinstance(answer, list) or not all(isinstance(label, str) for label in answer):
            raise SaveError(f"answer {i + 1} in the save is damaged")
    if "seats" not in data:
        raise SaveError("the save is missing its 'seats'")
    try:
        seats = seat_kinds.check(data["seats"], setup.players)
    except ValueError as err:
        raise SaveError(f"the save's seats are damaged: {err}") from None
    return Saved(setup, seed, answers, seats)


def read_document(path: Path) -> Any:
    try:
        size = path.stat().st_size
    except OSError as err:
        raise SaveError(f"can't open the file: {err.strerror or err}") from None
    if size == 0:
        raise SaveError("the file is empty")
    if size > MAX_BYTES:
        raise SaveError(f"the file is too large to be a save ({size // 1024} KB)")
    try:
        raw = path.read_bytes()
    except OSError as err:
        raise SaveError(f"can't read the file: {err.strerror or err}") from None
    return parse_document(raw)


def parse_document(raw: bytes) -> Any:
    """The JSON document in a save file's bytes (a UTF-8 byte-order mark is allowed). Raises `SaveError`.

    Counted before it is parsed: a file of more lists or items than a save can hold is refused at once,
    without building them (millions of empty answers would cost hundreds of MB)."""
    if raw.count(b"[") > MAX_LISTS:
        raise SaveError(f"the file holds more than {MAX_ANSWERS:,} answers: it is not a save")
    if raw.count(b",") > MAX_ITEMS:
        raise SaveError(f"the file holds more than {MAX_ITEMS:,} items: it is not a save")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        raise SaveError(f"the file is not UTF-8 text (byte {err.start + 1}): it is not a save") from None
    try:
        return json.loads(text)
    except RecursionError:
        raise SaveError("the file is nested too deeply to be a save") from None
    except json.JSONDecodeError as err:
        raise SaveError(f"the file is not valid JSON (line {err.lineno}, column {err.colno}): "
                        "it may be truncated") from None
    except ValueError:  # e.g. an integer of more digits than Python converts
        raise SaveError("the file holds a number too large to be part of a save") from None


def read_summary(path: Path) -> dict[str, Any]:
    """What the Open dialog lists of a save, read cheaply: the document's top-level fields but its answers
    (format, version, meta, setup, seed, seats). A small file is read and checked whole, like a load; a
    larger one only from its first `HEAD_BYTES` (and, for a save written before the summary came first,
    its last ones), so a huge file costs no more than a small one. Raises `SaveError` saying what is wrong;
    a larger file may still be refused when it is opened."""
    try:
        size = path.stat().st_size
        if size <= HEAD_BYTES:
            document = read_document(path)
            from_json(document)
            return dict(document)
        if size > MAX_BYTES:
            raise SaveError(f"the file is too large to be a save ({size // 1024} KB)")
        with open(path, "rb") as f:
            head = f.read(HEAD_BYTES)
            f.seek(max(HEAD_BYTES, size - HEAD_BYTES))
            tail = f.read(HEAD_BYTES)
    except OSError as err:
        raise SaveError(f"can't read the file: {err.strerror or err}") from None
    if not tail.rstrip().endswith(b"}"):
        raise SaveError("the file is not valid JSON (it ends too soon): it may be truncated")
    fields = _leading_fields(_text_of(head))
    check_header(fields)
    if not isinstance(fields.get("meta"), dict):
        fields["meta"] = _trailing_meta(_text_of(tail, start=True))
    return fields


def _text_of(raw: bytes, start: bool = False) -> str:
    """A piece of a file as text; the piece may cut a character at either end."""
    if raw.startswith(b"\xef\xbb\xbf"):
        raw = raw[3:]
    text = raw.decode("utf-8", errors="replace")
    if "\ufffd" in text[3 if start else 0 : len(text) - 3]:
        raise SaveError("the file is not UTF-8 text: it is not a save")
    return text


def _leading_fields(text: str) -> dict[str, Any]:
    """The top-level fields of a JSON object written before its "answers" (or before `text` ends)."""
    decoder = json.JSONDecoder()
    i = _blank(text, 0)
    if not text.startswith("{", i):
        raise SaveError("not a save file: the top level is not a JSON object")
    i += 1
    fields: dict[str, Any] = {}
    try:
        while True:
            i = _blank(text, i)
            key, i = decoder.raw_decode(text, i)
            i = _blank(text, i)
            if not isinstance(key, str) or not text.startswith(":", i) or key == "answers":
                return fields
            fields[key], i = decoder.raw_decode(text, _blank(text, i + 1))
            i = _blank(text, i)
            if not text.startswith(",", i):
                return fields
            i += 1
    except (ValueError, RecursionError):  # the piece ends inside a value, or the file is not JSON
        if not fields:
            raise SaveError("the file is not valid JSON: it is not a save") from None
        return fields


def _trailing_meta(text: str) -> dict[str, Any]:
    """The "meta" object that ends a save written before the summary came first ({} if it can't be read)."""
    at = text.rfind('"meta"')
    if at < 0:
        return {}
    i = _blank(text, at + len('"meta"'))
    if not text.startswith(":", i):
        return {}
    try:
        meta, end = json.JSONDecoder().raw_decode(text, _blank(text, i + 1))
    except (ValueError, RecursionError):
        return {}
    return meta if isinstance(meta, dict) and text[end:].strip() == "}" else {}


def _blank(text: str, i: int) -> int:
    while i < len(text) and text[i] in " \t\r\n":
        i += 1
    return i


def load_game(path: Path) -> Game:
    """Load a save by replaying it. Raises `SaveError` with a clear message; the file is untouched."""
    return load(path)[0]


def load(path: Path) -> tuple[Game, Seats]:
    """Load a save by replaying it, with its seats. Raises `SaveError`; the file is untouched.

    A game saved after its first turn loads in the same position, as every seat sees it:

    >>> import tempfile
    >>> from legendary_desktop.engine.view import view_of
    >>> from legendary_desktop.setup.randomizer import random_setup
    >>> game = Game(random_setup(2, seed=1), 1)
    >>> game.decide("play_all"); game.decide("end")
    >>> folder = tempfile.TemporaryDirectory()
    >>> path = Path(folder.name) / "game.json"
    >>> write_atomic(path, to_json(game))
    >>> loaded, seats = load(path)
    >>> loaded.replay_answers(), loaded.seed, seats, loaded.turn.number
    ([['play_all'], ['end']], 1, ('human', 'human'), 2)
    >>> all(view_of(loaded, s) == view_of(game, s) for s in (0, 1, None))
    True
    >>> _ = path.write_text("[]")
    >>> load(path)
    Traceback (most recent call last):
    ...
    legendary_desktop.persistence.save_file.SaveError: not a save file: the top level is not a JSON object
    >>> folder.cleanup()
    """
    saved = parse(read_document(path))
    return replay(saved.setup, saved.seed, saved.answers), saved.seats


def replay(setup: Setup, seed: Seed, answers: list[list[str]]) -> Game:
    try:
        return Game.replay(setup, seed, answers)
    except SetupError as err:
        raise SaveError(f"the save's setup can't be played: {err}") from None
    except KeyError as err:
        raise SaveError(f"the save names a card this app does not know: {err}") from None
    except IllegalAnswerError as err:
        raise SaveError(f"the save does not replay: {err}") from None


def write_temp(path: Path, data: dict[str, Any]) -> Path:
    """Write JSON to a fsynced temporary file beside `path` (named `.NAME.*.tmp`) and return it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(data, separators=(",", ":"))
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    return Path(tmp)


def write_atomic(path: Path, data: dict[str, Any]) -> None:
    """Write JSON to a temporary file in the same folder, fsync, then rename over `path`."""
    tmp = write_temp(path, data)
    try:
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
