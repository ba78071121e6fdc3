"""Marvel Noir Villain groups."""

from legendary_desktop.cards.noir.villains import goblins_freak_show, x_men_noir  # noqa: F401
