"""Choosing cards: copies of a card are one face with a count, and a choice of several says how many are chosen."""

from __future__ import annotations

import sys
from itertools import pairwise
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from legendary_desktop.engine import choices
from legendary_desktop.engine.copies import copy_groups
from legendary_desktop.engine.positions import catalog_with, position, put
from legendary_desktop.engine.table_view import pass_and_play
from legendary_desktop.ui.table.board_items import OverlayButton
from tests.ui.table_truth import quiet

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine" / "foundation"))
from kit import hero, hero_group  # noqa: E402

AGENT, TROOPER = "S.H.I.E.L.D. Agent", "S.H.I.E.L.D. Trooper"


def others_discard(c):
    """Each other player discards 2 cards (their choice), during this player's turn."""
    g = c.g
    for other in range(len(g.players)):
        if other != c.player:
            hand = g.players[other].hand
            chosen = yield from choices.choose_cards(g, other, list(hand), "discard 2 cards", 2, 2, "Discarder")
            for card in chosen:
                hand.remove(card)
                g.players[other].discard.append(card)


def you_ko(c):
    """KO one card from your hand."""
    g = c.g
    hand = g.players[c.player].hand
    card = yield from choices.choose_card(g, c.player, [x for x in hand if g.cards[x].name != "KOer"], "KO a card")
    hand.remove(card)
    g.ko_pile.append(card)


def game_with(window, name, on_play, hand, other_hand=()):
    g = position(heroes=["Test Hero"], cat=catalog_with(*hero_group(hero(name, on_play=on_play))),
                 hand=[name, *hand], hands={1: list(other_hand)} if other_hand else None)
    window.controller.curtain_enabled = False
    window.model.keep_files = False
    window.model.adopt(g)
    g = window.model.game
    played = next(o.card for o in g.pending.options if o.label.startswith("play:") and g.cards[o.card].name == name)
    return g, played


def test_copies_are_one_choice_only_when_nothing_tells_them_apart():
    from legendary_desktop.engine.attachments import attach
    from legendary_desktop.engine.decision import CHOOSE_CARDS, Decision, Option

    g = position(hand=[AGENT, AGENT, AGENT, TROOPER, AGENT], discard=[AGENT])
    hand = g.players[0].hand
    agents = [c for c in hand if g.cards[c].name == AGENT]
    trooper = next(c for c in hand if g.cards[c].name == TROOPER)
    in_discard = g.players[0].discard[0]
    in_deck = put(g, AGENT, "deck")
    in_deck2 = put(g, AGENT, "deck")

    def ask(cards):
        return Decision(0, "Pick", [Option(f"card:{c}", g.cards[c].name, c) for c in cards], CHOOSE_CARDS, 1, 2)

    assert copy_groups(g, ask([*hand, in_discard])) == [agents, [trooper], [in_discard]]  # a hand, a discard pile
    # a deck has an order: its copies stay apart
    assert copy_groups(g, ask([in_deck, in_deck2])) == [[in_deck], [in_deck2]]
    # a copy holding something (a Wound attached to it) is not like the others
    attach(g, agents[0], "Wounds", g.wound_stack[-1])
    groups = copy_groups(g, ask(hand))
    assert [agents[0]] in groups and sorted(agents[1:]) in [sorted(x) for x in groups]
    # the same card offered in different words (it says where it is) is not the same choice
    worded = Decision(0, "Pick", [Option(f"card:{c}", f"{AGENT} ({i})", c) for i, c in enumerate(agents[1:])],
                      CHOOSE_CARDS, 1, 2)
    assert all(len(x) == 1 for x in copy_groups(g, worded))


def test_another_players_discard_shows_copies_as_one_face_and_counts_what_is_chosen(window, qtbot):
    g, card = game_with(window, "Discarder", others_discard, [], [AGENT, AGENT, AGENT, AGENT, AGENT, TROOPER])
    window.model.answer(f"play:{card}")
    d = g.pending
    assert d.player == 1 and d.min == d.max == 2 and g.turn.player == 0
    scene, bar = window.scene, window.prompt_bar
    faces = [i for i in scene.overlay_items.values() if i.isVisible()]
    assert sorted(g.cards[i.card_id].name for i in faces) == [AGENT, TROOPER]  # five Agents: one face
    agent = next(i for i in faces if g.cards[i.card_id].name == AGENT)
    assert agent.caption == "5 copies"
    assert scene.backdrop.title.endswith("0 of 2 chosen")
    assert "0 of 2" in bar.confirm.text() and not bar.confirm.isEnabled()
    labels = [i.text for i in scene.overlay_controls if isinstance(i, OverlayButton)]
    assert labels == ["−", "0 of 5", "+"]
    assert not scene.overlaps()
    window.view.setFocus()
    while scene.focused_card() != agent.card_id:
        QTest.keyClick(window.view, Qt.Key.Key_Tab)
    QTest.keyClick(window.view, Qt.Key.Key_Plus)
    assert scene.backdrop.title.endswith("1 of 2 chosen") and "1 of 2 chosen" in bar.detail.text()
    plus = next(i for i in scene.overlay_controls if isinstance(i, OverlayButton) and i.action == "more")
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     window.view.mapFromScene(plus.rect.center()))
    assert [i.text for i in scene.overlay_controls if isinstance(i, OverlayButton)][1] == "2 of 5"
    assert bar.confirm.isEnabled() and "2 of 2" in bar.confirm.text()
    QTest.keyClick(window.view, Qt.Key.Key_Minus)
    QTest.keyClick(window.view, Qt.Key.Key_Plus)
    QTest.keyClick(window.view, Qt.Key.Key_Plus)  # no room for a third: nothing changes
    assert scene.backdrop.title.endswith("2 of 2 chosen")
    QTest.keyClick(window.view, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: g.pending is not d, timeout=60_000)  # a button's shortcut clicks it after a short animation
    other = g.players[1]
    assert sorted(g.cards[c].name for c in other.hand) == [AGENT, AGENT, AGENT, TROOPER]
    assert [g.cards[c].name for c in other.discard[-2:]] == [AGENT, AGENT]


def test_a_single_pick_of_copies_is_one_face_and_one_click(window):
    g, card = game_with(window, "KOer", you_ko, [AGENT, AGENT, AGENT, TROOPER])
    window.model.answer(f"play:{card}")
    scene = window.scene
    faces = [i for i in scene.overlay_items.values() if i.isVisible()]
    assert len(faces) == 2
    agent = next(i for i in faces if g.cards[i.card_id].name == AGENT)
    assert agent.caption == "3 copies" and not scene.overlay_controls  # one click: no − and +
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     window.view.mapFromScene(agent.sceneBoundingRect().center()))
    assert g.pending.kind == "action"
    assert g.cards[g.ko_pile[-1]].name == AGENT


def test_discarding_down_during_another_players_turn_counts_the_cards_discarded(window):
    # Magneto's Master Strike in Player 2's turn: Player 1, with six cards and no X-Men, discards two, one at a time.
    g = position(mastermind="Magneto", heroes=["Hulk", "Iron Man", "Captain America", "Black Widow", "Spider-Man"],
                 hand=[AGENT], deck=[AGENT, AGENT, "Hulk Smash!", AGENT, TROOPER, AGENT],
                 hands={1: [AGENT, AGENT, AGENT, TROOPER, TROOPER, AGENT]})
    put(g, "Master Strike", "villain_deck")
    window.controller.curtain_enabled = False
    window.model.keep_files = False
    window.model.adopt(g)
    g = window.model.game
    window.model.answer("end")
    seen = []
    while g.pending.kind == "choose_cards" and "discard down" in g.pending.prompt:
        d = g.pending
        assert g.turn.player == 1
        seen.append((d.player, window.scene.backdrop.title))
        window.model.answer(d.options[0].label)
    assert seen == [(1, "Player 2: discard down to 4 cards (0 of 2 discarded)"),
                    (1, "Player 2: discard down to 4 cards (1 of 2 discarded)"),
                    (0, "Player 1: discard down to 4 cards (0 of 2 discarded)"),
                    (0, "Player 1: discard down to 4 cards (1 of 2 discarded)")]


def test_a_copy_a_card_remembers_is_shown_apart():
    from legendary_desktop.engine.decision import CHOOSE_CARDS, Decision, Option

    g = position(hand=[AGENT, AGENT, AGENT])
    agents = list(g.players[0].hand)
    ask = Decision(0, "Pick", [Option(f"card:{c}", AGENT, c) for c in agents], CHOOSE_CARDS, 1, 2)
    assert copy_groups(g, ask) == [agents]
    g.turn.notes["test: set aside by an effect"] = [agents[1]]
    assert copy_groups(g, ask) == [[agents[0], agents[2]], [agents[1]]]


def test_an_unusual_prompt_carries_the_text_of_the_card_it_comes_from(window, monkeypatch):
    """The yes-or-no "Say 'I'm sure we can trust Lord Krylar...'?" comes with the words of the card that asks
    it; a rule's decision (an escape's KO) is named in brackets; a long text is shortened at a word."""
    from legendary_desktop.engine.decision import CHOOSE_ONE, Decision, Option
    from legendary_desktop.ui.table import play_controller
    from legendary_desktop.ui.table.play_controller import source_context

    window.new_game(2, 4)
    g = window.model.game
    yacht = next(c for c in window.model.game.cat.all_cards() if c.name == "Lord Krylar's Yacht")
    g.cards.append(yacht)  # a card of the game by that name (its text is the context)
    ask = Decision(0, "Say 'I'm sure we can trust Lord Krylar...'?", [Option("yes", "Yes"), Option("no", "No")],
                   CHOOSE_ONE, 1, 1, "Lord Krylar's Yacht")
    shown, whole = source_context(pass_and_play(g), ask)
    assert whole == f"Lord Krylar's Yacht: {yacht.text}" and shown.startswith("Lord Krylar's Yacht: ")
    monkeypatch.setattr(play_controller, "CONTEXT_CHARS", 40)
    shown, whole = source_context(pass_and_play(g), ask)
    assert shown.endswith("…") and len(shown) <= 41 and whole.startswith(shown[:-1])
    assert whole[len(shown) - 1] in " ,;:."  # cut between words, never inside one
    escape = Decision(0, "KO a Hero", [Option("a", "A")], CHOOSE_ONE, 1, 1, "Escape")
    assert source_context(pass_and_play(g), escape) == ("(Escape)", "")


def test_overlay_cards_stack_in_the_order_of_their_places_not_the_order_their_items_were_made(window):
    """Neighbouring overlay cards' glows meet in the gap between them, so which is drawn over which shows: the
    card further on lies over the one before it, whether its item is new or kept from an earlier choice (a
    choice reached by another path draws as a fresh window draws it)."""
    window.resize(1280, 720)  # the least gap between overlay cards: their glows meet
    _, card = game_with(window, "KOer", you_ko, [AGENT, TROOPER, "Quick Draw"])
    window.model.answer(f"play:{card}")
    quiet(window)
    scene = window.scene
    shown = list(scene.interaction.overlay)
    assert len(shown) == 3
    for order in (shown, shown[::-1]):  # the same faces, their items kept, in other places
        scene.interaction.overlay = list(order)
        scene.sync(scene.table, window.controller.revealed)
        faces = sorted((i for i in scene.overlay_items.values() if i.isVisible()), key=lambda i: i.x())
        assert [i.card_id for i in faces] == order
        for left, right in pairwise(faces):
            assert left.sceneBoundingRect().intersects(right.sceneBoundingRect())  # the glows meet
        drawn = [i for i in scene.items(Qt.SortOrder.AscendingOrder) if i in faces]  # bottom first
        assert drawn == faces
