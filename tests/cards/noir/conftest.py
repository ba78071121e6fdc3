"""Marvel Noir tests skip while the set is unfinished (not registered in the catalogue)."""

from __future__ import annotations

import pytest

from legendary_desktop.engine.catalog import catalog


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if "noir" in catalog().sets():
        return
    skip = pytest.mark.skip(reason="Marvel Noir is unfinished (its _unfinished module is present)")
    for item in items:
        if "cards/noir" in str(item.fspath):
            item.add_marker(skip)
