"""Regenerate legendary_desktop/engine/confusables.txt from Unicode's confusables.txt (UTS #39, the
"Unicode Security Mechanisms" data), which `engine/setup_rules.name_key` reads to tell look-alike names.

    python scripts/make_confusables.py [PATH_OR_URL]

PATH_OR_URL: a copy of confusables.txt (default: the latest from unicode.org). Writes one line per
mapping, "SOURCE<TAB>TARGET" as code points in hex (TARGET: one or more, spaced), after a header naming
the Unicode version, the file's date and its SHA-256. Run it when Unicode publishes a new version.
"""

from __future__ import annotations

import hashlib
import sys
import urllib.request
from pathlib import Path

LATEST = "https://www.unicode.org/Public/security/latest/confusables.txt"
OUT = Path(__file__).resolve().parent.parent / "legendary_desktop" / "engine" / "confusables.txt"


def read(source: str) -> bytes:
    if "://" in source:
        with urllib.request.urlopen(source, timeout=60) as response:  # noqa: S310 (a fixed https address)
            data: bytes = response.read()
            return data
    return Path(source).read_bytes()


def table(data: bytes) -> tuple[list[str], list[str]]:
    """The header lines (version, date) and the mapping lines of confusables.txt."""
    header, rows = [], []
    for raw in data.decode("utf-8-sig").splitlines():
        line = raw.strip()
        if line.startswith("#"):
            if line.startswith(("# Version:", "# Date:")):
                header.append(line[2:])
            continue
        fields = [f.strip() for f in line.split("#", 1)[0].split(";")]
        if len(fields) < 3:
            continue
        source, target = fields[0], " ".join(fields[1].split())
        int(source, 16)  # a code point, or the file is not confusables.txt
        rows.append(f"{source}\t{target}")
    if not rows or not header:
        raise ValueError("that is not Unicode's confusables.txt")
    return header, rows


def main() -> None:
    source = sys.argv[1] if len(sys.argv) > 1 else LATEST
    data = read(source)
    header, rows = table(data)
    lines = ["# The confusables of Unicode Technical Standard #39 (Unicode Security Mechanisms):",
             "# SOURCE<TAB>TARGET code points in hex; the skeleton of a text maps every SOURCE to its TARGET.",
             "# Made by scripts/make_confusables.py from Unicode's confusables.txt; do not edit by hand.",
             *(f"# {h}" for h in header), f"# SHA-256 of the source: {hashlib.sha256(data).hexdigest()}",
             "# Unicode data: (c) Unicode, Inc.; terms of use: https://www.unicode.org/terms_of_use.html",
             *rows]
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{OUT}: {len(rows)} mappings ({'; '.join(header)})")


if __name__ == "__main__":
    main()
