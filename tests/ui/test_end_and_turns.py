"""After a turn and after the game: the computers' turn summary, My deck, the end screen's story."""

from __future__ import annotations

from legendary_desktop.bots.seats import make_bot
from legendary_desktop.engine.chronicle import key_moments
from legendary_desktop.engine.scoring import vp_sources
from legendary_desktop.setup.randomizer import random_setup


def finish(window, seed=2, players=3):
    window.controller.curtain_mode = "open"
    window.model.start(random_setup(players, seed), seed)
    g = window.model.game
    bots = [make_bot("easy", g, i, seed) for i in range(players)]
    while not g.over:
        window.model.answer(bots[g.pending.player].answer(g.pending))
    return g


def test_the_end_screen_says_where_each_players_vp_came_from_and_lists_the_key_moments(window):
    g = finish(window)
    screen = window.end_screen
    assert window.stack.currentWidget() is screen
    assert screen.chart.sources == [vp_sources(g, p.index) for p in g.players]
    assert any(screen.chart.sources), "somebody scored"
    tip = screen.chart.toolTip()
    for p, sources in zip(g.players, screen.chart.sources, strict=True):
        for group, _, vp in sources:
            assert f"{group} {vp} VP" in tip
        assert p.name in tip
    moments = key_moments(g)
    assert moments and screen.moments.count() == len(moments)
    window.model.start(random_setup(3, 9), 9)  # a new game, then back to the first's end: its own story
    window.model.adopt(g)
    window._game_over()
    assert screen.chart.sources == [vp_sources(g, p.index) for p in g.players]
    assert screen.moments.count() == len(moments)
    assert [screen.moments.item(i).text().split(" ", 2)[-1] for i in range(len(moments))] == [m.text for m in moments]
    twists = sum(1 for m in moments if m.kind == "twist")
    assert f"{twists} Twist" in screen.moments_title.text()
    for group in ("Villains", "Henchmen", "Bystanders", "Tactics"):
        assert "Ant" not in group and "Noir" not in group  # the groups name kinds of cards, no set


def play_to_persons_next_turn(window, seats=("human", "easy"), seed=4):
    """Person 1 ends their turn; the computer's turn is answered here (the computers are paused)."""
    window.computers.set_paused(True)
    window.model.start(random_setup(len(seats), seed), seed, seats)
    g = window.model.game
    bots = {i: make_bot("easy", g, i, seed) for i, kind in enumerate(seats) if kind != "human"}
    start = g.turn.number
    while not (g.turn.number > start and not window.model.is_computer(g.turn.player)
               and g.pending.player == g.turn.player):
        d = g.pending
        if d.player in bots:
            window.model.answer(bots[d.player].answer(d))
        else:
            labels = [o.label for o in d.options]
            window.model.answer("end" if "end" in labels else labels[0] if d.max <= 1 else labels[: max(1, d.min)])
    return g


def test_a_persons_turn_starts_with_a_summary_of_what_the_computer_did_and_it_can_be_dismissed(window):
    g = play_to_persons_next_turn(window)
    box = window.turn_summary
    assert box.isVisible()
    computer_turn = next(e.turn for e in g.events if e.kind == "turn" and e.text == f"Turn {e.turn}: Player 2.")
    recruited = [g.cards[e.cards[0]].name for e in g.events if e.turn == computer_turn and e.kind == "recruit"
                 and e.cards]
    entered = [e for e in g.events if e.turn == computer_turn and e.kind == "enter"]
    text = box.text.toPlainText() if hasattr(box.text, "toPlainText") else box.text.text()
    assert f"Player 2 (turn {computer_turn})" in text
    assert all(name in text for name in recruited)
    assert ("entered the city" in text) == bool(entered)
    assert "Player 1 (turn" not in text  # only the computers' turns
    assert box.title.text() == "Before Player 1's turn, the computer players:"  # whole, wrapped if need be
    box.close_button.click()
    assert not box.isVisible()
    window.model.answer("end")  # the computer's turn starts: nothing is shown until the person's next turn
    assert not box.isVisible()


def test_no_summary_between_two_peoples_turns(window):
    play_to_persons_next_turn(window, ("human", "human"))
    assert not window.turn_summary.isVisible()


def test_the_summary_goes_when_the_next_person_takes_their_turn(window):
    """"Before Player 2's turn, the computer players:" stayed up through Player 3's turn, with no computer
    between: the summary is of the turn it was shown for, and the next person's turn puts it away."""
    g = play_to_persons_next_turn(window, ("easy", "human", "human"))
    box = window.turn_summary
    assert box.isVisible() and box.title.text() == "Before Player 2's turn, the computer players:"
    while not (g.turn.player == 2 and g.pending.player == 2):
        d = g.pending
        labels = [o.label for o in d.options]
        window.model.answer("end" if "end" in labels else labels[0] if d.max <= 1 else labels[: max(1, d.min)])
    assert not box.isVisible()


def test_my_deck_shows_the_players_own_deck_sorted_with_counts_and_never_another_seats(window):
    from legendary_desktop.engine.visibility import contents
    from legendary_desktop.ui.table.my_deck import MyDeckDialog

    g = play_to_persons_next_turn(window, ("human", "human"))
    assert window.controller.curtain_up  # Player 2 has not taken the device yet
    assert window.show_my_deck() is None and "Nobody sees another" in window.statusBar().currentMessage()
    window.controller.lift_curtain()
    seat = window.controller.revealed
    assert seat == g.turn.player
    window.actions_by_name["my_deck"].trigger()
    dialog = window.findChild(MyDeckDialog)
    assert dialog is not None and dialog.isVisible()
    p = g.players[seat]
    assert dialog.deck.lines() == [f"{n} × {name}" for name, n in contents(g, p.deck)]
    assert dialog.discard.lines() == [f"{n} × {name}" for name, n in contents(g, p.discard)]
    assert sum(dialog.deck.item(i).data(0x0100) for i in range(dialog.deck.count())) == len(p.deck)
    assert p.name in dialog.windowTitle()
    dialog.close()


def test_my_deck_for_the_one_person_among_computers_at_any_time(window):
    g = play_to_persons_next_turn(window)
    window.model.answer("end")  # now the computer's turn: the person still holds the device
    assert window.model.is_computer(g.turn.player)
    dialog = window.show_my_deck()
    assert dialog is not None and g.players[0].name in dialog.windowTitle()
    dialog.close()


def test_clicking_your_deck_on_the_table_opens_my_deck(window, qtbot):
    from legendary_desktop.ui.table.my_deck import MyDeckDialog
    from tests.ui.conftest import Driver

    play_to_persons_next_turn(window)
    deck = window.scene.piles["deck"]
    assert deck.browsable  # even empty: My Deck shows the discard pile too
    Driver(window).click_item(deck)
    dialog = window.findChild(MyDeckDialog)
    assert dialog is not None and dialog.isVisible()
    dialog.close()


def test_a_decision_that_becomes_a_persons_asks_for_attention_when_the_window_is_behind(window, monkeypatch):
    from legendary_desktop.ui import main_window

    alerts = []
    monkeypatch.setattr(main_window.QApplication, "alert", lambda widget, ms=0: alerts.append(widget))
    background = False
    monkeypatch.setattr(window, "in_background", lambda: background)
    window.new_game(2, 3)
    assert alerts == []  # the window in front: nothing to draw the eye
    background = True
    window.model.decisionChanged.emit()  # a person's decision while the window is behind another
    assert alerts == [window]
    window.new_game(2, 3, seats=("normal", "normal"))  # every seat a computer: nobody to call
    alerts.clear()
    window.model.decisionChanged.emit()
    assert alerts == []


def test_an_online_friends_end_screen_tells_the_same_story_as_the_hosts():
    """The story travels in every seat's view of the finished game (as JSON, the way it goes online): each
    seat's table has the VP sources and key moments the real game has, so a joiner's end screen is the host's."""
    import json

    from legendary_desktop.engine.game import Game
    from legendary_desktop.engine.table_view import from_view, of_game
    from legendary_desktop.engine.view import seat_view

    g = Game.new(random_setup(3, 5, sets=("core", "noir")), 5)
    bots = [make_bot("easy", g, i, 5) for i in range(3)]
    assert of_game(g, 0).story is None  # no story before the end
    while not g.over:
        g.decide(bots[g.pending.player].answer(g.pending))
    for seat in (0, 1, 2, None):
        t = from_view(json.loads(json.dumps(seat_view(g, seat))))
        assert t.story is not None
        assert [list(rows) for rows in t.story.sources] == [vp_sources(g, p.index) for p in g.players]
        assert list(t.story.moments) == key_moments(g)
        assert t.story == of_game(g, 0).story
