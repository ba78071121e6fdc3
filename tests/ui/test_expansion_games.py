"""Every expansion played through the table by clicking: a whole game with that set's Mastermind and
Scheme, at 1280×720, with the table checks of the layout test at every decision."""

from __future__ import annotations

import pytest
from conftest import Driver, face_up_hand_owners
from test_table_layout import check_end_screen, check_table

from legendary_desktop.engine import sets
from legendary_desktop.engine.catalog import catalog
from legendary_desktop.setup.randomizer import random_setup

EXPANSIONS = [s for s in sets.TITLES if not sets.is_base(s)]  # every set but the base game


def _setup(set_id: str, seed: int):
    cat = catalog()
    masterminds = sorted(m for m in cat.masterminds if cat.set_of[m] == set_id)
    schemes = sorted(s for s in cat.schemes if cat.set_of[s] == set_id)
    mm, scheme = masterminds[seed % len(masterminds)], schemes[seed % len(schemes)]
    return random_setup(3, seed, mastermind=mm, scheme=scheme, sets=["core", set_id], epic="random")


@pytest.mark.parametrize("seed", [5, 6])
@pytest.mark.parametrize("set_id", EXPANSIONS)
def test_a_whole_expansion_game_plays_by_clicking_and_stays_readable(window, qtbot, set_id, seed):
    if set_id not in catalog().sets():
        pytest.skip(f"{set_id} has no cards registered")
    window.resize(1280, 720)
    qtbot.wait(1)
    window.model.keep_files = False
    window.model.start(_setup(set_id, seed), seed)
    driver = Driver(window, seed)
    g = window.model.game
    kinds = set()
    for _ in range(6000):
        if driver.at_end():
            break
        check_table(window, (1280, 720))
        if g.pending is not None:
            kinds.add(g.pending.kind)
        owners = face_up_hand_owners(window)
        assert owners == set() if driver.curtain_up() else owners <= {g.pending.player}
        driver.step()
    assert driver.at_end(), f"the game did not finish within the step cap ({len(g.answers)} answers)"
    assert g.over and window.end_screen.headline.text() == g.outcome.headline
    check_end_screen(window)
    assert window.log_dock.lines == len(g.events)
    assert {"action", "choose_cards"} <= kinds
