"""Packaging files are consistent: every package listed, version from one place, Linux metadata valid."""

from __future__ import annotations

import itertools
import re
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from configparser import ConfigParser
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_every_package_directory_is_packaged_without_being_listed():
    """setup.py finds the packages: every folder under legendary_desktop/ with an `__init__.py`, and the folders
    pyproject.toml maps into the package; pyproject.toml lists none by hand."""
    import runpy

    packaged = set(runpy.run_path(str(ROOT / "setup.py"), run_name="setup_for_tests")["packages"]())
    found = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "legendary_desktop").rglob("__init__.py")}
    settings = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    assert "packages" not in settings
    assert found <= packaged and set(settings["package-dir"]) <= packaged, sorted(found - packaged)
    assert {"legendary_desktop.cards.core", "legendary_desktop.resources"} <= packaged


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


def _installers():
    import sys

    sys.path.insert(0, str(ROOT / "packaging"))
    import installers

    return installers


def test_installer_versions_follow_the_package_version():
    inst = _installers()
    assert inst.debian_version("0.1.0") == "0.1.0"
    assert inst.debian_version("1.2rc1") == "1.2~rc1"  # sorts before 1.2 in dpkg, as in PEP 440
    assert inst.debian_version("2.0.0.post3") == "2.0.0.post3"
    assert inst.numeric_version("0.1.0") == "0.1.0.0" and inst.numeric_version("1.2.3.4.5") == "1.2.3.4"
    import subprocess

    if __import__("shutil").which("dpkg"):
        ordered = subprocess.run(["dpkg", "--compare-versions", inst.debian_version("1.2rc1"), "lt", "1.2"])
        assert ordered.returncode == 0


def test_metainfo_gets_the_current_version_as_its_newest_release():
    inst = _installers()
    root = ET.fromstring(inst.metainfo_for("9.8.7", date="2030-01-02"))
    first = root.find("releases").findall("release")[0]
    assert (first.get("version"), first.get("date")) == ("9.8.7", "2030-01-02")
    assert root.findtext("id") == "io.github.legendary_desktop.LegendaryDesktop"
    existing = ET.parse(ROOT / "packaging/linux/io.github.legendary_desktop.LegendaryDesktop.metainfo.xml")
    known = existing.getroot().find("releases").findall("release")[0].get("version")
    again = ET.fromstring(inst.metainfo_for(known)).find("releases").findall("release")
    assert [r.get("version") for r in again].count(known) == 1  # a listed release is not added twice


def test_windows_installer_is_per_user_with_start_menu_entry_and_uninstaller():
    inst = _installers()
    iss = (ROOT / "packaging/windows/legendary-desktop.iss").read_text(encoding="utf-8")
    settings = dict(line.split("=", 1) for line in iss.splitlines() if "=" in line and not line.startswith((";", "#"))
                    and ":" not in line.split("=", 1)[0])
    assert settings["PrivilegesRequired"] == "lowest"  # no administrator rights
    assert settings["DefaultDirName"].startswith("{autopf}")  # %LOCALAPPDATA%\Programs when per user
    assert settings["ChangesAssociations"] == "no" and "[Registry]" not in iss  # associates nothing
    assert settings["AppVersion"] == "{#AppVersion}" and settings.get("Uninstallable", "yes") == "yes"
    assert 'Name: "{autoprograms}\\{#AppName}"; Filename: "{app}\\{#AppExe}"' in iss
    cmd = inst.inno_command("ISCC.exe", Path("dist/legendary-desktop"), Path("out"), Path("icon.ico"), "1.2.3")
    assert "/DAppVersion=1.2.3" in cmd and "/DAppNumericVersion=1.2.3.0" in cmd and cmd[-1].endswith(".iss")


def test_checksums_file_lists_every_installer(tmp_path):
    import hashlib
    import shutil
    import subprocess

    inst = _installers()
    (tmp_path / "a.deb").write_bytes(b"deb bytes")
    (tmp_path / "b.AppImage").write_bytes(b"\x00" * 3_000_000)
    sums = inst.write_checksums(tmp_path)
    lines = sums.read_text().splitlines()
    assert lines[0] == f"{hashlib.sha256(b'deb bytes').hexdigest()}  a.deb" and len(lines) == 2
    if shutil.which("sha256sum"):
        assert subprocess.run(["sha256sum", "-c", "SHA256SUMS"], cwd=tmp_path, capture_output=True).returncode == 0


def test_workflow_builds_every_installer_and_releases_tags_with_checksums():
    inst = _installers()
    workflow = (ROOT / ".github/workflows/build.yml").read_text(encoding="utf-8")
    kinds = set()
    for line in workflow.splitlines():
        if "packaging/installers.py" in line:
            words = line.split("packaging/installers.py", 1)[1].split()
            kinds |= set(itertools.takewhile(str.isalpha, words))  # the kinds come before any option
    assert kinds == set(inst.KINDS) - {"appdir"}  # every installer is built (the AppDir inside "appimage")
    assert "tags:" in workflow and "installers.py checksums" in workflow and "gh release create" in workflow


def test_deb_dependencies_come_from_what_the_binaries_need(tmp_path, monkeypatch):
    import shutil
    import sys

    import pytest

    if not sys.platform.startswith("linux") or not shutil.which("readelf"):
        pytest.skip("reads Linux ELF files with readelf")
    needs = re.findall(r"Shared library: \[([^\]]+)\]",
                       subprocess.run(["readelf", "-d", "/bin/ls"], capture_output=True, text=True).stdout)
    extra = [n for n in needs if not n.startswith("libc.so")]
    if "libc.so.6" not in needs or not extra:
        pytest.skip("needs a /bin/ls that links libc and one more library")
    inst = _installers()
    program = tmp_path / "program"
    themes = program / "PySide6" / "Qt" / "plugins" / "platformthemes"
    themes.mkdir(parents=True)
    shutil.copy("/bin/ls", themes / "libqgtk3.so")
    with pytest.raises(SystemExit, match=re.escape(extra[0])):  # a library the table lacks stops the build
        inst.system_dependencies(program)
    for n in extra:
        monkeypatch.setitem(inst.SYSTEM_LIBRARIES, n, f"pkg-{n}")
    packages = sorted({f"pkg-{n}" for n in extra})
    assert inst.system_dependencies(program) == ([], sorted(["libc6", *packages]))  # only a theme plugin: Recommends
    shutil.copy("/bin/ls", program / "legendary-desktop")
    assert inst.system_dependencies(program) == (sorted(["libc6", *packages]), [])  # the program needs them
    for n in extra:
        (program / n).write_text("bundled")  # what the bundle holds is not asked of the system
    assert inst.system_dependencies(program) == (["libc6"], [])
