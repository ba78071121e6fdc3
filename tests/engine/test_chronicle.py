"""The story read back from the log: each turn's summary, the key moments, where VP came from."""

from __future__ import annotations

import pytest

from legendary_desktop.bots.seats import make_bot
from legendary_desktop.engine.chronicle import key_moments, turn_summaries
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import default_setup, put
from legendary_desktop.engine.scoring import victory_points, vp_sources
from legendary_desktop.setup.randomizer import random_setup


def played(players: int, seed: int, sets=("core",)) -> Game:
    g = Game(random_setup(players, seed, sets=list(sets)), seed)
    bots = [make_bot("easy", g, i, seed) for i in range(players)]
    while not g.over:
        g.decide(bots[g.pending.player].answer(g.pending))
    return g


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_turn_summaries_follow_the_log_turn_by_turn(seed):
    g = played(2, seed)
    summaries = turn_summaries(g)
    assert [s.turn for s in summaries] == sorted({e.turn for e in g.events if e.kind == "turn"
                                                  and e.text.startswith("Turn ")})
    recruits = [e for e in g.events if e.kind == "recruit" and e.cards]
    assert sum(len(s.recruited) for s in summaries) == len(recruits)
    fights = [e for e in g.events if e.kind == "fight" and e.cards]
    assert sum(len(s.fought) for s in summaries) == len(fights)
    assert sum(len(s.entered) for s in summaries) == sum(1 for e in g.events if e.kind == "enter")
    for s in summaries:
        line = s.line(g)
        assert line.startswith(f"{g.players[s.player].name} (turn {s.turn}): ")
    later = turn_summaries(g, len(g.events) // 2)
    assert later and later[-1] == summaries[-1] and len(later) < len(summaries)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_key_moments_are_the_tactics_escapes_and_twists_in_order(seed):
    g = played(2, seed)
    moments = key_moments(g)
    twists = [e for e in g.events if e.text.startswith("Scheme Twist ")]
    assert [m.text for m in moments if m.kind == "twist"] == [e.text for e in twists]
    assert [m.turn for m in moments] == sorted(m.turn for m in moments)
    tactics = [m for m in moments if m.kind == "tactic"]
    assert len(tactics) == sum(1 for e in g.events if "takes the Tactic" in e.text)
    if g.outcome.result == "team_win" and "defeat" in g.outcome.reason.lower():
        assert tactics


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_vp_sources_add_up_to_the_score(seed):
    g = played(3, seed)
    for p in g.players:
        sources = vp_sources(g, p.index)
        assert sum(vp for _, _, vp in sources) == victory_points(g, p.index)
        assert sum(n for _, n, _ in sources) == len(p.victory_pile)


def test_vp_sources_name_each_kind_and_the_card_bonus():
    g = Game(default_setup(2, villains=["HYDRA"]), 1)
    put(g, "Hand Ninjas", "victory_pile", 0)
    put(g, "Bystander", "victory_pile", 0)
    put(g, "Supreme HYDRA", "victory_pile", 0)
    put(g, "Endless Armies of HYDRA", "victory_pile", 0)
    groups = {group: (n, vp) for group, n, vp in vp_sources(g, 0)}
    assert groups["Henchmen"] == (1, 1) and groups["Bystanders"] == (1, 1)
    assert groups["Villains"][0] == 2 and groups["Card bonuses"][1] == 3
    assert sum(vp for _, vp in groups.values()) == victory_points(g, 0)
    assert vp_sources(g, 1) == []


def test_a_schemes_own_news_of_a_twist_is_its_own_moment_not_another_twist():
    """Under a Scheme that stacks its Twists as Escape Routes, each Twist logs the Twist and the route it
    discovers: the key moments hold each Twist once, and each discovery as the Scheme's own moment."""
    from legendary_desktop.engine.positions import answer, position

    g = position(scheme="Escape an Imprisoning Dimension")
    for _ in range(3):
        put(g, "Scheme Twist", "villain_deck")
        answer(g, "end")
    assert g.over and g.twists_played == 3
    moments = key_moments(g)
    assert sum(1 for m in moments if m.kind == "twist") == 3 == sum(1 for e in g.events if e.kind == "twist")
    routes = [m for m in moments if m.kind == "scheme"]
    assert len(routes) == 3 and all("Escape Route" in m.text for m in routes)
    assert all(m.text.startswith("Scheme Twist ") for m in moments if m.kind == "twist")
