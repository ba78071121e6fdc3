"""Expansion state is drawn as things a player can name: each pile a card holds, each role a card plays and
each keyword a card shows is a labelled mark (its name, a tooltip with its help, an entry in the large view).
The labels come from the sets' own declarations (engine/status.py), never from the UI."""

from __future__ import annotations

import pytest
from test_table_layout import check_table

from legendary_desktop.cards.noir import witnesses
from legendary_desktop.engine import positions, status
from legendary_desktop.engine.card import Kind
from legendary_desktop.engine.catalog import catalog
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.state import Occupant
from legendary_desktop.engine.table_facts import card_context
from legendary_desktop.engine.table_view import pass_and_play
from legendary_desktop.ui.table.card_faces import COMPACT, badges_of, painted_words
from legendary_desktop.ui.table.card_inspector import describe


def _shown(window, g):
    window.resize(1280, 720)
    window.model.keep_files = False
    window.model.adopt(g)
    window.scene.sync(pass_and_play(g), 0)
    return window.scene


def _marks(scene, card):
    return [m.text for m in scene.items_by_id[card].marks]


def test_every_pile_role_badge_and_token_the_sets_declare_has_a_label_and_help():
    cat = catalog()  # loads every set's declarations
    labels = [*(label for piles in status.PILES.values() for label in piles.values()),
              *(label for roles in status.ROLES.values() for label in roles),
              *(badge.label for badges in status.BADGES.values() for badge in badges)]
    assert len(labels) >= 25
    for label in labels:
        assert label.name and label.short and len(label.meaning) > 20, label
        assert len(label.short) <= 14, f"{label.short!r} is too long to be read on a card"
    assert {"Hidden Witnesses", "Quantum Siphons", "Shrink Tech on Offer", "Sonic Frequency"} <= {
        name for piles in status.PILES.values() for name in piles}
    assert {"Smuggler", "Skrull", "Killbot"} <= {label.name for roles in status.ROLES.values() for label in roles}
    with pytest.raises(ValueError):
        status.Label("Unexplained", "Unexpl.", "")
    for set_id in status.TOKENS:  # tokens: every one a set puts on the table now has its words and help
        mm = next(m for m in sorted(cat.masterminds) if cat.set_of[m] == set_id)
        g = positions.position(mastermind=mm)
        g.state["throne_favor"] = 0
        for token in status.tokens(g):
            assert token.short and token.name and token.meaning


def test_hidden_witnesses_are_a_named_mark_on_their_holder_not_bare_backs(window):
    g = positions.position(mastermind="The Goblin, Underworld Boss", scheme="Silence the Witnesses")
    assert "noir" in g.setup.sets
    villain = next(c for c in g.villain_deck if g.cards[c].kind is Kind.VILLAIN)
    g.villain_deck.remove(villain)
    g.city[0] = Occupant(villain)
    witnesses.capture_hidden(g, villain, 2)
    scene = _shown(window, g)
    assert "Witnesses 2" in _marks(scene, villain)
    tip = scene.items_by_id[villain].toolTip()
    assert "Holds 2 Hidden Witnesses: Bystanders held face down" in tip
    assert "Holds 2 Hidden Witnesses: Bystanders held face down" in card_context(g, villain)  # the large view
    assert all(card is not None for _, card in scene.pills["city0"].held)  # no unlabelled backs under it
    check_table(window, (1280, 720))


def test_the_shrink_tech_on_offer_is_named_on_the_scheme_and_shows_its_card_on_hover(window):
    from legendary_desktop.cards.ant_man_and_the_wasp import schemes

    g = positions.position(mastermind="Darren Cross", scheme=schemes.AUCTION)
    twist = next(c for c in g.villain_deck if g.cards[c].kind is Kind.TWIST)
    schemes._auction_twist(Ctx(g, 0, twist, g.cards[twist]))
    offer = schemes.attachments.pile(g, g.scheme_card, schemes.OFFER)
    assert len(offer) == 1
    scene = _shown(window, g)
    mark = next(m for m in scene.items_by_id[g.scheme_card].marks if m.text.startswith("Shrink Tech"))
    assert mark.text == "Shrink Tech 1" and mark.cards == tuple(offer)  # hovering it shows the Hero
    assert "Holds 1 Shrink Tech on Offer: The Shrink Tech up for auction" in card_context(g, g.scheme_card)
    assert g.cards[offer[0]].name in card_context(g, g.scheme_card)
    assert scene.pills["scheme"].held == []  # no bare class-letter chip under the Scheme
    check_table(window, (1280, 720))


def test_siphons_and_the_villains_on_them_are_named_on_the_mastermind(window):
    from legendary_desktop.cards.ant_man_and_the_wasp import schemes

    g = positions.position(mastermind="Darren Cross", scheme=schemes.SIPHON)
    for twist in [c for c in g.villain_deck if g.cards[c].kind is Kind.TWIST][:2]:
        effect = schemes._siphon_twist(Ctx(g, 0, twist, g.cards[twist]))
        try:
            d = next(effect)
            while True:
                d = effect.send([d.options[0]])
        except StopIteration:
            pass
    scene = _shown(window, g)
    marks = _marks(scene, g.mastermind_card)
    assert "Siphons 2" in marks and "On Siphons 1" in marks
    assert "Villains on the Siphons get +1 Attack for each two" in scene.items_by_id[g.mastermind_card].toolTip()
    assert scene.pills["mastermind"].held == []  # no bare skull chips
    check_table(window, (1280, 720))


def test_klaws_sonic_frequency_and_a_smuggler_are_named(window):
    from legendary_desktop.cards.black_panther import masterminds, schemes

    g = positions.position(mastermind="Klaw", scheme="Plunder Wakanda's Vibranium")
    masterminds.frequency_from_hero_deck(g)
    smuggler = g.bystander_stack.pop()
    g.city[2] = Occupant(smuggler)
    g.roles[smuggler] = schemes.SMUGGLER
    g.refresh()
    scene = _shown(window, g)
    assert "Frequency 1" in _marks(scene, g.mastermind_card)
    assert "Klaw is Double Empowered" in scene.items_by_id[g.mastermind_card].toolTip()
    assert _marks(scene, smuggler) == ["Smuggler"]  # not a plain Bystander
    assert "Smuggler: A Bystander acting as a 3-Attack Smuggler Villain" in card_context(g, smuggler)
    assert scene.items_by_id[smuggler].now is not None and scene.items_by_id[smuggler].now.attack == 3
    check_table(window, (1280, 720))


def test_size_changing_shows_as_a_badge_on_the_face_in_hand_too(window):
    g = positions.position(mastermind="Darren Cross", heroes=["Wasp", "Ant-Man", "Captain America", "Hulk",
                                                             "Iron Man"])
    sized = next(c for c in g.hero_deck if g.cards[c].extra.get("size_changing"))
    g.hero_deck.remove(sized)
    g.players[0].hand.append(sized)
    scene = _shown(window, g)
    item = scene.items_by_id[sized]
    assert item.isVisible() and item.face_up
    assert [b.words for b in badges_of(g.cards[sized])] == ["Size-Changing"]
    words = painted_words(g.cards[sized], max(16, round(item.w)), COMPACT)
    assert "Size-Change" in words and not any(w.endswith("…") for w in words)  # whole on the table's face
    from legendary_desktop.cards.ant_man_and_the_wasp.status import SIZE_CHANGING_MEANING

    assert SIZE_CHANGING_MEANING in describe(g.cards[sized])  # the badge explained with the keyword's words
    check_table(window, (1280, 720))


def test_a_villain_holding_several_captives_shows_how_many_on_the_fan_of_small_cards(window):
    """Captured Bystanders lie as a fan of small cards under their holder; past one they overlap, so the
    front one carries their count, drawn (a dark disc in the fan) in a size a player can read."""
    from PySide6.QtGui import QImage, QPainter

    from legendary_desktop.engine import city

    g = positions.position()
    villain = next(c for c in g.villain_deck if g.cards[c].kind is Kind.VILLAIN)
    g.villain_deck.remove(villain)
    g.city[2] = Occupant(villain)
    city.capture_from_stack(g, 2, 1)
    strip = _shown(window, g).pills["city2"]

    def drawn(strip) -> QImage:
        image = QImage(int(strip.w), int(strip.h), QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        strip.paint(painter, None)
        painter.end()
        return image

    one = drawn(strip)
    spot = strip.count_rect().center()
    assert one.pixelColor(int(spot.x()), int(spot.y())).name() != "#202020"  # one card: no count
    city.capture_from_stack(g, 2, 5)
    strip = _shown(window, g).pills["city2"]
    assert len(strip.held) == 6
    six = drawn(strip)
    disc = strip.count_rect()
    assert strip.boundingRect().contains(disc) and disc.intersects(strip.mini_rects()[-1])
    assert six.pixelColor(int(disc.left() + 3), int(disc.center().y())).name() == "#202020"
    assert strip.count_px() in strip.text_px()  # the size checks see the count's text
    check_table(window, (1280, 720))
