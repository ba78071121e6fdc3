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
    """The dependency runs one way: setup and the sets import the engine, never the reverse. Importing every
    engine module imports no set; the program's sets are found (by name, engine/sets.py) only when something
    asks for them."""
    code = (
        "import sys, pkgutil, importlib\n"
        "import legendary_desktop.engine as e\n"
        "for info in pkgutil.walk_packages(e.__path__, e.__name__ + '.'):\n"
        "    importlib.import_module(info.name)\n"
        "bad = [n for n in sys.modules if n.startswith(('legendary_desktop.setup', 'legendary_desktop.cards'))]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_the_engine_alone_plays_the_programs_sets():
    """Nobody imports the sets first: a game made with the engine alone loads the program's sets by default
    (all of them, in release order) and plays to its end."""
    code = (
        "import sys\n"
        "from legendary_desktop.engine import keyword_help, sets\n"
        "from legendary_desktop.engine.game import Game\n"
        "from legendary_desktop.engine.spec import Setup\n"
        "assert not [n for n in sys.modules if n.startswith('legendary_desktop.cards')]\n"
        "g = Game(Setup(2, 'Red Skull', 'Midtown Bank Robbery', ('HYDRA', 'Spider-Foes'), ('Sentinel',),\n"
        "             ('Captain America', 'Hulk', 'Iron Man', 'Spider-Man', 'Wolverine')), 7)\n"
        "assert g.setup.sets == (sets.base(),) and len(sets.TITLES) >= 5 and g.rulebook.ids == (sets.base(),)\n"
        "assert len(keyword_help.declared()) > 10 and sorted(g.cat.sets()) == sorted(sets.TITLES)\n"
        "while not g.over and len(g.answers) < 2000:\n"
        "    d = g.pending\n"
        "    g.decide([o.label for o in d.options[:d.min]] if d.multi else d.options[0].label)\n"
        "print(len(g.answers))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True)
    assert int(out.stdout.strip()) > 10
