"""The big number on a face is the number in force now: a Skrull Hero's Attack, a Wounded Villain's, an HQ
Hero's cost after Wounds or Size-Changing — the printed one small beside it, the breakdown in the tooltip,
on the table, in the large view and in the Card panel."""

from __future__ import annotations

from legendary_desktop.cards.core.schemes import SECRET_INVASION
from legendary_desktop.engine import attachments, positions, table_facts, values
from legendary_desktop.engine import mastermind as engine_mastermind
from legendary_desktop.engine.state import Occupant
from legendary_desktop.engine.table_facts import card_context
from legendary_desktop.engine.table_view import pass_and_play
from legendary_desktop.ui.table.board_scene import card_now
from legendary_desktop.ui.table.card_faces import COMPACT, FULL, MIN_TEXT_PX, Now, painted_words
from legendary_desktop.ui.table.card_inspector import CardPopup, describe


def _shown(window, g):
    window.model.keep_files = False
    window.model.adopt(g)
    window.scene.sync(pass_and_play(g), 0)
    return window.scene


def _text_ok(window) -> None:
    sizes = window.scene.text_sizes(window.view.scale_factor())
    assert min(px for _, px in sizes) >= MIN_TEXT_PX
    assert not window.scene.overlaps()


def _skrull_game():
    g = positions.position(mastermind="Red Skull", scheme=SECRET_INVASION.name)
    hero = g.hq[0]
    g.hq[0] = g.hero_deck.pop()
    g.city[1] = Occupant(hero)
    role = SECRET_INVASION.as_villain(g, hero)
    assert role is not None
    g.roles[hero] = role
    g.refresh()
    return g, hero


def test_a_skrull_hero_shows_its_attack_as_a_villain_large_and_its_printed_attack_small(window):
    g, hero = _skrull_game()
    attack = values.enemy_attack(g, hero)
    printed = g.cards[hero].attack
    assert attack == g.cards[hero].cost + 2 and attack != printed
    scene = _shown(window, g)
    item = scene.items_by_id[hero]
    assert item.now == Now(attack=attack)
    for style in (COMPACT, FULL):
        words = painted_words(item.card, 240 if style == FULL else 110, style, item.now)
        assert str(attack) in words
        assert printed is None or str(printed) in words  # the printed one, small
    assert f"Attack {attack}: " in item.toolTip() and "(Skrull)" in item.toolTip()
    # the Card panel and the large view say it too, with the breakdown
    window._inspect_in_dock(hero)
    panel = window.inspector_dock.inspector
    assert panel.now == Now(attack=attack)
    assert f"Attack {attack} now" in panel.text.text()
    assert f"Attack {attack}:" in card_context(g, hero)
    popup = CardPopup(g.cards[hero], window, card_context(g, hero), now=card_now(table_facts.facts(g), hero))
    assert f"Attack {attack} now" in popup.inspector.text.text()
    _text_ok(window)


def test_a_wounded_villain_shows_its_lower_attack(window):
    g = positions.position(mastermind="Killmonger", scheme="Unleash the Power of the Cosmic Cube",
                         villains=["Killmonger's League"], city={"Sewers": "Preyy"})
    preyy = g.city[0].card
    scene = _shown(window, g)
    assert scene.items_by_id[preyy].now is None  # as printed: nothing ringed
    engine_mastermind.wound_enemy(g, 0, preyy)
    scene.sync(pass_and_play(g), 0)
    item = scene.items_by_id[preyy]
    assert item.now == Now(attack=g.cards[preyy].attack - 1)
    assert describe(g.cards[preyy], "", item.now).count("Attack 2 now</b> (printed 3)") == 1
    words = painted_words(item.card, 110, COMPACT, item.now)
    assert "2" in words and words.count("3") == 1  # 2 large (and 2 VP), the printed 3 once, small
    assert "Wounds −1" in item.toolTip()
    _text_ok(window)


def test_an_hq_hero_with_wounds_on_it_shows_its_lower_cost(window):
    g = positions.position(mastermind="Killmonger", scheme="Poison Lakes with Nanite Microbots")
    hero = next(h for h in g.hq if h is not None and g.cards[h].cost >= 2)
    attachments.attach(g, hero, attachments.WOUNDS, g.wound_stack[-1])
    scene = _shown(window, g)
    item = scene.items_by_id[hero]
    assert item.now == Now(cost=g.cards[hero].cost - 1)
    assert f"Costs {g.cards[hero].cost - 1}: Printed {g.cards[hero].cost}, Wounds −1" in item.toolTip()
    window._inspect_in_dock(hero)
    assert f"Cost {g.cards[hero].cost - 1} now" in window.inspector_dock.inspector.text.text()
    _text_ok(window)


def test_a_size_changing_hero_in_the_hq_shows_its_cost_after_the_classes_played(window):
    from legendary_desktop.cards.ant_man_and_the_wasp.keywords import size_discount, sizes

    g = positions.position(mastermind="Darren Cross", scheme="Unleash the Power of the Cosmic Cube",
                         heroes=["Wasp", "Ant-Man", "Captain America", "Hulk", "Iron Man"])
    sized = next((c for c in range(len(g.cards)) if g.cards[c].extra.get("size_changing")
                  and g.cards[c].cost >= 3), None)
    assert sized is not None
    positions.put(g, g.cards[sized].name, "hq:0")
    hero = g.hq[0]
    cls = next(iter(sizes(g, hero)))
    played = next(c for c in range(len(g.cards)) if g.cards[c].is_hero and g.cards[c].classes & cls and c != hero)
    g.remove(played)
    g.turn.played.append(played)
    g.turn.played_defs.append(g.cards[played])
    assert size_discount(g, hero) == 2
    scene = _shown(window, g)
    assert scene.items_by_id[hero].now == Now(cost=values.hero_cost(g, hero))
    assert "Size-Changing −2" in scene.items_by_id[hero].toolTip()
    _text_ok(window)
