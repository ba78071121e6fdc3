"""What the expansions add to the table: the face-up Mastermind side, the Epic badge, computed values
with their breakdown in tooltips, and each set's status lines (a token's holder, the Endgame)."""

from __future__ import annotations

import pytest

from legendary_desktop.engine import mastermind as engine_mastermind
from legendary_desktop.engine import sets, values
from legendary_desktop.engine.catalog import catalog
from legendary_desktop.engine.table_view import pass_and_play
from legendary_desktop.setup.randomizer import random_setup
from legendary_desktop.ui.table.card_faces import MIN_TEXT_PX


def _start(window, mastermind: str, set_id: str, epic: str = "off", seed: int = 3, heroes: tuple[str, ...] = ()):
    if set_id not in catalog().sets():
        pytest.skip(f"{set_id} has no cards registered")
    window.model.keep_files = False
    window.model.start(random_setup(3, seed, mastermind=mastermind, sets=["core", set_id], epic=epic,
                                    heroes=heroes), seed)
    return window.model.game


def test_an_epic_mastermind_shows_its_epic_side_and_badge_and_its_attack_breakdown(window):
    g = _start(window, "Thanos", "infinity-saga", epic="on")
    assert engine_mastermind.is_epic(g)
    item = window.scene.items_by_id[g.mastermind_card]
    assert item.card is g.mm and item.card is not g.cards[g.mastermind_card]
    assert window.scene.pills["mastermind"].text.startswith("Epic · ")
    tip = window.scene.value_tips[g.mastermind_card]
    assert tip.startswith(f"Attack {values.mastermind_attack(g)}: Printed {g.mm.attack}")


def test_a_transformed_mastermind_shows_its_other_side_after_it_turns_over(window):
    g = _start(window, "Darren Cross", "ant-man-and-the-wasp")
    item = window.scene.items_by_id[g.mastermind_card]
    assert item.card is g.mm
    engine_mastermind.transform(g)
    window.scene.sync(pass_and_play(g), None)
    assert item.card is g.mm is g.mastermind.back


def test_the_panel_shows_the_sets_status_lines(window):
    _start(window, "Thanos", "infinity-saga")
    lines = window.scene.status.lines
    assert any(line.startswith("Endgame in") for line in lines) and "Stones escaped 0/6" in lines
    assert window.scene.status.isVisible()
    g2 = _start(window, "Killmonger", "black-panther")
    assert not window.scene.status.isVisible()  # nobody holds the Favor yet: no status line
    g2.state["throne_favor"] = 1
    window.scene.sync(pass_and_play(g2), None)
    assert f"Throne's Favor: {g2.players[1].name}" in window.scene.status.lines


def test_each_status_line_tooltip_says_what_it_means_not_only_its_words(window):
    _start(window, "Thanos", "infinity-saga")
    tip = window.scene.status.toolTip()
    assert "Stones escaped 0/6: Infinity Stones in the Escape Pile: when 6 have escaped, Thanos wins" in tip
    assert "at most 24 cards (8 per player)" in tip  # the Endgame line's meaning, with this game's numbers
    g2 = _start(window, "Killmonger", "black-panther")
    g2.state["throne_favor"] = 1
    window.scene.sync(pass_and_play(g2), None)
    assert f"Throne's Favor: {g2.players[1].name}: One token, held by a player" in window.scene.status.toolTip()


def test_the_endgame_from_turn_one_under_a_scheme_of_several_villain_decks_says_which_deck_is_small_enough(window):
    """Five Families of Crime deals 71 cards over five Villain Decks (3 players): each holds at most 24, so it is
    the Endgame from the first turn. The tooltip gives the rule for several Villain Decks and names the decks
    that are small enough, with their counts."""
    for set_id in ("noir", "infinity-saga"):
        if set_id not in catalog().sets():
            pytest.skip(f"{set_id} has no cards registered")
    window.model.keep_files = False
    window.model.start(random_setup(3, 3, mastermind="Thanos", scheme="Five Families of Crime",
                                    sets=["core", "noir", "infinity-saga"]), 3)
    g = window.model.game
    assert len(g.villain_decks) == 5 and all(len(d.cards) <= 24 for d in g.villain_decks)
    assert "ENDGAME" in window.scene.status.lines
    tip = window.scene.status.toolTip()
    assert "5 Villain Decks: it is the Endgame while any one of them holds at most 24 cards" in tip
    for deck in g.villain_decks:
        assert f"the {deck.name} ({len(deck.cards)} cards)" in tip
    from legendary_desktop.ui.table.card_inspector import describe

    endgame_card = next(c for c in catalog().all_cards() if c.text.startswith("Endgame:"))
    assert "the Villain Deck (any one, under a Scheme with several) holds 8 cards per player" in describe(endgame_card)
    # one deck: the rule for one, and how far the Endgame is
    window.model.start(random_setup(3, 3, mastermind="Thanos", sets=["core", "infinity-saga"]), 3)
    g = window.model.game
    [deck] = g.villain_decks
    tip = window.scene.status.toolTip()
    assert "It is the Endgame while the Villain Deck holds at most 24 cards" in tip
    assert f"The Villain Deck holds {len(deck.cards)} cards: {len(deck.cards) - 24} more cards to go" in tip


def test_every_status_line_of_whole_games_of_every_set_has_a_meaning():
    """Random games of each set, every status line after every decision: none without its meaning."""
    from legendary_desktop.bots import RandomBot
    from legendary_desktop.engine import status as engine_status
    from legendary_desktop.engine.game import Game

    seen: set[str] = set()
    for k, set_id in enumerate(s for s in sets.TITLES if not sets.is_base(s)):  # every expansion
        for seed in (k * 10 + 1, k * 10 + 2, k * 10 + 3):
            g = Game(random_setup(3, seed, sets=[sets.base(), set_id]), seed)
            bot = RandomBot(seed)
            for _ in range(3000):
                if g.pending is None:
                    break
                for line in engine_status.explained(g):
                    assert line.meaning, f"{line.text!r} ({set_id}) has no meaning"
                    seen.add(line.text.split(" ")[0])
                g.decide(bot.answer(g.pending))
    assert len(seen) >= 3  # several kinds of line were met


@pytest.mark.parametrize("players", [2, 5])
def test_several_status_lines_are_all_read_whole_at_1280x720(window, qtbot, players):
    from test_table_layout import check_table

    from legendary_desktop.engine import status as engine_status

    window.resize(1280, 720)
    qtbot.wait(1)
    window.model.keep_files = False
    window.model.start(random_setup(players, 3, mastermind="Killmonger", sets=["core", "black-panther"]), 3)
    g = window.model.game
    g.state["throne_favor"] = 0
    g.turn.notes["clash_tasks"] = [["war", "diplomacy"], ["commerce"]]
    extra = ["A status line long enough that it can never fit on one line of the players' panel at all",
             "and one more"]
    engine_status.register_status("black-panther", lambda g: extra)
    try:
        window.scene.sync(pass_and_play(g), None)
        status = window.scene.status
        assert len(status.lines) == 5
        rows = " ".join(text for text, _ in status.rows)
        whole = [line for line in status.lines if line in rows]
        more = [text for text, _ in status.rows if text.startswith("+")]
        if len(whole) < len(status.lines):  # never cut silently: what is not shown is counted
            assert more and more[0].startswith(f"+{len(status.lines) - len(whole)} more")
        assert len(whole) >= 3
        tips = status.toolTip().split("\n")  # and the tooltip has every line whole, with what it means
        assert len(tips) == len(status.lines)
        assert all(t.startswith(line) for t, line in zip(tips, status.lines, strict=True))
        assert "…" not in rows and len(status.rows) > len(whole)  # the long line wrapped
        check_table(window, (1280, 720))
        assert all(plaque.y() >= status.y() + status.h for plaque in window.scene.plaques)
    finally:
        engine_status.STATUS["black-panther"].pop()


def test_a_wounded_villain_tooltip_says_why_its_attack_is_lower(window):
    g = _start(window, "Killmonger", "black-panther")
    while not any(occ is not None for occ in g.city):
        g.decide("end")
    occ = next(o for o in g.city if o is not None)
    engine_mastermind.wound_enemy(g, 0, occ.card)
    window.scene.sync(pass_and_play(g), None)
    assert "Wounds −1" in window.scene.value_tips[occ.card]


def test_a_played_divided_card_shows_the_half_it_was_played_as(window):
    g = _start(window, "Thanos", "infinity-saga", heroes=("Wanda & Vision",))
    divided = next(i for i, c in enumerate(g.cards) if len(c.sides) == 2)
    in_hand = g.players[g.turn.player].hand[0]
    # put the Divided Card where a card of the hand was (the pending options name the hand's card ids)
    g.cards[in_hand], g.cards[divided] = g.cards[divided], g.cards[in_hand]
    whole = g.cards[in_hand]
    window.scene.sync(pass_and_play(g), g.pending)
    item = window.scene.items_by_id[in_hand]
    assert item.card is whole and item.played_as is None  # another card under that id now: its own item
    g.decide(f"play:{in_hand}")
    g.decide("side:1")
    assert g.turn.played_as[in_hand] is whole.sides[1]
    window.scene.sync(pass_and_play(g), g.pending)
    assert window.scene.items_by_id[in_hand] is item and item.isVisible() and item.shown_card() is whole.sides[1]
    assert min(item.text_px()) >= MIN_TEXT_PX
    g.decide("end")
    while g.pending is not None and g.turn.played:
        g.decide(g.pending.options[0].label)
    window.scene.sync(pass_and_play(g), g.pending)
    assert item.played_as is None and item.shown_card() is not whole.sides[1]


def test_the_end_screen_names_who_won_and_who_lost_when_each_player_is_alone(qtbot):
    from legendary_desktop.engine.state import Outcome
    from legendary_desktop.ui.table.end_screen import EndScreen

    screen = EndScreen()
    qtbot.addWidget(screen)
    screen.show_outcome(Outcome("individual", "The Killer was found.", (3, 9, 1), (0, 2)), ["Ann", "Bob", "Cy"])
    assert screen.headline.text() == "Each player wins or loses alone"
    assert screen.winner.text() == "Won: Ann, Cy · Lost: Bob"


def _text_ok(window):
    sizes = window.scene.text_sizes(window.view.scale_factor())
    assert min(px for _, px in sizes) >= MIN_TEXT_PX
    assert not window.scene.overlaps()


def test_the_thrones_favor_lies_on_its_holder_and_says_what_it_is(window):
    from legendary_desktop.cards.black_panther.keywords import MASTERMIND, gain_favor, spend_favor
    from legendary_desktop.engine.table_facts import card_context

    g = _start(window, "Killmonger", "black-panther")
    scene = window.scene
    mm_item = scene.items_by_id[g.mastermind_card]
    assert mm_item.marks == () and all(p.tokens == () for p in scene.plaques)
    gain_favor(g, MASTERMIND)  # the Mastermind takes it: a token on the Mastermind's card
    scene.sync(pass_and_play(g), None)
    assert [m.text for m in mm_item.marks] == ["Favor"]
    assert "Holds the Throne's Favor: One token, held by a player" in mm_item.toolTip()
    assert "Holds the Throne's Favor" in card_context(g, g.mastermind_card)  # the large view
    assert all(p.tokens == () for p in scene.plaques)
    _text_ok(window)
    gain_favor(g, 1)  # a player takes it from the Mastermind: the token moves to their panel
    scene.sync(pass_and_play(g), None)
    assert mm_item.marks == () and "Throne's Favor" not in mm_item.toolTip()
    assert [short for short, _ in scene.plaques[1].tokens] == ["Favor"]
    assert "Holds the Throne's Favor" in scene.plaques[1].toolTip()
    assert scene.plaques[0].tokens == () and scene.plaques[2].tokens == ()
    assert min(scene.plaques[1].text_px()) >= MIN_TEXT_PX
    _text_ok(window)
    spend_favor(g)  # spent: nobody holds it
    scene.sync(pass_and_play(g), None)
    assert mm_item.marks == () and all(p.tokens == () for p in scene.plaques)


def test_the_hq_hero_whose_ambush_triggered_is_marked_for_the_step(window):
    from legendary_desktop.engine.positions import put
    from legendary_desktop.engine.table_facts import card_context
    from legendary_desktop.ui.table.card_item import NEWS_COLOUR

    g = _start(window, "Killmonger", "black-panther", heroes=("King Black Panther", "General Okoye"))
    window.controller.curtain_enabled = False
    while g.pending.kind != "action":
        window.model.answer(g.pending.options[0].label)
    player = g.turn.player
    put(g, "To My Last Breath", "hand", player)  # an Instinct Hero: Vibranium Claws' Instinct Ambush works
    claws = put(g, "Vibranium Claws", "hero_deck")
    first = g.hq[0]
    g.turn.recruit += g.cards[first].cost
    g.refresh()
    window.model.answer(f"recruit:{first}")
    assert "enters the HQ. Ambush" in g.pending.prompt
    item = window.scene.items_by_id[claws]
    assert item.isVisible() and [(m.text, m.fill, m.outline) for m in item.marks] == [("Ambush!", NEWS_COLOUR, True)]
    assert "Just now: Vibranium Claws enters the HQ: Instinct Ambush" in item.toolTip()
    assert "Just now:" in card_context(g, claws)
    others = [i for c, i in window.scene.items_by_id.items() if c != claws and i.marks]
    assert not others
    _text_ok(window)
    window.model.answer("no")  # declined: the step goes on, the card stays marked
    assert item.marks and g.pending.kind == "action"
    window.model.answer(next(o.label for o in g.pending.options if o.label.startswith("play:")))
    assert item.marks == () and "Just now" not in item.toolTip()  # the next step: nothing new arrived


def test_an_evil_wins_count_of_several_parts_shows_each_part_whole(window):
    from legendary_desktop.engine.table_facts import meter_words

    if "noir" not in catalog().sets():
        pytest.skip("noir has no cards registered")
    window.resize(1280, 720)
    window.model.keep_files = False
    window.model.start(random_setup(3, 5, scheme="Five Families of Crime", sets=["core", "noir"]), 5)
    g = window.model.game
    headline, value, fraction, more = meter_words(g)
    assert (headline, value, fraction) == ("Escaped", "0 / 8", 0.0)
    assert more == ("cards left " + "/".join(str(len(d.cards)) for d in g.villain_decks),)
    meter = window.scene.meter
    drawn = [text for _, text, _, _ in meter.rows]
    assert "…" not in "".join(drawn)
    assert " ".join(drawn).count("cards left") == 1 and "Escaped" in drawn and "0 / 8" in drawn
    assert min(meter.text_px()) >= MIN_TEXT_PX
    assert meter.rows[-1][3].bottom() <= meter.h  # nothing below the meter's edge


def _drawn_names(scene, scale):
    """(card name, the words its face draws) of every face-up card on the table."""
    from legendary_desktop.ui.table.card_faces import painted_words
    from legendary_desktop.ui.table.card_item import face_pixels

    out = []
    for item in scene.items_by_id.values():
        card = item.shown_card()
        if item.isVisible() and card is not None and not card.sides:
            width, style = face_pixels(item.w, scale, tile=item.tile)
            out.append((card.name, painted_words(card, width, style), item))
    return out


def _titles_whole(scene):
    from legendary_desktop.ui.table.board_items import fitted

    for name, slot in scene.slots.items():
        if slot.title:
            shown = fitted(slot.title, slot.px, slot.title_rect.width(), min(slot.px, slot.minimum))[1]
            assert shown == slot.title, (name, slot.title, shown)


def test_the_time_heists_two_areas_are_readable_at_1280x720(window, qtbot):
    from test_table_layout import check_table

    from legendary_desktop.engine.state import Occupant
    from legendary_desktop.engine.table_facts import card_context

    if "infinity-saga" not in catalog().sets():
        pytest.skip("infinity-saga has no cards registered")
    window.resize(1280, 720)
    qtbot.wait(1)
    window.model.keep_files = False
    window.new_game(3, 4)
    core_card_w = window.scene.geo.card_w
    window.model.start(random_setup(3, 4, mastermind="Thanos", scheme="The Time Heist",
                                    sets=["core", "infinity-saga"]), 4)
    g = window.model.game
    past = g.areas[1]
    villain = next(c for c in g.villain_deck if g.cards[c].is_villain)
    g.villain_deck.remove(villain)
    past.city[2] = Occupant(villain)
    window.controller.refresh()
    scene = window.scene
    assert all(c is not None for c in past.hq) and scene.items_by_id[villain].isVisible()
    # the area not in play costs the table little: its cards are one row of low tiles
    assert scene.geo.card_w >= 0.8 * core_card_w
    tiles = [c for c in [*past.hq, villain] if scene.items_by_id[c].tile]
    assert len(tiles) == len(past.hq) + 1
    assert "in The Past's Rooftops (not in play now)" in card_context(g, villain)  # the large view says where
    assert "In The Past's HQ 1 (not in play now)." in card_context(g, past.hq[0])
    for name, words, _ in _drawn_names(scene, window.view.scale_factor()):
        assert name in words, f"{name!r} is not drawn whole: {words[:3]}"  # every name legible
    _titles_whole(scene)
    assert " ".join(scene.area_labels["a1.label"].rows) == "The Past (not in play)"
    check_table(window, (1280, 720))  # nothing overlaps, no text under 9 px
    assert scene.status.lines[0] == "In play: The Present"
    # the Twist turns the tables: the Past in play, the present is the row of tiles
    g.area_index = 1
    window.controller.refresh()
    assert scene.items_by_id[villain].tile is False and scene.items_by_id[g.areas[0].hq[0]].tile
    assert scene.status.lines[0] == "In play: The Past"
    assert " ".join(scene.area_labels["a0.label"].rows) == "The Present (not in play)"
    for name, words, _ in _drawn_names(scene, window.view.scale_factor()):
        assert name in words
    check_table(window, (1280, 720))


def test_five_villain_decks_stand_above_their_spaces_in_the_citys_order_at_1280x720(window, qtbot):
    from test_table_layout import check_table

    from legendary_desktop.ui.table.board_scene import VILLAIN_DECKS_TITLE

    if "noir" not in catalog().sets():
        pytest.skip("noir has no cards registered")
    window.resize(1280, 720)
    qtbot.wait(1)
    window.model.keep_files = False
    window.model.start(random_setup(3, 4, scheme="Five Families of Crime", sets=["core", "noir"]), 4)
    g = window.model.game
    scene = window.scene
    assert len(g.villain_decks) == 5
    assert [label.text for label in scene.deck_labels] == [VILLAIN_DECKS_TITLE]
    piles = [scene.piles["villain_deck" if k == 0 else f"villain_deck{k}"] for k in range(len(g.villain_decks))]
    for pile, deck in zip(piles, g.villain_decks, strict=True):
        assert pile.count == len(deck.cards) and pile.toolTip() == deck.name
        space = scene.slots[f"city{deck.space}"]  # right above the space it feeds: over its name, centred on it
        pile_rect, title = pile.table_rect(), space.title_rect
        assert pile_rect.bottom() <= title.top() + 0.5 and abs(pile_rect.center().x() - title.center().x()) < 1
    by_x = sorted(range(len(piles)), key=lambda k: piles[k].x())
    city_by_x = sorted(range(len(g.city)), key=lambda i: scene.slots[f"city{i}"].title_rect.x())
    assert [g.villain_decks[k].space for k in by_x] == city_by_x  # left to right as the city's spaces are
    _titles_whole(scene)
    for name, words, _ in _drawn_names(scene, window.view.scale_factor()):
        assert name in words
    check_table(window, (1280, 720))


def test_a_choice_of_many_buttons_leaves_the_table_its_size(window, qtbot):
    """Five Families asks which of five Villain Decks plays a card: its five buttons are compact, in the
    bar's usual height, and the table's cards stay the size they are at any other decision."""
    from test_table_layout import check_table

    from legendary_desktop.bots import RandomBot
    from legendary_desktop.engine.decision import CHOOSE_ONE
    from legendary_desktop.ui.dialogs.preferences import Preferences

    if "noir" not in catalog().sets():
        pytest.skip("noir has no cards registered")
    window.apply_preferences(Preferences("off", "open", "normal", "instant"))  # no curtain between seats
    window.resize(1280, 720)
    qtbot.wait(1)
    window.model.keep_files = False
    window.model.start(random_setup(3, 4, scheme="Five Families of Crime", sets=["core", "noir"]), 4)
    g = window.model.game
    bot = RandomBot(4)
    sizes: dict[bool, set[float]] = {True: set(), False: set()}
    for _ in range(400):
        if g.pending is None or (sizes[True] and sizes[False]):
            break
        for _ in range(3):  # the bar and the table lay themselves out for this decision
            qtbot.wait(5)
        bar = window.prompt_bar
        many = g.pending.kind == CHOOSE_ONE and len(bar.option_buttons) >= 5
        if many:
            assert bar.compact() and bar.height() <= bar.minimumHeight()
            check_table(window, (1280, 720))
        if many or not bar.option_buttons:
            sizes[many].add(round(window.scene.geo.card_w, 1))
        window.model.answer(bot.answer(g.pending))
    assert sizes[True] and sizes[False], sizes
    assert sizes[True] == sizes[False], f"card widths with five buttons {sizes[True]}, without {sizes[False]}"


def test_an_action_on_a_card_that_is_not_on_the_table_gets_a_button(window):
    """The Auction's Shrink Tech on offer lies beside the Scheme (a small card in its strip): its bid is a
    button of the prompt bar, and clicking it bids."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from legendary_desktop.cards.ant_man_and_the_wasp.schemes import AUCTION, OFFER, shrink_tech
    from legendary_desktop.engine import attachments

    if "ant-man-and-the-wasp" not in catalog().sets():
        pytest.skip("ant-man-and-the-wasp has no cards registered")
    window.model.keep_files = False
    window.controller.curtain_enabled = False
    window.model.start(random_setup(3, 3, scheme=AUCTION, sets=["core", "ant-man-and-the-wasp"]), 3)
    g = window.model.game
    while g.pending.kind != "action":
        window.model.answer(g.pending.options[0].label)
    tech = shrink_tech(g)[0]
    attachments.attach(g, g.scheme_card, OFFER, tech)
    g.turn.recruit += 20
    g.refresh()
    window.controller.refresh()
    bid = next(o for o in g.pending.options if o.label.startswith("bid:"))
    assert not window.scene.shows(tech)
    [button] = [b for b in window.prompt_bar.option_buttons if b.property("optionLabel") == bid.label]
    assert button.isVisible() and button.text() == bid.text
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert g.pending.source == AUCTION  # the bid was taken: KO it or give it to a player
