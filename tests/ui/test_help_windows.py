"""The help windows fit a 1280×720 screen (they scroll, Close stays in view); the Rules window searches and
works from the keyboard; every card view explains each keyword a card uses and links to its entry."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog

from legendary_desktop.engine.catalog import catalog
from legendary_desktop.engine.keyword_help import keyword
from legendary_desktop.ui.help import shared
from legendary_desktop.ui.help.help_window import HelpDialog
from legendary_desktop.ui.help.rules_window import RulesWindow, show_rules
from legendary_desktop.ui.table.card_inspector import CardInspector, describe
from legendary_desktop.ui.table.card_item import TIPS, CardItem

SCREEN = QRect(0, 0, 1280, 720)


@pytest.fixture
def small_screen(monkeypatch):
    monkeypatch.setattr(shared, "screen_room", lambda widget: SCREEN)


def open_help(window, name: str) -> QDialog:
    """Open one help window the way a player does and return it."""
    if name == "how to play":
        window.welcome_help.click()
    else:
        window.actions_by_name[name].trigger()
    QApplication.processEvents()
    kind = RulesWindow if name == "rules" else HelpDialog
    shown = [d for d in window.findChildren(kind) if d.isVisible()]
    assert len(shown) == 1, name
    return shown[0]


@pytest.mark.parametrize("name", ["how to play", "shortcuts", "glossary", "rules"])
def test_each_help_window_fits_1280x720_with_close_in_view(window, small_screen, name):
    dialog = open_help(window, name)
    assert dialog.height() + shared.FRAME_H <= SCREEN.height() and dialog.width() <= SCREEN.width()
    close = dialog.close_button
    assert close.isVisible()
    corner = close.mapTo(dialog, QPoint(close.width(), close.height()))
    assert dialog.rect().contains(corner), (name, corner, dialog.size())
    browser = dialog.browser
    if name in ("how to play", "rules"):  # longer than the screen: they scroll instead of growing
        assert browser.verticalScrollBar().maximum() > 0
    QTest.mouseClick(close, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()


def test_how_to_play_has_the_core_rules_and_every_sets_keywords(window, small_screen):
    text = open_help(window, "how to play").text()
    for term in ("Ambush", "Superpower", "Heist", "Investigate", "Empowered", "Endgame"):
        assert term in text


def rules(window) -> RulesWindow:
    found = show_rules(window)
    QApplication.processEvents()
    return found


def anchors(found: RulesWindow) -> list[str]:
    return [str(i.data(Qt.ItemDataRole.UserRole)) for i in found.results()]


def test_rules_search_lists_every_section_using_the_word_and_highlights_it(window, small_screen):
    found = rules(window)
    every = anchors(found)
    assert {"kw-heist", "kw-superpower", "kw-investigate"} <= set(every)
    assert found.search.hasFocus()
    QTest.keyClicks(found.search, "heist")
    shown = anchors(found)
    assert "kw-heist" in shown and "kw-phasing" not in shown
    assert set(shown) == {s.anchor for s in found.sections if "heist" in s.words}
    marks = found.highlights()
    assert marks and {m.casefold() for m in marks} == {"heist"}
    assert found.found_label.text() == f"{len(shown)} sections"
    assert found.contents.currentItem().data(Qt.ItemDataRole.UserRole) == shown[0]
    found.search.clear()
    assert anchors(found) == every and not found.highlights()
    QTest.keyClicks(found.search, "xyzzy")
    assert anchors(found) == [] and found.found_label.text() == "No section uses it" and not found.highlights()


def test_rules_window_works_from_the_keyboard(window, small_screen):
    found = rules(window)
    QTest.keyClicks(found.search, "wound")
    shown = anchors(found)
    assert len(shown) >= 3
    current = lambda: found.contents.currentItem().data(Qt.ItemDataRole.UserRole)  # noqa: E731
    assert current() == shown[0]
    QTest.keyClick(found.search, Qt.Key.Key_Return)
    assert current() == shown[1]
    QTest.keyClick(found.search, Qt.Key.Key_Down)
    assert current() == shown[2]
    QTest.keyClick(found.search, Qt.Key.Key_Up)
    assert current() == shown[1]
    assert found.search.hasFocus()  # typing goes on while moving through the results
    selected = found.browser.textCursor().selectedText()
    assert selected.casefold() == "wound"  # the text shows the section's first match
    QTest.keyClick(found.search, Qt.Key.Key_Escape)
    assert not found.isVisible()


def test_card_views_explain_every_keyword_a_card_uses_and_link_to_its_entry(window, small_screen):
    sting = catalog().find("Flitting Sting")  # Size-Changing (its set) and a Superpower (core's)
    html = describe(sting)
    for term in ("Size-Changing", "Superpower"):
        assert keyword(term).meaning in html and f"rules:{keyword(term).anchor}" in html
    TIPS.clear()
    tip = CardItem(1, sting).help_tip()
    assert "Size-Changing: " + keyword("Size-Changing").meaning in tip
    assert "Superpower: " + keyword("Superpower").meaning in tip
    rays = catalog().find("Repulsor Rays")  # a core Hero explains its Superpower in any game
    assert keyword("Superpower").meaning in describe(rays)
    inspector = CardInspector(window)
    inspector.show_card(sting)
    inspector.text.linkActivated.emit(f"rules:{keyword('Size-Changing').anchor}")  # "More…"
    opened = window.findChild(RulesWindow)
    assert opened.isVisible()
    assert opened.contents.currentItem().data(Qt.ItemDataRole.UserRole) == "kw-size-changing"


def test_glossary_links_open_the_rules_window_at_the_keyword(window, small_screen):
    glossary = open_help(window, "glossary")
    assert "Throne's Favor" in glossary.text() and "Double-Cross" in glossary.text()
    glossary._link("rules:kw-double-cross")
    opened = window.findChild(RulesWindow)
    assert opened.contents.currentItem().data(Qt.ItemDataRole.UserRole) == "kw-double-cross"


def test_more_in_the_large_view_opens_the_rules_window_on_the_main_window(window, small_screen):
    from legendary_desktop.ui.table.card_inspector import CardPopup

    popup = CardPopup(catalog().find("Gumshoe's Revolver"), window, room_h=720)
    popup.open()  # as the table opens it: modal
    assert popup.isVisible() and popup.isModal()
    popup.inspector.text.linkActivated.emit(f"rules:{keyword('Investigate').anchor}")
    opened = window.findChild(RulesWindow)
    assert not popup.isVisible()  # the large view steps aside, or the Rules window could not be used
    assert opened.isVisible() and opened.parentWidget() is window
    assert opened.contents.currentItem().data(Qt.ItemDataRole.UserRole) == "kw-investigate"
