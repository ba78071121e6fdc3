"""Legendary Desktop: Legendary: A Marvel Deck Building Game at one screen for 2–5 players, pass-and-play,
with every rule enforced for every card set in `cards/`; any seat can be a computer player, and friends can
join online. What the product says it is, naming its sets, is built from the sets loaded (`product.py`)."""

from __future__ import annotations

from importlib import metadata

try:
    __version__ = metadata.version("legendary-desktop")
except metadata.PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.0.0+source"

APP_NAME = "Legendary Desktop"
APP_ID = "legendary-desktop"
ORG_NAME = "LegendaryDesktop"
