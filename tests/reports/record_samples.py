"""How the sample reports here were made: games played through the real window, reported from it.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tests/reports/record_samples.py

Each report is written by the window's own Report a Problem dialog (Help menu or end screen), and
its `.expected.json` is taken from the live game in the window at that moment — not from a replay —
so the regression test checks that replaying the report reaches the very position the app was in.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["LEGENDARY_DESKTOP_DATA"] = tempfile.mkdtemp(prefix="legendary-samples-")
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="legendary-samples-config-")

from legendary_desktop.bots import EasyBot  # noqa: E402
from legendary_desktop.report import facts  # noqa: E402
from legendary_desktop.ui.app import make_app  # noqa: E402
from legendary_desktop.ui.demo import play_demo  # noqa: E402
from legendary_desktop.ui.dialogs.report_dialog import ReportDialog  # noqa: E402
from legendary_desktop.ui.main_window import MainWindow  # noqa: E402

HERE = Path(__file__).resolve().parent


def keep(window: MainWindow, name: str, description: str, from_end_screen: bool = False) -> None:
    if from_end_screen:
        window.end_screen.report.click()
    else:
        window.actions_by_name["report"].trigger()
    dialog = window.findChildren(ReportDialog)[-1]
    dialog.description.setPlainText(description)
    written = dialog.write()
    assert written is not None
    shutil.copy(written, HERE / f"{name}.report.json")
    game = window.model.game
    assert game is not None
    expected = {"reached": True, "retry": None, "facts": facts(game)}
    (HERE / f"{name}.expected.json").write_text(json.dumps(expected, indent=2) + "\n", encoding="utf-8")
    dialog.close()
    print(f"{name}: {len(game.answers)} answers, turn {game.turn_number}")


def main() -> int:
    app = make_app()
    window = MainWindow()
    window.show()
    # 1. Mid-game: a 3-player demo (random players), reported from the Help menu during turn 5.
    play_demo(window, 3, 1, 4)
    keep(window, "demo-3p-seed1-turn5", "Sample report: a 3-player demo game (random players, seed 1) reported "
         "from Help > Report a Problem in the middle of turn 5, to check a report replays to the same decision. "
         "Nothing went wrong in it.")
    # 2. A whole 2-player game played by greedy program players through the window, reported from the end screen.
    window.new_game(2, 4)
    model = window.model
    game = model.game
    assert game is not None
    bot = EasyBot(game, 4)
    while game.pending is not None:
        assert model.answer(bot.answer(game.pending))
    app.processEvents()
    assert window.stack.currentWidget() is window.end_screen
    keep(window, "heuristic-2p-seed4-end", "Sample report: a whole 2-player game (greedy program players, seed 4) "
         "reported from the end screen, to pin the final position and score. Nothing went wrong in it.",
         from_end_screen=True)
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
