"""Property: for many seeds × every player count × random fixed slots, the randomizer returns a legal
setup that honours every fixed choice, or refuses — and a refusal is correct (no legal setup exists).

10,000 seeds per player count (about 10 s in all).
"""

from __future__ import annotations

import itertools
import random

import pytest

from legendary_desktop.engine.catalog import catalog
from legendary_desktop.engine.setup_rules import SetupError, requirements, validate
from legendary_desktop.setup.randomizer import random_setup

CAT = catalog()


def random_fixes(rng: random.Random) -> dict:
    fixes: dict = {}
    if rng.random() < 0.4:
        fixes["mastermind"] = rng.choice(sorted(CAT.masterminds))
    if rng.random() < 0.4:
        fixes["scheme"] = rng.choice(sorted(CAT.schemes))
    fixes["villains"] = rng.sample(sorted(CAT.villains), rng.choice([0, 0, 1, 2, 3]))
    fixes["henchmen"] = rng.sample(sorted(CAT.henchmen), rng.choice([0, 0, 1, 2]))
    fixes["heroes"] = rng.sample(sorted(CAT.heroes), rng.choice([0, 1, 3, 5]))
    return fixes


def some_legal_setup_exists(players: int, fixes: dict) -> bool:
    """Brute force over Mastermind × Scheme: can the fixed groups fit with what the rules require?"""
    for mm, sch in itertools.product([fixes["mastermind"]] if "mastermind" in fixes else CAT.masterminds,
                                     [fixes["scheme"]] if "scheme" in fixes else CAT.schemes):
        req = requirements(players, mm, sch, CAT)
        villains = set(fixes["villains"]) | set(req.required_villains)
        henchmen = set(fixes["henchmen"])
        (henchmen if req.leads_henchmen else villains).add(req.always_leads)
        if villains & set(req.set_aside_villains):  # a group the rules set aside can't be in the Villain Deck
            continue
        if len(villains) <= req.villains and len(henchmen) <= req.henchmen and len(fixes["heroes"]) <= req.heroes:
            return True
    return False


def check(seed: int, players: int) -> bool:
    rng = random.Random(seed * 7 + players)
    fixes = random_fixes(rng)
    try:
        setup = random_setup(players, seed, **fixes)
    except SetupError:
        assert not some_legal_setup_exists(players, fixes), f"refused but possible: {players} {fixes}"
        return False
    validate(setup)
    assert setup.players == players
    for key in ("mastermind", "scheme"):
        if key in fixes:
            assert getattr(setup, key) == fixes[key]
    for key in ("villains", "henchmen", "heroes"):
        assert set(fixes[key]) <= set(getattr(setup, key)), key
    assert random_setup(players, seed, **fixes) == setup  # same seed, same setup
    return True


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_randomizer_property(players):
    accepted = [check(seed, players) for seed in range(10_000)]
    assert any(accepted) and not all(accepted)  # both the legal and the refused branch were exercised
