"""The randomizer: a complete legal setup from the players' fixed choices and chance.

Draw order honours every constraint: Mastermind and Scheme first, then the groups
they require (Always Leads, the Scheme's required Villain group), then the rest.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Iterable, Sequence

from legendary_desktop.engine.catalog import Catalog, catalog
from legendary_desktop.engine.setup_rules import Requirements, SetupError, requirements, unknown, validate
from legendary_desktop.engine.spec import Setup
from legendary_desktop.engine.words import count

#: Optional weighting: name -> weight (e.g. lower for recently played groups).
Weights = Callable[[str], float]


def _check_known(kind: str, names: Iterable[str], pool: Iterable[str]) -> None:
    known = set(pool)
    for name in names:
        if name not in known:
            raise unknown(kind, name, sorted(known))


def _order(rng: random.Random, names: list[str], weights: Weights | None) -> list[str]:
    """A random order; with weights, heavier names tend to come first (weighted sampling without replacement)."""
    if weights is None:
        names = list(names)
        rng.shuffle(names)
        return names
    keys = {n: rng.random() ** (1.0 / max(weights(n), 1e-6)) for n in names}
    return sorted(names, key=lambda n: -keys[n])


def _fill(
    rng: random.Random, fixed: Sequence[str], required: Sequence[str], pool: Sequence[str], count: int,
    kind: str, weights: Weights | None,
) -> tuple[str, ...]:
    chosen = list(dict.fromkeys([*required, *fixed]))
    if len(chosen) > count:
        raise SetupError(
            f"this game has room for {count} {kind}(s) but {len(chosen)} are required or fixed: "
            + ", ".join(chosen)
        )
    rest = [name for name in pool if name not in chosen]
    need = count - len(chosen)
    if need > len(rest):
        raise SetupError(f"not enough {kind}s in the chosen sets: need {count}, have {len(chosen) + len(rest)}")
    if weights is None:
        chosen += rng.sample(rest, need)
    else:
        for _ in range(need):
            pick = rng.choices(rest, [max(weights(n), 1e-6) for n in rest])[0]
            rest.remove(pick)
            chosen.append(pick)
    return tuple(chosen)


def random_setup(
    players: int,
    seed: int,
    *,
    mastermind: str | None = None,
    scheme: str | None = None,
    villains: Sequence[str] = (),
    henchmen: Sequence[str] = (),
    heroes: Sequence[str] = (),
    sets: Sequence[str] | None = None,
    names: Sequence[str] = (),
    weights: Weights | None = None,
    cat: Catalog | None = None,
    epic: bool | str = False,
) -> Setup:
    """A legal setup, or `SetupError` saying why the fixed choices allow none.

    `sets` limits every draw to those sets (None: every registered set); `epic` is True/"on",
    False/"off" or "random" (a coin toss, for a Mastermind that has an Epic side).

    The same arguments draw the same setup; a fixed choice is kept and its Always Leads group drawn first:

    >>> setup = random_setup(3, seed=7, mastermind="Red Skull", heroes=["Wolverine"])
    >>> setup.players, setup.mastermind, setup.villains[0], setup.heroes[0]
    (3, 'Red Skull', 'HYDRA', 'Wolverine')
    >>> random_setup(3, seed=7) == random_setup(3, seed=7)
    True
    >>> random_setup(2, seed=1, heroes=["Wolverin"])
    Traceback (most recent call last):
    ...
    legendary_desktop.engine.setup_rules.SetupError: unknown Hero 'Wolverin'; the closest: Wolverine
    """
    cat = cat or catalog()
    rng = random.Random(seed)
    if epic not in (True, False, "on", "off", "random"):
        raise SetupError(f"Epic is on, off or random, not {epic!r}")
    chosen_sets = tuple(sets) if sets is not None else tuple(cat.sets())
    for set_id in chosen_sets:
        if set_id not in cat.sets():
            known = ", ".join(cat.sets())
            raise SetupError(f"no cards of the set {set_id!r} in this app (sets with cards: {known})")

    def in_sets(name: str) -> bool:
        return sets is None or cat.set_of.get(name) in sets

    _check_known("Mastermind", [mastermind] if mastermind else [], cat.masterminds)
    _check_known("Scheme", [scheme] if scheme else [], cat.schemes)
    _check_known("Villain group", villains, cat.villains)
    _check_known("Henchman group", henchmen, cat.henchmen)
    _check_known("Hero", heroes, cat.heroes)
    for kind, fixed in (("Villain group", villains), ("Henchman group", henchmen), ("Hero", heroes)):
        if len(set(fixed)) != len(fixed):
            raise SetupError(f"each {kind} may be used only once")
    masterminds = [mastermind] if mastermind else [m for m in cat.masterminds if in_sets(m)]
    schemes = [scheme] if scheme else [s for s in cat.schemes if in_sets(s)]
    masterminds = _order(rng, masterminds, weights)
    schemes = _order(rng, schemes, weights)
    villain_pool = [v for v in cat.villains if in_sets(v)]
    henchmen_pool = [h for h in cat.henchmen if in_sets(h)]
    hero_pool = [h for h in cat.heroes if in_sets(h)]
    last_error: SetupError | None = None
    for mm in masterminds:
        for sch in schemes:
            try:
                req = requirements(players, mm, sch, cat)
                setup = _build(rng, players, mm, sch, req, villains, henchmen, heroes,
                               villain_pool, henchmen_pool, hero_pool, names, weights)
                extras = _extras(rng, req, setup, hero_pool, cat)
                with_epic = _epic(rng, epic, cat.masterminds[mm].epic is not None)
                setup = dataclasses.replace(setup, sets=chosen_sets, epic=with_epic, extras=extras)
                validate(setup, cat)
                return setup
            except SetupError as err:
                last_error = err
    if last_error is None:
        raise SetupError("no Mastermind or Scheme in the chosen sets")
    raise last_error


def _epic(rng: random.Random, epic: bool | str, has_epic: bool) -> bool:
    if not has_epic or epic in (False, "off"):
        return False
    return epic in (True, "on") or rng.random() < 0.5


def _extras(rng: random.Random, req: Requirements, setup: Setup, hero_pool: Sequence[str],
            cat: Catalog) -> tuple[str, ...]:
    """Set-aside Villain groups (named by the rules) and Heroes set aside by a rule (drawn at random)."""
    extras = list(req.set_aside_villains)
    if req.extra_heroes:
        accepts = cat.schemes[setup.scheme].extra_hero_ok
        pool = [h for h in hero_pool if h not in setup.heroes and (accepts is None or accepts(cat.heroes[h]))]
        if len(pool) < req.extra_heroes:
            raise SetupError(f"{setup.scheme} sets {count(req.extra_heroes, 'more Hero')} aside, "
                             f"but only {len(pool)} qualify in the chosen sets")
        extras += rng.sample(pool, req.extra_heroes)
    return tuple(extras)


def _build(
    rng: random.Random, players: int, mm: str, sch: str, req: Requirements,
    villains: Sequence[str], henchmen: Sequence[str], heroes: Sequence[str],
    villain_pool: Sequence[str], henchmen_pool: Sequence[str], hero_pool: Sequence[str],
    names: Sequence[str], weights: Weights | None,
) -> Setup:
    lead_v = [req.always_leads] if not req.leads_henchmen else []
    lead_h = [req.always_leads] if req.leads_henchmen else []
    pool = [v for v in villain_pool if v not in req.set_aside_villains]
    vil = _fill(rng, villains, [*lead_v, *req.required_villains], pool, req.villains, "Villain group", weights)
    hen = _fill(rng, henchmen, lead_h, henchmen_pool, req.henchmen, "Henchman group", weights)
    her = _fill(rng, heroes, [], hero_pool, req.heroes, "Hero", weights)
    return Setup(players, mm, sch, vil, hen, her, tuple(names))
