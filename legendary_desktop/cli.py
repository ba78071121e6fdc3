"""Headless command line: `setup`, `simulate`, `cards`, `replay`. Imports no Qt.

    python -m legendary_desktop.cli setup --players 3 --seed 1 --json
    python -m legendary_desktop.cli simulate --games 200 --players 3 --seed 1 --json
    python -m legendary_desktop.cli cards --json
    python -m legendary_desktop.cli replay SAVE.json --json
    python -m legendary_desktop.cli replay REPORT.json      (a problem report: replays to its decision)

Installed, the same command is `legendary-cli`. A bad argument prints one line on stderr and
exits with status 2; so does a save that can't be loaded.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
import traceback
import unicodedata
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TextIO

from legendary_desktop import cli_args
from legendary_desktop.cli_args import UsageError
from legendary_desktop.engine import sets
from legendary_desktop.engine.catalog import catalog
from legendary_desktop.engine.setup_rules import SetupError, composition
from legendary_desktop.engine.spec import Setup
from legendary_desktop.engine.words import count
from legendary_desktop.setup.notes import setup_notes
from legendary_desktop.setup.randomizer import random_setup

EXIT_USAGE = cli_args.EXIT_USAGE
PLAYERS_HELP = "how many players: a number (3) or a range A-B (2-5) from which each game draws its count"
SETUP_PLAYERS_HELP = "how many players: a number from 2 to 5"
SEED_HELP = "seed of the random draws (same seed, same result); without it a random seed is used and printed"


def _names(value: str | None) -> list[str]:
    return [v.strip() for v in value.split(",") if v.strip()] if value else []


def _add_slots(p: argparse.ArgumentParser) -> None:
    p.add_argument("--mastermind", metavar="NAME", help="fix the Mastermind (e.g. 'Dr. Doom')")
    p.add_argument("--scheme", metavar="NAME", help="fix the Scheme")
    p.add_argument("--villains", metavar="NAMES", help="fix Villain groups (comma-separated)")
    p.add_argument("--henchmen", metavar="NAMES", help="fix Henchmen groups (comma-separated)")
    p.add_argument("--heroes", metavar="NAMES", help="fix Heroes (comma-separated)")
    p.add_argument("--sets", default=sets.base(),
                   help=f"card sets to draw from, comma-separated set ids ({', '.join(sets.TITLES)}) or 'all' "
                        f"(default: {sets.base()})")
    p.add_argument("--epic", choices=("off", "on", "random"), default="off",
                   help="the Mastermind's Epic side, where it has one (default off)")


def _sets(value: str) -> list[str]:
    cat = catalog()
    if value.strip() == "all":
        return cat.sets()
    chosen = _names(value)
    for set_id in chosen:
        if set_id not in cat.sets():
            raise SetupError(f"no cards of the set {set_id!r} in this app; sets with cards: {', '.join(cat.sets())}")
    return chosen


def _check_slots(args: argparse.Namespace) -> None:
    """Unknown names are refused before anything is drawn, with the closest valid names."""
    cli_args.check_names(catalog(), {
        "Mastermind": [args.mastermind] if args.mastermind else [],
        "Scheme": [args.scheme] if args.scheme else [],
        "Villain group": _names(args.villains),
        "Henchman group": _names(args.henchmen),
        "Hero": _names(args.heroes),
    })


def _setup_for(args: argparse.Namespace, players: int, seed: int) -> Setup:
    return random_setup(
        players,
        seed,
        mastermind=args.mastermind,
        scheme=args.scheme,
        villains=_names(args.villains),
        henchmen=_names(args.henchmen),
        heroes=_names(args.heroes),
        sets=_sets(args.sets),
        epic=args.epic,
    )


def setup_json(setup: Setup) -> dict[str, Any]:
    cat = catalog()
    mm = cat.masterminds[setup.mastermind]
    return {
        **setup.to_json(),
        "always_leads": mm.always_leads,
        "composition": composition(setup, cat),
        "notes": setup_notes(setup, cat),
    }


def cmd_setup(args: argparse.Namespace) -> int:
    players, high = args.players
    if players != high:
        raise UsageError(f"setup takes one player count, not a range ({players}-{high})")
    _check_slots(args)
    args.seed = cli_args.seed_or_random(args.seed)
    setup = _setup_for(args, players, args.seed)
    data = {**setup_json(setup), "seed": args.seed}
    estimated = None
    if args.estimate is not None:
        from legendary_desktop.bots import estimate

        seats = _estimate_seats(args.seats, players)
        estimated = estimate.estimate(setup, args.seed, seats, args.estimate or estimate.MAX_GAMES)
        data["estimate"] = estimate.to_json(estimated)
    if args.json:
        print(json.dumps(data, indent=2))
    else:
        comp = data["composition"]
        print(f"Players: {setup.players}   Seed: {args.seed}")
        epic = " (Epic)" if setup.epic else ""
        print(f"Sets: {', '.join(setup.sets)}")
        print(f"Mastermind: {setup.mastermind}{epic} (Always Leads {data['always_leads']})")
        print(f"Scheme: {setup.scheme}")
        print(f"Villain groups: {', '.join(setup.villains)}")
        print(f"Henchmen groups: {', '.join(setup.henchmen)}")
        print(f"Heroes: {', '.join(setup.heroes)}")
        print(f"Villain Deck: {villain_deck_words(comp['villain_deck'])}")
        print(f"Hero Deck: {comp['hero_deck']} cards")
        for note in data["notes"]:
            print(f"Note: {note}")
        if estimated is not None:
            print(f"Difficulty: {estimated.text()}. {estimated.detail()}")
    return 0


#: the Villain Deck's parts as `setup` prints them, in the order the rules list them
DECK_PARTS = (("villains", "Villain"), ("henchmen", "Henchman"), ("bystanders", "Bystander"),
              ("scheme_twists", "Scheme Twist"), ("master_strikes", "Master Strike"), ("heroes", "Hero"),
              ("other", "other card"))


def villain_deck_words(parts: dict[str, int]) -> str:
    """"65 cards: 24 Villains, 20 Henchmen, 8 Bystanders, 8 Scheme Twists, 5 Master Strikes" (no empty part)."""
    shown = [count(parts[key], noun) for key, noun in DECK_PARTS if parts.get(key)]
    return f"{count(parts['total'], 'card')}: " + ", ".join(shown)


def _estimate_seats(given: str | None, players: int) -> tuple[str, ...]:
    """`--seats human,strong,easy` for the estimate: one kind per player (every seat a person if not given)."""
    from legendary_desktop.bots.seats import current
    from legendary_desktop.persistence.saved_seats import KINDS, all_human

    if given is None:
        return all_human(players)
    kinds = tuple(current(kind) for kind in _names(given))
    if len(kinds) != players:
        raise UsageError(f"--seats names {len(kinds)} seats for {players} players")
    for kind in kinds:
        if kind not in KINDS:
            raise UsageError(f"unknown seat {kind!r}; a seat is one of {', '.join(KINDS)}")
    return kinds


def play_game(setup: Setup, seed: int, bot_kind: str = "random", seats: Sequence[str] | None = None) -> Any:
    """Play one whole game with program players; returns the finished Game.

    `bot_kind` plays every seat (random and Easy as one player answering for all, as they always
    have); `seats` names a player for each seat instead (see `bots.PLAYER_KINDS`)."""
    from legendary_desktop.bots import ALIASES, EasyBot, RandomBot, make_player
    from legendary_desktop.engine.game import Game

    game = Game(setup, seed)
    kind = ALIASES.get(bot_kind, bot_kind)
    if seats is None and kind in ("random", "easy"):
        bot = EasyBot(game, seed) if kind == "easy" else RandomBot(seed)
        decide, answer = game.decide, bot.answer
        while game.pending is not None:
            decide(answer(game.pending))
        return game
    kinds = list(seats) if seats is not None else [kind] * setup.players
    bots = [make_player(k, game, i, seed + i) for i, k in enumerate(kinds)]
    while game.pending is not None:
        game.decide(bots[game.pending.player].answer(game.pending))
    return game


def _seat_kinds(args: argparse.Namespace) -> list[str] | None:
    """`--bots a,b,c`: one program player per seat; the count must be the number of players."""
    from legendary_desktop.bots import ALIASES, PLAYER_KINDS

    if args.bots is None:
        return None
    kinds = _names(args.bots)
    for k in kinds:
        if ALIASES.get(k, k) not in PLAYER_KINDS:
            raise UsageError(f"unknown player {k!r} in --bots; choose from {', '.join(PLAYER_KINDS)}")
    low, high = args.players
    if low != high or len(kinds) != low:
        players = f"{low}" if low == high else f"{low}-{high}"
        raise UsageError(f"--bots names {count(len(kinds), 'seat')} but --players is {players}: "
                         "give one player per seat and a single player count")
    return kinds


def fingerprint(game: Any) -> dict[str, Any]:
    """What a replay must reproduce exactly: every zone, the outcome, the log length."""
    return {
        "zones": {k: list(v) for k, v in game.zones().items()},
        "outcome": None if game.outcome is None else [game.outcome.result, list(game.outcome.vp)],
        "events": len(game.events),
        "answers": len(game.answers),
    }


def cmd_simulate(args: argparse.Namespace) -> int:
    import random

    from legendary_desktop.engine.game import Game

    low, high = args.players
    _check_slots(args)
    seats = _seat_kinds(args)
    args.seed = cli_args.seed_or_random(args.seed)
    save_dir = cli_args.output_folder(args.save_dir) if args.save_dir else None
    for players in range(low, high + 1):
        _setup_for(args, players, args.seed)  # unknown names or impossible fixed slots: refuse up front
    master = random.Random(args.seed)
    outcomes = {"team_win": 0, "evil_wins": 0, "draw": 0, "individual": 0}
    failures: list[dict[str, Any]] = []
    decisions = 0
    started = time.perf_counter()
    replay_seconds = 0.0
    for i in range(args.games):
        players = master.randint(low, high)
        game_seed = master.randrange(2**31)
        setup: Setup | None = None
        try:
            setup = _setup_for(args, players, game_seed)
            game = play_game(setup, game_seed, args.bot, seats)
            decisions += len(game.answers)
            assert game.outcome is not None
            outcomes[game.outcome.result] += 1
            if args.check_replay or save_dir is not None:
                from legendary_desktop.persistence.save_file import from_json, to_json

                data = to_json(game)
                if save_dir is not None:
                    _write_save(save_dir / f"game-{i + 1:05d}-seed-{game_seed}.json", data)
                if args.check_replay:
                    t0 = time.perf_counter()
                    setup2, seed2, answers = from_json(json.loads(json.dumps(data)))
                    again = Game.replay(setup2, seed2, answers)
                    replay_seconds += time.perf_counter() - t0
                    if fingerprint(again) != fingerprint(game):
                        raise AssertionError("the replayed game differs from the original")
        except SaveDirError:
            raise
        except Exception:  # a failing game is reported, the run goes on
            failures.append({
                "game": i + 1,
                "seed": game_seed,
                "setup": setup.to_json() if setup else None,
                "traceback": traceback.format_exc(),
            })
    seconds = time.perf_counter() - started
    result: dict[str, Any] = {
        "games": args.games,
        "seed": args.seed,
        "errors": len(failures),
        "outcomes": outcomes,
        "decisions": decisions,
        "seconds": round(seconds, 3),
        "games_per_second": round(args.games / seconds, 2) if seconds else None,
        "failures": failures,
    }
    if args.check_replay:
        result["replay_seconds"] = round(replay_seconds, 3)
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print(f"Seed: {args.seed}")
        print(f"{args.games} games, {len(failures)} errors, {decisions} decisions in {seconds:.2f}s "
              f"({result['games_per_second']} games/s); outcomes: {outcomes}")
        for f in failures:
            print(f"--- game {f['game']} seed {f['seed']}\n{f['traceback']}")
    return 1 if failures else 0


class SaveDirError(Exception):
    """A save could not be written during `simulate --save-dir`: the run stops with one line."""


def _write_save(path: Path, data: dict[str, Any]) -> None:
    from legendary_desktop.persistence.faults import reason
    from legendary_desktop.persistence.save_file import write_atomic

    try:
        write_atomic(path, data)
    except OSError as err:
        raise SaveDirError(f"can't write {path} because {reason(err)}") from None


def cmd_cards(args: argparse.Namespace) -> int:
    cat = catalog()
    if args.set is not None and args.set not in cat.sets():
        raise SetupError(f"no cards of the set {args.set!r} in this app; sets with cards: {', '.join(cat.sets())}")
    sides = {side.key: mm for mm in cat.masterminds.values() for side in (mm.epic, mm.back) if side is not None}
    rows: list[dict[str, Any]] = []
    for card in cat.all_cards():
        if card.key in sides or (args.set is not None and card.set != args.set):
            continue  # a Mastermind's other sides are listed with it
        rows.append({
            "set": card.set,
            "kind": card.kind.value,
            "group": card.group,
            "name": card.name,
            "copies": card.copies,
            "cost": card.cost,
            "attack": card.attack,
            "recruit": card.recruit,
            "vp": card.vp,
            "classes": card.classes.names,
            "team": card.team,
        })
        if card.sides:  # a Divided Card: one card, two halves
            rows[-1]["sides"] = [{"side": side.extra.get("hero_name", ""), "name": side.name, "attack": side.attack,
                                  "recruit": side.recruit, "classes": side.classes.names} for side in card.sides]
        mm = cat.masterminds.get(card.name) if card.kind.value == "mastermind" else None
        if mm is not None and (mm.epic is not None or mm.back is not None):
            rows[-1]["sides"] = [{"side": label, "name": side.name, "attack": side.attack}
                                 for label, side in (("front", mm.card), ("epic", mm.epic), ("back", mm.back))
                                 if side is not None]
    if args.json:
        print(json.dumps(rows, indent=2))
    else:
        for r in rows:
            print(f"{r['set']:6} {r['kind']:13} {r['group']:28} {r['name']:34} x{r['copies']}")
    return 0


#: Unicode categories never printed as they are: controls, formats, surrogates, private and unassigned,
#: line and paragraph separators
UNSHOWN = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})


def shown(text: object) -> str:
    """Text from a file made safe to print: control and format characters (terminal escape sequences,
    bidirectional overrides, newlines inside a name) shown as escapes such as \\x1b, never sent."""
    return "".join(_escape(ch) if unicodedata.category(ch) in UNSHOWN else ch for ch in str(text))


def _escape(ch: str) -> str:
    code = ord(ch)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


def say(text: str, file: TextIO | None = None) -> None:
    """Print one line, whatever the output's encoding: what it can't encode is shown escaped (a CJK
    name on a Windows console redirected to a file), never an error."""
    out = file or sys.stdout
    encoding = getattr(out, "encoding", None) or "utf-8"
    try:
        safe = text.encode(encoding, "backslashreplace").decode(encoding, "replace")
    except LookupError:  # an encoding Python does not know: plain ASCII is always understood
        safe = text.encode("ascii", "backslashreplace").decode("ascii")
    print(safe, file=out)


def cmd_replay(args: argparse.Namespace) -> int:
    from legendary_desktop.persistence.save_file import SaveError
    from legendary_desktop.report import replay_file

    try:
        replayed = replay_file(Path(args.file))  # a save, or a problem report (replayed to its decision)
    except SaveError as err:
        say(f"legendary-cli: {shown(args.file)}: {shown(err)}", sys.stderr)
        return EXIT_USAGE
    game = replayed.game
    from legendary_desktop.engine.scoring import victory_points

    state: dict[str, Any] = {
        "turn": game.turn_number,
        "active_player": game.players[game.turn.player].name,
        "over": game.over,
        "outcome": None,
        "vp": {p.name: victory_points(game, p.index) for p in game.players},
        "decisions": len(game.answers),
    }
    if game.outcome is not None:
        state["outcome"] = {"result": game.outcome.result, "reason": game.outcome.reason,
                            "winners": [game.players[i].name for i in game.outcome.winners]}
    report = replayed.summary()
    if report is not None:
        state["report"] = report
    if args.json:
        say(json.dumps(state, indent=2))  # JSON escapes every control character (and all but ASCII)
    else:
        say(f"Turn {state['turn']}, {shown(state['active_player'])} to play; {state['decisions']} decisions.")
        if game.outcome is not None:
            say(shown(f"{game.outcome.headline} {game.outcome.reason}"))
        for name, vp in state["vp"].items():
            say(f"  {shown(name)}: {vp} VP")
        if report is not None:
            say(f"Report: {shown(report['description'] or '(no description)')}")
            say("Reached the reported decision." if replayed.reached else
                "The replay does NOT reach the reported decision: the rules changed since the report.")
            if replayed.retry is not None:
                say(f"The answer that failed ({shown(report['error']['answer'])}) now: {shown(replayed.retry)}")
    return 0 if replayed.reached else 1


def build_parser() -> argparse.ArgumentParser:
    parser = cli_args.OneLineParser(prog="legendary-cli", description="Legendary Desktop, headless.")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    json_help = "print JSON instead of text"

    p = sub.add_parser("setup", help="draw a legal random setup", description="Draw a legal random setup.")
    p.add_argument("--players", type=cli_args.players, required=True, metavar="N", help=SETUP_PLAYERS_HELP)
    p.add_argument("--seed", type=cli_args.seed, help=SEED_HELP)
    p.add_argument("--json", action="store_true", help=json_help)
    p.add_argument("--estimate", nargs="?", type=cli_args.games, const=0, default=None, metavar="GAMES",
                   help="estimate how often the seats win this setup, from games played by computers "
                        "(at most GAMES of them; by default until the estimate is clear)")
    p.add_argument("--seats", metavar="KINDS",
                   help="with --estimate: one seat kind per player, e.g. human,strong,easy (default: every seat human)")
    _add_slots(p)
    p.set_defaults(func=cmd_setup)

    p = sub.add_parser("simulate", help="play whole games with random players",
                       description="Play whole games with program players and report the outcomes.")
    p.add_argument("--games", type=cli_args.games, default=100, metavar="N", help="how many games (default 100)")
    p.add_argument("--players", type=cli_args.players, default=(2, 5), metavar="N|A-B",
                   help=PLAYERS_HELP + " (default 2-5)")
    p.add_argument("--seed", type=cli_args.seed, help=SEED_HELP)
    p.add_argument("--check-replay", action="store_true", help="save, reload by replay and compare each game")
    p.add_argument("--save-dir", metavar="FOLDER", help="write each game as a save file in this folder")
    p.add_argument("--bot", choices=("random", "easy", "normal", "strong", "greedy", "heuristic", "expert"),
                   default="random",
                   help="who plays every seat: random, easy, normal or strong (default random; earlier names "
                        "still play: 'greedy' and 'heuristic' as easy, 'expert' as strong)")
    p.add_argument("--bots", metavar="KINDS",
                   help="one player per seat, comma-separated (e.g. strong,easy,easy); needs --players N "
                        "with N the number of names")
    p.add_argument("--json", action="store_true", help=json_help)
    _add_slots(p)
    p.set_defaults(func=cmd_simulate)

    p = sub.add_parser("cards", help="print the card catalogue", description="Print the card catalogue.")
    p.add_argument("--set", metavar="SET", help=f"only this set's cards (a set id: {', '.join(sets.TITLES)})")
    p.add_argument("--json", action="store_true", help=json_help)
    p.set_defaults(func=cmd_cards)

    p = sub.add_parser("replay", help="replay a save file or a problem report and print where the game stands",
                       description="Replay a save file or a problem report and print where the game stands.")
    p.add_argument("file", metavar="SAVE.json", help="the save file or problem report to replay")
    p.add_argument("--json", action="store_true", help=json_help)
    p.set_defaults(func=cmd_replay)
    return parser


def _quiet_stdout() -> None:
    """The reader of our output went away (`cards | head`): send the rest nowhere, silently."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    os.close(devnull)


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exit_:
        return int(exit_.code or 0)
    try:
        code: int = args.func(args)
        sys.stdout.flush()
        return code
    except BrokenPipeError:
        _quiet_stdout()
        return 0
    except UsageError as err:
        print(f"legendary-cli: {err}", file=sys.stderr)
        return EXIT_USAGE
    except SetupError as err:
        print(f"legendary-cli: impossible setup: {err}", file=sys.stderr)
        return EXIT_USAGE
    except SaveDirError as err:
        print(f"legendary-cli: {err}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
