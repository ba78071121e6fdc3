"""The commands the documents show run, and print what the documents say they print.

Found: every line of a fenced ``sh`` block in README.md, docs/*.md and benchmarks/README.md (a line ending
in a backslash joined to the next), the ``.venv/bin/python benchmarks/...`` commands of benchmarks/README.md's
table, and every inline ``legendary-cli ...`` (or ``python -m legendary_desktop.cli ...``) in README.md and
docs/*.md.

Run, through `legendary_desktop.cli.main` in this process (the same parser and code as the installed
`legendary-cli`): every documented command-line line (``legendary-cli ...`` or ``python -m
legendary_desktop.cli ...``), each made small and repeatable where the document's own would take long or
differ run to run:

- ``--games N`` becomes ``--games 2`` (the document's 20 to 2000 games take from seconds to minutes);
- a ``setup`` or ``simulate`` without ``--seed`` gets ``--seed 1`` (the test plays the same games every run);
- ``--save-dir sims/`` becomes a folder under the test's temporary folder; ``path/to/save.json`` a save
  this test writes with ``simulate --save-dir``; ``<set>`` the base game's set id, and the ``| grep`` after
  it is left off (the output is read here instead).

Each must exit 0; a ``--json`` one must print JSON; ``simulate`` must print its games with no error (and, in
text, the ``Seed: N`` line docs/cli.md promises); ``--save-dir`` must hold one save per game; ``cards --set S``
must list only the cards of S. An inline ``legendary-cli COMMAND --option`` (README.md's ``setup
--estimate``...) is not a whole command: each option it names must be in that command's ``--help``.

Two benchmarks run with small arguments, as separate processes: ``decision_rules.py --games 2`` (not 300)
and ``bench_history.py 100`` (not 100000), each under a second here. Every other benchmark in the table is
checked only for its script and for each option it shows being in the script's source, and is not run:

- ``bench_engine.py``, ``bench_bots.py``, ``ab_bots.py``, ``tune_bots.py``, ``bench_estimate.py``: whole games
  by the hundred, or Strong players' games; even small (``bench_bots.py --games 2``) they take from seconds
  to minutes on two cores;
- ``bench_instructions.py``: needs valgrind;
- ``bench_board.py``, ``bench_computer_table.py``, ``bench_gallery.py``, ``bench_log_line.py``,
  ``bench_memory.py``: open windows offscreen and time them (the UI tests cover the windows);
- ``bench_online.py``, ``bench_online_drop.py``: open sockets on 127.0.0.1 and wait out network timeouts.

Not run at all (listed in `NOT_RUN` with the reason, so that a new documented command must be placed):
``dev.py app`` (starts the app), ``dev.py test`` and the other test, lint and mutation commands (minutes to
hours, and they are what runs this test), and the commands that make a virtual environment or install into one.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from legendary_desktop.cli import main
from legendary_desktop.engine import sets

ROOT = Path(__file__).resolve().parents[1]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md")), ROOT / "benchmarks" / "README.md"]
FENCE = re.compile(r"^```sh\n(.*?)^```", re.S | re.M)
SPAN = re.compile(r"`([^`\n]+)`")
CLI_PREFIXES = (("legendary-cli",), (".venv/bin/python", "-m", "legendary_desktop.cli"),
                ("python", "-m", "legendary_desktop.cli"))

#: documented command lines this test does not run, by their first words, and why
NOT_RUN = {
    "python3 dev.py app": "installs the app and starts its window",
    "python3 dev.py test": "the whole suite with ruff and mypy: many minutes (and it runs this test)",
    "python3 -m venv": "makes a virtual environment",
    "/tmp/venv-qt-floor/bin/pip install": "installs PySide6 6.6.0 from the network",
    "QT_QPA_PLATFORM=offscreen /tmp/venv-qt-floor/bin/python -m pytest": "the Qt tests on the oldest Qt: 10-15 min",
    ".venv/bin/python -m pytest": "a test run with a placeholder set: minutes",
    ".venv/bin/python -m ruff check . && .venv/bin/python -m mypy": "lint and types: the CI runs them",
    "scripts/mutation.sh": "mutation testing: minutes to hours",
    "MUTATION_JOBS=2 scripts/mutation.sh": "mutation testing: minutes to hours",
    "pip install magic-wormhole-mailbox-server magic-wormhole-transit-relay": "installs from the network",
    "twistd -n wormhole-mailbox": "starts a server that runs until stopped (the short-code tests start it)",
    "twistd -n transitrelay": "starts a server that runs until stopped (the short-code tests start it)",
}

#: benchmarks run here: the document's command, the small one run instead, and how its output begins
#: (decision_rules.py prints one JSON object; bench_history.py first says how many games it wrote)
BENCHMARKS_RUN = {
    ".venv/bin/python benchmarks/decision_rules.py --games 300": (["benchmarks/decision_rules.py", "--games", "2"],
                                                                  "{"),
    ".venv/bin/python benchmarks/bench_history.py 100000": (["benchmarks/bench_history.py", "100"], "100 games,"),
}


def fenced_lines(path: Path) -> list[str]:
    """The command lines of a document's ``sh`` blocks, continuations joined, comments and blanks left out."""
    lines = []
    for block in FENCE.findall(path.read_text(encoding="utf-8")):
        for line in re.sub(r"\\\n\s*", " ", block).splitlines():
            if shlex.split(line, comments=True):
                lines.append(re.sub(r"\s+#.*$|\s+", lambda m: "" if "#" in m.group(0) else " ", line).strip())
    return lines


def _prose(path: Path) -> str:
    return FENCE.sub("", path.read_text(encoding="utf-8"))


def benchmark_commands() -> list[str]:
    text = _prose(ROOT / "benchmarks" / "README.md")
    return [s for s in SPAN.findall(text) if s.startswith(".venv/bin/python benchmarks/")]


def inline_cli(path: Path) -> list[str]:
    starts = tuple(" ".join(prefix) + " " for prefix in CLI_PREFIXES)
    return [s for s in SPAN.findall(_prose(path)) if s.startswith(starts)]


def cli_args(line: str) -> list[str] | None:
    """The arguments after the command-line program, or None for a line that runs something else."""
    words = shlex.split(line)
    for prefix in CLI_PREFIXES:
        if tuple(words[: len(prefix)]) == prefix:
            return words[len(prefix):]
    return None


ALL_FENCED = [(doc.relative_to(ROOT).as_posix(), line) for doc in DOCS for line in fenced_lines(doc)]
CLI_LINES = [(doc, line) for doc, line in ALL_FENCED if cli_args(line) is not None]


def test_the_documents_hold_the_commands_this_test_knows():
    """Every fenced command is run here or named in `NOT_RUN`; every name there still matches a command."""
    assert len(CLI_LINES) >= 8, CLI_LINES  # docs/cli.md's block at least: the scan finds it
    others = [line for _, line in ALL_FENCED if cli_args(line) is None]
    unplaced = [line for line in others if not any(line.startswith(known) for known in NOT_RUN)]
    assert not unplaced, f"a documented command this test neither runs nor lists in NOT_RUN: {unplaced}"
    stale = [known for known in NOT_RUN if not any(line.startswith(known) for line in others)]
    assert not stale, f"NOT_RUN names commands no document shows any more: {stale}"
    assert set(BENCHMARKS_RUN) <= set(benchmark_commands()), "a benchmark run here is no longer documented"


def small(args: list[str], tmp_path: Path, save: Path) -> list[str]:
    """The documented arguments, made small and repeatable (the module docstring says how)."""
    out = []
    words = iter(args)
    for word in words:
        if word == "|":
            break  # a pipe into grep: the output is read here
        if word == "--games":
            out += [word, "2"]
            next(words)
        elif word == "--save-dir":
            out += [word, str(tmp_path / next(words))]
        elif word == "path/to/save.json":
            out.append(str(save))
        else:
            out.append(word.replace("<set>", sets.base() or ""))
    if out[0] in ("setup", "simulate") and "--seed" not in out:
        out += ["--seed", "1"]
    return out


@pytest.fixture(scope="module")
def save(tmp_path_factory) -> Path:
    """A save written by the command line itself, for the documented ``replay``."""
    folder = tmp_path_factory.mktemp("saves")
    assert main(["simulate", "--games", "1", "--seed", "3", "--save-dir", str(folder)]) == 0
    (found,) = folder.glob("*.json")
    return found


@pytest.mark.parametrize(("doc", "line"), CLI_LINES, ids=[line for _, line in CLI_LINES])
def test_a_documented_command_line_runs(doc, line, tmp_path, save, capsys):
    args = small(cli_args(line) or [], tmp_path, save)
    missing = unknown_options(capsys, args)
    assert not missing, f"{doc}: `{line}`: legendary-cli {args[0]} has no {missing}"
    code = main(args)
    out, err = capsys.readouterr()
    assert code == 0, f"{doc}: `{line}` (run as {args}) exited {code}: {err}"
    command = args[0]
    data = json.loads(out) if "--json" in args else None
    if command == "setup" and data is not None:
        assert data["players"] == int(args[args.index("--players") + 1]) and data["seed"] == 1
    if command == "simulate":
        if data is not None:
            assert data["games"] == 2 and data["errors"] == 0 and "seed" in data
        else:
            assert re.search(r"^Seed: \d+$", out, re.M) and "2 games, 0 errors" in out, out
        if "--save-dir" in args:
            assert len(list(Path(args[args.index("--save-dir") + 1]).glob("*.json"))) == 2
    if command == "cards":
        wanted = args[args.index("--set") + 1]
        assert data and {card["set"] for card in data} == {wanted}
    if command == "replay":
        assert data is not None and data["decisions"] > 0 and "outcome" in data


def _help(capsys, *command: str) -> str:
    with contextlib.suppress(SystemExit):  # argparse ends --help with an exit
        main([*command, "--help"])
    return capsys.readouterr().out


def unknown_options(capsys, args: list[str]) -> list[str]:
    """The options in `args` its command's usage line lacks, each spelled in full: argparse would also take
    a documented ``--check-replay`` as short for a ``--check-replays``, which is not the option documented."""
    usage = _help(capsys, args[0]).split("\n\n")[0]
    known = set(re.findall(r"--[\w-]+", usage))
    return [a for a in args if a.startswith("--") and a.split("=")[0] not in known]


INLINE = sorted({span for doc in DOCS[:-1] for span in inline_cli(doc)})


@pytest.mark.parametrize("span", INLINE)
def test_an_inline_command_names_options_the_command_has(span, capsys):
    words = cli_args(span) or []
    commands = set(re.findall(r"^    (\w+)  ", _help(capsys), re.M))  # legendary-cli --help lists them
    assert {"setup", "simulate", "replay", "cards"} <= commands
    if words[0] == "COMMAND" or "|" in words[0]:  # "COMMAND --help", "setup|simulate|replay|cards"
        assert words[0] == "COMMAND" or set(words[0].split("|")) <= commands, span
        return
    assert words[0] in commands, f"`{span}`: legendary-cli has no command {words[0]!r}"
    missing = unknown_options(capsys, words)
    assert not missing, f"`{span}`: legendary-cli {words[0]} has no {missing}"


@pytest.mark.parametrize("command", benchmark_commands())
def test_a_documented_benchmark_names_its_script_and_options(command):
    words = shlex.split(command)
    script = ROOT / words[1]
    assert script.is_file(), command
    source = script.read_text(encoding="utf-8")
    missing = [w for w in words[2:] if w.startswith("--") and f'"{w}"' not in source]
    assert not missing, f"{command}: {script.name} takes no {missing}"


@pytest.mark.parametrize("command", sorted(BENCHMARKS_RUN))
def test_a_small_benchmark_runs(command):
    args, start = BENCHMARKS_RUN[command]
    # PYTHONPATH: the benchmark imports this checkout's package, as the tests do, whichever one is installed
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen",
           "PYTHONPATH": os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p)}
    done = subprocess.run([sys.executable, *args], cwd=ROOT, capture_output=True, text=True, env=env, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(start), done.stdout[:500]
    if start == "{":
        assert json.loads(done.stdout)
