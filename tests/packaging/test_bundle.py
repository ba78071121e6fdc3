"""The PyInstaller bundle builds, starts offscreen and renders the board (slow: `-m slow`)."""

from __future__ import annotations

import os
import sys

import pytest


@pytest.mark.slow
def test_built_bundle_starts_and_renders_the_board(built_bundle, run_demo, tmp_path):
    exe = built_bundle / "legendary-desktop" / ("legendary-desktop.exe" if os.name == "nt" else "legendary-desktop")
    assert exe.exists()
    if sys.platform.startswith("linux"):
        assert (built_bundle / "legendary-desktop" / "io.github.legendary_desktop.LegendaryDesktop.desktop").exists()
    run_demo(exe, tmp_path)
