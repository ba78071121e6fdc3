"""Telling the player about files that can't be written.

A failing file is told once per cause in a small window that does not stop play, and a
mark stays in the status bar while anything is not being saved; when writing works again
the status bar says so. How this instance keeps its files (read-only, its own slot, or not
at all) is shown the same way.

An unexpected error in anything the app does (a menu action, a button, a slot: app.py's
exception hook sends every one here) is told in the same kind of window, with its
traceback under Show Details, and play goes on.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Qt
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox

from legendary_desktop.persistence import faults as faults_module
from legendary_desktop.persistence.faults import Faults
from legendary_desktop.persistence.storage import READ_ONLY, SLOT, UNSAVED, Storage


class FaultNotice(QObject):
    def __init__(self, window: QMainWindow, faults: Faults) -> None:
        super().__init__(window)
        self.window = window
        self.faults = faults
        self.shown: list[str] = []  # every sentence told, for the record and for tests
        self.boxes: list[QMessageBox] = []
        self.mode = ""  # the storage mode note, if any
        self.label = QLabel()
        self.label.setObjectName("saveState")
        window.statusBar().addPermanentWidget(self.label)
        self._update_label()

    def show_fault(self, message: str, recovered: bool) -> None:
        self.shown.append(message)
        if recovered:
            self.window.statusBar().showMessage(message, 6000)
        else:
            self._show_box(QMessageBox.Icon.Warning, "Not saved", message)
        self._update_label()

    def show_error(self, message: str, details: str) -> QMessageBox:
        """Something the app did failed unexpectedly: say what, keep the traceback under Show Details.

        The same error again while its window is open opens no other (a failing paint or timer would fill
        the screen with them)."""
        self.shown.append(message)
        for box in self.boxes:
            if box.text() == message:
                return box
        box = self._show_box(QMessageBox.Icon.Critical, "Something went wrong", message)
        box.setInformativeText("You can go on using the app. If it happens again, the details below show "
                               "where it went wrong: please send them with Help → Report a Problem.")
        box.setDetailedText(details)
        return box

    def _show_box(self, icon: QMessageBox.Icon, title: str, message: str) -> QMessageBox:
        box = QMessageBox(icon, title, message, QMessageBox.StandardButton.Ok, self.window)
        box.setWindowModality(Qt.WindowModality.NonModal)  # the game goes on behind it
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(lambda _r, b=box: self.boxes.remove(b) if b in self.boxes else None)
        self.boxes.append(box)
        box.show()
        return box

    def settings_written(self, settings: QSettings) -> None:
        """Write the settings now and tell the player once if they can't be."""
        if not QCoreApplication.organizationName():
            return  # no organization set (an embedded window, tests): Qt keeps no settings by design
        settings.sync()
        if settings.status() == QSettings.Status.AccessError:
            self.faults.failed("settings", Path(settings.fileName()), "the file can't be written")
        else:
            self.faults.succeeded("settings")

    def show_storage(self, storage: Storage) -> None:
        """Say how this instance keeps its files, if not in the usual way."""
        if storage.mode == UNSAVED:
            self.mode = "Not saving"
            self.show_fault(faults_module.message("folder", storage.folder, storage.problem or "it can't be used"),
                            False)
        elif storage.mode == READ_ONLY:
            self.mode = "Read-only: no autosave"
            self.shown.append("This window opened the data folder read-only: it does not autosave.")
        elif storage.mode == SLOT:
            self.mode = f"Autosave slot {storage.slot}"
        self._update_label()

    def _update_label(self) -> None:
        failing = sorted(self.faults.active)
        text = self.mode or ("Not saved: " + ", ".join(failing) if failing else "")
        if failing and self.mode:
            text = f"{self.mode}; not saved: {', '.join(failing)}"
        self.label.setText(text)
        self.label.setToolTip("\n".join(self.shown[-3:]))
        self.label.setVisible(bool(text))
