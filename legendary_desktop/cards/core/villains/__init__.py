"""Core set villains, one module per group."""

from legendary_desktop.cards.core.villains import (  # noqa: F401
    brotherhood,
    enemies_of_asgard,
    hydra,
    masters_of_evil,
    radiation,
    skrulls,
    spider_foes,
)
