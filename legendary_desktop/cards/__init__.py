"""Card sets, one package each: the program's sets are the packages here (found by a package scan).

A set is a subpackage that exports one declarative plug-in, ``SET = SetPlugin(id=..., title=..., order=...,
cards=..., keywords=..., rules=..., status=..., advice=..., lessons=..., help=...)`` (engine/sets.py): its
id (the folder name under the reference cards), its title, its place in release order (0 is the base game)
and the modules that declare its cards and the rest. Nothing else lists the sets: adding a package here is
enough for the catalogue, the randomizer, the CLI and the wizard to offer it. The engine asks for them
(`plugins`) the first time it needs the program's sets; importing this package imports them all, in one
order, whoever imports it first.

The sets are found by scanning this package rather than by entry points: entry points are read from an
installed distribution's metadata, which a source checkout, a worktree on the path or a frozen app may not
have (or may have for another copy of the program); the scan always sees the sets beside this file.

A set kept elsewhere (a test's own) is imported with `load_set` and played through a rulebook of its own
(`Rulebook.plus`), never added to the program's.

A set still being written holds a module ``_unfinished.py``: it is not imported at all, so no
half-made card can be drawn; its tests skip until the module is deleted.
"""

from __future__ import annotations

import importlib
import os
import pkgutil

from legendary_desktop.engine import sets
from legendary_desktop.engine.sets import SetPlugin

#: set id -> display title of the program's sets, in release order (read from the program's rulebook)
SET_TITLES = sets.TITLES


def set_ready(info: pkgutil.ModuleInfo) -> bool:
    """Is this set package complete? Looked up without importing it: no `_unfinished` module inside."""
    short = info.name.rpartition(".")[2]
    inside = pkgutil.iter_modules([os.path.join(p, short) for p in __path__])  # frozen apps too
    return not any(m.name == "_unfinished" for m in inside)


def load_set(package: str) -> SetPlugin:
    """Import a set package and give its plug-in (its ``SET``)."""
    plugin = importlib.import_module(package).SET
    if not isinstance(plugin, SetPlugin):
        raise TypeError(f"{package}.SET is not a SetPlugin: {plugin!r}")
    return plugin


def _load_all() -> list[SetPlugin]:
    core = f"{__name__}.core"
    found = [info for info in pkgutil.iter_modules(__path__, __name__ + ".") if info.ispkg and set_ready(info)]
    return [load_set(info.name) for info in sorted(found, key=lambda i: (i.name != core, i.name))]


#: the program's sets, imported with this package whoever imports it first (the engine asking for them, or a
#: module of one set): always the base game first, then by name, so their cards and rules are declared in
#: one order, which the catalogue and the games keep
_PLUGINS = _load_all()


def plugins() -> list[SetPlugin]:
    """The program's sets (their plug-ins, in the order they were imported)."""
    return list(_PLUGINS)
