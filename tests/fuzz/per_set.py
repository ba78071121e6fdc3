"""Fuzz, set by set, from the set registry: for each set the program has loaded, games drawn from that set's
own pool (the base game and the set) that the Mastermind × Scheme × player-count fuzz (test_random_games.py,
which draws from every set with front sides) does not play:

- every Epic side of a Mastermind of the pool with every Scheme of the pool, where one of the two is of the set;
- the set's own Masterminds and Schemes (front sides), each at least once, with the set's Heroes fixed in turn
  (two a game) and its Henchman groups fixed in turn, so every one of them is played in a fuzzed game; at
  least one such game for each player count.

Each game is checked as the main fuzz checks them (tests/fuzz/checked.py), that the side asked for is the side
in play and that it ends within MAX_DECISIONS; per set, some game ends with Evil winning or with each player
winning or losing alone (not all with the team's win or a draw). A set loaded later (tests/test_sixth_set.py)
runs through `check_set` unchanged (tests/fuzz/test_every_set.py plays every loaded set).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from legendary_desktop.engine import sets
from legendary_desktop.engine.catalog import catalog
from legendary_desktop.engine.game import Game
from legendary_desktop.setup.randomizer import random_setup
from tests.fuzz.checked import play_checked

PLAYERS = (2, 3, 4, 5)
MAX_DECISIONS = 2000  # random games end well before this; the cap only bounds a runaway


@dataclass(frozen=True)
class Case:
    mastermind: str
    epic: bool
    scheme: str
    heroes: tuple[str, ...] = ()
    henchmen: tuple[str, ...] = ()


def pool(set_id: str) -> tuple[str, ...]:
    base = sets.base()
    return (set_id,) if set_id == base or base is None else (base, set_id)


def set_cases(set_id: str) -> list[Case]:
    cat = catalog()
    drawn = pool(set_id)
    masterminds = [m for m in sorted(cat.masterminds) if cat.set_of[m] in drawn]
    schemes = [s for s in sorted(cat.schemes) if cat.set_of[s] in drawn]
    cases: list[Case] = []  # the front-side games first: their index is their player count's
    own_masterminds = [m for m in masterminds if cat.set_of[m] == set_id] or masterminds
    own_schemes = [s for s in schemes if cat.set_of[s] == set_id] or schemes
    heroes = [h for h in sorted(cat.heroes) if cat.set_of[h] == set_id]
    henchmen = [h for h in sorted(cat.henchmen) if cat.set_of[h] == set_id]
    for i in range(max(len(PLAYERS), len(own_masterminds), len(own_schemes), (len(heroes) + 1) // 2, len(henchmen))):
        fixed_heroes = tuple(dict.fromkeys(heroes[(2 * i + k) % len(heroes)] for k in (0, 1))) if heroes else ()
        cases.append(Case(own_masterminds[i % len(own_masterminds)], False, own_schemes[i % len(own_schemes)],
                          fixed_heroes, (henchmen[i % len(henchmen)],) if henchmen else ()))
    cases += [Case(m, True, s) for m, s in itertools.product(masterminds, schemes)
              if cat.masterminds[m].epic is not None and set_id in (cat.set_of[m], cat.set_of[s])]
    return cases


def play_case(set_id: str, index: int, case: Case) -> Game:
    players = PLAYERS[index % len(PLAYERS)]
    seed = 4000 + 7 * index + sets.rank(set_id)
    setup = random_setup(players, seed, mastermind=case.mastermind, scheme=case.scheme, heroes=case.heroes,
                         henchmen=case.henchmen, sets=pool(set_id), epic=case.epic)
    assert setup.epic == case.epic and set_id in setup.sets
    assert set(case.heroes) <= set(setup.heroes) and set(case.henchmen) <= set(setup.henchmen)
    side = "Epic " if case.epic else ""
    g = play_checked(setup, seed, greedy=index % 3 == 0, max_decisions=MAX_DECISIONS,
                     label=f"{set_id}: {side}{case.mastermind} / {case.scheme}, {players} players")
    assert (g.mm is g.mastermind.epic) == case.epic, "the side asked for is the side in play"
    return g


def check_set(set_id: str) -> None:
    cases = set_cases(set_id)
    assert cases, f"{set_id}: no games to play"
    results = set()
    for index, case in enumerate(cases):
        g = play_case(set_id, index, case)
        assert g.outcome is not None
        results.add(g.outcome.result)
    assert results & {"individual", "evil_wins"}, f"{set_id}: no game lost or won alone, only {results}"


def loaded() -> list[str]:
    """The sets with cards in the catalogue, in release order (a set still unfinished has none)."""
    return [s for s in sets.TITLES if s in catalog().sets()]
