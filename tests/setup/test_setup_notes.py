"""The setup summary's notes: what a setup changes from the usual table, read from the data."""

from __future__ import annotations

import pytest

from legendary_desktop.engine.catalog import catalog
from legendary_desktop.setup.notes import setup_notes
from legendary_desktop.setup.randomizer import random_setup


def _notes(set_id: str, **fixed: str) -> list[str]:
    if set_id not in catalog().sets():
        pytest.skip(f"{set_id} has no cards registered")
    return setup_notes(random_setup(3, 2, sets=["core", set_id], **fixed))


def test_a_core_setup_changes_nothing():
    assert setup_notes(random_setup(3, 2, sets=["core"], scheme="The Legacy Virus")) == []


def test_five_families_adds_groups_and_five_villain_decks():
    notes = _notes("noir", scheme="Five Families of Crime")
    assert "Five Families of Crime adds 2 more Villain groups." in notes
    assert "5 Villain Decks, each feeding its own city space." in notes


def test_a_short_city_and_its_hq_are_named():
    notes = _notes("infinity-saga", scheme="Warp Reality Into a TV Show")
    assert any(n.startswith("City: 3 spaces") for n in notes) and "City: an HQ of 3 spaces." in notes


def test_set_aside_groups_heroes_and_special_bystanders_are_listed():
    notes = _notes("ant-man-and-the-wasp", scheme="Siphon Energy from the Quantum Realm")
    assert "Siphon Energy from the Quantum Realm sets the Quantum Realm Villain group aside." in notes
    assert any(n.startswith("Special Bystanders: 2 Agent Jimmy Woo") for n in notes)
    heist = _notes("infinity-saga", scheme="The Time Heist")
    assert any(n.startswith("The Time Heist sets aside ") and n.count(",") == 3 for n in heist)


def test_a_scheme_says_when_players_win_or_lose_alone():
    assert any("wins or loses alone" in n for n in _notes("noir", scheme="Find the Split Personality Killer"))


@pytest.mark.parametrize("scheme", sorted(catalog().schemes))
def test_the_setups_bystanders_are_the_games_and_the_stacks_the_tables(scheme):
    """Every Scheme, with every set chosen (so their special Bystanders shuffled in): the setup's count of
    Bystanders (the Villain Deck's and the Stack's) is the game's, and `stacks` is what the table shows."""
    from legendary_desktop.engine.card import Kind
    from legendary_desktop.engine.game import Game
    from legendary_desktop.engine.setup_rules import composition
    from legendary_desktop.setup.notes import stacks

    cat = catalog()
    for players in (2, 5):
        setup = random_setup(players, 11, scheme=scheme, sets=sorted(cat.sets()))
        comp = composition(setup, cat)
        g = Game(setup, 11, cat, first_villain_step=False)
        every = sum(1 for c in g.cards if c.kind is Kind.BYSTANDER)
        assert comp["bystander_stack"] + comp["villain_deck"]["bystanders"] == every  # type: ignore[index]
        assert stacks(setup, cat) == {"bystanders": len(g.bystander_stack), "wounds": len(g.wound_stack),
                                      "officers": len(g.officer_stack)}
