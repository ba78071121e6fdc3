"""The computer players use a set's main-phase actions as the set tells them (engine/advice.register_action_use),
not by names written into the bots."""

from __future__ import annotations

from legendary_desktop.bots.normal import NormalBot
from legendary_desktop.engine import advice
from legendary_desktop.engine.positions import position


def test_the_sets_say_how_their_actions_are_used_in_the_order_they_are_weighed():
    assert advice.action_kinds(advice.ATTACK_EXTRA) == ["seal", "duplicate", "wound"]
    assert advice.action_kinds(advice.GAIN_HERO) == ["pool", "victim", "bid"]
    assert advice.action_kinds(advice.HEAL) == ["refreshment"] and advice.action_kinds(advice.TRIM) == ["scientist"]


def test_normal_buys_a_refreshment_when_it_has_a_wound_and_nothing_better_to_do():
    """Axian Bartender's refreshments (a heal a set adds): Normal pays 2 Recruit to KO its Wound."""
    g = position(mastermind="Darren Cross", villains=["Quantum Realm"], hand=[], discard=["Wound"], recruit=2,
                 hq=["Hulk Smash!", "Hulk Smash!", "Hulk Smash!", "Hulk Smash!", "Hulk Smash!"])
    g.turn.notes["refreshments"] = True
    g.refresh()
    assert g.pending is not None and "refreshment" in [o.label for o in g.pending.options]
    assert NormalBot(g).answer(g.pending) == "refreshment"
    clean = position(mastermind="Darren Cross", villains=["Quantum Realm"], hand=[], discard=[], recruit=2,
                     hq=["Hulk Smash!"] * 5)  # no Wound: no refreshment
    clean.turn.notes["refreshments"] = True
    clean.refresh()
    assert NormalBot(clean).answer(clean.pending) == "end"
