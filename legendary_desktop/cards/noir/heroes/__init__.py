"""Marvel Noir Heroes."""

from legendary_desktop.cards.noir.heroes import (  # noqa: F401
    angel_noir,
    daredevil_noir,
    iron_man_noir,
    luke_cage_noir,
    spider_man_noir,
)
