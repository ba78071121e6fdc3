"""What the table tells the players: Play All, Select All/None, banners, the curtain's summary, the large
view's context, the end of the game with hands open, preferences, one Open command, the Replay Viewer."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from legendary_desktop.engine.decision import ACTION
from legendary_desktop.engine.positions import default_setup, put
from legendary_desktop.engine.table_facts import card_context
from legendary_desktop.ui.dialogs.preferences import Preferences
from legendary_desktop.ui.qt_compat import menu_of
from legendary_desktop.ui.table.card_inspector import CardPopup
from legendary_desktop.ui.table.events_view import banner_for
from legendary_desktop.ui.table.log_dock import event_html


def to_main_phase(window) -> None:
    g = window.model.game
    while g.pending.kind != ACTION:
        window.model.answer(g.pending.options[0].label)



def answer_on(window) -> None:
    """Move the game on by one answer: the first option, or End Turn in the main phase."""
    g = window.model.game
    window.model.answer(g.pending.options[0].label if g.pending.kind != ACTION else "end")

def test_play_all_button_plays_every_card_that_asks_nothing_in_one_decision(window):
    window.controller.curtain_enabled = False
    window.new_game(2, 5)
    to_main_phase(window)
    g = window.model.game
    plain = [c for c in g.players[g.turn.player].hand if g.cards[c].on_play is None and g.cards[c].is_hero]
    button = next(b for b in window.prompt_bar.option_buttons if b.property("optionLabel") == "play_all")
    answers = len(g.answers)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert len(g.answers) == answers + 1 and g.answers[-1] == ["play_all"]
    assert all(c in g.turn.played for c in plain)


def test_select_all_and_none_in_an_any_number_choice(window):
    # Ymir's Fight: a player KOs any number of Wounds from their hand and discard pile.
    window.controller.curtain_enabled = False
    window.model.keep_files = False
    window.start_game(default_setup(2, "Loki", "Super Hero Civil War", villains=("Enemies of Asgard", "Skrulls")), 4)
    g = window.model.game
    to_main_phase(window)
    player = g.turn.player
    wounds = [put(g, "Wound", "hand", player), put(g, "Wound", "discard", player), put(g, "Wound", "discard", player)]
    ymir = put(g, "Ymir, Frost Giant King", "city:Bridge")
    g.turn.attack += 10
    g.refresh()
    window.controller.refresh()
    window.model.answer(f"fight:{ymir}")
    d = g.pending
    if d.kind == "choose_one":  # choose the player who may KO Wounds: this one
        window.model.answer(next(o.label for o in d.options if str(player + 1) in o.text or o.label.endswith(
            str(player))))
    d = g.pending
    assert d.kind == "choose_cards" and d.min == 0 and d.max == len(d.options)
    bar = window.prompt_bar
    assert bar.select_all.isVisible() and bar.select_none.isVisible()
    QTest.mouseClick(bar.select_all, Qt.MouseButton.LeftButton)
    assert sorted(window.controller.selected) == sorted(o.card for o in d.options)
    # the Wounds, copies of one card in one hand, are one face: it is chosen
    assert all(window.scene.overlay_items[group[0]].state == "selected" for group in window.controller.groups)
    QTest.mouseClick(bar.select_none, Qt.MouseButton.LeftButton)
    assert window.controller.selected == []
    QTest.mouseClick(bar.select_all, Qt.MouseButton.LeftButton)
    QTest.mouseClick(bar.confirm, Qt.MouseButton.LeftButton)
    assert all(w in g.ko_pile for w in wounds)


def test_banners_announce_villain_cards_strikes_twists_escapes_and_ambushes():
    from legendary_desktop.engine.state import Event

    assert banner_for(Event(1, "reveal", "Villain Deck: Melter.", (3,)))[0] == "Villain Deck reveals Melter"
    assert banner_for(Event(1, "reveal", "Player 1 reveals a Tech Hero.")) is None
    for kind in ("strike", "twist", "escape", "ambush"):
        assert banner_for(Event(1, kind, "Something happens.")) is not None
    assert banner_for(Event(1, "play", "Player 1 plays Hulk Smash!.")) is None


def test_each_villain_card_revealed_gets_its_banner_in_its_own_step(window):
    """Every Villain card revealed is news on the table at the step it is revealed (first on show, the rest
    queued behind it), and only then: the next answer takes it away."""
    window.controller.curtain_enabled = False
    window.model.keep_files = False
    window.new_game(2, 3)
    g = window.model.game
    reveals = 0
    for _ in range(120):
        if g.over:
            break
        before = len(g.events)
        answer_on(window)
        news = [e for e in g.events[before:] if banner_for(e) is not None and e.turn >= g.turn_number]
        wanted = [banner_for(e)[0] for e in news]
        banners = window.banners
        on_show = [banners.showing[1]] if banners.showing is not None else []
        assert on_show + [text for _, _, text, _ in banners.queue] == wanted
        assert window.scene.banner.isVisible() == bool(wanted)
        reveals += sum(1 for t in wanted if t.startswith("Villain Deck reveals"))
    assert reveals >= 5


def test_strikes_and_twists_are_coloured_in_the_log(window):
    from legendary_desktop.engine.state import Event

    window.new_game(2, 1)
    strike = event_html(window.model.card_def, Event(2, "strike", "Master Strike! Red Skull strikes."))
    twist = event_html(window.model.card_def, Event(2, "twist", "Scheme Twist 1!"))
    plain = event_html(window.model.card_def, Event(2, "play", "Player 1 plays a card."))
    assert "#ffab40" in strike and "<b>" in strike
    assert "#7ee787" in twist and "<b>" in twist
    assert "#ffab40" not in plain and "#7ee787" not in plain


def test_the_curtain_says_one_sentence_and_what_happened_since_your_last_turn(window):
    window.new_game(3, 2)
    g = window.model.game
    curtain = window.curtain
    assert curtain.isVisible()
    QTest.mouseClick(curtain.button, Qt.MouseButton.LeftButton)
    first = g.pending.player
    while not g.over and (g.pending.player == first or not curtain.isVisible()):
        if curtain.isVisible():
            QTest.mouseClick(curtain.button, Qt.MouseButton.LeftButton)
            continue
        labels = g.pending.labels
        window.model.answer("end" if "end" in labels else labels[0])
    reason = curtain.reason.text()
    assert reason.count(".") == 1 and reason.endswith(".")
    assert g.players[curtain.player].name in reason
    assert reason.count(g.players[curtain.player].name) == 1  # said once, not "Player 3 must decide: Player 3: ..."
    summary = curtain.summary.text()
    assert summary.startswith("Since you last saw the table")
    assert any(e.text in summary for e in g.events if e.kind == "reveal")


def test_large_view_fits_720_and_tells_tactics_left_and_cards_held(window, qtbot):
    window.controller.curtain_enabled = False
    window.new_game(2, 1)
    g = window.model.game
    villain = put(g, "Melter", "city:Bridge")
    bystander = put(g, "Bystander", "bystanders:Bridge")
    window.controller.refresh()
    assert "4 Tactics left" in card_context(g, g.mastermind_card)
    assert "1 captured Bystander" in card_context(g, villain)
    popup = CardPopup(g.cards[g.mastermind_card], window, card_context(g, g.mastermind_card), room_h=720)
    qtbot.addWidget(popup)
    popup.show()
    assert popup.height() <= 720 and popup.minimumSizeHint().height() <= 720
    assert "4 Tactics left" in popup.inspector.text.text()
    strip = window.scene.pills["city4"]
    assert bystander in [c for c, _ in strip.held]  # drawn as a small card under the Villain


def test_after_the_game_every_hand_and_deck_is_open(window):
    window.controller.curtain_enabled = True
    window.model.keep_files = False
    window.new_game(2, 40)
    g = window.model.game
    from legendary_desktop.bots import RandomBot

    bot = RandomBot(1)
    while not g.over:
        window.model.answer(bot.answer(g.pending))
    assert window.stack.currentWidget() is window.end_screen
    QTest.mouseClick(window.end_screen.show_board, Qt.MouseButton.LeftButton)
    hand = g.players[window.scene.hand_owner].hand
    assert all(window.scene.items_by_id[c].face_up for c in hand)
    assert window.scene.piles["deck"].face_up or not g.players[window.scene.hand_owner].deck


def test_preferences_are_kept_and_applied(window):
    prefs = Preferences("slow", "always", "large")
    prefs.save()
    again = Preferences.load()
    assert (again.animation, again.curtain, again.text_size) == ("slow", "always", "large")
    window.apply_preferences(again)
    assert window.animator.duration_ms > 0 and window.controller.curtain_mode == "always"
    assert window.scene.text_scale > 1
    window.apply_preferences(Preferences("off", "private", "normal"))
    Preferences().save()
    QSettings().sync()


def test_animations_move_cards_without_blocking_input(window, qtbot):
    window.apply_preferences(Preferences("normal", "open", "normal"))
    window.new_game(2, 6)
    to_main_phase(window)
    g = window.model.game
    play = next(o for o in g.pending.options if o.label.startswith("play:"))
    window.model.answer(play.label)
    assert window.animator.running
    item = window.scene.items_by_id[play.card]
    place = window.scene.places[play.card]
    assert (item.x(), item.y()) != (place.x, place.y)  # on its way
    second = next(o for o in g.pending.options if o.label.startswith("play:") or o.label == "end")
    assert window.model.answer(second.label)  # input is taken during the animation
    qtbot.waitUntil(lambda: not window.animator.running, timeout=60_000)  # generous: a loaded machine
    for card_id, place in window.scene.places.items():
        it = window.scene.items_by_id[card_id]
        assert (it.x(), it.y()) == (place.x, place.y)


def test_one_open_command_and_a_confirmation_before_replacing_a_game(window, monkeypatch):
    texts = [a.text().replace("&", "") for a in menu_of(window.menuBar().actions()[0]).actions()]
    assert sum(t.startswith("Open") and not t.startswith("Open Hands") for t in texts) == 1
    assert not any(t.startswith("Load") for t in texts)
    window.new_game(2, 1)
    asked = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: asked.append(a) or QMessageBox.StandardButton.No)
    seed = window.model.game.seed
    window.ask_quick_game()
    assert asked and window.model.game.seed == seed


def test_replay_viewer_fits_1280x720_and_its_turn_box_follows(window, qtbot):
    from legendary_desktop.ui.table.replay_viewer import ReplayViewer

    window.controller.curtain_enabled = False
    window.model.keep_files = False
    window.new_game(2, 3)
    g = window.model.game
    while g.turn_number < 4:
        answer_on(window)
    viewer = ReplayViewer(g.setup, g.seed, g.replay_answers(), window)
    qtbot.addWidget(viewer)
    viewer.show()
    room = viewer.screen().availableGeometry()
    assert viewer.width() <= room.width() and viewer.height() <= room.height()  # fits whatever the screen
    hint = viewer.minimumSizeHint()
    assert hint.width() <= 1280 and hint.height() <= 720
    assert viewer.turn_box.value() == g.turn_number
    viewer.show_step(0)
    assert viewer.turn_box.value() == 1
    assert viewer.log.wordWrap()


def test_hovering_a_card_explains_its_keywords(window):
    from legendary_desktop.engine.keyword_help import keyword

    window.controller.curtain_enabled = False
    window.new_game(2, 1)
    g = window.model.game
    villain = put(g, "Melter", "city:Bridge")  # "Fight: each player reveals the top card of their deck..."
    window.controller.refresh()
    tip = window.scene.items_by_id[villain].toolTip()
    meaning = keyword("Fight").meaning
    assert g.cards[villain].text.startswith("Fight:") and meaning in tip
    window.scene.cardHovered.emit(villain)
    assert meaning in window.inspector_dock.inspector.text.text()


def test_size_option_is_checked():
    import argparse

    import pytest

    from legendary_desktop.ui.app import parse_size

    assert parse_size("1280x720") == (1280, 720)
    for bad in ("1280", "axb", "10x10"):
        with pytest.raises(argparse.ArgumentTypeError):
            parse_size(bad)


def test_the_evil_wins_meter_reads_the_schemes_own_count():
    from legendary_desktop.engine.game import Game
    from legendary_desktop.engine.table_facts import meter_words

    g = Game(default_setup(2, "Red Skull", "Midtown Bank Robbery"), 1)
    assert meter_words(g) == ("Carried away", "0 / 8", 0.0, ())
    g.bystanders_carried_away = 6
    assert meter_words(g) == ("Carried away", "6 / 8", 0.75, ())
    g = Game(default_setup(2, "Red Skull", "The Legacy Virus"), 1)
    headline, value, fraction, more = meter_words(g)
    assert headline == "Wounds left" and value == str(len(g.wound_stack)) and fraction is None and more == ()


def test_option_captions_say_where_a_card_is():
    from legendary_desktop.ui.table.play_controller import option_caption

    assert option_caption("Melter", "Melter (Bank)") == "Bank"
    assert option_caption("S.H.I.E.L.D. Agent", "S.H.I.E.L.D. Agent (played)") == "Played"
    assert option_caption("Loki", "Skrull Loki") == "Skrull Loki"


def test_a_resize_during_an_animation_leaves_every_card_in_its_new_place(window, qtbot):
    window.apply_preferences(Preferences("slow", "open", "normal"))
    window.model.keep_files = False
    window.new_game(2, 6)
    to_main_phase(window)
    g = window.model.game
    play = next(o for o in g.pending.options if o.label.startswith("play:"))
    window.model.answer(play.label)
    assert window.animator.running
    window.resize(window.width() - 200, window.height() - 100)
    qtbot.wait(50)
    qtbot.waitUntil(lambda: not window.animator.running, timeout=60_000)  # generous: a loaded machine
    for card_id, place in window.scene.places.items():
        item = window.scene.items_by_id[card_id]
        assert (item.x(), item.y()) == (place.x, place.y)


def test_cards_attached_to_a_villain_show_under_it_and_in_the_large_view(window):
    from legendary_desktop.engine.attachments import attach

    window.controller.curtain_enabled = False
    window.new_game(2, 1)
    g = window.model.game
    villain = put(g, "Melter", "city:Bridge")
    wound = g.wound_stack[-1]
    attach(g, villain, "Wounds", wound)
    window.controller.refresh()
    strip = window.scene.pills["city4"]
    assert strip.held == []  # a pile it holds is a named mark on the card itself, not a bare chip under it
    assert [m.text for m in window.scene.items_by_id[villain].marks] == ["Wounds 1"]
    assert "Wounds: Wound" in card_context(g, villain)
    assert not window.scene.overlaps()


def peeking(window, looked: int = 3, also: tuple[str, ...] = ()):
    """A test-only Hero in hand that looks at the top cards of the Villain Deck (engine/peek.py), played."""
    import sys
    from pathlib import Path

    from legendary_desktop.engine import peek
    from legendary_desktop.engine.positions import catalog_with, position

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine" / "foundation"))
    from kit import hero, hero_group

    def peeker(c):
        yield from peek.peek(c.g, c.player, c.g.villain_deck, looked, "Top or bottom?", "Peeker")

    g = position(heroes=["Test Hero"], cat=catalog_with(*hero_group(hero("Peeker", on_play=peeker))),
                 hand=["Peeker", *also])
    window.controller.curtain_enabled = False
    window.model.keep_files = False
    window.model.adopt(g)
    g = window.model.game
    peeker_id = next(o.card for o in g.pending.options if o.label.startswith("play:")
                     and g.cards[o.card].name == "Peeker")
    looked_at = g.villain_deck[::-1][:looked]
    window.model.answer(f"play:{peeker_id}")
    assert g.pending.kind == "top_bottom"
    return g, looked_at


def test_top_or_bottom_lies_full_size_in_the_overlay_with_top_and_bottom_buttons(window):
    from legendary_desktop.ui.table.board_items import DeckGapItem, OverlayButton

    g, (a, b, c) = peeking(window)
    scene = window.scene
    assert scene.arranging() and scene.overlay_shown()
    cards = sorted(scene.clickables(), key=lambda i: i.x())
    assert [i.card_id for i in cards] == [a, b, c]  # each card once, the topmost first
    assert all(i.layer == "overlay" for i in cards)
    assert min(i.w for i in cards) >= 150  # full size, not a 54 px icon in a list
    assert [i.caption for i in cards] == ["Top card", "2nd from the top", "3rd from the top"]
    assert [i for i in scene.overlay_controls if isinstance(i, DeckGapItem)]
    assert not scene.overlaps()
    assert min(px for _, px in scene.text_sizes(1.0)) >= 9
    # the Bottom button under the topmost card sends it under the deck
    bottom = next(i for i in scene.overlay_controls if isinstance(i, OverlayButton) and i.card == a
                  and i.action == "bottom")
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     window.view.mapFromScene(bottom.rect.center()))
    assert scene.overlay_items[a].caption == "Very bottom"
    assert next(i for i in scene.overlay_controls if isinstance(i, OverlayButton) and i.card == a
                and i.action == "bottom").checked
    QTest.mouseClick(window.prompt_bar.confirm, Qt.MouseButton.LeftButton)
    assert g.pending.kind == "action"
    assert g.villain_deck[0] == a and g.villain_deck[-1] == b and g.villain_deck[-2] == c


def test_top_or_bottom_is_answered_with_keys_only(window):
    g, (a, b, c) = peeking(window)
    scene, view = window.scene, window.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Right)  # focus on the topmost card
    assert scene.focused_card() == a
    QTest.keyClick(view, Qt.Key.Key_B)  # a goes under the deck
    assert scene.focused_card() == a and scene.overlay_items[a].caption == "Very bottom"
    QTest.keyClick(view, Qt.Key.Key_Left)  # focus back to c, the last card still on top
    QTest.keyClick(view, Qt.Key.Key_Left)
    assert scene.focused_card() == b
    QTest.keyClick(view, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)  # b below c, still on top
    assert scene.overlay_items[b].caption == "2nd from the top"
    QTest.keyClick(view, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)  # b crosses the deck: bottom
    assert scene.overlay_items[b].caption == "2nd from the bottom"
    QTest.keyClick(view, Qt.Key.Key_T)  # and back on top, just above the rest of the deck
    assert scene.overlay_items[b].caption == "2nd from the top"
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert g.pending.kind == "action"
    assert g.villain_deck[-1] == c and g.villain_deck[-2] == b and g.villain_deck[0] == a


def test_secret_and_private_decisions_need_the_curtain_public_ones_do_not():
    from legendary_desktop.engine.decision import CHOOSE_ONE, Decision, Option
    from legendary_desktop.engine.game import Game
    from legendary_desktop.engine.knowledge import private_decision as needs_privacy

    g = Game(default_setup(2, "Red Skull", "Super Hero Civil War"), 1)
    public = Decision(1, "Choose", [Option("a", "A"), Option("b", "B")], CHOOSE_ONE)
    secret = Decision(1, "Choose in secret", [Option("a", "A"), Option("b", "B")], CHOOSE_ONE, secret=True)
    hand = Decision(1, "Discard", [Option(f"card:{c}", "x", c) for c in g.players[1].hand])
    hq = Decision(1, "Pick a Hero", [Option(f"card:{c}", "x", c) for c in g.hq if c is not None])
    assert not needs_privacy(g, public) and not needs_privacy(g, hq)
    assert needs_privacy(g, secret) and needs_privacy(g, hand)


def test_what_an_hq_hero_holds_is_named_over_it_and_in_the_large_view(window):
    from legendary_desktop.engine.attachments import attach

    window.controller.curtain_enabled = False
    window.new_game(2, 1)
    g = window.model.game
    hero = g.hq[2]
    attach(g, hero, "Hidden Witnesses", g.bystander_stack[-1])
    window.controller.refresh()
    assert "1 Hidden Witnesses" in window.scene.slots["hq2"].toolTip()
    assert window.scene.slots["hq2"].title.startswith("HQ 3 · 1")
    assert "Hidden Witnesses" in card_context(g, hero)


def test_every_main_phase_option_can_be_reached(window):
    from legendary_desktop.engine.decision import Option

    window.controller.curtain_enabled = False
    window.new_game(2, 1)
    to_main_phase(window)
    g = window.model.game
    hero = g.hq[0]
    g.turn.recruit += 10  # so that the HQ Hero can be recruited: a click on it means "recruit"
    g.refresh()
    assert f"recruit:{hero}" in g.pending.labels
    # a set's own action (no card stands for it) and a second action of a card already clickable
    g.pending.options += [Option("rescue_all", "Rescue every Witness (4 Recruit)"),
                          Option(f"witness:{hero}", "Rescue a Hidden Witness from it", hero)]
    window.controller.refresh()
    labels = [b.property("optionLabel") for b in window.prompt_bar.option_buttons if b.isVisible()]
    assert "rescue_all" in labels
    assert f"witness:{hero}" in labels and f"recruit:{hero}" not in labels


def test_banners_of_an_earlier_step_are_skipped_not_shown_late(window):
    window.controller.curtain_enabled = False
    window.model.keep_files = False
    window.new_game(2, 3)
    g = window.model.game
    queued_behind = 0
    while g.turn_number < 6:
        answer_on(window)
        banners = window.banners
        queued_behind += len(banners.queue)
        shown = len(banners.shown)
        banners._next()  # what the timer does when the banner on show has had its time
        current = {banner_for(e)[0] for e in g.events if e.turn == g.turn_number and banner_for(e) is not None}
        assert all(text in current for text in banners.shown[shown:])
        assert banners.showing is None or banners.showing[0] == len(g.answers)
    assert queued_behind > 0  # some steps had more news than one banner


def test_a_banner_leaves_when_the_game_moves_on(window):
    """A banner on show goes with the next answer that brings no news of its own (not after its time)."""
    window.controller.curtain_enabled = False
    window.model.keep_files = False
    window.new_game(2, 3)
    g = window.model.game
    checked = 0
    while checked < 3 and not g.over:
        had_banner = window.scene.banner.isVisible()
        before = len(g.events)
        answer_on(window)
        if had_banner and not any(banner_for(e) for e in g.events[before:]):
            assert not window.scene.banner.isVisible() and window.banners.showing is None
            checked += 1
    assert checked == 3


def test_welcome_offers_continue_for_an_unfinished_game(qtbot, window):
    from legendary_desktop.ui.main_window import MainWindow

    window.new_game(2, 1)  # autosaved (the fixture keeps files in a throwaway folder)
    g = window.model.game
    answer_on(window)
    answers = len(g.answers)
    again = MainWindow()
    qtbot.addWidget(again)
    again.show()
    assert again.welcome_continue.isVisibleTo(again.welcome)
    QTest.mouseClick(again.welcome_continue, Qt.MouseButton.LeftButton)
    assert again.model.game is not None and len(again.model.game.answers) == answers


def test_open_hands_lifts_the_curtain_and_keeps_it_away(window):
    window.new_game(3, 2)
    assert window.stack.currentWidget() is window.curtain
    window.actions_by_name["open_hands"].setChecked(True)
    assert window.stack.currentWidget() is window.table
    g = window.model.game
    for _ in range(40):
        answer_on(window)
        assert window.stack.currentWidget() is not window.curtain or g.pending.secret
    window.actions_by_name["open_hands"].setChecked(False)
    Preferences().save()


def test_a_card_choice_answer_without_a_card_gets_a_button(window):
    from legendary_desktop.engine.decision import Decision, Option

    window.controller.curtain_enabled = False
    window.new_game(2, 1)
    to_main_phase(window)
    g = window.model.game
    heroes = [c for c in g.hq if c is not None]
    g.pending = Decision(g.turn.player, "Pick a Hero, or skip", [
        *(Option(f"card:{c}", g.cards[c].name, c) for c in heroes), Option("skip", "Skip it")])
    window.controller.refresh()
    labels = [b.property("optionLabel") for b in window.prompt_bar.option_buttons if b.isVisible()]
    assert "skip" in labels
    assert sorted(i.card_id for i in window.scene.overlay_items.values() if i.isVisible()) == sorted(heroes)
