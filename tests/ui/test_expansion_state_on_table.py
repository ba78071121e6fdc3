"""What the expansions add to the table: the face-up Mastermind side, the Epic badge, computed values
with their breakdown in tooltips, and each set's status lines (a token's holder, the Endgame)."""

from __future__ import annotations

import pytest

from legendary_desktop.engine import mastermind as engine_mastermind
from legendary_desktop.engine import values
from legendary_desktop.engine.catalog import catalog
from legendary_desktop.setup.randomizer import random_setup


def _start(window, mastermind: str, set_id: str, epic: str = "off", seed: int = 3):
    if set_id not in catalog().sets():
        pytest.skip(f"{set_id} has no cards registered")
    window.model.keep_files = False
    window.model.start(random_setup(3, seed, mastermind=mastermind, sets=["core", set_id], epic=epic), seed)
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
    window.scene.sync(g, None)
    assert item.card is g.mm is g.mastermind.back


def test_the_turn_line_shows_the_sets_status_lines(window):
    _start(window, "Thanos", "infinity-saga")
    text = window.scene.turn_pill.text
    assert "Endgame in" in text and "Stones escaped 0/6" in text
    g2 = _start(window, "Killmonger", "black-panther")
    g2.state["throne_favor"] = 1
    window.scene.sync(g2, None)
    assert f"Throne's Favor: {g2.players[1].name}" in window.scene.turn_pill.text


def test_a_wounded_villain_tooltip_says_why_its_attack_is_lower(window):
    g = _start(window, "Killmonger", "black-panther")
    while not any(occ is not None for occ in g.city):
        g.decide("end")
    occ = next(o for o in g.city if o is not None)
    engine_mastermind.wound_enemy(g, 0, occ.card)
    window.scene.sync(g, None)
    assert "Wounds −1" in window.scene.value_tips[occ.card]
