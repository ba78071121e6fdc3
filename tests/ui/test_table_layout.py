"""The table at common screen sizes: whole games played by clicking, checked at every decision.

At 1280×720 and 1920×1080, for 2 and 5 players: the window never grows past the screen, no two
things on the table overlap, no text on the table is under 9 pixels high, and the choice overlay
shows each option once.
"""

from __future__ import annotations

import pytest
from conftest import Driver, face_up_hand_owners
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import default_setup
from legendary_desktop.engine.table_view import pass_and_play
from legendary_desktop.ui.shorten import cut_at_a_word
from legendary_desktop.ui.table.board_scene import table_rows
from legendary_desktop.ui.table.card_faces import MIN_TEXT_PX, ZONE
from legendary_desktop.ui.table.card_item import DIMMED, CardItem, PileItem
from legendary_desktop.ui.table.prompt_bar import ElidingButton
from legendary_desktop.ui.table.table_layout import Row, Zone, lay_out

SIZES = [(1280, 720), (1920, 1080)]


def check_table(window, screen: tuple[int, int]) -> float:
    """Every check of the issue at one moment; returns the smallest text seen (pixels)."""
    w, h = screen
    assert window.width() <= w and window.height() <= h, f"window {window.size()} outgrew the {w}x{h} screen"
    hint = window.minimumSizeHint()
    assert hint.width() <= w and hint.height() <= h, f"minimum size {hint} is larger than the screen"
    scene = window.scene
    if not window.view.isVisible():
        return 99.0
    overlaps = scene.overlaps()
    assert not overlaps, f"items overlap: {[(a, a.table_rect(), b, b.table_rect()) for a, b in overlaps[:3]]}"
    scale = window.view.scale_factor()
    sizes = scene.text_sizes(scale)
    small = [(item, px) for item, px in sizes if px < MIN_TEXT_PX]
    assert not small, f"text under {MIN_TEXT_PX} px: {small[:3]}"
    view_rect = QRectF(window.view.mapToScene(window.view.viewport().rect()).boundingRect())
    for item in scene.table_items():
        rect = item.table_rect() if hasattr(item, "table_rect") else None
        if rect is not None and not rect.isEmpty():
            assert view_rect.adjusted(-1, -1, 1, 1).contains(rect), f"{item} at {rect} is outside the view"
    g = window.model.game
    d = g.pending
    check_prompt_bar(window)
    check_card_panel(window)
    check_words_whole(scene)
    check_marks_clear(scene)
    if d is not None and scene.overlay_shown():
        backdrop = scene.backdrop  # its question (and the news it comes out of) whole, or whole in its tooltip
        assert backdrop.title and (backdrop._font()[1] == backdrop.title or backdrop.title in backdrop.toolTip())
        top = min(i.y() for i in scene.overlay_items.values() if i.isVisible())
        assert top >= backdrop.title_h, "the overlay's cards cover its question"
        shown = [i.card_id for i in scene.overlay_items.values() if i.isVisible()]
        groups = window.controller.groups  # copies that are one choice show as one face (engine/copies.py)
        assert sorted(c for group in groups for c in group) == sorted({o.card for o in d.options if o.card is not None})
        assert sorted(shown) == sorted(group[0] for group in groups)
        assert len(shown) == len(set(shown))
    return min((px for _, px in sizes), default=99.0)


def check_prompt_bar(window) -> None:
    """Every word of the prompt bar is readable and whole in its place: no button's words are cut at its
    sides (a long answer is elided at its end, the tooltip has it whole)."""
    bar = window.prompt_bar
    for button in bar.findChildren(QPushButton):
        if not button.isVisibleTo(bar) or not button.text():
            continue
        assert QFontInfo(button.font()).pixelSize() >= MIN_TEXT_PX
        if isinstance(button, ElidingButton):
            assert button.text_fits(), f"{button.text()!r} is cut in a {button.width()} px button"
            shown = button.shown_text()
            assert cut_at_a_word(shown, button.full_text) or (button.short and cut_at_a_word(shown, button.short)), \
                f"{shown!r} cuts a word of {button.full_text!r}"
            if shown != button.full_text:
                assert button.toolTip().startswith(button.full_text)
        else:
            words = button.fontMetrics().horizontalAdvance(button.text().replace("&&", "&"))
            assert words <= button.width(), f"{button.text()!r} is cut in a {button.width()} px button"
    for label in bar.findChildren(QLabel):
        if label.isVisibleTo(bar) and label.text():
            assert QFontInfo(label.font()).pixelSize() >= MIN_TEXT_PX


def check_words_whole(scene) -> None:
    """Every text on the table (names of spaces, strips, the Evil Wins meter, plaques, marks, the overlay's
    question and buttons) is whole, or shortened after a word with "…" and whole in its tooltip."""
    for item in scene.table_items():
        for shown, whole in item.words():
            assert cut_at_a_word(shown, whole), f"{item}: {shown!r} cuts a word of {whole!r}"
            if shown != whole:
                assert whole in item.toolTip(), f"{item}: {whole!r} shortened to {shown!r}, not in its tooltip"


def check_marks_clear(scene) -> None:
    """Marks and a pile's count lie in the zone their card's face keeps for them: they cover none of its
    texts or numbers (its name, cost, VP, Recruit, Attack, kind and group lines), nor each other."""
    for item in scene.table_items():
        if isinstance(item, PileItem):
            pill = item.count_pill()
            covers = [pill[0]] if pill is not None else []
        elif isinstance(item, CardItem) and item.face_up and item.marks and not item.tile:
            covers = item.mark_rects()
        else:
            continue
        if not covers:
            continue
        boxes = item.face_boxes()
        zone = next((r for kind, r in boxes if kind == ZONE), None)
        assert zone is not None, f"{item} has marks or a count but its face keeps no zone for them"
        for i, rect in enumerate(covers):
            assert zone.adjusted(-0.5, -0.5, 0.5, 0.5).contains(rect), f"{item}: {rect} leaves its zone {zone}"
            for kind, box in boxes:
                if kind != ZONE:
                    assert not rect.adjusted(0.5, 0.5, -0.5, -0.5).intersects(box), f"{item}: {rect} on {kind} {box}"
            for other in covers[i + 1:]:
                assert not rect.adjusted(0.5, 0.5, -0.5, -0.5).intersects(other), f"{item}: marks overlap"


def plain(text: str) -> str:
    from PySide6.QtGui import QTextDocument

    if "<" not in text:
        return text
    doc = QTextDocument()
    doc.setHtml(text)
    return doc.toPlainText()


def check_widget_words(root) -> None:
    """Every label, button and list of a window (the end screen, a wizard page) shows its words whole in its
    room: a one-line label or a button's words fit its width, a wrapping label has the height its lines need
    (or scrolls), a shortened text ends after a word with the whole in its tooltip."""
    from PySide6.QtWidgets import QComboBox, QScrollArea

    for label in root.findChildren(QLabel):
        if not label.isVisibleTo(root) or not label.text():
            continue
        text = plain(label.text())
        room = label.contentsRect().width()
        in_scroll = isinstance(label.parent() and label.parent().parent(), QScrollArea)
        if label.wordWrap():
            if not in_scroll:
                need = label.heightForWidth(label.width())
                assert need <= label.height() + 2, f"{text[:60]!r} needs {need} px, has {label.height()}"
        else:
            for line in text.split("\n"):
                width = label.fontMetrics().horizontalAdvance(line)
                assert width <= room + 1, f"{line!r} is {width} px wide in a {room} px label"
    for button in root.findChildren(QPushButton):
        if button.isVisibleTo(root) and button.text():
            shown = button.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
            width = button.fontMetrics().horizontalAdvance(shown)
            assert width <= button.width(), f"{shown!r} is cut in a {button.width()} px button"
            full = button.property("fullText")
            if isinstance(full, str) and full:
                assert cut_at_a_word(shown, full)
    for combo in root.findChildren(QComboBox):
        if combo.isVisibleTo(root) and combo.currentText():
            width = combo.fontMetrics().horizontalAdvance(combo.currentText())
            assert width <= combo.width() - 20, f"{combo.currentText()!r} is cut in a {combo.width()} px box"
    # nothing lies over anything else (a layout squeezed below what it needs lays its widgets over each other)
    from PySide6.QtCore import QPoint, QRect
    from PySide6.QtWidgets import QCheckBox, QLineEdit, QSpinBox

    kinds = (QLabel, QPushButton, QComboBox, QScrollArea, QLineEdit, QCheckBox, QSpinBox)
    shown = [w for w in root.findChildren(QWidget) if isinstance(w, kinds) and w.isVisibleTo(root)
             and not any(isinstance(a, (QScrollArea, QComboBox, QSpinBox)) for a in ancestors(w, root))]
    places = [(w, QRect(w.mapTo(root, QPoint(0, 0)), w.size())) for w in shown]
    for i, (a, ra) in enumerate(places):
        for b, rb in places[i + 1:]:
            assert not ra.adjusted(1, 1, -1, -1).intersects(rb.adjusted(1, 1, -1, -1)), (
                f"{type(a).__name__} {getattr(a, 'text', lambda: '')()[:40]!r} at {ra} lies over "
                f"{type(b).__name__} {getattr(b, 'text', lambda: '')()[:40]!r} at {rb}")


def ancestors(widget, root) -> list:
    out = []
    parent = widget.parentWidget()
    while parent is not None and parent is not root:
        out.append(parent)
        parent = parent.parentWidget()
    return out


def check_end_screen(window) -> None:
    """The end screen: each name and VP source whole in its place (or shortened after a word, whole in the
    chart's tooltip), nothing drawn over anything else, every other word whole."""
    screen = window.end_screen
    chart = screen.chart
    texts = chart.texts()
    assert texts, "the chart draws no names"
    for i, (font, rect, shown, whole, _) in enumerate(texts):
        assert cut_at_a_word(shown, whole), f"{shown!r} cuts a word of {whole!r}"
        if shown != whole:
            assert whole.removeprefix("★ ") in chart.toolTip(), f"{whole!r} is not in the chart's tooltip"
        from PySide6.QtGui import QFontMetricsF

        width = QFontMetricsF(font).horizontalAdvance(shown)
        assert width <= rect.width() + 0.5, f"{shown!r} ({width:.0f} px) is cut in {rect.width():.0f} px"
        assert rect.left() >= 0 and rect.right() <= chart.width() + 0.5, f"{shown!r} leaves the chart"
        for other in texts[i + 1:]:
            assert not rect.adjusted(0.5, 0.5, -0.5, -0.5).intersects(other[1]), f"{shown!r} meets {other[2]!r}"
    check_widget_words(screen)


def check_card_panel(window) -> None:
    """The Card panel, showing a card of the table (each check a different one): its face and words are
    readable (no text under 9 px) and whole (no "ATTAC…")."""
    g = window.model.game
    shown = [c for c, item in window.scene.items_by_id.items() if item.isVisible() and item.face_up]
    if not shown or not window.inspector_dock.isVisible() or window.stack.currentWidget() is not window.table:
        return
    window._inspect_in_dock(sorted(shown)[len(g.answers) % len(shown)])
    panel = window.inspector_dock.inspector
    small = [px for px in panel.text_px() if px < MIN_TEXT_PX]
    assert not small, f"the Card panel shows {panel.card.name} with text of {small} px"
    assert not panel.cut_words(), f"the Card panel cuts {panel.cut_words()} on {panel.card.name}"


@pytest.mark.parametrize("screen", SIZES, ids=["1280x720", "1920x1080"])
@pytest.mark.parametrize(("players", "seed"), [(2, 12), (5, 30)])
def test_whole_game_by_clicking_fits_the_screen_and_stays_readable(window, qtbot, screen, players, seed):
    window.resize(*screen)
    qtbot.wait(1)
    window.model.keep_files = False  # the table is under test here, not the autosave
    window.new_game(players, seed)
    driver = Driver(window, seed)
    smallest = 99.0
    overlays = 0
    deciders = set()
    g = window.model.game
    for _ in range(4000):
        if driver.at_end():
            break
        smallest = min(smallest, check_table(window, screen))
        overlays += window.scene.overlay_shown()
        owners = face_up_hand_owners(window)  # privacy: only the deciding player's hand, never behind the curtain
        assert owners == set() if driver.curtain_up() else owners <= {g.pending.player}
        if driver.curtain_up():
            deciders.add(window.curtain.player)
        driver.step()
    assert driver.at_end(), "the game did not finish within the step cap"
    assert g.over and window.end_screen.headline.text() == g.outcome.headline
    assert len(window.end_screen.chart.rows) == players
    check_end_screen(window)
    assert window.log_dock.lines == len(g.events)
    assert len(deciders) > 1
    window.end_screen.show_board.click()  # after the game: the table again, every hand open
    assert window.scene.open_hands
    check_table(window, screen)
    assert smallest >= MIN_TEXT_PX
    assert overlays > 0, "no choice overlay came up: the game did not test it"


def test_a_long_answer_list_wraps_and_never_widens_the_window(window, qtbot):
    window.resize(1280, 720)
    window.controller.curtain_enabled = False
    window.new_game(2, 1)
    bar = window.prompt_bar
    bar.clear()
    for i in range(6):
        bar.add_option_button(f"x{i}", f"Sewers (swap with Super-Skrull, a Villain of the Skrull Empire) {i}", "")
    qtbot.wait(1)
    assert window.width() <= 1280 and window.minimumSizeHint().width() <= 1280
    assert max(b.width() for b in bar.option_buttons) <= 340
    assert len({b.y() for b in bar.option_buttons}) > 1, "the buttons wrap onto more lines"
    assert all(b.toolTip().startswith("Sewers (swap with Super-Skrull") for b in bar.option_buttons)
    check_prompt_bar(window)
    bar.buttons_host.setMaximumWidth(230)  # less room than a button would like: elided at its end, never
    qtbot.wait(1)                          # cut at both sides ("e Open Portals: swap it with the top car")
    assert max(b.width() for b in bar.option_buttons) <= 230
    check_prompt_bar(window)
    assert all(b.text().endswith("…") and b.text().startswith("Sewers") for b in bar.option_buttons)


def test_layout_is_built_from_the_games_city_and_hq_not_constants(qtbot):
    g = Game(default_setup(2, "Red Skull", "Unleash the Power of the Cosmic Cube"), 1)
    g.area.city_names.append("Harbor")  # a Scheme that makes the city longer and the HQ larger
    g.area.city.append(None)
    g.area.hq.append(None)
    rows = table_rows(pass_and_play(g))
    geo = lay_out(rows, 1280, 640)
    assert {f"city{i}" for i in range(6)} <= geo.cards.keys()
    assert {f"hq{i}" for i in range(6)} <= geo.cards.keys()
    names = [z.title for z in rows[0].zones]
    assert "Harbor" in names and names.index("Harbor") < names.index("Sewers")  # Sewers next to the Villain Deck
    card_rects = [r for name, r in geo.cards.items() if name != "panel"]
    for i, a in enumerate(card_rects):
        for b in card_rects[i + 1:]:
            assert not a.adjusted(1, 1, -1, -1).intersects(b), "zones overlap"
        assert QRectF(0, 0, 1280, 640).contains(a)


def test_a_row_or_stack_more_is_one_more_zone():
    rows = [Row("a", (Zone("x"), Zone("y", span=2)), info=0.3), Row("b", (Zone("p", span=2, rows=2), Zone("z"))),
            Row("c", (Zone("w"),))]
    geo = lay_out(rows, 800, 900)
    assert geo.cards["w"].left() > geo.cards["p"].right()  # the next row starts after the two-row zone
    assert geo.cards["p"].bottom() == pytest.approx(geo.cards["w"].bottom())
    assert geo.infos["x"].top() >= geo.cards["x"].bottom()


@pytest.mark.parametrize("screen", SIZES, ids=["1280x720", "1920x1080"])
def test_long_rows_of_played_cards_and_a_big_hand_still_fit_without_overlap(window, qtbot, screen):
    from legendary_desktop.engine.positions import put

    window.resize(*screen)
    qtbot.wait(1)
    window.controller.curtain_enabled = False
    window.model.keep_files = False
    window.new_game(5, 3)
    g = window.model.game
    while g.pending.kind != "action":
        window.model.answer(g.pending.options[0].label)
    player = g.turn.player
    for _ in range(16):
        put(g, "S.H.I.E.L.D. Agent", "played", player)
    for _ in range(9):
        put(g, "S.H.I.E.L.D. Trooper", "hand", player)
    window.controller.refresh()
    check_table(window, screen)
    scene = window.scene
    assert scene.more_played.isVisible() and "earlier" in scene.more_played.text
    assert all(scene.items_by_id[c].isVisible() for c in g.players[player].hand)  # every hand card can be clicked
    shown_played = [c for c in g.turn.played if scene.items_by_id.get(c) is not None
                    and scene.items_by_id[c].isVisible()]
    assert g.turn.played[-1] in shown_played  # the latest card is among those shown


def test_a_pile_of_a_hundred_cards_shows_its_count_readably(window, qtbot):
    window.resize(1280, 720)
    qtbot.wait(1)
    window.controller.curtain_enabled = False
    window.new_game(5, 3)
    g = window.model.game
    while len(g.wound_stack) < 120 and g.hero_deck:  # a pile of over a hundred cards
        g.wound_stack.append(g.hero_deck.pop())
    window.controller.refresh()
    pile = window.scene.piles["wounds"]
    assert pile.count >= 100
    assert min(pile.text_px(window.view.scale_factor())) >= MIN_TEXT_PX


@pytest.mark.parametrize("screen", SIZES, ids=["1280x720", "1920x1080"])
def test_a_second_area_and_a_second_villain_deck_are_laid_out_too(window, qtbot, screen):
    from legendary_desktop.engine.state import Occupant
    from legendary_desktop.engine.table import Area, VillainDeck

    window.resize(*screen)
    qtbot.wait(1)
    window.controller.curtain_enabled = False
    window.model.keep_files = False
    window.new_game(3, 2)
    g = window.model.game
    while g.pending.kind != "action":
        window.model.answer(g.pending.options[0].label)
    second = Area("Asgard", city_names=["Bifrost", "Hall"])
    villain = next(c for c in g.villain_deck if g.cards[c].is_villain)
    g.villain_deck.remove(villain)
    second.city[1] = Occupant(villain)
    second.hq[0] = g.hero_deck.pop()
    second.hero_deck = [g.hero_deck.pop() for _ in range(4)]
    g.areas.append(second)
    g.villain_decks.append(VillainDeck([g.villain_deck.pop(0) for _ in range(3)], 1, "Asgard Deck"))
    window.controller.refresh()
    scene = window.scene
    assert scene.slots["a1.city0"].title == "Bifrost"
    assert scene.items_by_id[villain].isVisible() and scene.items_by_id[second.hq[0]].isVisible()
    assert scene.piles["villain_deck1"].count == 3 and scene.piles["a1.hero_deck"].count == 4
    assert f"{g.villain_name(villain)}, in Asgard's Hall (not in play now)" in scene.items_by_id[villain].toolTip()
    # the area not in play is one row of low tiles, dimmed, with its name; the area in play is not
    assert scene.area_labels["a1.label"].text == "Asgard (not in play)"
    for card in (villain, second.hq[0]):
        item = scene.items_by_id[card]
        assert item.state == DIMMED and item.tile and item.h < item.w
        assert "Asgard" in item.toolTip()
    assert scene.piles["a1.hero_deck"].state == DIMMED
    assert all(scene.items_by_id[c].state != DIMMED for c in g.hq if c is not None)
    assert scene.piles["hero_deck"].state != DIMMED
    check_table(window, screen)


def test_the_hand_uses_the_width_a_short_city_leaves(window, qtbot):
    """Warp Reality Into a TV Show: a 3-space city and a 3-space HQ. The cards are sized by the height, so
    the rows above leave width over; the played cards and the hand take it (full-size cards, not 49 px)."""
    from legendary_desktop.engine import positions

    window.resize(1280, 720)
    qtbot.wait(1)
    g = positions.position(mastermind="Thanos", scheme="Warp Reality Into a TV Show",
                         hand=["S.H.I.E.L.D. Agent"] * 8)
    assert len(g.city) == 3
    window.model.keep_files = False
    window.model.adopt(g)
    scene = window.scene
    geo = scene.geo
    hand = [scene.items_by_id[c] for c in g.players[0].hand]
    assert min(item.w for item in hand) >= geo.card_w * 0.9  # was 49 px with 170 px empty on each side
    view_w = scene.view_size[0]
    assert geo.cards["hand"].left() < geo.cards["hq0"].left() - geo.card_w  # it begins left of the HQ rows
    assert geo.cards["discard"].right() > view_w - 20  # and ends at the table's right edge
    check_table(window, (1280, 720))


def test_a_piles_count_never_covers_the_attack_of_its_top_card(window):
    """The Escaped Villains pile (any pile): its count lies between the top card's VP and Attack circles."""
    from legendary_desktop.ui.table.card_item import PileItem

    pile = PileItem("escape", "Escaped")
    for w in (76.0, 78.0, 120.0, 160.0):  # a pile's width at 1280×720 (77 px) and up (a compact face)
        pile.set_size(w, w * 1.4)
        u = w / 100
        number_r = max(max(MIN_TEXT_PX + 1, u * 11) * 1.05, u * 13)  # the compact face's bottom circles
        for count in (3, 12, 123):
            pile.count = count
            centre, r = pile.badge_centre(), pile.badge_r()
            assert centre.x() == pytest.approx(w / 2)
            assert centre.x() + r <= w - u * 7 - 2 * number_r + 0.5  # clear of the Attack circle at the right
            assert centre.x() - r >= u * 7 + 2 * number_r - 0.5  # and of the VP (or Recruit) one at the left
