"""Choose the guided first game's seed: the core setup and seed whose first turns show everything.

For each candidate setup and seed, a plain guided player (the one the coach's steps follow: Play All, then
any card that asks something, recruit the dearest Hero it can afford, fight the Villain worth most, once a
turn, end the turn; KO or give up the cheapest card when asked; the game's very first card is played on
its own) plays the first turns, and the log is read
for the moments a first game should show: a Villain enters, a Hero is recruited, a Villain is fought, a
Bystander is rescued, a Master Strike and a Scheme Twist happen, a Villain escapes. The best seed shows
them all soonest, in the fewest decisions.

    python scripts/find_lesson_seed.py                 # search, print the best few
    python scripts/find_lesson_seed.py --draft SCHEME SEED   # the guided player's steps for one seed
    python scripts/find_lesson_seed.py --check         # the committed guided game shows them all

The chosen setup and seed live in legendary_desktop/cards/core/lesson.py.
"""

from __future__ import annotations

import argparse
import sys

from legendary_desktop.engine import lessons
from legendary_desktop.engine.decision import ACTION, CHOOSE_ONE, Decision
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import default_setup
from legendary_desktop.engine.spec import Setup

#: the moments, by the log event that shows each
SHOWS = ("enter", "recruit", "fight", "rescue", "strike", "twist", "escape")
SCHEMES = ("Unleash the Power of the Cosmic Cube", "Negative Zone Prison Breakout", "Midtown Bank Robbery",
           "Super Hero Civil War", "Portals to the Dark Dimension", "Replace Earth's Leaders with Killbots")
VILLAINS = (("HYDRA", "Spider-Foes"), ("HYDRA", "Masters of Evil"), ("HYDRA", "Brotherhood"))
HEROES = ("Captain America", "Iron Man", "Hulk", "Spider-Man", "Wolverine")


def setup_for(scheme: str, villains: tuple[str, ...]) -> Setup:
    """Two players against Red Skull; what the Scheme adds is filled in a fixed order."""
    return default_setup(2, "Red Skull", scheme, villains, ("Doombot Legion", "Sentinel"), HEROES)


def guided_want(g: Game, d: Decision, fought: set[int]) -> lessons.Want:
    """What the plain guided player does now."""
    name = g.cards
    if d.kind == ACTION:
        first = next((o for o in d.options if o.label.startswith("play:") and o.card is not None), None)
        if g.turn.number == 1 and not g.turn.played and first is not None:  # the very first card, on its own
            return lessons.play(name[first.card].name)  # type: ignore[index]
        if "play_all" in d.labels:
            return lessons.play_all()
        plays = [o for o in d.options if o.label.startswith("play:") and o.card is not None]
        if plays:
            return lessons.play(name[plays[0].card].name)  # type: ignore[index]
        recruits = [o for o in d.options if o.label.startswith("recruit:") and o.card is not None]
        if recruits:
            best = max(recruits, key=lambda o: (name[o.card].cost, -d.options.index(o)))  # type: ignore[index]
            return lessons.recruit(name[best.card].name)  # type: ignore[index]
        fights = [o for o in d.options if o.label.startswith("fight:") and o.card is not None]
        if fights and g.turn.number not in fought:
            fought.add(g.turn.number)
            best = max(fights, key=lambda o: (name[o.card].vp, -d.options.index(o)))  # type: ignore[index]
            return lessons.fight(name[best.card].name)  # type: ignore[index]
        return lessons.end_turn()
    if d.kind == CHOOSE_ONE:
        return lessons.choose(d.options[0].text)
    cards = sorted((o for o in d.options if o.card is not None), key=lambda o: name[o.card].cost)  # type: ignore[index]
    return lessons.pick(*(name[o.card].name for o in cards[:max(d.min, 1)]))  # type: ignore[index]


def run(setup: Setup, seed: int, turns: int) -> tuple[Game, list[tuple[int, int, lessons.Want]]]:
    """Play the first `turns` turns the plain way; the steps taken as (turn, player, want)."""
    g = Game(setup, seed)
    fought: set[int] = set()
    steps = []
    while not g.over and g.turn.number <= turns:
        d = g.pending
        assert d is not None
        want = guided_want(g, d, fought)
        found = want.find(g, d)
        assert found is not None, want.does
        steps.append((g.turn.number, d.player, want))
        g.decide(found if d.multi else found[0])
    return g, steps


def first_turns(g: Game) -> dict[str, int]:
    seen: dict[str, int] = {}
    for e in g.events:
        seen.setdefault(e.kind, e.turn)
    return seen


def search(seeds: int, turns: int) -> list[tuple[tuple[int, int, int], str, tuple[str, ...], int]]:
    found = []
    for scheme in SCHEMES:
        for villains in VILLAINS:
            setup = setup_for(scheme, villains)
            for seed in range(1, seeds + 1):
                g, steps = run(setup, seed, turns)
                seen = first_turns(g)
                if g.over or any(k not in seen for k in SHOWS):
                    continue
                first_enter = 0 if g.events[2].kind == "reveal" and seen["enter"] == 1 else 1
                last = max(seen[k] for k in SHOWS)
                score = (last, first_enter, sum(1 for turn, _, _ in steps if turn <= last))
                found.append((score, scheme, villains, seed))
    return sorted(found)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seeds", type=int, default=200)
    parser.add_argument("--turns", type=int, default=6)
    parser.add_argument("--draft", nargs=2, metavar=("SCHEME", "SEED"))
    parser.add_argument("--villains", default="HYDRA,Spider-Foes")
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args(argv)
    if args.check:
        from legendary_desktop.cards.core.lesson import GUIDE

        g = Game(GUIDE.setup, GUIDE.seed)
        lessons.play_through(g, GUIDE.steps)
        seen = first_turns(g)
        missing = [k for k in GUIDE.shows if k not in seen]
        print(f"{len(GUIDE.steps)} steps, {g.turn.number} turns: " + ", ".join(f"{k} on turn {seen.get(k)}"
                                                                              for k in GUIDE.shows))
        return 1 if missing else 0
    if args.draft:
        setup = setup_for(args.draft[0], tuple(args.villains.split(",")))
        g, steps = run(setup, int(args.draft[1]), args.turns)
        seen_events = 0
        g2 = Game(setup, int(args.draft[1]))
        for turn, player, want in steps:
            for e in g2.events[seen_events:]:
                print(f"        # {e.kind}: {e.text}")
            seen_events = len(g2.events)
            d = g2.pending
            assert d is not None
            found = want.find(g2, d)
            print(f"T{turn} P{player + 1}  {want.does}   [{d.prompt}]")
            assert found is not None
            g2.decide(found if d.multi else found[0])
        for e in g2.events[seen_events:]:
            print(f"        # {e.kind}: {e.text}")
        return 0
    for score, scheme, villains, seed in search(args.seeds, args.turns)[:10]:
        print(f"all shown by turn {score[0]}, {score[2]} steps: {scheme} / {', '.join(villains)} / seed {seed}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
