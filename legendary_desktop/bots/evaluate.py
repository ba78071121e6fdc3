"""How good a position is for one seat: the team's fight against the Mastermind first, its own VP second.

Strong scores the positions its searches reach with this. Every term is public or sampled: the
Mastermind's Tactics left, the Scheme's progress toward Evil Wins, escapes, the Villains in the city
(worse near the escape end and holding Bystanders), the Wounds the players hold, the strength of the
seat's own deck (worth more the more turns are left to use it), and Victory Points.
"""

from __future__ import annotations

import re

from legendary_desktop.bots.cardvalue import mean_power
from legendary_desktop.engine.card import Kind
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.scoring import all_cards_of, victory_points

WIN, LOSS, DRAW = 1000.0, -1000.0, -300.0
TACTIC = 60.0  # each Tactic still to defeat
PROGRESS = 120.0  # the whole way to Evil Wins (quadratic: the last steps matter most)
ESCAPE = 4.0
OWN_WOUND, TEAM_WOUND = 3.0, 1.5
OWN_VP, TEAM_VP = 2.0, 0.3
DECK = 18.0  # per point of mean card power, per own turn left (capped)
_FRACTION = re.compile(r"(\d+)\s*/\s*(\d+)")


def evaluate(g: Game, seat: int) -> float:
    """The value of the position `g` for `seat` (higher is better)."""
    if g.outcome is not None:
        return _final(g, seat)
    score = -TACTIC * (len(g.tactics) + g.final_fight_pending)
    score -= PROGRESS * scheme_progress(g) ** 2
    score -= ESCAPE * g.escaped_villains
    score -= city_threat(g)
    wounds = [sum(1 for c in all_cards_of(g, p.index) if g.cards[c].kind is Kind.WOUND) for p in g.players]
    score -= OWN_WOUND * wounds[seat] + TEAM_WOUND * (sum(wounds) - wounds[seat])
    mine = [c for c in all_cards_of(g, seat) if c not in g.players[seat].victory_pile]
    score += DECK * turns_left(g) * mean_power(g, mine)
    vp = [victory_points(g, p.index) for p in g.players]
    score += OWN_VP * vp[seat] + TEAM_VP * (sum(vp) - vp[seat])
    return score


def _final(g: Game, seat: int) -> float:
    outcome = g.outcome
    assert outcome is not None
    vp = OWN_VP * outcome.vp[seat]
    if outcome.result == "team_win":
        return WIN + vp
    if outcome.result == "evil_wins":
        return LOSS
    if outcome.result == "individual":
        return (WIN if outcome.won(seat) else LOSS) / 2 + vp
    return DRAW + vp


def scheme_progress(g: Game) -> float:
    """How far the Scheme is toward Evil Wins (0..1): its own counter where it shows "n / m", else the
    Twists played out of those in the Villain Deck at setup."""
    best = 0.0
    progress = g.scheme.evil_wins_progress
    if progress is not None:
        m = _FRACTION.search(progress(g))
        if m and int(m.group(2)):
            best = int(m.group(1)) / int(m.group(2))
    twists = g.requirements.twists
    if twists:
        best = max(best, g.twists_played / twists)
    return min(best, 1.0)


def city_threat(g: Game) -> float:
    """The danger of the Villains in the city: each, more near the escape end and for each Bystander."""
    total = 0.0
    for area in g.areas:
        last = max(len(area.city) - 1, 1)
        for i, occ in enumerate(area.city):
            if occ is not None:
                near = 4.0 if i == last else 2.0 * i / last
                total += 2.0 + 2.0 * len(occ.bystanders) + near * (1 + len(occ.bystanders))
    return total


def turns_left(g: Game) -> float:
    """About how many more turns each player gets (the Villain Deck sets the pace), 1 to 8."""
    cards = sum(len(d.cards) for d in g.villain_decks)
    return max(1.0, min(8.0, cards / max(1, len(g.players))))
