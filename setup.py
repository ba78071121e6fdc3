"""Package discovery, the one thing pyproject.toml cannot say: every package under legendary_desktop/ is found
(a new card set is packaged without a line anywhere), and the top-level folders pyproject.toml maps into the
package (`[tool.setuptools.package-dir]`: resources/, ui_forms/) are added, as a search of the folders cannot
find them under their package names. Everything else is in pyproject.toml."""

import tomllib
from pathlib import Path

from setuptools import find_packages, setup

ROOT = Path(__file__).resolve().parent


def packages() -> list[str]:
    mapped = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]["package-dir"]
    return [*find_packages(str(ROOT), include=["legendary_desktop", "legendary_desktop.*"]), *mapped]


if __name__ == "__main__":
    setup(packages=packages())
