"""HYDRA: the Villain group (8 cards)."""

from __future__ import annotations

from legendary_desktop.cards.dsl import villain

SET = "core"

ENDLESS_ARMIES_OF_HYDRA = villain('HYDRA', 'Endless Armies of HYDRA', set=SET, attack=4, vp=3, copies=3,
    text="TODO own words")

HYDRA_KIDNAPPERS = villain('HYDRA', 'HYDRA Kidnappers', set=SET, attack=3, vp=1, copies=3,
    text="TODO own words")

SUPREME_HYDRA = villain('HYDRA', 'Supreme HYDRA', set=SET, attack=6, vp='3+', copies=1,
    text="TODO own words")

VIPER = villain('HYDRA', 'Viper', set=SET, attack=5, vp=3, copies=1,
    text="TODO own words")
