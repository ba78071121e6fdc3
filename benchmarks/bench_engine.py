"""Engine and save benchmarks (rerun: `python benchmarks/bench_engine.py`). Prints one JSON object.

- simulate: whole 3-player games with random players, one core: random core setups; the fixed
  setup of the expansion-foundation issue (Red Skull / The Legacy Virus / ...) drawn from the core
  set and from every registered set; and random setups over every registered set
- replay: rebuilding a game of about 600 answers from its setup, seed and answers
- copy: `Game.copy()` of a 3-player game at mid-game (the fixed core setup, Normal players), in its main
  phase (the state snapshot) and by replay (`replay_copy`, the path used inside an effect), microseconds
- load: reading and replaying a 600-answer save file
- autosave: writing the autosave (with backup rotation and fsync) at the end of a long game
- sets (also alone: `python benchmarks/bench_engine.py sets`): µs per decision and games/s of the core
  anchor game (`core` only, and with all five sets listed), one fixed setup per expansion and random
  games over all sets, 3 players, uniform random players; measured in rounds that interleave the
  setups game by game (so a busy machine slows all alike), medians over the rounds, and the ratios
  the issue's targets are stated in (each round's ratio to the anchor in that round, median over the
  rounds); plus how often `Game.copy` can't use the state snapshot, by Scheme
- watch (alone: `python benchmarks/bench_engine.py watch`): the same games with and without the watch a real
  game keeps of what each seat has seen (engine/knowledge.py, for fair undo), interleaved game by game
- deal (also alone: `python benchmarks/bench_engine.py deal`): the same games dealt from an integer seed
  (the Mersenne Twister) and from a secret deal (the SHA-256 keystream, engine/deal.py), interleaved game
  by game: µs per decision of each and their ratio (median over the rounds), the keystream's own cost
  per draw, and `Game.copy` at mid-game of a game dealt from a secret
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from legendary_desktop.bots import EasyBot, RandomBot
from legendary_desktop.cli import main as cli_main
from legendary_desktop.engine.game import Game
from legendary_desktop.persistence.save_file import load_game, to_json, write_atomic
from legendary_desktop.persistence.session import Session
from legendary_desktop.setup.randomizer import random_setup

ANCHOR = {"mastermind": "Red Skull", "scheme": "The Legacy Virus",
          "villains": ["HYDRA", "Brotherhood", "Masters of Evil"], "henchmen": ["Hand Ninjas"],
          "heroes": ["Black Widow", "Captain America", "Hulk", "Iron Man", "Wolverine"]}
#: label -> (sets listed, fixed choices); one setup per expansion drawn from its own cards
SET_SETUPS: dict[str, tuple[list[str] | None, dict[str, object]]] = {
    "core": (["core"], ANCHOR),
    "core, all five sets listed": (None, ANCHOR),
    "noir": (["core", "noir"], {
        "mastermind": "Charles Xavier, Professor of Crime", "scheme": "Silence the Witnesses",
        "villains": ["X-Men Noir", "Goblin's Freak Show", "HYDRA"], "henchmen": ["Hand Ninjas"],
        "heroes": ["Angel Noir", "Daredevil Noir", "Iron Man Noir", "Luke Cage Noir", "Spider-Man Noir"]}),
    "black-panther": (["core", "black-panther"], {
        "mastermind": "Killmonger", "scheme": "Provoke Clash of Nations",
        "villains": ["Enemies of Wakanda", "Killmonger's League", "HYDRA"], "henchmen": ["Hand Ninjas"],
        "heroes": ["General Okoye", "King Black Panther", "Queen Storm of Wakanda", "Princess Shuri", "White Wolf"]}),
    "infinity-saga": (["core", "infinity-saga"], {
        "mastermind": "Thanos", "scheme": "Halve All Life In The Universe",
        "villains": ["Children of Thanos", "Infinity Stones", "Brotherhood"], "henchmen": ["Sentinel"],
        "heroes": ["Black Panther", "Bruce Banner", "Captain Marvel", "Doctor Strange", "Wanda & Vision"]}),
    "ant-man-and-the-wasp": (["core", "ant-man-and-the-wasp"], {
        "mastermind": "Darren Cross", "scheme": "Safeguard Dark Secrets",
        "villains": ["Cross Technologies", "Ghost Chasers", "Quantum Realm"], "henchmen": ["Tardigrade"],
        "heroes": ["Ant-Man", "Wasp", "Cassie Lang", "Jentorra", "Janet van Dyne"]}),
}
RANDOM_ALL = "random, all sets (--sets all --epic random)"


FIXED = ["--mastermind", "Red Skull", "--scheme", "The Legacy Virus",
         "--villains", "HYDRA,Brotherhood,Masters of Evil", "--henchmen", "Hand Ninjas",
         "--heroes", "Black Widow,Captain America,Hulk,Iron Man,Wolverine"]


def _games(label: str, games: int) -> list[tuple[object, int]]:
    """(setup, seed) of each game of a setup: the fixed ones vary only the seed."""
    if label == RANDOM_ALL:
        return [(random_setup(3, seed, epic="random"), seed) for seed in range(1, games + 1)]
    sets, fixed = SET_SETUPS[label]
    setup = random_setup(3, 1, sets=sets, **fixed)  # type: ignore[arg-type]
    return [(setup, seed) for seed in range(1, games + 1)]


def _play_one(setup: object, seed: int) -> tuple[float, int]:
    """CPU seconds and decisions to play this game through with a uniform random player."""
    t0 = time.process_time()
    g = Game(setup, seed)  # type: ignore[arg-type]
    bot = RandomBot(seed)
    decide, answer = g.decide, bot.answer
    while g.pending is not None:
        decide(answer(g.pending))
    return time.process_time() - t0, len(g.answers)


def per_set(rounds: int = 7, games: int = 40) -> dict[str, object]:
    """µs per decision and games/s for each setup, interleaved game by game, medians over the rounds;
    the target ratios. A round plays game j of every setup before game j + 1 of any (in an order that
    rotates with j), so a load that comes and goes within a round slows every setup alike."""
    labels = [*SET_SETUPS, RANDOM_ALL]
    plans = {label: _games(label, games) for label in labels}
    for setup, seed in plans["core"][:5]:  # warm up (imports, caches)
        _play_one(setup, seed)
    us: dict[str, list[float]] = {label: [] for label in labels}
    gps: dict[str, list[float]] = {label: [] for label in labels}
    for _ in range(rounds):
        seconds = dict.fromkeys(labels, 0.0)
        decisions = dict.fromkeys(labels, 0)
        for j in range(games):
            for label in labels[j % len(labels):] + labels[:j % len(labels)]:
                t, n = _play_one(*plans[label][j])
                seconds[label] += t
                decisions[label] += n
        for label in labels:
            us[label].append(1e6 * seconds[label] / decisions[label])
            gps[label].append(games / seconds[label])
    table = {label: {"us_per_decision": round(statistics.median(us[label]), 1),
                     "games_per_second": round(statistics.median(gps[label]), 1)} for label in labels}

    def paired(label: str, of: dict[str, list[float]]) -> float:
        """The median over the rounds of this setup's figure over the anchor's in the same round (a round
        plays every setup within seconds, so the machine's load cancels out of the ratio)."""
        return round(statistics.median(x / a for x, a in zip(of[label], of["core"], strict=True)), 2)

    ratios: dict[str, float] = {"all five listed / core (per decision; target <= 1.1)": paired(
        "core, all five sets listed", us)}
    for label in list(SET_SETUPS)[2:]:
        ratios[f"{label} / core (per decision; target <= 1.3)"] = paired(label, us)
    ratios["random all sets / core (games per second; target >= 0.6)"] = paired(RANDOM_ALL, gps)
    return {"rounds": rounds, "games_per_round": games, "players": 3, "table": table, "ratios": ratios}


def snapshot_availability(games: int = 150) -> dict[str, object]:
    """How often `Game.copy` must replay (no state snapshot possible), by Scheme: over random all-set
    games, the share of all decisions and of main-phase decisions where `can_snapshot` is False."""
    from legendary_desktop.engine import snapshot
    from legendary_desktop.engine.decision import ACTION

    by_scheme: dict[str, list[int]] = {}  # scheme -> [decisions, no snapshot, main phase, main phase without]
    for seed in range(1, games + 1):
        setup = random_setup(3, seed, epic="random")
        g = Game(setup, seed)
        bot = RandomBot(seed)
        row = by_scheme.setdefault(setup.scheme, [0, 0, 0, 0])
        while g.pending is not None:
            fast = snapshot.can_snapshot(g)
            main = g.pending.kind == ACTION
            row[0] += 1
            row[1] += not fast
            row[2] += main
            row[3] += main and not fast
            g.decide(bot.answer(g.pending))
    total = [sum(r[i] for r in by_scheme.values()) for i in range(4)]
    out: dict[str, object] = {"games": games, "all decisions without a snapshot": f"{total[1] / total[0]:.1%}",
                              "main-phase decisions without a snapshot": f"{total[3] / max(total[2], 1):.1%}"}
    ranked = sorted(by_scheme.items(), key=lambda kv: -kv[1][3] / max(kv[1][2], 1))
    out["by scheme (main-phase decisions without a snapshot)"] = {
        name: f"{r[3] / max(r[2], 1):.1%} of {r[2]}" for name, r in ranked}
    return out


def long_game(target: int = 600) -> Game:
    """A finished or running game with about `target` answers (greedy players make long games)."""
    best: Game | None = None
    for seed in range(200):
        setup = random_setup(5, seed)
        g = Game(setup, seed)
        bot = EasyBot(g, seed) if seed % 2 else RandomBot(seed)
        while not g.over and len(g.answers) < target:
            g.decide(bot.answer(g.pending))
        if len(g.answers) >= target:
            return g
        if best is None or len(g.answers) > len(best.answers):
            best = g
    assert best is not None
    return best


def copy_costs(fixed: list[str], seed: object = 1) -> dict[str, float]:
    """Microseconds to copy a fixed 3-player core game at mid-game, both ways."""
    from legendary_desktop.bots import make_bot
    from legendary_desktop.engine import snapshot

    values = iter(fixed[1::2])
    setup = random_setup(3, 1, mastermind=next(values), scheme=next(values), villains=next(values).split(","),
                         henchmen=next(values).split(","), heroes=next(values).split(","), sets=["core"])
    whole = Game(setup, seed)  # type: ignore[arg-type]
    bots = [make_bot("normal", whole, i, i) for i in range(3)]
    while whole.pending is not None:
        whole.decide(bots[whole.pending.player].answer(whole.pending))
    answers = whole.replay_answers()
    g = Game(setup, seed)  # type: ignore[arg-type]
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


def paired(rounds: int, games: int, kinds: tuple[str, str],
           play: Callable[[str, object, int], tuple[float, int]]) -> dict[str, dict[str, list[float]]]:
    """µs per decision of the same games played two ways (`kinds`; `play(kind, setup, seed)` gives CPU
    seconds and decisions), interleaved game by game (the order alternating), for the core and the random
    all-sets games: each way's figure in each round."""
    out: dict[str, dict[str, list[float]]] = {}
    for label in ("core", RANDOM_ALL):
        plan = _games(label, games)
        us: dict[str, list[float]] = {kind: [] for kind in kinds}
        for _ in range(rounds):
            seconds = dict.fromkeys(kinds, 0.0)
            decisions = dict.fromkeys(kinds, 0)
            for j, (setup, seed) in enumerate(plan):
                for kind in kinds if j % 2 else kinds[::-1]:
                    t, n = play(kind, setup, seed)
                    seconds[kind] += t
                    decisions[kind] += n
            for kind in kinds:
                us[kind].append(1e6 * seconds[kind] / decisions[kind])
        out[label] = us
    return out


def ratio(us: dict[str, list[float]], top: str, bottom: str) -> float:
    """The median over the rounds of one way's figure over the other's in the same round."""
    return round(statistics.median(a / b for a, b in zip(us[top], us[bottom], strict=True)), 3)


def deal_costs(rounds: int = 7, games: int = 30) -> dict[str, object]:
    """µs per decision of the same games dealt from an integer seed and from a secret deal, interleaved."""
    from legendary_desktop.engine.deal import Deal, DealRandom, copy_rng

    def play(kind: str, setup: object, seed: int) -> tuple[float, int]:
        return _play_one_seeded(setup, seed if kind == "seed" else Deal(seed.to_bytes(16, "big")), seed)

    out: dict[str, object] = {"rounds": rounds, "games_per_round": games}
    for label, us in paired(rounds, games, ("seed", "deal"), play).items():
        out[label] = {"us_per_decision_seed": round(statistics.median(us["seed"]), 1),
                      "us_per_decision_deal": round(statistics.median(us["deal"]), 1),
                      "deal / seed (median of the rounds' ratios)": ratio(us, "deal", "seed")}
    out["copy_mid_game_us_deal (another game than the seed's)"] = copy_costs(FIXED, Deal(bytes(16)))[
        "copy_mid_game_us"]
    cards = list(range(40))
    for name, rng in (("twister", random.Random(1)), ("keystream", DealRandom(bytes(16)))):
        out[f"shuffle_40_cards_us_{name}"] = round(1e6 * timed(lambda r=rng: r.shuffle(cards), 2000), 2)
        out[f"copy_generator_us_{name}"] = round(1e6 * timed(lambda r=rng: copy_rng(r), 2000), 2)
    return out


def watch_costs(rounds: int = 7, games: int = 30) -> dict[str, object]:
    """µs per decision of the same games with and without the watch a real game keeps (engine/knowledge.py:
    what each seat has seen, for fair undo; a search's copies go without), interleaved game by game."""
    def play(kind: str, setup: object, seed: int) -> tuple[float, int]:
        return _play_one_seeded(setup, seed, seed, watch=kind == "with")

    out: dict[str, object] = {"rounds": rounds, "games_per_round": games}
    for label, us in paired(rounds, games, ("without", "with"), play).items():
        out[label] = {"us_per_decision_without_watch": round(statistics.median(us["without"]), 1),
                      "us_per_decision_with_watch": round(statistics.median(us["with"]), 1),
                      "with / without (median of the rounds' ratios)": ratio(us, "with", "without")}
    return out


def _play_one_seeded(setup: object, seed: object, bot_seed: int, watch: bool = True) -> tuple[float, int]:
    t0 = time.process_time()
    g = Game(setup, seed, watch=watch)  # type: ignore[arg-type]
    bot = RandomBot(bot_seed)
    decide, answer = g.decide, bot.answer
    while g.pending is not None:
        decide(answer(g.pending))
    return time.process_time() - t0, len(g.answers)


def main() -> None:
    if sys.argv[1:] == ["deal"]:
        print(json.dumps(deal_costs(), indent=2))
        return
    if sys.argv[1:] == ["watch"]:
        print(json.dumps(watch_costs(), indent=2))
        return
    if sys.argv[1:] == ["sets"]:
        print(json.dumps({"sets": per_set(), "copy_without_snapshot": snapshot_availability()}, indent=2))
        return
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
    out["sets"] = per_set()
    out["copy_without_snapshot"] = snapshot_availability()
    out["deal"] = deal_costs()
    print(json.dumps(out, indent=2))


if __name__ == "__main__":
    sys.exit(main())
