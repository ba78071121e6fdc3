#!/usr/bin/env python3
"""Project entry point for a fresh machine: creates `.venv`, installs, runs.

    python3 dev.py app   [ARGS...]   install the app and start it
    python3 dev.py test  [PYTEST ARGS...]   install test tools, run ruff, mypy and pytest

pytest runs in one worker process per CPU (pytest-xdist, see `pytest_workers`); PYTEST ARGS that name
their own `-n`/`--numprocesses` or `-p no:xdist` are passed on untouched. Plain `pytest` stays serial.
Only the standard library is used here, so it works with a bare Python 3.11+.
"""

from __future__ import annotations

import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"


def venv_python() -> Path:
    sub = "Scripts/python.exe" if os.name == "nt" else "bin/python"
    return VENV / sub


def ensure_venv(extra: str) -> Path:
    py = venv_python()
    if not py.exists():
        print(f"dev.py: creating virtual environment in {VENV}", flush=True)
        venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
    stamp = VENV / f".installed-{extra or 'app'}"
    source_mtime = (ROOT / "pyproject.toml").stat().st_mtime
    if not stamp.exists() or stamp.stat().st_mtime < source_mtime:
        target = f".[{extra}]" if extra else "."
        run([str(py), "-m", "pip", "install", "--quiet", "--upgrade", "pip"])
        run([str(py), "-m", "pip", "install", "--quiet", "-e", target])
        stamp.touch()
    return py


def pytest_workers() -> int:
    """One test process per CPU this process may run on (CI has 2): the UI tests keep a core busy each
    (offscreen Qt paints on the CPU), so more workers than cores only take turns, and fewer leave one idle."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


def pytest_args(rest: list[str]) -> list[str]:
    """`rest` with the workers added: `--dist worksteal` lets an idle worker take the tests still waiting on
    a busy one, so the long UI files at the end of the run are shared out instead of left to one worker."""
    own_workers = any(a in ("-n", "--numprocesses", "no:xdist", "-pno:xdist")
                      or a.startswith(("-n", "--numprocesses=")) for a in rest)
    own_dist = any(a == "--dist" or a.startswith("--dist=") for a in rest)
    workers = pytest_workers()
    if own_workers or workers < 2:
        return rest
    return ["-n", str(workers), *([] if own_dist else ["--dist", "worksteal"]), *rest]


def run(cmd: list[str], env: dict[str, str] | None = None) -> None:
    code = subprocess.call(cmd, cwd=ROOT, env=env)
    if code != 0:
        sys.exit(code)


def main(argv: list[str]) -> None:
    if not argv or argv[0] not in {"app", "test"}:
        print(__doc__)
        sys.exit(2)
    what, rest = argv[0], argv[1:]
    if what == "app":
        py = ensure_venv("")
        run([str(py), "-m", "legendary_desktop", *rest])
        return
    py = ensure_venv("test")
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    run([str(py), "-m", "ruff", "check", "."], env)
    run([str(py), "-m", "mypy"], env)
    run([str(py), "-m", "pytest", *pytest_args(rest)], env)


if __name__ == "__main__":
    main(sys.argv[1:])
