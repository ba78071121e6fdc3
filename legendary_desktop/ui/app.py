"""Start the Qt application: parse the command line, open the main window.

    legendary-desktop                                  open the window
    legendary-desktop --players 3 [--seed 7]           start a random game at once
    legendary-desktop --demo --players 3 --seed 1 --turns 6 --screenshot board.png
                                                       random players play 6 turns; save a PNG and exit

The app always starts. It claims the data folder's autosave (a lock file); if another
instance holds it, the player opens this one read-only or gives it its own autosave slot.
If the folder can't be used at all, the app says so and plays without saving.

An exception in anything the event loop runs (a menu action, a button, a slot, an event
handler) is printed as before and also told on screen in the window's fault notice; the
app keeps running (install_fault_hook).
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import threading
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

import PySide6
from PySide6.QtCore import Qt, qVersion
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from legendary_desktop import APP_ID, APP_NAME, ORG_NAME, __version__
from legendary_desktop.persistence import paths, storage
from legendary_desktop.persistence.lock import FolderLock

SCREENSHOT_SIZE = (1600, 900)


def parse_size(text: str) -> tuple[int, int]:
    """"1280x720" -> (1280, 720)."""
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size like 1280x720") from None
    if not (320 <= w <= 8000 and 240 <= h <= 8000):
        raise argparse.ArgumentTypeError(f"{text!r} is outside 320x240 … 8000x8000")
    return w, h


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog=APP_ID, description=f"{APP_NAME} {__version__}")
    parser.add_argument("--version", action="version", version=f"{APP_NAME} {__version__}")
    parser.add_argument("--players", type=int, choices=range(2, 6), metavar="2-5",
                        help="start a random game for this many players")
    parser.add_argument("--seed", type=int, help="seed of the game (same seed, same game)")
    parser.add_argument("--demo", action="store_true", help="random players play --turns turns")
    parser.add_argument("--turns", type=int, default=6, help="turns the demo plays (default 6)")
    parser.add_argument("--screenshot", metavar="PNG", help="save a picture of the window and exit")
    parser.add_argument("--size", metavar="WxH", type=parse_size, default=None,
                        help="window size for --screenshot, e.g. 1280x720 (default 1600x900)")
    return parser.parse_args(argv)


def make_app(argv: list[str] | None = None) -> QApplication:
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(argv or [sys.argv[0]])
    from legendary_desktop.ui.qt_compat import check_qt_binding

    check_qt_binding()
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(ORG_NAME)
    app.setApplicationVersion(__version__)
    from legendary_desktop.ui.resources import app_icon

    app.setWindowIcon(app_icon())
    return app


def error_message(kind: type[BaseException], value: BaseException) -> str:
    """The sentence an unexpected error is told in."""
    what = f"{kind.__name__}: {value}" if str(value) else kind.__name__
    return f"Something went wrong, so what you last did may not have finished.\n\n{what}"


def error_details(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> str:
    """The traceback, under the versions it happened with (a Qt call one release lacks shows here)."""
    versions = (f"{APP_NAME} {__version__}; Python {platform.python_version()}; "
                f"PySide6 {PySide6.__version__}; Qt {qVersion()}")
    return versions + "\n\n" + "".join(traceback.format_exception(kind, value, tb))


def front_window() -> QWidget | None:
    """The main window the player is using (the active one, else the last shown), if any."""
    from legendary_desktop.ui.main_window import MainWindow

    widget = QApplication.activeWindow()
    while widget is not None and not isinstance(widget, MainWindow):
        widget = widget.parentWidget()
    if widget is not None:
        return widget
    shown = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
    return shown[-1] if shown else None


#: the error windows shown while no main window was open (kept so that they stay open)
orphan_boxes: list[QMessageBox] = []


def show_error(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
    """Tell an unexpected error in the front window's fault notice (or a window of its own if none)."""
    from legendary_desktop.ui.main_window import MainWindow

    message, details = error_message(kind, value), error_details(kind, value, tb)
    window = front_window()
    if isinstance(window, MainWindow):
        window.fault_notice.show_error(message, details)
        return
    box = QMessageBox(QMessageBox.Icon.Critical, "Something went wrong", message, QMessageBox.StandardButton.Ok)
    box.setDetailedText(details)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.finished.connect(lambda _r: orphan_boxes.remove(box) if box in orphan_boxes else None)
    orphan_boxes.append(box)
    box.show()


Hook = Callable[[type[BaseException], BaseException, TracebackType | None], object]
installed_hook: Hook | None = None


def install_fault_hook() -> None:
    """Show every exception that reaches the event loop on screen, not only in the terminal.

    Qt for Python hands an exception raised in a slot or an event handler to sys.excepthook and goes on
    with the event loop; this hook still prints it (through the hook it replaces) and then tells it in
    the front window's fault notice. Exceptions of other threads and Ctrl+C are only printed. Installing
    it again while it is the hook changes nothing."""
    global installed_hook
    if sys.excepthook is installed_hook:
        return
    previous = sys.excepthook

    def hook(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        previous(kind, value, tb)
        if issubclass(kind, KeyboardInterrupt) or threading.current_thread() is not threading.main_thread():
            return
        if QApplication.instance() is None:
            return
        try:
            show_error(kind, value, tb)
        except Exception:  # telling it failed too: the terminal has both
            traceback.print_exc()

    sys.excepthook = installed_hook = hook


def ask_second_instance(folder: Path, holder: str) -> str:
    """Another instance owns the folder's autosave: "read-only", "slot" or "quit"."""
    box = QMessageBox(QMessageBox.Icon.Question, APP_NAME,
                      f"Another {APP_NAME} window is already playing from {folder}.")
    box.setInformativeText("Open this one read-only (it won't autosave), or give it an autosave slot of its own?"
                           + (f"\n\nThe other window: {holder}." if holder else ""))
    read_only = box.addButton("Open Read-Only", QMessageBox.ButtonRole.AcceptRole)
    slot = box.addButton("Use Its Own Slot", QMessageBox.ButtonRole.AcceptRole)
    box.addButton("Quit", QMessageBox.ButtonRole.RejectRole)
    box.exec()
    return "read-only" if box.clickedButton() is read_only else "slot" if box.clickedButton() is slot else "quit"


Ask = Callable[[Path, str], str]


def choose_storage(folder: Path, ask: Ask | None = None) -> storage.Storage | None:
    """Claim the folder's autosave, or ask what to do when another instance holds it (None: quit)."""
    claimed = storage.claim(folder)
    if claimed is not None:
        return claimed
    choice = (ask or ask_second_instance)(folder, FolderLock(storage.lock_for(folder, 1)).holder())
    if choice == "read-only":
        return storage.read_only(folder)
    if choice == "slot":
        return storage.own_slot(folder)
    return None


def use_storage(window: object, folder: Path, ask: Ask | None = None) -> bool:
    """Give the window the files it may use, and tell the player if that is not the usual; False: quit."""
    from legendary_desktop.ui.main_window import MainWindow

    assert isinstance(window, MainWindow)
    claimed = choose_storage(folder, ask)
    if claimed is None:
        return False
    window.model.storage = claimed
    window.fault_notice.show_storage(claimed)
    return True


def save_screenshot(window: QApplication | object, path: str, size: tuple[int, int] = SCREENSHOT_SIZE) -> bool:
    """Save a picture of the window at exactly `size` (the window may not grow past it)."""
    from legendary_desktop.ui.main_window import MainWindow

    assert isinstance(window, MainWindow)
    window.resize(*size)
    QApplication.processEvents()
    window.view.fit()
    QApplication.processEvents()
    image = window.grab()
    if (image.width(), image.height()) != size:
        print(f"the window is {image.width()}x{image.height()}, not {size[0]}x{size[1]}", file=sys.stderr)
        return False
    return image.save(path)


def run(argv: list[str]) -> int:
    started = time.perf_counter()
    args = parse_args(argv)
    if args.screenshot and sys.platform.startswith("linux") and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    ):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = make_app()
    install_fault_hook()
    from legendary_desktop.ui.main_window import MainWindow

    window = MainWindow()
    size = args.size or SCREENSHOT_SIZE
    if not args.demo and not args.screenshot and not use_storage(window, paths.data_dir()):
        return 0
    if args.screenshot:
        window.resize(*size)
        window.show()
    else:
        window.placement.show()  # maximised if it was left so
    if os.environ.get("LEGENDARY_TIMING"):
        QApplication.processEvents()
        print(f"launch to window shown: {(time.perf_counter() - started) * 1000:.0f} ms", file=sys.stderr)
    if args.demo:
        from legendary_desktop.ui.demo import play_demo

        play_demo(window, args.players or 3, 1 if args.seed is None else args.seed, args.turns)
    elif args.players:
        window.new_game(args.players, args.seed)
    elif not args.screenshot:
        window.offer_resume()
    if args.screenshot:
        ok = save_screenshot(window, args.screenshot, size)
        if not ok:
            print(f"could not write {args.screenshot}", file=sys.stderr)
        window.close()
        return 0 if ok else 1
    try:
        return app.exec()
    finally:
        window.model.storage.release()
