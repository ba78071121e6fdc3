"""Shared test setup: Qt runs offscreen, so no display is needed."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
