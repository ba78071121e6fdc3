"""Enemies of Asgard: the Villain group (8 cards)."""

from __future__ import annotations

from legendary_desktop.cards.dsl import villain

SET = "core"

DESTROYER = villain('Enemies of Asgard', 'Destroyer', set=SET, attack=7, vp=5, copies=1,
    text="TODO own words")

ENCHANTRESS = villain('Enemies of Asgard', 'Enchantress', set=SET, attack=6, vp=4, copies=2,
    text="TODO own words")

FROST_GIANT = villain('Enemies of Asgard', 'Frost Giant', set=SET, attack=4, vp=2, copies=3,
    text="TODO own words")

YMIR_FROST_GIANT_KING = villain('Enemies of Asgard', 'Ymir, Frost Giant King', set=SET, attack=6, vp=4, copies=2,
    text="TODO own words")
