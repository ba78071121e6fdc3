"""A game pays only for the rules of the cards in it (engine/present.py): leaving out the rules that can't
matter changes no game. Each game is played twice from one setup, seed and players, once with only the
rules its cards need and once with every rule of its listed sets: the logs and answers must match."""

from __future__ import annotations

import pytest

from legendary_desktop.bots import RandomBot
from legendary_desktop.engine import present
from legendary_desktop.engine.game import Game
from legendary_desktop.setup.randomizer import random_setup


def _play(setup, seed: int, narrow: bool) -> Game:  # type: ignore[no-untyped-def]
    present.NARROW = narrow
    try:
        g = Game(setup, seed)
        bot = RandomBot(seed)
        while g.pending is not None:
            g.decide(bot.answer(g.pending))
        return g
    finally:
        present.NARROW = True


@pytest.mark.parametrize("seed", range(24))
def test_leaving_out_rules_no_card_needs_changes_no_game(seed: int) -> None:
    setup = random_setup(2 + seed % 4, seed, epic="random")  # every set listed
    narrow, full = _play(setup, seed, True), _play(setup, seed, False)
    assert len(narrow.action_kinds) + len(narrow.attack_modifiers) + len(narrow.cost_modifiers) <= (
        len(full.action_kinds) + len(full.attack_modifiers) + len(full.cost_modifiers))
    assert [e.text for e in narrow.events] == [e.text for e in full.events]
    assert narrow.answers == full.answers


def _anchor():  # type: ignore[no-untyped-def]
    return random_setup(3, 1, mastermind="Red Skull", scheme="The Legacy Virus",
                        villains=["HYDRA", "Brotherhood", "Masters of Evil"], henchmen=["Hand Ninjas"],
                        heroes=["Black Widow", "Captain America", "Hulk", "Iron Man", "Wolverine"])


def test_the_core_anchor_game_with_every_set_listed_has_no_expansion_rule_in_force() -> None:
    setup = _anchor()
    g = Game(setup, 1)
    assert len(setup.sets) == 5
    # only the Ant-Man special Bystanders come in; the one that gives special Recruit brings its action
    assert not g.attack_modifiers and not g.cost_modifiers and not g.defeat_rules and not g.recruit_rules
    assert [k.prefix for k in g.action_kinds] == ["pool"]
    assert not g.attack_modifiers


def test_a_card_new_to_the_game_brings_its_rules_in() -> None:
    from legendary_desktop.engine.testkit import put

    g = Game(_anchor(), 1)
    assert not g.cost_modifiers and not g.attack_modifiers
    put(g, "Shrink Away", "hand")  # Size-Changing, and its own -1 Attack for every enemy
    assert len(g.cost_modifiers) == 1 and len(g.attack_modifiers) == 2
