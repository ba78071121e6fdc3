"""The wizard's model: picks plus chance, live rules, re-rolls."""

from __future__ import annotations

import random

from legendary_desktop.engine.setup_rules import validate
from legendary_desktop.setup.draft import Draft


def draft(**kw) -> Draft:
    d = Draft(players=3, names=["Ann", "Ben", "Cy", "Di", "Ed"], seed=5)
    for k, v in kw.items():
        setattr(d, k, v)
    return d


def test_all_random_resolves_to_a_legal_setup_and_is_repeatable_by_seed():
    a, b = draft().resolve(), draft().resolve()
    assert a == b
    validate(a)
    assert a.names == ("Ann", "Ben", "Cy")


def test_picks_are_kept_and_always_leads_is_locked_with_reason():
    d = draft(mastermind="Loki", heroes=["Hulk", "Storm"])
    setup = d.resolve()
    assert setup.mastermind == "Loki" and {"Hulk", "Storm"} <= set(setup.heroes)
    locked = d.locked(setup)
    assert locked["villains"][0].name == "Enemies of Asgard"
    assert "Always Led by Loki" in locked["villains"][0].reason


def test_scheme_needing_an_extra_group_changes_the_slots():
    setup = draft(scheme="Negative Zone Prison Breakout").resolve()
    assert len(setup.henchmen) == 2
    setup = draft(scheme="Secret Invasion of the Skrull Shapeshifters").resolve()
    assert "Skrulls" in setup.villains and len(setup.heroes) == 6
    d = draft(scheme="Secret Invasion of the Skrull Shapeshifters")
    assert any("Required by" in s.reason for s in d.locked(d.resolve())["villains"])


def test_impossible_picks_explain_why():
    d = draft(players=2, scheme="Secret Invasion of the Skrull Shapeshifters", mastermind="Loki",
              villains=["Brotherhood"])
    assert "room for 2 Villain group" in (d.problem() or "")
    d = draft(players=2, villains=["Brotherhood", "HYDRA", "Skrulls"])
    assert "room for 2" in (d.problem() or "")
    d = draft(names=["Ann", "Ann", "Cy"])
    assert "same name" in (d.problem() or "")
    d = draft(sets=set())
    assert "at least one set" in (d.problem() or "")


def test_reroll_changes_only_that_slot():
    d = draft()
    before = d.resolve()
    target = before.heroes[2]
    new = d.reroll("heroes", target, random.Random(1))
    after = d.resolve()
    assert new is not None and new not in before.heroes and new in after.heroes
    assert set(after.heroes) - {new} == set(before.heroes) - {target}
    old_mm = after.mastermind
    assert d.reroll("mastermind", old_mm, random.Random(2)) not in (None, old_mm)
    validate(d.resolve())


def test_randomize_all_forgets_picks():
    d = draft(mastermind="Loki", heroes=["Hulk"])
    d.randomize_all(seed=77)
    assert d.mastermind is None and d.heroes == [] and d.seed == 77


def test_pick_and_unpick():
    d = draft()
    d.pick("villains", "HYDRA")
    assert d.villains == ["HYDRA"]
    d.pick("villains", "Radiation", previous="HYDRA")
    assert d.villains == ["Radiation"]
    d.pick("villains", None, previous="Radiation")
    assert d.villains == []


def test_avoid_recently_played_makes_recent_cards_rarer():
    from legendary_desktop.persistence.history import recent_weights

    records = [{"setup": {"mastermind": "Loki", "scheme": "Super Hero Civil War", "villains": ["HYDRA"],
                          "henchmen": [], "heroes": ["Hulk"]}}]
    weights = recent_weights(records)
    assert weights("Loki") < 1 and weights("Magneto") == 1
    counts = {True: 0, False: 0}
    for seed in range(400):
        for avoid in (True, False):
            d = draft(seed=seed, weights=weights if avoid else None)
            counts[avoid] += d.resolve().mastermind == "Loki"
    assert counts[True] < counts[False] / 2  # recently fought Loki comes up far less often
    assert counts[False] > 60  # ...and without the option, about one game in four
