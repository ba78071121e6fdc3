"""Radiation: the Villain group (8 cards)."""

from __future__ import annotations

from legendary_desktop.cards.dsl import villain

SET = "core"

ABOMINATION = villain('Radiation', 'Abomination', set=SET, attack=5, vp=3, copies=2,
    text="TODO own words")

THE_LEADER = villain('Radiation', 'The Leader', set=SET, attack=4, vp=2, copies=2,
    text="TODO own words")

MAESTRO = villain('Radiation', 'Maestro', set=SET, attack=6, vp=4, copies=2,
    text="TODO own words")

ZZZAX = villain('Radiation', 'Zzzax', set=SET, attack=5, vp=3, copies=2,
    text="TODO own words")
