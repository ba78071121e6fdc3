"""The mirror (net/mirror.py): a Game laid out from a seat's view matches the real game where the seat may
look, and holds the right counts everywhere else."""

from __future__ import annotations

import pytest

from legendary_desktop.bots.random_bot import RandomBot
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.view import seat_view
from legendary_desktop.net import mirror
from legendary_desktop.net.host import setup_summary
from legendary_desktop.persistence.session import Session
from legendary_desktop.setup.randomizer import random_setup


def public(g: Game, seat: int) -> dict[str, object]:
    return {
        "hand": list(g.players[seat].hand),
        "hands": [len(p.hand) for p in g.players], "decks": [len(p.deck) for p in g.players],
        "discards": [list(p.discard) for p in g.players], "victory": [list(p.victory_pile) for p in g.players],
        "city": [[None if o is None else (o.card, o.bystanders, o.under) for o in a.city] for a in g.areas],
        "hq": [list(a.hq) for a in g.areas], "hero_decks": [len(a.hero_deck) for a in g.areas],
        "villain_decks": [len(d.cards) for d in g.villain_decks], "ko": list(g.ko_pile),
        "escape": list(g.escape_pile), "played": list(g.turn.played), "tactics": len(g.tactics),
        "stacks": [len(g.bystander_stack), len(g.wound_stack), len(g.officer_stack)],
        "turn": (g.turn.player, g.turn.number, g.turn.recruit, g.turn.attack),
        "log": [e.text for e in g.events],
        "pending": None if g.pending is None else (g.pending.player, g.pending.prompt),
    }


@pytest.mark.parametrize("sets", [("core",), ("core", "noir"), ("core", "infinity-saga")])
def test_a_mirror_matches_the_game_where_the_seat_may_look(sets: tuple[str, ...]) -> None:
    g = Game(random_setup(3, 2, sets=sets), 2)
    setup = mirror.setup_from(setup_summary(Session(g)), [p.name for p in g.players])
    bot = RandomBot(2)
    for step in range(120):
        if g.pending is None:
            break
        if step % 10 == 0:
            for seat in range(3):
                view = seat_view(g, seat)
                m = mirror.build(setup, view, view["log"])
                assert public(m, seat) == public(g, seat)
                assert sorted(c for z in m.zones().values() for c in z) == list(range(len(g.cards)))
                if g.pending.player == seat:
                    assert m.pending is not None and m.pending.labels == g.pending.labels
                else:
                    assert m.pending is not None and m.pending.options == []
        g.decide(bot.answer(g.pending))



def test_a_mirror_laid_out_with_hidden_witnesses_has_their_rules_for_its_tooltips() -> None:
    """The Hidden Witness rules come into force with the game's first Witness; a mirror is laid out from a
    view, never played, so it takes them from the piles it holds: its table explains why a holder can't be
    fought, as the host's does."""
    from legendary_desktop.cards.noir import witnesses
    from legendary_desktop.engine.actions import blocked_actions

    g = Game(random_setup(2, 5, sets=("core", "noir")), 5)
    witnesses.capture_hidden(g, g.mastermind_card, 2)
    g.refresh()
    setup = mirror.setup_from(setup_summary(Session(g)), [p.name for p in g.players])
    view = seat_view(g, g.pending.player)
    m = mirror.build(setup, view, view["log"])
    reasons = [why for card, why in blocked_actions(m) if card == g.mastermind_card]
    assert reasons == [why for card, why in blocked_actions(g) if card == g.mastermind_card]
    assert any("Hidden Witness" in why for why in reasons)
