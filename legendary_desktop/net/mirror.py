"""A mirror: a Game object laid out from one seat's view, so the table draws an online game as any other.

The board (ui/board_scene.py) draws from a Game. A joiner has no game, only its view (engine/view.py), so
it builds a mirror: a Game made from the (public) setup, which gives every card the same instance id as on
the host, with each zone then laid out from the view — every public zone card by card, the seat's own
hand, and every hidden zone (decks, other hands, face-down piles, the Tactics, the stacks) filled to its
count with cards the seat can't see, picked from those of the right kind where there are any. Those
fillers are not the real cards (nobody here knows them) and the table draws them only as backs: the
controller shows no hand but the seat's own.

The mirror is for drawing only: it is never answered (its pending decision is rebuilt from the view; the
answer goes to the host), never saved and never replayed. What the view does not carry (a Scheme's
memory, per-turn notes) keeps its start-of-game value, so a status line that reads it may lag.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from legendary_desktop.engine import sets
from legendary_desktop.engine.card import Kind
from legendary_desktop.engine.catalog import Catalog
from legendary_desktop.engine.decision import CHOOSE_ONE, Decision
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.spec import Setup
from legendary_desktop.engine.state import Event, Occupant, Outcome, Turn
from legendary_desktop.engine.table_facts import Facts
from legendary_desktop.engine.view import pending_decision

#: any seed: the mirror's cards are laid out from the view, never dealt
SEED = 0


def setup_from(summary: dict[str, Any], names: list[str]) -> Setup:
    """The game's setup from the host's summary (it is on the table for everyone)."""
    return Setup(players=int(summary["players"]), mastermind=summary["mastermind"], scheme=summary["scheme"],
                 villains=tuple(summary["villains"]), henchmen=tuple(summary["henchmen"]),
                 heroes=tuple(summary["heroes"]), names=tuple(names), sets=tuple(summary["sets"]),
                 epic=bool(summary["epic"]), extras=tuple(summary.get("extras", ())))


def build(setup: Setup, view: dict[str, Any], log: list[dict[str, Any]], cat: Catalog | None = None) -> Game:
    """A mirror of `view` (with the whole `log`, as a client keeps it) for a game of `setup`."""
    g = Game(setup, SEED, cat)
    start_tactics = list(g.tactics)
    every = set(range(len(g.cards)))
    # the log names cards since moved; the seat's own options may name the top card of a stack
    shown = _ids_in({k: v for k, v in view.items() if k not in ("log", "pending")})
    pool = sorted(every - shown)
    cards = g.cards

    def take(n: int, prefer: Callable[[int], bool] | None = None) -> list[int]:
        out: list[int] = []
        if prefer is not None:
            for c in pool:
                if len(out) == n:
                    break
                if prefer(c):
                    out.append(c)
            for c in out:
                pool.remove(c)
        while len(out) < n and pool:
            out.append(pool.pop())
        return out

    def ids(records: list[dict[str, Any]]) -> list[int]:
        return [int(r["id"]) for r in records]

    def kind(k: Kind) -> Callable[[int], bool]:
        return lambda c: cards[c].kind is k

    seat = view["seat"]
    g.tactics = take(view["mastermind"]["tactics"], lambda c: c in start_tactics)
    g.bystander_stack = take(view["stacks"]["bystanders"], kind(Kind.BYSTANDER))
    g.wound_stack = take(view["stacks"]["wounds"], kind(Kind.WOUND))
    g.officer_stack = take(view["stacks"]["officers"], lambda c: cards[c].name == "S.H.I.E.L.D. Officer")
    offered = _ids_in(view.get("pending") or {}) - shown
    for stack in (g.officer_stack, g.wound_stack, g.bystander_stack):  # an offered top card on top
        stack.sort(key=lambda c: c in offered)
    for p, pv in zip(g.players, view["players"], strict=True):
        p.name = pv["name"]
        p.discard = ids(pv["discard"])
        p.victory_pile = ids(pv["victory_pile"])
        p.hand = ids(pv["hand"]) if "hand" in pv else take(pv["hand_count"])
        p.deck = take(pv["deck"], lambda c: sets.is_base(cards[c].set) and cards[c].kind.value == "starter")
    t = view["turn"]
    g.turn = Turn(player=t["player"], number=t["number"], recruit=t["recruit"], attack=t["attack"],
                  played=ids(t["played"]), set_aside=ids(t["set_aside"]))
    g.turn_number = t["number"]
    for area, av in zip(g.areas, view["areas"], strict=True):
        area.city_names = [s["space"] for s in av["city"]]
        area.city = [None if s["villain"] is None else
                     Occupant(s["villain"]["id"], ids(s["bystanders"]), ids(s["under"])) for s in av["city"]]
        area.hq = [None if c is None else int(c["id"]) for c in av["hq"]]
        area.hq_destroyed = set(av["hq_destroyed"])
        area.hero_deck = take(av["hero_deck"], lambda c: cards[c].is_hero)
    g.area_index = view["area_index"]
    for deck, n in zip(g.villain_decks, view["villain_decks"], strict=True):
        deck.cards = take(n, lambda c: cards[c].is_villain)
    mm = view["mastermind"]
    g.mastermind_in_play = mm["in_play"]
    g.mastermind_bystanders = ids(mm["bystanders"])
    g.beside_scheme = ids(view["scheme"]["beside"])
    g.twists_played = view["scheme"]["twists"]
    g.held = {}
    for pile in view["held"]:
        held = ids(pile["cards"]) if "cards" in pile else take(pile["count"])
        g.held.setdefault(pile["holder"], {})[pile["name"]] = held
    g.ko_pile = ids(view["ko_pile"])
    g.escape_pile = ids(view["escape_pile"])
    g.limbo = take(view["in_effect"])
    g.escaped_villains = view["escaped_villains"]
    g.ran_out = view["ran_out"]
    g.events = [Event(e["turn"], e["kind"], e["text"], tuple(ids(e["cards"]))) for e in log]
    g.step_events = len(g.events)
    o = view["outcome"]
    g.outcome = None if o is None else Outcome(o["result"], o["reason"], tuple(o["vp"]), tuple(o["winners"]))
    g.pending = None if o is not None else _pending(view, seat)
    g.rules_may_matter()  # the rules some laid-out state needs (held piles) explain the table's tooltips
    return g


def _pending(view: dict[str, Any], seat: int | None) -> Decision | None:
    p = view.get("pending")
    if p is None:
        return None
    own = pending_decision(view)
    if own is not None and p["player"] == seat:
        return own
    # another seat's decision: who decides and what, without its options (the table waits)
    return Decision(p["player"], p["prompt"], [], CHOOSE_ONE, 0, 0, p["source"], p["secret"])


def _ids_in(obj: Any) -> set[int]:
    found: set[int] = set()
    if isinstance(obj, dict):
        if "id" in obj and "key" in obj:
            found.add(int(obj["id"]))
        for v in obj.values():
            found |= _ids_in(v)
    elif isinstance(obj, list):
        for v in obj:
            found |= _ids_in(v)
    return found


class SeenViews:
    """What one seat was shown, position by position, for its Replay Viewer (ui/replay_viewer.py): each
    view the seat was sent, with the log as it stood. Stepping through it shows the seat no more than its
    screen showed then (mirrors of its own views; other hands and hidden piles stay backs).

    One position is kept per number of answers (a view sent again, e.g. when a friend connects, replaces
    the one before); after an undo the positions the game went back over are dropped. A joiner that
    connects mid-game has the positions from then on."""

    private = True  # the other seats' hands are never known here, not even after the game

    def __init__(self) -> None:
        self.setup: Setup | None = None
        self.seen: list[tuple[dict[str, Any], list[dict[str, Any]]]] = []
        self.turn_at: list[int] = []

    @property
    def steps(self) -> int:
        return max(0, len(self.seen) - 1)

    def record(self, setup: Setup, view: dict[str, Any], log: list[dict[str, Any]]) -> None:
        self.setup = setup
        answers = int(view.get("answers", 0))
        while self.seen and int(self.seen[-1][0].get("answers", 0)) >= answers:
            self.seen.pop()
            self.turn_at.pop()
        self.seen.append((view, list(log)))  # the log as it stood (a client may grow its list in place)
        self.turn_at.append(int(view["turn"]["number"]))

    def game_at(self, k: int) -> Game:
        assert self.setup is not None and self.seen, "nothing seen yet"
        view, log = self.seen[max(0, min(k, len(self.seen) - 1))]
        return build(self.setup, view, log)

    def facts_at(self, k: int) -> Facts | None:
        """What the host's table said then, as the view brought it (None: a view of an older host)."""
        if not self.seen:
            return None
        table = self.seen[max(0, min(k, len(self.seen) - 1))][0].get("table")
        return Facts.from_json(table) if isinstance(table, dict) else None
