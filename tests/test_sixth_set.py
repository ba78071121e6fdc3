"""The proof that a set is a plug-in: a sixth set kept in the tests (tests/sixth_set/), touching no file of the
program. Imported, it changes nothing; a rulebook with it plays it (a fuzzed game, the lesson's position), and
while that rulebook is the program's (`sets.use`) it shows everywhere a set shows: the wizard's Sets page (and a
game from it starts), the Card Gallery, the Rules window, the keyword help and badges on its cards, Help ->
What's New In, the statistics window and `cli simulate --sets`. Afterwards it is in no registry, so the five
real sets are what the other tests count."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from legendary_desktop import cards
from legendary_desktop.bots import RandomBot
from legendary_desktop.engine import keyword_help, lessons, sets, status
from legendary_desktop.engine.catalog import catalog
from legendary_desktop.engine.game import Game
from legendary_desktop.setup.randomizer import random_setup
from tests.fuzz import per_set

PACKAGE = "sixth_set"
SIXTH = "sixth-set"
TITLE = "The Sixth Set"
MASTERMIND, SCHEME, HERO = "The Examiner", "Cram for the Final Exam", "Spark Cadet"
VILLAINS, HENCHMEN = "Exam Drones", "Proctor Bots"


def registries() -> dict[str, object]:
    """What the program knows of its sets, as the other tests see it."""
    cat = catalog()
    return {"titles": dict(sets.TITLES), "cards": sorted(cat.by_key), "sets": cat.sets(),
            "keywords": [k.term for k in keyword_help.declared()],
            "rules": [s.anchor for s in keyword_help.rules_sections()],
            "badges": [b.label.name for c in cat.all_cards() for b in status.badges(c)],
            "scenarios": [s.title for s in lessons.scenarios()]}


@pytest.fixture(scope="module")
def book() -> sets.Rulebook:
    """The program's sets and the sixth: a rulebook of the test's own."""
    return sets.program().plus(cards.load_set(PACKAGE))  # the one call, and the rulebook it goes in


@pytest.fixture(scope="module")
def sixth(book) -> Iterator[str]:
    before = registries()
    with sets.use(book):  # the screens show the program's sets: for a while, they are these
        yield SIXTH
    assert registries() == before  # nothing of it is left for the other tests


def test_importing_it_changes_nothing_and_a_rulebook_with_it_holds_it():
    before = registries()
    plugin = cards.load_set(PACKAGE)
    assert registries() == before and SIXTH not in sets.program()  # a declared set counts nowhere by itself
    book = sets.program().plus(plugin)
    assert book.ids[-1] == SIXTH and book.titles[SIXTH] == TITLE and sets.program().ids == book.ids[:-1]
    with sets.use(book):
        during = registries()
    assert SIXTH in during["titles"] and "Overcharge" in during["keywords"] and "Overcharge" in during["badges"]
    assert during != before and registries() == before


def test_a_game_plays_by_its_own_rulebook(book):
    """Without the sixth in the program, a game given the rulebook with it plays its cards and its keyword."""
    assert SIXTH not in sets.program() and SIXTH not in catalog().sets()
    scenario = lessons.SCENARIOS[SIXTH][0]
    assert scenario not in lessons.scenarios()  # the program's lessons do not hold it
    from legendary_desktop.engine.positions import position

    g = position(mastermind=MASTERMIND, scheme=SCHEME, heroes=[HERO, "Hulk", "Storm", "Thor", "Wolverine"],
                 hand=["Quick Study", "Quick Study", "Overcharged Strike"], rulebook=book)
    lessons.play_through(g, scenario.positions[0].steps)
    assert g.turn.attack == 5  # Overcharged: 3 + 2, the sixth set's own rule
    with pytest.raises(Exception, match="unknown"):
        position(mastermind=MASTERMIND, scheme=SCHEME)  # the program's rulebook has no such Mastermind


def test_it_is_a_set_like_the_others(sixth):
    assert list(sets.TITLES)[-1] == sixth and sets.TITLES[sixth] == TITLE  # release order: last
    cat = catalog()
    assert cat.set_of[MASTERMIND] == cat.set_of[SCHEME] == cat.set_of[HERO] == sixth
    assert len(cat.masterminds[MASTERMIND].tactics) == 4 and len(cat.heroes[HERO]) == 4
    assert VILLAINS in cat.villains and HENCHMEN in cat.henchmen


def test_a_fuzzed_game_with_its_cards_keeps_every_card_in_one_place(sixth):
    """The set-by-set fuzz takes it up from the registry as it is, and plays its cards."""
    assert sixth in per_set.loaded()
    cases = per_set.set_cases(sixth)
    assert {(c.mastermind, c.scheme) for c in cases} == {(MASTERMIND, SCHEME)}
    assert all(c.heroes == (HERO,) and c.henchmen == (HENCHMEN,) for c in cases) and len(cases) == 4
    per_set.check_set(sixth)
    g = per_set.play_case(sixth, 1, cases[1])
    assert sixth in g.setup.sets and g.mastermind_card is not None


def test_cli_simulate_draws_from_it(sixth, capsys):
    from legendary_desktop.cli import main

    code = main(["simulate", "--games", "3", "--players", "2-4", "--seed", "5", "--sets", f"{sets.base()},{sixth}",
                 "--mastermind", MASTERMIND, "--check-replay", "--json"])
    data = json.loads(capsys.readouterr().out)
    assert code == 0 and data["errors"] == 0 and sum(data["outcomes"].values()) == 3
    code = main(["cards", "--set", sixth, "--json"])
    listed = json.loads(capsys.readouterr().out)
    assert code == 0 and MASTERMIND in json.dumps(listed) and HERO in json.dumps(listed)


def test_its_cards_explain_their_keyword_with_a_badge(sixth):
    from legendary_desktop.ui.table.card_faces import badges_of
    from legendary_desktop.ui.table.card_inspector import keyword_block

    strike = catalog().find("Overcharged Strike")
    assert [k.term for k in keyword_help.keywords_of(strike)] == ["Overcharge"]
    assert [(b.words, b.short, b.glyph) for b in badges_of(strike)] == [("Overcharge", "OVERCH.", "\u26a1")]
    block = keyword_block(strike)
    assert "Overcharge" in block and "rules:kw-overcharge" in block


def test_the_rules_window_has_its_rules_and_keyword(sixth, qtbot):
    from legendary_desktop.ui.help.rules_window import RulesWindow

    window = RulesWindow()
    qtbot.addWidget(window)
    anchors = [window.contents.item(i).data(256) for i in range(window.contents.count())]
    assert "kw-overcharge" in anchors and "rule-sixth-set-studying-for-the-exam" in anchors
    assert "Studying for the exam" in window.browser.toPlainText()


def test_the_card_gallery_shows_its_cards(sixth, qtbot):
    from PySide6.QtCore import QSize

    from legendary_desktop.ui.learn.card_gallery import CardGallery

    gallery = CardGallery(room=QSize(1280, 720))
    qtbot.addWidget(gallery)
    gallery.set_filter("set_id", sixth)
    shown = {e.card.key for e in gallery.shown_entries()}
    assert shown == {c.key for c in catalog().in_set(sixth)} and shown
    gallery.set_filter("keyword", "Overcharge")
    assert {e.card.name for e in gallery.shown_entries()} == {"Static Jolt", "Overcharged Strike", "Final Answer"}


def test_the_wizard_offers_it_and_a_game_from_it_starts(sixth, qtbot):
    from legendary_desktop.ui.dialogs.setup_wizard import SetupWizard

    w = SetupWizard(remember=False)
    qtbot.addWidget(w)
    w.show()
    box = w.pages[1].boxes[sixth]
    assert box.isEnabled() and box.text().replace("&", "").startswith(TITLE)
    box.setChecked(True)
    assert sixth in w.draft.sets
    w.draft.mastermind, w.draft.scheme = MASTERMIND, SCHEME
    w.changed()
    assert w.problem is None
    setup = w.setup()
    assert setup.mastermind == MASTERMIND and sixth in setup.sets and VILLAINS in setup.villains
    g = Game(setup, 4)
    assert g.mm.name == MASTERMIND and not g.over and g.pending is not None


def test_whats_new_in_plays_its_lesson(sixth, qtbot):
    from legendary_desktop.ui.dialogs.preferences import Preferences
    from legendary_desktop.ui.main_window import MainWindow

    window = MainWindow()
    window.apply_preferences(Preferences("off", "private", "normal", "instant"))
    qtbot.addWidget(window)
    actions = window.welcome_new_in.menu().actions()
    assert actions[-1].text() == f"What's New in {TITLE}"
    actions[-1].trigger()  # the lesson opens on the table, at its prepared position
    assert window.model.game is not None and window.model.game.mm.name == MASTERMIND
    scenario = lessons.SCENARIOS[sixth][0]
    g = scenario.positions[0].build()
    lessons.play_through(g, scenario.positions[0].steps)
    assert g.turn.attack == 5  # Overcharged: 3 + 2


def test_the_statistics_window_names_it(sixth, qtbot, tmp_path):
    from legendary_desktop.persistence.history import append_line, encode, game_record
    from legendary_desktop.ui.dialogs.stats_window import StatsWindow

    setup = random_setup(2, 3, mastermind=MASTERMIND, scheme=SCHEME, sets=[sets.base(), sixth])
    g = Game(setup, 3)
    bot = RandomBot(3)
    while not g.over:
        g.decide(bot.answer(g.pending))
    history = tmp_path / "history.jsonl"
    append_line(history, encode(game_record(g, 60.0)))
    window = StatsWindow(history)
    qtbot.addWidget(window)
    offered = {window.set_box.itemData(i): window.set_box.itemText(i) for i in range(window.set_box.count())}
    assert offered[sixth] == TITLE
    window.set_box.setCurrentIndex(window.set_box.findData(sixth))
    text = window.text.toPlainText()
    assert "1 game played" in text and MASTERMIND in text and SCHEME in text
