"""All-pairs (pairwise) test cases: rows in which every value of each factor meets every value of each other
factor at least once, far fewer rows than the whole cross-product.

The first two factors are taken whole (their product: for the fuzz, every Mastermind × Scheme pair is one
row, which is the least any all-pairs set can have); each further factor is added to the rows one at a
time, each row taking the value that meets the most pairs not yet met (on a tie the value used least so
far, then the first), and a pair still unmet after that gets a row of its own (a copy of a row holding the
earlier value). Plain Python, deterministic: the same factors give the same rows.
"""

from __future__ import annotations

import itertools
from collections.abc import Hashable, Sequence


def all_pairs(factors: Sequence[Sequence[Hashable]]) -> list[tuple[Hashable, ...]]:
    if len(factors) < 2:
        return [(v,) for v in factors[0]] if factors else []
    rows: list[list[Hashable]] = [list(r) for r in itertools.product(factors[0], factors[1])]
    for k in range(2, len(factors)):
        unmet = {(i, x, v) for i in range(k) for x in factors[i] for v in factors[k]}
        used = dict.fromkeys(factors[k], 0)
        for row in rows:
            best = max(factors[k], key=lambda v, row=row: (sum((i, row[i], v) in unmet for i in range(k)), -used[v]))
            row.append(best)
            used[best] += 1
            unmet -= {(i, row[i], best) for i in range(k)}
        for i, x, v in sorted(unmet, key=lambda p: (p[0], factors[p[0]].index(p[1]), factors[k].index(p[2]))):
            if any(r[i] == x and r[k] == v for r in rows):  # met by a row added for an earlier pair
                continue
            rows.append([*next(r for r in rows if r[i] == x)[:k], v])
    return [tuple(r) for r in rows]


def unmet_pairs(rows: Sequence[Sequence[Hashable]], factors: Sequence[Sequence[Hashable]]) -> list[str]:
    """Every pair of values of two factors that no row holds (checked from scratch, not by the generator)."""
    missing = []
    for i, j in itertools.combinations(range(len(factors)), 2):
        held = {(r[i], r[j]) for r in rows}
        missing += [f"factor {i}={x!r} with factor {j}={y!r}" for x in factors[i] for y in factors[j]
                    if (x, y) not in held]
    return missing
