"""Legendary Desktop: the 2012 Legendary core set at one screen, pass-and-play."""

from __future__ import annotations

from importlib import metadata

try:
    __version__ = metadata.version("legendary-desktop")
except metadata.PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.0.0+source"

APP_NAME = "Legendary Desktop"
APP_ID = "legendary-desktop"
ORG_NAME = "LegendaryDesktop"
