"""A help window that fits the screen: its text scrolls, it never grows past the room the screen has, and its
Close button is always in view. Links to a keyword ("rules:kw-…") open the Rules window there."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, QUrl
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

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


class HelpDialog(QDialog):
    """Rich text in a scrolling view over a Close button."""

    def __init__(self, title: str, html: str, parent: QWidget | None = None, want: QSize | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setObjectName("helpDialog")
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setObjectName("helpText")
        self.browser.setOpenLinks(False)
        self.browser.anchorClicked.connect(self._link)
        self.browser.setHtml(html)
        layout.addWidget(self.browser, 1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        self.close_button = self.buttons.button(QDialogButtonBox.StandardButton.Close)
        layout.addWidget(self.buttons)
        fit_to_screen(self, want or QSize(720, 900))

    def text(self) -> str:
        return self.browser.toPlainText()

    def _link(self, url: QUrl) -> None:
        anchor = rules_link(url)
        if anchor is not None:
            from legendary_desktop.ui.help.rules_window import show_rules

            show_rules(self.parentWidget() or self, anchor)
