"""Entry point PyInstaller freezes: the same as `python -m legendary_desktop`."""

import sys

from legendary_desktop.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
