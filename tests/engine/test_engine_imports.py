"""The engine's imports hold no knot: no circle among its modules at run time, no import hidden in a function
to dodge one, and the sets name `Game` for type checking only.

Read from the source (ast), so a circle is found even where Python would load it without complaint. A
run-time import is one at the top of a module (or in a class body), not under `if TYPE_CHECKING:`; imports
under `if TYPE_CHECKING:` are for the type checker and run never."""

from __future__ import annotations

import ast
from collections.abc import Iterable, Iterator
from pathlib import Path
from types import ModuleType

import legendary_desktop.cards
import legendary_desktop.engine

ENGINE = "legendary_desktop.engine"

#: (module, imported module) -> why that import waits inside a function. Keep it short: an entry must say
#: what it saves (a heavy module rarely needed...), never that it dodges a circle.
ALLOWED_IN_FUNCTIONS: dict[tuple[str, str], str] = {}


def _modules(package: ModuleType) -> dict[str, ast.Module]:
    """Every module of a package (sub-packages too), by dotted name, parsed."""
    assert package.__file__ is not None
    root = Path(package.__file__).parent
    name = package.__name__
    out = {}
    for path in sorted(root.rglob("*.py")):
        parts = path.relative_to(root).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out[".".join((name, *parts))] = ast.parse(path.read_text(encoding="utf-8"), str(path))
    return out


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _imported(node: ast.Import | ast.ImportFrom, module: str, known: Iterable[str]) -> list[str]:
    """The modules of `known` an import statement in `module` loads (a name from a package may be a module)."""
    known = set(known)
    if isinstance(node, ast.Import):
        names = [a.name for a in node.names]
    else:
        base = node.module or ""
        if node.level:  # relative: from the module's package, up `level - 1` more
            package = module.rsplit(".", node.level)[0]
            base = f"{package}.{base}" if base else package
        names = [f"{base}.{a.name}" if f"{base}.{a.name}" in known else base for a in node.names]
    return sorted({n for n in names if n in known})


def _imports(tree: ast.Module) -> tuple[list[ast.Import | ast.ImportFrom], list[ast.Import | ast.ImportFrom]]:
    """A module's run-time imports (at its top, in a class body, in an `if`/`try` there; not under
    `if TYPE_CHECKING:`) and its imports inside functions."""
    top: list[ast.Import | ast.ImportFrom] = []
    inner: list[ast.Import | ast.ImportFrom] = []

    def walk(body: list[ast.stmt]) -> None:
        for s in body:
            if isinstance(s, ast.Import | ast.ImportFrom):
                top.append(s)
            elif isinstance(s, ast.FunctionDef | ast.AsyncFunctionDef):
                inner.extend(n for n in ast.walk(s) if isinstance(n, ast.Import | ast.ImportFrom))
            elif isinstance(s, ast.If) and _is_type_checking(s.test):
                walk(s.orelse)
            else:
                for field in ("body", "orelse", "finalbody"):
                    walk([x for x in getattr(s, field, []) if isinstance(x, ast.stmt)])
                for handler in getattr(s, "handlers", []):
                    walk(handler.body)

    walk(tree.body)
    return top, inner


def run_time_graph(modules: dict[str, ast.Module]) -> dict[str, set[str]]:
    """Module -> the modules of the same set it imports at run time."""
    return {name: set(x for node in _imports(tree)[0] for x in _imported(node, name, modules)) - {name}
            for name, tree in modules.items()}


def knots(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's), each as one circle through
    modules of it: [a, b, c, a]."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[set[str]] = []

    def connect(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                connect(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = set()
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.add(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(component)

    for v in sorted(graph):
        if v not in index:
            connect(v)
    return [_circle(graph, component) for component in found]


def _circle(graph: dict[str, set[str]], component: set[str]) -> list[str]:
    """A shortest circle from the component's first module back to it, through the component."""
    start = min(component)
    paths = {start: [start]}
    frontier = [start]
    while frontier:
        step = []
        for v in frontier:
            for w in sorted(graph[v] & component):
                if w == start:
                    return [*paths[v], start]
                if w not in paths:
                    paths[w] = [*paths[v], w]
                    step.append(w)
        frontier = step
    raise AssertionError(f"no circle in {component}")


def _short(name: str) -> str:
    return name.removeprefix(ENGINE + ".")


def _function_imports(modules: dict[str, ast.Module]) -> Iterator[tuple[str, str, int]]:
    for name, tree in modules.items():
        for node in _imports(tree)[1]:
            other = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or "."]
            for target in _imported(node, name, modules) or other:
                yield name, target, node.lineno


def test_no_run_time_import_circle_in_the_engine() -> None:
    circles = knots(run_time_graph(_modules(legendary_desktop.engine)))
    assert not circles, "run-time import circles in the engine: " + "; ".join(
        " -> ".join(map(_short, c)) for c in circles)


def test_no_import_inside_a_function_in_the_engine() -> None:
    found = {(m, t): line for m, t, line in _function_imports(_modules(legendary_desktop.engine))}
    unexplained = sorted(f"{_short(m)}.py:{line} imports {_short(t)}"
                         for (m, t), line in found.items() if (m, t) not in ALLOWED_IN_FUNCTIONS)
    assert not unexplained, "imports inside functions in the engine (move them to the top): " + "; ".join(
        unexplained)
    stale = sorted(set(ALLOWED_IN_FUNCTIONS) - set(found))
    assert not stale, f"allowed but no longer there (take them off the list): {stale}"


def test_the_sets_name_game_for_type_checking_only() -> None:
    modules = _modules(legendary_desktop.cards)
    game = f"{ENGINE}.game"
    at_run_time = sorted(
        f"{name}:{node.lineno}" for name, tree in modules.items() for node in _imports(tree)[0]
        if _imported(node, name, [game]))
    assert not at_run_time, f"a set imports Game at run time (put it under `if TYPE_CHECKING:`): {at_run_time}"


def test_the_checks_find_a_circle_and_a_hidden_import() -> None:
    """The checks themselves: a circle put back is named, a type-only import is not one, and an import in a
    function is found."""
    sources = {
        f"{ENGINE}.city": "from legendary_desktop.engine import verbs\n",
        f"{ENGINE}.verbs": "from legendary_desktop.engine.fight import x\n",
        f"{ENGINE}.fight": (
            "from typing import TYPE_CHECKING\n"
            "from legendary_desktop.engine.city import escape\n"
            "if TYPE_CHECKING:\n    from legendary_desktop.engine.game import Game\n"),
        f"{ENGINE}.game": (
            "from legendary_desktop.engine import fight\n"
            "def copy():\n    from legendary_desktop.engine import snapshot\n"),
        f"{ENGINE}.snapshot": "import legendary_desktop.engine.game\n",
    }
    modules = {name: ast.parse(text) for name, text in sources.items()}
    circles = knots(run_time_graph(modules))
    assert [[_short(m) for m in c] for c in circles] == [["city", "verbs", "fight", "city"]]
    assert list(_function_imports(modules)) == [(f"{ENGINE}.game", f"{ENGINE}.snapshot", 3)]
    modules[f"{ENGINE}.game"] = ast.parse("from legendary_desktop.engine import fight, snapshot\n")
    assert len(knots(run_time_graph(modules))) == 2  # game -> snapshot -> game is one more
