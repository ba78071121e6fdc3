"""Card sets, one package each (``core``, ``noir``...). Importing this package registers them all.

A set is a subpackage that declares its cards when imported and names itself with ``SET`` (its id,
the folder name under the reference cards) and ``TITLE``. Nothing else lists the sets: adding a
package here is enough for the catalogue, the randomizer, the CLI and the wizard to offer it.

A set still being written holds a module ``_unfinished.py``: it is not imported at all, so no
half-made card can be drawn; its tests skip until the module is deleted.
"""

from __future__ import annotations

import importlib
import pkgutil

#: set id -> display title, in the order the sets were released
SET_TITLES: dict[str, str] = {}


def set_ready(info: pkgutil.ModuleInfo) -> bool:
    """Is this set package complete? Looked up without importing it: no `_unfinished` module inside."""
    path = getattr(info.module_finder, "path", None)
    if path is None:
        return True
    inside = pkgutil.iter_modules([f"{path}/{info.name.rpartition('.')[2]}"])
    return not any(m.name == "_unfinished" for m in inside)


def _register_all() -> None:
    found = []
    for info in pkgutil.iter_modules(__path__, __name__ + "."):
        if info.ispkg and set_ready(info):
            module = importlib.import_module(info.name)
            found.append((getattr(module, "ORDER", 99), module.SET, getattr(module, "TITLE", module.SET)))
    for _, set_id, title in sorted(found):
        SET_TITLES[set_id] = title


_register_all()
