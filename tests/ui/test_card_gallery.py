"""The Card Gallery: every card of every set, each filter and the search checked against the catalogue,
the keyboard, the wizard's "Cards…" buttons, the large view, and the fit at 1280×720."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from legendary_desktop.cards import SET_TITLES
from legendary_desktop.engine.card import HERO_CLASSES, CardDef, Kind
from legendary_desktop.engine.catalog import catalog
from legendary_desktop.ui.dialogs.setup_wizard import SetupWizard
from legendary_desktop.ui.learn import card_gallery
from legendary_desktop.ui.learn.card_gallery import CardGallery, CardView
from legendary_desktop.ui.table.card_faces import COMPACT, FACES

ROOM = QSize(1280, 720)
#: The card-type filter's words, each with the kinds it stands for (written out here, not taken from the module).
TYPES = {"Hero": {Kind.HERO}, "Villain": {Kind.VILLAIN}, "Henchman": {Kind.HENCHMAN},
         "Mastermind": {Kind.MASTERMIND}, "Mastermind Tactic": {Kind.TACTIC}, "Scheme": {Kind.SCHEME},
         "Bystander": {Kind.BYSTANDER}, "S.H.I.E.L.D.": {Kind.OFFICER, Kind.STARTER}, "Wound": {Kind.WOUND},
         "Scheme Twist": {Kind.TWIST}, "Master Strike": {Kind.STRIKE}}


@pytest.fixture
def gallery(qtbot):
    g = CardGallery(room=ROOM)
    qtbot.addWidget(g)
    g.show()
    qtbot.waitExposed(g)
    return g


def shown(g: CardGallery) -> set[str]:
    return {e.card.key for e in g.shown_entries()}


def keys(cards) -> set[str]:
    return {c.key for c in cards}


def parts(card: CardDef) -> tuple[CardDef, ...]:
    return (card, *card.sides)


def test_opens_with_every_card_of_every_set_and_says_how_many(gallery):
    cards = catalog().all_cards()
    assert shown(gallery) == keys(cards) and len(gallery.shown_entries()) == len(cards)
    assert gallery.count.text() == f"{len(cards)} of {len(cards)} cards"
    by_set = Counter(SET_TITLES[c.set] for c in cards)
    faces = sum(1 for c in cards if any(c is s for mm in catalog().masterminds.values() for s in (mm.epic, mm.back)))
    print(f"\nCard Gallery: {len(cards)} cards ({len(cards) - faces} cards and {faces} other Mastermind sides) —",
          ", ".join(f"{title} {n}" for title, n in by_set.items()))
    assert set(by_set) == set(SET_TITLES.values())  # every registered set is in it
    assert [gallery.filters["set_id"].itemData(i) for i in range(1, gallery.filters["set_id"].count())] \
        == list(SET_TITLES)


def expected(name: str, value: object) -> set[str]:
    """The cards a filter value must show, worked out from the catalogue."""
    cards = catalog().all_cards()
    if name == "set_id":
        return keys(c for c in cards if c.set == value)
    if name == "type_name":
        return keys(c for c in cards if c.kind in TYPES[str(value)])
    if name == "hero_class":
        return keys(c for c in cards if c.kind is Kind.HERO and any(value in p.classes for p in parts(c)))
    if name == "team":
        return keys(c for c in cards if c.kind is Kind.HERO and any(p.team == value for p in parts(c)))
    if name == "cost":
        return keys(c for c in cards if c.kind in (Kind.HERO, Kind.OFFICER) and c.cost == value)
    if name == "keyword":
        return keys(c for c in cards if value in [t for t, _ in card_gallery._keywords(c)])
    assert name == "group"
    return keys(c for c in cards if c.group == value)


@pytest.mark.parametrize("name", ["set_id", "type_name", "hero_class", "team", "cost", "keyword", "group"])
def test_each_filter_narrows_to_the_matching_cards(gallery, name):
    box = gallery.filters[name]
    values = [box.itemData(i) for i in range(1, box.count())]
    assert len(values) >= 2
    total = len(catalog().all_cards())
    for value in values:
        gallery.set_filter(name, value)
        want = expected(name, value)
        assert want and shown(gallery) == want, f"{name} = {value!r}"
        assert gallery.count.text() == f"{len(want)} of {total} cards"
    gallery.set_filter(name, None)
    assert len(shown(gallery)) == total


def test_the_filters_offer_what_the_cards_have(gallery):
    cat = catalog()
    data = {name: {box.itemData(i) for i in range(1, box.count())} for name, box in gallery.filters.items()}
    assert data["type_name"] == {t for t, kinds in TYPES.items() if any(c.kind in kinds for c in cat.all_cards())}
    assert data["hero_class"] == set(HERO_CLASSES)
    assert data["team"] == {p.team for c in cat.all_cards() if c.kind is Kind.HERO for p in parts(c) if p.team}
    assert data["cost"] == {c.cost for c in cat.all_cards() if c.kind in (Kind.HERO, Kind.OFFICER)}
    assert set(cat.heroes) | set(cat.villains) | set(cat.masterminds) | set(cat.schemes) | set(cat.henchmen) \
        == data["group"]
    used = {t for c in cat.all_cards() for t, _ in card_gallery._keywords(c)}
    assert data["keyword"] == used and used <= set(card_gallery._all_keyword_terms())


def test_filters_combine(gallery):
    core_hero_cost_3 = keys(c for c in catalog().all_cards()
                            if c.set == "core" and c.kind is Kind.HERO and c.cost == 3)
    gallery.set_filter("set_id", "core")
    gallery.set_filter("type_name", "Hero")
    gallery.set_filter("cost", 3)
    assert shown(gallery) == core_hero_cost_3
    chosen = gallery.shown_entries()[-1]
    gallery.view.setCurrentIndex(gallery.proxy.index(len(core_hero_cost_3) - 1, 0))
    gallery.set_filter("cost", None)  # the selected card still passes: it stays selected
    assert gallery.current_entry() is chosen and chosen.card.name in gallery.details.toPlainText()
    gallery.set_filter("cost", 3)
    gallery.findChild(QPushButton, "galleryClear").click()
    assert len(shown(gallery)) == len(catalog().all_cards()) and gallery.search.text() == ""


def test_search_by_name_and_by_text(gallery):
    QTest.keyClicks(gallery.search, "bug swarm")
    names = [e.card.name for e in gallery.shown_entries()]
    assert "Bug Swarm" in names
    assert all("bug swarm" in (e.card.name + " " + e.card.text).lower() for e in gallery.shown_entries())
    gallery.search.clear()
    # by text: every card whose text (or name or group) holds both words, whatever their order
    QTest.keyClicks(gallery.search, "Bystander rescue")
    want = keys(c for c in catalog().all_cards()
                if all(w in f"{c.name} {c.group} {c.text}".lower() for w in ("bystander", "rescue")))
    assert len(want) > 5 and shown(gallery) == want
    assert any("bystander" not in c.name.lower() for c in catalog().all_cards() if c.key in want)
    gallery.search.clear()
    QTest.keyClicks(gallery.search, "no card says this")
    assert shown(gallery) == set() and gallery.count.text().startswith("0 of")
    assert "No card matches" in gallery.details.toPlainText() and not gallery.large.isEnabled()


def test_keyboard_arrows_enter_and_escape(gallery, qtbot):
    view = gallery.view
    view.setFocus()
    assert view.currentIndex().row() == 0
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert view.currentIndex().row() == 1
    columns = max(1, view.viewport().width() // view.gridSize().width())
    QTest.keyClick(view, Qt.Key.Key_Down)
    assert view.currentIndex().row() == 1 + columns
    entry = gallery.current_entry()
    assert entry is not None and entry.card.name in gallery.details.toPlainText()  # the side panel follows
    QTest.keyClick(view, Qt.Key.Key_Return)
    card_view = gallery.card_view
    assert isinstance(card_view, CardView) and card_view.isVisible() and gallery.isVisible()
    assert card_view.windowTitle() == entry.card.name
    QTest.keyClick(card_view, Qt.Key.Key_Right)  # the next card, in the large view and in the gallery
    following = gallery.shown_entries()[2 + columns]
    assert card_view.windowTitle() == following.card.name and gallery.current_entry() is following
    assert following.card.name in card_view.text.toPlainText()
    QTest.keyClick(card_view, Qt.Key.Key_Left)
    assert card_view.windowTitle() == entry.card.name and gallery.current_entry() is entry
    QTest.keyClick(card_view, Qt.Key.Key_Escape)
    assert not card_view.isVisible() and gallery.isVisible()
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert not gallery.isVisible()


def test_search_is_reached_with_ctrl_f_and_slash(gallery, qtbot):
    gallery.activateWindow()
    gallery.view.setFocus()
    for key, modifier in ((Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier),
                          (Qt.Key.Key_Slash, Qt.KeyboardModifier.NoModifier)):
        gallery.view.setFocus()
        assert not gallery.search.hasFocus()
        QTest.keyClick(gallery.view, key, modifier)
        assert gallery.search.hasFocus()
    QTest.keyClicks(gallery.search, "a/b")  # inside the field "/" is a character
    assert gallery.search.text() == "a/b"
    gallery.search.clear()
    QTest.keyClicks(gallery.search, "wound")
    QTest.keyClick(gallery.search, Qt.Key.Key_Return)  # Enter goes to the cards, it does not close
    assert gallery.isVisible() and gallery.view.hasFocus()


def test_large_view_shows_copies_group_and_keyword_help(gallery, qtbot):
    cat = catalog()
    hero = next(c for c in cat.all_cards() if c.kind is Kind.HERO and c.copies == 5 and card_gallery._keywords(c))
    gallery.set_filter("group", hero.group)
    row = [e.card for e in gallery.shown_entries()].index(hero)
    gallery.view.setCurrentIndex(gallery.proxy.index(row, 0))
    card_view = gallery.open_card_view()
    assert card_view is not None
    qtbot.addWidget(card_view)
    text = card_view.text.toPlainText()
    assert hero.name in text and f"Hero: {hero.group}" in text and "Copies in the box: 5" in text
    assert SET_TITLES[hero.set] in text and hero.text.split(".")[0] in text
    for term, meaning in card_gallery._keywords(hero):
        assert f"{term}: {meaning}" in text
    assert card_view.face.pixmap().width() > 300  # large: the full face with its text
    # a card with several keywords explains each of them
    several = next(c for c in cat.all_cards() if c.kind is Kind.VILLAIN and "Ambush:" in c.text
                   and "Fight:" in c.text and "Wound" in c.text)
    gallery.set_filter("group", several.group)
    row = [e.card for e in gallery.shown_entries()].index(several)
    gallery.view.setCurrentIndex(gallery.proxy.index(row, 0))
    help_part = gallery.details.toPlainText().split("Keywords", 1)[1]
    for term in ("Ambush", "Fight", "Wound"):
        assert f"\n{term}:" in help_part, term
    # a Henchman group of ten, and one of unlike cards declared by copies
    for group, copies in (("Sentinel", "10"), ("Tardigrade", "2")):
        gallery.set_filter("group", group)
        assert f"Copies in the box: {copies}" in gallery.details.toPlainText()
    # a Mastermind's other side and its Always Leads group
    mm = next(m for m in cat.masterminds.values() if m.epic is not None)
    gallery.set_filter("group", mm.card.name)
    epic = [e.card for e in gallery.shown_entries()].index(mm.epic)
    gallery.view.setCurrentIndex(gallery.proxy.index(epic, 0))
    details = gallery.details.toPlainText()
    assert f"Epic side of {mm.card.name}" in details and f"Always Leads: {mm.always_leads}" in details


def test_wizard_slots_open_the_gallery_on_their_cards(qtbot):
    cat = catalog()
    wizard = SetupWizard(remember=False)
    qtbot.addWidget(wizard)
    wizard.show()
    wizard.draft.seed = 7
    wizard.draft.mastermind = "Magneto"  # leads a Villain group: a locked slot
    wizard.changed()
    setup = wizard.resolved
    assert setup is not None

    def opened(button_name: str, page: int) -> set[str]:
        buttons = [b for b in wizard.pages[page].findChildren(QPushButton, button_name) if b.isVisible()]
        assert buttons, button_name
        buttons[0].click()
        galleries = [w for w in wizard.findChildren(CardGallery) if w.isVisible()]
        assert len(galleries) == 1
        found = shown(galleries[0])
        galleries[0].close()
        return found

    mm = cat.masterminds[setup.mastermind]
    wizard.next()
    wizard.next()
    assert opened("cards_mastermind", 2) == keys([*mm.sides, *mm.tactics])
    assert opened("cards_scheme", 2) == {cat.schemes[setup.scheme].card.key}
    wizard.next()
    assert opened("cards_villains", 3) == keys(c for c in cat.all_cards() if c.group == "Brotherhood")  # locked
    wizard.pages[3].findChildren(QPushButton, "cards_villains")[0].hide()
    free = wizard.pages[3].rows["villains"][0].current
    assert opened("cards_villains", 3) == keys(c for c in cat.all_cards() if c.group == free)
    assert opened("cards_henchmen", 3) == keys(cat.henchman_cards(wizard.pages[3].rows["henchmen"][0].current))
    wizard.next()
    hero = wizard.pages[4].rows["heroes"][0].current
    assert opened("cards_heroes", 4) == keys(cat.heroes[hero])


def test_an_unknown_group_opens_every_card(qtbot):
    g = CardGallery(group="No Such Group", room=ROOM)
    qtbot.addWidget(g)
    assert len(shown(g)) == len(catalog().all_cards())


@pytest.mark.qt_log_ignore("This plugin does not support raise")  # offscreen: no window stack
def test_help_menu_opens_the_gallery(qtbot):
    from legendary_desktop.ui.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    window.actions_by_name["card_gallery"].trigger()
    gallery = window.findChild(CardGallery)
    assert gallery is not None and gallery.isVisible()
    assert len(gallery.shown_entries()) == len(catalog().all_cards())
    window.actions_by_name["card_gallery"].trigger()  # again: the same window comes forward
    assert [g for g in window.findChildren(CardGallery) if g.isVisible()] == [gallery]
    gallery.close()


def test_fits_1280_by_720_with_close_in_sight(gallery):
    frame = gallery.frameGeometry()
    assert gallery.width() <= ROOM.width() and frame.height() <= ROOM.height()
    assert gallery.minimumSizeHint().height() <= ROOM.height() - 50
    close = gallery.findChild(QPushButton, "galleryClose")
    assert close.isVisible() and gallery.rect().contains(QRect(close.mapTo(gallery, QPoint(0, 0)), close.size()))
    # the details never push the window taller: a long text scrolls
    tall = max(catalog().all_cards(), key=lambda c: len(c.text))
    gallery.set_filter("group", tall.group)
    assert gallery.height() <= ROOM.height() - 50
    view = gallery.open_card_view()
    assert view is not None and view.height() <= ROOM.height() - 50 and view.width() <= ROOM.width()
    view.close()


def test_faces_are_drawn_once(gallery, qtbot):
    first = gallery.shown_entries()[0].card
    assert (first.key, round(card_gallery.THUMB_W * gallery.model.pixel_ratio), COMPACT, None, 0) in FACES._images
    before = len(FACES)
    again = CardGallery(room=ROOM)
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    again.view.viewport().repaint()
    assert len(FACES) == before  # the same cards in sight: nothing new drawn
