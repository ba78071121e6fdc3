"""Packaging files are consistent: every package listed, version from one place, Linux metadata valid."""

from __future__ import annotations

import tomllib
import xml.etree.ElementTree as ET
from configparser import ConfigParser
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_every_package_directory_is_listed_in_pyproject():
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    found = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "legendary_desktop").rglob("__init__.py")}
    assert found <= listed, f"add to pyproject's packages: {sorted(found - listed)}"


def test_version_comes_from_package_metadata():
    from importlib import metadata

    from legendary_desktop import __version__

    assert __version__ == metadata.version("legendary-desktop")
    assert tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"] == __version__


def test_linux_desktop_entry_and_metainfo():
    desktop = ConfigParser(interpolation=None)
    desktop.optionxform = str  # type: ignore[assignment,method-assign]
    desktop.read(ROOT / "packaging" / "linux" / "io.github.legendary_desktop.LegendaryDesktop.desktop")
    entry = desktop["Desktop Entry"]
    assert entry["Type"] == "Application" and entry["Exec"] == "legendary-desktop" and "Game;" in entry["Categories"]
    tree = ET.parse(ROOT / "packaging" / "linux" / "io.github.legendary_desktop.LegendaryDesktop.metainfo.xml")
    assert tree.getroot().findtext("id") == "io.github.legendary_desktop.LegendaryDesktop"
    assert tree.getroot().find("launchable").text.endswith(".desktop")


def test_icons_render_from_the_svg(tmp_path):
    # In a separate process: rendering needs a QGuiApplication, and this test process may host a QApplication.
    import subprocess
    import sys

    code = (f"import sys; sys.path.insert(0, {str(ROOT / 'packaging')!r}); from make_icons import render; "
            f"render(__import__('pathlib').Path({str(ROOT / 'resources' / 'app-icon.svg')!r}), "
            f"__import__('pathlib').Path({str(tmp_path)!r}))")
    subprocess.run([sys.executable, "-c", code], check=True, env={**__import__("os").environ,
                                                                  "QT_QPA_PLATFORM": "offscreen"})
    from PIL import Image

    with Image.open(tmp_path / "legendary-desktop.ico") as ico:
        assert ico.format == "ICO"
    with Image.open(tmp_path / "legendary-desktop.icns") as icns:
        assert icns.format == "ICNS"
    with Image.open(tmp_path / "legendary-desktop-256.png") as png:
        assert png.size == (256, 256) and png.getpixel((128, 128))[3] == 255
