"""Brotherhood: the Villain group (8 cards)."""

from __future__ import annotations

from legendary_desktop.cards.dsl import villain

SET = "core"

BLOB = villain('Brotherhood', 'Blob', set=SET, attack=4, vp=2, copies=2,
    text="TODO own words")

JUGGERNAUT = villain('Brotherhood', 'Juggernaut', set=SET, attack=6, vp=4, copies=2,
    text="TODO own words")

MYSTIQUE = villain('Brotherhood', 'Mystique', set=SET, attack=5, vp=3, copies=2,
    text="TODO own words")

SABRETOOTH = villain('Brotherhood', 'Sabretooth', set=SET, attack=5, vp=3, copies=2,
    text="TODO own words")
