"""Every relative link and image in README.md and docs/*.md points at a file that exists, and every
#anchor at a heading of that file."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")


def _anchor(heading: str) -> str:
    """GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def _anchors(path: Path) -> set[str]:
    return {_anchor(m.group(1)) for m in re.finditer(r"^#+ (.+)$", path.read_text(encoding="utf-8"), re.M)}


def _links(path: Path) -> list[str]:
    text = re.sub(r"```.*?```", "", path.read_text(encoding="utf-8"), flags=re.S)
    return [m.group(1) for m in LINK.finditer(text)]


def test_the_anchor_rule():
    assert _anchor("Where saves live") == "where-saves-live"
    assert _anchor("Rulings: Core Set (2012)") == "rulings-core-set-2012"


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: p.name)
def test_relative_links_resolve(doc):
    broken = []
    for link in _links(doc):
        if re.match(r"^[a-z]+:", link):
            continue  # http:, https:, mailto:
        target, _, fragment = link.partition("#")
        file = (doc.parent / target).resolve() if target else doc
        missing_anchor = bool(fragment) and file.suffix == ".md" and file.exists() and fragment not in _anchors(file)
        if not file.exists() or missing_anchor:
            broken.append(link)
    assert broken == [], f"{doc.name}: links to nothing: {broken}"


def test_the_readme_links_every_developer_page():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    pages = {p.name for p in (ROOT / "docs").glob("*.md")}
    assert pages and all(f"docs/{name}" in readme for name in pages)


def test_the_readme_is_a_players_page():
    lines = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
    assert len(lines) <= 260
