"""Render the app icon from resources/app-icon.svg into PNG sizes, a Windows .ico and a macOS .icns.

Run at build time (packaging/build.py does); nothing generated is committed.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)


def render(svg: Path, out_dir: Path) -> dict[str, Path]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PIL import Image
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    out_dir.mkdir(parents=True, exist_ok=True)
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"cannot read {svg}")
    pngs: dict[int, Path] = {}
    for size in SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        renderer.render(painter)
        painter.end()
        path = out_dir / f"legendary-desktop-{size}.png"
        image.save(str(path))
        pngs[size] = path
    del app
    big = Image.open(pngs[1024])
    ico = out_dir / "legendary-desktop.ico"
    big.save(ico, sizes=[(s, s) for s in (16, 24, 32, 48, 64, 128, 256)])
    icns = out_dir / "legendary-desktop.icns"
    big.save(icns)
    return {"png": pngs[256], "ico": ico, "icns": icns, "dir": out_dir}


if __name__ == "__main__":
    root = Path(__file__).resolve().parent.parent
    result = render(root / "resources" / "app-icon.svg", root / "build" / "icons")
    print({k: str(v) for k, v in result.items()})
