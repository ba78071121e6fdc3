"""Card sets, one package each. Importing this package registers them all: whoever starts the program
(the setup package, the CLI, the window, a test) imports it; the engine never does.

A set is a subpackage that declares its cards when imported and names itself with ``SET`` (its id,
the folder name under the reference cards), ``TITLE`` and ``ORDER`` (its place in release order; 0 is
the base game). Nothing else lists the sets: adding a package here is enough for the catalogue, the
randomizer, the CLI and the wizard to offer it. A set kept elsewhere (a test's own) is loaded with
`load_set` and taken out again with `unload_set`.

A set still being written holds a module ``_unfinished.py``: it is not imported at all, so no
half-made card can be drawn; its tests skip until the module is deleted.
"""

from __future__ import annotations

import importlib
import os
import pkgutil
import sys
from types import ModuleType

from legendary_desktop.engine import sets

#: set id -> display title, in the order the sets were released (the engine's registry of sets)
SET_TITLES: dict[str, str] = sets.TITLES


def set_ready(info: pkgutil.ModuleInfo) -> bool:
    """Is this set package complete? Looked up without importing it: no `_unfinished` module inside."""
    short = info.name.rpartition(".")[2]
    inside = pkgutil.iter_modules([os.path.join(p, short) for p in __path__])  # frozen apps too
    return not any(m.name == "_unfinished" for m in inside)


def load_set(package: str) -> ModuleType:
    """Import a set package: it registers its id, title and order, then its cards, help and lessons (a
    package that does not register its id is registered here, after its cards)."""
    module = importlib.import_module(package)
    sets.register(module.SET, getattr(module, "TITLE", module.SET), getattr(module, "ORDER", 99))
    return module


def unload_set(package: str) -> None:
    """Take a set loaded with `load_set` out of every registry and forget its modules (so loading it
    again registers it again)."""
    module = sys.modules.get(package)
    if module is not None:
        sets.forget(module.SET)
    for name in [n for n in sys.modules if n == package or n.startswith(package + ".")]:
        del sys.modules[name]


def _register_all() -> None:
    core = f"{__name__}.core"
    # The core set registers first, so catalogue order (and test defaults drawn from it) starts with it.
    for info in sorted(pkgutil.iter_modules(__path__, __name__ + "."), key=lambda i: (i.name != core, i.name)):
        if info.ispkg and set_ready(info):
            load_set(info.name)


_register_all()
