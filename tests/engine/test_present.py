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
    from legendary_desktop.engine.positions import put

    g = Game(_anchor(), 1)
    assert not g.cost_modifiers and not g.attack_modifiers
    put(g, "Shrink Away", "hand")  # Size-Changing (its own -1 Attack is in force only on the turn it is played)
    assert len(g.cost_modifiers) == 1 and len(g.attack_modifiers) == 1


def _recording(kind, calls: list[str]):  # type: ignore[no-untyped-def]
    import dataclasses

    def options(g):  # type: ignore[no-untyped-def]
        calls.append(kind.prefix)
        return kind.options(g)

    return dataclasses.replace(kind, options=options)


def test_an_action_that_names_its_turn_note_or_scheme_pile_is_asked_only_while_it_is_there() -> None:
    import dataclasses

    from legendary_desktop.engine.actions import main_phase_options
    from legendary_desktop.engine.positions import put

    g = Game(_anchor(), 1)
    other = put(g, "Shrink Away", "discard")  # (a card new to the game rebuilds the tables: first)
    pool = next(k for k in g.action_kinds if k.prefix == "pool")
    assert pool.while_note == "pools"
    calls: list[str] = []
    scheme_kind = dataclasses.replace(pool, prefix="beside", while_note=None, while_beside_scheme="Ambush Schemes")
    g.action_kinds = [_recording(pool, calls), _recording(scheme_kind, calls)]
    main_phase_options(g)
    assert calls == []  # neither the note nor the pile: neither is asked
    g.turn.notes["pools"] = []
    main_phase_options(g)
    assert calls == []  # an empty note counts as none
    g.turn.notes["pools"] = [[2, lambda g, c: True, "to recruit"]]
    main_phase_options(g)
    assert calls == ["pool"]
    from legendary_desktop.engine import attachments

    attachments.attach(g, g.scheme_card, "Ambush Schemes", other)
    main_phase_options(g)
    assert calls == ["pool", "pool", "beside"]


@pytest.mark.parametrize("seed", [3, 8, 13, 21])
def test_the_turn_loop_s_gates_never_leave_out_an_option(seed: int) -> None:
    """At every main-phase decision of random games over every set, the options listed with the gates
    (`ActionKind.while_note`, `while_beside_scheme`) are those listed by asking every action."""
    import dataclasses

    from legendary_desktop.engine.actions import main_phase_options
    from legendary_desktop.engine.decision import ACTION

    setup = random_setup(2 + seed % 4, seed, epic="random", sets=["core", "ant-man-and-the-wasp"])
    g = Game(setup, seed)
    bot = RandomBot(seed)
    gated = 0
    while g.pending is not None:
        if g.pending.kind == ACTION:
            kinds = g.action_kinds
            gated += any(k.while_note or k.while_beside_scheme for k in kinds)
            g.action_kinds = [dataclasses.replace(k, while_note=None, while_beside_scheme=None) for k in kinds]
            every = main_phase_options(g)
            g.action_kinds = kinds
            assert main_phase_options(g) == every
        g.decide(bot.answer(g.pending))
    assert gated  # the game had gated actions to check


def _minus_one(g, card, space, fighting):  # type: ignore[no-untyped-def]
    return ("Test: -1 this turn", -1)


def _plus_one(g, card):  # type: ignore[no-untyped-def]
    return ("Test: +1 this turn", 1)


def test_a_modifier_put_in_force_for_this_turn_is_asked_until_the_turn_ends() -> None:
    """A game with no Attack or cost modifier of its own (the core anchor) still answers one an effect
    adds for the turn: the enemies' Attacks, the HQ costs and the costs in the listed options."""
    from legendary_desktop.engine import values
    from legendary_desktop.engine.positions import put

    g = Game(_anchor(), 1)
    assert not g.attack_modifiers and not g.cost_modifiers
    villain = put(g, "Sabretooth", "city:Sewers")
    occ = next(o for o in g.city if o is not None and o.card == villain)
    space = g.city.index(occ)
    hero = next(h for h in g.hq if h is not None)
    printed = (values.occupant_attack(g, occ, space), values.mastermind_attack(g), values.hero_cost(g, hero))
    values.attack_this_turn(g, _minus_one)
    values.attack_this_turn(g, _minus_one)  # once
    values.cost_this_turn(g, _plus_one)
    assert values.occupant_attack(g, occ, space) == printed[0] - 1
    assert values.mastermind_attack(g) == printed[1] - 1
    assert values.breakdown(g, villain)[-1] == ("Test: -1 this turn", -1)
    assert values.hero_cost(g, hero) == printed[2] + 1
    g.turn.recruit = 20
    g.refresh()
    assert g.pending is not None
    assert f"Recruit {g.name(hero)} ({printed[2] + 1})" in [o.text for o in g.pending.options]
    g.decide("end")
    while g.pending is not None and g.pending.kind != "action":
        g.decide(g.pending.options[0].label)
    assert values.mastermind_attack(g) == printed[1] and values.hero_cost(g, hero) == printed[2]
