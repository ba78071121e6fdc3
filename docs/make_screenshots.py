"""Take the README's screenshots offscreen: `python docs/make_screenshots.py [out_dir]`.

At 1280×720 and 1920×1080: the start of a 5-player game, a game with a choice open (random players play),
and the end screen of a 3-player game the Easy computer players played. The curtain is off (nobody's hand
is private in a picture).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("LEGENDARY_DESKTOP_DATA", tempfile.mkdtemp())
os.environ.setdefault("XDG_CONFIG_HOME", tempfile.mkdtemp())


def main(out: Path) -> None:
    from legendary_desktop.bots import RandomBot
    from legendary_desktop.bots.seats import make_bot
    from legendary_desktop.ui.app import make_app
    from legendary_desktop.ui.dialogs.preferences import Preferences
    from legendary_desktop.ui.main_window import MainWindow

    app = make_app()
    out.mkdir(parents=True, exist_ok=True)
    for w, h in ((1280, 720), (1920, 1080)):
        window = MainWindow()
        window.apply_preferences(Preferences("off", "open", "normal"))
        window.model.keep_files = False
        window.resize(w, h)
        window.show()
        app.processEvents()

        def shot(name: str, window: MainWindow = window, w: int = w, h: int = h) -> None:
            app.processEvents()
            window.view.fit()
            app.processEvents()
            image = window.grab()
            assert (image.width(), image.height()) == (w, h), (image.width(), image.height())
            image.save(str(out / f"{name}-{w}x{h}.png"))

        window.new_game(5, 30)
        shot("start")
        g = window.model.game
        assert g is not None
        bot = RandomBot(4)
        while g.pending is not None and not (g.pending.kind == "choose_cards" and len(g.pending.options) >= 3
                                             and g.turn.number >= 4):
            window.model.answer(bot.answer(g.pending))
        if g.pending is not None:
            shot("choice")
        window.new_game(3, 32)  # the end screen of a game played by computer players, worth reading
        g = window.model.game
        assert g is not None
        players = [make_bot("easy", g, i, 32) for i in range(len(g.players))]
        while g.pending is not None:
            window.model.answer(players[g.pending.player].answer(g.pending))
        shot("end")
        window.close()


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent)
