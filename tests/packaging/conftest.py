"""The slow packaging tests share one PyInstaller build (~15 s) for the whole session."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

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
