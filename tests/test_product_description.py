"""The product says what it is everywhere it describes itself: every registered set by its title, the
player count and the computer players. A sixth set can't be forgotten: these read the set registry."""

from __future__ import annotations

import re
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from legendary_desktop import product
from legendary_desktop.cards import SET_TITLES

ROOT = Path(__file__).resolve().parents[1]
TITLES = list(SET_TITLES.values())


def _flat(text: str) -> str:
    return re.sub(r"\s+", " ", text)


def _names_every_set(text: str) -> list[str]:
    return [t for t in TITLES if t not in _flat(text)]


def test_the_registry_has_the_five_sets():
    assert len(TITLES) >= 5 and TITLES[0] == "Core Set (2012)"


def test_summary_names_every_set_players_and_computers():
    text = product.summary()
    assert _names_every_set(text) == []
    assert "2–5 players" in text and "computer player" in text and "online" in text


def test_sets_phrase_follows_the_titles_given():
    assert product.sets_phrase(["Base"]) == "the Base"
    assert product.sets_phrase(["Base", "X"]) == "the Base and the X expansion"
    assert product.sets_phrase(["Base", "X", "Y", "Z"]) == "the Base and the X, Y and Z expansions"
    assert "A Sixth Set" in product.summary([*TITLES, "A Sixth Set"])
    assert "5 expansions" in product.welcome_line([*TITLES, "A Sixth Set"])


@pytest.mark.parametrize("path", [
    "packaging/linux/io.github.legendary_desktop.LegendaryDesktop.metainfo.xml",
    "packaging/windows/legendary-desktop.iss",
])
def test_static_descriptions_name_every_set(path):
    text = (ROOT / path).read_text(encoding="utf-8")
    if path.endswith(".xml"):
        text = " ".join(ET.fromstring(text).find("description").itertext())  # type: ignore[union-attr]
    assert _names_every_set(text) == [], f"{path} leaves out a registered set"
    assert "computer player" in text and "online" in text


def test_pyproject_description_names_every_set():
    description = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["description"]
    assert _names_every_set(description) == []


def test_debian_description_names_every_set():
    import sys

    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import installers
    finally:
        sys.path.pop(0)
    control = installers.deb_control("1.0.0", 1, [], [])
    assert _names_every_set(control.replace("\n ", " ")) == []


def test_readme_opening_paragraph_names_every_set_and_the_computers():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    opening = readme.split("\n\n")[1]
    assert _names_every_set(opening) == [] and "computer player" in opening and "2–5" in opening
    assert "online" in opening
