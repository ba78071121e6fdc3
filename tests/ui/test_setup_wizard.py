"""The setup wizard: walk it for each player count with fixed and random slots; impossible choices block Next."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit, QPushButton, QSpinBox, QWizard

from legendary_desktop.engine import sets
from legendary_desktop.engine.catalog import catalog
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.setup_rules import validate
from legendary_desktop.ui.dialogs.setup_wizard import SetupWizard


@pytest.fixture
def wizard(qtbot):
    w = SetupWizard(remember=False)
    qtbot.addWidget(w)
    w.show()
    return w


def choose(combo: QComboBox, name: str) -> None:
    index = combo.findData(name)
    assert index >= 0, f"{name} not offered"
    combo.setCurrentIndex(index)
    combo.activated.emit(index)


def next_enabled(w: SetupWizard) -> bool:
    return w.button(QWizard.WizardButton.NextButton).isEnabled()


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_walk_the_wizard_with_fixed_and_random_slots(wizard, players):
    w = wizard
    spin = w.pages[0].body.findChild(QSpinBox, "playersSpin")
    spin.setValue(players)
    name = w.pages[0].body.findChild(QLineEdit, "nameEdit1")
    name.setText("Alice")
    name.textEdited.emit("Alice")
    w.next()  # sets
    w.next()  # mastermind & scheme
    choose(w.pages[2].combos["mastermind"], "Magneto")
    w.next()  # groups
    villain_rows = w.pages[3].rows["villains"]
    locked = w.pages[3].body.findChildren(QLabel, "locked_villains")
    assert locked and "Brotherhood" in locked[0].text() and "Always Led by Magneto" in locked[0].text()
    if villain_rows:
        choose(villain_rows[0].combo, next(n for n in ("Radiation", "Skrulls", "HYDRA")
                                           if villain_rows[0].combo.findData(n) >= 0))
    w.next()  # heroes
    row = w.pages[4].rows["heroes"][0]
    hero = next(row.combo.itemData(i) for i in range(1, row.combo.count()) if row.combo.itemData(i) != row.current)
    choose(row.combo, hero)
    assert next_enabled(w)
    w.next()  # summary
    assert "Magneto" in w.pages[5].text.toPlainText()
    setup = w.setup()
    validate(setup)
    assert setup.players == players and setup.mastermind == "Magneto" and hero in setup.heroes
    assert setup.names[0] == "Alice" and "Brotherhood" in setup.villains
    assert len(setup.villains) == {2: 2, 3: 3, 4: 3, 5: 4}[players]


def test_scheme_with_extra_group_adds_a_slot_and_required_group_is_locked(wizard):
    w = wizard
    w.next()
    w.next()
    choose(w.pages[2].combos["scheme"], "Negative Zone Prison Breakout")
    assert len(w.resolved.henchmen) == 2
    choose(w.pages[2].combos["scheme"], "Secret Invasion of the Skrull Shapeshifters")
    labels = [lab.text() for lab in w.pages[3].body.findChildren(QLabel, "locked_villains")]
    assert any("Skrulls" in t and "Required by" in t for t in labels) or w.resolved.mastermind == "Loki"
    assert len(w.resolved.heroes) == 6


def test_impossible_choice_keeps_next_disabled_and_shows_the_reason(wizard):
    w = wizard
    w.pages[0].findChild(QSpinBox, "playersSpin").setValue(2)
    w.next()
    w.next()
    choose(w.pages[2].combos["mastermind"], "Loki")
    choose(w.pages[2].combos["scheme"], "Secret Invasion of the Skrull Shapeshifters")
    w.next()
    rows = w.pages[3].rows["villains"]
    assert not rows  # both slots are taken by locked groups
    w.back()
    choose(w.pages[2].combos["mastermind"], "Magneto")  # Brotherhood + Skrulls
    w.next()
    # Fix a third group: no room for it with two players.
    w.draft.pick("villains", "HYDRA")
    w.changed()
    assert not next_enabled(w)
    assert "room for 2 Villain group" in w.pages[3].problem_label.text()
    w.draft.pick("villains", None, previous="HYDRA")
    w.changed()
    assert next_enabled(w)


def test_duplicate_names_block_the_first_page(wizard):
    w = wizard
    for i in (1, 2):
        edit = w.pages[0].body.findChild(QLineEdit, f"nameEdit{i}")
        edit.setText("Sam")
        edit.textEdited.emit("Sam")
    assert not next_enabled(w) and "same name" in w.pages[0].problem_label.text()


def test_randomize_all_and_reroll_and_typed_seed(wizard):
    w = wizard
    before = w.resolved
    w.randomize_all()
    w.draft.seed = 424242
    w.changed()
    first = w.resolved
    w.draft.seed = 1
    w.changed()
    w.draft.seed = 424242
    w.changed()
    assert w.resolved == first  # a typed seed gives the same setup
    w.next()
    w.next()
    w.next()
    w.next()
    hero = w.pages[4].rows["heroes"][1]
    old = hero.current
    hero.findChild(QPushButton, "reroll_heroes").click()
    assert old not in w.resolved.heroes
    assert before is not None


def test_summary_seed_edit_regenerates(wizard, qtbot):
    w = wizard
    for _ in range(5):
        w.next()
    edit = w.pages[5].seed_edit
    edit.setText("99")
    edit.textEdited.emit("99")
    assert w.draft.seed == 99 and "99" in w.pages[5].text.toPlainText()
    assert w.button(QWizard.WizardButton.FinishButton).isEnabled()


def test_avoid_recently_played_is_offered_once_a_game_is_in_the_history(qtbot):
    from PySide6.QtWidgets import QCheckBox

    from legendary_desktop.bots import RandomBot
    from legendary_desktop.engine.game import Game
    from legendary_desktop.engine.positions import default_setup
    from legendary_desktop.persistence import paths
    from legendary_desktop.persistence.history import record_game

    paths.history_path().unlink(missing_ok=True)
    w = SetupWizard(remember=False)
    qtbot.addWidget(w)
    assert not w.pages[1].findChild(QCheckBox, "avoidRecent").isEnabled()
    g = Game(default_setup(2, "Loki", "Super Hero Civil War"), 1)
    bot = RandomBot(1)
    while not g.over:
        g.decide(bot.answer(g.pending))
    record_game(paths.history_path(), g, 10)
    w = SetupWizard(remember=False)
    qtbot.addWidget(w)
    box = w.pages[1].findChild(QCheckBox, "avoidRecent")
    assert box.isEnabled()
    box.setChecked(True)
    assert w.draft.weights is not None and w.draft.weights("Loki") < 1
    box.setChecked(False)
    assert w.draft.weights is None


def test_player_names_are_shown_as_text_not_markup(wizard):
    w = wizard
    edit = w.pages[0].body.findChild(QLineEdit, "nameEdit1")
    edit.setText("<b>Bold</b>")
    edit.textEdited.emit("<b>Bold</b>")
    for _ in range(5):
        w.next()
    assert "<b>Bold</b>" in w.pages[5].text.toPlainText()


def test_epic_box_is_offered_only_when_a_mastermind_has_an_epic_side_and_summary_names_the_sets(wizard):
    box = wizard.pages[2].findChild(QComboBox, "epicBox")
    assert box is not None and not box.isEnabled()  # no core Mastermind has an Epic side
    assert "has an Epic side" in box.toolTip()
    for _ in range(5):
        wizard.next()
    text = wizard.pages[5].text.toPlainText()
    assert "Core Set (2012)" in text and "(Epic)" not in text


def _all_sets(w: SetupWizard) -> None:
    for name, box in w.pages[1].boxes.items():
        if name in w.draft.available_sets() and not box.isChecked():
            box.setChecked(True)
    w.next()  # mastermind & scheme


def test_set_aside_groups_and_heroes_are_locked_rows_with_their_reason(wizard):
    w = wizard
    w.next()
    if not {"ant-man-and-the-wasp", "infinity-saga", "noir"} <= set(w.draft.available_sets()):
        pytest.skip("the expansions are not registered")
    _all_sets(w)
    choose(w.pages[2].combos["mastermind"], "Kang, Quantum Conqueror")
    choose(w.pages[2].combos["scheme"], "Siphon Energy from the Quantum Realm")
    w.next()  # groups
    texts = [lab.text() for lab in w.pages[3].body.findChildren(QLabel, "locked_villains")]
    assert any("Quantum Realm" in t and "Set aside by Siphon Energy" in t for t in texts), texts
    # Kang's Timeline Variants: the group this seed's table sets aside, named before the game starts
    game = Game(w.setup(), w.seed(), catalog())
    variants = game.state["timeline_variants"]
    assert any(variants in t and "Set aside by Kang" in t and "Timeline Variants" in t for t in texts), texts
    assert variants not in [row.current for row in w.pages[3].rows["villains"]]
    w.back()
    choose(w.pages[2].combos["scheme"], "The Time Heist")
    w.next()  # groups
    w.next()  # heroes
    heroes = [lab.text() for lab in w.pages[4].body.findChildren(QLabel, "locked_heroes")]
    aside = [e for e in w.setup().extras if e in catalog().heroes]
    assert len(aside) == 4 and len(heroes) == 4
    assert all(any(h in t and "Set aside by The Time Heist" in t for t in heroes) for h in aside)
    assert not {row.current for row in w.pages[4].rows["heroes"]} & set(aside)


def test_a_scheme_that_adds_villain_groups_says_so_on_the_groups_page(wizard):
    w = wizard
    w.next()
    if "noir" not in w.draft.available_sets():
        pytest.skip("Marvel Noir is not registered")
    _all_sets(w)
    choose(w.pages[2].combos["scheme"], "Five Families of Crime")
    w.next()  # groups
    notes = [lab.text() for lab in w.pages[3].body.findChildren(QLabel, "note_villains")]
    count = len(w.setup().villains)
    assert notes == [f"<i>Five Families of Crime adds 2 more Villain groups ({count} in all)</i>"]
    w.back()
    choose(w.pages[2].combos["scheme"], "Negative Zone Prison Breakout")
    w.next()
    assert not w.pages[3].body.findChildren(QLabel, "note_villains")


def test_the_auction_sets_aside_a_shrink_tech_hero_shown_locked_in_the_summary_and_the_game(wizard):
    """Auction Shrink Tech to Highest Bidder: an extra Hero with Size-Changing cards is set aside as Shrink
    Tech. The Heroes page shows it locked, with the reason; the summary names it; the game started from the
    wizard has it beside the Scheme, out of the Hero Deck; a Hero picked in a slot is never the one set aside."""
    from legendary_desktop.cards.ant_man_and_the_wasp.keywords import printed_size_changing
    from legendary_desktop.cards.ant_man_and_the_wasp.schemes import AUCTION, shrink_tech
    from legendary_desktop.engine import attachments

    w = wizard
    w.next()
    if "ant-man-and-the-wasp" not in w.draft.available_sets():
        pytest.skip("Ant-Man and the Wasp is not registered")
    _all_sets(w)
    choose(w.pages[2].combos["scheme"], AUCTION)
    w.next()  # groups
    w.next()  # heroes
    cat = catalog()
    setup = w.setup()
    [tech] = [e for e in setup.extras if e in cat.heroes]
    assert any(printed_size_changing(c) for c in cat.heroes[tech])  # a Hero with Size-Changing cards
    locked = [lab.text() for lab in w.pages[4].body.findChildren(QLabel, "locked_heroes")]
    assert locked == [f"<b>{tech}</b> (locked) — Set aside by {AUCTION} as Shrink Tech (not in the Hero Deck)"]
    assert tech not in [row.current for row in w.pages[4].rows["heroes"]]
    assert len(w.pages[4].rows["heroes"]) == len(setup.heroes)
    # a player picks the set-aside Hero in a slot: the Shrink Tech is drawn again, never the same Hero twice
    row = w.pages[4].rows["heroes"][0]
    choose(row.combo, tech)
    setup = w.setup()
    assert tech in setup.heroes and tech not in setup.extras
    [tech] = [e for e in setup.extras if e in cat.heroes]
    assert any(printed_size_changing(c) for c in cat.heroes[tech]) and tech not in setup.heroes
    locked = [lab.text() for lab in w.pages[4].body.findChildren(QLabel, "locked_heroes")]
    assert len(locked) == 1 and f"<b>{tech}</b>" in locked[0]
    assert next_enabled(w)
    w.next()  # summary
    summary = w.pages[5].text.toPlainText()
    assert f"{AUCTION} sets aside {tech} as Shrink Tech." in summary
    game = Game(w.setup(), w.seed(), cat)  # what accepting the wizard starts
    aside = shrink_tech(game)
    assert aside and {game.cards[c].group for c in aside} == {tech}
    # all 14 beside the Scheme: set aside, or already on offer if the first Villain card was a Twist
    beside = [c for pile in attachments.piles(game, game.scheme_card).values() for c in pile
              if game.cards[c].group == tech]
    assert len(beside) == 14
    assert not any(game.cards[c].group == tech for c in game.hero_deck + [h for h in game.hq if h is not None])
    validate(w.setup())


def test_a_card_from_a_set_not_chosen_is_named_by_the_set_title_with_the_fix_offered(wizard):
    from legendary_desktop.cards import SET_TITLES

    wizard.draft.sets = {"core"}
    wizard.draft.mastermind = "Thanos"
    width = wizard.width()
    wizard.changed()
    title = SET_TITLES["infinity-saga"]
    assert wizard.problem == f"Thanos is from {title}, which this game does not use."
    page = wizard.pages[2]  # the Mastermind page, where the pick was made
    assert page.problem_label.text() == wizard.problem and "infinity-saga" not in page.problem_label.text()
    assert page.fix_button.isVisibleTo(page) and page.fix_button.text() == f"Add {title} to the game"
    assert wizard.width() == width  # the problem wraps: the buttons hold still
    page.fix_button.click()
    assert "infinity-saga" in wizard.draft.sets and wizard.problem is None and wizard.resolved is not None
    assert wizard.pages[1].boxes["infinity-saga"].isChecked()  # the Sets page shows the set added
    assert not page.fix_button.isVisibleTo(page)


@pytest.mark.parametrize("players", [3, 5])
def test_the_summary_counts_the_stacks_the_table_will_show(wizard, players):
    """With every set chosen, the sets' special Bystanders are shuffled into the Bystander Stack: the summary
    counts them (the table then shows the same number), and the Wounds and Officers too."""
    w = wizard
    w.pages[0].findChild(QSpinBox, "playersSpin").setValue(players)
    w.next()
    _all_sets(w)
    w.next()  # groups
    w.next()  # heroes
    w.next()  # summary
    setup = w.setup()
    g = Game(setup, w.seed(), first_villain_step=False)  # what accepting the wizard starts, before its first card
    summary = w.pages[5].text.toPlainText()
    stacks = f"{len(g.bystander_stack)} Bystanders"
    assert stacks in summary and f"{len(g.wound_stack)} Wounds, {len(g.officer_stack)} Officers" in summary
    special = sum(1 for c in g.cards if c.kind.name == "BYSTANDER" and not sets.is_base(c.set))
    assert special, "the expansions have special Bystanders"
    assert f"the sets' {special} special ones shuffled in" in summary


def test_a_checked_set_box_does_not_look_greyed_and_a_greyed_box_says_why(wizard):
    """The Core Set box, checked, was drawn pale like a greyed box, with no tooltip to say why it was "off" (it
    was not): a checked box is drawn in the accent colour, a greyed one dim, and every greyed box says why.
    (The stylesheet is this checkout's, as the app ships it.)"""
    from pathlib import Path

    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QCheckBox

    folder = Path(__file__).resolve().parents[2] / "resources"
    wizard.setStyleSheet((folder / "board.qss").read_text(encoding="utf-8").replace("@RESOURCES@", folder.as_posix()))
    wizard.next()
    core = wizard.findChild(QCheckBox, "set_core")
    other = next(b for b in wizard.findChildren(QCheckBox) if b.objectName().startswith("set_") and b is not core)
    assert core.isEnabled() and core.isChecked() and not other.isChecked()
    greyed = QCheckBox("A greyed box", core.parentWidget())  # checked, to compare like with like
    greyed.setChecked(True)
    greyed.setEnabled(False)
    greyed.setToolTip("Why it is greyed.")
    greyed.show()

    def indicator(box: QCheckBox) -> tuple[int, int, int]:
        image = box.grab().toImage()
        middle = image.height() // 2  # the indicator's middle (the box's text beside it)
        colours = [QColor(image.pixel(x, y)) for x in range(4, 12) for y in range(middle - 4, middle + 4)]
        return tuple(sum(getattr(c, part)() for c in colours) // len(colours) for part in ("red", "green", "blue"))

    def apart(a: tuple[int, int, int], b: tuple[int, int, int]) -> int:
        return sum(abs(x - y) for x, y in zip(a, b, strict=True))

    assert apart(indicator(core), indicator(greyed)) > 120  # checked and on, against checked and greyed
    assert apart(indicator(core), indicator(other)) > 120  # checked, against not checked
    for box in wizard.findChildren(QCheckBox):
        assert box.isEnabled() or box.toolTip(), box.objectName()
