"""Every count the end screen and the log give comes from the events it names: over whole games of every
Scheme (so of every set), the end screen's Tactics fought, escapes and Twists are the numbers of those events
in the log, the Twists' own numbers in the log run 1, 2, 3... up to the Twists played, and a count in the log
agrees with its noun and verb ("1 Wound ... goes")."""

from __future__ import annotations

import re

import pytest

from legendary_desktop.bots import EasyBot, RandomBot
from legendary_desktop.engine.card import Kind
from legendary_desktop.engine.catalog import catalog
from legendary_desktop.engine.chronicle import key_moments
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.sets import TITLES
from legendary_desktop.setup.randomizer import random_setup
from legendary_desktop.ui.table.end_screen import EndScreen

SCHEMES = sorted(catalog().schemes)
MASTERMINDS = sorted(catalog().masterminds)

#: "1 cards", "1 Wounds on X go", "1 record were": a count of one with a plural noun or verb
ONE_MANY = re.compile(r"(?<![\d.,/+-])1 (?:[A-Z][\w']*s|cards|spaces)\b"
                      r"|(?<![\d.,/+-])1 [\w ']+? (?:go|are|were|have)\b")


def _played(i: int, scheme: str, greedy: bool) -> Game:
    """A whole game under the Scheme: a Mastermind, player count and seed by its place in the list, played by
    greedy computer players or by random answers."""
    players = 2 + i % 3
    setup = random_setup(players, 500 + i, mastermind=MASTERMINDS[i % len(MASTERMINDS)], scheme=scheme)
    g = Game(setup, 500 + i)
    bot = EasyBot(g, i) if greedy else RandomBot(i)
    steps = 0
    while not g.over and steps < 20_000:
        assert g.pending is not None
        g.decide(bot.answer(g.pending))
        steps += 1
    assert g.over
    return g


def test_the_schemes_cover_every_set():
    assert {catalog().schemes[s].card.set for s in SCHEMES} == set(TITLES)


@pytest.mark.parametrize("greedy", [False, True])
@pytest.mark.parametrize("scheme", SCHEMES)
def test_the_end_screens_counts_are_the_events_they_name(qtbot, scheme, greedy):
    g = _played(SCHEMES.index(scheme), scheme, greedy)
    twists = [e for e in g.events if e.kind == "twist"]
    escapes = [e for e in g.events if e.kind == "escape"]
    tactics = [e for e in g.events if e.kind == "fight" and e.cards and g.cards[e.cards[0]].kind is Kind.TACTIC]
    # the log's own count: "Scheme Twist N!" numbers each Twist played, one event each
    assert [int(re.match(r"Scheme Twist (\d+)!", e.text).group(1)) for e in twists] == list(
        range(1, len(twists) + 1))
    assert len(twists) == g.twists_played
    assert all(e.cards for e in escapes) and all(e.text.endswith(" escapes!") for e in escapes)
    moments = key_moments(g)
    assert [m.text for m in moments if m.kind == "twist"] == [e.text for e in twists]
    assert [m.text for m in moments if m.kind == "escape"] == [e.text for e in escapes]
    assert [m.text for m in moments if m.kind == "tactic"] == [e.text for e in tactics]
    screen = EndScreen()
    qtbot.addWidget(screen)
    screen.set_moments(moments)
    title = screen.moments_title.text()
    said = dict((kind, int(n)) for n, kind in re.findall(r"(\d+) (Tactic|escape|Twist)", title))
    assert said == {"Tactic": len(tactics), "escape": len(escapes), "Twist": len(twists)}, title
    wrong = [e.text for e in g.events if ONE_MANY.search(e.text)]
    assert not wrong, wrong[:5]


def test_the_grammar_check_sees_a_count_of_one_with_a_plural():
    assert ONE_MANY.search("1 Wound on Nightshade go back to the Wound Stack.")
    assert ONE_MANY.search("Player 1 ends the turn and draws 1 cards.")
    assert not ONE_MANY.search("1 Wound on Nightshade goes back to the Wound Stack.")
    assert not ONE_MANY.search("Turn 1: Player 1.") and not ONE_MANY.search("Scheme Twist 1! (Midtown Bank)")
