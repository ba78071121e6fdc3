"""The application's main window: menus, the board in the centre, the log in a dock."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox, QWidget

from legendary_desktop import APP_NAME, __version__


class MainWindow(QMainWindow):
    """Top-level window. Owns the menus; the board widget is set as the central widget."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(APP_NAME)
        self.resize(1280, 800)
        placeholder = QLabel("Game → New Game (Ctrl+N) to start playing.")
        placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        placeholder.setObjectName("welcome")
        self.setCentralWidget(placeholder)
        self.actions_by_name: dict[str, QAction] = {}
        self._build_menus()
        self._restore_geometry()

    # -- menus -----------------------------------------------------------
    def _action(
        self, name: str, text: str, shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None
    ) -> QAction:
        act = QAction(text, self)
        if shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
        self.actions_by_name[name] = act
        return act

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu("&Game")
        game.addAction(self._action("new", "&New Game…", QKeySequence.StandardKey.New))
        game.addAction(self._action("open", "&Open…", QKeySequence.StandardKey.Open))
        game.addAction(self._action("save", "&Save As…", QKeySequence.StandardKey.Save))
        game.addSeparator()
        game.addAction(self._action("undo", "&Undo", QKeySequence.StandardKey.Undo))
        game.addAction(self._action("redo", "&Redo", "Ctrl+Shift+Z"))
        game.addSeparator()
        quit_act = self._action("quit", "&Quit", QKeySequence.StandardKey.Quit)
        quit_act.setMenuRole(QAction.MenuRole.QuitRole)
        quit_act.triggered.connect(self.close)
        game.addAction(quit_act)

        view = bar.addMenu("&View")
        view.addAction(self._action("zoom_in", "Zoom &In", QKeySequence.StandardKey.ZoomIn))
        view.addAction(self._action("zoom_out", "Zoom &Out", QKeySequence.StandardKey.ZoomOut))
        view.addAction(self._action("zoom_reset", "&Actual Size", "Ctrl+0"))
        full = self._action("fullscreen", "&Full Screen", "F11")
        full.setCheckable(True)
        full.toggled.connect(self._set_fullscreen)
        view.addAction(full)
        view.addAction(self._action("log", "Game &Log", "Ctrl+L"))

        help_menu = bar.addMenu("&Help")
        help_menu.addAction(self._action("rules", "&Rules Summary"))
        help_menu.addAction(self._action("glossary", "&Keyword Glossary"))
        help_menu.addAction(self._action("shortcuts", "&Keyboard Shortcuts"))
        about = self._action("about", f"&About {APP_NAME}")
        about.setMenuRole(QAction.MenuRole.AboutRole)
        about.triggered.connect(self.show_about)
        help_menu.addAction(about)

    def about_text(self) -> str:
        return (
            f"<h3>{APP_NAME} {__version__}</h3>"
            "<p>Legendary: A Marvel Deck Building Game (2012 core set) for 2–5 players "
            "at one screen, with every rule enforced by the program.</p>"
            "<p>Card faces are drawn by the program. Legendary is a trademark of Upper Deck; "
            "Marvel characters are trademarks of Marvel. This is an unofficial fan project.</p>"
        )

    def show_about(self) -> None:
        QMessageBox.about(self, f"About {APP_NAME}", self.about_text())

    def _set_fullscreen(self, on: bool) -> None:
        self.showFullScreen() if on else self.showNormal()

    # -- geometry --------------------------------------------------------
    def _restore_geometry(self) -> None:
        geometry = QSettings().value("window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        QSettings().setValue("window/geometry", self.saveGeometry())
        super().closeEvent(event)
