"""Black Panther Villain groups, one module per group."""

from legendary_desktop.cards.black_panther.villains import (  # noqa: F401
    enemies_of_wakanda,
    killmongers_league,
)
