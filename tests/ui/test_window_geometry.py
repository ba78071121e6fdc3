"""The main window's frame fits the available screen; its place is remembered per screen, never off it."""

from __future__ import annotations

from PySide6.QtCore import QMargins, QRect, QSettings, QSize

from legendary_desktop.ui.main_window import MainWindow
from legendary_desktop.ui.window_geometry import (
    ESTIMATED_FRAME,
    WindowPlacement,
    decode,
    encode,
    fit_frame,
    keep_inside,
    title_bar_on,
)

LAPTOP = QRect(0, 0, 1280, 720)  # a 720 px screen with nothing taken by panels
WIDE = QRect(0, 0, 1920, 1040)  # a 1080 px screen less a 40 px task bar


def outer(inner: QRect, frame: QMargins) -> QRect:
    return inner.adjusted(-frame.left(), -frame.top(), frame.right(), frame.bottom())


def test_the_frame_not_the_inside_fits_the_available_area():
    frame = QMargins(1, 32, 1, 1)
    inner = fit_frame(LAPTOP, frame)
    assert LAPTOP.contains(outer(inner, frame)) and inner.height() == 720 - 33
    wide = fit_frame(WIDE, frame)
    assert wide.size() == QSize(1280, 720) and WIDE.contains(outer(wide, frame))  # centred, not stretched
    assert abs((wide.left() - 1) - (WIDE.right() - outer(wide, frame).right())) <= 1


def test_a_place_from_elsewhere_is_brought_onto_the_screen():
    frame = QMargins(2, 30, 2, 2)
    for far in (QRect(5000, 40, 900, 600), QRect(-3000, -2000, 800, 600), QRect(100, 100, 2500, 1600)):
        inner = keep_inside(far, LAPTOP, frame)
        assert LAPTOP.contains(outer(inner, frame)) and title_bar_on(inner, frame, LAPTOP)
    assert not title_bar_on(QRect(5000, 40, 900, 600), frame, LAPTOP)
    assert decode(encode(QRect(1, 2, 3, 4), True)) == (QRect(1, 2, 3, 4), True)
    assert decode("damaged") is None and decode(None) is None and decode("1,2,0,4,0") is None


def make(qtbot, room: QRect) -> MainWindow:
    win = MainWindow()
    qtbot.addWidget(win)
    win.placement = WindowPlacement(win, lambda: room)
    win.placement.place()
    return win


def test_first_start_fits_the_frame_to_a_720_px_screen_and_keeps_it_there_once_shown(qtbot):
    QSettings().remove("window/place")
    win = make(qtbot, LAPTOP)
    assert LAPTOP.contains(outer(win.geometry(), ESTIMATED_FRAME))
    assert win.geometry().height() < 720  # the status bar is on the screen, not 20 px below it
    win.show()
    qtbot.waitExposed(win)
    win.placement.refit()
    assert LAPTOP.contains(win.frameGeometry()) or win.minimumSizeHint().width() > LAPTOP.width()


def test_size_place_and_maximised_state_are_remembered_per_screen(qtbot):
    QSettings().remove("window/place")
    win = make(qtbot, WIDE)
    win.setGeometry(QRect(200, 150, 1100, 700))
    win.placement.remember()
    other = make(qtbot, LAPTOP)  # another screen: its own place, not the wide one's
    assert other.geometry() != QRect(200, 150, 1100, 700) and LAPTOP.contains(outer(other.geometry(),
                                                                                     ESTIMATED_FRAME))
    again = make(qtbot, WIDE)
    assert again.geometry() == QRect(200, 150, 1100, 700) and not again.placement.maximize
    again.show()
    again.showMaximized()
    qtbot.waitUntil(again.isMaximized)
    again.placement.remember()
    third = make(qtbot, WIDE)
    assert third.placement.maximize
    QSettings().setValue(f"window/place/{third.placement.key()}", encode(QRect(4000, 3000, 1100, 700), False))
    fourth = make(qtbot, WIDE)  # a place off the screen (a monitor unplugged since): the default instead
    assert WIDE.contains(outer(fourth.geometry(), ESTIMATED_FRAME))


def test_the_window_comes_back_on_the_screen_it_was_left_on(qtbot):
    QSettings().remove("window")
    win = MainWindow()
    qtbot.addWidget(win)
    win.setGeometry(QRect(10, 40, 600, 500))
    win.placement.remember()
    assert QSettings().value("window/last_screen")
    again = MainWindow()
    qtbot.addWidget(again)
    assert again.geometry() == QRect(10, 40, 600, 500)
