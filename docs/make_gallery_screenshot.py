"""Take the Card Gallery's screenshot offscreen: `python docs/make_gallery_screenshot.py [out.png]`.

The main window at 1280×720 with Help → Card Gallery open over it (its title bar is the window manager's,
so not in the picture): the set and card-type filters chosen, a Villain selected, its keyword help beside it.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("LEGENDARY_DESKTOP_DATA", tempfile.mkdtemp())
os.environ.setdefault("XDG_CONFIG_HOME", tempfile.mkdtemp())

W, H = 1280, 720


def main(out: Path, set_id: str = "infinity-saga", card_type: str = "Villain", card: str = "Corvus Glaive") -> None:
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QColor, QPainter

    from legendary_desktop.ui.app import make_app
    from legendary_desktop.ui.learn.card_gallery import CardGallery
    from legendary_desktop.ui.main_window import MainWindow

    app = make_app()
    window = MainWindow()
    window.resize(W, H)
    window.show()
    app.processEvents()
    gallery = CardGallery(window, room=QSize(W, H))
    gallery.show()
    gallery.set_filter("set_id", set_id)
    gallery.set_filter("type_name", card_type)
    names = [e.card.name for e in gallery.shown_entries()]
    gallery.view.setCurrentIndex(gallery.proxy.index(names.index(card), 0))
    gallery.view.setFocus()
    app.processEvents()
    picture = window.grab()
    assert (picture.width(), picture.height()) == (W, H)
    painter = QPainter(picture)
    painter.fillRect(picture.rect(), QColor(0, 0, 0, 90))  # the window behind, dimmed
    x, y = (W - gallery.width()) // 2, (H - gallery.height()) // 2 + 10
    painter.fillRect(x - 1, y - 1, gallery.width() + 2, gallery.height() + 2, QColor("#202020"))
    painter.drawPixmap(x, y, gallery.grab())
    painter.end()
    picture.save(str(out))


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent / "gallery-1280x720.png")
