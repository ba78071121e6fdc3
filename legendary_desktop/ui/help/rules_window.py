"""Help → Rules: the base game's rules and each set's own rules and keywords, as the sets declare them
(engine/keyword_help.py), with a contents list and a search.

Type a word: the contents list keeps every section that uses it and the text highlights each match;
Enter (Shift+Enter back) or the arrow keys go through those sections, Esc closes. The card views' "More…" links open the
window at a keyword's entry (`show_rules(widget, "kw-master-strike")`).
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QColor, QKeyEvent, QTextCharFormat, QTextCursor, QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QTextBrowser,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from legendary_desktop.engine.keyword_help import declared, rules_sections
from legendary_desktop.ui.help.help_texts import set_title
from legendary_desktop.ui.help.shared import fit_to_screen, rules_link

ANCHOR_ROLE = Qt.ItemDataRole.UserRole
HIGHLIGHT = QColor("#ffe066")


@dataclass(frozen=True)
class Section:
    anchor: str
    title: str
    set_id: str
    body: str  # HTML
    words: str  # the plain text, folded, for the search

    @property
    def is_keyword(self) -> bool:
        return self.anchor.startswith("kw-")


def _plain(markup: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", markup))


def sections(set_ids: Iterable[str] | None = None) -> list[Section]:
    """Every set's rules sections, then its keywords, the base game first."""
    ids = list(set_ids) if set_ids is not None else None
    by_set: dict[str, list[Section]] = {}
    for s in rules_sections(ids):
        by_set.setdefault(s.set_id, []).append(
            Section(s.anchor, s.title, s.set_id, s.body, f"{s.title} {_plain(s.body)}".casefold()))
    for k in declared(ids):
        body = (f"<p><b>{html.escape(k.meaning)}</b></p><p>{html.escape(k.explanation)}</p>"
                f"<p><i>Example:</i> {html.escape(k.example)}</p>")
        by_set.setdefault(k.set_id, []).append(Section(k.anchor, k.term, k.set_id, body,
                                                       f"{k.term} {_plain(body)}".casefold()))
    return [s for group in by_set.values() for s in group]


def document_html(found: list[Section]) -> str:
    out: list[str] = []
    set_id = ""
    in_keywords = False
    for s in found:
        if s.set_id != set_id:
            set_id = s.set_id
            out.append(f"<h2>{html.escape(set_title(set_id))}</h2>")
            in_keywords = False
        if s.is_keyword and not in_keywords:
            out.append("<p style='color:#7a6a3a'><b>Keywords</b></p>")
            in_keywords = True
        out.append(f"<h3><a name='{s.anchor}'>{html.escape(s.title)}</a></h3>{s.body}")
    return "".join(out)


class RulesWindow(QDialog):
    def __init__(self, parent: QWidget | None = None, set_ids: Iterable[str] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Rules")
        self.setObjectName("rulesWindow")
        self.sections = sections(set_ids)
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.search = QLineEdit()
        self.search.setObjectName("rulesSearch")
        self.search.setPlaceholderText("Search the rules: type a word (Enter: next section, Esc: close)")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.search_for)
        self.search.installEventFilter(self)
        self.found_label = QLabel()
        self.found_label.setObjectName("rulesFound")
        top.addWidget(QLabel("Search:"))
        top.addWidget(self.search, 1)
        top.addWidget(self.found_label)
        layout.addLayout(top)
        middle = QHBoxLayout()
        self.contents = QListWidget()
        self.contents.setObjectName("rulesContents")
        self.contents.setFixedWidth(250)
        self.contents.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # long titles elide
        self.contents.currentItemChanged.connect(self._contents_moved)
        self.browser = QTextBrowser()
        self.browser.setObjectName("rulesText")
        self.browser.setOpenLinks(False)
        self.browser.anchorClicked.connect(lambda url: self.go_to(rules_link(url) or ""))
        self.browser.setHtml(document_html(self.sections))
        middle.addWidget(self.contents)
        middle.addWidget(self.browser, 1)
        layout.addLayout(middle, 1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        self.close_button = self.buttons.button(QDialogButtonBox.StandardButton.Close)
        self.close_button.setAutoDefault(False)  # Enter goes through the results; Esc or a click closes
        layout.addWidget(self.buttons)
        self.items: dict[str, QListWidgetItem] = {}
        self.headers: dict[str, QListWidgetItem] = {}
        self._fill_contents()
        self.positions = self._anchor_positions()
        self.word = ""
        self.setTabOrder(self.search, self.contents)
        self.setTabOrder(self.contents, self.browser)
        fit_to_screen(self, QSize(1040, 760))
        self.search.setFocus()

    # -- building --------------------------------------------------------
    def _fill_contents(self) -> None:
        set_id = ""
        bold = self.contents.font()
        bold.setBold(True)
        for s in self.sections:
            if s.set_id != set_id:
                set_id = s.set_id
                header = QListWidgetItem(set_title(set_id))
                header.setFlags(Qt.ItemFlag.NoItemFlags)  # a heading: the arrows skip it
                header.setFont(bold)
                self.contents.addItem(header)
                self.headers[set_id] = header
            item = QListWidgetItem(("   • " if s.is_keyword else "   ") + s.title)
            item.setData(ANCHOR_ROLE, s.anchor)
            item.setToolTip(f"{s.title} (keyword)" if s.is_keyword else s.title)
            self.contents.addItem(item)
            self.items[s.anchor] = item

    def _anchor_positions(self) -> dict[str, int]:
        found: dict[str, int] = {}
        block = self.browser.document().begin()
        while block.isValid():
            it = block.begin()
            while not it.atEnd():
                fragment = it.fragment()
                for name in fragment.charFormat().anchorNames():
                    found.setdefault(name, fragment.position())
                it += 1
            block = block.next()
        return found

    # -- moving ----------------------------------------------------------
    def go_to(self, anchor: str) -> bool:
        """Show a section (a keyword's or a rules section's anchor); False if there is none."""
        item = self.items.get(anchor)
        if item is None:
            return False
        if item.isHidden():  # a search hides it: show everything again
            self.search.clear()
        self.contents.setCurrentItem(item)
        self._show(anchor)
        return True

    def _show(self, anchor: str) -> None:
        self.browser.scrollToAnchor(anchor)
        start = self.positions.get(anchor, 0)
        if self.word:
            match = self.browser.document().find(self.word, start)
            if not match.isNull():
                self.browser.setTextCursor(match)
                self.browser.ensureCursorVisible()
                return
        cursor = QTextCursor(self.browser.document())
        cursor.setPosition(start)
        self.browser.setTextCursor(cursor)

    def _contents_moved(self, item: QListWidgetItem | None, _old: QListWidgetItem | None) -> None:
        if item is not None and item.data(ANCHOR_ROLE):
            self._show(str(item.data(ANCHOR_ROLE)))

    def results(self) -> list[QListWidgetItem]:
        """The sections the list shows now (every one without a search)."""
        return [i for i in self.items.values() if not i.isHidden()]

    def next_result(self, step: int = 1) -> None:
        shown = self.results()
        if not shown:
            return
        current = self.contents.currentItem()
        at = shown.index(current) if current in shown else -1 if step > 0 else len(shown)
        self.contents.setCurrentItem(shown[(at + step) % len(shown)])

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if watched is self.search and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            key = event.key()
            if key in (Qt.Key.Key_Down, Qt.Key.Key_Up):
                self.next_result(1 if key == Qt.Key.Key_Down else -1)
                return True
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):  # the next section, not the Close button
                shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
                self.next_result(-1 if shift else 1)
                return True
        return False

    # -- searching -------------------------------------------------------
    def search_for(self, text: str) -> None:
        """Keep the sections that use the word, highlight every match, go to the first section."""
        self.word = text.strip()
        folded = self.word.casefold()
        hits = 0
        for s in self.sections:
            used = not folded or folded in s.words
            self.items[s.anchor].setHidden(not used)
            hits += used
        for set_id, header in self.headers.items():
            header.setHidden(all(self.items[s.anchor].isHidden() for s in self.sections if s.set_id == set_id))
        self._highlight()
        if not folded:
            self.found_label.setText("")
            return
        self.found_label.setText(f"{hits} section{'s' if hits != 1 else ''}" if hits else "No section uses it")
        shown = self.results()
        if shown:
            self.contents.setCurrentItem(shown[0])
            self._show(str(shown[0].data(ANCHOR_ROLE)))

    def _highlight(self) -> None:
        marks: list[QTextEdit.ExtraSelection] = []
        if self.word:
            doc: QTextDocument = self.browser.document()
            fmt = QTextCharFormat()
            fmt.setBackground(HIGHLIGHT)
            fmt.setForeground(QColor("#000000"))
            cursor = doc.find(self.word, 0)
            while not cursor.isNull():
                mark = QTextEdit.ExtraSelection()
                mark.cursor = cursor
                mark.format = fmt
                marks.append(mark)
                cursor = doc.find(self.word, cursor)
        self.browser.setExtraSelections(marks)

    def highlights(self) -> list[str]:
        """The text of each highlighted match (for tests and for the count)."""
        return [m.cursor.selectedText() for m in self.browser.extraSelections()]


def show_rules(widget: QWidget, anchor: str | None = None) -> RulesWindow:
    """Open (or bring forward) the Rules window of the main window `widget` is in (through any dialogs),
    at a section if given."""
    top = widget.window()
    while (owner := top.parentWidget()) is not None:
        top = owner.window()
    window = top.findChild(RulesWindow, "rulesWindow")
    if window is None:
        window = RulesWindow(top)
    if window.isVisible():
        window.raise_()  # already open behind another window: bring it forward
        window.activateWindow()
    else:
        window.show()
    if anchor:
        window.go_to(anchor)
    window.search.setFocus()
    return window
