"""Skrulls: the Villain group (8 cards)."""

from __future__ import annotations

from legendary_desktop.cards.dsl import villain

SET = "core"

PAIBOK_THE_POWER_SKRULL = villain('Skrulls', 'Paibok the Power Skrull', set=SET, attack=8, vp=3, copies=1,
    text="TODO own words")

SKRULL_QUEEN_VERANKE = villain('Skrulls', 'Skrull Queen Veranke', set=SET, attack='*', vp=4, copies=1,
    text="TODO own words")

SKRULL_SHAPESHIFTERS = villain('Skrulls', 'Skrull Shapeshifters', set=SET, attack='*', vp=2, copies=3,
    text="TODO own words")

SUPER_SKRULL = villain('Skrulls', 'Super-Skrull', set=SET, attack=4, vp=2, copies=3,
    text="TODO own words")
