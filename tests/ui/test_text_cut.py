"""Issue #60, "Cut or covered": what a player reads is whole. Names and marks keep a readable stem before
their "…", answers keep their key fact, nothing is drawn over a number or a heading (the coach's pointer
included), at 1280×720."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from text_whole import stem_problem

from legendary_desktop.engine import sets
from legendary_desktop.ui.shorten import ELLIPSIS, shorten
from legendary_desktop.ui.table.prompt_bar import MAX_BUTTON_W, ElidingButton


class Chars:
    """Metrics of a fixed-pitch font: every character is one unit wide."""

    def horizontalAdvance(self, text: str) -> float:  # noqa: N802 (Qt's name)
        return float(len(text))


LONG_ANSWERS = [
    "Pay 3 Recruit: rescue a Pym Tech Bystander from under the Scheme",
    "Villain Deck above the Rooftops (12 left)",
    "Let Go (Vision): 2 Recruit, Phasing. Ranged Sacrifice: draw three cards and you may KO a card from your "
    "hand or discard pile.",
]


def test_a_text_is_never_shortened_to_a_full_stop_and_its_ellipsis():
    text = LONG_ANSWERS[2]
    for width in range(4, len(text)):
        shown = shorten(text, Chars(), width)
        assert not shown.endswith("." + ELLIPSIS), (width, shown)


def test_a_first_word_wider_than_its_whole_room_keeps_a_readable_stem():
    from legendary_desktop.ui.shorten import cut_at_a_word

    assert shorten("Shrinksperiments", Chars(), 10) == "Shrinkspe…"
    assert shorten("Electromagnetic Bubble", Chars(), 8) == "Electro…"
    assert shorten("Size-Changing", Chars(), 8) == "Size…"  # a compound: after its hyphen
    assert shorten("Seize the Wakandan Throne", Chars(), 4) == ELLIPSIS  # not even four letters fit
    assert cut_at_a_word("Shrinkspe…", "Shrinksperiments") and not cut_at_a_word("Shr…", "Shrinksperiments")


def test_a_text_is_never_shortened_inside_brackets():
    text = LONG_ANSWERS[1]
    for width in range(len("Villain Deck above the Rooftops…"), len(text)):
        assert shorten(text, Chars(), width) == "Villain Deck above the Rooftops…", width  # never "(12…"


def test_a_long_answer_in_a_compact_bar_keeps_its_key_fact_on_one_line(qtbot):
    """Many answers make the bar compact (low buttons): one line each, the place named, never "(12…": the
    words all the answers start with ("Villain Deck above the") give way first, the whole in the tooltip."""
    from legendary_desktop.ui.table.prompt_bar import PromptBar

    bar = PromptBar()
    qtbot.addWidget(bar)
    bar.resize(700, 200)
    for space in ("Sewers", "Bank", "Rooftops", "Streets", "Bridge"):
        bar.add_option_button(space, f"Villain Deck above the {space} (12 left)")
    bar.show()
    qtbot.waitExposed(bar)
    assert bar.compact()
    for button in bar.option_buttons:
        button.resize(200, 26)
        shown = button.text().replace("&&", "&")
        assert "\n" not in shown and button.property("optionLabel") in shown, shown
        assert shown in (button.full_text, f"{button.property('optionLabel')} (12 left)"), shown
        assert button.toolTip().startswith(button.full_text)


def test_a_compact_bar_keeps_its_height_with_a_long_question_and_detail(qtbot):
    """Six answers (a compact bar) under a long question and a card's long text, in the width the table's
    bar has at 1280×720: the answers take only the width they need in the bar's usual height, the question
    is whole, the detail keeps to the lines left (shortened after a word, whole in its tooltip)."""
    from legendary_desktop.ui.table.prompt_bar import PromptBar

    question = "Player 2: Build a Conquering Army: choose an unused Henchman group"
    detail = ("Build a Conquering Army: Ambush: if the Bridge is empty, move a Villain there. Choose an unused "
              "Henchman group and stack one of its Henchmen here per player.")
    bar = PromptBar()
    qtbot.addWidget(bar)
    bar.resize(1004, 112)
    bar.set_prompt(question, detail)
    for name in ("Doombot Legion", "Hand Ninjas", "Savage Land Mutates", "Sentinel", "Quantum Hound", "Tardigrade"):
        bar.add_option_button(name, name)
    bar.show()
    qtbot.waitExposed(bar)
    qtbot.wait(5)
    assert bar.compact()
    assert bar.layout().heightForWidth(1004) <= bar.minimumHeight()
    assert bar.prompt.text() == question
    shown = bar.detail.text()
    assert stem_problem(shown, detail) is None, shown
    assert shown == detail or detail in bar.detail.toolTip()
    assert all(b.text().replace("&&", "&") == b.full_text for b in bar.option_buttons)  # each answer whole


def test_a_long_answer_wraps_onto_two_lines_before_it_is_shortened(qtbot):
    """An answer too long for its button goes on two lines of whole words: "(12 left)" and "Bystander from"
    stay in sight; only a text longer than two lines is shortened, after a word and never after a ".",
    the whole in its tooltip."""
    for text in LONG_ANSWERS:
        for width in (180, 240, MAX_BUTTON_W):
            button = ElidingButton(text)
            qtbot.addWidget(button)
            button.show()
            button.resize(width, 60)
            shown = button.text().replace("\n", " ").replace("&&", "&")
            assert button.text_fits(), (text, width, button.text())
            assert stem_problem(shown, text) is None, (width, stem_problem(shown, text))
            if len(text) < 70 and width >= 240:
                assert shown == text, (width, button.text())  # whole, on one line or two
            assert "Bystander" in shown or "Rooftops (12 left)" in shown or "Phasing" in shown, shown
            assert button.text().count("\n") <= 1


def lesson_steps(window):
    """Every step of every set's What's New lesson at 1280×720, played by clicking what the coach points at;
    yields (set id, position, step) with the table at rest before each action (and after the last)."""
    from conftest import Driver
    from table_truth import quiet
    from test_learn_to_play import take_step

    from legendary_desktop.cards import SET_TITLES
    from legendary_desktop.engine.lessons import scenarios

    window.resize(1280, 720)
    window.model.keep_files = False
    driver = Driver(window)
    for scenario in scenarios(list(SET_TITLES)):
        window.whats_new(scenario)
        for n in range(len(scenario.positions)):
            window.lessons.next_position() if n else None
            step = 0
            while True:
                quiet(window)
                yield scenario.set_id, n, step
                if window.lessons.coach.done:
                    break
                take_step(window, driver)
                step += 1
        window.lessons.leave()


@dataclass(frozen=True)
class LessonMoment:
    """What the tests below look at, at one lesson step with the table at rest (`lesson_steps`)."""

    where: tuple[str, int, int]  # set id, position, step
    pointed: bool  # a coach pointer is shown
    pointer: list[str]  # `pointer_problems`
    readable: list[str]  # `readable_problems`
    layer: bool  # a choice layer is shown
    crowding: list[str]  # `face_crowding`
    compact: bool  # the prompt bar is compact, or has no answer button
    bar_taller: int | None  # the bar's height where it is taller than its usual (minimum) height


#: the lesson walk, once per process: the four lesson tests below read the same walk (each test used to walk
#: every lesson of every set itself)
LESSON_WALK: list[LessonMoment] = []


def lesson_walk(window) -> list[LessonMoment]:
    """Every step of every set's What's New lesson (`lesson_steps`), with each check of the tests below made
    at it; walked once per process, on the first test's window."""
    from text_whole import pointer_problems

    if not LESSON_WALK:
        moments = []
        for where in lesson_steps(window):
            bar = window.prompt_bar
            compact = bar.compact() or not bar.option_buttons
            moments.append(LessonMoment(
                where, any(p.isVisible() for p in window.lessons.pointers), pointer_problems(window),
                readable_problems(window), bool(window.scene.overlay_shown()), face_crowding(window), compact,
                bar.height() if compact and bar.height() > bar.minimumHeight() else None))
        LESSON_WALK.extend(moments)  # only a whole walk is kept: a walk that failed is walked again
    return LESSON_WALK


def test_the_coach_points_without_covering_a_number_or_a_heading(window):
    """The coach's pointer never lies over the Attack and Recruit of the card just played, nor over a
    heading ("HQ 4", "Rooftops", "Bank"): its arrow comes from the side that is free, or stays away."""
    walk = lesson_walk(window)
    assert sum(m.pointed for m in walk) > 10
    found = [(m.where, p) for m in walk for p in m.pointer]
    assert not found, found[:4]


def test_the_join_dialogs_code_field_shows_its_placeholder_whole(qtbot):
    """The join code's field is no tiny box: its placeholder ("LGD1-… (the line the host sent you)") is read
    whole, the dialog still fits a 1280×720 screen."""
    from PySide6.QtWidgets import QApplication

    from legendary_desktop.ui.online.online import JoinDialog
    from legendary_desktop.ui.resources import stylesheet

    app = QApplication.instance()
    before = app.styleSheet()
    app.setStyleSheet(stylesheet())  # the app's look, as a MainWindow sets it
    try:
        dialog = JoinDialog()
        qtbot.addWidget(dialog)
        dialog.code.setText("")
        dialog.show()
        qtbot.waitExposed(dialog)
        field = dialog.code
        words = field.fontMetrics().horizontalAdvance(field.placeholderText())
        room = field.contentsRect().width() - field.textMargins().left() - field.textMargins().right() - 8
        assert words <= room, f"the placeholder takes {words} px in a {room} px field"
        assert dialog.width() <= 1280 and dialog.height() <= 720
        dialog.reject()  # no dialog is left open
    finally:
        app.setStyleSheet(before)


def test_a_label_never_runs_out_of_its_room_into_the_headings_below(qtbot):
    """"Villain Decks, one above each space" in the room the Five Families' table gives it at 1280×720
    (two lines did not fit, and the second ran into the column headings): condensed to fit, or shortened
    after a word with the whole in its tooltip."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QFontMetricsF

    from legendary_desktop.ui.shorten import cut_at_a_word
    from legendary_desktop.ui.table.board_items import LabelItem

    text = "Villain Decks, one above each space"
    for width, height in ((176, 22), (176, 21), (120, 22), (90, 12), (60, 30)):
        label = LabelItem(QRectF(0, 0, width, height), text, 11.0, 9.0)
        lines = len(label.rows) * QFontMetricsF(label.font).height()
        assert lines <= height + 0.5, (width, height, label.rows)
        shown, whole = label.words()[0]
        assert cut_at_a_word(shown, whole) and whole in label.toolTip()


def test_the_totals_words_are_whole_or_left_out_never_recrui(qtbot):
    """The Recruit and Attack beside their badges: shrunk and condensed to their room, or left out (the
    tooltip names both), never cut to "Recrui"."""
    from PySide6.QtGui import QFontMetricsF

    from legendary_desktop.ui.table.board_items import TotalsItem

    for width in (150, 170, 190, 230):
        totals = TotalsItem(width, 30, 13.0)
        totals.set_totals(2, 4)
        room = width / 2 - 14 - 2 * totals._r()
        drawn = totals._words()
        for f, word in drawn:
            if f is not None:
                assert word in ("Recruit", "Attack") and QFontMetricsF(f).horizontalAdvance(word) <= room + 0.5, \
                    (width, word)
        assert "Recruit 2" in totals.toolTip() and "Attack 4" in totals.toolTip()
    from legendary_desktop.ui.table.card_faces import font

    narrow = TotalsItem(150, 30, 13.0)  # the room where "Recruit" at its usual size was cut to "Recrui"
    assert QFontMetricsF(font(13.0, True)).horizontalAdvance("Recruit") > 150 / 2 - 14 - 2 * narrow._r()


def test_a_mark_on_a_small_card_keeps_a_readable_stem(qtbot):
    """Marks on a card as small as the table draws one at 1280×720 with the coach and many answers: each
    mark whole or shortened after a readable stem, never a bare "…" (the Mastermind's "Witnesses 2" under
    "The…", a Scheme's "Schemes 1", "Ambush!", "Size-Changing")."""
    from legendary_desktop.engine.catalog import catalog
    from legendary_desktop.ui.table.card_item import CardItem, Mark

    cards = {c.name: c for c in catalog().all_cards()}
    mastermind = next(c for c in cards.values() if c.kind.name == "MASTERMIND")
    found = []
    for text in ("Witnesses 2", "Schemes 1", "Ambush!", "Size-Changing", "Secret Identity"):
        for width in (48, 52, 56, 62):
            item = CardItem(0, mastermind)
            item.set_size(width, width * 1.4)
            item.set_marks((Mark(text, "#8fd3ff"),))
            for shown, whole in item.words():
                problem = stem_problem(shown, whole)
                if problem:
                    found.append((width, problem))
    assert not found, found[:4]


def test_no_face_names_a_card_or_a_line_by_a_bare_ellipsis(qtbot):
    """Every card's face at the smallest width the table gives a card at 1280×720 (48 px) and up: its name,
    its lines and its badges whole, or shortened after a readable stem, never "…" alone ("The…" under the
    Five Families' Mastermind, "…" for a Size-Changing badge); the narrowest type comes first."""
    from legendary_desktop.engine.catalog import catalog
    from legendary_desktop.ui.table.card_faces import COMPACT, TILE, painted_words

    found = []
    for card in catalog().all_cards():
        if card.sides:
            continue
        for style, width in ((COMPACT, 48), (COMPACT, 56), (TILE, 48), (TILE, 56)):
            words = painted_words(card, width, style)
            if style == TILE:  # a tile draws only its name, maybe line by line
                words = [" ".join(words)]
            for shown in words:
                problem = stem_problem(shown, shown + " more") if shown.endswith(ELLIPSIS) else None
                if problem:
                    found.append((card.name, style, width, shown))
    assert not found, (len(found), sorted({f[0] for f in found}))


def test_the_load_dialogs_saved_column_shows_its_date_whole(qtbot, tmp_path):
    """The "Saved" column sizes itself to its dates: each is read whole (never "…"), with the app's look."""
    import os

    from PySide6.QtWidgets import QApplication, QStyleOptionViewItem
    from test_load_and_stats import finished_game

    from legendary_desktop.persistence.save_file import to_json, write_atomic
    from legendary_desktop.ui.dialogs.load_dialog import LoadDialog
    from legendary_desktop.ui.resources import stylesheet

    write_atomic(tmp_path / "a.json", to_json(finished_game(1)))
    os.utime(tmp_path / "a.json", (1_000_000, 1_000_000))
    write_atomic(tmp_path / "b.json", to_json(finished_game(2)))
    app = QApplication.instance()
    before = app.styleSheet()
    app.setStyleSheet(stylesheet())
    try:
        dialog = LoadDialog(tmp_path)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        tree = dialog.tree
        delegate = tree.itemDelegate()
        for row in range(tree.topLevelItemCount()):
            index = tree.model().index(row, 0)
            option = QStyleOptionViewItem()
            option.initFrom(tree.viewport())
            option.rect = tree.visualRect(index)
            delegate.initStyleOption(option, index)
            assert option.text == tree.topLevelItem(row).text(0), (option.text, tree.topLevelItem(row).text(0))
        dialog.reject()
    finally:
        app.setStyleSheet(before)


# ------------------------------------------------------------------------------------------------------------
# The class test: no text cut to nothing, nothing drawn over anything, over every lesson position, a
# game of every set and the choice layer, at 1280×720.

SETS = list(sets.TITLES)  # every set of the program


def game_positions(window, set_id: str, seed: int, decisions: int):
    """A game of `set_id` (with the core set) at 1280×720, answered by the engine's RandomBot through the
    window's model; yields the decision count with the table at rest before each answer."""
    from table_truth import quiet

    from legendary_desktop.bots import RandomBot
    from legendary_desktop.engine.catalog import catalog
    from legendary_desktop.setup.randomizer import random_setup

    cat = catalog()
    masterminds = sorted(m for m in cat.masterminds if cat.set_of[m] == set_id)
    schemes = sorted(s for s in cat.schemes if cat.set_of[s] == set_id)
    sets = ["core"] if set_id == "core" else ["core", set_id]
    setup = random_setup(3, seed, mastermind=masterminds[seed % len(masterminds)],
                         scheme=schemes[seed % len(schemes)], sets=sets)
    window.resize(1280, 720)
    window.model.keep_files = False
    window.controller.curtain_enabled = False
    window.model.start(setup, seed)
    g = window.model.game
    bot = RandomBot(seed)
    for n in range(decisions):
        if g.pending is None:
            break
        quiet(window)
        yield n
        window.model.answer(bot.answer(g.pending))


def readable_problems(window) -> list[str]:
    """The class test's checks at one moment: no name or mark under a readable stem (nor with a '.' before
    its "…", nor without its whole in a tooltip), no two items of a layer over each other, no label out of
    its room, no coach pointer over a number or heading."""
    from text_whole import crowd_problems, cut_problems, pointer_problems

    if not window.view.isVisible():
        return []
    crowd = [p for p in crowd_problems(window) if " covers " not in p]  # a face's own boxes: see below
    return [*cut_problems(window), *crowd, *pointer_problems(window)]


def face_crowding(window) -> list[str]:
    from text_whole import crowd_problems

    return [p for p in crowd_problems(window) if " covers " in p] if window.view.isVisible() else []


def test_every_lesson_position_reads_whole_at_1280x720(window):
    """(a) Every lesson position of every set, step by step, (c) its choice layers included."""
    walk = lesson_walk(window)
    assert len(walk) > 40 and sum(m.layer for m in walk) >= 1
    found = [(m.where, p) for m in walk for p in m.readable]
    assert not found, found[:5]


@pytest.mark.parametrize("set_id", SETS)
def test_a_game_of_each_set_reads_whole_at_1280x720(window, set_id):
    """(b) Forty decisions of a game of each set, (c) every choice layer it opens included."""
    found = []
    for n in game_positions(window, set_id, seed=3, decisions=40):
        found += [(n, p) for p in readable_problems(window)]
    assert not found, found[:5]


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("set_id", SETS)
def test_longer_games_of_each_set_read_whole_at_1280x720(window, set_id, seed):
    found = []
    for n in game_positions(window, set_id, seed=seed, decisions=300):
        found += [(n, p) for p in readable_problems(window)]
    assert not found, found[:5]


def test_no_face_in_a_lesson_draws_a_number_over_another(window):
    """A face's numbers and words keep apart at every lesson step: Hold On/Let Go in a hand (below 62 px a
    Divided Card's second name ran over its Recruit), and the Ambush Scheme's position (its bar grew and
    squeezed the cards to 45 px, the Mastermind's "12+" onto its VP)."""
    found = [(m.where, p) for m in lesson_walk(window) for p in m.crowding]
    assert not found, found[:5]


def test_a_compact_bar_in_a_lesson_keeps_its_usual_height(window):
    """Many answers make the bar compact; at every lesson step where they do (six Henchman groups in the Ant-Man
    and the Wasp lesson's Ambush Scheme position, five Villain Decks in Noir's) the question and the card's
    words beside them fit the bar's usual height, so the table above keeps its size. (The answers took
    three quarters of its width and the words, in the quarter left, wrapped onto nine lines: a bar of 198 px
    and cards of 45.) So do they where there is no answer button at all (Black Panther's Thunderous
    Tempest: the empty room for answers left the question four lines)."""
    walk = lesson_walk(window)
    compact = [m.where for m in walk if m.compact]
    found = [(m.where, m.bar_taller) for m in walk if m.bar_taller is not None]
    assert ("ant-man-and-the-wasp", 5, 1) in compact and ("black-panther", 3, 2) in compact
    assert not found, found


@pytest.mark.parametrize("width", [48, 52])
def test_a_narrow_faces_recruit_and_attack_stand_apart(qtbot, width):
    """A card as narrow as a squeezed table draws one (the Ambush Scheme's lesson: 45 to 48 px): its two
    printed numbers side by side with a gap, never one circle over the other. (Left: at 45 px a Mastermind's
    "12+" beside its VP, and a changed Attack's printed number beside the cost.)"""
    from legendary_desktop.engine.catalog import catalog
    from legendary_desktop.ui.table.card_faces import COMPACT, NUMBER, FaceCache

    cache = FaceCache()
    found = []
    for card in catalog().all_cards():
        if card.sides:
            continue
        for reserve in (0, 1):
            numbers = [r for kind, r in cache.rendered(card, width, COMPACT, None, reserve).boxes if kind == NUMBER]
            for i, a in enumerate(numbers):
                for b in numbers[i + 1:]:
                    if a.adjusted(0.5, 0.5, -0.5, -0.5).intersects(b.adjusted(0.5, 0.5, -0.5, -0.5)):
                        found.append((card.name, reserve, a, b))
    assert not found, (len(found), found[:3])
