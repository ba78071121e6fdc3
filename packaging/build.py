"""Build the desktop app for the OS this runs on: `python packaging/build.py [--dist DIR]`.

Needs the project installed (`pip install -e .[package]`). Produces a one-folder bundle
`dist/legendary-desktop/` (plus `Legendary Desktop.app` on macOS), with generated icons,
Windows version information, and on Linux the .desktop file and AppStream metainfo beside it.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"


def windows_version_file(version: str, path: Path) -> Path:
    parts = [int(p) if p.isdigit() else 0 for p in version.split("+")[0].split(".")][:4]
    parts += [0] * (4 - len(parts))
    nums = ", ".join(str(p) for p in parts)
    path.write_text(f"""VSVersionInfo(
  ffi=FixedFileInfo(filevers=({nums}), prodvers=({nums}), mask=0x3f, flags=0x0, OS=0x40004,
                    fileType=0x1, subtype=0x0, date=(0, 0)),
  kids=[
    StringFileInfo([StringTable('040904B0', [
      StringStruct('CompanyName', 'Legendary Desktop developers'),
      StringStruct('FileDescription', 'Legendary Desktop'),
      StringStruct('FileVersion', '{version}'),
      StringStruct('InternalName', 'legendary-desktop'),
      StringStruct('OriginalFilename', 'legendary-desktop.exe'),
      StringStruct('ProductName', 'Legendary Desktop'),
      StringStruct('ProductVersion', '{version}')])]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
""", encoding="utf-8")
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--dist", default=str(ROOT / "dist"), help="output folder (default dist/)")
    parser.add_argument("--work", default=str(ROOT / "build" / "pyinstaller"), help="PyInstaller work folder")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(PACKAGING))
    from make_icons import render

    build = ROOT / "build"
    icons = render(ROOT / "resources" / "app-icon.svg", build / "icons")
    version = metadata.version("legendary-desktop")
    windows_version_file(version, build / "version_info.txt")
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--distpath", args.dist,
           "--workpath", args.work, str(PACKAGING / "legendary-desktop.spec")]
    print("+", " ".join(cmd), flush=True)
    code = subprocess.call(cmd, cwd=ROOT)
    if code != 0:
        return code
    bundle = Path(args.dist) / "legendary-desktop"
    if sys.platform.startswith("linux"):
        shutil.copy(PACKAGING / "linux" / "io.github.legendary_desktop.LegendaryDesktop.desktop", bundle)
        from installers import metainfo_for

        (bundle / "io.github.legendary_desktop.LegendaryDesktop.metainfo.xml").write_text(metainfo_for(version),
                                                                                         encoding="utf-8")
        shutil.copy(icons["png"], bundle / "io.github.legendary_desktop.LegendaryDesktop.png")
    print(f"built {bundle} (version {version}); installers: python packaging/installers.py --help")
    return 0


if __name__ == "__main__":
    sys.exit(main())
