"""Answers to every decision but the main phase, for the player deciding, from what they may see.

The prompt says what the choice is for: KO, discard, pass or bottom -> the worst card; gain, take, copy,
return or top of your deck -> the best; fight or defeat -> the Villain worth most; a Villain that enters
or captures -> the weakest. Yes/no questions are yes unless they cost a Wound. Kinds with no sensible
rule here are answered at random among the legal options (seeded). A card's own decision that its set
wrote a rule for (`engine/advice.py`: the Split Personality Killer guess, Quantum Hound's icon) is
answered by that rule first.
"""

from __future__ import annotations

import random
import re
from collections import Counter

from legendary_desktop.bots.cardvalue import is_weak, keep_value, own_cards, power
from legendary_desktop.engine import advice as set_rules
from legendary_desktop.engine import values
from legendary_desktop.engine.card import HERO_CLASSES, Kind
from legendary_desktop.engine.decision import CHOOSE_CARDS, CHOOSE_ONE, ORDER, TOP_BOTTOM, Decision, Option
from legendary_desktop.engine.game import Answer, Game

WORST_WORDS = ("discard", "pass", "bottom", "shuffle", "becomes", "captures a hero", "under her",
               "ko ", "under the hero deck")
BEST_WORDS = ("gain", "take", "copy", "return", "top of your deck", "draw", "recruit", "rescue", "fills",
              "play", "use the fight")
VILLAIN_BEST = ("fight", "defeat", "wound a villain", "eats")
VILLAIN_WEAKEST = ("enters", "captures a bystander", "captures the", "move a villain to the")
DECK_BAD = (Kind.STRIKE, Kind.TWIST)


def answer(g: Game, d: Decision, rng: random.Random) -> Answer:
    """The rule's answer, or a seeded random legal one where no rule fits."""
    ruled = by_rule(g, d)
    return random_answer(d, rng) if ruled is None else ruled


def by_rule(g: Game, d: Decision) -> Answer | None:
    """The answer a written rule gives, or None where no rule here fits this decision (the Strong player
    then searches it; Normal answers at random). A set's own rule for its decision comes first."""
    advice = set_rules.ruled(g, d)
    if advice is not None:
        return advice[0]
    if d.kind == ORDER:
        return [o.label for o in sorted(d.options, key=lambda o: -_top_value(g, o))]
    if d.kind == TOP_BOTTOM:
        return top_or_bottom(g, d)
    if d.kind == CHOOSE_ONE:
        return choose_one(g, d)
    if d.kind == CHOOSE_CARDS and all(o.card is not None for o in d.options):
        return choose_cards(g, d)
    return None


def random_answer(d: Decision, rng: random.Random) -> Answer:
    if d.kind == ORDER:
        labels = d.labels
        rng.shuffle(labels)
        return labels
    if d.kind == TOP_BOTTOM:
        return top_or_bottom_random(d, rng)
    k = rng.randint(d.min, min(d.max, len(d.options)))
    return [o.label for o in rng.sample(d.options, k)] if d.multi else d.options[rng.randrange(len(d.options))].label


def top_or_bottom_random(d: Decision, rng: random.Random) -> list[str]:
    cards = list(dict.fromkeys(o.card for o in d.options))
    rng.shuffle(cards)
    return [f"{rng.choice(('top', 'bottom'))}:{c}" for c in cards]


# ------------------------------------------------------------------ cards
def card_value(g: Game, player: int, card: int) -> float:
    """Higher is better to have or gain; for enemies, the VP they give."""
    cdef = g.cards[card]
    if cdef.is_hero or cdef.kind is Kind.WOUND:
        return keep_value(g, card)
    return 1.0 + cdef.vp


def _prompt(d: Decision) -> str:
    return re.sub(r"^[^:]*: ", "", d.prompt).lower() + " "


def choose_cards(g: Game, d: Decision) -> Answer | None:
    prompt = _prompt(d)
    cards = {o.label: o.card for o in d.options}
    enemies = all(_is_enemy(g, c) for c in cards.values() if c is not None)
    if enemies and any(w in prompt for w in VILLAIN_WEAKEST):
        ranked = sorted(d.options, key=lambda o: _enemy_strength(g, o))
        want = "best"
        if d.min == 0:
            return []
    elif enemies and any(w in prompt for w in VILLAIN_BEST):
        ranked = sorted(d.options, key=lambda o: -card_value(g, d.player, _card(o)))
        want = "best"
    elif "ko " in prompt or any(w in prompt for w in WORST_WORDS) or any(w in prompt for w in set_rules.losing_words()):
        ranked = sorted(d.options, key=lambda o: card_value(g, d.player, _card(o)))
        want = "worst"
    elif any(w in prompt for w in BEST_WORDS):
        ranked = sorted(d.options, key=lambda o: -card_value(g, d.player, _card(o)))
        want = "best"
    else:
        return None
    return _pick(g, d, ranked, want, prompt)


def _pick(g: Game, d: Decision, ranked: list[Option], want: str, prompt: str) -> Answer:
    if d.min == 0:  # optional: only what is clearly worth it
        if want == "worst":
            mine = set(own_cards(g, d.player))
            if "gain a wound" in prompt:  # "discard X, or gain a Wound": discard anything but a strong card
                keep = [o for o in ranked if card_value(g, d.player, _card(o)) < 3.5]
            elif "hq" in prompt or "hero deck" in prompt:
                keep = []
            else:
                keep = [o for o in ranked if _card(o) in mine and is_weak(g, _card(o))]
            ranked = keep
        if "move" in prompt:
            ranked = []
        chosen = ranked[: d.max]
    else:
        chosen = ranked[: d.min]
        if d.max > d.min and want == "worst":  # "up to" more: only Wounds and starters
            mine = set(own_cards(g, d.player))
            extra = [o for o in ranked[d.min:] if _card(o) in mine and is_weak(g, _card(o))]
            chosen += extra[: d.max - d.min]
    if not d.multi:
        return chosen[0].label if chosen else []
    return [o.label for o in chosen]


def _card(o: Option) -> int:
    assert o.card is not None
    return o.card


def _is_enemy(g: Game, card: int | None) -> bool:
    if card is None:
        return False
    cdef = g.cards[card]
    return cdef.is_villain or card in g.roles or cdef.kind in (Kind.MASTERMIND, Kind.TACTIC)


def _enemy_strength(g: Game, o: Option) -> float:
    cdef = g.cards[_card(o)]
    return float(cdef.attack or 0) + 0.1 * cdef.vp


# ------------------------------------------------------------------ named choices
def choose_one(g: Game, d: Decision) -> Answer | None:
    prompt = _prompt(d)
    labels = d.labels
    if set(labels) == {"yes", "no"}:
        return "yes" if _say_yes(prompt) else "no"
    if set(labels) == {"recruit", "attack"}:
        return "attack" if _needs_attack(g) else "recruit"
    if all(lbl.startswith("side:") for lbl in labels):
        return _best_side(g, d)
    if set(labels) <= {c.name for c in HERO_CLASSES}:
        return _best_class(g, d, "empower" in prompt)
    if set(labels) in ({"discard", "back"}, {"ko", "back"}, {"draw", "ko"}):
        weak = any(w in prompt for w in (" agent", " trooper", " wound"))
        if "draw" in labels:
            return "ko" if weak else "draw"
        return ("discard" if "discard" in labels else "ko") if weak else "back"  # a teammate's deck too
    if set(labels) == {"ko", "wound"}:
        return "ko"
    return None


def _say_yes(prompt: str) -> bool:
    if "reveal" in prompt:
        return True
    if "wound" in prompt and ("gain" in prompt or "then" in prompt):
        return False
    return "discard" not in prompt or "draw" in prompt


def _needs_attack(g: Game) -> bool:
    """Recruit or Attack: Attack while some enemy is still out of reach."""
    return any(a > g.turn.attack for a in _enemy_attacks(g))


def _enemy_attacks(g: Game) -> list[int]:
    out = [values.occupant_attack(g, occ, i) for i, occ in enumerate(g.city) if occ is not None]
    if g.mastermind_fightable:
        out.append(values.mastermind_attack(g))
    return out


def _best_side(g: Game, d: Decision) -> str:
    near = (*g.players[d.player].hand, *g.turn.played)
    source = [c for c in near if g.cards[c].name == d.source and g.cards[c].sides]
    if not source:
        return d.labels[0]
    sides = g.cards[source[0]].sides
    best = max(range(len(sides)), key=lambda i: power(sides[i]))
    return f"side:{best}" if f"side:{best}" in d.labels else d.labels[0]


def _best_class(g: Game, d: Decision, hq: bool) -> str:
    count: Counter[str] = Counter()
    cards = [c for c in g.hq if c is not None] if hq else own_cards(g, d.player)
    for c in cards:
        for cls in g.cards[c].classes.each():
            count[cls.name or ""] += 1
    return max(d.labels, key=lambda lbl: count[lbl])


# ------------------------------------------------------------------ decks
def _top_value(g: Game, o: Option) -> float:
    """Higher goes nearer the top: good cards of the player's deck, Heroes; Strikes and Twists deepest."""
    if o.card is None:
        return 0.0
    cdef = g.cards[o.card]
    if cdef.kind in DECK_BAD:
        return -10.0
    if cdef.is_hero or cdef.kind is Kind.WOUND:
        return keep_value(g, o.card)
    if cdef.kind is Kind.BYSTANDER:
        return 5.0
    return 2.0 - 0.1 * (cdef.attack or 0)


def top_or_bottom(g: Game, d: Decision) -> list[str]:
    cards = list(dict.fromkeys(o.card for o in d.options if o.card is not None))
    mine = set(own_cards(g, d.player))
    ranked = sorted(cards, key=lambda c: -_top_value(g, Option("", "", c)))
    tops = [c for c in ranked if _top_value(g, Option("", "", c)) > (1.0 if c in mine else 0.0)]
    bottoms = [c for c in ranked if c not in tops]
    return [f"top:{c}" for c in tops] + [f"bottom:{c}" for c in bottoms]
