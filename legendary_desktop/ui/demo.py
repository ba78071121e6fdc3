"""`--demo`: random players play some turns on the real window (used for screenshots and smoke tests)."""

from __future__ import annotations

from legendary_desktop.bots import RandomBot
from legendary_desktop.ui.main_window import MainWindow


def play_demo(window: MainWindow, players: int, seed: int, turns: int) -> None:
    """Start a game and let random players answer until `turns` turns are done.

    Then the next player plays all but two cards of their hand, so the picture shows a turn in progress.
    The curtain is switched off: nobody's hand is private in a demo.
    """
    window.controller.curtain_enabled = False
    window.model.keep_files = False  # a demo never replaces the player's autosave or history
    window.new_game(players, seed)
    model = window.model
    bot = RandomBot(seed)
    while (d := model.pending) is not None and model.step()[1] <= turns:
        model.answer(bot.answer(d))
    while (d := model.pending) is not None and (t := model.table()) is not None and d.player == t.turn.player:
        plays = [o.label for o in d.options if o.label.startswith("play:")]
        if d.kind == "action" and (not plays or len(t.players[t.turn.player].hand or ()) <= 2):
            break
        model.answer(plays[0] if d.kind == "action" else bot.answer(d))
