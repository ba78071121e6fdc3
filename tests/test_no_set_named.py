"""A set is a plug-in: outside `legendary_desktop/cards/`, no module names a set or a set's keyword.

The engine, setup, bots, persistence, net and UI ask the registries the sets fill (engine/sets.py for
the sets themselves, engine/keyword_help.py, engine/status.py, engine/advice.py...). The base game's
keywords (Recruit, Attack, Ambush, KO...) are the game's own words and may be named anywhere; so may the
few keywords whose rules the engine carries as a general capability every set may use (docs/design.md,
"The engine capabilities the expansions share").
"""

from __future__ import annotations

import re
from pathlib import Path

import legendary_desktop
from legendary_desktop.engine import keyword_help, sets

PACKAGE = Path(legendary_desktop.__file__).parent

#: keywords whose rules are a general engine capability, with the engine module that carries it
CAPABILITIES = {
    "Divided Card": "engine/divided.py",
    "Multiclass": "engine/card.py",
    "Transform": "engine/mastermind.py",
}


def spellings(word: str) -> set[str]:
    """A name as text ("Size-Changing", "black-panther") and as code ("size_changing", "black_panther")."""
    return {word, re.sub(r"[\s-]+", "_", word.lower())}


def forbidden() -> re.Pattern[str]:
    names: set[str] = set()
    for set_id in sets.TITLES:
        names |= spellings(set_id)
    base = sets.base()
    for kw in keyword_help.declared():
        if kw.set_id != base and kw.term not in CAPABILITIES:
            names |= spellings(kw.term)
    alternatives = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
    return re.compile(rf"(?<![\w-])({alternatives})(?![\w-])", re.IGNORECASE)


def findings() -> list[str]:
    pattern = forbidden()
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if (PACKAGE / "cards") in path.parents:
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for match in pattern.finditer(line):
                found.append(f"{path.relative_to(PACKAGE.parent)}:{number}: {match.group(0)!r}")
    return found


def test_the_sets_and_their_keywords_are_named_only_in_their_packages():
    assert sets.TITLES and len(keyword_help.declared()) > 10  # the sets are loaded: the test has names to look for
    found = findings()
    assert not found, "a set or a set's keyword named outside cards/ (ask a registry):\n" + "\n".join(found)


def test_the_scan_finds_a_set_named():
    """The pattern catches each spelling of a set and of its keywords, not a word that merely contains one."""
    pattern = forbidden()
    some_set = next(s for s in sets.TITLES if s != sets.base())
    some_keyword = next(k.term for k in keyword_help.declared() if k.set_id == some_set)
    as_code = re.sub(r"[\s-]+", "_", some_keyword.lower())
    assert pattern.search(f'if set_id == "{some_set}":')
    assert pattern.search(f"import legendary_desktop.cards.{some_set.replace('-', '_')}")
    assert pattern.search(f"# the {some_keyword} rule")
    assert pattern.search(f"x = g.{as_code}")
    assert not pattern.search(f"x = g.{as_code}s_total") and not pattern.search("scored")
