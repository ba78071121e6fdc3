"""The Normal player: a better heuristic than Easy's greedy one, and fast (no search).

Main phase: play every Hero; fight the set of enemies worth most for the Attack there is (Villains about
to escape or holding Bystanders count more, a Mastermind Tactic most); recruit the Heroes that improve
its deck most for the Recruit there is; heal when there is nothing better to do. Every other decision is
answered by `answers.answer` (KO or discard the worst card, gain the best...).
"""

from __future__ import annotations

import itertools
import random
import re
from collections.abc import Sequence

from legendary_desktop.bots import answers
from legendary_desktop.bots.cardvalue import mean_power, own_cards, recruit_gain
from legendary_desktop.bots.weights import W
from legendary_desktop.engine import advice, fight, values
from legendary_desktop.engine.actions import OFFICER_COST
from legendary_desktop.engine.card import CardDef, HeroClass, Kind
from legendary_desktop.engine.decision import ACTION, Decision, Option
from legendary_desktop.engine.game import Answer, Game

MAX_EXTRAS = 8  # set-added actions a turn (engine/advice.register_action_use), so a free one can't loop


class NormalBot:
    """Answers any decision for the player deciding it, from what that player may see."""

    def __init__(self, game: Game, seed: int = 0) -> None:
        self.game = game
        self.rng = random.Random(seed)
        self._extras: tuple[int, int] = (-1, 0)  # (turn number, set-added actions taken in it)

    def answer(self, d: Decision) -> Answer:
        if d.kind == ACTION:
            return self.action(d)
        return answers.answer(self.game, d, self.rng)

    # ------------------------------------------------------------- main phase
    def action(self, d: Decision) -> str:
        g = self.game
        by_kind: dict[str, list[Option]] = {}
        for o in d.options:
            by_kind.setdefault(o.label.partition(":")[0], []).append(o)
        if "play_all" in by_kind:
            return "play_all"
        if "play" in by_kind:
            return next_play(g, by_kind["play"])
        fights = fight_plan(g, by_kind.get("fight", []) + by_kind.get("elsewhere", []) + by_kind.get("mastermind", []))
        spends = [s for s in advice.spends() if s.kind in by_kind]
        recruits = recruit_plan(g, d.player, by_kind.get("recruit", []), "officer" in by_kind, spends)
        if "heal" in by_kind and should_heal(g, d.player, fights, recruits):
            return "heal"
        if fights:
            return fights[0].label
        extra = self._extra(by_kind, advice.action_kinds(advice.ATTACK_EXTRA))
        if extra is not None:
            return extra
        if recruits:
            spent = recruits[0] in {s.kind for s in spends}
            return by_kind[recruits[0]][0].label if spent else recruits[0]
        for prefix in advice.action_kinds(advice.GAIN_HERO):
            for o in by_kind.get(prefix, []):
                if o.card is not None and g.cards[o.card].is_hero and recruit_gain(g, d.player, o.card) > 0:
                    return self._count(o.label)
        wounded = any(g.cards[c].kind is Kind.WOUND for c in own_cards(g, d.player))
        for kind in advice.action_kinds(advice.HEAL) if wounded else ():
            if kind in by_kind:
                return self._count(by_kind[kind][0].label)
        for kind in advice.action_kinds(advice.TRIM):
            for o in by_kind.get(kind, []):
                if o.card is None or g.cards[o.card].kind in (Kind.WOUND, Kind.STARTER):
                    return self._count(o.label)
        return "end"

    def _extra(self, by_kind: dict[str, list[Option]], prefixes: Sequence[str]) -> str | None:
        turn, taken = self._extras
        if turn == self.game.turn_number and taken >= MAX_EXTRAS:
            return None
        for prefix in prefixes:
            if by_kind.get(prefix):
                return self._count(by_kind[prefix][0].label)
        return None

    def _count(self, label: str) -> str:
        turn, taken = self._extras
        self._extras = (self.game.turn_number, taken + 1 if turn == self.game.turn_number else 1)
        return label


_SUPERPOWER = re.compile(r"\b(Strength|Instinct|Covert|Tech|Ranged):")  # "Instinct: draw a card."
_NEEDS: dict[str, int] = {}


def superpower_classes(cdef: CardDef) -> int:
    """The classes a Hero's superpowers ask to have been played before it (class bits), read from its
    text once per card name."""
    needs = _NEEDS.get(cdef.key)
    if needs is None:
        needs = 0
        for name in _SUPERPOWER.findall(cdef.text or ""):
            needs |= HeroClass[name.upper()]
        _NEEDS[cdef.key] = needs
    return needs


def next_play(g: Game, plays: list[Option]) -> str:
    """Which Hero to play next: first one whose superpower no other card in hand would meet later (met
    already, or not at all), then one that meets most of the others' superpowers, then hand order."""
    played = 0
    for cdef in g.turn.played_defs:
        played |= int(cdef.classes)
    assert all(o.card is not None for o in plays)  # a "play" option names its card
    cards = [g.cards[o.card] for o in plays if o.card is not None]
    needs = [superpower_classes(c) & ~played for c in cards]
    best: tuple[int, int, int] | None = None
    for i, cdef in enumerate(cards):
        others = 0
        for j, other in enumerate(cards):
            if j != i:
                others |= int(other.classes)
        waiting = (needs[i] & others).bit_count()
        meets = sum(1 for j in range(len(cards)) if j != i and needs[j] & int(cdef.classes))
        key = (waiting, -meets, i)
        if best is None or key < best:
            best = key
    assert best is not None
    return plays[best[2]].label


def fight_value(g: Game, o: Option) -> float:
    """What fighting this enemy is worth: its VP, its Bystanders, more when it is about to escape;
    the Mastermind most."""
    if o.label == "mastermind":
        return W["mastermind_bonus"] + g.mm.vp
    assert o.card is not None
    value = W["fight_base"] + g.cards[o.card].vp
    for area in g.areas:
        last = max(len(area.city) - 1, 1)
        for i, occ in enumerate(area.city):
            if occ is not None and occ.card == o.card:
                escaping = W["escape_last"] if i == last else W["escape_slope"] * i / last
                value += W["fight_bystander"] * len(occ.bystanders) + escaping * (1 + len(occ.bystanders))
    return value


def fight_cost(g: Game, o: Option) -> int:
    if o.label == "mastermind":
        return values.mastermind_attack(g)
    for area in g.areas:
        for i, occ in enumerate(area.city):
            if occ is not None and occ.card == o.card and area is g.area:
                return values.occupant_attack(g, occ, i)
    price = re.search(r"\((\d+)\)$", o.text)  # fought in another area: the option says its price
    return int(price.group(1)) if price else 0


def fight_plan(g: Game, options: list[Option]) -> list[Option]:
    """The affordable set of enemies worth most together, most valuable first."""
    if not options:
        return []
    budget = fight.available_attack(g)
    priced = [(o, fight_cost(g, o), fight_value(g, o)) for o in options]
    best: tuple[float, tuple[tuple[Option, int, float], ...]] = (0.0, ())
    for size in range(1, min(len(priced), 6) + 1):
        for combo in itertools.combinations(priced, size):
            if sum(c for _, c, _ in combo) <= budget:
                total = sum(v for _, _, v in combo)
                if total > best[0]:
                    best = (total, combo)
    return [o for o, _, _ in sorted(best[1], key=lambda item: -item[2])]


def recruit_plan(g: Game, player: int, options: list[Option], officer: bool,
                 spends: Sequence[advice.Spend] = ()) -> list[str]:
    """The Heroes (and Officers, and what the sets' actions buy with Recruit) worth most together for the
    Recruit there is."""
    budget = g.turn.recruit
    mean = mean_power(g, own_cards(g, player))
    priced = []
    for o in options:
        assert o.card is not None
        gain = recruit_gain(g, player, o.card, mean)
        if gain > 0:
            priced.append((o.label, values.hero_cost(g, o.card), gain))
    officer_gain = W["officer_gain"] - mean if officer else 0.0
    best: tuple[float, list[str]] = (0.0, [])
    for size in range(0, min(len(priced), 5) + 1):
        for combo in itertools.combinations(priced, size):
            spent = sum(c for _, c, _ in combo)
            if spent > budget:
                continue
            left = budget - spent
            total = sum(v for _, _, v in combo)
            labels = [lbl for lbl, _, _ in sorted(combo, key=lambda item: -item[2])]
            if officer_gain > 0:
                n = min(left // OFFICER_COST, len(g.officer_stack))
                total += n * officer_gain
                labels += ["officer"] * n
                left -= n * OFFICER_COST
            for spend in spends:
                if left >= spend.cost:
                    total += W[spend.weight]
                    labels.append(spend.kind)
                    left -= spend.cost
            if total > best[0]:
                best = (total, labels)
    return best[1]


def should_heal(g: Game, player: int, fights: list[Option], recruits: list[str]) -> bool:
    """Heal (KO every Wound in hand, then no recruiting or fighting) when that is worth more."""
    wounds = sum(1 for c in g.players[player].hand if g.cards[c].kind is Kind.WOUND)
    planned = sum(fight_value(g, o) for o in fights) + W["heal_per_recruit"] * len(recruits)
    return wounds > 0 and planned < W["heal_per_wound"] * wounds
