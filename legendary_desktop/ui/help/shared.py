"""What the help windows share: fitting a window to the screen, and the "rules:kw-…" links that open the
Rules window at a keyword. Both help_window and rules_window import it (so neither imports the other back)."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, QUrl
from PySide6.QtWidgets import QWidget

#: Room kept free around a help window: its title bar and frame, and a margin
FRAME_H = 40
MARGIN = 24


def screen_room(widget: QWidget) -> QRect:
    """The screen's available area (without task bars) for a window of `widget`."""
    screen = widget.screen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1280, 720)


def fit_to_screen(dialog: QWidget, want: QSize) -> None:
    """Size a window to `want`, but never past the available screen (title bar included)."""
    room = screen_room(dialog)
    most = QSize(max(320, room.width() - MARGIN), max(240, room.height() - FRAME_H - MARGIN))
    dialog.setMaximumSize(most)
    dialog.resize(want.boundedTo(most))


def rules_link(url: QUrl | str) -> str | None:
    """The anchor a "rules:kw-…" link points at, or None for another link."""
    text = url.toString() if isinstance(url, QUrl) else url
    return text.removeprefix("rules:") if text.startswith("rules:") else None
