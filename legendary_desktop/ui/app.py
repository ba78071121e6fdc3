"""Start the Qt application: parse the command line, open the main window."""

from __future__ import annotations

import argparse
import sys

from PySide6.QtWidgets import QApplication

from legendary_desktop import APP_ID, APP_NAME, ORG_NAME, __version__


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog=APP_ID, description=f"{APP_NAME} {__version__}")
    parser.add_argument("--version", action="version", version=f"{APP_NAME} {__version__}")
    return parser.parse_args(argv)


def make_app(argv: list[str] | None = None) -> QApplication:
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(argv or [sys.argv[0]])
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(ORG_NAME)
    app.setApplicationVersion(__version__)
    from legendary_desktop.ui.resources import app_icon

    app.setWindowIcon(app_icon())
    return app


def run(argv: list[str]) -> int:
    parse_args(argv)
    app = make_app()
    from legendary_desktop.ui.main_window import MainWindow

    window = MainWindow()
    window.show()
    return app.exec()
