#!/usr/bin/env bash
# Mutation testing with mutmut (outside CI): mutate the rules engine and the cards, run the fast
# Qt-free tests (tests/engine + tests/cards) against each mutant, and report the survivors.
#
#   scripts/mutation.sh                 the engine rules modules that matter most (~30-45 min on 2 cores)
#   scripts/mutation.sh all             everything under engine/ and cards/ (hours)
#   scripts/mutation.sh 'legendary_desktop.cards.core.masterminds.*'   any mutmut name pattern(s)
#   (mutmut skips decorated functions: Hero abilities declared with @hero(...) get no mutants)
#
# Settings (source paths, test selection) are in pyproject.toml's [tool.mutmut]. Results are kept
# in mutants/ (git-ignored): a rerun only tests mutants whose code or tests changed.
# `.venv/bin/mutmut results` lists survivors, `.venv/bin/mutmut show NAME` shows one's diff.
# MUTATION_JOBS sets the number of parallel workers (default 1: the machine is shared).
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ ! -x .venv/bin/python ]]; then
    python3 dev.py test --version >/dev/null   # creates .venv with the test tools
fi
.venv/bin/python -c 'import mutmut' 2>/dev/null || .venv/bin/python -m pip install --quiet -e '.[test,mutation]'
mkdir -p mutants

if [[ $# -eq 0 ]]; then
    set -- 'legendary_desktop.engine.fight.*' 'legendary_desktop.engine.city.*' \
           'legendary_desktop.engine.hq.*' 'legendary_desktop.engine.villain_deck.*' \
           'legendary_desktop.engine.master_strike.*' 'legendary_desktop.engine.scheme_twist.*' \
           'legendary_desktop.engine.scoring.*' 'legendary_desktop.engine.actions.*' \
           'legendary_desktop.engine.verbs.*'
elif [[ $1 == all ]]; then
    set --
fi

start=$(date +%s)
.venv/bin/mutmut run --max-children "${MUTATION_JOBS:-1}" "$@" > mutants/last-run.log 2>&1 || true
echo "mutmut finished in $(( $(date +%s) - start )) s; full log in mutants/last-run.log"

# The score over the selected modules, from mutmut's own result list.
.venv/bin/mutmut results --all true > mutants/results.txt 2>/dev/null || .venv/bin/mutmut results > mutants/results.txt
.venv/bin/python - "$@" <<'PY'
import fnmatch, re, sys
from collections import Counter
patterns = sys.argv[1:] or ["*"]
counts: Counter[str] = Counter()
survivors = []
for line in open("mutants/results.txt", encoding="utf-8"):
    m = re.match(r"\s*(\S+): (.+)", line)
    if not m or not any(fnmatch.fnmatch(m[1], p) for p in patterns):
        continue
    counts[m[2].strip()] += 1
    if m[2].strip() == "survived":
        survivors.append(m[1])
total = sum(counts.values())
killed = counts["killed"] + counts["timeout"]
print(", ".join(f"{k}: {v}" for k, v in sorted(counts.items())))
if total:
    print(f"score: {killed}/{total} = {100 * killed / total:.1f}% killed (timeouts count as killed)")
print("\n".join(survivors))
PY
