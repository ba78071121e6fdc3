"""Ant-Man and the Wasp Henchmen: Quantum Hound, Quantumnauts, Tardigrade (five unlike pairs)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.cards.ant_man_and_the_wasp.keywords import SET, explore
from legendary_desktop.cards.dsl import villain
from legendary_desktop.engine import advice
from legendary_desktop.engine.card import COVERT, INSTINCT, RANGED, STRENGTH, TECH, CardDef, Effect, Kind
from legendary_desktop.engine.catalog import CATALOG
from legendary_desktop.engine.choices import choose_one
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.decision import Decision
from legendary_desktop.engine.verbs import ko_your_heroes

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game


def _ko_one(c: Ctx) -> Effect:
    yield from ko_your_heroes(c.g, c.player, 1, source=c.cdef.name)


HOUND = "Quantum Hound"
HOUND_ICON = "quantum_hound_icon"  # the icon chosen, while the Explore is asked (for the computer players)
ICONS = ("recruit", "attack")


def _quantum_hound(c: Ctx) -> Effect:
    icon = yield from choose_one(c.g, c.player, "Quantum Hound: choose Recruit or Attack",
                                 [("recruit", "Recruit"), ("attack", "Attack")], source=HOUND)
    c.g.turn.notes[HOUND_ICON] = icon
    found = yield from explore(c.g, c.player, HOUND)
    c.g.turn.notes.pop(HOUND_ICON, None)
    if found is not None and getattr(c.g.cards[found], icon) is not None:
        yield from ko_your_heroes(c.g, c.player, 1, source=HOUND)


def _has_icon(cdef: CardDef, icon: str) -> bool:
    return getattr(cdef, icon) is not None


def _hound_advice(g: Game, d: Decision) -> advice.Advice | None:
    """The computer's Quantum Hound: a KO is welcome while a S.H.I.E.L.D. starter is among your Heroes
    (it thins the deck), else it is to be avoided. The Found Hero is picked from the top two of the Hero
    Deck, so choose the icon the unseen Heroes have most often to bring the KO (at least one of two has
    it), or least often to avoid it (both have it); then pick a Found Hero to match."""
    welcome = any(g.cards[c].kind is Kind.STARTER for c in g.your_heroes(d.player))
    if set(d.labels) == set(ICONS):
        pool = advice.hero_pool(g, d.player)
        if not pool:
            return None
        share = {icon: sum(_has_icon(g.cards[c], icon) for c in pool) / len(pool) for icon in ICONS}
        icon = (max if welcome else min)(ICONS, key=lambda i: share[i])
        chance = 1 - (1 - share[icon]) ** 2 if welcome else share[icon] ** 2
        goal = "KO a S.H.I.E.L.D. starter" if welcome else "keep your Heroes"
        return icon, f"{icon.title()}: {share[icon]:.0%} of the unseen Heroes have it; {goal} ({chance:.0%})"
    chosen: str | None = g.turn.notes.get(HOUND_ICON)
    if chosen is None or "fills the HQ space" not in d.prompt:
        return None
    matching = [o for o in d.options if o.card is not None and _has_icon(g.cards[o.card], chosen) == welcome]
    if not matching or len(matching) == len(d.options):
        return None
    best = max(matching, key=lambda o: g.cards[o.card].cost if o.card is not None else 0)
    return best.label, (f"{best.text}: {'it has' if welcome else 'it lacks'} the {chosen.title()} icon, so "
                        f"{'you KO a S.H.I.E.L.D. starter' if welcome else 'none of your Heroes is KO’d'}")


advice.register(HOUND, _hound_advice)


QUANTUM_HOUND = villain("Quantum Hound", "Quantum Hound", set=SET, attack=3, vp=1, copies=10, henchman=True,
                        text="Fight: choose Recruit or Attack. Then Explore. If the Found Hero has the icon you chose, "
                        "KO one of your Heroes.", fight=_quantum_hound)

QUANTUMNAUTS = villain("Quantumnauts", "Quantumnauts", set=SET, attack="2+", vp=1, copies=10, henchman=True,
                       conqueror={"Rooftops": 1, "Streets": 1},
                       text="Rooftops Conqueror 1, Streets Conqueror 1. Fight: KO one of your Heroes.", fight=_ko_one)


def _tardigrade(cls: str, flag: int) -> CardDef:
    card = CardDef(set=SET, kind=Kind.HENCHMAN, group="Tardigrade", name="Tardigrade", copies=2, attack=4,
                   attack_plus=True, vp=1, text=f"Microscopic Size-Changing {cls} ×3. Fight: KO one of your Heroes.",
                   on_fight=_ko_one, key=f"{SET}/henchman/Tardigrade/Tardigrade ({cls})",
                   extra={"size_changing": {flag: 3}})
    return CATALOG.add_henchman(card)


TARDIGRADES = [_tardigrade("Covert", COVERT), _tardigrade("Instinct", INSTINCT), _tardigrade("Ranged", RANGED),
               _tardigrade("Strength", STRENGTH), _tardigrade("Tech", TECH)]
