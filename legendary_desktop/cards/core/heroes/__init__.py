"""Core set heroes, one module per group."""

from legendary_desktop.cards.core.heroes import (  # noqa: F401
    black_widow,
    captain_america,
    cyclops,
    deadpool,
    emma_frost,
    gambit,
    hawkeye,
    hulk,
    iron_man,
    nick_fury,
    rogue,
    spider_man,
    storm,
    thor,
    wolverine,
)
