"""The PyInstaller bundle, and the Linux .deb and AppImage AppDir made from it, install and start (slow).

One PyInstaller build (~15 s) serves every test here. The .deb is unpacked with `dpkg-deb -x` into a
temporary root, as dpkg would install it, and the installed program is started from there offscreen.
Validation with the standard tools (desktop-file-validate, appstreamcli) runs when they are installed
and is skipped, saying so, when they are not. (One module: a conftest.py here would shadow tests/ui's.)
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from configparser import ConfigParser
from pathlib import Path

import pytest

from legendary_desktop import __version__

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))  # packaging/*.py are scripts, imported here as modules


@pytest.fixture(scope="session")
def built_bundle(tmp_path_factory) -> Path:
    """`packaging/build.py` run once into a temporary dist folder; returns that folder."""
    pytest.importorskip("PyInstaller", reason="PyInstaller is in the test extra; install it to build")
    tmp = tmp_path_factory.mktemp("pyinstaller")
    dist = tmp / "dist"
    build = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "build.py"), "--dist", str(dist), "--work", str(tmp / "work")],
        cwd=ROOT, capture_output=True, text=True, timeout=1800,
    )
    assert build.returncode == 0, build.stdout[-3000:] + build.stderr[-3000:]
    return dist


@pytest.fixture
def run_demo():
    """A function that starts a program offscreen (3 random players, 3 turns) and checks its screenshot."""

    def run(exe: Path, tmp_path: Path) -> subprocess.CompletedProcess[str]:
        png = tmp_path / "board.png"
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LEGENDARY_DESKTOP_DATA=str(tmp_path / "data"))
        done = subprocess.run([str(exe), "--demo", "--players", "3", "--seed", "1", "--turns", "3",
                               "--screenshot", str(png)], env=env, capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
        from PIL import Image

        with Image.open(png) as image:
            assert image.width >= 1280 and image.height >= 720
            colours = image.convert("RGB").resize((64, 36)).getcolors(64 * 36) or []
            assert len(colours) > 50  # a drawn board, not a blank
        return done

    return run


@pytest.mark.slow
def test_built_bundle_starts_and_renders_the_board(built_bundle, run_demo, tmp_path):
    exe = built_bundle / "legendary-desktop" / ("legendary-desktop.exe" if os.name == "nt" else "legendary-desktop")
    assert exe.exists()
    if sys.platform.startswith("linux"):
        assert (built_bundle / "legendary-desktop" / "io.github.legendary_desktop.LegendaryDesktop.desktop").exists()
    run_demo(exe, tmp_path)


linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux packages are built on Linux")
APP_ID = "io.github.legendary_desktop.LegendaryDesktop"


def desktop_entry(path: Path) -> dict[str, str]:
    parser = ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(path, encoding="utf-8")
    return dict(parser["Desktop Entry"])


@pytest.fixture(scope="module")
def deb(built_bundle, tmp_path_factory) -> Path:
    if shutil.which("dpkg-deb") is None:
        pytest.skip("dpkg-deb is not installed (it comes with dpkg on Debian and Ubuntu)")
    import installers

    work = tmp_path_factory.mktemp("deb")
    # gzip -1 instead of the release's xz: the same package, packed in ~4 s instead of ~80 s here.
    return installers.build_deb(built_bundle / "legendary-desktop", work / "out", work, __version__,
                                compression="gzip", level=1)


@pytest.fixture(scope="module")
def installed(deb, tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("root")
    subprocess.run(["dpkg-deb", "-x", str(deb), str(root)], check=True)
    return root


def field(deb: Path, name: str) -> str:
    return subprocess.run(["dpkg-deb", "-f", str(deb), name], capture_output=True, text=True, check=True).stdout.strip()


@pytest.mark.slow
@linux_only
def test_deb_is_named_and_versioned_from_the_app_version(deb):
    import installers

    assert field(deb, "Package") == "legendary-desktop"
    assert field(deb, "Version") == installers.debian_version(__version__)
    assert deb.name == f"legendary-desktop_{installers.debian_version(__version__)}_{installers.debian_arch()}.deb"
    depends = field(deb, "Depends")
    assert "libc6" in depends and "libgl1" in depends and "libxcb1" in depends
    assert re.fullmatch(r"\d+", field(deb, "Installed-Size"))


@pytest.mark.slow
@linux_only
def test_deb_installs_the_program_on_the_path_and_it_starts(installed, run_demo, tmp_path):
    exe = installed / "usr" / "bin" / "legendary-desktop"
    assert exe.is_symlink() and exe.resolve() == (installed / "usr/lib/legendary-desktop/legendary-desktop").resolve()
    libraries = list((installed / "usr/lib/legendary-desktop").rglob("*.so*"))
    assert libraries and not any(p.stat().st_mode & 0o111 for p in libraries if not p.is_symlink())  # as policy says
    assert (installed / "usr/share/doc/legendary-desktop/changelog.gz").exists()
    version = subprocess.run([str(exe), "--version"], capture_output=True, text=True, timeout=120)
    assert version.stdout.strip() == f"Legendary Desktop {__version__}"  # About shows the same version
    run_demo(exe, tmp_path)


@pytest.mark.slow
@linux_only
def test_deb_desktop_entry_runs_the_installed_program_and_names_an_installed_icon(installed):
    entry = desktop_entry(installed / "usr/share/applications" / f"{APP_ID}.desktop")
    assert (installed / "usr/bin" / entry["Exec"].split()[0]).exists()
    icons = sorted((installed / "usr/share/icons/hicolor").glob(f"*/apps/{entry['Icon']}.*"))
    assert {p.parent.parent.name for p in icons} >= {"48x48", "128x128", "256x256", "scalable"}
    from PIL import Image

    for png in (p for p in icons if p.suffix == ".png"):
        with Image.open(png) as image:
            assert f"{image.width}x{image.height}" == png.parent.parent.name
    metainfo = installed / "usr/share/metainfo" / f"{APP_ID}.metainfo.xml"
    assert f'<release version="{__version__}"' in metainfo.read_text(encoding="utf-8")


@pytest.mark.slow
@linux_only
def test_deb_desktop_entry_validates(installed):
    tool = shutil.which("desktop-file-validate")
    if tool is None:
        pytest.skip("desktop-file-validate is not installed (apt-get install desktop-file-utils)")
    done = subprocess.run([tool, str(installed / "usr/share/applications" / f"{APP_ID}.desktop")],
                          capture_output=True, text=True)
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr


@pytest.mark.slow
@linux_only
def test_deb_metainfo_validates(installed):
    tool = shutil.which("appstreamcli")
    if tool is None:
        pytest.skip("appstreamcli is not installed (apt-get install appstream)")
    metainfo = installed / "usr/share/metainfo" / f"{APP_ID}.metainfo.xml"
    done = subprocess.run([tool, "validate", "--no-net", str(metainfo)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.fixture(scope="module")
def appdir(built_bundle, tmp_path_factory) -> Path:
    import installers

    work = tmp_path_factory.mktemp("appdir")
    return installers.build_appdir(built_bundle / "legendary-desktop", work / "Legendary_Desktop.AppDir",
                                   work / "work", __version__)


@pytest.mark.slow
@linux_only
def test_appdir_has_what_appimagetool_needs_and_starts(appdir, run_demo, tmp_path):
    entry = desktop_entry(appdir / f"{APP_ID}.desktop")
    assert (appdir / f"{entry['Icon']}.png").exists() and (appdir / ".DirIcon").resolve().exists()
    assert (appdir / "usr/share/metainfo" / f"{APP_ID}.metainfo.xml").exists()
    run_demo(appdir / "AppRun", tmp_path)


@pytest.mark.slow
@linux_only
def test_appdir_validates_as_appimagetool_checks_it(appdir):
    """appimagetool runs these two validators on the AppDir when it packs it."""
    missing = [tool for tool in ("desktop-file-validate", "appstreamcli") if shutil.which(tool) is None]
    if missing:
        pytest.skip(f"not installed: {', '.join(missing)} (apt-get install desktop-file-utils appstream)")
    done = subprocess.run(["desktop-file-validate", str(appdir / f"{APP_ID}.desktop")], capture_output=True, text=True)
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout
    done = subprocess.run(["appstreamcli", "validate-tree", "--no-net", str(appdir)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
