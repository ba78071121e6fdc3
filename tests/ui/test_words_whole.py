"""No word cut, nothing covered: text too long for its room is shortened after a whole word with "…" (the
whole in its tooltip), lines break between words, and what a card face draws (its name, its lines, its
numbers, its class marks and badges) never overlaps, stays on the card, and keeps clear the zone it leaves
for the marks and counts that lie on it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from legendary_desktop.engine.catalog import catalog
from legendary_desktop.ui.shorten import ELLIPSIS, cut_at_a_word, shorten, words_fit
from legendary_desktop.ui.table.card_faces import (
    CARD_H,
    CARD_W,
    COMPACT,
    FULL,
    TILE,
    TILE_RATIO,
    ZONE,
    FaceCache,
    Now,
    painted_words,
)


class Chars:
    """Metrics of a fixed-pitch font: every character is one unit wide."""

    def horizontalAdvance(self, text: str) -> float:  # noqa: N802 (Qt's name)
        return float(len(text))


def test_text_is_shortened_after_a_whole_word_never_inside_one_or_from_the_start():
    text = "Seize the Wakandan Throne"
    assert shorten(text, Chars(), 40) == text
    assert shorten(text, Chars(), 19) == "Seize the Wakandan…"
    assert shorten(text, Chars(), 17) == "Seize the…"  # "Seize the Wakand…" would cut a word
    assert shorten(text, Chars(), 4) == ELLIPSIS
    assert shorten("Villains 13 · Henchmen 2 · Tactics 5", Chars(), 26) == "Villains 13 · Henchmen 2…"
    for width in range(1, len(text) + 2):
        shown = shorten(text, Chars(), width)
        assert Chars().horizontalAdvance(shown) <= max(width, 1) and cut_at_a_word(shown, text), (width, shown)


def test_the_check_tells_a_cut_word_from_a_shortened_text():
    assert cut_at_a_word("Seize the…", "Seize the Wakandan Throne")
    assert cut_at_a_word("(14 left)", "(14 left)")
    assert not cut_at_a_word("Seize the Waka…", "Seize the Wakandan Throne")
    assert not cut_at_a_word("mputer 1 (Strong)", "Computer 1 (Strong)")
    assert not cut_at_a_word("Inter…ional Crises", "International Crises")
    assert not cut_at_a_word("Seize the Waka", "Seize the Wakandan Throne")


def test_lines_break_between_words_and_a_word_too_long_ends_the_text_there():
    assert words_fit(["Seize", "the", "Wakandan", "Throne"], Chars(), 10) == ["Seize the", "Wakandan", "Throne"]
    assert words_fit(["Private", "Investigations"], Chars(), 10) == ["Private…"]


@pytest.mark.parametrize("width", [56, 62, 80])
def test_a_tile_breaks_a_name_between_its_words_only(qtbot, width):
    # a tile (a card in an area not in play) draws its whole name in words, or shortened after a word
    for card in catalog().all_cards():
        if card.sides:
            continue
        shown = " ".join(painted_words(card, width, TILE))  # a tile draws only its name, maybe line by line
        assert cut_at_a_word(shown, card.name), (card.name, shown)
        # each line holds whole words of the name ("Seize the / Wakandan…", never "Seize the Waka / ndan")
        for line in painted_words(card, width, TILE):
            whole = {w.strip(",;:") for w in card.name.split()}
            if line.endswith(ELLIPSIS) and card.name.startswith(line.removesuffix(ELLIPSIS)) and " " not in line:
                continue  # a stem of a first word too long for the tile ("Shrinksperime…"; `shorten.stem`)
            assert {w.strip(",;:") for w in line.removesuffix(ELLIPSIS).split()} <= whole, (card.name, line)


def _clash(boxes, size):
    w, h = size
    for i, (kind, a) in enumerate(boxes):
        if not QRectF(-0.5, -0.5, w + 1, h + 1).contains(a):
            return f"{kind} at {a} leaves the {w}x{h} card"
        for kind2, b in boxes[i + 1:]:
            if a.adjusted(0.5, 0.5, -0.5, -0.5).intersects(b.adjusted(0.5, 0.5, -0.5, -0.5)):
                return f"{kind} at {a} covers {kind2} at {b}"
    return None


@pytest.mark.parametrize(("style", "width", "divided"), [(COMPACT, 56, False), (COMPACT, 100, False),
                                                        (FULL, 150, False), (FULL, 190, False),
                                                        (FULL, 260, False), (COMPACT, 45, True), (COMPACT, 52, True),
                                                        (COMPACT, 61, True), (COMPACT, 62, True), (FULL, 260, True)])
def test_nothing_a_face_draws_covers_another_or_leaves_the_card_or_its_zone(qtbot, style, width, divided):
    # every number with its ring and printed value, every line of words, class mark and badge: none
    # intersects another, none reaches into the zone kept for marks and counts, all on the card (a Divided
    # Card's two halves as narrow as a hand's card on a squeezed table, 45 px: below 62 each half's name on
    # one line, its numbers sized to the room left). A full face from 150 px, as the choice
    # layer shows one: its RECRUIT and ATTACK under their circles stay apart (never "RECRUIATTACK").
    cache = FaceCache()
    height = round(width * CARD_H / CARD_W)
    found = []
    for card in catalog().all_cards():
        if (len(card.sides) == 2) != divided:
            continue
        changed = [None]
        if card.attack is not None:
            changed.append(Now(attack=card.attack + 2))
        if card.is_hero:
            changed.append(Now(cost=card.cost + 1, attack=None if card.attack is None else card.attack - 1))
        for now in changed:
            for reserve in (0, 2):
                boxes = cache.rendered(card, width, style, now, reserve).boxes
                assert (ZONE in [k for k, _ in boxes]) == bool(reserve and not divided)
                problem = _clash(boxes, (width, height))
                if problem:
                    found.append((card.name, now, reserve, problem))
    assert not found, found[:3]


def test_a_tile_keeps_its_proportions(qtbot):
    card = catalog().all_cards()[0]
    assert FaceCache().face(card, 100, TILE).height() == round(100 * TILE_RATIO)


def test_a_choice_among_hq_heroes_shows_each_ones_text_at_1280x720(window, qtbot):
    """The Throne's Favor offers to put up to three HQ Heroes on the bottom of the Hero Deck: each offered
    card shows its full face with its text (shortened after a word if it must), and its tooltip has it whole."""
    from legendary_desktop.bots import RandomBot
    from legendary_desktop.engine.decision import CHOOSE_CARDS
    from legendary_desktop.ui.table.card_item import face_pixels

    if "black-panther" not in catalog().sets():
        pytest.skip("black-panther has no cards registered")
    from legendary_desktop.cards.black_panther.lesson import thrones_favor

    window.resize(1280, 720)
    qtbot.wait(1)
    window.controller.curtain_enabled = False
    window.model.keep_files = False
    window.model.adopt(thrones_favor())
    g = window.model.game
    for name in ("Hurricane Winds", "Thunderous Tempest"):
        window.model.answer(next(o.label for o in g.pending.options if o.label.startswith("play:")
                                 and g.cards[o.card].name == name))
    bot = RandomBot(1)
    while g.pending is not None and not (g.pending.kind == CHOOSE_CARDS and all(o.card in g.hq for o in
                                                                                 g.pending.options if o.card)):
        window.model.answer(bot.answer(g.pending))
    assert g.pending is not None, "the Throne's Favor's choice never came"
    qtbot.wait(5)
    scene = window.scene
    offered = [i for i in scene.overlay_items.values() if i.isVisible()]
    assert len(offered) >= 3
    for item in offered:
        card = item.shown_card()
        width, style = face_pixels(item.w, window.view.scale_factor(), least=item.full_from())
        assert style == FULL, f"{card.name} offered at {width} px shows no text"
        text = " ".join(painted_words(card, width, style))
        assert " ".join(card.text.split()[:3]) in text, (card.name, text)
        assert card.text in item.toolTip()


def test_the_end_screen_shows_long_names_and_many_vp_sources_whole_at_1280x720(window, qtbot):
    """Computer seats' names ("Computer 1 (Strong)") and a long breakdown of VP: each name whole (never cut
    at its start), the breakdown shortened after a whole group with "…", the chart's tooltip has all."""
    from test_table_layout import check_end_screen

    from legendary_desktop.engine.state import Outcome

    window.resize(1280, 720)
    qtbot.wait(1)
    names = ["Computer 1 (Strong)", "Computer 2 (Normal)", "Computer 3 (Easy)",
             "Wilhelmina Featherstonh"]  # a name takes at most 24 characters
    screen = window.end_screen
    window.stack.setCurrentWidget(screen)
    screen.show_outcome(Outcome("evil_wins", "The Hero Deck ran out.", (18, 13, 4, 0), ()), names)
    sources = [[("Villains", 5, 13), ("Henchmen", 1, 2), ("Bystanders", 3, 3), ("Tactics", 2, 10),
                ("Other cards", 1, 1), ("Card bonuses", 0, 3), ("The Scheme's bonus", 0, 2)]] * 4
    screen.chart.set_rows([(n, vp, False) for n, vp in zip(names, [18, 13, 4, 0], strict=True)], sources)
    qtbot.wait(5)
    shown = {whole: text for _, _, text, whole, _ in screen.chart.texts()}
    assert all(shown.get(n) == n for n in names[:3]), shown  # never "mputer 1 (Strong)"
    legend = [text for _, rect, text, _, _ in screen.chart.texts() if rect.top() > 30 and rect.left() > 0]
    assert any(t.strip() == "…" for t in legend), "the long breakdown is not shortened"
    assert "Tacti" not in " ".join(t for t in legend if "Tactics" not in t)
    check_end_screen(window)


def test_every_wizard_page_shows_its_words_whole_with_the_longest_names(qtbot):
    """The wizard at its size on a 1280x720 screen, every set on, the longest Mastermind and Scheme picked:
    each page's labels, buttons and boxes show their words whole (a Mastermind's long text scrolls)."""
    from PySide6.QtWidgets import QApplication
    from test_table_layout import check_widget_words

    from legendary_desktop.ui.dialogs.setup_wizard import SetupWizard, tooltip
    from legendary_desktop.ui.resources import stylesheet

    app = QApplication.instance()
    before = app.styleSheet()
    app.setStyleSheet(stylesheet())  # the app's look, as a MainWindow sets it
    w = SetupWizard(remember=False)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    assert w.width() <= 1280 and w.height() <= 720 - 40
    cat = catalog()
    w.draft.sets = set(w.draft.available_sets())
    w.pick("scheme", max(cat.schemes, key=len), None)
    w.pick("mastermind", max(cat.masterminds, key=lambda m: len(tooltip("mastermind", m))), None)
    seen = []
    try:
        for _ in w.pages:
            qtbot.wait(5)
            page = w.currentPage()
            seen.append(page.title())
            check_widget_words(page)
            w.next()
    finally:
        app.setStyleSheet(before)
    assert len(seen) == len(w.pages)
