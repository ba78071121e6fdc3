"""Access to packaged resources through importlib.resources (works installed or from source)."""

from __future__ import annotations

from importlib import resources

from PySide6.QtGui import QIcon, QPixmap


def resource_bytes(name: str) -> bytes:
    return resources.files("legendary_desktop.resources").joinpath(name).read_bytes()


def app_icon() -> QIcon:
    pixmap = QPixmap()
    pixmap.loadFromData(resource_bytes("app-icon.svg"), "SVG")
    return QIcon(pixmap)


def stylesheet() -> str:
    """The application's Qt stylesheet (resources/board.qss); its images are named from @RESOURCES@, the
    folder the resources are in."""
    folder = str(resources.files("legendary_desktop.resources")).replace("\\", "/")
    return resource_bytes("board.qss").decode("utf-8").replace("@RESOURCES@", folder)
