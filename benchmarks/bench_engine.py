"""Engine and save benchmarks (rerun: `python benchmarks/bench_engine.py`). Prints one JSON object.

- simulate: whole 3-player games with random players, one core: random core setups; the fixed
  setup of the expansion-foundation issue (Red Skull / The Legacy Virus / ...) drawn from the core
  set and from every registered set; and random setups over every registered set
- replay: rebuilding a game of about 600 answers from its setup, seed and answers
- copy: `Game.copy()` of a 3-player game at mid-game (the fixed core setup, Normal players), in its main
  phase (the state snapshot) and by replay (`replay_copy`, the path used inside an effect), microseconds
- load: reading and replaying a 600-answer save file
- autosave: writing the autosave (with backup rotation and fsync) at the end of a long game
"""

from __future__ import annotations

import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

from legendary_desktop.bots import HeuristicBot, RandomBot
from legendary_desktop.cli import main as cli_main
from legendary_desktop.engine.game import Game
from legendary_desktop.persistence.save_file import load_game, to_json, write_atomic
from legendary_desktop.persistence.session import Session
from legendary_desktop.setup.randomizer import random_setup


def long_game(target: int = 600) -> Game:
    """A finished or running game with about `target` answers (greedy players make long games)."""
    best: Game | None = None
    for seed in range(200):
        setup = random_setup(5, seed)
        g = Game(setup, seed)
        bot = HeuristicBot(g, seed) if seed % 2 else RandomBot(seed)
        while not g.over and len(g.answers) < target:
            g.decide(bot.answer(g.pending))
        if len(g.answers) >= target:
            return g
        if best is None or len(g.answers) > len(best.answers):
            best = g
    assert best is not None
    return best


def copy_costs(fixed: list[str]) -> dict[str, float]:
    """Microseconds to copy a fixed 3-player core game at mid-game, both ways."""
    from legendary_desktop.bots import make_bot
    from legendary_desktop.engine import snapshot

    values = iter(fixed[1::2])
    setup = random_setup(3, 1, mastermind=next(values), scheme=next(values), villains=next(values).split(","),
                         henchmen=next(values).split(","), heroes=next(values).split(","), sets=["core"])
    whole = Game(setup, 1)
    bots = [make_bot("normal", whole, i, i) for i in range(3)]
    while whole.pending is not None:
        whole.decide(bots[whole.pending.player].answer(whole.pending))
    answers = whole.replay_answers()
    g = Game(setup, 1)
    for a in answers[: len(answers) // 2]:
        g.decide(a)
    while not snapshot.can_snapshot(g):  # the next main-phase decision
        g.decide(answers[len(g.answers)])
    return {"copy_at_answer": len(g.answers), "copy_mid_game_us": round(1e6 * timed(g.copy, 200), 1),
            "replay_copy_mid_game_us": round(1e6 * timed(g.replay_copy, 50), 1)}


def timed(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def main() -> None:
    out: dict[str, object] = {}
    import contextlib
    import io

    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        cli_main(["simulate", "--games", "200", "--players", "3", "--seed", "1", "--json"])
    sim = json.loads(buf.getvalue())
    out["simulate_3p_random_games_per_second"] = sim["games_per_second"]
    out["simulate_3p_decisions_per_game"] = round(sim["decisions"] / sim["games"], 1)
    fixed = ["--mastermind", "Red Skull", "--scheme", "The Legacy Virus",
             "--villains", "HYDRA,Brotherhood,Masters of Evil", "--henchmen", "Hand Ninjas",
             "--heroes", "Black Widow,Captain America,Hulk,Iron Man,Wolverine"]
    for label, sets in (("core", "core"), ("all_sets", "all")):
        buf = io.StringIO()
        with contextlib.redirect_stdout(buf):
            cli_main(["simulate", "--games", "300", "--players", "3", "--seed", "1", "--sets", sets, "--json", *fixed])
        out[f"simulate_3p_fixed_{label}_games_per_second"] = json.loads(buf.getvalue())["games_per_second"]
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        cli_main(["simulate", "--games", "200", "--players", "3", "--seed", "1", "--sets", "all", "--epic", "random",
                  "--json"])
    out["simulate_3p_random_all_sets_games_per_second"] = json.loads(buf.getvalue())["games_per_second"]

    out.update(copy_costs(fixed))
    g = long_game()
    answers = g.replay_answers()
    out["replay_answers"] = len(answers)
    out["replay_ms"] = round(1000 * timed(lambda: Game.replay(g.setup, g.seed, answers), 20), 2)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "save.json"
        write_atomic(path, to_json(g))
        out["save_file_kb"] = round(path.stat().st_size / 1024, 1)
        out["load_save_ms"] = round(1000 * timed(lambda: load_game(path), 20), 2)
        session = Session(g, autosave=Path(tmp) / "autosave.json")
        out["autosave_ms"] = round(1000 * timed(session.save_autosave, 50), 3)
    print(json.dumps(out, indent=2))


if __name__ == "__main__":
    sys.exit(main())
