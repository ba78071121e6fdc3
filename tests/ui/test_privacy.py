"""Pass-and-play privacy: no window shows another seat's private cards before the game ends."""

from __future__ import annotations

from PySide6.QtWidgets import QFileDialog

from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import default_setup, put
from legendary_desktop.engine.visibility import Viewer
from legendary_desktop.persistence.saves import game_log_text
from legendary_desktop.ui.dialogs.report_dialog import ReportDialog
from legendary_desktop.ui.dialogs.stats_window import StatsWindow
from legendary_desktop.ui.table.card_inspector import CardPopup
from legendary_desktop.ui.table.pile_dialog import PileDialog
from legendary_desktop.ui.table.replay_viewer import ReplayViewer

SECRET = "Keen Senses"  # a Hero card of the default setup that no log line names


def second_players_turn(window):
    """A two-person game at Player 2's first decision, with the curtain lifted for them."""
    window.controller.curtain_mode = "private"
    window.model.start(default_setup(2), 11)
    g = window.model.game
    while g.turn.player == 0:
        d = g.pending
        labels = [o.label for o in d.options]
        window.model.answer("end" if "end" in labels else labels[0] if d.max <= 1 else labels[: max(1, d.min)])
    if window.controller.curtain_up:
        window.controller.lift_curtain()
    assert window.controller.revealed == 1
    return g


def face_up(scene, cards):
    return [c for c in cards if (i := scene.items_by_id.get(c)) is not None and i.isVisible() and i.face_up]


def test_replay_viewer_during_a_game_keeps_the_other_seats_hands_face_down(window, qtbot):
    g = second_players_turn(window)
    window.show_replay_viewer()
    viewer = window.findChild(ReplayViewer)
    assert viewer is not None and viewer.live
    viewer.show_step(0)  # Player 1's first decision: their hand was face up then, for them
    first = Game.replay(g.setup, g.seed, [])
    assert first.pending.player == 0 and not face_up(viewer.scene, first.players[0].hand)
    assert not set(first.players[0].hand) & viewer.table.card_ids()  # not even on the table it draws from
    assert "stays hidden" in viewer.position.text()
    viewer.show_step(viewer.replay.steps)  # now: Player 2's own hand, whose turn it is at the screen
    assert face_up(viewer.scene, g.players[1].hand) == g.players[1].hand
    viewer.close()
    assert g.pending.player == 1


def test_replay_viewer_with_open_hands_or_after_the_game_shows_each_deciders_hand(qtbot):
    setup = default_setup(2)
    g = Game(setup, 11)
    g.decide(["end"])
    for viewer in (ReplayViewer(setup, 11, g.replay_answers(), live=False),
                   ReplayViewer(setup, 11, g.replay_answers(), live=True,
                                viewer=Viewer(1, open_hands=True))):
        qtbot.addWidget(viewer)
        viewer.show_step(0)
        first = Game.replay(setup, 11, [])
        assert face_up(viewer.scene, first.players[0].hand) == first.players[0].hand


def test_export_report_statistics_and_a_players_panel_hold_nothing_of_another_seats_hand(window, qtbot, tmp_path,
                                                                                       monkeypatch):
    g = second_players_turn(window)
    secret = put(g, SECRET, "hand", 0)  # only in Player 1's hand: no window may name it during the game
    assert all(SECRET not in e.text for e in g.events)
    target = tmp_path / "log.txt"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    window.export_log()
    assert SECRET not in target.read_text() and SECRET not in game_log_text(g)
    report = window.report_problem()
    assert isinstance(report, ReportDialog)
    report.show_file.setChecked(True)
    assert SECRET not in report.contents.text() and SECRET not in report.file_view.toPlainText()
    report.close()
    stats = StatsWindow(window.model.storage.folder / "history.jsonl", window)
    qtbot.addWidget(stats)
    assert SECRET not in stats.text.toPlainText()
    window.browse_pile("victory:0")  # the large view of Player 1's panel: their Victory Pile only
    dialogs = window.findChildren(PileDialog)
    assert dialogs and all(SECRET not in d.grid.item(i).text() for d in dialogs for i in range(d.grid.count()))
    for d in dialogs:
        d.close()
    window.show_card_popup(secret)  # a card face down on the table opens no large view
    assert not [p for p in window.findChildren(CardPopup) if p.isVisible()]
