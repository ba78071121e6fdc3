"""The lessons as data: the guided first game shows every moment of a first game and replays the same; each
set's scenario fires its keyword; the coach's check says the friendly word for anything else."""

from __future__ import annotations

import legendary_desktop.cards  # noqa: F401  (registers every set's lessons)
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.lessons import GUIDES, SCENARIOS, Coach, play_through
from legendary_desktop.engine.positions import assert_conserved


def test_the_guided_game_shows_every_moment_within_five_turns_and_replays_the_same():
    guide = GUIDES[0]
    g = Game(guide.setup, guide.seed)
    play_through(g, guide.steps)
    first = {}
    for e in g.events:
        first.setdefault(e.kind, e.turn)
    assert set(guide.shows) == {"enter", "recruit", "fight", "rescue", "strike", "twist", "escape"}
    assert all(first.get(k, 99) <= 5 for k in guide.shows), first
    again = Game.replay(guide.setup, guide.seed, g.replay_answers())
    assert [e.text for e in again.events] == [e.text for e in g.events]
    assert_conserved(g)


def test_the_coach_waits_for_its_action_and_takes_any_copy_of_the_card():
    guide = GUIDES[0]
    g = Game(guide.setup, guide.seed)
    coach = Coach(guide.steps)
    d = g.pending
    assert d is not None
    troopers = [o.label for o in d.options if o.card is not None and g.cards[o.card].name == "S.H.I.E.L.D. Trooper"]
    agent = next(o.label for o in d.options if o.card is not None and g.cards[o.card].name == "S.H.I.E.L.D. Agent")
    assert len(troopers) == 2
    assert coach.check(g, [agent]) == guide.steps[0].friendly_word()
    assert coach.check(g, ["end"]) is not None
    assert all(coach.check(g, [t]) is None for t in troopers)  # either Trooper is "the" Trooper
    assert coach.target(g).cards and g.cards[coach.target(g).cards[0]].name == "S.H.I.E.L.D. Trooper"


def test_every_expansion_registers_a_scenario_whose_positions_play_through():
    assert set(SCENARIOS) == {"black-panther", "noir", "infinity-saga", "ant-man-and-the-wasp"}
    for scenarios in SCENARIOS.values():
        for sc in scenarios:
            assert sc.positions
            for pos in sc.positions:
                g = pos.build()
                assert sc.set_id in g.setup.sets  # the set's rules are in force in its own positions
                events = len(g.events)
                play_through(g, pos.steps)
                assert len(g.events) > events
                assert_conserved(g)
