"""Where the main window opens: its frame (title bar and borders included, not just its inside) fits the
screen's available area; its size, place and maximised state are remembered per screen; it never opens
off-screen (a screen unplugged since, a saved place from a bigger screen).

The arithmetic is in plain functions on rectangles, so tests give any available geometry.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QMargins, QObject, QRect, QSettings, QSize, QTimer
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

DEFAULT_SIZE = QSize(1280, 720)
#: The frame before the window manager has drawn one (a title bar and thin borders); replaced by the
#: real frame once the window is shown.
ESTIMATED_FRAME = QMargins(1, 32, 1, 1)
#: How much of the title bar must lie on a screen for the window to count as on it.
GRIP = QSize(120, 20)


def fit_frame(available: QRect, frame: QMargins, wanted: QSize = DEFAULT_SIZE) -> QRect:
    """The inside geometry for a window whose frame is at most `available`, `wanted` or smaller, centred."""
    room_w = available.width() - frame.left() - frame.right()
    room_h = available.height() - frame.top() - frame.bottom()
    w, h = max(1, min(wanted.width(), room_w)), max(1, min(wanted.height(), room_h))
    outer_w, outer_h = w + frame.left() + frame.right(), h + frame.top() + frame.bottom()
    x = available.x() + (available.width() - outer_w) // 2 + frame.left()
    y = available.y() + (available.height() - outer_h) // 2 + frame.top()
    return QRect(x, y, w, h)


def keep_inside(inner: QRect, available: QRect, frame: QMargins) -> QRect:
    """`inner` made small enough that its frame fits `available`, then moved onto it (as little as needed)."""
    room_w = available.width() - frame.left() - frame.right()
    room_h = available.height() - frame.top() - frame.bottom()
    w, h = max(1, min(inner.width(), room_w)), max(1, min(inner.height(), room_h))
    left_min, top_min = available.left() + frame.left(), available.top() + frame.top()
    left_max = available.left() + available.width() - frame.right() - w
    top_max = available.top() + available.height() - frame.bottom() - h
    return QRect(min(max(inner.x(), left_min), left_max), min(max(inner.y(), top_min), top_max), w, h)


def title_bar_on(inner: QRect, frame: QMargins, available: QRect) -> bool:
    """Can the player grab the window there: does enough of its title bar lie on this screen?"""
    bar = QRect(inner.x() - frame.left(), inner.y() - frame.top(), inner.width() + frame.left() + frame.right(),
                max(frame.top(), GRIP.height()))
    part = bar.intersected(available)
    return part.width() >= min(GRIP.width(), bar.width()) and part.height() >= min(GRIP.height(), bar.height())


def screen_key(screen: QScreen) -> str:
    """A screen by its name and size, so each monitor (or resolution) keeps its own window place."""
    size = screen.geometry().size()
    name = "".join(ch if ch.isalnum() else "_" for ch in screen.name()) or "screen"
    return f"{name}-{size.width()}x{size.height()}"


def encode(inner: QRect, maximized: bool) -> str:
    return f"{inner.x()},{inner.y()},{inner.width()},{inner.height()},{int(maximized)}"


def decode(text: object) -> tuple[QRect, bool] | None:
    """A remembered place, or None if the setting is missing or damaged."""
    try:
        x, y, w, h, m = (int(v) for v in str(text).split(","))
    except ValueError:
        return None
    if w <= 0 or h <= 0:
        return None
    return QRect(x, y, w, h), bool(m)


class WindowPlacement(QObject):
    """Places `window` at start and remembers where it was at close, per screen.

    `available` gives the screen's available area (tests give a fake one); by default the window's screen.
    """

    def __init__(self, window: QWidget, available: Callable[[], QRect] | None = None) -> None:
        super().__init__(window)
        self.window = window
        self._available = available
        self.placed: QRect | None = None  # what we set; a later resize by someone else is left alone
        self.maximize = False
        window.installEventFilter(self)

    def available(self) -> QRect:
        if self._available is not None:
            return self._available()
        screen = self.window.screen() or QGuiApplication.primaryScreen()
        return screen.availableGeometry() if screen is not None else QRect(0, 0, DEFAULT_SIZE.width(),
                                                                             DEFAULT_SIZE.height())

    def frame(self) -> QMargins:
        """The window's real frame once shown, else an estimate."""
        if self.window.isVisible():
            outer, inner = self.window.frameGeometry(), self.window.geometry()
            margins = QMargins(inner.left() - outer.left(), inner.top() - outer.top(),
                               outer.right() - inner.right(), outer.bottom() - inner.bottom())
            if margins != QMargins(0, 0, 0, 0):
                return margins
        return ESTIMATED_FRAME

    def key(self) -> str | None:
        if self._available is not None:
            r = self.available()
            return f"test-{r.width()}x{r.height()}"
        screen = self.window.screen()
        return screen_key(screen) if screen is not None else None

    def last_screen(self) -> QScreen | None:
        """The screen the window was closed on, if it is still connected."""
        last = str(QSettings().value("window/last_screen", ""))
        return next((s for s in QGuiApplication.screens() if screen_key(s) == last), None)

    def place(self) -> None:
        """At start: the remembered place on the screen it was left on (if still connected, else this one)
        if it is still on that screen, else the default size fitted to this screen."""
        room, frame = self.available(), self.frame()
        key = self.key()
        last = self.last_screen() if self._available is None else None
        if last is not None:
            room, key = last.availableGeometry(), screen_key(last)
        saved = decode(QSettings().value(f"window/place/{key}")) if key is not None else None
        if saved is not None and title_bar_on(saved[0], frame, room):
            inner, self.maximize = keep_inside(saved[0], room, frame), saved[1]
        else:
            inner, self.maximize = fit_frame(room, frame), False
        self.window.setGeometry(inner)
        self.placed = inner

    def show(self) -> None:
        """Show the window as it was left: maximised, or at its place."""
        if self.maximize:
            self.window.showMaximized()
        else:
            self.window.show()

    def remember(self) -> None:
        key = self.key()
        if key is None:
            return
        w = self.window
        normal = w.normalGeometry() if (w.isMaximized() or w.isFullScreen()) else w.geometry()
        if normal.isValid():
            QSettings().setValue(f"window/place/{key}", encode(normal, w.isMaximized()))
            QSettings().setValue("window/last_screen", key)

    def refit(self) -> None:
        """Once shown, with the real frame known: if the frame sticks out of the screen, bring it in
        (unless the window is maximised, full screen, or was resized by someone since it was placed)."""
        w = self.window
        if self.placed is None or w.isMaximized() or w.isFullScreen() or w.size() != self.placed.size():
            return
        inner = keep_inside(w.geometry(), self.available(), self.frame())
        if inner != w.geometry():
            w.setGeometry(inner)
            self.placed = inner

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if watched is self.window and event.type() == QEvent.Type.Show:
            QTimer.singleShot(0, self.refit)
        return False
