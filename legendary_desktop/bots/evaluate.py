"""How good a position is for one seat: the team's fight against the Mastermind first, its own VP second.

Strong scores the positions its searches reach with this. Every term is public or sampled: the
Mastermind's Tactics left, the Scheme's progress toward Evil Wins, escapes, the Villains in the city
(worse near the escape end and holding Bystanders), the Wounds the players hold, the strength of the
seat's own deck (its average card, and its reach: the chance a hand of it could fight the Mastermind;
both worth more the more turns are left to use it), and Victory Points. The seat knows which cards it
owns, if not their order, so the deck terms use no hidden information.
"""

from __future__ import annotations

import math

from legendary_desktop.bots.cardvalue import deck_cards, mean_power
from legendary_desktop.bots.weights import E, W
from legendary_desktop.engine.card import CardDef, Kind
from legendary_desktop.engine.deal import Seed
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.scoring import all_cards_of, victory_points
from legendary_desktop.engine.values import mastermind_attack

WIN, LOSS, DRAW = 1000.0, -1000.0, -300.0
TACTIC = 60.0  # each Tactic still to defeat: the unit the other terms are tuned against (bots/weights.py E)


def evaluate(g: Game, seat: int) -> float:
    """The value of the position `g` for `seat` (higher is better)."""
    if g.outcome is not None:
        return _final(g, seat)
    score = -TACTIC * (len(g.tactics) + g.final_fight_pending)
    score -= E["progress"] * sum(p * p for p in scheme_progress(g))
    score -= E["escape"] * g.escaped_villains
    score -= city_threat(g)
    wounds = [sum(1 for c in all_cards_of(g, p.index) if g.cards[c].kind is Kind.WOUND) for p in g.players]
    score -= E["own_wound"] * wounds[seat] + E["team_wound"] * (sum(wounds) - wounds[seat])
    mine = deck_cards(g, seat)
    score += turns_left(g) * (E["deck"] * mean_power(g, mine) + E["reach"] * reach(g, mine))
    vp = [victory_points(g, p.index) for p in g.players]
    score += E["own_vp"] * vp[seat] + E["team_vp"] * (sum(vp) - vp[seat])
    return score


def _final(g: Game, seat: int) -> float:
    outcome = g.outcome
    assert outcome is not None
    vp = E["own_vp"] * outcome.vp[seat]
    if outcome.result == "team_win":
        return WIN + vp
    if outcome.result == "evil_wins":
        return LOSS
    if outcome.result == "individual":
        return (WIN if outcome.won(seat) else LOSS) / 2 + vp
    return DRAW + vp


def scheme_progress(g: Game) -> list[float]:
    """How far each of the Scheme's counters is toward Evil Wins (each 0..1): those it counts up to a
    limit, those it counts down ("Wounds left 18", "Hero Deck 65") against their start, and the Twists
    played. The Scheme gives its progress as numbers (`SchemeDef.evil_wins_counts`)."""
    out: list[float] = []
    counts = g.scheme.evil_wins_counts
    if counts is not None:
        now = counts(g)
        out += [c.now / c.of for c in now if c.of]
        start = _countdowns_at_start(g)
        for i, left in enumerate(c.now for c in now if c.of is None):
            if i < len(start) and start[i] > 0:
                out.append(1.0 - left / start[i])
    twists = g.requirements.twists
    if twists:
        out.append(g.twists_played / twists)
    return [min(max(p, 0.0), 1.0) for p in out]


_START: dict[tuple[object, Seed], list[int]] = {}


def _countdowns_at_start(g: Game) -> list[int]:
    """The Scheme's countdowns as the game began (public: the stacks' sizes at setup)."""
    key = (g.setup, g.seed)
    if key not in _START:
        counts = g.scheme.evil_wins_counts
        assert counts is not None
        _START[key] = [c.now for c in counts(Game(g.setup, g.seed, g.cat, rulebook=g.rulebook)) if c.of is None]
    return _START[key]


def city_threat(g: Game) -> float:
    """The danger of the Villains in the city: each, more near the escape end and for each Bystander."""
    total = 0.0
    base, held, at_last, slope = E["city_villain"], E["city_bystander"], E["city_last"], E["city_slope"]
    for area in g.areas:
        last = max(len(area.city) - 1, 1)
        for i, occ in enumerate(area.city):
            if occ is not None:
                near = at_last if i == last else slope * i / last
                total += base + held * len(occ.bystanders) + near * (1 + len(occ.bystanders))
    return total


HAND = 6


def hand_attack(cdef: CardDef) -> float:
    """The Attack a card brings to a hand: printed, and half an ability's allowance."""
    if cdef.kind is not Kind.HERO and cdef.kind is not Kind.STARTER:
        return 0.0
    extra = 0.5 * W["ability"] if cdef.kind is Kind.HERO and (cdef.on_play is not None or cdef.attack_plus) else 0.0
    return (cdef.attack or 0) + extra


def reach(g: Game, cards: list[int]) -> float:
    """The chance that a hand of six of these cards has the Attack to fight the Mastermind now (a normal
    approximation of the sum of a draw without replacement)."""
    n = len(cards)
    if n == 0:
        return 0.0
    values = [hand_attack(g.cards[c]) for c in cards]
    k = min(HAND, n)
    mu = sum(values) / n
    var = sum((v - mu) ** 2 for v in values) / n
    mean = k * mu
    spread = k * var * (n - k) / (n - 1) if n > 1 else 0.0
    need = mastermind_attack(g) - 0.5
    if spread <= 1e-9:
        return 1.0 if mean >= need else 0.0
    return 0.5 * math.erfc((need - mean) / math.sqrt(2 * spread))


def turns_left(g: Game) -> float:
    """About how many more turns each player gets (the Villain Deck sets the pace), 1 to 8."""
    cards = sum(len(d.cards) for d in g.villain_decks)
    return max(1.0, min(8.0, cards / max(1, len(g.players))))
