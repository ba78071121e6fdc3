"""ui/ has no import circle: no module imports, even lazily inside a function or only for type checking, a
module that (through others) imports it back; nor does a room (ui/table/, ui/help/, ...) import, through its
modules, a room that imports it back. Read from the source with ast, so nothing is imported."""

from __future__ import annotations

import ast
from pathlib import Path

import legendary_desktop

PACKAGE = Path(legendary_desktop.__file__).parent
UI = "legendary_desktop.ui"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def ui_modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted((PACKAGE / "ui").rglob("*.py"))}


def imports_of(name: str, path: Path, known: set[str]) -> set[str]:
    """The ui modules `name` imports anywhere in its file (top level, in functions, under TYPE_CHECKING)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: from the package, one level up for each dot past the first
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1] + ([base] if base else []))
            # `from pkg import mod` names a module; `from mod import Thing` names mod
            targets = [f"{base}.{alias.name}" for alias in node.names] + [base]
        else:
            continue
        for target in targets:
            while target and target not in known:
                target = target.rpartition(".")[0]
            if target and target != name and target != UI:
                found.add(target)
    return found


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One circle of `graph`, as the modules in order with the first repeated at the end, or None."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return [*path[path.index(nxt):], nxt]
            if nxt not in state and (cycle := visit(nxt)):
                return cycle
        path.pop()
        state[node] = 2
        return None

    for start in sorted(graph):
        if start not in state and (cycle := visit(start)):
            return cycle
    return None


def ui_graph() -> dict[str, set[str]]:
    modules = ui_modules()
    known = set(modules)
    return {name: imports_of(name, path, known) for name, path in modules.items()}


def test_no_import_circle_among_ui_modules() -> None:
    cycle = find_cycle(ui_graph())
    assert cycle is None, "import circle in ui/: " + " → ".join(m.removeprefix(UI + ".") for m in cycle)


def room_of(module: str) -> str:
    """A room package (legendary_desktop.ui.table) for its modules; a module of ui/ itself stands alone."""
    parts = module.split(".")
    return ".".join(parts[:3]) if len(parts) > 3 else module


def test_rooms_import_one_way() -> None:
    rooms: dict[str, set[str]] = {}
    for module, imported in ui_graph().items():
        here = room_of(module)
        rooms.setdefault(here, set()).update(room_of(m) for m in imported if room_of(m) != here)
    cycle = find_cycle(rooms)
    assert cycle is None, "rooms of ui/ import each other: " + " → ".join(m.removeprefix(UI + ".") for m in cycle)


def test_the_check_sees_lazy_and_type_checking_imports(tmp_path: Path) -> None:
    source = (
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from legendary_desktop.ui.table.board_scene import BoardScene\n"
        "def f():\n    from legendary_desktop.ui.online import online\n"
    )
    path = tmp_path / "x.py"
    path.write_text(source)
    known = {"legendary_desktop.ui.table.board_scene", "legendary_desktop.ui.online.online",
             "legendary_desktop.ui.online", "legendary_desktop.ui.table"}
    assert imports_of("legendary_desktop.ui.x", path, known) == known - {"legendary_desktop.ui.table"}
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


GAME = "legendary_desktop.engine.game"
#: the one ui module that holds an engine Game: the local table source (ui/table/table_source.py)
LOCAL_SOURCE = "legendary_desktop.ui.table.game_model"


def imports_game(path: Path) -> bool:
    """Does the file import engine/game.py (the `Game`, or anything of it), anywhere in it?"""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import) and any(a.name == GAME or a.name.startswith(GAME + ".") for a in node.names):
            return True
        if isinstance(node, ast.ImportFrom) and node.level == 0 and (
                node.module == GAME or (node.module == GAME.rpartition(".")[0]
                                        and any(a.name == "game" for a in node.names))):
            return True
    return False


def test_only_the_local_table_source_imports_the_game() -> None:
    """Every screen draws from a table source; only the local one holds a `Game` (engine/game.py)."""
    found = sorted(name for name, path in ui_modules().items() if imports_game(path))
    assert found == [LOCAL_SOURCE], f"ui modules importing {GAME}: {found}"


def test_the_game_check_sees_every_kind_of_import(tmp_path: Path) -> None:
    path = tmp_path / "x.py"
    for source in ("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                   "    from legendary_desktop.engine.game import Game\n",
                   "def f():\n    from legendary_desktop.engine import game\n",
                   "import legendary_desktop.engine.game\n",
                   "from legendary_desktop.engine.game import Answer\n"):
        path.write_text(source)
        assert imports_game(path), source
    path.write_text("from legendary_desktop.engine.game_rules import x\nfrom legendary_desktop.engine import gamer\n")
    assert not imports_game(path)
