"""The board plays whole games by clicks, keeps hands private behind the curtain, and logs every event."""

from __future__ import annotations

import html
import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import Driver, face_up_hand_owners
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from legendary_desktop.engine.decision import ACTION
from legendary_desktop.engine.knowledge import private_decision as needs_privacy
from legendary_desktop.ui.table.card_item import BLOCKED, DIMMED, NORMAL, OPTION


def check_privacy(window) -> None:
    """Behind the curtain no hand is face up; at the table only the deciding player's hand is."""
    owners = face_up_hand_owners(window)
    g = window.model.game
    if window.stack.currentWidget() is window.curtain:
        assert owners == set()
    elif g.pending is not None:
        assert owners <= {g.pending.player}


@pytest.mark.parametrize("mode", ["private", "always"])
def test_curtain_covers_the_table_whenever_the_next_player_would_see_private_cards(window, mode):
    window.controller.curtain_mode = mode
    window.model.keep_files = False  # the curtain is under test, not the autosave
    window.new_game(3, 5)
    driver = Driver(window, 5)
    g = window.model.game
    assert driver.curtain_up()
    assert window.curtain.player == g.pending.player
    assert face_up_hand_owners(window) == set()
    last = None
    public = 0
    for _ in range(300):
        if g.over:
            break
        if not driver.curtain_up():
            if last is not None and g.pending.player != last:
                # only a decision that shows nothing private goes on without a curtain, and no hand shows then
                assert mode == "private" and not needs_privacy(g, g.pending)
                assert face_up_hand_owners(window) == set()
                public += 1
            last = g.pending.player
            assert face_up_hand_owners(window) <= {g.pending.player}
        else:
            assert face_up_hand_owners(window) == set()
            last = None
        driver.step()
    if mode == "always":
        assert public == 0


def test_curtain_lifts_on_enter_after_a_pause_and_shows_only_that_players_hand(window, qtbot):
    window.new_game(2, 1)
    g = window.model.game
    window.curtain.enter_pause_ms = 60_000  # "too soon", however slow the machine running the test
    for key in (Qt.Key.Key_Space, Qt.Key.Key_E, Qt.Key.Key_Return):  # a stray key, End Turn's key, Enter too soon
        QTest.keyClick(window.curtain, key)
    QTest.mouseClick(window.curtain, Qt.MouseButton.LeftButton)  # a stray click on the cover
    assert window.stack.currentWidget() is window.curtain
    window.curtain.enter_pause_ms = 100
    qtbot.wait(150)
    QTest.keyClick(window.curtain, Qt.Key.Key_Return)
    assert window.stack.currentWidget() is window.table
    assert face_up_hand_owners(window) == {g.pending.player}


def test_clicks_on_items_that_are_not_options_change_nothing(window):
    window.new_game(2, 2)
    driver = Driver(window, 2)
    g = window.model.game
    driver.lift_curtain()
    while g.pending.kind != ACTION:
        driver.step()
    answers = len(g.answers)
    pending = g.pending
    scene = window.scene
    others = [i for i in scene.items_by_id.values() if i.isVisible() and i.state in (NORMAL, DIMMED, BLOCKED)]
    assert others, "a main phase shows some cards that are not options (Scheme, Mastermind...)"
    for item in others:
        QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         window.view.mapFromScene(item.sceneBoundingRect().center()))
    for pile in ("villain_deck", "hero_deck", "wounds", "bystanders", "deck"):
        scene.pile_clicked(pile)
    assert len(g.answers) == answers
    assert g.pending is pending


def test_blocked_cards_say_why_in_a_tooltip(window):
    window.new_game(2, 4)
    driver = Driver(window, 4)
    driver.lift_curtain()
    g = window.model.game
    while g.pending.kind != ACTION:
        driver.step()
    blocked = [i for i in window.scene.items_by_id.values() if i.isVisible() and i.state == BLOCKED]
    assert blocked
    assert all(i.toolTip() for i in blocked)


def test_end_turn_asks_first_when_recruit_or_attack_is_unspent(window):
    from legendary_desktop.engine.actions import spendable

    window.new_game(2, 6)
    driver = Driver(window, 6)
    driver.lift_curtain()
    g = window.model.game
    while g.pending.kind != ACTION or driver.curtain_up():
        driver.step()
    def usable() -> bool:  # Recruit or Attack left that a Hero in the HQ or a Villain could take
        recruit, attack = spendable(g.pending.options)
        return bool((g.turn.recruit and recruit) or (g.turn.attack and attack))

    while not usable():
        play = next((o for o in g.pending.options if o.label.startswith("play:")), None)
        if play is not None:
            driver.click_item(window.scene.items_by_id[play.card])
        else:  # a hand that buys and beats nothing: the next turn
            window.model.answer("end")
        while g.pending.kind != ACTION or driver.curtain_up():
            driver.step()
    turn = g.turn.number
    window.actions_by_name["end_turn"].trigger()
    bar = window.prompt_bar
    assert bar.end_anyway.isVisible() and bar.keep_playing.isVisible()
    assert g.turn.number == turn
    QTest.mouseClick(bar.keep_playing, Qt.MouseButton.LeftButton)
    assert bar.end_turn.isVisible() and g.turn.number == turn
    QTest.mouseClick(bar.end_turn, Qt.MouseButton.LeftButton)
    QTest.mouseClick(bar.end_anyway, Qt.MouseButton.LeftButton)
    assert g.turn.number == turn + 1 or g.over


def test_keyboard_tab_and_enter_play_a_card(window):
    window.new_game(2, 8)
    driver = Driver(window, 8)
    driver.lift_curtain()
    g = window.model.game
    while g.pending.kind != ACTION:
        driver.step()
    window.view.setFocus()
    answers = len(g.answers)
    QTest.keyClick(window.view, Qt.Key.Key_Tab)
    assert window.scene.focused_card() is not None
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert len(g.answers) == answers + 1


def test_every_engine_event_appears_in_the_log(window):
    window.model.keep_files = False
    window.new_game(3, 9)
    driver = Driver(window, 9)
    g = window.model.game
    for _ in range(300):
        if driver.at_end():
            break
        driver.step()
    text = window.log_dock.plain_text()
    assert window.log_dock.lines == len(g.events)
    for event in g.events:
        assert html.unescape(event.text) in text
        assert f"T{event.turn}" in text


def test_a_card_choice_shows_each_option_once_in_the_overlay_above_a_dimmed_table(window):
    window.new_game(5, 12)
    driver = Driver(window, 12)
    g = window.model.game
    scene = window.scene
    for _ in range(3000):
        if g.over:
            pytest.skip("no card choice came up in this game")
        d = g.pending
        if not driver.curtain_up() and d.kind == "choose_cards":
            option_cards = {o.card for o in d.options}
            shown = [i for i in scene.overlay_items.values() if i.isVisible()]
            assert sorted(i.card_id for i in shown) == sorted(option_cards)
            assert all(i.state == OPTION and i.face_up for i in shown)
            for item in scene.items_by_id.values():
                if item.isVisible() and item.face_up:
                    assert item.state == DIMMED and not item.clickable
            assert set(scene.clickables()) == set(shown)
            assert not scene.overlaps()
            # "Look at the Table" hides the overlay; the options that are on the table light up there
            QTest.mouseClick(window.prompt_bar.peek, Qt.MouseButton.LeftButton)
            assert not any(i.isVisible() for i in scene.overlay_items.values())
            assert all(i.card_id in option_cards and i.layer == "table" for i in scene.clickables())
            QTest.mouseClick(window.prompt_bar.peek, Qt.MouseButton.LeftButton)
            assert all(i.isVisible() for i in shown)
            return
        driver.step()


def test_model_refuses_a_wrong_answer_and_nothing_changes(window):
    window.new_game(2, 1)
    g = window.model.game
    refused = []
    window.model.answerRefused.connect(refused.append)
    before = (len(g.answers), len(g.events))
    assert window.model.answer("fight:99999") is False
    assert (len(g.answers), len(g.events)) == before
    assert refused


def test_demo_writes_a_screenshot(tmp_path: Path):
    png = tmp_path / "board.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-m", "legendary_desktop", "--demo", "--players", "5", "--seed", "1", "--turns", "6",
         "--size", "1280x720", "--screenshot", str(png)],
        env=env, capture_output=True, text=True, timeout=120,
    )
    assert result.returncode == 0, result.stderr
    data = png.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert len(data) > 50_000
    width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
    assert (width, height) == (1280, 720)  # exactly the size asked for: the demo's prompt did not grow it


def test_a_killbot_in_the_city_is_labelled_as_one(window):
    from legendary_desktop.engine.positions import default_setup, put

    window.controller.curtain_enabled = False
    window.start_game(default_setup(2, "Red Skull", "Replace Earth's Leaders with Killbots"), 3)
    g = window.model.game
    put(g, "Bystander", "city:Bridge")
    window.controller.refresh()
    assert window.scene.pills["city4"].text.startswith("Killbot: Attack")


def test_ordering_cards_lies_in_the_overlay_with_numbered_places_moved_by_keys(window):
    # The Amazing Spider-Man: cheap cards go to hand, the rest go back in the order the player sets.
    from legendary_desktop.engine.positions import default_setup, put

    window.controller.curtain_enabled = False
    window.start_game(default_setup(2, "Red Skull", "Super Hero Civil War"), 4)
    g = window.model.game
    while g.pending.kind != ACTION:
        window.model.answer(g.pending.options[0].label)
    player = g.turn.player
    put(g, "Hulk Smash!", "deck", player)
    put(g, "S.H.I.E.L.D. Agent", "deck", player)
    put(g, "Call Lightning", "deck", player)
    spidey = put(g, "The Amazing Spider-Man", "hand", player)
    window.controller.refresh()
    window.model.answer(f"play:{spidey}")
    scene = window.scene
    assert g.pending.kind == "order" and scene.arranging()
    shown = sorted(scene.clickables(), key=lambda i: i.x())
    assert sorted(g.cards[i.card_id].name for i in shown) == ["Call Lightning", "Hulk Smash!"]
    assert all(i.layer == "overlay" and i.face_up for i in shown)
    assert [i.caption for i in shown] == ["1 · top card", "2"]  # each card's place, by number
    # shown once: in the overlay, not also on the table
    on_table = [c for c, i in scene.items_by_id.items() if i.isVisible() and i.face_up and i.clickable]
    assert not on_table
    assert not scene.overlaps()
    first, second = shown[0].card_id, shown[1].card_id
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Right)  # the focus walks to the first card, then the second
    QTest.keyClick(window.view, Qt.Key.Key_Right)
    assert scene.focused_card() == second
    QTest.keyClick(window.view, Qt.Key.Key_Left, Qt.KeyboardModifier.ShiftModifier)  # it moves to the front
    assert scene.focused_card() == second  # the focus goes with it
    assert scene.overlay_items[second].caption == "1 · top card"
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    deck = g.players[player].deck
    assert (deck[-1], deck[-2]) == (second, first)  # leftmost on top
    assert "S.H.I.E.L.D. Agent" in [g.cards[c].name for c in g.players[player].hand]


def test_a_decision_updates_only_the_items_that_changed(window):
    # The scene keeps an id -> item map and touches only items whose place or state changed.
    window.controller.curtain_enabled = False
    window.new_game(5, 12)
    g = window.model.game
    while g.pending.kind != ACTION:
        window.model.answer(g.pending.options[0].label)
    play = next(o.label for o in g.pending.options if o.label.startswith("play:"))
    window.model.answer(play)
    changed = window.scene.updates
    window.scene.reset()  # a full redraw, for comparison
    window.controller.refresh()
    assert 0 < changed < window.scene.updates / 2
