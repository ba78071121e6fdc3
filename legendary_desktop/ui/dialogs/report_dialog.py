"""Help → Report a Problem: the player describes what went wrong; one file is written with what replays it.

The dialog lists what the file will hold before it is written (and can show the whole file), then
says where it is. The content comes from `legendary_desktop.report`, made by the table source that holds the game
(ui/table/table_source.py `report_maker`); this module only shows it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import Qt, QUrl, qVersion
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from legendary_desktop.report import contents, dumps, scrub, write_report
from legendary_desktop.ui.table.table_source import ReportMaker


def qt_version() -> str:
    return f"{qVersion()} (PySide6 {pyside_version})"


class ReportDialog(QDialog):
    """Describe the problem, see what the report holds, write it, see where it went."""

    def __init__(self, make: ReportMaker, parent: QWidget | None = None,
                 folder: Path | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Report a Problem")
        self.setMinimumWidth(560)
        self.folder = folder
        self.written: Path | None = None
        self.document = make("", qt_version())  # the table source's: its game, and the fault met at this decision
        layout = QVBoxLayout(self)
        intro = QLabel("What went wrong, and what did you expect instead? One paragraph is plenty. "
                       "The report lets anyone replay this game to the decision it is at now.")
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.description = QPlainTextEdit()
        self.description.setPlaceholderText("e.g. I fought Magneto with 9 Attack but the game said I needed 10.")
        self.description.textChanged.connect(self._update_contents)
        layout.addWidget(self.description, 1)
        self.holds = QLabel("The report file will hold:")
        layout.addWidget(self.holds)
        self.contents = QLabel()
        self.contents.setWordWrap(True)
        self.contents.setTextFormat(Qt.TextFormat.PlainText)  # names and descriptions are never markup
        layout.addWidget(self.contents)
        self.show_file = QPushButton("Show the Whole File")
        self.show_file.setCheckable(True)
        self.file_view = QPlainTextEdit()
        self.file_view.setReadOnly(True)
        self.file_view.setVisible(False)
        self.show_file.toggled.connect(self._toggle_file)
        layout.addWidget(self.show_file, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.file_view, 2)
        self.where = QLabel()
        self.where.setWordWrap(True)
        self.where.setTextFormat(Qt.TextFormat.PlainText)
        self.where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.where)
        self.buttons = QDialogButtonBox()
        self.write_button = self.buttons.addButton("Write Report", QDialogButtonBox.ButtonRole.AcceptRole)
        self.open_folder = self.buttons.addButton("Open Folder", QDialogButtonBox.ButtonRole.ActionRole)
        self.open_folder.setVisible(False)
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.write_button.clicked.connect(self.write)
        self.open_folder.clicked.connect(self._open_folder)
        self.close_button.clicked.connect(self.reject)
        layout.addWidget(self.buttons)
        self._update_contents()

    def _current(self) -> dict[str, object]:
        self.document["description"] = scrub(self.description.toPlainText().strip())  # no folder it names
        return self.document

    def _update_contents(self) -> None:
        self.contents.setText("\n".join(f"• {line}" for line in contents(self._current())))
        if self.file_view.isVisible():
            self.file_view.setPlainText(dumps(self.document))

    def _toggle_file(self, shown: bool) -> None:
        self.file_view.setVisible(shown)
        if shown:
            self.file_view.setPlainText(dumps(self._current()))

    def write(self) -> Path | None:
        """Write the report file; on success say where it is and offer to open its folder."""
        try:
            self.written = write_report(self._current(), self.folder)
        except OSError as err:
            self.where.setText(f"Could not write the report: {err.strerror or err}")
            return None
        self.where.setText(f"Written to {self.written}\nAttach this file when you tell the developers about it. "
                           "They replay it with: legendary-cli replay " + self.written.name)
        self.holds.setText("The report file holds:")
        self.description.setReadOnly(True)
        self.write_button.setEnabled(False)
        self.open_folder.setVisible(True)
        self.close_button.setText("Close")
        return self.written

    def _open_folder(self) -> None:
        if self.written is not None:
            QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.written.parent)))


def internal_error_box(parent: QWidget, message: str, report: Callable[[], object]) -> QMessageBox:
    """The message for an internal error: nothing is lost, the game is back a step; offer the report."""
    box = QMessageBox(QMessageBox.Icon.Warning, "Internal error",
                      "Something went wrong inside the game's rules, so that last action was not applied. "
                      "The game is back at the last good decision, and it is saved there: you can go on playing.",
                      QMessageBox.StandardButton.Close, parent)
    box.setInformativeText("A problem report lets the developers replay this exact game to find the fault.")
    box.setDetailedText(message)
    button = box.addButton("Report a Problem…", QMessageBox.ButtonRole.ActionRole)
    button.clicked.connect(report)
    box.open()
    return box
