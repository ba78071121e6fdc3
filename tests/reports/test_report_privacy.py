"""A problem report names none of the player's folders, however the data folder was chosen and on every
OS's path shape: an injected fault whose message holds paths of the data folder, the saves, the config and
cache folders, the temporary folder and the home folder, and a description that names some too."""

from __future__ import annotations

import errno
import getpass
import json
import tempfile
from pathlib import PurePosixPath, PureWindowsPath

import pytest

from legendary_desktop import report
from legendary_desktop.engine.game import Game
from legendary_desktop.persistence import paths
from legendary_desktop.setup.randomizer import random_setup

#: (home, data folder by default, config, cache, temp, login name) as each OS spells them
SHAPES = {
    "linux": ("/home/zoë", "/home/zoë/.local/share/legendary-desktop", "/home/zoë/.config/legendary-desktop",
              "/home/zoë/.cache/legendary-desktop", "/tmp/user/1000", "zoë"),
    "macos": ("/Users/zoe", "/Users/zoe/Library/Application Support/legendary-desktop",
              "/Users/zoe/Library/Application Support/legendary-desktop", "/Users/zoe/Library/Caches/legendary-desktop",
              "/var/folders/q1/8x_zoe/T", "zoe"),
    "windows": (r"C:\Users\Zoë Smith", r"C:\Users\Zoë Smith\AppData\Local\LegendaryDesktop\legendary-desktop",
                r"C:\Users\Zoë Smith\AppData\Local\LegendaryDesktop\legendary-desktop",
                r"C:\Users\Zoë Smith\AppData\Local\LegendaryDesktop\legendary-desktop\Cache",
                r"C:\Users\ZOËSM~1\AppData\Local\Temp", "Zoë Smith"),
}
PORTABLE = {"linux": "/media/zoë/stick/legendary", "macos": "/Volumes/Zoe's Stick/legendary",
            "windows": r"E:\Zoë Smith\Legendary"}


def joined(shape: str, folder: str, name: str) -> str:
    pure = PureWindowsPath if shape == "windows" else PurePosixPath
    return str(pure(folder) / name)


@pytest.fixture(params=sorted(SHAPES))
def shape(request, monkeypatch, tmp_path):  # tmp_path first: pytest makes it from the real temp folder
    """The platform's folders as `shape` spells them (the OS under the test stays what it is)."""
    home, data, config, cache, temp, login = SHAPES[request.param]
    monkeypatch.setattr(paths, "user_data_path", lambda *a: data if a else str(PureWindowsPath(data).parent))
    monkeypatch.setattr(paths, "user_config_path", lambda *a: config, raising=False)
    monkeypatch.setattr(paths, "user_cache_path", lambda *a: cache, raising=False)
    monkeypatch.setattr(paths.Path, "home", classmethod(lambda cls: home))
    monkeypatch.setattr(tempfile, "gettempdir", lambda: temp)
    monkeypatch.setattr(getpass, "getuser", lambda: login)
    for name in ("XDG_CONFIG_HOME", "XDG_CACHE_HOME", "TMPDIR"):
        monkeypatch.delenv(name, raising=False)
    return request.param


def faulty_report(monkeypatch, data: str, shape: str) -> str:
    """The written report after the engine raised an OSError naming a file in the data folder."""
    home, _data, config, cache, temp, _login = SHAPES[shape]
    game = Game(random_setup(2, 4), 4)
    answer = game.pending.labels[0]
    history = joined(shape, data, "history.jsonl")
    message = (f"could not read {joined(shape, data, 'saves')} nor {joined(shape, config, 'prefs.ini')}, "
               f"{joined(shape, cache, 'x')}, {joined(shape, temp, 'tmp1.json')} or {joined(shape, home, 'Desktop')}")

    def failing(self, answer):  # an injected fault inside the engine
        raise OSError(errno.EACCES, message, history)

    monkeypatch.setattr(Game, "decide", failing)
    with pytest.raises(OSError) as caught:
        game.decide(answer)
    fault = report.Fault.from_exception(answer, caught.value)
    document = report.build_report(game, "", None, fault)
    document["description"] = f"It broke after I opened {history} from {home}."  # typed after it was built
    return json.dumps(document, ensure_ascii=False)


def private_parts(shape: str, data: str) -> list[str]:
    home, _d, config, cache, temp, login = SHAPES[shape]
    parts = [home, data, config, cache, temp, login]
    return [*parts, *(p.replace("\\", "\\\\") for p in parts), *(p.replace("\\", "/") for p in parts)]


def strings(value) -> list[str]:
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in (k, *strings(v))]
    if isinstance(value, list):
        return [s for v in value for s in strings(v)]
    return [value] if isinstance(value, str) else []


def check_scrubbed(file_text: str, shape: str, data: str) -> None:
    text = "\n".join(strings(json.loads(file_text)))  # as a reader sees them (the file escapes "ë")
    for part in private_parts(shape, data):
        assert part.lower() not in text.lower(), f"{part!r} left in the report"
    assert "<data>" in text and "~" in text  # said what the folder was


def test_a_report_names_no_folder_when_the_data_folder_is_the_platforms_default(shape, monkeypatch, tmp_path):
    monkeypatch.delenv("LEGENDARY_DESKTOP_DATA")
    data = SHAPES[shape][1]
    written = report.write_report(json.loads(faulty_report(monkeypatch, data, shape)), tmp_path)
    check_scrubbed(written.read_text(encoding="utf-8"), shape, data)


def test_a_report_names_no_folder_when_the_data_folder_is_chosen_by_the_environment(shape, monkeypatch, tmp_path):
    data = PORTABLE[shape]
    monkeypatch.setenv("LEGENDARY_DESKTOP_DATA", data)
    written = report.write_report(json.loads(faulty_report(monkeypatch, data, shape)), tmp_path)
    check_scrubbed(written.read_text(encoding="utf-8"), shape, data)


def test_scrubbing_keeps_what_is_not_a_known_folder(shape):
    home = SHAPES[shape][0]
    folders = [(home, "~")]
    assert report.scrub(f"{home}x and {home}", folders).endswith(" and ~")  # another folder's name is kept
    assert report.scrub("Iron Man fights Dr. Doom: 3/4", folders) == "Iron Man fights Dr. Doom: 3/4"
