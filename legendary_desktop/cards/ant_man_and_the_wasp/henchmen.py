"""Ant-Man and the Wasp Henchmen: Quantum Hound, Quantumnauts, Tardigrade (five unlike pairs)."""

from __future__ import annotations

from legendary_desktop.cards.ant_man_and_the_wasp.keywords import SET, explore
from legendary_desktop.cards.dsl import villain
from legendary_desktop.engine.actions import ko_your_heroes
from legendary_desktop.engine.card import COVERT, INSTINCT, RANGED, STRENGTH, TECH, CardDef, Effect, Kind
from legendary_desktop.engine.catalog import CATALOG
from legendary_desktop.engine.choices import choose_one
from legendary_desktop.engine.context import Ctx


def _ko_one(c: Ctx) -> Effect:
    yield from ko_your_heroes(c.g, c.player, 1, source=c.cdef.name)


def _quantum_hound(c: Ctx) -> Effect:
    icon = yield from choose_one(c.g, c.player, "Quantum Hound: choose Recruit or Attack",
                                 [("recruit", "Recruit"), ("attack", "Attack")], source="Quantum Hound")
    found = yield from explore(c.g, c.player, "Quantum Hound")
    if found is not None and getattr(c.g.cards[found], icon) is not None:
        yield from ko_your_heroes(c.g, c.player, 1, source="Quantum Hound")


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
