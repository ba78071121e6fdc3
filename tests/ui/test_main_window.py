"""The first window: it opens with its menus, shows About with the version, and quits."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from legendary_desktop import __version__
from legendary_desktop.ui.main_window import MainWindow


def test_window_has_game_view_help_menus(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    titles = [a.text().replace("&", "") for a in window.menuBar().actions()]
    assert titles == ["Game", "View", "Help"]
    for name in ("new", "open", "save", "undo", "quit", "zoom_in", "fullscreen", "about"):
        assert name in window.actions_by_name


def test_about_names_version(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    assert __version__ in window.about_text()


def test_about_and_welcome_name_every_registered_set_and_the_computers(qtbot):
    from legendary_desktop.cards import SET_TITLES

    window = MainWindow()
    qtbot.addWidget(window)
    about = window.about_text()
    assert [t for t in SET_TITLES.values() if t not in about] == []
    assert "2–5 players" in about and "computer player" in about
    assert f"{len(SET_TITLES) - 1} expansions" in window.findChild(QLabel, "welcomeHint").text()


def test_quit_closes_window(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.actions_by_name["quit"].trigger()
    assert not window.isVisible()


def test_app_icon_loads_from_package_resources(qtbot):
    from legendary_desktop.ui.resources import app_icon

    assert not app_icon().isNull()


def test_zoom_and_dock_layout_are_remembered(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    window.view.set_zoom(1.5625)
    window.log_dock.hide()
    window.close()
    again = MainWindow()
    qtbot.addWidget(again)
    again.show()
    assert again.view.zoom == 1.5625
    assert again.log_dock.isHidden()
    again.view.set_zoom(1.0)
    again.log_dock.show()
    again.close()


def test_the_welcome_page_leaves_the_docks_their_width_at_1280x720(qtbot):
    """A long line on the welcome page once widened the window's centre and squeezed the Card panel and
    the log to ~100 px: the welcome lines wrap. (A window state saved by an earlier test is cleared: the
    docks' widths are restored from it.)"""
    from PySide6.QtCore import QSettings

    settings = QSettings()
    for key in ("window/state", "window/geometry"):
        settings.remove(key)
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    assert window.inspector_dock.width() >= 240
    assert window.centralWidget().minimumSizeHint().width() <= 1280 - 240


def test_a_new_card_in_the_card_panel_is_read_from_its_name(qtbot):
    """The Card panel scrolled down a long card's keywords stayed there for the next card hovered, whose
    name was then off screen: another card's words start at their top (the same card keeps its place)."""
    from legendary_desktop.engine.catalog import catalog
    from legendary_desktop.ui.table.card_inspector import CardInspector, describe

    panel = CardInspector(width=200)
    qtbot.addWidget(panel)
    panel.resize(240, 420)
    panel.show()
    qtbot.waitExposed(panel)
    cards = sorted(catalog().by_key.values(), key=lambda c: len(describe(c)), reverse=True)
    long_one, other = cards[0], cards[1]
    bar = panel.text_scroll.verticalScrollBar()
    panel.show_card(long_one, card_id=1)
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    bar.setValue(bar.maximum())
    panel.show_card(long_one, "now it holds a Bystander", card_id=1)  # the same card, followed: stays put
    assert bar.value() > 0
    panel.show_card(other, card_id=2)
    assert bar.value() == 0
