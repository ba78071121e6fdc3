"""The engine side imports no Qt: PySide6 stays out of sys.modules."""

from __future__ import annotations

import subprocess
import sys


def test_engine_cards_setup_bots_do_not_import_qt():
    code = (
        "import sys, pkgutil, importlib\n"
        "import legendary_desktop\n"
        "for pkg in ('engine', 'cards', 'setup', 'bots', 'net'):\n"
        "    m = importlib.import_module('legendary_desktop.' + pkg)\n"
        "    for info in pkgutil.walk_packages(m.__path__, m.__name__ + '.'):\n"
        "        importlib.import_module(info.name)\n"
        "import legendary_desktop.cli\n"
        "bad = [n for n in sys.modules if n.startswith('PySide6') or n.startswith('shiboken')]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_engine_imports_neither_setup_nor_any_set():
    """The dependency runs one way: setup and the sets import the engine, never the reverse, not even lazily
    when the engine's registries are read (the catalogue, the keywords, the rules, the sets)."""
    code = (
        "import sys, pkgutil, importlib\n"
        "import legendary_desktop.engine as e\n"
        "for info in pkgutil.walk_packages(e.__path__, e.__name__ + '.'):\n"
        "    importlib.import_module(info.name)\n"
        "from legendary_desktop.engine import keyword_help, lessons, sets, status\n"
        "from legendary_desktop.engine.catalog import catalog\n"
        "from legendary_desktop.engine.game import Game\n"
        "assert catalog().all_cards() == [] and keyword_help.declared() == [] and sets.base() is None\n"
        "keyword_help.rules_sections(); lessons.scenarios(); status.BADGES\n"
        "bad = [n for n in sys.modules if n.startswith(('legendary_desktop.setup', 'legendary_desktop.cards'))]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
