"""A help window that fits the screen: its text scrolls, it never grows past the room the screen has, and its
Close button is always in view. Links to a keyword ("rules:kw-…") open the Rules window there."""

from __future__ import annotations

from PySide6.QtCore import QSize, QUrl
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from legendary_desktop.ui.help.rules_window import show_rules
from legendary_desktop.ui.help.shared import fit_to_screen, rules_link


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
            show_rules(self.parentWidget() or self, anchor)
