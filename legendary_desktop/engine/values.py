"""Computed values: an enemy's current Attack and a Hero's current cost, with their breakdown.

One pipeline each, so the rules, the fight, the options and the board's tooltips agree:
printed value (or the value of the role a card plays as a Villain), then every modifier in force.
Set packages add their own modifiers with `register_attack_modifier` / `register_cost_modifier`,
keyed by their set id; a game applies only the modifiers of the sets it plays with.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeVar

from legendary_desktop.engine import attachments, present, sets
from legendary_desktop.engine.card import CardDef, KeywordAttack

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game
    from legendary_desktop.engine.present import Needs
    from legendary_desktop.engine.state import Occupant
    from legendary_desktop.engine.status import Label

Terms = list[tuple[str, int]] | None
T = TypeVar("T")
#: (game, enemy card id, its city space or None, fighting?) -> (label, amount) or None
AttackModifier = Callable[["Game", int, "int | None", bool], "tuple[str, int] | None"]
#: (game, Hero card id in the HQ) -> (label, amount) or None
CostModifier = Callable[["Game", int], "tuple[str, int] | None"]
#: (game, Hero card id) -> may this Hero's cost go below 0, paying the rest to the recruiting player?
CostPayout = Callable[["Game", int], bool]

#: (the game) -> which card definitions a modifier can change in it (None: any card). Asked once per game.
Only = Callable[["Game"], "Callable[[CardDef], bool] | None"]

ATTACK_MODIFIERS: dict[str, list[AttackModifier]] = sets.declarations("attack modifiers")
COST_MODIFIERS: dict[str, list[CostModifier]] = sets.declarations("cost modifiers")
COST_PAYOUTS: dict[str, list[CostPayout]] = sets.declarations("cost payouts")
_ONLY: dict[int, Only] = {}


def register_attack_modifier(set_id: str, modifier: AttackModifier, needs: Needs | None = None,
                             only: Only | None = None) -> AttackModifier:
    """`needs`: when the modifier can matter in a game (engine/present.py); else when its set has cards in it.
    `only`: which cards it can change in a game (a keyword's cards): the others are never asked."""
    ATTACK_MODIFIERS.setdefault(set_id, []).append(modifier)
    present.note(modifier, needs)
    if only is not None:
        _ONLY[id(modifier)] = only
    return modifier


def register_cost_modifier(set_id: str, modifier: CostModifier, needs: Needs | None = None,
                           only: Only | None = None) -> CostModifier:
    COST_MODIFIERS.setdefault(set_id, []).append(modifier)
    present.note(modifier, needs)
    if only is not None:
        _ONLY[id(modifier)] = only
    return modifier


def attack_this_turn(g: Game, modifier: AttackModifier) -> None:
    """Put an Attack modifier in force for the rest of this turn (once): for an effect that changes Attacks
    until the turn ends, so that the game asks it only on that turn."""
    if modifier not in g.turn.attack_modifiers:
        g.turn.attack_modifiers.append(modifier)


def cost_this_turn(g: Game, modifier: CostModifier) -> None:
    """Put a cost modifier in force for the rest of this turn (once), as `attack_this_turn`."""
    if modifier not in g.turn.cost_modifiers:
        g.turn.cost_modifiers.append(modifier)


def applying(g: Game, modifiers: list[T], table: dict[CardDef, tuple[T, ...]], cdef: CardDef) -> tuple[T, ...]:
    """The game's modifiers that can change this card (worked out once per definition per game)."""
    tests = g.modifier_tests
    found = table[cdef] = tuple(m for m in modifiers if (test := tests.get(id(m))) is None or test(cdef))
    return found


def declaring(*keys: str) -> Only:
    """`only` for a keyword's modifier: the cards that declare one of these facts in their ``extra``."""

    def test(cdef: CardDef) -> bool:
        return any(cdef.extra.get(k) for k in keys)

    return lambda g: test


def modifier_tests(g: Game, modifiers: list[object]) -> dict[int, Callable[[CardDef], bool]]:
    """Each of these modifiers' test of the cards it can change in this game (none: any card)."""
    out = {}
    for m in modifiers:
        only = _ONLY.get(id(m))
        test = only(g) if only is not None else None
        if test is not None:
            out[id(m)] = test
    return out


def register_cost_payout(set_id: str, rule: CostPayout, needs: Needs | None = None) -> CostPayout:
    """A card text that lets a Hero's cost go below 0 (the recruiting player gains the rest as Recruit)."""
    COST_PAYOUTS.setdefault(set_id, []).append(rule)
    present.note(rule, needs)
    return rule


@dataclass(slots=True, frozen=True)
class Role:
    """What a card that is not printed as a Villain is while it acts as one (a Killbot, a Skrull Hero,
    a Tactic in the city): its name, its Attack, and where it goes when defeated."""

    label: str
    attack: Callable[[Game, int], int]
    defeated_to: str = "victory_pile"  # or "discard": the player who defeats it gains it
    kind: Label | None = None  # what the table draws on the card and explains (engine/status.py)


def _add(terms: Terms, label: str, amount: int) -> int:
    if terms is not None and amount:
        terms.append((label, amount))
    return amount


def _keyword_attack(g: Game, kw: KeywordAttack, terms: Terms) -> int:
    """What a set's printed keyword adds to a card's Attack now (engine/card.py: `KeywordAttack`)."""
    n = kw.amount(g)
    return n if terms is None else _add(terms, kw.label, n)


def occupant_attack(g: Game, occ: Occupant, space: int | None, fighting: bool = True, terms: Terms = None) -> int:
    """A city Villain's current Attack (never below 0). With `terms`, the breakdown is appended."""
    card = occ.card
    cdef = g.cards[card]
    mods = g.attack_by_card.get(cdef)
    if mods is None:
        mods = applying(g, g.attack_modifiers, g.attack_by_card, cdef)
    t = g.turn
    if terms is None and not mods and g.scheme.villain_attack_bonus is None and cdef.attack_bonus is None \
            and cdef.keyword_attack is None and card not in g.held and card not in g.roles and not t.space_attack \
            and not t.attack_modifiers:
        return cdef.attack or 0  # the common case: nothing modifies it (a printed value is never negative)
    role = g.roles.get(card) if g.roles else None
    total = role.attack(g, card) if role is not None else (cdef.attack or 0)
    if terms is not None:
        terms.append(("Printed" if role is None else role.label, total))
    if cdef.attack_bonus is not None:
        n = cdef.attack_bonus(g, occ)
        total += n if terms is None else _add(terms, "Card text", n)
    if g.scheme.villain_attack_bonus is not None:
        n = g.scheme.villain_attack_bonus(g, space, occ)
        total += n if terms is None else _add(terms, g.scheme.name, n)
    if g.held:
        wounds = g.held.get(card)
        if wounds:
            total += _add(terms, "Wounds", -len(wounds.get(attachments.WOUNDS, ())))
    if cdef.keyword_attack is not None:
        total += _keyword_attack(g, cdef.keyword_attack, terms)
    if space is not None and fighting and t.space_attack:
        total += _add(terms, "This turn", t.space_attack.get(g.city_names[space], 0))
    for modifier in mods:
        found = modifier(g, card, space, fighting)
        if found is not None:
            total += found[1] if terms is None else _add(terms, found[0], found[1])
    for modifier in t.attack_modifiers:
        found = modifier(g, card, space, fighting)
        if found is not None:
            total += found[1] if terms is None else _add(terms, found[0], found[1])
    return total if total > 0 else 0  # max(0, total) without the call


def mastermind_attack(g: Game, terms: Terms = None) -> int:
    """The Mastermind's current Attack: its face-up side, then every modifier."""
    mm = g.mastermind_face  # `Game.mm`, without the property's call
    mods = g.attack_by_card.get(mm)
    if mods is None:
        mods = applying(g, g.attack_modifiers, g.attack_by_card, mm)
    t = g.turn
    if terms is None and not mods and g.scheme.mastermind_attack_bonus is None and mm.attack_bonus is None \
            and mm.keyword_attack is None and g.mastermind_card not in g.held and not t.attack_modifiers:
        return max(0, (mm.attack or 0) + t.mastermind_attack)
    total = mm.attack or 0
    card = g.mastermind_card
    if terms is not None:
        terms.append(("Printed", total))
    if mm.attack_bonus is not None:
        n = mm.attack_bonus(g, None)
        total += n if terms is None else _add(terms, "Card text", n)
    if g.scheme.mastermind_attack_bonus is not None:
        n = g.scheme.mastermind_attack_bonus(g)
        total += n if terms is None else _add(terms, g.scheme.name, n)
    if t.mastermind_attack:
        total += _add(terms, "This turn", t.mastermind_attack)
    if g.held:
        wounds = g.held.get(card)
        if wounds:
            total += _add(terms, "Wounds", -len(wounds.get(attachments.WOUNDS, ())))
    if mm.keyword_attack is not None:
        total += _keyword_attack(g, mm.keyword_attack, terms)
    for modifier in mods:
        found = modifier(g, card, None, True)
        if found is not None:
            total += found[1] if terms is None else _add(terms, found[0], found[1])
    for modifier in t.attack_modifiers:
        found = modifier(g, card, None, True)
        if found is not None:
            total += found[1] if terms is None else _add(terms, found[0], found[1])
    return total if total > 0 else 0  # max(0, total) without the call


def enemy_attack(g: Game, card: int, fighting: bool = True, terms: Terms = None) -> int | None:
    """The current Attack of the Mastermind or a Villain anywhere in the city (None if neither)."""
    if card == g.mastermind_card:
        return mastermind_attack(g, terms)
    for space, occ in enumerate(g.city):
        if occ is not None and occ.card == card:
            return occupant_attack(g, occ, space, fighting, terms)
    return None


def breakdown(g: Game, card: int) -> list[tuple[str, int]]:
    """The terms of an enemy's current Attack, for a tooltip: [("Printed", 5), ("Wounds", -2)...]."""
    terms: list[tuple[str, int]] = []
    enemy_attack(g, card, True, terms)
    return terms


def hero_cost(g: Game, card: int, terms: Terms = None) -> int:
    """A Hero's current cost to recruit from the HQ.

    A cost never goes below 0 (recruiting never pays the player) unless a card says so: only then is
    a cost below 0 paid to the recruiting player as Recruit."""
    cdef = g.cards[card]
    total = cdef.cost
    if terms is not None:
        terms.append(("Printed", total))
    mods = g.cost_by_card.get(cdef)
    if mods is None:
        mods = applying(g, g.cost_modifiers, g.cost_by_card, cdef)
    for modifier in mods:
        found = modifier(g, card)
        if found is not None:
            total += found[1] if terms is None else _add(terms, found[0], found[1])
    for modifier in g.turn.cost_modifiers:
        found = modifier(g, card)
        if found is not None:
            total += found[1] if terms is None else _add(terms, found[0], found[1])
    if total < 0 and not any(rule(g, card) for rule in g.cost_payouts):
        _add(terms, "Never below 0", -total)
        return 0
    return total


def cost_breakdown(g: Game, card: int) -> list[tuple[str, int]]:
    terms: list[tuple[str, int]] = []
    hero_cost(g, card, terms)
    return terms
