"""The PyInstaller bundle builds, starts offscreen and renders the board (slow: `-m slow`)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_built_bundle_starts_and_renders_the_board(tmp_path):
    pytest.importorskip("PyInstaller", reason="PyInstaller is in the test extra; install it to build")
    dist = tmp_path / "dist"
    build = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "build.py"), "--dist", str(dist), "--work", str(tmp_path / "work")],
        cwd=ROOT, capture_output=True, text=True, timeout=1800,
    )
    assert build.returncode == 0, build.stdout[-3000:] + build.stderr[-3000:]
    exe = dist / "legendary-desktop" / ("legendary-desktop.exe" if os.name == "nt" else "legendary-desktop")
    assert exe.exists()
    if sys.platform.startswith("linux"):
        assert (dist / "legendary-desktop" / "io.github.legendary_desktop.LegendaryDesktop.desktop").exists()
    png = tmp_path / "board.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LEGENDARY_DESKTOP_DATA=str(tmp_path / "data"))
    run = subprocess.run([str(exe), "--demo", "--players", "3", "--seed", "1", "--turns", "3", "--screenshot",
                          str(png)], env=env, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-2000:]
    from PIL import Image

    with Image.open(png) as image:
        assert image.width >= 1280 and image.height >= 720
        colours = image.convert("RGB").resize((64, 36)).getcolors(64 * 36) or []
        assert len(colours) > 50  # a drawn board, not a blank
