"""Declaring cards: each card's facts, text and ability together, in one place.

```python
@hero("Black Widow", "Mission Accomplished", cost=2, classes=TECH, team=AVENGERS, copies=5,
      text="Draw a card. Tech: rescue a Bystander.")
def mission_accomplished(c: Ctx) -> None:
    c.g.draw(c.player)
    if c.power(TECH):
        rescue_bystanders(c.g, c.player)
```

Abilities are generator functions when they ask for decisions, plain functions when not.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from legendary_desktop.engine.card import CardDef, Effect, HeroClass, KeywordAttack, Kind, MastermindDef, SchemeDef
from legendary_desktop.engine.catalog import CATALOG
from legendary_desktop.engine.context import Ctx

Ability = Callable[[Ctx], Effect | None]
Decorator = Callable[[Ability | None], CardDef]


def _numbers(value: int | str | None) -> tuple[int | None, bool]:
    """Printed "2+" is 2 with a plus; "*" or "0+" read as 0."""
    if value is None:
        return None, False
    if isinstance(value, int):
        return value, False
    plus = value.endswith("+")
    digits = value.rstrip("+").strip()
    return (int(digits) if digits.isdigit() else 0), plus or not digits.isdigit()


def hero(
    group: str,
    name: str,
    *,
    set: str,
    cost: int,
    classes: HeroClass,
    team: str,
    copies: int,
    text: str = "",
    attack: int | str | None = None,
    recruit: int | str | None = None,
    can_play: Callable[..., str | None] | None = None,
    reactions: dict[str, Callable[..., Effect | None]] | None = None,
    keyword_attack: KeywordAttack | None = None,
    on_arrive: Callable[..., Effect | None] | None = None,
    **extra: Any,
) -> Decorator:
    def register(ability: Ability | None) -> CardDef:
        atk, atk_plus = _numbers(attack)
        rec, rec_plus = _numbers(recruit)
        card = CardDef(
            set=set, kind=Kind.HERO, group=group, name=name, copies=copies, cost=cost,
            attack=atk, attack_plus=atk_plus, recruit=rec, recruit_plus=rec_plus,
            classes=classes, team=team, text=text, on_play=ability, can_play=can_play, extra=dict(extra),
            reactions=dict(reactions or {}), keyword_attack=keyword_attack,
            on_arrive=on_arrive,
        )
        return CATALOG.add_hero(card)

    return register


@dataclass(frozen=True)
class Half:
    """One half of a Divided Card, as declared with `half`."""

    name: str
    hero: str
    classes: HeroClass
    attack: int | str | None
    recruit: int | str | None
    text: str
    ability: Ability | None
    extra: dict[str, Any] = field(default_factory=dict)


def half(
    name: str, *, hero: str, classes: HeroClass, text: str = "", attack: int | str | None = None,
    recruit: int | str | None = None, **extra: Any,
) -> Callable[[Ability | None], Half]:
    """One half of a Divided Card: its name, Hero Name, class, numbers, text and ability."""

    def declare(ability: Ability | None) -> Half:
        return Half(name, hero, classes, attack, recruit, text, ability, dict(extra))

    return declare


def divided(
    group: str, name: str, *, set: str, cost: int, team: str, copies: int, halves: tuple[Half, Half],
) -> CardDef:
    """A Divided Card (engine/divided.py): one card of two halves sharing one cost. Away from play it
    has both halves' classes and names; its printed Attack and Recruit are the sums of the halves'."""
    sides: list[CardDef] = []
    for h in halves:
        atk, atk_plus = _numbers(h.attack)
        rec, rec_plus = _numbers(h.recruit)
        sides.append(CardDef(
            set=set, kind=Kind.HERO, group=group, name=h.name, cost=cost, attack=atk, attack_plus=atk_plus,
            recruit=rec, recruit_plus=rec_plus, classes=h.classes, team=team, text=h.text, on_play=h.ability,
            key=f"{set}/hero/{group}/{name}/{h.name}", extra={"hero_name": h.hero, **h.extra},
        ))

    def total(values: list[int | None]) -> int | None:
        known = [v for v in values if v is not None]
        return sum(known) if known else None

    classes = HeroClass.NONE
    for side in sides:
        classes |= side.classes
    card = CardDef(
        set=set, kind=Kind.HERO, group=group, name=name, copies=copies, cost=cost,
        attack=total([s.attack for s in sides]), recruit=total([s.recruit for s in sides]), classes=classes,
        team=team, text=" | ".join(f"{s.name} ({s.extra['hero_name']}): {s.text}" for s in sides),
        sides=tuple(sides), extra={"hero_names": tuple(s.extra["hero_name"] for s in sides)},
    )
    return CATALOG.add_hero(card)


def villain(
    group: str,
    name: str,
    *,
    set: str,
    attack: int | str,
    vp: int | str,
    copies: int,
    text: str = "",
    henchman: bool = False,
    fight: Ability | None = None,
    ambush: Ability | None = None,
    escape: Ability | None = None,
    can_defeat: Callable[..., str | None] | None = None,
    vp_bonus: Callable[..., int] | None = None,
    attack_bonus: Callable[..., int] | None = None,
    keyword_attack: KeywordAttack | None = None,
    on_arrive: Callable[..., Effect | None] | None = None,
    **extra: Any,
) -> CardDef:
    atk, atk_plus = _numbers(attack)
    points, vp_plus = _numbers(vp)
    card = CardDef(
        set=set, kind=Kind.HENCHMAN if henchman else Kind.VILLAIN, group=group, name=name, copies=copies,
        attack=atk, attack_plus=atk_plus, vp=points or 0, vp_plus=vp_plus, text=text,
        on_fight=fight, on_ambush=ambush, on_escape=escape, can_defeat=can_defeat,
        vp_bonus=vp_bonus, attack_bonus=attack_bonus, extra=dict(extra),
        keyword_attack=keyword_attack, on_arrive=on_arrive,
    )
    return CATALOG.add_henchman(card) if henchman else CATALOG.add_villain(card)


def tactic(group: str, name: str, *, set: str, vp: int, text: str, fight: Ability | None) -> CardDef:
    return CardDef(set=set, kind=Kind.TACTIC, group=group, name=name, vp=vp, text=text, on_fight=fight)


def mastermind(
    name: str,
    *,
    set: str,
    attack: int | str,
    vp: int,
    always_leads: str,
    leads_henchmen: bool = False,
    text: str,
    strike: Ability,
    tactics: list[CardDef],
    can_defeat: Callable[..., str | None] | None = None,
    attack_bonus: Callable[..., int] | None = None,
    card_extra: dict[str, Any] | None = None,
    epic: dict[str, Any] | None = None,
    back: dict[str, Any] | None = None,
    **hooks: Any,
) -> MastermindDef:
    """A Mastermind. `epic` / `back` give its Epic or transformed side as keyword facts of their own
    (name, attack, text, strike, attack_bonus, can_defeat, extra...; VP and Tactics are shared); `attack_bonus`
    and `card_extra` are the front side's. `hooks` are
    `MastermindDef` fields: on_setup, evil_wins, final_fight, set_aside_villains, extra."""
    atk, atk_plus = _numbers(attack)
    card = CardDef(
        set=set, kind=Kind.MASTERMIND, group=name, name=name, attack=atk, attack_plus=atk_plus, vp=vp, text=text,
        on_strike=strike, can_defeat=can_defeat, attack_bonus=attack_bonus, extra=dict(card_extra or {}),
    )

    def side(facts: dict[str, Any] | None, default_name: str) -> CardDef | None:
        if facts is None:
            return None
        facts = dict(facts)
        if isinstance(facts.get("attack"), str):  # printed "13+"
            facts["attack"], facts["attack_plus"] = _numbers(facts["attack"])
        return CardDef(set=set, kind=Kind.MASTERMIND, group=name, name=facts.pop("name", default_name),
                       vp=vp, on_strike=facts.pop("strike", None), **facts)

    return CATALOG.add_mastermind(MastermindDef(
        card, tactics, always_leads, leads_henchmen, epic=side(epic, f"Epic {name}"), back=side(back, name), **hooks,
    ))


def scheme(name: str, *, set: str, text: str, **fields: Any) -> SchemeDef:
    card = CardDef(set=set, kind=Kind.SCHEME, group=name, name=name, text=text)
    return CATALOG.add_scheme(SchemeDef(card=card, **fields))


def generic(kind: Kind, name: str, *, set: str, copies: int, text: str = "", **facts: Any) -> CardDef:
    card = CardDef(set=set, kind=kind, group=name, name=name, copies=copies, text=text, **facts)
    return CATALOG.add_generic(card)
