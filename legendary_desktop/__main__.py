"""`python -m legendary_desktop` and the `legendary-desktop` launcher: open the window."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from legendary_desktop.ui.app import run

    return run(sys.argv[1:] if argv is None else argv)


if __name__ == "__main__":
    sys.exit(main())
