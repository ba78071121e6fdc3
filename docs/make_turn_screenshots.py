"""Take the screenshots of Quick Game, the computers' turn summary and My Deck, offscreen, at 1280×720:
`python docs/make_turn_screenshots.py [out_dir]`. A dialog is drawn over the window where it opens.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("LEGENDARY_DESKTOP_DATA", tempfile.mkdtemp())
os.environ.setdefault("XDG_CONFIG_HOME", tempfile.mkdtemp())

SIZE = (1280, 720)


def main(out: Path) -> None:
    from PySide6.QtGui import QColor, QPainter, QPixmap
    from PySide6.QtWidgets import QWidget

    from legendary_desktop.bots.seats import make_bot
    from legendary_desktop.setup.randomizer import random_setup
    from legendary_desktop.ui.app import make_app
    from legendary_desktop.ui.dialogs.preferences import Preferences
    from legendary_desktop.ui.main_window import MainWindow

    app = make_app()
    out.mkdir(parents=True, exist_ok=True)
    window = MainWindow()
    window.apply_preferences(Preferences("off", "private", "normal"))
    window.model.keep_files = False
    window.resize(*SIZE)
    window.show()
    app.processEvents()

    def shot(name: str, dialog: QWidget | None = None) -> None:
        app.processEvents()
        window.view.fit()
        app.processEvents()
        image: QPixmap = window.grab()
        assert (image.width(), image.height()) == SIZE, (image.width(), image.height())
        if dialog is not None:
            dialog.resize(min(dialog.width(), SIZE[0] - 80), min(dialog.height(), SIZE[1] - 80))
            app.processEvents()
            picture = dialog.grab()
            painter = QPainter(image)
            x, y = (SIZE[0] - picture.width()) // 2, (SIZE[1] - picture.height()) // 2
            painter.drawPixmap(x, y, picture)
            painter.setPen(QColor("#c9a227"))  # the edge a window manager would draw
            painter.drawRect(x - 1, y - 1, picture.width() + 1, picture.height() + 1)
            painter.end()
        image.save(str(out / f"{name}-{SIZE[0]}x{SIZE[1]}.png"))

    quick = window.ask_quick_game()
    assert quick is not None
    quick.spin.setValue(3)
    shot("quick-game", quick)
    quick.reject()

    seats = ("human", "easy", "normal")
    window.computers.set_paused(True)  # the computers' answers are given here, so the picture is the same
    window.model.start(random_setup(3, 8), 8, seats)
    g = window.model.game
    assert g is not None
    bots = {i: make_bot(kind, g, i, 8) for i, kind in enumerate(seats) if kind != "human"}
    person = make_bot("easy", g, 0, 9)
    while g.turn.number < 7 or g.pending is None or g.turn.player != 0 or g.pending.kind != "action":
        d = g.pending
        assert d is not None
        window.model.answer((bots.get(d.player) or person).answer(d))
    shot("computer-summary")
    deck = window.show_my_deck()
    assert deck is not None
    shot("my-deck", deck)
    window.close()


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent)
