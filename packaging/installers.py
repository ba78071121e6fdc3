"""Installers from the one-folder bundle: `python packaging/installers.py KIND... [--dist DIR] [--out DIR]`.

Run `python packaging/build.py` first; it makes `dist/legendary-desktop/` (and `Legendary Desktop.app`
on macOS). Then, on the OS each needs:

    deb        Linux: legendary-desktop_VERSION_ARCH.deb (dpkg-deb) — program in /usr/lib/legendary-desktop,
               `legendary-desktop` on the PATH, desktop entry, AppStream metainfo and hicolor icons
    appdir     Linux: the AppDir an AppImage is made from (AppRun, .desktop and icon at its root)
    appimage   Linux: Legendary_Desktop-VERSION-ARCH.AppImage from that AppDir (needs appimagetool)
    dmg        macOS: legendary-desktop-VERSION-macos.dmg holding the .app beside an Applications link
    windows    Windows: legendary-desktop-VERSION-windows-setup.exe (Inno Setup's ISCC, per user, no admin)
    checksums  SHA256SUMS for every file already in --out

The version everywhere is the package's version (pyproject.toml `[project] version`), so a release
is one edit there. Nothing here needs the network.
"""

from __future__ import annotations

import argparse
import datetime as _dt
import gzip
import hashlib
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
APP_ID = "io.github.legendary_desktop.LegendaryDesktop"
PACKAGE = "legendary-desktop"
DESKTOP_FILE = PACKAGING / "linux" / f"{APP_ID}.desktop"
METAINFO_FILE = PACKAGING / "linux" / f"{APP_ID}.metainfo.xml"
ISS_FILE = PACKAGING / "windows" / "legendary-desktop.iss"
SVG_ICON = ROOT / "resources" / "app-icon.svg"
HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)  # sizes the hicolor theme has folders for
MAINTAINER = "Legendary Desktop developers <noreply@legendary-desktop.invalid>"

# Libraries the bundle's binaries load that PyInstaller leaves to the system (it never bundles glibc,
# libGL/EGL or libxcb), by soname, with the Debian package that provides each. `deb` reads what the
# built bundle needs (readelf) and makes Depends from this table, Recommends for what only the Wayland,
# GTK-theme and framebuffer plugins need; a soname missing here stops the build, naming it.
SYSTEM_LIBRARIES: dict[str, str] = {
    "ld-linux-x86-64.so.2": "libc6",
    "ld-linux-aarch64.so.1": "libc6",
    "libc.so.6": "libc6",
    "libm.so.6": "libc6",
    "libdl.so.2": "libc6",
    "libpthread.so.0": "libc6",
    "librt.so.1": "libc6",
    "libresolv.so.2": "libc6",
    "libutil.so.1": "libc6",
    "libmvec.so.1": "libc6",
    "libanl.so.1": "libc6",
    "libcrypt.so.1": "libcrypt1",
    "libgcc_s.so.1": "libgcc-s1",
    "libstdc++.so.6": "libstdc++6",
    "libGLdispatch.so.0": "libglvnd0",
    "libGL.so.1": "libgl1",
    "libEGL.so.1": "libegl1",
    "libOpenGL.so.0": "libopengl0",
    "libGLX.so.0": "libglx0",
    "libdrm.so.2": "libdrm2",
    "libgbm.so.1": "libgbm1",
    "libxcb.so.1": "libxcb1",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb-xinerama.so.0": "libxcb-xinerama0",
    "libxcb-xinput.so.0": "libxcb-xinput0",
    "libxcb-glx.so.0": "libxcb-glx0",
    "libxcb-util.so.1": "libxcb-util1",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libXext.so.6": "libxext6",
    "libXrender.so.1": "libxrender1",
    "libSM.so.6": "libsm6",
    "libICE.so.6": "libice6",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libdbus-1.so.3": "libdbus-1-3",
    "libz.so.1": "zlib1g",
    "libpng16.so.16": "libpng16-16",
    "libharfbuzz.so.0": "libharfbuzz0b",
    "libexpat.so.1": "libexpat1",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgobject-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libgio-2.0.so.0": "libglib2.0-0",
    "libudev.so.1": "libudev1",
    "libinput.so.10": "libinput10",
    "libmtdev.so.1": "libmtdev1",
    "libts.so.0": "libts0",
    "libvulkan.so.1": "libvulkan1",
    "libgssapi_krb5.so.2": "libgssapi-krb5-2",
    "libssl.so.3": "libssl3",
    "libcrypto.so.3": "libssl3",
    "libwayland-client.so.0": "libwayland-client0",
    "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1",
    "libgtk-3.so.0": "libgtk-3-0",
    "libgdk-3.so.0": "libgtk-3-0",
}
# Plugins Qt loads only on Wayland, with the GTK theme, or without a window system: their needs are
# recommended, not required.
OPTIONAL_PARTS = ("wayland", "wlshell", "platformthemes", "eglfs", "egldevice", "qlinuxfb", "qvkkhrdisplay",
                  "qminimalegl", "qvnc")


# ------------------------------------------------------------------ versions
def app_version() -> str:
    """The one version: the installed package's, which is pyproject.toml's."""
    return metadata.version(PACKAGE)


def debian_version(version: str) -> str:
    """PEP 440 to Debian: pre-releases sort before the release (`1.0rc1` -> `1.0~rc1`)."""
    match = re.fullmatch(r"(\d+(?:\.\d+)*)(?:[.-]?(a|b|rc|alpha|beta|dev)\.?(\d*))?(?:\.post(\d+))?(\+[\w.]+)?",
                         version)
    if match is None:
        raise ValueError(f"can't turn version {version!r} into a Debian version")
    base, pre, pre_n, post, local = match.groups()
    out = base
    if pre:
        out += f"~{pre}{pre_n}"
    if post:
        out += f".post{post}"
    if local:
        out += local
    return out


def numeric_version(version: str) -> str:
    """Four numbers for Windows version resources: `0.1.0` -> `0.1.0.0`."""
    parts = [int(p) for p in re.findall(r"\d+", version.split("+")[0])][:4]
    return ".".join(str(p) for p in [*parts, 0, 0, 0, 0][:4])


def machine() -> str:
    """The CPU architecture as AppImage names it (x86_64, aarch64)."""
    m = platform.machine().lower()
    return {"amd64": "x86_64", "arm64": "aarch64"}.get(m, m)


def debian_arch() -> str:
    return {"x86_64": "amd64", "aarch64": "arm64", "i686": "i386", "armv7l": "armhf"}.get(machine(), machine())


def metainfo_for(version: str, date: str | None = None) -> str:
    """The AppStream metainfo with this version as its newest release (added, dated today, if missing)."""
    text = METAINFO_FILE.read_text(encoding="utf-8")
    tree = ET.ElementTree(ET.fromstring(text))
    root = tree.getroot()
    releases = root.find("releases")
    if releases is None:
        releases = ET.SubElement(root, "releases")
    if not any(r.get("version") == version for r in releases.findall("release")):
        when = date or _dt.datetime.now(_dt.UTC).strftime("%Y-%m-%d")
        release = ET.Element("release", {"version": version, "date": when})
        releases.insert(0, release)
    ET.indent(tree, "  ")
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"


# ------------------------------------------------------------------ Linux tree
def render_icons(work: Path) -> Path:
    """PNG icons from the SVG (in a subprocess: rendering needs a QGuiApplication of its own)."""
    out = work / "icons"
    if not (out / "legendary-desktop-512.png").exists():
        code = (f"import sys; sys.path.insert(0, {str(PACKAGING)!r}); from pathlib import Path; "
                f"from make_icons import render; render(Path({str(SVG_ICON)!r}), Path({str(out)!r}))")
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        subprocess.run([sys.executable, "-c", code], check=True, env=env)
    return out


def install_tree(bundle: Path, root: Path, icons: Path, version: str) -> Path:
    """Lay the bundle out as a system would have it under `root`/usr; returns the program folder."""
    if not (bundle / PACKAGE).exists():
        raise SystemExit(f"{bundle} has no {PACKAGE} executable: run packaging/build.py first")
    usr = root / "usr"
    program = usr / "lib" / PACKAGE
    shutil.copytree(bundle, program, symlinks=True)
    for loose in program.glob(f"{APP_ID}.*"):  # build.py's copies for the plain bundle; installed below instead
        loose.unlink()
    (usr / "bin").mkdir(parents=True)
    (usr / "bin" / PACKAGE).symlink_to(Path("..") / "lib" / PACKAGE / PACKAGE)
    share = usr / "share"
    (share / "applications").mkdir(parents=True)
    shutil.copy(DESKTOP_FILE, share / "applications" / DESKTOP_FILE.name)
    (share / "metainfo").mkdir(parents=True)
    (share / "metainfo" / METAINFO_FILE.name).write_text(metainfo_for(version), encoding="utf-8")
    for size in HICOLOR_SIZES:
        folder = share / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        folder.mkdir(parents=True)
        shutil.copy(icons / f"legendary-desktop-{size}.png", folder / f"{APP_ID}.png")
    scalable = share / "icons" / "hicolor" / "scalable" / "apps"
    scalable.mkdir(parents=True)
    shutil.copy(SVG_ICON, scalable / f"{APP_ID}.svg")
    return program


def system_dependencies(program: Path) -> tuple[list[str], list[str]]:
    """(Depends, Recommends): Debian packages for the libraries the bundle's ELF files need but don't hold."""
    if shutil.which("readelf") is None:
        raise SystemExit("readelf is not installed (it comes with binutils)")
    have = {p.name for p in program.rglob("*.so*")}
    required: set[str] = set()
    optional: set[str] = set()
    unknown: set[str] = set()
    for path in sorted(program.rglob("*")):
        if not path.is_file() or path.is_symlink() or not _is_elf(path):
            continue
        out = subprocess.run(["readelf", "-d", str(path)], capture_output=True, text=True, check=True).stdout
        wanted = set(re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", out)) - have
        unknown |= wanted - SYSTEM_LIBRARIES.keys()
        is_optional = any(part in str(path.relative_to(program)).lower() for part in OPTIONAL_PARTS)
        (optional if is_optional else required).update(SYSTEM_LIBRARIES[n] for n in wanted if n in SYSTEM_LIBRARIES)
    if unknown:
        raise SystemExit(f"the bundle needs {sorted(unknown)} from the system: add them to SYSTEM_LIBRARIES "
                         "in packaging/installers.py with the Debian package that provides each")
    return sorted(required), sorted(optional - required)


def _is_elf(path: Path) -> bool:
    with path.open("rb") as f:
        return f.read(4) == b"\x7fELF"


def _tree_kib(root: Path) -> int:
    return sum(p.lstat().st_size for p in root.rglob("*") if not p.is_dir()) // 1024 + 1


def deb_control(version: str, installed_kib: int, depends: list[str], recommends: list[str]) -> str:
    return (
        f"Package: {PACKAGE}\n"
        f"Version: {debian_version(version)}\n"
        f"Architecture: {debian_arch()}\n"
        f"Maintainer: {MAINTAINER}\n"
        f"Installed-Size: {installed_kib}\n"
        f"Depends: {', '.join(depends)}\n"
        + (f"Recommends: {', '.join(recommends)}\n" if recommends else "")
        + "Section: games\n"
        "Priority: optional\n"
        "Description: Legendary Marvel deck-building card game, pass-and-play\n"
        " Plays Legendary: A Marvel Deck Building Game for 2 to 5 players at one screen,\n"
        " with every rule and every card enforced by the program: the Core Set (2012) and\n"
        " the Black Panther, Marvel Noir, The Infinity Saga and Ant-Man and the Wasp\n"
        " expansions. Any seat can be a computer player (Easy, Normal or\n"
        " Strong), and friends at other computers can join online. Hidden hands between players,\n"
        " saves, fair undo and a setup wizard.\n"
        " .\n"
        " Unofficial fan project; card faces are drawn by the program.\n"
    )


COPYRIGHT = """Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: Legendary Desktop

Files: *
Copyright: 2026 Legendary Desktop developers
License: MIT

Files: usr/lib/legendary-desktop/_internal/*
Copyright: The Qt Company Ltd. and other contributors (Qt, Qt for Python);
 Python Software Foundation; the Pillow authors; the platformdirs authors
License: LGPL-3 and PSF-2 and MIT-CMU and MIT
 Qt and Qt for Python (PySide6) are used under the GNU Lesser General Public License
 version 3; on Debian systems its text is in /usr/share/common-licenses/LGPL-3.
 The frozen Python runtime and libraries keep their own licenses.

License: MIT
 Permission is hereby granted, free of charge, to any person obtaining a copy of this
 software and associated documentation files (the "Software"), to deal in the Software
 without restriction, including without limitation the rights to use, copy, modify, merge,
 publish, distribute, sublicense, and/or sell copies of the Software, and to permit persons
 to whom the Software is furnished to do so, subject to the following conditions:
 .
 The above copyright notice and this permission notice shall be included in all copies or
 substantial portions of the Software.
 .
 THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED,
 INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR
 PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE
 FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR
 OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER
 DEALINGS IN THE SOFTWARE.
"""


def debian_changelog(version: str) -> str:
    """The one-entry changelog a Debian package carries (the project's history is in git)."""
    when = time.strftime("%a, %d %b %Y %H:%M:%S +0000",
                         time.gmtime(int(os.environ.get("SOURCE_DATE_EPOCH", time.time()))))
    return (f"{PACKAGE} ({debian_version(version)}) unstable; urgency=medium\n\n"
            f"  * Legendary Desktop {version}, built from the project's release.\n\n"
            f" -- {MAINTAINER}  {when}\n")


def build_deb(bundle: Path, out: Path, work: Path, version: str, compression: str = "xz", level: int = 6) -> Path:
    """A .deb made with dpkg-deb, files owned by root; xz-compressed for releases (gzip -1 is ~20x faster)."""
    if shutil.which("dpkg-deb") is None:
        raise SystemExit("dpkg-deb is not installed (it comes with dpkg on Debian and Ubuntu)")
    root = work / "deb-root"
    if root.exists():
        shutil.rmtree(root)
    root.mkdir(parents=True)
    program = install_tree(bundle, root, render_icons(work), version)
    depends, recommends = system_dependencies(program)
    doc = root / "usr" / "share" / "doc" / PACKAGE
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(COPYRIGHT, encoding="utf-8")
    control = root / "DEBIAN"
    control.mkdir()
    (control / "control").write_text(deb_control(version, _tree_kib(root), depends, recommends), encoding="utf-8")
    (doc / "changelog.gz").write_bytes(gzip.compress(debian_changelog(version).encode(), mtime=0))
    for path in [root, *root.rglob("*")]:  # dpkg-deb wants 0755 folders and no group/world-writable files
        if not path.is_symlink():
            library = re.search(r"\.so(\.\d+)*$", path.name) is not None  # loaded, never run: not executable
            path.chmod(0o755 if path.is_dir() or (os.access(path, os.X_OK) and not library) else 0o644)
    out.mkdir(parents=True, exist_ok=True)
    target = out / f"{PACKAGE}_{debian_version(version)}_{debian_arch()}.deb"
    subprocess.run(["dpkg-deb", "--root-owner-group", f"-Z{compression}", f"-z{level}", "--build", str(root),
                    str(target)], check=True)
    return target


# ------------------------------------------------------------------ AppImage
APPRUN = """#!/bin/sh
# AppImage entry point: start the program inside this AppDir with the arguments given.
HERE="$(dirname "$(readlink -f "$0")")"
exec "$HERE/usr/lib/legendary-desktop/legendary-desktop" "$@"
"""


def build_appdir(bundle: Path, appdir: Path, work: Path, version: str) -> Path:
    """The AppDir: the Linux tree plus AppRun, the .desktop file and the icon at its root."""
    if appdir.exists():
        shutil.rmtree(appdir)
    appdir.mkdir(parents=True)
    icons = render_icons(work)
    install_tree(bundle, appdir, icons, version)
    apprun = appdir / "AppRun"
    apprun.write_text(APPRUN, encoding="utf-8")
    apprun.chmod(0o755)
    shutil.copy(DESKTOP_FILE, appdir / DESKTOP_FILE.name)
    shutil.copy(icons / "legendary-desktop-256.png", appdir / f"{APP_ID}.png")
    (appdir / ".DirIcon").symlink_to(f"{APP_ID}.png")
    return appdir


def build_appimage(appdir: Path, out: Path, version: str, tool: str) -> Path:
    """Pack the AppDir with appimagetool (it also validates the desktop entry and the metainfo)."""
    out.mkdir(parents=True, exist_ok=True)
    target = out / f"Legendary_Desktop-{version}-{machine()}.AppImage"
    env = dict(os.environ, ARCH=machine(), VERSION=version)
    checks = [] if shutil.which("appstreamcli") else ["--no-appstream"]  # validates the metainfo when it can
    subprocess.run([tool, *checks, str(appdir), str(target)], check=True, env=env)
    return target


# ------------------------------------------------------------------ macOS, Windows
def build_dmg(dist: Path, out: Path, work: Path, version: str) -> Path:
    """A compressed disk image holding the app beside a link to /Applications (drag one onto the other)."""
    app = dist / "Legendary Desktop.app"
    if not app.is_dir():
        raise SystemExit(f"{app} is missing: run packaging/build.py on macOS first")
    staging = work / "dmg"
    if staging.exists():
        shutil.rmtree(staging)
    staging.mkdir(parents=True)
    subprocess.run(["ditto", str(app), str(staging / app.name)], check=True)  # keeps the signature and links
    (staging / "Applications").symlink_to("/Applications")
    out.mkdir(parents=True, exist_ok=True)
    target = out / f"{PACKAGE}-{version}-macos.dmg"
    cmd = ["hdiutil", "create", "-volname", f"Legendary Desktop {version}", "-srcfolder", str(staging),
           "-fs", "HFS+", "-format", "UDZO", "-ov", str(target)]
    for attempt in range(3):  # hdiutil now and then fails with "Resource busy" on CI machines
        if subprocess.run(cmd).returncode == 0:
            return target
        time.sleep(5 * (attempt + 1))
    subprocess.run(cmd, check=True)
    return target


def inno_command(iscc: str, bundle: Path, out: Path, icon: Path, version: str) -> list[str]:
    return [iscc, f"/DAppVersion={version}", f"/DAppNumericVersion={numeric_version(version)}",
            f"/DBundleDir={bundle}", f"/DOutputDir={out}", f"/DIconFile={icon}", str(ISS_FILE)]


def find_iscc() -> str:
    found = shutil.which("iscc") or shutil.which("ISCC")
    program_files = [os.environ.get(v, "") for v in ("ProgramFiles(x86)", "ProgramFiles")]
    for candidate in (found, *(str(Path(d) / "Inno Setup 6" / "ISCC.exe") for d in program_files if d)):
        if candidate and Path(candidate).exists():
            return candidate
    raise SystemExit("Inno Setup 6 (ISCC.exe) is not installed: `choco install innosetup` or jrsoftware.org")


def build_windows(bundle: Path, out: Path, work: Path, version: str) -> Path:
    sys.path.insert(0, str(PACKAGING))
    from make_icons import render

    icons = render(SVG_ICON, work / "icons")
    out.mkdir(parents=True, exist_ok=True)
    subprocess.run(inno_command(find_iscc(), bundle, out, icons["ico"], version), check=True)
    return out / f"{PACKAGE}-{version}-windows-setup.exe"


def write_checksums(out: Path) -> Path:
    """SHA256SUMS in `sha256sum -c` format for every other file in `out`."""
    lines = []
    for path in sorted(p for p in out.iterdir() if p.is_file() and p.name != "SHA256SUMS"):
        digest = hashlib.sha256()
        with path.open("rb") as f:
            for block in iter(lambda: f.read(1 << 20), b""):
                digest.update(block)
        lines.append(f"{digest.hexdigest()}  {path.name}\n")
    target = out / "SHA256SUMS"
    target.write_text("".join(lines), encoding="utf-8")
    return target


KINDS = ("deb", "appdir", "appimage", "dmg", "windows", "checksums")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("kinds", nargs="+", choices=KINDS)
    parser.add_argument("--dist", default=str(ROOT / "dist"), help="where build.py put the bundle (default dist/)")
    parser.add_argument("--out", default=None, help="where installers go (default DIST/installers)")
    parser.add_argument("--work", default=None, help="scratch folder (default: a temporary one)")
    parser.add_argument("--appimagetool", default=shutil.which("appimagetool") or "appimagetool")
    args = parser.parse_args(argv)
    dist = Path(args.dist)
    out = Path(args.out) if args.out else dist / "installers"
    bundle = dist / PACKAGE
    version = app_version() if set(args.kinds) - {"checksums"} else ""
    with tempfile.TemporaryDirectory(prefix="legendary-installers-") as scratch:
        work = Path(args.work) if args.work else Path(scratch)
        for kind in args.kinds:
            if kind == "deb":
                made = build_deb(bundle, out, work, version)
            elif kind == "appdir":
                made = build_appdir(bundle, out / "Legendary_Desktop.AppDir", work, version)
            elif kind == "appimage":
                appdir = build_appdir(bundle, work / "Legendary_Desktop.AppDir", work, version)
                made = build_appimage(appdir, out, version, args.appimagetool)
            elif kind == "dmg":
                made = build_dmg(dist, out, work, version)
            elif kind == "windows":
                made = build_windows(bundle, out, work, version)
            else:
                made = write_checksums(out)
            print(f"made {made}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
