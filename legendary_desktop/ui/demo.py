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
    g = model.game
    assert g is not None
    bot = RandomBot(seed)
    while g.pending is not None and g.turn.number <= turns:
        model.answer(bot.answer(g.pending))
    while g.pending is not None and g.pending.player == g.turn.player:
        plays = [o.label for o in g.pending.options if o.label.startswith("play:")]
        if g.pending.kind == "action" and (not plays or len(g.players[g.turn.player].hand) <= 2):
            break
        model.answer(plays[0] if g.pending.kind == "action" else bot.answer(g.pending))
