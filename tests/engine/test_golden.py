"""Golden playthroughs: the position after every decision of two scripted games, kept as text files.

A change in behaviour shows up as a diff of tests/golden/*.txt. When a change is on purpose,
regenerate with `UPDATE_GOLDEN=1 python3 dev.py test tests/engine/test_golden.py` and review the diff.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from legendary_desktop.bots import EasyBot
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.scoring import victory_points
from legendary_desktop.engine.spec import Setup

GOLDEN = Path(__file__).resolve().parents[1] / "golden"

GAMES = {
    "magneto-midtown-3p": (Setup(3, "Magneto", "Midtown Bank Robbery", ("Brotherhood", "Spider-Foes", "Skrulls"),
                                 ("Hand Ninjas",), ("Cyclops", "Storm", "Rogue", "Thor", "Spider-Man")), 11),
    "loki-killbots-2p": (Setup(2, "Loki", "Replace Earth's Leaders with Killbots",
                               ("Enemies of Asgard", "Masters of Evil"), ("Doombot Legion",),
                               ("Hulk", "Deadpool", "Gambit", "Nick Fury", "Iron Man")), 5),
}


def describe(g: Game) -> str:
    city = ",".join("-" if o is None else f"{g.villain_name(o.card)}+{len(o.bystanders)}" for o in g.city)
    hq = ",".join("-" if c is None else g.cards[c].name for c in g.hq)
    hands = "/".join(str(len(p.hand)) for p in g.players)
    vp = "/".join(str(victory_points(g, p.index)) for p in g.players)
    t = g.turn
    return (f"T{t.number} P{t.player + 1} R{t.recruit} A{t.attack} | city {city} | hq {hq} | hands {hands} "
            f"| vp {vp} | ko {len(g.ko_pile)} esc {len(g.escape_pile)} vd {len(g.villain_deck)}")


def playthrough(setup: Setup, seed: int) -> str:
    g = Game(setup, seed)
    bot = EasyBot(g, seed)
    lines = [describe(g)]
    while not g.over:
        answer = bot.answer(g.pending)
        g.decide(answer)
        lines.append(f"{answer} -> {describe(g)}")
    assert g.outcome is not None
    lines.append(f"END {g.outcome.result}: {g.outcome.reason} vp={list(g.outcome.vp)}")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("name", sorted(GAMES))
def test_golden_playthrough(name):
    setup, seed = GAMES[name]
    text = playthrough(setup, seed)
    path = GOLDEN / f"{name}.txt"
    if os.environ.get("UPDATE_GOLDEN"):
        path.write_text(text, encoding="utf-8")
    expected = path.read_text(encoding="utf-8")
    assert text == expected, f"{name} differs from {path}; if intended, regenerate with UPDATE_GOLDEN=1"
