"""The `>>>` examples in the docstrings of the Qt-free packages run, and say what the code does.

Every module of engine, cards, setup, bots, persistence and net whose source holds a ``>>>`` is imported
and its examples run with `doctest` (one test per module). A module without an example is not imported
here, so the run costs what the examples cost; ui is left out (its modules import Qt).
"""

from __future__ import annotations

import doctest
import importlib
from pathlib import Path

import pytest

import legendary_desktop

PACKAGE = Path(legendary_desktop.__file__).parent
QT_FREE = ("engine", "cards", "setup", "bots", "persistence", "net")


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules_with_examples() -> list[str]:
    found = []
    for package in QT_FREE:
        for path in sorted((PACKAGE / package).rglob("*.py")):
            if ">>> " in path.read_text(encoding="utf-8"):
                found.append(_module_name(path))
    return found


MODULES = modules_with_examples()


def test_the_examples_are_found():
    """The scan sees the examples (a dozen or so modules hold them), so an empty run cannot pass unnoticed."""
    assert len(MODULES) >= 8, MODULES
    assert "legendary_desktop.engine.words" in MODULES


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS, verbose=False, report=True)
    assert result.attempted > 0, f"{name} has '>>> ' in its source but no example doctest runs"
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples in {name} fail (printed above)"
