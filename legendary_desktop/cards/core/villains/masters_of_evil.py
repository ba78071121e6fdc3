"""Masters of Evil: the Villain group (8 cards)."""

from __future__ import annotations

from legendary_desktop.cards.dsl import villain

SET = "core"

BARON_ZEMO = villain('Masters of Evil', 'Baron Zemo', set=SET, attack=6, vp=4, copies=2,
    text="TODO own words")

MELTER = villain('Masters of Evil', 'Melter', set=SET, attack=5, vp=3, copies=2,
    text="TODO own words")

ULTRON = villain('Masters of Evil', 'Ultron', set=SET, attack=6, vp='2+', copies=2,
    text="TODO own words")

WHIRLWIND = villain('Masters of Evil', 'Whirlwind', set=SET, attack=4, vp=2, copies=2,
    text="TODO own words")
