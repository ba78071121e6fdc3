"""After a turn and after the game: the computers' turn summary, My deck, the end screen's story."""

from __future__ import annotations

from legendary_desktop.bots.seats import make_bot
from legendary_desktop.engine.chronicle import key_moments
from legendary_desktop.engine.scoring import vp_sources
from legendary_desktop.setup.randomizer import random_setup


def finish(window, seed=2, players=3):
    window.controller.curtain_mode = "open"
    window.model.start(random_setup(players, seed), seed)
    g = window.model.game
    bots = [make_bot("easy", g, i, seed) for i in range(players)]
    while not g.over:
        window.model.answer(bots[g.pending.player].answer(g.pending))
    return g


def test_the_end_screen_says_where_each_players_vp_came_from_and_lists_the_key_moments(window):
    g = finish(window)
    screen = window.end_screen
    assert window.stack.currentWidget() is screen
    assert screen.chart.sources == [vp_sources(g, p.index) for p in g.players]
    assert any(screen.chart.sources), "somebody scored"
    tip = screen.chart.toolTip()
    for p, sources in zip(g.players, screen.chart.sources, strict=True):
        for group, _, vp in sources:
            assert f"{group} {vp} VP" in tip
        assert p.name in tip
    moments = key_moments(g)
    assert moments and screen.moments.count() == len(moments)
    assert [screen.moments.item(i).text().split(" ", 2)[-1] for i in range(len(moments))] == [m.text for m in moments]
    twists = sum(1 for m in moments if m.kind == "twist")
    assert f"{twists} Twist" in screen.moments_title.text()
    for group in ("Villains", "Henchmen", "Bystanders", "Tactics"):
        assert "Ant" not in group and "Noir" not in group  # the groups name kinds of cards, no set
